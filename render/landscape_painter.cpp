// Low detail: when a hex is only a few device pixels across (a zoomed-out ten-sheet battlefield),
// the map is drawn as one image with a pixel per hex (or per k x k block of hexes when there are
// more hexes than device pixels): ground colour with the elevation tint, rivers and streams as
// blue, roads as brown, and units as their nation's colour. No grid, numbers, patterns or
// counters: they would be smaller than a pixel. One image fill replaces a path per hex, so
// drawing costs a memory walk over the visible hexes.
#include "render/paint_context.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace marengo::render::detail {

namespace {

std::uint32_t premultiplied(const Rgba& c) {
    auto ch = [&](double v) {
        return static_cast<std::uint32_t>(std::lround(std::clamp(v * c.a, 0.0, 1.0) * 255));
    };
    return ch(1.0) << 24 | ch(c.r) << 16 | ch(c.g) << 8 | ch(c.b);
}

/// Colour of one hex at landscape scale.
Rgba landscapeColour(const Map& map, HexId h, const RenderOptions& opt) {
    Rgba c = opt.terrain ? groundColour(map, h, opt.elevation) : opt.paper;
    if (!opt.hexsides)
        return c;
    Features all = 0;
    for (HexSide side : kAllSides)
        all |= map.features(h, side);
    if (all & kRiver)
        return mix(c, Rgba::rgb(0x2c5d9b), 0.75);
    if (all & kStream)
        return mix(c, Rgba::rgb(0x6d9fd8), 0.55);
    if (all & (kRoad | kSunkenRoad))
        return mix(c, Rgba::rgb(0x8f6a3c), 0.45);
    return c;
}

/// The counter colour of every unit, by id, read off the OOBs' unit lists in one pass. An OOB
/// whose units carry no nationality of their own (the usual case) has one colour; otherwise each
/// unit's nation is looked up, once per parent.
std::unordered_map<std::string_view, std::uint32_t> unitColours(const Scenario& s) {
    std::unordered_map<std::string_view, std::uint32_t> out;
    std::size_t total = 0;
    for (const OrderOfBattle& oob : s.oobs)
        total += oob.units().size();
    out.reserve(total);
    for (std::size_t side = 0; side < s.oobs.size(); ++side) {
        const OrderOfBattle& oob = s.oobs[side];
        const int index = static_cast<int>(side);
        const bool uniform = std::all_of(oob.units().begin(), oob.units().end(),
                                         [](const Unit& u) { return u.nationality.empty(); });
        const std::uint32_t common = premultiplied(nationColours(oob.nationality, index).fill);
        std::unordered_map<std::string_view, std::uint32_t> byParent;
        for (const Unit& u : oob.units()) {
            std::uint32_t c = common;
            if (!uniform) {
                auto it = u.nationality.empty() ? byParent.find(u.parent) : byParent.end();
                if (it != byParent.end()) {
                    c = it->second;
                } else {
                    c = premultiplied(nationColours(oob.nationalityOf(u), index).fill);
                    if (u.nationality.empty())
                        byParent.emplace(u.parent, c);
                }
            }
            out.emplace(u.id, c);
        }
    }
    return out;
}

} // namespace

bool lowDetail(const RenderOptions& opt, double px) {
    return px < opt.maxPxLandscape;
}

void paintLandscape(PaintContext& ctx, const Scenario* scenario, UnitIndex* units) {
    // Column spacing on the device: at most one image pixel per device pixel.
    const double colPx = 1.5 * ctx.px;
    const int k = std::max(1, static_cast<int>(std::ceil(1.0 / std::max(colPx, 1e-6))));
    // Blocks of k x k hexes start at multiples of k, wherever the view starts, so that views
    // side by side (the editor's tiles, the bands of a render) sample the same hexes.
    GridRange g = ctx.range;
    g.colMin -= g.colMin % k;
    g.rowMin -= g.rowMin % k;
    const int cols = g.colMax - g.colMin + 1, rows = g.rowMax - g.rowMin + 1;
    const int w = (cols + k - 1) / k, h = (rows + k - 1) / k;
    cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    if (cairo_surface_status(image) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(image);
        return;
    }
    cairo_surface_flush(image);
    unsigned char* data = cairo_image_surface_get_data(image);
    const int stride = cairo_image_surface_get_stride(image);
    for (int j = 0; j < h; ++j) {
        auto* line =
            reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(j) * stride);
        for (int i = 0; i < w; ++i) {
            Offset o{g.colMin + i * k, g.rowMin + j * k};
            HexId hex = ctx.map.id(o);
            line[i] =
                ctx.map.onMap(hex) ? premultiplied(landscapeColour(ctx.map, hex, ctx.opt)) : 0;
            ctx.stats.hexes += ctx.map.onMap(hex) ? 1 : 0;
        }
    }
    if (scenario && ctx.opt.units) {
        UnitIndex local;
        ctx.stats.placementsVisited +=
            (units ? *units : local).forEachIn(*scenario, g, [&](Offset o, std::uint32_t colour) {
                auto* line = reinterpret_cast<std::uint32_t*>(
                    data + static_cast<std::ptrdiff_t>((o.row - g.rowMin) / k) * stride);
                line[(o.col - g.colMin) / k] = colour;
                ++ctx.stats.units;
            });
    }
    cairo_surface_mark_dirty(image);

    // Image pixel (i, j) is the block of hexes from (colMin + i k, rowMin + j k); odd columns'
    // half-row offset is below a pixel here and is averaged out.
    const Point a = ctx.geo.centre({g.colMin, g.rowMin});
    const Point b = ctx.geo.centre({g.colMin + 1, g.rowMin});
    const double sx = (b.x - a.x) * k, sy = ctx.geo.hexHeight() * k;
    const double x0 = a.x - sx / (2.0 * k), y0 = (a.y + b.y) / 2 - sy / (2.0 * k);
    cairo_pattern_t* pattern = cairo_pattern_create_for_surface(image);
    cairo_matrix_t m;
    cairo_matrix_init_scale(&m, 1 / sx, 1 / sy);
    cairo_matrix_translate(&m, -x0, -y0);
    cairo_pattern_set_matrix(pattern, &m);
    // Under two device pixels a sample, take the nearest, so a unit or a river stays crisp instead
    // of being averaged away; larger, neighbouring hexes blend like a printed map.
    cairo_pattern_set_filter(pattern,
                             colPx * k < 2.0 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_save(ctx.cr);
    cairo_rectangle(ctx.cr, x0, y0, sx * w, sy * h);
    cairo_set_source(ctx.cr, pattern);
    cairo_fill(ctx.cr);
    cairo_restore(ctx.cr);
    cairo_pattern_destroy(pattern);
    cairo_surface_destroy(image);
    ctx.stats.lowDetail = true;
    ctx.stats.samples = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
}

void paintLandscapeSheets(PaintContext& ctx) {
    if (!ctx.opt.sheets)
        return;
    cairo_t* cr = ctx.cr;
    for (const Sheet& sh : ctx.map.sheets()) {
        // At this scale the zigzag of the edge hexes is below a pixel: a rectangle will do.
        Rect r = ctx.geo.bounds({sh.col, sh.row}, {sh.col + sh.cols - 1, sh.row + sh.rows - 1});
        cairo_rectangle(cr, r.x, r.y, r.w, r.h);
    }
    setSource(cr, Rgba::rgb(0x2b2620, 0.7));
    cairo_set_line_width(cr, ctx.onePixel);
    cairo_stroke(cr);
}

} // namespace marengo::render::detail

namespace marengo::render {

std::size_t UnitIndex::build(const Scenario& s) {
    const auto colours = detail::unitColours(s);
    const Map& map = s.map;
    m_blockCols = (map.width() + kBlock - 1) / kBlock;
    m_blockRows = (map.height() + kBlock - 1) / kBlock;
    const auto blocks =
        static_cast<std::size_t>(m_blockCols) * static_cast<std::size_t>(m_blockRows);
    auto blockOf = [&](Offset o) {
        return static_cast<std::size_t>(o.row / kBlock) * static_cast<std::size_t>(m_blockCols) +
               static_cast<std::size_t>(o.col / kBlock);
    };
    // Two passes over the placements: count each block's units, then place them.
    m_start.assign(blocks + 1, 0);
    m_entries.clear();
    std::vector<Entry> placed;
    placed.reserve(s.setup.size());
    for (const Placement& p : s.setup) {
        auto it = colours.find(p.unit);
        if (!map.onMap(p.hex) || it == colours.end())
            continue;
        placed.push_back({map.offset(p.hex), it->second, placed.size()});
        ++m_start[blockOf(placed.back().at) + 1];
    }
    for (std::size_t b = 0; b < blocks; ++b)
        m_start[b + 1] += m_start[b];
    m_entries.resize(placed.size());
    std::vector<std::size_t> next(m_start.begin(), m_start.end() - 1);
    for (const Entry& e : placed)
        m_entries[next[blockOf(e.at)]++] = e;
    m_for = &s;
    return s.setup.size();
}

} // namespace marengo::render
