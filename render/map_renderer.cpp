#include "render/map_renderer.hpp"

#include "render/paint_context.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace marengo::render {

using namespace detail;

namespace detail {

namespace {
void selectFont(cairo_t* cr, double size, bool bold) {
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, size);
}
} // namespace

void centredText(cairo_t* cr, Point at, const std::string& text, double size, bool bold) {
    selectFont(cr, size, bold);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text.c_str(), &e);
    // Centre on the advance width and on the cap height (0.73 em for DejaVu Sans).
    cairo_move_to(cr, at.x - e.x_advance / 2, at.y + 0.73 * size / 2);
    cairo_show_text(cr, text.c_str());
    cairo_new_path(cr); // show_text leaves a current point that the next arc would join
}

void haloText(cairo_t* cr, Point at, const std::string& text, double size, const Rgba& ink,
              const Rgba& halo) {
    selectFont(cr, size, false);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text.c_str(), &e);
    Point origin{at.x - e.x_advance / 2, at.y + 0.73 * size / 2};
    cairo_move_to(cr, origin.x, origin.y);
    cairo_text_path(cr, text.c_str());
    setSource(cr, halo);
    cairo_set_line_width(cr, size * 0.28);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    // The glyphs themselves as text, not a path: a PDF or SVG export keeps the number
    // searchable and selectable (pdftotext finds it).
    setSource(cr, ink);
    cairo_move_to(cr, origin.x, origin.y);
    cairo_show_text(cr, text.c_str());
    cairo_new_path(cr);
}

double textWidth(cairo_t* cr, const std::string& text, double size, bool bold) {
    selectFont(cr, size, bold);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text.c_str(), &e);
    return e.x_advance;
}

} // namespace detail

namespace {

void paintNumbers(PaintContext& ctx) {
    if (!ctx.opt.hexNumbers || ctx.px < ctx.opt.minPxNumbers)
        return;
    cairo_t* cr = ctx.cr;
    double size = 0.2 * ctx.s;
    forEachHex(ctx, [&](HexId h, Offset, Point c) {
        Rgba ground = groundColour(ctx.map, h, ctx.opt.elevation);
        Point at{c.x, c.y - ctx.geo.hexHeight() / 2 + 0.19 * ctx.s};
        const std::string& pattern = ctx.map.terrainType(h).pattern;
        bool busy = ctx.px >= ctx.opt.minPxPatterns && !pattern.empty() && pattern != "none";
        Rgba ink = luminance(ground) < 0.4 ? Rgba::rgb(0xf4f0e4) : Rgba::rgb(0x2a2620, 0.9);
        if (busy) // a halo of the ground colour keeps the number legible over a pattern
            haloText(cr, at, ctx.map.label(h), size, ink, mix(ground, {1, 1, 1, 1}, 0.35));
        else {
            setSource(cr, ink);
            centredText(cr, at, ctx.map.label(h), size, false);
        }
    });
}

/// True when another sheet of the map touches `sh` along its side `side` (0 top, 1 left, 2
/// bottom, 3 right): no margin there.
bool joined(const Map& map, const Sheet& sh, int side) {
    for (const Sheet& o : map.sheets()) {
        if (&o == &sh)
            continue;
        const bool cols = o.col < sh.col + sh.cols && sh.col < o.col + o.cols;
        const bool rows = o.row < sh.row + sh.rows && sh.row < o.row + o.rows;
        if ((side == 0 && cols && o.row + o.rows == sh.row) ||
            (side == 1 && rows && o.col + o.cols == sh.col) ||
            (side == 2 && cols && o.row == sh.row + sh.rows) ||
            (side == 3 && rows && o.col == sh.col + sh.cols))
            return true;
    }
    return false;
}

/// The sheet letters, where the options put them.
void paintSheetLetters(PaintContext& ctx) {
    if (!ctx.opt.sheets)
        return;
    cairo_t* cr = ctx.cr;
    const SheetLetters where = ctx.opt.sheetLetters;
    if (where == SheetLetters::Centre && ctx.opt.hexNumbers && ctx.px >= ctx.opt.minPxNumbers)
        return; // the hex numbers carry the letter
    for (const Sheet& sh : ctx.map.sheets()) {
        const Rect r =
            ctx.geo.bounds({sh.col, sh.row}, {sh.col + sh.cols - 1, sh.row + sh.rows - 1});
        const std::string letter(1, sh.letter);
        const Point middle{r.x + r.w / 2, r.y + r.h / 2};
        if (where == SheetLetters::Margin) {
            // Outside the first free side of the sheet (top, left, bottom, right), a fixed size
            // on screen; a sheet walled in by others on every side has none.
            const double size = ctx.opt.marginLetterPx * ctx.onePixel;
            const double gap = 0.9 * size;
            const Point spots[] = {{middle.x, r.y - gap},
                                   {r.x - gap, middle.y},
                                   {middle.x, r.bottom() + gap},
                                   {r.right() + gap, middle.y}};
            for (int side = 0; side < 4; ++side) {
                if (joined(ctx.map, sh, side))
                    continue;
                setSource(cr, Rgba::rgb(0x2b2620, 0.75));
                centredText(cr, spots[side], letter, size, true);
                break;
            }
        } else if (where == SheetLetters::Small) {
            haloText(cr, middle, letter, 11 * ctx.onePixel, Rgba::rgb(0x2b2620, 0.9),
                     Rgba::rgb(0xf4efe2, 0.8));
        } else {
            const GridRange g = ctx.range;
            if (sh.col > g.colMax || sh.col + sh.cols - 1 < g.colMin || sh.row > g.rowMax ||
                sh.row + sh.rows - 1 < g.rowMin)
                continue;
            setSource(cr, Rgba::rgb(0x2b2620, 0.22));
            centredText(cr, middle, letter, std::min(r.w, r.h) * 0.35, true);
        }
    }
}

void paintObjectives(PaintContext& ctx, const Scenario& sc) {
    if (!ctx.opt.objectives)
        return;
    cairo_t* cr = ctx.cr;
    for (const Objective& o : sc.objectives) {
        if (!ctx.map.onMap(o.hex) || !ctx.range.contains(ctx.map.offset(o.hex)))
            continue;
        Point c = ctx.geo.hexCentre(o.hex);
        Point at{c.x - 0.45 * ctx.s, c.y + 0.45 * ctx.s};
        double r = 0.17 * ctx.s;
        cairo_arc(cr, at.x, at.y, r, 0, 2 * std::numbers::pi);
        setSource(cr, Rgba::rgb(0xfffaf0));
        cairo_fill_preserve(cr);
        setSource(cr, Rgba::rgb(0xa31d24));
        cairo_set_line_width(cr, 0.045 * ctx.s);
        cairo_stroke(cr);
        for (int k = 0; k < 10; ++k) {
            double a = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
            double rr = (k % 2 ? 0.32 : 0.75) * r;
            double x = at.x + rr * std::cos(a), y = at.y + rr * std::sin(a);
            k == 0 ? cairo_move_to(cr, x, y) : cairo_line_to(cr, x, y);
        }
        cairo_close_path(cr);
        cairo_fill(cr);
    }
}

void paintOverlayFills(PaintContext& ctx) {
    cairo_t* cr = ctx.cr;
    for (const Overlay& ov : ctx.opt.overlays) {
        if (ov.fill.a <= 0)
            continue;
        for (HexId h : ov.hexes)
            if (ctx.map.onMap(h) && ctx.range.contains(ctx.map.offset(h)))
                hexPath(cr, ctx.geo.hexCentre(h), ctx.s);
        setSource(cr, ov.fill);
        cairo_fill(cr);
    }
}

void paintOverlayLines(PaintContext& ctx) {
    cairo_t* cr = ctx.cr;
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (const Overlay& ov : ctx.opt.overlays) {
        if (ov.outline.a > 0) {
            double w = ov.outlineWidth * ctx.s;
            for (HexId h : ov.hexes)
                if (ctx.map.onMap(h) && ctx.range.contains(ctx.map.offset(h)))
                    hexPath(cr, ctx.geo.hexCentre(h), ctx.s - w / 2);
            setSource(cr, ov.outline);
            cairo_set_line_width(cr, w);
            cairo_stroke(cr);
        }
        if (!ov.lines.empty() && ov.lineColour.a > 0) {
            for (const auto& [a, b] : ov.lines) {
                if (!ctx.map.onMap(a) || !ctx.map.onMap(b))
                    continue;
                Point pa = ctx.geo.hexCentre(a), pb = ctx.geo.hexCentre(b);
                cairo_move_to(cr, pa.x, pa.y);
                cairo_line_to(cr, pb.x, pb.y);
            }
            setSource(cr, ov.lineColour);
            cairo_set_line_width(cr, std::max(ov.lineWidth * ctx.s, ctx.onePixel));
            cairo_stroke(cr);
        }
        const double size = ov.labelPx * ctx.onePixel;
        for (const auto& [h, text] : ov.labels) {
            if (!ctx.map.onMap(h))
                continue;
            const Point c = ctx.geo.hexCentre(h);
            // Under the hex, moved sideways as far as needed to stay whole inside the view.
            const double half = textWidth(cr, text, size, false) / 2 + size / 2;
            Point at{c.x, c.y + ctx.geo.hexHeight() / 2 + 0.9 * size};
            if (ctx.view.w > 2 * half)
                at.x = std::clamp(at.x, ctx.view.x + half, ctx.view.right() - half);
            haloText(cr, at, text, size, Rgba::rgb(0x1a1a1a), Rgba::rgb(0xfffdf5, 0.92));
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

void paintReferences(PaintContext& ctx) {
    for (const ReferenceLayer& layer : ctx.opt.references)
        if (layer.picture)
            layer.picture->paint(ctx.cr, ctx.s, layer.toMap, layer.opacity);
}

} // namespace

std::vector<ReferenceLayer> referenceLayers(
    const Map& map,
    const std::function<std::shared_ptr<const ReferencePicture>(const std::string&)>& pictureOf) {
    std::vector<ReferenceLayer> out;
    for (const ReferenceImage& r : map.references())
        if (r.visible && r.opacity > 0)
            if (auto picture = pictureOf(r.href))
                out.push_back({std::move(picture), r.toMap, r.opacity});
    return out;
}

MapRenderer::MapRenderer(RenderOptions options) : m_options(std::move(options)) {}

DrawStats MapRenderer::draw(cairo_t* cr, const Map& map, const Rect& visible) const {
    return drawImpl(cr, map, nullptr, visible, nullptr);
}

DrawStats MapRenderer::draw(cairo_t* cr, const Scenario& scenario, const Rect& visible,
                            UnitIndex* units) const {
    return drawImpl(cr, scenario.map, &scenario, visible, units);
}

namespace {

/// Sets up one draw call's context (level of detail from the hex size on the device, whatever
/// scale the caller set; the grid cells in view) and runs `paint` with it.
template <class Paint>
DrawStats paintWith(cairo_t* cr, const Map& map, const RenderOptions& opt, const Rect& visible,
                    Paint&& paint) {
    DrawStats stats;
    if (opt.hexSize <= 0 || map.width() <= 0)
        return stats;
    MapGeometry geo(map, opt.hexSize);
    double dx = opt.hexSize, dy = 0;
    cairo_user_to_device_distance(cr, &dx, &dy);
    double px = std::hypot(dx, dy);
    stats.pxPerHex = px;
    stats.range = geo.range(visible);
    if (stats.range.empty())
        return stats;
    PaintContext ctx{cr,          map,         geo, opt,
                     stats.range, opt.hexSize, px,  px > 0 ? opt.hexSize / px : 1.0,
                     stats,       visible};
    cairo_save(cr);
    paint(ctx);
    cairo_restore(cr);
    return stats;
}

} // namespace

DrawStats MapRenderer::drawOverlays(cairo_t* cr, const Map& map, const Rect& visible) const {
    return paintWith(cr, map, m_options, visible, [](PaintContext& ctx) {
        paintOverlayFills(ctx);
        paintOverlayLines(ctx);
    });
}

DrawStats MapRenderer::drawImpl(cairo_t* cr, const Map& map, const Scenario* scenario,
                                const Rect& visible, UnitIndex* units) const {
    return paintWith(cr, map, m_options, visible, [&](PaintContext& ctx) {
        if (lowDetail(m_options, ctx.px)) {
            paintLandscape(ctx, scenario, units);
            paintReferences(ctx);
            paintLandscapeSheets(ctx);
            paintSheetLetters(ctx);
            paintOverlayFills(ctx);
            paintOverlayLines(ctx);
            return;
        }
        paintTerrain(ctx);
        paintReferences(ctx);
        paintPatterns(ctx);
        paintGrid(ctx);
        paintContours(ctx);
        paintHexsides(ctx);
        paintSheetBorders(ctx);
        paintNumbers(ctx);
        paintSheetLetters(ctx);
        if (scenario)
            paintObjectives(ctx, *scenario);
        paintOverlayFills(ctx);
        if (scenario && m_options.units)
            paintCounters(ctx, *scenario);
        paintOverlayLines(ctx);
    });
}

} // namespace marengo::render
