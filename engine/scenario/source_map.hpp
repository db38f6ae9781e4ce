#pragma once
// Where the parts of a scenario were read from: plain data that the file readers fill and the
// checks' findings read, so that every problem can say file:line:col without the engine doing
// any I/O. Readers keep byte offsets (cheap); an offset becomes a line and a column only when a
// finding asks for one.
#include "engine/core/cpu.hpp"
#include "engine/core/id_index.hpp"
#include "engine/map/map.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marengo {

/// A position in a file and the file's path: 1-based line and column (columns count UTF-8
/// code points); line 0 when only the file is known.
struct SourceLocation {
    std::string file;
    int line = 0;
    int col = 0;
    /// What is there, for related locations ("placement of 6l-1", "<hexes>"); may be empty.
    std::string what;
    /// "file:line:col", or "file" without a line (the GCC form read by editors and CI matchers).
    std::string format() const;
    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

/// One file that was read: its path and what turns a byte offset into a line and a column.
/// Copies share the index (it never changes once made).
class SourceFile {
public:
    SourceFile() = default;
    /// Indexes `text` in one pass: its line starts, the bytes that do not start a code point,
    /// and what a reader checks first (where the first NUL byte is; whether any byte is past
    /// ASCII).
    SourceFile(std::string path, std::string_view text, Lanes lanes = Lanes::Widest);
    const std::string& path() const { return m_path; }
    /// Line and column of a byte offset.
    SourceLocation locate(std::uint32_t offset) const;
    /// 1-based line and column of a byte offset (past the text's end: its end); {0, 0} when
    /// nothing was indexed.
    std::pair<int, int> lineCol(std::size_t offset) const;
    /// The 1-based line of a byte offset (no column: cheaper).
    int line(std::size_t offset) const;
    /// Offset of the text's first NUL byte, or npos.
    std::size_t firstNul() const;
    /// True when no byte of the text is past ASCII (it is then UTF-8 without a look).
    bool ascii() const;

private:
    struct Index {
        std::vector<std::uint32_t> lineStarts;
        std::vector<std::uint32_t> continuations; ///< offsets of UTF-8 continuation bytes
        std::size_t size = 0;
        std::size_t nul = std::string_view::npos;
        bool high = false;
        bool bom = false;
    };
    std::string m_path;
    std::shared_ptr<const Index> m_index;
};

/// An element of a file of a SourceMap: the file's index and the byte offset of its '<'.
struct SourceRef {
    std::int32_t file = -1;
    std::uint32_t offset = 0;
    bool known() const { return file >= 0; }
};

/// The elements of units, by unit id (a unit's <unit> in the set-up, its element in its order of
/// battle). Keyed by id, not by where the unit or its placement stands in the model, so an edit
/// that moves, adds or deletes units never makes an entry point at another unit's element. The
/// ids are copied into one buffer: a table of 100,000 units is a few allocations. The index of
/// the ids is made by the first lookup, so that a load whose checks report nothing about a unit
/// never makes it; lookups may come from several threads at once, adding may not run beside
/// them.
class UnitRefs {
public:
    UnitRefs() = default;
    UnitRefs(const UnitRefs& o);
    UnitRefs(UnitRefs&& o) noexcept;
    UnitRefs& operator=(const UnitRefs& o);
    UnitRefs& operator=(UnitRefs&& o) noexcept;

    /// Adds `id`'s element. An id added again keeps its first element: find() gives that one.
    void add(std::string_view id, SourceRef ref);
    /// The element of `id` (the first one added), or null.
    const SourceRef* find(std::string_view id) const;
    /// Room for `n` ids of `bytes` characters in all.
    void reserve(std::size_t n, std::size_t bytes);
    /// Entries in the order they were added (an id added twice, twice).
    std::size_t size() const { return m_refs.size(); }
    std::string_view id(std::size_t i) const {
        const std::uint32_t begin = i == 0 ? 0 : m_idEnds[i - 1];
        return std::string_view(m_ids).substr(begin, m_idEnds[i] - begin);
    }
    SourceRef ref(std::size_t i) const { return m_refs[i]; }
    /// Adds file index `shift` to each entry's (its map's files appended to another's).
    void shiftFiles(std::int32_t shift);

private:
    /// Indexes the entries added since the last lookup (the first of an id stays).
    void index() const;

    std::string m_ids;                   ///< the ids, one after another
    std::vector<std::uint32_t> m_idEnds; ///< where each id ends in m_ids
    std::vector<SourceRef> m_refs;
    mutable IdIndex m_index;                       ///< id -> entry: the first of each id
    mutable std::atomic<std::size_t> m_indexed{0}; ///< how many entries m_index has seen
    mutable std::mutex m_indexing;
};

/// Where the elements about hexes are in a map file: (hex, byte offset of the element), added
/// in the order a reader finds them and put in hex order the first time they are looked up, so
/// that a load whose checks report nothing at a hex never sorts them. Lookups may come from
/// several threads at once; adding may not run beside them.
class HexTable {
public:
    using Entry = std::pair<HexId, std::uint32_t>;
    HexTable() = default;
    HexTable(const HexTable& o);
    HexTable(HexTable&& o) noexcept;
    HexTable& operator=(const HexTable& o);
    HexTable& operator=(HexTable&& o) noexcept;

    void reserve(std::size_t n) { m_entries.reserve(n); }
    void add(HexId h, std::uint32_t offset) {
        if (!m_entries.empty() && h < m_entries.back().first)
            m_sorted.store(false, std::memory_order_relaxed);
        m_entries.emplace_back(h, offset);
    }
    /// These two are for the reader that fills the table (no lookup may run beside them).
    std::size_t size() const { return m_entries.size(); }
    /// The entries as added, until a lookup puts them in order (for a search of them all).
    const std::vector<Entry>& entries() const { return m_entries; }
    /// The entries in hex order, those of one hex in the order they were added.
    const std::vector<Entry>& sorted() const;

private:
    mutable std::vector<Entry> m_entries;
    mutable std::atomic<bool> m_sorted{true};
    mutable std::mutex m_sorting;
};

/// An order of battle's file: its root, and each unit's element in it.
struct OobSource {
    SourceRef root;
    UnitRefs units;
};

/// The positions of everything a finding can be about, in the files of one scenario.
struct SourceMap {
    std::vector<SourceFile> files;

    // The scenario file.
    SourceRef scenario;                     ///< <scenario>
    UnitRefs unit;                          ///< a unit's <unit> in set-up or arrival
    std::vector<SourceRef> reinforcements;  ///< <arrival>, by index
    std::vector<SourceRef> chargeModifiers; ///< <charge-modifier> of the scenario
    std::vector<SourceRef> objectives;      ///< <objective>, by index
    std::vector<SourceRef> victoryLevels;   ///< <level>, by index
    std::vector<SourceRef> sightLines;      ///< <sight>, by index
    // The map file.
    SourceRef map;     ///< <map>
    SourceRef sheets;  ///< <sheets>
    SourceRef hexesAt; ///< <hexes>: where the hexes no element names are painted
    /// <reference-image> elements by href, in file order (an image added or removed in the
    /// editor keeps the others' positions right).
    std::vector<std::pair<std::string, SourceRef>> references;
    HexTable hexes;    ///< <hex> elements
    HexTable hexsides; ///< <hexside> elements, each listed under both of its hexes
    std::int32_t mapFile = -1;
    // The orders of battle and the rules profile.
    std::vector<OobSource> oobs; ///< each OOB's file, in scenario order
    SourceRef rules;             ///< the rules profile's root

    /// Adds a file; returns its index for SourceRefs.
    std::int32_t addFile(SourceFile f);
    /// Takes over another map's files and positions (one file's reader fills its own map).
    void merge(SourceMap&& other);

    /// A unit's element in the first order of battle that lists it, or null.
    const SourceRef* oobUnit(std::string_view id) const;

    SourceLocation locate(SourceRef r, std::string what = {}) const;
    /// The <hex> element of `h`, else the map's <hexes> element.
    SourceLocation hex(HexId h, std::string what = {}) const;
    /// The <hexside> element between `h` and `n` (kNoHex: the first one at `h`), else the <hex>
    /// element of `h`.
    SourceLocation hexside(HexId h, HexId n, std::string what = {}) const;

    /// Where a scenario was read from is not part of its value: two scenarios that hold the
    /// same model are equal whatever their files looked like.
    friend bool operator==(const SourceMap&, const SourceMap&) { return true; }
};

} // namespace marengo
