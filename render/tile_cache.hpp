#pragma once
// TileCache: the map drawn once into square tiles of device pixels at each zoom a view has used,
// so that a repaint copies tiles instead of drawing every hex in view (learned from slippy maps:
// tiles keyed by zoom and position, a coarser picture shown scaled until the sharp one is drawn).
//
// A repaint at a zoom already drawn copies its tiles. A zoom step or a pan onto tiles not drawn
// yet shows them scaled from the tiles of another zoom over a small picture of the whole map (the
// overview), and refine() draws the sharp tiles afterwards, a few at a time (the editor does it
// when idle). An edit marks the tiles over the hexes it touched out of date; those are drawn anew
// by the next repaint, the rest are kept. Overlays (selection, problems, a tool's preview) are
// not in the tiles: the caller draws them over (MapRenderer::drawOverlays).
#include "render/map_renderer.hpp"

#include <cairo.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

namespace marengo::render {

/// What a canvas shows: its size in device pixels, its zoom (device pixels per map pixel) and
/// the map pixel at its top left corner. Tiles line up with device pixels when origin x zoom is
/// a whole number (MapCanvas keeps it so); otherwise the tiles are placed at the nearest pixel.
struct TileView {
    int width = 0, height = 0;
    double zoom = 1;
    Point origin;
};

/// What one paint() did, in tiles of the view's zoom.
struct TileFrame {
    std::size_t copied = 0;    ///< up to date, copied as they were
    std::size_t drawn = 0;     ///< drawn during the paint (out of date, or nothing to show instead)
    std::size_t previewed = 0; ///< shown scaled from other zooms until refine() draws them
    std::size_t placementsVisited = 0; ///< DrawStats::placementsVisited of the tiles drawn
};

class TileCache {
public:
    static constexpr int kTilePx = 256;
    /// Longest side of the overview in device pixels.
    static constexpr int kOverviewPx = 2048;
    /// Tiles drawn ahead around the view, so that a short pan finds them ready.
    static constexpr int kPrefetchRing = 2;

    /// `background` fills what the map does not cover; past `maxBytes` of tiles, those used
    /// longest ago are dropped (never the view's own or the overview).
    explicit TileCache(Rgba background, std::size_t maxBytes = std::size_t{256} << 20);
    ~TileCache();
    TileCache(const TileCache&) = delete;
    TileCache& operator=(const TileCache&) = delete;

    /// Forgets every tile: another map, or options that change the picture.
    void clear();
    /// Marks the tiles over a map rectangle (map pixels) out of date at every zoom.
    void invalidate(const Rect& mapRect);
    /// Marks every tile out of date; they are still shown scaled while others are drawn.
    void invalidateAll();

    /// Paints the view onto `cr`, whose user space must be the view's device pixels. Tiles of
    /// the view's zoom that are up to date are copied; out-of-date ones are drawn now; missing
    /// ones are previewed from other zooms when the overview covers them, else drawn now.
    TileFrame paint(cairo_t* cr, const MapRenderer& renderer, const Scenario& s,
                    const TileView& view);
    /// What one refine() drew.
    struct Refinement {
        std::size_t viewTiles = 0;         ///< tiles of the view (repaint it)
        std::size_t otherTiles = 0;        ///< the overview's and those around the view
        bool more = false;                 ///< stopped at the deadline with something left to draw
        std::size_t placementsVisited = 0; ///< DrawStats::placementsVisited of the tiles drawn
    };
    /// Draws what the view still lacks: its own tiles first, nearest its middle, then the
    /// overview, then a ring of tiles around the view. Stops at `deadline`, after one tile at
    /// least.
    Refinement refine(const MapRenderer& renderer, const Scenario& s, const TileView& view,
                      std::chrono::steady_clock::time_point deadline);
    /// True when every tile of the view is drawn and up to date.
    bool complete(const TileView& view) const;

    std::size_t tileCount() const;
    std::size_t bytes() const { return tileCount() * kTileBytes; }

private:
    static constexpr std::size_t kTileBytes = std::size_t{kTilePx} * kTilePx * 4;
    struct SurfaceFree {
        void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
    };
    struct TileRange {
        int i0 = 0, j0 = 0, i1 = -1, j1 = -1; // inclusive
        /// True when the tile of a key() lies in the range.
        bool contains(std::uint64_t k) const {
            const int i = static_cast<std::int32_t>(k >> 32), j = static_cast<std::int32_t>(k);
            return i >= i0 && i <= i1 && j >= j0 && j <= j1;
        }
    };
    struct Tile {
        std::unique_ptr<cairo_surface_t, SurfaceFree> surface;
        bool stale = false;
        std::uint64_t used = 0;
    };
    struct Level {
        double zoom = 1;
        bool overview = false;
        std::uint64_t used = 0;
        std::unordered_map<std::uint64_t, Tile> tiles;
        TileRange extent; ///< the overview's tiles: those over the map
    };

    static std::uint64_t key(int i, int j);
    static TileRange tilesOver(double zoom, const Rect& mapRect);
    static TileRange tilesOf(const TileView& view, int ring);
    Level* find(double zoom);
    const Level* find(double zoom) const;
    Level& level(double zoom);
    /// The level of the view's zoom, marked used by this paint or refine; nullptr for a view
    /// with nothing to show.
    Level* begin(const TileView& view);
    Level* overview(const MapRenderer& renderer, const Scenario& s, bool create);
    /// True when the overview's tiles over the map rectangle are all drawn and up to date (off
    /// the map it has none, and shows the background there).
    bool overviewCovers(const Level* ov, const Rect& mapRect) const;
    /// Draws tile (i, j) of `lv`, adding the placements it visited to `placementsVisited`.
    Tile& draw(Level& lv, int i, int j, const MapRenderer& renderer, const Scenario& s,
               std::size_t& placementsVisited);
    /// Paints other levels' tiles, scaled, inside the current clip.
    void paintPreview(cairo_t* cr, const TileView& view, const Level* ov, const Level* current);
    void evict(const Level* current, const TileRange& shown);

    Rgba m_background;
    std::size_t m_maxBytes;
    std::uint64_t m_clock = 0;
    std::vector<std::unique_ptr<Level>> m_levels;
    /// Units at landscape scale, for all tiles; cleared with them (an edit may move a unit).
    UnitIndex m_units;
};

} // namespace marengo::render
