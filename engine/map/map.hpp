#pragma once
// The battlefield: map sheets on one hex grid, terrain and elevation per hex, features per
// hexside. Data-oriented: flat arrays indexed by hex; every hexside is stored once.
#include "engine/core/result.hpp"
#include "engine/hex/hex.hpp"
#include "engine/map/reference_image.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// Index of a hex in the map's bounding grid (row-major).
using HexId = std::uint32_t;
inline constexpr HexId kNoHex = 0xFFFFFFFFu;
/// Index into the map's terrain table.
using TerrainId = std::uint8_t;
/// Terrain id of grid cells that lie on no sheet.
inline constexpr TerrainId kVoidTerrain = 0xFF;

/// Features of one hexside, as bit flags.
enum HexsideFeature : std::uint16_t {
    kRiver = 1u << 0,
    kStream = 1u << 1,
    kFord = 1u << 2,
    kBridge = 1u << 3,
    kRoad = 1u << 4,
    kTrail = 1u << 5,
    kSlope = 1u << 6,
    kWall = 1u << 7,
    kHedge = 1u << 8,
    kSunkenRoad = 1u << 9,
};
using Features = std::uint16_t;
inline constexpr int kFeatureCount = 10;
/// Name of a single feature bit ("river"), or empty for an unknown bit.
std::string_view featureName(Features singleBit);
std::optional<Features> parseFeature(std::string_view name);
/// Space-separated names of all bits set, in bit order ("river bridge").
std::string formatFeatures(Features f);
/// Parses space-separated feature names; the error names the first unknown word.
Result<Features> parseFeatures(std::string_view text);

/// How printed hex numbers are written: sheet letter, then column and row digits.
struct Numbering {
    int colDigits = 2;
    int rowDigits = 2;
    int firstCol = 1; ///< printed number of a sheet's first column
    int firstRow = 1; ///< printed number of a sheet's first row
    friend bool operator==(const Numbering&, const Numbering&) = default;
};

/// One printed map sheet: a rectangle of hexes placed on the battlefield grid.
struct Sheet {
    char letter = 'A';
    int col = 0; ///< grid column of the sheet's first column
    int row = 0; ///< grid row of the sheet's first row
    int cols = 1;
    int rows = 1;
    friend bool operator==(const Sheet&, const Sheet&) = default;
};

/// `across` x `down` sheets of `cols` x `rows` hexes each, edge to edge on the battlefield grid
/// and lettered A, B, C... along each row of sheets, then down (a letter past Z is left for
/// Map::create to refuse).
std::vector<Sheet> sheetGrid(int across, int down, int cols, int rows);

/// A kind of ground (clear, woods, village...), looked up by TerrainId.
struct TerrainType {
    std::string id;           ///< stable key used in files ("woods")
    std::string name;         ///< display name ("Woods")
    std::uint32_t colour = 0; ///< 0xRRGGBB print colour
    std::string pattern;      ///< fill pattern name for the renderer ("trees", "none")
    bool blocksLos = false;
    bool generalOrder = false; ///< forces general order (or skirmish)
    friend bool operator==(const TerrainType&, const TerrainType&) = default;
};

/// A printed hex label ("A1203") decomposed.
struct HexLabel {
    char sheet = 'A';
    int col = 0; ///< printed column number
    int row = 0; ///< printed row number
};
/// Formats a label with the numbering's digit counts (zero padded).
std::string formatLabel(const HexLabel& l, const Numbering& n);
/// Parses "A1203"-style labels; digit counts must match the numbering exactly.
std::optional<HexLabel> parseLabel(std::string_view text, const Numbering& n);

/// Flat-to-flat width of a printed hex when a map states none, in mm. Assumed, not taken from a
/// publication: three quarters of an inch, which holds a half-inch counter of the series with
/// room round it (docs/print.md).
inline constexpr double kDefaultPrintHexMm = 19.05;

/// The battlefield.
class Map {
public:
    /// Builds an empty map (every sheet hex gets terrain 0, elevation 0). Fails on overlapping
    /// sheets, duplicate letters, an empty terrain table or sizes out of range.
    static Result<Map> create(std::string name, Numbering numbering, std::vector<Sheet> sheets,
                              std::vector<TerrainType> terrain);

    const std::string& name() const { return m_name; }
    void setName(std::string n) { m_name = std::move(n); }
    /// Flat-to-flat width of a hex on the printed map, in mm (`marengo print`'s default).
    double printHexMm() const { return m_printHexMm; }
    void setPrintHexMm(double mm) { m_printHexMm = mm; }
    /// Scans traced from (engine/map/reference_image.hpp), drawn in order, the first lowest.
    const std::vector<ReferenceImage>& references() const { return m_references; }
    void setReferences(std::vector<ReferenceImage> r) { m_references = std::move(r); }
    const Numbering& numbering() const { return m_numbering; }
    const std::vector<Sheet>& sheets() const { return m_sheets; }
    const std::vector<TerrainType>& terrainTypes() const { return m_terrainTypes; }
    std::optional<TerrainId> findTerrain(std::string_view id) const;

    int width() const { return m_width; }   ///< columns of the bounding grid
    int height() const { return m_height; } ///< rows of the bounding grid
    std::size_t gridSize() const { return m_terrain.size(); }
    /// Number of hexes that lie on a sheet.
    std::size_t hexCount() const { return m_hexCount; }

    bool inGrid(Offset o) const {
        return o.col >= 0 && o.row >= 0 && o.col < m_width && o.row < m_height;
    }
    HexId id(Offset o) const { return static_cast<HexId>(o.row) * m_width + o.col; }
    Offset offset(HexId h) const {
        return {static_cast<int>(h % m_width), static_cast<int>(h / m_width)};
    }
    /// True when the hex lies on a sheet (is part of the playing area).
    bool onMap(HexId h) const { return h < m_terrain.size() && m_terrain[h] != kVoidTerrain; }
    bool onMap(Offset o) const { return inGrid(o) && onMap(id(o)); }
    /// Asks for the memory onMap(h) reads (a hint: a reader that has a hex while it still reads
    /// other values overlaps the wait for it).
    void prefetch(HexId h) const {
        if (h < m_terrain.size())
            __builtin_prefetch(&m_terrain[h]);
    }
    /// Neighbour on the map through a side, or kNoHex.
    HexId neighbour(HexId h, HexSide s) const { return neighbour(offset(h), s); }
    /// Same, from the hex's grid offset (no division: for loops that walk rows and columns).
    HexId neighbour(Offset o, HexSide s) const {
        const Offset n = marengo::neighbour(o, s);
        return onMap(n) ? id(n) : kNoHex;
    }
    /// True when the hex has a side that leads off the map.
    bool onEdge(HexId h) const;

    /// Sheet holding a hex (nullptr when none).
    const Sheet* sheetOf(HexId h) const;
    std::string label(HexId h) const;
    /// Hex for a printed label, or kNoHex when the label is malformed or off the map.
    HexId find(std::string_view label) const;

    TerrainId terrain(HexId h) const { return m_terrain[h]; }
    const TerrainType& terrainType(HexId h) const { return m_terrainTypes[m_terrain[h]]; }
    void setTerrain(HexId h, TerrainId t);
    int elevation(HexId h) const { return m_elevation[h]; }
    void setElevation(HexId h, int level);
    static constexpr int kMinElevation = -128;
    static constexpr int kMaxElevation = 127;

    /// Features of the hexside on side `s` of hex `h` (same value seen from either hex).
    Features features(HexId h, HexSide s) const { return m_edges[edgeIndex(offset(h), s)]; }
    /// Same, from the hex's grid offset (no division: for loops that walk rows and columns).
    Features features(Offset o, HexSide s) const { return m_edges[edgeIndex(o, s)]; }
    void setFeatures(HexId h, HexSide s, Features f) { m_edges[edgeIndex(offset(h), s)] = f; }

    /// Bytes used by per-hex and per-hexside arrays (terrain, elevation, hexsides).
    std::size_t dataBytes() const;

    friend bool operator==(const Map&, const Map&) = default;

private:
    std::size_t edgeIndex(Offset o, HexSide s) const {
        auto k = static_cast<std::size_t>(s);
        if (k >= 3) { // S, SW, NW belong to the neighbour as N, NE, SE
            o = marengo::neighbour(o, s);
            k -= 3;
        }
        const auto cell =
            static_cast<std::size_t>(o.row + 1) * static_cast<std::size_t>(m_width + 2) +
            static_cast<std::size_t>(o.col + 1);
        return cell * 3 + k;
    }

    std::string m_name;
    double m_printHexMm = kDefaultPrintHexMm;
    std::vector<ReferenceImage> m_references;
    Numbering m_numbering;
    std::vector<Sheet> m_sheets;
    std::vector<TerrainType> m_terrainTypes;
    int m_width = 0;
    int m_height = 0;
    std::size_t m_hexCount = 0;
    std::vector<TerrainId> m_terrain;
    std::vector<std::int8_t> m_elevation;
    // Each grid cell (with a one-cell margin all round) owns its N, NE and SE hexsides.
    std::vector<Features> m_edges;
};

} // namespace marengo
