#pragma once
// MapRenderer: draws a map (terrain, elevation, hexside features, grid, hex numbers, sheets) and
// a scenario's units to any cairo_t, in the look of the printed La Bataille sheets. Only the
// hexes that intersect the visible rectangle are visited, so a million-hex map pans as fast as
// a small one. Used by the editor canvas and by `marengo render`.
#include "engine/map/map.hpp"
#include "engine/scenario/scenario.hpp"
#include "render/colour.hpp"
#include "render/geometry.hpp"
#include "render/reference_picture.hpp"

#include <cairo.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace marengo::render {

/// Hexes and lines drawn over the map: LOS lines, problem hexes, zones of influence,
/// selection. Hex fills go under the counters; outlines and lines over them.
struct Overlay {
    std::vector<HexId> hexes;
    Rgba fill{0, 0, 0, 0};     ///< hex fill (alpha 0: none)
    Rgba outline{0, 0, 0, 0};  ///< hex outline (alpha 0: none)
    double outlineWidth = 0.1; ///< as a fraction of the hex size
    /// Lines from hex centre to hex centre (LOS).
    std::vector<std::pair<HexId, HexId>> lines;
    Rgba lineColour = Rgba::rgb(0xd0202a, 0.9);
    double lineWidth = 0.06; ///< as a fraction of the hex size
    /// Text under a hex (the line of sight's verdict by its target), a fixed size on screen,
    /// with a halo so it reads over any ground.
    std::vector<std::pair<HexId, std::string>> labels;
    double labelPx = 13; ///< label height in device pixels
};

/// A reference image to draw: its pixels and the map's placement and opacity for it.
struct ReferenceLayer {
    std::shared_ptr<const ReferencePicture> picture;
    Affine toMap;
    double opacity = 0.5;
};

/// The layers of the map's visible reference images, in the map's order, for those whose
/// picture `pictureOf(href)` has (it returns nullptr for one not read, missing or unreadable).
std::vector<ReferenceLayer> referenceLayers(
    const Map& map,
    const std::function<std::shared_ptr<const ReferencePicture>(const std::string&)>& pictureOf);

/// Where the sheet letters go (RenderOptions::sheetLetters).
enum class SheetLetters {
    Centre, ///< large and faint in the middle of each sheet, only while hex numbers are hidden
    Margin, ///< in the margin beside each sheet on the map's edge, never over the terrain
    Small,  ///< small, with a halo, in the middle of each sheet (an overview)
};

/// What to draw and from which on-screen hex size each detail appears. The thresholds are
/// compared with the hex size in device pixels (hexSize x the cairo_t's current scale), so an
/// editor that zooms with cairo_scale gets the level of detail for free.
struct RenderOptions {
    double hexSize = 40; ///< hex circumradius in map pixels
    bool terrain = true;
    bool patterns = true;
    bool elevation = true;
    bool hexsides = true;
    bool grid = true;
    bool hexNumbers = true;
    bool sheets = true; ///< sheet borders and letters
    SheetLetters sheetLetters = SheetLetters::Centre;
    double marginLetterPx = 18; ///< height of a margin letter in device pixels
    bool units = true;
    bool objectives = true;
    Rgba paper = Rgba::rgb(0xf4efe2); ///< off-map cells and margins
    /// Below this hex size the map is drawn as a landscape image (a pixel per hex) without grid,
    /// numbers, patterns or counters: fast on a million hexes, and it still reads as a map.
    double maxPxLandscape = 4;
    double minPxGrid = 5;
    double minPxPatterns = 9;
    double minPxHexsideDetail = 12; ///< hachures, hedge and wall marks, fords
    double minPxNumbers = 22;
    double minPxCounterText = 24;
    double minPxCounterName = 56;
    /// From this hex size a counter shows its name and printed values in the series' layout
    /// (render/counter_values.hpp): increments, fire-melee, morale, movement.
    double minPxCounterValues = 200;
    std::vector<Overlay> overlays;
    /// Scans traced from, drawn over the terrain's colours and under its patterns, the grid,
    /// hexsides, numbers and counters (the editor; `marengo render --reference`).
    std::vector<ReferenceLayer> references;
};

/// What one draw call visited, for tests and profiling.
struct DrawStats {
    GridRange range;            ///< grid cells visited
    std::size_t hexes = 0;      ///< on-map hexes drawn
    std::size_t hexsides = 0;   ///< hexsides with a feature drawn
    std::size_t units = 0;      ///< counters drawn
    std::size_t valueFaces = 0; ///< counters drawn with their name and printed values
    double pxPerHex = 0;        ///< hex size in device pixels used for the level of detail
    bool lowDetail = false;     ///< drawn as a landscape image (RenderOptions::maxPxLandscape)
    std::size_t samples = 0;    ///< pixels of the landscape image
    /// Placements looked at to find the units in view at landscape scale (UnitIndex), building
    /// the index included.
    std::size_t placementsVisited = 0;
};

/// The set-up's units by where they stand, with their colours at landscape scale, so that many
/// small views of one scenario (a TileCache's tiles) each look at the units near them only,
/// instead of every placement of the battle. Built on first use; clear() it when the set-up or
/// the orders of battle change.
class UnitIndex {
public:
    /// Calls fn(offset, colour) for every unit placed on the map of `s` within `range` (colour
    /// premultiplied ARGB); builds the index for `s` first if it has none. Returns the
    /// placements looked at.
    template <class Fn> std::size_t forEachIn(const Scenario& s, const GridRange& range, Fn&& fn);
    /// Forgets the index.
    void clear() { m_for = nullptr; }

private:
    static constexpr int kBlock = 16; ///< hexes a side of a block
    struct Entry {
        Offset at;
        std::uint32_t colour;
        std::size_t order; ///< in the set-up, which a stack's last unit tops
    };
    /// Indexes `s`; returns the placements looked at.
    std::size_t build(const Scenario& s);

    const Scenario* m_for = nullptr;
    int m_blockCols = 0, m_blockRows = 0;
    std::vector<std::size_t> m_start; ///< entries of block b: [m_start[b], m_start[b + 1])
    std::vector<Entry> m_entries;
};

template <class Fn>
std::size_t UnitIndex::forEachIn(const Scenario& s, const GridRange& range, Fn&& fn) {
    std::size_t visited = m_for == &s ? 0 : build(s);
    if (range.empty() || m_entries.empty())
        return visited;
    std::vector<const Entry*> found;
    const int bc0 = std::max(0, range.colMin / kBlock),
              bc1 = std::min(m_blockCols - 1, range.colMax / kBlock);
    const int br0 = std::max(0, range.rowMin / kBlock),
              br1 = std::min(m_blockRows - 1, range.rowMax / kBlock);
    for (int br = br0; br <= br1; ++br) {
        for (int bc = bc0; bc <= bc1; ++bc) {
            const auto b = static_cast<std::size_t>(br) * static_cast<std::size_t>(m_blockCols) +
                           static_cast<std::size_t>(bc);
            for (std::size_t e = m_start[b]; e < m_start[b + 1]; ++e) {
                ++visited;
                if (range.contains(m_entries[e].at))
                    found.push_back(&m_entries[e]);
            }
        }
    }
    std::sort(found.begin(), found.end(),
              [](const Entry* a, const Entry* b) { return a->order < b->order; });
    for (const Entry* e : found)
        fn(e->at, e->colour);
    return visited;
}

/// Draws maps and scenarios with a set of options.
class MapRenderer {
public:
    explicit MapRenderer(RenderOptions options = {});

    const RenderOptions& options() const { return m_options; }
    RenderOptions& options() { return m_options; }

    /// Geometry of `map` at the options' hex size (hexAt, hexCentre, nearest hexside...).
    MapGeometry geometry(const Map& map) const { return MapGeometry(map, m_options.hexSize); }

    /// Draws the part of the map inside `visible` (map pixels) onto `cr`, whose user space is
    /// map pixels (translate and scale it to pan and zoom). Does not clip: the caller clips.
    DrawStats draw(cairo_t* cr, const Map& map, const Rect& visible) const;
    /// Draws the scenario's map, then its objectives and set-up counters. At landscape scale the
    /// units are found through `units`, an index kept across calls (a TileCache's), or else
    /// through one made for this call.
    DrawStats draw(cairo_t* cr, const Scenario& scenario, const Rect& visible,
                   UnitIndex* units = nullptr) const;
    /// Draws only the options' overlays, over a map drawn before (a canvas that copies the map
    /// from a TileCache): their fills then go over the counters, not under them.
    DrawStats drawOverlays(cairo_t* cr, const Map& map, const Rect& visible) const;

private:
    DrawStats drawImpl(cairo_t* cr, const Map& map, const Scenario* scenario, const Rect& visible,
                       UnitIndex* units) const;
    RenderOptions m_options;
};

} // namespace marengo::render
