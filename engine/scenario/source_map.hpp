#pragma once
// Where the parts of a scenario were read from: plain data that the file readers fill and the
// checks' findings read, so that every problem can say file:line:col without the engine doing
// any I/O. Readers keep byte offsets (cheap); an offset becomes a line and a column only when a
// finding asks for one.
#include "engine/map/map.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
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
class SourceFile {
public:
    SourceFile() = default;
    /// Indexes `text` (one pass: line starts and the bytes that do not start a code point).
    SourceFile(std::string path, std::string_view text);
    const std::string& path() const { return m_path; }
    /// Line and column of a byte offset.
    SourceLocation locate(std::uint32_t offset) const;

private:
    std::string m_path;
    std::vector<std::uint32_t> m_lineStarts;
    std::vector<std::uint32_t> m_continuations; ///< offsets of UTF-8 continuation bytes
    bool m_bom = false;
};

/// An element of a file of a SourceMap: the file's index and the byte offset of its '<'.
struct SourceRef {
    std::int32_t file = -1;
    std::uint32_t offset = 0;
    bool known() const { return file >= 0; }
};

/// The positions of everything a finding can be about, in the files of one scenario.
struct SourceMap {
    std::vector<SourceFile> files;

    // The scenario file.
    SourceRef scenario;                              ///< <scenario>
    std::unordered_map<std::string, SourceRef> unit; ///< a unit's <unit> in set-up or arrival
    std::vector<SourceRef> reinforcements;           ///< <arrival>, by index
    std::vector<SourceRef> chargeModifiers;          ///< <charge-modifier> of the scenario
    std::vector<SourceRef> objectives;               ///< <objective>, by index
    std::vector<SourceRef> victoryLevels;            ///< <level>, by index
    std::vector<SourceRef> sightLines;               ///< <sight>, by index
    // The map file.
    SourceRef map;     ///< <map>
    SourceRef sheets;  ///< <sheets>
    SourceRef hexesAt; ///< <hexes>: where the hexes no element names are painted
    /// <reference-image> elements by href, in file order (an image added or removed in the
    /// editor keeps the others' positions right).
    std::vector<std::pair<std::string, SourceRef>> references;
    std::vector<std::pair<HexId, std::uint32_t>> hexes;    ///< <hex>, sorted by hex
    std::vector<std::pair<HexId, std::uint32_t>> hexsides; ///< first <hexside> at a hex, sorted
    std::int32_t mapFile = -1;
    // The orders of battle and the rules profile.
    std::unordered_map<std::string, SourceRef> oobUnit; ///< a unit's element in its OOB
    std::vector<SourceRef> oobs;                        ///< each OOB's root, in scenario order
    SourceRef rules;                                    ///< the rules profile's root

    /// Adds a file; returns its index for SourceRefs.
    std::int32_t addFile(SourceFile f);
    /// Takes over another map's files and positions (one file's reader fills its own map).
    void merge(SourceMap&& other);
    /// Sorts the hex tables (readers append in document order).
    void finish();

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
