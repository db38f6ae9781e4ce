// Map pages: the key page (title block, assembly index, legend, scale bar, turn track) and the
// map tiles with crop and registration marks, all drawn by the screen's MapRenderer at the
// printed hex size.
#include "render/map_renderer.hpp"
#include "render/paint_context.hpp"
#include "render/print/print_detail.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace marengo::render::print::detail {

namespace {

constexpr double kMarkLength = 7; ///< crop mark length, mm
constexpr double kMarkGap = 2;    ///< gap between the window corner and a crop mark, mm
constexpr double kRegRadius = 2.2;

/// Renderer options for paper: every detail at any size (no level-of-detail thresholds), no
/// set-up counters (they are printed on the counter sheets).
RenderOptions printOptions(double hexMm) {
    RenderOptions o;
    o.hexSize = hexMm / std::sqrt(3.0);
    o.units = false;
    o.paper = Rgba::rgb(0xffffff);
    o.maxPxLandscape = 0;
    o.minPxGrid = 0;
    o.minPxPatterns = 0;
    o.minPxHexsideDetail = 0;
    o.minPxNumbers = 0;
    o.minPxCounterText = 0;
    o.minPxCounterName = 0;
    return o;
}

void line(cairo_t* cr, double x0, double y0, double x1, double y1) {
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
}

void registrationMark(cairo_t* cr, Point c) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.15);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, kRegRadius, 0, 2 * std::numbers::pi);
    line(cr, c.x - 1.6 * kRegRadius, c.y, c.x + 1.6 * kRegRadius, c.y);
    line(cr, c.x, c.y - 1.6 * kRegRadius, c.x, c.y + 1.6 * kRegRadius);
    cairo_stroke(cr);
}

/// Registration marks in map millimetres: two in each overlap strip between neighbouring
/// pages, so a page laid over its neighbour lines up mark on mark.
std::vector<Point> registrationMarks(const Tiling& t, const MapExtent& e) {
    std::vector<Point> out;
    double ov = t.overlapMm;
    for (int r = 0; r < t.rows; ++r) {
        double y0 = r * t.stepY, y1 = std::min(y0 + t.windowH, e.heightMm);
        for (int c = 1; c < t.columns; ++c) {
            double x = c * t.stepX + ov / 2;
            out.push_back({x, y0 + (y1 - y0) * 0.25});
            out.push_back({x, y0 + (y1 - y0) * 0.75});
        }
    }
    for (int c = 0; c < t.columns; ++c) {
        double x0 = c * t.stepX, x1 = std::min(x0 + t.windowW, e.widthMm);
        for (int r = 1; r < t.rows; ++r) {
            double y = r * t.stepY + ov / 2;
            out.push_back({x0 + (x1 - x0) * 0.25, y});
            out.push_back({x0 + (x1 - x0) * 0.75, y});
        }
    }
    return out;
}

void ink(cairo_t* cr, std::uint32_t rgb) {
    setSource(cr, Rgba::rgb(rgb));
}

/// A map of one or two hexes that shows a terrain type or a hexside feature with the renderer.
Map swatchMap(const Map& source, int columns) {
    auto m = Map::create("", source.numbering(), {{'A', 0, 0, columns, 1}}, source.terrainTypes());
    return std::move(m).value();
}

std::string clockRange(const Scenario& sc) {
    return formatClock(sc.start) + " to " + formatClock(sc.end);
}

} // namespace

void drawMapTile(cairo_t* cr, const JobData& job, const Page& page) {
    const Tiling& t = *job.tiling;
    const Scenario& sc = *job.scenario;
    MapExtent e = mapExtent(sc.map, job.hexMm);
    double ox = page.column * t.stepX, oy = page.row * t.stepY;
    double w = std::min(t.windowW, e.widthMm - ox), h = std::min(t.windowH, e.heightMm - oy);
    double m = t.marginMm;

    cairo_save(cr);
    cairo_rectangle(cr, m, m, w, h);
    cairo_clip(cr);
    cairo_translate(cr, m - ox, m - oy);
    MapRenderer renderer(printOptions(job.hexMm));
    renderer.draw(cr, sc, Rect{ox, oy, w, h});
    for (Point p : registrationMarks(t, e))
        if (p.x >= ox && p.x <= ox + w && p.y >= oy && p.y <= oy + h)
            registrationMark(cr, p);
    cairo_restore(cr);

    // Overlap strips: a dotted line where the neighbouring page's map begins or ends.
    cairo_set_line_width(cr, 0.15);
    double dash[2] = {0.8, 0.8};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_set_source_rgba(cr, 0, 0, 0, 0.45);
    if (page.column + 1 < t.columns && t.overlapMm > 0)
        line(cr, m + t.stepX, m, m + t.stepX, m + h);
    if (page.row + 1 < t.rows && t.overlapMm > 0)
        line(cr, m, m + t.stepY, m + w, m + t.stepY);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);

    // Crop marks at the window's corners, in the margin.
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.2);
    for (double x : {m, m + w})
        for (double y : {m, m + h}) {
            double sx = x == m ? -1 : 1, sy = y == m ? -1 : 1;
            line(cr, x + sx * kMarkGap, y, x + sx * (kMarkGap + kMarkLength), y);
            line(cr, x, y + sy * kMarkGap, x, y + sy * (kMarkGap + kMarkLength));
        }
    cairo_stroke(cr);

    // Where the page goes: its label in the bottom margin, and its neighbours.
    ink(cr, 0x333333);
    std::string label = sc.title + " - " + page.caption;
    double size = fitSize(cr, label, 3.2, t.windowW - 20, false);
    double textX = m + kMarkGap + kMarkLength + 2;
    textAt(cr, textX, m + h + kMarkGap + 4.5, label, size, false);
    std::string where =
        "Tape: overlap " + std::to_string(static_cast<int>(t.overlapMm)) +
        " mm; right under page " +
        (page.column + 1 < t.columns ? std::to_string(page.row * t.columns + page.column + 2)
                                     : std::string("-")) +
        ", bottom under page " +
        (page.row + 1 < t.rows ? std::to_string((page.row + 1) * t.columns + page.column + 1)
                               : std::string("-"));
    textAt(cr, textX, m + h + kMarkGap + 9, where, fitSize(cr, where, 2.6, t.windowW - 20, false),
           false);
}

void drawMapKey(cairo_t* cr, const JobData& job, const Page& page) {
    const Tiling& t = *job.tiling;
    const Scenario& sc = *job.scenario;
    const Map& map = sc.map;
    double m = t.marginMm, W = page.paper.widthMm, H = page.paper.heightMm;
    double x = m, y = m, width = W - 2 * m;

    // Title block.
    cairo_set_line_width(cr, 0.35);
    ink(cr, 0x2b2620);
    cairo_rectangle(cr, x, y, width, 27);
    cairo_stroke(cr);
    textAt(cr, x + 4, y + 9, sc.title, fitSize(cr, sc.title, 7, width - 8, true), true);
    std::string battle = map.name() + (sc.date.empty() ? "" : ", " + sc.date) + ", " +
                         clockRange(sc) + " (" + std::to_string(sc.turnCount()) + " turns of " +
                         std::to_string(sc.turnMinutes()) + " minutes)";
    textAt(cr, x + 4, y + 15.5, battle, fitSize(cr, battle, 3.6, width - 8, false), false);
    std::string rules =
        "Rules: " + sc.rules.title + (sc.rules.edition.empty() ? "" : ", " + sc.rules.edition);
    textAt(cr, x + 4, y + 20.5, rules, fitSize(cr, rules, 3.2, width - 8, false), false);
    char scale[160];
    std::snprintf(scale, sizeof scale,
                  "Printed with hexes of %.2f mm flat to flat on %s: %d map pages (%d x %d)",
                  job.hexMm, t.paper.name.c_str(), t.pages(), t.columns, t.rows);
    textAt(cr, x + 4, y + 25, scale, fitSize(cr, scale, 2.8, width - 8, false), false);
    y += 33;

    // Assembly index: the map as a landscape with the pages over it.
    MapExtent e = mapExtent(map, job.hexMm);
    double boxW = width * 0.5, boxH = std::min(80.0, H * 0.3);
    double k = std::min(boxW / e.widthMm, boxH / e.heightMm);
    textAt(cr, x, y + 3, "Assembly index", 3.6, true);
    double ix = x, iy = y + 6;
    cairo_save(cr);
    cairo_translate(cr, ix, iy);
    cairo_scale(cr, k, k);
    cairo_rectangle(cr, 0, 0, e.widthMm, e.heightMm);
    cairo_clip(cr);
    RenderOptions lo;
    lo.hexSize = job.hexMm / std::sqrt(3.0);
    lo.units = false;
    lo.objectives = false;
    lo.maxPxLandscape = 1e9; // always the landscape image at this scale
    MapRenderer(lo).draw(cr, map, Rect{0, 0, e.widthMm, e.heightMm});
    cairo_restore(cr);
    for (int r = 0; r < t.rows; ++r)
        for (int c = 0; c < t.columns; ++c) {
            double px = ix + c * t.stepX * k, py = iy + r * t.stepY * k;
            double pw = std::min(t.windowW, e.widthMm - c * t.stepX) * k;
            double ph = std::min(t.windowH, e.heightMm - r * t.stepY) * k;
            cairo_rectangle(cr, px, py, pw, ph);
            cairo_set_source_rgba(cr, 0.64, 0.11, 0.14, 0.9);
            cairo_set_line_width(cr, 0.35);
            cairo_stroke(cr);
            std::string n = std::to_string(r * t.columns + c + 1);
            render::detail::haloText(cr, {px + pw / 2, py + ph / 2}, n,
                                     std::min(6.0, std::min(pw, ph) * 0.4), Rgba::rgb(0xa31d24),
                                     Rgba::rgb(0xffffff, 0.85));
        }
    std::string how = "Pages are numbered row by row from the top left; each repeats " +
                      std::to_string(static_cast<int>(t.overlapMm)) +
                      " mm of map at its right and bottom edges: trim one copy and lay it over "
                      "the registration marks.";
    double ty = iy + e.heightMm * k + 4;
    ink(cr, 0x2b2620);
    for (const std::string& l : wrap(cr, how, 2.8, boxW))
        textAt(cr, ix, ty, l, 2.8, false), ty += 3.6;

    // Legend: terrain types and hexside features the map uses.
    std::vector<bool> terrainUsed(map.terrainTypes().size(), false);
    Features features = 0;
    for (HexId h = 0; h < map.gridSize(); ++h) {
        if (!map.onMap(h))
            continue;
        terrainUsed[map.terrain(h)] = true;
        for (HexSide s : kAllSides)
            features |= map.features(h, s);
    }
    // Two columns right of the index: terrain types, then hexside features and objectives.
    double lx = x + boxW + 8, ly = y + 3;
    ink(cr, 0x2b2620);
    textAt(cr, lx, ly, "Legend", 3.6, true);
    ly += 3;
    double colW = (x + width - lx) / 2;
    double hex = std::min(job.hexMm, 8.0);
    RenderOptions so = printOptions(hex);
    so.objectives = false;
    so.hexNumbers = false;
    so.sheets = false;
    MapRenderer swatch(so);
    auto entry = [&](double& at, double column, const Map& sample, const std::string& name) {
        Point size = MapGeometry(sample, so.hexSize).mapPixelSize();
        cairo_save(cr);
        cairo_translate(cr, column, at);
        swatch.draw(cr, sample, Rect{0, 0, size.x, size.y});
        cairo_restore(cr);
        ink(cr, 0x2b2620);
        double textX = column + size.x + 2;
        textAt(cr, textX, at + size.y / 2 + 1.1, name,
               fitSize(cr, name, 3, column + colW - textX - 2, false), false);
        at += size.y + 1.5;
    };
    double terrainY = ly, featureY = ly;
    Map one = swatchMap(map, 1);
    for (std::size_t i = 0; i < terrainUsed.size(); ++i) {
        if (!terrainUsed[i])
            continue;
        one.setTerrain(0, static_cast<TerrainId>(i));
        entry(terrainY, lx, one, map.terrainTypes()[i].name);
    }
    Map two = swatchMap(map, 2);
    HexSide between = HexSide::SE;
    for (HexSide s : kAllSides)
        if (neighbour(Offset{0, 0}, s) == Offset{1, 0})
            between = s;
    for (int bit = 0; bit < kFeatureCount; ++bit) {
        auto f = static_cast<Features>(1u << bit);
        if (!(features & f))
            continue;
        Map sample = two;
        sample.setFeatures(0, between, f);
        if (f == kSlope) // hachures on the high side
            sample.setElevation(0, 1);
        std::string name(featureName(f));
        name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        std::replace(name.begin(), name.end(), '-', ' ');
        entry(featureY, lx + colW, sample, name);
    }
    if (!sc.objectives.empty()) {
        Scenario objective;
        objective.map = swatchMap(map, 1);
        objective.objectives.push_back({0, "", 0, ""});
        RenderOptions oo = so;
        oo.objectives = true;
        MapRenderer marker(oo);
        Point size = MapGeometry(objective.map, so.hexSize).mapPixelSize();
        cairo_save(cr);
        cairo_translate(cr, lx + colW, featureY);
        marker.draw(cr, objective, Rect{0, 0, size.x, size.y});
        cairo_restore(cr);
        ink(cr, 0x2b2620);
        textAt(cr, lx + colW + size.x + 2, featureY + size.y / 2 + 1.1, "Victory objective", 3,
               false);
        featureY += size.y + 1.5;
    }
    ly = std::max(terrainY, featureY);
    y = std::max(ty, ly) + 6;

    // Scale bar: five hexes at the printed size.
    ink(cr, 0x2b2620);
    textAt(cr, x, y, "Scale", 3.6, true);
    y += 3;
    int hexes = std::max(1, std::min(10, static_cast<int>((width - 40) / job.hexMm)));
    hexes = std::min(hexes, 5);
    for (int i = 0; i < hexes; ++i) {
        cairo_rectangle(cr, x + i * job.hexMm, y, job.hexMm, 2.5);
        if (i % 2 == 0)
            cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 0.25);
        cairo_stroke(cr);
        textAt(cr, x + i * job.hexMm - 0.8, y + 6.5, std::to_string(i), 2.6, false);
    }
    textAt(cr, x + hexes * job.hexMm - 0.8, y + 6.5, std::to_string(hexes), 2.6, false);
    char hexText[96];
    std::snprintf(hexText, sizeof hexText, "hexes (one hex = %.2f mm, centre to centre)",
                  job.hexMm);
    textAt(cr, x + hexes * job.hexMm + 5, y + 2.4, hexText, 3, false);
    y += 13;

    // Turn track from the scenario's times, reinforcements marked.
    textAt(cr, x, y, "Turn track", 3.6, true);
    y += 3;
    int turns = sc.turnCount();
    double box = 16, boxH2 = 13;
    int perRow = std::max(1, static_cast<int>(width / box));
    for (int i = 0; i < turns; ++i) {
        Clock c{sc.start.minutes + i * sc.turnMinutes()};
        double bx = x + (i % perRow) * box, by = y + (i / perRow) * boxH2;
        if (by + boxH2 > H - m)
            break;
        bool arrival = std::any_of(sc.reinforcements.begin(), sc.reinforcements.end(),
                                   [&](const Reinforcement& r) { return r.time == c; });
        cairo_rectangle(cr, bx, by, box, boxH2);
        setSource(cr, arrival ? Rgba::rgb(0xf3e3b5) : Rgba::rgb(0xffffff));
        cairo_fill_preserve(cr);
        ink(cr, 0x2b2620);
        cairo_set_line_width(cr, 0.25);
        cairo_stroke(cr);
        textAt(cr, bx + 1.2, by + 3.6, std::to_string(i + 1), 2.6, true);
        render::detail::centredText(cr, {bx + box / 2, by + 7.6}, formatClock(c), 3.2, false);
        if (arrival)
            render::detail::centredText(cr, {bx + box / 2, by + 11.3}, "reinf.", 2.2, false);
    }
}

} // namespace marengo::render::print::detail
