#pragma once
// Internal to the render library: what the painters share during one draw call.
#include "render/map_renderer.hpp"

#include <cstdint>
#include <string>

namespace marengo::render::detail {

/// State of one draw call.
struct PaintContext {
    cairo_t* cr;
    const Map& map;
    const MapGeometry& geo;
    const RenderOptions& opt;
    GridRange range; ///< cells visited
    double s;        ///< hex size in map pixels
    double px;       ///< hex size in device pixels (level of detail)
    double onePixel; ///< one device pixel in map pixels
    DrawStats& stats;
    Rect view; ///< the map rectangle asked for (labels are kept inside it)

    /// True when an on-map hex at `o` is drawn by this call.
    bool drawn(Offset o) const { return range.contains(o) && map.onMap(o); }
};

/// Adds a hexagon of circumradius `radius` around `c` to the current path.
void hexPath(cairo_t* cr, Point c, double radius);
/// A well-mixed 64-bit hash of a hex id and a salt, for deterministic jitter.
std::uint64_t hash(std::uint64_t id, std::uint64_t salt);
/// Uniform value in [0, 1) from a hash.
double unit(std::uint64_t h);

/// Draws `text` centred on `at` (horizontally, and vertically on its cap height).
void centredText(cairo_t* cr, Point at, const std::string& text, double size, bool bold);
/// Draws `text` centred on `at` with a halo of another colour around the glyphs.
void haloText(cairo_t* cr, Point at, const std::string& text, double size, const Rgba& ink,
              const Rgba& halo);
/// Width of `text` at a font size.
double textWidth(cairo_t* cr, const std::string& text, double size, bool bold);

/// Adds a five-pointed star of outer radius `r` around `c` to the current path.
void star(cairo_t* cr, Point c, double r);
/// NATO-style arm symbol in a box of width `w` centred on `c`, stroked in `ink`.
void armSymbol(cairo_t* cr, Point c, double w, Arm arm, const Rgba& ink, double line);

/// Calls fn(hex, offset, centre) for every on-map hex in the range, row by row.
template <class Fn> void forEachHex(const PaintContext& ctx, Fn&& fn) {
    for (int row = ctx.range.rowMin; row <= ctx.range.rowMax; ++row) {
        for (int col = ctx.range.colMin; col <= ctx.range.colMax; ++col) {
            Offset o{col, row};
            HexId h = ctx.map.id(o);
            if (!ctx.map.onMap(h))
                continue;
            fn(h, o, ctx.geo.centre(o));
        }
    }
}

/// Calls fn(hex, centre, side, neighbour) once for every hexside of the drawn hexes; the
/// neighbour is kNoHex on the map's outer edge.
template <class Fn> void forEachHexside(const PaintContext& ctx, Fn&& fn) {
    forEachHex(ctx, [&](HexId h, Offset o, Point c) {
        for (HexSide side : kAllSides) {
            Offset n = neighbour(o, side);
            bool neighbourDrawn = ctx.drawn(n);
            if (static_cast<int>(side) >= 3 && neighbourDrawn)
                continue; // drawn from the neighbour, which owns it
            fn(h, c, side, ctx.map.onMap(n) ? ctx.map.id(n) : kNoHex);
        }
    });
}

// Painters, in drawing order.
void paintTerrain(PaintContext& ctx);
void paintPatterns(PaintContext& ctx);
void paintContours(PaintContext& ctx);
void paintGrid(PaintContext& ctx);
void paintHexsides(PaintContext& ctx);
void paintSheetBorders(PaintContext& ctx);
void paintCounters(PaintContext& ctx, const Scenario& scenario);
/// True when a hex of `px` device pixels is drawn as a landscape image (paintLandscape).
bool lowDetail(const RenderOptions& opt, double px);
/// The whole visible map as one image, a pixel per hex or per block of hexes: ground, water,
/// roads and units' colours; no grid, numbers, patterns or counters. The units are found
/// through `units` when given, else through an index made for this call.
void paintLandscape(PaintContext& ctx, const Scenario* scenario, UnitIndex* units);
/// Sheet outlines at landscape scale.
void paintLandscapeSheets(PaintContext& ctx);
/// Ground colour of a hex: its terrain's print colour with the elevation tint.
Rgba groundColour(const Map& map, HexId h, bool elevation);

} // namespace marengo::render::detail
