#pragma once
// Reading helpers shared by the file readers: a document parsed in place (so that every element
// and attribute has a byte offset), offsets turned into line:col, and an element wrapper whose
// attribute accessors report problems as Diagnostics.
#include "engine/core/cpu.hpp"
#include "formats/formats.hpp"
#include "formats/repeat_cap.hpp"

#include <pugixml.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marengo::formats::detail {

/// The format version this build reads and writes.
inline constexpr std::string_view kFormatVersion = "1";

/// 1-based line and column (columns count UTF-8 code points).
struct Position {
    int line = 0;
    int col = 0;
};

inline std::pair<int, int> lineCol(Position p) {
    return {p.line, p.col};
}

/// A list element whose children a file may hold by the million (a map's <hexes>): written
/// `<list>` (no attributes), its leading run of children `<child name="value" .../>` in the plain
/// form a writer gives them (double quotes, no entity or control character in a value, at most
/// FlatElement::kMaxAttributes distinct attributes, at most 255 bytes) is read by XmlDocument's
/// own scanner and never becomes pugixml nodes. Anything else in the list (comments, CDATA,
/// children with content, other elements) ends the run and is left to pugixml, so the document
/// read is the same; a run that turns out not to be the list's content (its start tag was in a
/// comment, say) makes the document parse the whole text instead.
struct FlatList {
    std::string_view list;
    std::string_view child;
};

/// The lists of a map that the scanner reads (the map reader's, and its tests'): <hexes> and
/// <hexsides> may hold millions of children.
inline constexpr FlatList kMapFlatLists[] = {{"hexes", "hex"}, {"hexsides", "hexside"}};

/// A child of a FlatList read by XmlDocument's scanner: its name and attributes are views into
/// the file, with their byte offsets.
struct FlatElement {
    static constexpr std::size_t kMaxAttributes = 16;
    struct Attribute {
        std::string_view name;
        std::string_view value;
        std::uint32_t offset = 0; ///< of the name
    };
    std::string_view name;
    std::uint32_t offset = 0; ///< of its '<'
    std::size_t count = 0;
    std::array<Attribute, kMaxAttributes> attributes;
};

/// The FlatElements of one list, in document order (they come before any child pugixml holds):
/// `while (list.next(e))`. Either the scanner kept each element as a few bytes of code (its
/// offset, and where each attribute's name and value are within it), so that they are not
/// scanned twice; or, for a list read as the reader goes (XmlDocument::readListsAsRead), next()
/// lexes each one from the text as the reader asks for it, and tells the document when it has
/// read the whole list (it stops, for good, at a child written otherwise than plainly).
class FlatElements {
public:
    FlatElements() = default;
    FlatElements(std::string_view text, const std::uint8_t* code, const std::uint8_t* end,
                 std::size_t nameSize, std::size_t count)
        : m_text(text), m_code(code), m_end(end), m_child(text.data(), nameSize), m_count(count) {}
    /// The children of `child` at text[begin, end) (white space and plain elements, up to the
    /// list's end tag at `end`), lexed as they are asked for; about `count` of them.
    /// `done` is set once the end tag is reached. The next() of such a list reads the element it
    /// is given as the one before (as the scanner does): give it a new FlatElement, or the one
    /// its last next() filled.
    FlatElements(std::string_view text, std::size_t begin, std::size_t end, std::string_view child,
                 std::size_t count, bool& done)
        : m_text(text), m_child(child), m_count(count), m_at(begin), m_stop(end), m_done(&done) {}
    bool next(FlatElement& e);
    /// How many elements it was made with, or for a list read as it goes how many lines it spans
    /// (one element a line as writers write them, and one more): room for a reader to reserve.
    std::size_t count() const { return m_count; }

private:
    bool lexNext(FlatElement& e);

    std::string_view m_text;
    const std::uint8_t* m_code = nullptr;
    const std::uint8_t* m_end = nullptr;
    std::string_view m_child; ///< (only its size, when read from code)
    std::size_t m_count = 0;
    std::size_t m_at = 0;   ///< read as it goes: where the next child is looked for
    std::size_t m_stop = 0; ///< and the list's end tag
    bool* m_done = nullptr; ///< (null: read from code)
};

class ScannedTree;

/// A reader that takes the root's first subtrees while XmlDocument's scanner reads them (see
/// XmlDocument::parse), so that each element is read once, while its bytes are in cache,
/// rather than kept as a record and read again.
class ScanVisitor {
public:
    /// An element's start tag (`closed`: written `<name .../>`), its parent's start() before
    /// it; false if the reader cannot take it as it is written.
    virtual bool start(const FlatElement& e, bool closed) = 0;
    /// The end tag of the last element started and not closed.
    virtual void end() = 0;
    /// Forgets every element taken: the document keeps them as ScannedNodes instead, or as
    /// pugixml nodes (called when the reader refused one, when the run ends inside a subtree,
    /// or when the run turns out not to be the root's content).
    virtual void discard() = 0;

protected:
    ~ScanVisitor() = default;
};

/// How many '<' of `t` are not followed by '/': at least as many as the elements it holds (a
/// reader's room for what it makes of them, exact for a writer's file).
std::size_t startTagBound(std::string_view t, Lanes lanes = Lanes::Widest);

/// Where the first '<' at or after t[i] (i at most t.size()) that begins an end tag, a comment, a
/// CDATA section, a DOCTYPE or a processing instruction ('<' then '/', '!' or '?') is, or npos.
std::size_t firstMarkup(std::string_view t, std::size_t i, Lanes lanes = Lanes::Widest);

/// An element of the subtrees XmlDocument's scanner read at the start of the root's content
/// (see XmlDocument::parse): a start tag with plain attributes (as a FlatList child's) and
/// element children only, never text. A handle into its ScannedTree, cheap to copy.
class ScannedNode {
public:
    ScannedNode(const ScannedTree& tree, std::uint32_t index) : m_tree(&tree), m_index(index) {}
    std::string_view name() const;
    /// Byte offset of its '<' in the file.
    std::uint32_t offset() const;
    /// Its name and attributes, for an Element.
    void read(FlatElement& e) const;
    /// Its attributes one by one.
    std::size_t attributeCount() const;
    std::string_view attributeName(std::size_t k) const;
    std::string_view attributeValue(std::size_t k) const;
    /// Its element children, in document order.
    class ScannedChildren children() const;

private:
    const ScannedTree* m_tree;
    std::uint32_t m_index;
};

/// Scanned elements [first, end) of a ScannedTree that are siblings, as a range.
class ScannedChildren {
public:
    class iterator {
    public:
        iterator(const ScannedTree& tree, std::uint32_t index) : m_tree(&tree), m_index(index) {}
        ScannedNode operator*() const { return ScannedNode(*m_tree, m_index); }
        iterator& operator++();
        bool operator==(const iterator& o) const { return m_index == o.m_index; }

    private:
        const ScannedTree* m_tree;
        std::uint32_t m_index;
    };
    ScannedChildren(const ScannedTree& tree, std::uint32_t first, std::uint32_t end)
        : m_tree(&tree), m_first(first), m_end(end) {}
    iterator begin() const { return iterator(*m_tree, m_first); }
    iterator end() const { return iterator(*m_tree, m_end); }

private:
    const ScannedTree* m_tree;
    std::uint32_t m_first;
    std::uint32_t m_end;
};

/// The elements the scanner read, in document order: each with the index of the record after
/// its subtree (its next sibling's, if it has one), its attributes as offsets and sizes.
class ScannedTree {
public:
    /// The largest start tag kept: offsets and sizes within it fit in 16 bits.
    static constexpr std::size_t kMaxTagSize = 1024;

    /// Reads the run of complete element subtrees at t[begin...] (white space between them);
    /// returns the offset past the last one's end tag (`begin` if there is none). `t` must
    /// outlive the tree and be shorter than 4 GiB.
    std::size_t scan(std::string_view t, std::size_t begin);
    void clear();
    /// The elements read, in all.
    std::size_t size() const { return m_records.size(); }
    /// The subtrees of the run, in document order.
    ScannedChildren top() const {
        return ScannedChildren(*this, 0, static_cast<std::uint32_t>(size()));
    }

private:
    friend class ScannedNode;
    friend class ScannedChildren;
    struct Record {
        std::uint32_t offset = 0;     ///< of its '<'
        std::uint32_t next = 0;       ///< the record after its subtree
        std::uint32_t attributes = 0; ///< its first in m_attributes
        std::uint16_t nameSize = 0;
        std::uint16_t count = 0; ///< of attributes
    };
    struct Attribute {
        std::uint16_t at = 0; ///< of its name, from the element's '<'
        std::uint16_t nameSize = 0;
        std::uint16_t valueSize = 0;
    };
    const char* m_text = nullptr;
    std::vector<Record> m_records;
    std::vector<Attribute> m_attributes;
};

inline ScannedChildren ScannedNode::children() const {
    return ScannedChildren(*m_tree, m_index + 1, m_tree->m_records[m_index].next);
}
inline ScannedChildren::iterator& ScannedChildren::iterator::operator++() {
    m_index = m_tree->m_records[m_index].next;
    return *this;
}
inline std::string_view ScannedNode::name() const {
    const ScannedTree::Record& r = m_tree->m_records[m_index];
    return std::string_view(m_tree->m_text + r.offset + 1, r.nameSize);
}
inline std::uint32_t ScannedNode::offset() const {
    return m_tree->m_records[m_index].offset;
}
inline std::size_t ScannedNode::attributeCount() const {
    return m_tree->m_records[m_index].count;
}
inline std::string_view ScannedNode::attributeName(std::size_t k) const {
    const ScannedTree::Record& r = m_tree->m_records[m_index];
    const ScannedTree::Attribute& a = m_tree->m_attributes[r.attributes + k];
    return std::string_view(m_tree->m_text + r.offset + a.at, a.nameSize);
}
inline std::string_view ScannedNode::attributeValue(std::size_t k) const {
    const ScannedTree::Record& r = m_tree->m_records[m_index];
    const ScannedTree::Attribute& a = m_tree->m_attributes[r.attributes + k];
    return std::string_view(m_tree->m_text + r.offset + a.at + a.nameSize + 2, a.valueSize);
}

/// A parsed document and where its diagnostics go. Parsing happens in a private copy of the
/// text, so node and attribute pointers map back to byte offsets in the caller's text.
class XmlDocument {
public:
    /// Parses `text` (kept by reference: it must outlive every use of the document, finish()
    /// included; the destructor does not read it); on a fatal problem (not XML, wrong root,
    /// wrong version) reports it and returns false.
    /// The children of the lists in `flat` that are read by the scanner are not in the tree:
    /// flatChildren() gives them. With `scanRoot`, so are the element subtrees at the start of
    /// the root's content written in the plain form (start tags as a FlatList child's, end
    /// tags `</name>`, white space between, nothing else): scannedChildren() gives them, and
    /// the root's children in the tree follow them. Anything else (a comment, text, an entity,
    /// a tag written otherwise) ends the run at the last complete subtree; a run that turns out
    /// not to be the root's content makes the document parse the whole text instead. With a
    /// `visitor` too, the run's elements are given to it as they are read, and kept only if it
    /// refuses one or the run ends inside a subtree (it is then told to discard what it took);
    /// scannedChildren() is then empty.
    bool parse(std::string_view text, std::string file, std::string_view rootName,
               std::vector<Diagnostic>& out, std::span<const FlatList> flat = {},
               bool scanRoot = false, ScanVisitor* visitor = nullptr);
    pugi::xml_node root() const { return m_root; }
    const std::string& file() const { return m_file; }
    /// Before parse(): each FlatList whose content holds no other markup (an end tag, a comment,
    /// a CDATA section, a DOCTYPE, a processing instruction) before its end tag is cut whole, and
    /// lexed as its reader asks for each child (flatChildren()'s next()), while the child's bytes
    /// are in cache, rather than scanned first and kept as code. A list with anything else in it
    /// is scanned first as before. Whatever the reading came to (parse() failed, the reader
    /// stopped), the reader then asks listsPlain(): if a list held a child written otherwise
    /// than plainly, which the scanner would have left to pugixml, it reads the text again with
    /// a document that scans its lists first, so that its outcome is that document's.
    void readListsAsRead(bool asRead) { m_listsAsRead = asRead; }
    /// False if a list read as it goes holds a child written otherwise than plainly (see
    /// readListsAsRead()). A list its reader did not read to its end tag is lexed here.
    bool listsPlain() const;

    Position position(pugi::xml_node n) const;
    Position position(pugi::xml_attribute a, pugi::xml_node owner) const;
    /// Byte offset of an element's '<' in the file, for a SourceMap.
    std::uint32_t offset(pugi::xml_node element) const;
    /// A SourceRef to an element of this document, which is file `file` of its SourceMap.
    SourceRef ref(pugi::xml_node element, std::int32_t file = 0) const {
        return {file, offset(element)};
    }
    /// The file as a SourceFile (turns the offsets into lines and columns later): the index
    /// parse() made, shared.
    const SourceFile& sourceFile() const { return m_source; }
    /// The children of `list` read by the scanner (none unless `list` is a FlatList's element).
    FlatElements flatChildren(pugi::xml_node list) const;
    /// The root's first children, read by the scanner (none unless parse() was asked to).
    ScannedChildren scannedChildren() const { return m_scanned.top(); }
    /// The elements under the root read by the scanner, in all.
    std::size_t scannedCount() const { return m_scanned.size(); }
    SourceRef ref(ScannedNode element, std::int32_t file = 0) const {
        return {file, element.offset()};
    }
    /// Line of a node, for "(first at line N)" remarks.
    int line(pugi::xml_node n) const { return position(n).line; }
    /// Line of a byte offset of the file (an offset() kept instead of a line: readers remember
    /// where each element was and turn it into a line only for a message).
    int lineAt(std::uint32_t offset) const { return m_source.line(offset); }

    void error(pugi::xml_node n, std::string message);
    void error(pugi::xml_attribute a, pugi::xml_node owner, std::string message);
    /// Errors of a kind the caller names, whose message `make()` builds only when it is listed.
    template <class Make> void error(pugi::xml_node n, std::string_view kind, Make make) {
        m_cap.add(*m_out, m_file, Severity::Error, kind, make,
                  [&] { return lineCol(position(n)); });
    }
    template <class Make>
    void error(pugi::xml_attribute a, pugi::xml_node owner, std::string_view kind, Make make) {
        m_cap.add(*m_out, m_file, Severity::Error, kind, make,
                  [&] { return lineCol(position(a, owner)); });
    }
    /// The same at a byte offset of the file (a FlatElement's '<' or one of its attributes).
    void errorAt(std::uint32_t offset, std::string message);
    template <class Make> void errorAt(std::uint32_t offset, std::string_view kind, Make make) {
        m_cap.add(*m_out, m_file, Severity::Error, kind, make,
                  [&] { return m_source.lineCol(offset); });
    }
    void error(ScannedNode n, std::string message) { errorAt(n.offset(), std::move(message)); }
    /// Reports an error for each text or CDATA child of `n` (elements that hold no text).
    void rejectText(pugi::xml_node n);
    /// A scanned element holds no text.
    void rejectText(ScannedNode) {}
    /// Reports any text or child element of `n` (elements written as `<name .../>`).
    void rejectContent(pugi::xml_node n);
    /// Reports an unknown child element of `parent`, listing the expected names.
    void unknownElement(pugi::xml_node n, pugi::xml_node parent,
                        const std::vector<std::string_view>& expected);
    void unknownElement(ScannedNode n, pugi::xml_node parent,
                        const std::vector<std::string_view>& expected);
    void unknownElement(ScannedNode n, ScannedNode parent,
                        const std::vector<std::string_view>& expected);
    /// Concatenated text of a text-only element; child elements are reported.
    std::string textOf(pugi::xml_node n);
    std::vector<Diagnostic>& diagnostics() { return *m_out; }
    /// Ends the reading: the problems past each kind's limit are counted in its last listed one
    /// (RepeatCap::finish). Call before the diagnostics are reordered; parse() calls it itself
    /// when it fails.
    void finish() {
        if (m_out)
            m_cap.finish(*m_out);
    }

private:
    bool parseText(std::string_view text, std::string_view rootName, std::span<const FlatList> flat,
                   bool scanRoot);
    /// Finds the run of subtrees at the start of the root's content (a cut).
    void cutRootRun(std::string_view rootName);
    /// Finds the runs of FlatList children (cuts).
    void cutFlatRuns(std::span<const FlatList> flat);
    /// Copies the text into m_buffer without the cuts.
    void copyUncut();
    /// Finds the list element of each cut in the parsed buffer; false if a cut does not follow
    /// the start tag of an element (it was in a comment, a CDATA section...).
    bool findCutLists();
    /// The file's byte offset of a pointer into m_buffer, or npos.
    std::size_t offsetOf(const char* p) const;
    Position positionOf(const char* p, Position fallback) const;
    void report(Position p, std::string message);
    /// Line and column of a byte offset of the file.
    Position positionAt(std::size_t offset) const {
        const auto [line, col] = m_source.lineCol(offset);
        return {line, col};
    }

    std::string m_file;
    std::string_view m_original; ///< the text given to parse() (see parse())
    std::vector<char> m_buffer;  ///< the text parsed by pugixml: the file without m_cuts
    /// A run of FlatList children (or of the root's scanned subtrees) left out of m_buffer: the
    /// file's bytes [begin, end), which follow the list's start tag, whose name is at `name`;
    /// `at` is where they would be in m_buffer.
    struct Cut {
        std::size_t begin = 0;
        std::size_t end = 0;
        std::size_t name = 0;
        std::size_t at = 0;
        std::string_view list;
        std::string_view child;
        std::size_t code = 0;    ///< where its elements start in m_flatCode
        std::size_t codeEnd = 0; ///< and end
        pugi::xml_node node;     ///< the list element, found once the buffer is parsed
        bool root = false;       ///< the root's scanned subtrees
        std::size_t count = 0;   ///< the FlatList children cut (none for the root's)
        bool asRead = false;     ///< lexed as the reader goes (readListsAsRead)
        /// Read as it goes, and read to its end tag (the cuts do not move once parse() is done:
        /// the FlatElements given out point to it until the document is parsed again).
        mutable bool done = false;
    };
    std::vector<Cut> m_cuts;
    std::unique_ptr<std::uint8_t[]> m_flatCode; ///< the cut elements, as FlatElements reads them
    std::size_t m_flatCodeSize = 0;             ///< bytes written in m_flatCode
    std::size_t m_flatCodeCapacity = 0;         ///< and made
    ScannedTree m_scanned;                      ///< the root's cut subtrees
    ScanVisitor* m_visitor = nullptr;           ///< what takes them instead, if anything
    bool m_listsAsRead = false;                 ///< see readListsAsRead()
    /// The text's index (line starts, NUL, ASCII), made first: one pass for the checks of the
    /// text, every position asked for while reading and the SourceMap's later.
    SourceFile m_source;
    pugi::xml_document m_doc;
    pugi::xml_node m_root;
    std::vector<Diagnostic>* m_out = nullptr;
    RepeatCap m_cap;
};

/// The element children of a node, in document order, as a range (`for (auto c :
/// childElements(n))`): text, comments and processing instructions are skipped, nothing is
/// allocated.
class ElementRange {
public:
    class iterator {
    public:
        explicit iterator(pugi::xml_node n) : m_n(skip(n)) {}
        pugi::xml_node operator*() const { return m_n; }
        iterator& operator++() {
            m_n = skip(m_n.next_sibling());
            return *this;
        }
        bool operator==(const iterator& o) const { return m_n == o.m_n; }

    private:
        static pugi::xml_node skip(pugi::xml_node n) {
            while (n && n.type() != pugi::node_element)
                n = n.next_sibling();
            return n;
        }
        pugi::xml_node m_n;
    };
    explicit ElementRange(pugi::xml_node parent) : m_parent(parent) {}
    iterator begin() const { return iterator(m_parent.first_child()); }
    iterator end() const { return iterator(pugi::xml_node()); }

private:
    pugi::xml_node m_parent;
};
inline ElementRange childElements(pugi::xml_node n) {
    return ElementRange(n);
}

inline ScannedChildren childElements(ScannedNode n) {
    return n.children();
}

/// Element tag as shown in messages: "<battalion>".
std::string tag(pugi::xml_node n);
std::string tag(ScannedNode n);

/// How many elements the scanner read (an OOB's units, a map's hexes and hexsides, a set-up's
/// units) the element layer has read on this thread: those a reader's one-pass read refused,
/// being written otherwise than the writers write them or having a problem to report, and OOB
/// units whose id an earlier unit has (the element layer says where). A file
/// as the writers write it leaves the count as it is; tests check that it does, as nothing else
/// would show a one-pass read that refuses what it should take (it is only faster). A reading
/// that starts over with its lists scanned first (XmlDocument::readListsAsRead) counts what both
/// readings read.
std::size_t scannedReadByElementLayer();

/// One element being read: rejects attributes it does not know, and reads attributes with
/// range checks. Every problem is reported and marks the element as not ok, so the caller drops
/// it after reading all its attributes (which reports all of its problems at once).
class Element {
public:
    Element(XmlDocument& doc, pugi::xml_node node, std::initializer_list<std::string_view> known);
    Element(XmlDocument& doc, pugi::xml_node node, const std::vector<std::string_view>& known);
    /// An element read by the document's scanner (node() is null).
    Element(XmlDocument& doc, const FlatElement& flat,
            std::initializer_list<std::string_view> known);
    Element(XmlDocument& doc, const FlatElement& flat, const std::vector<std::string_view>& known);

    pugi::xml_node node() const { return m_node; }
    bool ok() const { return m_ok; }
    bool has(const char* name) const { return value(name).has_value(); }
    XmlDocument& doc() const { return *m_doc; }

    /// Reports a problem at the element (or at one of its attributes).
    void fail(std::string message);
    void fail(const char* attribute, std::string message);
    /// The same for a problem of a kind a hostile file may repeat millions of times: `make()`
    /// builds the message only while the kind is under its limit (RepeatCap). `attribute` may
    /// be null (the problem is at the element).
    template <class Make> void fail(const char* attribute, std::string_view kind, Make make) {
        if (m_flat) {
            m_doc->errorAt(flatOffset(attribute), kind, make);
        } else if (pugi::xml_attribute a =
                       attribute ? m_node.attribute(attribute) : pugi::xml_attribute()) {
            m_doc->error(a, m_node, kind, make);
        } else {
            m_doc->error(m_node, kind, make);
        }
        m_ok = false;
    }

    /// A required attribute's text; reports it when missing.
    std::optional<std::string_view> required(const char* name);
    /// An optional attribute's text ("" when absent).
    std::string_view text(const char* name) const;
    /// An integer in [min, max]; `fallback` when absent (or reported as missing if required).
    std::optional<int> integer(const char* name, int min, int max, bool isRequired = false);
    int integer(const char* name, int min, int max, int fallback);
    /// A finite number; nullopt when absent or invalid (reported).
    std::optional<double> number(const char* name, bool isRequired = false);
    /// true/false; `fallback` when absent.
    bool boolean(const char* name, bool fallback);
    /// One of `allowed`; index into it, or nullopt when absent or unknown (reported).
    std::optional<std::size_t>
    choice(const char* name, const std::vector<std::string_view>& allowed, bool isRequired = false);

private:
    void checkAttributes(std::span<const std::string_view> names);
    /// The value of an attribute, or nullopt when the element has none of that name.
    std::optional<std::string_view> value(const char* name) const;
    /// Offset of a FlatElement's attribute (of its '<' when it has none of that name).
    std::uint32_t flatOffset(const char* attribute) const;
    std::string tagName() const;

    /// The attributes of a pugixml element, bound once by checkAttributes (names and values
    /// as pugixml keeps them), so that reading one walks a few pointers instead of calling
    /// strcmp on each attribute; an element with more than kBound reads through pugixml.
    static constexpr std::size_t kBound = 16;
    struct Bound {
        const char* name;
        const char* value;
    };

    XmlDocument* m_doc;
    pugi::xml_node m_node;
    const FlatElement* m_flat = nullptr;
    std::size_t m_bound = 0; ///< the element's attributes (bound when at most kBound)
    std::array<Bound, kBound> m_attributes;
    /// A bit for the first letter of each attribute's name (bit c % 64): most reads of an
    /// attribute the element does not have stop here.
    std::uint64_t m_initials = 0;
    bool m_ok = true;
};

/// Element names of `node`'s children, each checked once; the second of a section that may
/// appear once is reported and skipped.
class SectionGuard {
public:
    explicit SectionGuard(XmlDocument& doc) : m_doc(&doc) {}
    /// True the first time `n`'s name is seen; reports and returns false afterwards.
    bool first(pugi::xml_node n);

private:
    XmlDocument* m_doc;
    std::vector<std::pair<std::string, std::uint32_t>> m_seen; ///< names and offsets
};

/// Orders the diagnostics from index `from` on by position (stable: reports at the same position
/// keep their order).
void sortByPosition(std::vector<Diagnostic>& diagnostics, std::size_t from);

/// a == b for the short names of elements and attributes and for ids, without a call to memcmp
/// (inline: a name the code spells out is compared unrolled). Eight bytes at a time from eight
/// bytes on, the last word overlapping the one before.
inline bool sameName(std::string_view a, std::string_view b) {
    const std::size_t n = a.size();
    if (n != b.size())
        return false;
    if (n >= 8) {
        auto word = [](const char* p) {
            std::uint64_t w;
            std::memcpy(&w, p, 8);
            return w;
        };
        for (std::size_t i = 0; i + 8 < n; i += 8)
            if (word(a.data() + i) != word(b.data() + i))
                return false;
        return word(a.data() + n - 8) == word(b.data() + n - 8);
    }
    for (std::size_t i = 0; i < n; ++i)
        if (a[i] != b[i])
            return false;
    return true;
}

/// A value 0-99 written as one or two digits, as writers write a counter's values, or -1 for
/// anything else: a reader's one-pass read of a plain element leaves such a value to the element
/// layer, which reads every form the format allows and reports what is wrong.
inline int plainTwoDigits(std::string_view v) {
    if (v.empty() || v.size() > 2 || v[0] < '0' || v[0] > '9')
        return -1;
    if (v.size() == 1)
        return v[0] - '0';
    if (v[1] < '0' || v[1] > '9')
        return -1;
    return (v[0] - '0') * 10 + (v[1] - '0');
}

/// True for ids of the form [A-Za-z0-9._-]+.
bool isUnitId(std::string_view id);
/// True for terrain ids of the form [a-z0-9-]+.
bool isTerrainId(std::string_view id);

} // namespace marengo::formats::detail
