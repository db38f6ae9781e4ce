#pragma once
// Reading helpers shared by the file readers: a document parsed in place (so that every element
// and attribute has a byte offset), offsets turned into line:col, and an element wrapper whose
// attribute accessors report problems as Diagnostics.
#include "formats/formats.hpp"
#include "formats/repeat_cap.hpp"

#include <pugixml.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
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

/// Maps byte offsets of a text to line:col, built once per file.
class LineTable {
public:
    explicit LineTable(std::string_view text);
    Position position(std::size_t offset) const;
    /// The 1-based line of a byte offset (no column: cheaper).
    int line(std::size_t offset) const;

private:
    std::string_view m_text;
    std::vector<std::size_t> m_starts;
    struct Last {
        std::size_t line = 0;
        std::size_t offset = 0;
        int col = 1;
    };
    mutable Last m_last; ///< the last answer, where counting columns may go on from
};

/// A parsed document and where its diagnostics go. Parsing happens in a private copy of the
/// text, so node and attribute pointers map back to byte offsets in the caller's text.
class XmlDocument {
public:
    /// Parses `text` (kept by reference: it must outlive the document); on a fatal problem (not
    /// XML, wrong root, wrong version) reports it and returns false.
    bool parse(std::string_view text, std::string file, std::string_view rootName,
               std::vector<Diagnostic>& out);
    pugi::xml_node root() const { return m_root; }
    const std::string& file() const { return m_file; }

    Position position(pugi::xml_node n) const;
    Position position(pugi::xml_attribute a, pugi::xml_node owner) const;
    /// Byte offset of an element's '<' in the file, for a SourceMap.
    std::uint32_t offset(pugi::xml_node element) const;
    /// A SourceRef to an element of this document, which is file `file` of its SourceMap.
    SourceRef ref(pugi::xml_node element, std::int32_t file = 0) const {
        return {file, offset(element)};
    }
    /// The file as a SourceFile (turns the offsets into lines and columns later).
    SourceFile sourceFile() const { return SourceFile(m_file, m_original); }
    /// Line of a node, for "(first at line N)" remarks.
    int line(pugi::xml_node n) const { return position(n).line; }
    /// Line of a byte offset of the file (an offset() kept instead of a line: readers remember
    /// where each element was and turn it into a line only for a message).
    int lineAt(std::uint32_t offset) const { return lines().line(offset); }

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
    /// Reports an error for each text or CDATA child of `n` (elements that hold no text).
    void rejectText(pugi::xml_node n);
    /// Reports any text or child element of `n` (elements written as `<name .../>`).
    void rejectContent(pugi::xml_node n);
    /// Reports an unknown child element of `parent`, listing the expected names.
    void unknownElement(pugi::xml_node n, pugi::xml_node parent,
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
    bool parseText(std::string_view text, std::string_view rootName);
    Position positionOf(const char* p, Position fallback) const;
    void report(Position p, std::string message);
    /// The line table, built the first time a position is asked for (most loads ask none).
    const LineTable& lines() const;

    std::string m_file;
    std::string_view m_original; ///< the text given to parse(), which must outlive this
    std::vector<char> m_buffer;
    mutable std::optional<LineTable> m_lines;
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

/// Element tag as shown in messages: "<battalion>".
std::string tag(pugi::xml_node n);

/// One element being read: rejects attributes it does not know, and reads attributes with
/// range checks. Every problem is reported and marks the element as not ok, so the caller drops
/// it after reading all its attributes (which reports all of its problems at once).
class Element {
public:
    Element(XmlDocument& doc, pugi::xml_node node, std::initializer_list<std::string_view> known);
    Element(XmlDocument& doc, pugi::xml_node node, const std::vector<std::string_view>& known);

    pugi::xml_node node() const { return m_node; }
    bool ok() const { return m_ok; }
    bool has(const char* name) const { return !m_node.attribute(name).empty(); }
    XmlDocument& doc() const { return *m_doc; }

    /// Reports a problem at the element (or at one of its attributes).
    void fail(std::string message);
    void fail(const char* attribute, std::string message);
    /// The same for a problem of a kind a hostile file may repeat millions of times: `make()`
    /// builds the message only while the kind is under its limit (RepeatCap). `attribute` may
    /// be null (the problem is at the element).
    template <class Make> void fail(const char* attribute, std::string_view kind, Make make) {
        pugi::xml_attribute a = attribute ? m_node.attribute(attribute) : pugi::xml_attribute();
        if (a)
            m_doc->error(a, m_node, kind, make);
        else
            m_doc->error(m_node, kind, make);
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

    XmlDocument* m_doc;
    pugi::xml_node m_node;
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
    std::vector<std::pair<std::string, int>> m_seen;
};

/// Orders the diagnostics from index `from` on by position (stable: reports at the same position
/// keep their order).
void sortByPosition(std::vector<Diagnostic>& diagnostics, std::size_t from);

/// True for ids of the form [A-Za-z0-9._-]+.
bool isUnitId(std::string_view id);
/// True for terrain ids of the form [a-z0-9-]+.
bool isTerrainId(std::string_view id);

} // namespace marengo::formats::detail
