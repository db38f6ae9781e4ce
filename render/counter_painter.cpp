// Counters: small rectangles in the nation's colour, shaped by formation (line wide and across
// both hexes of a two-hex line, column narrow, carré square), with a NATO-style arm symbol,
// increments, a front edge and arrow for facing; leaders as discs with a star.
#include "render/counter_values.hpp"
#include "render/paint_context.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace marengo::render::detail {

namespace {

struct Body {
    double w = 0.8, d = 0.6; ///< width across the front and depth, in hex sizes
    bool allFronts = false;  ///< carré: every side is a front
    bool skirmish = false;
};

Body bodyFor(Formation f, Arm arm) {
    switch (f) {
    case Formation::Line:
        return {1.3, 0.58, false, false};
    case Formation::Skirmish:
        return {1.3, 0.48, false, true};
    case Formation::Column:
        return {0.62, 1.0, false, false};
    case Formation::RoadMarch:
        return {0.5, 1.12, false, false};
    case Formation::Carre:
        return {0.86, 0.86, true, false};
    case Formation::GeneralOrder:
        return {0.95, 0.72, false, false};
    case Formation::Limbered:
    case Formation::Unlimbered:
        return {0.92, 0.64, false, false};
    }
    return arm == Arm::Artillery ? Body{0.86, 0.6} : Body{0.8, 0.6};
}

/// Rotation of the counter so that its front (local -y) faces the facing.
double rotationFor(const Facing& f) {
    switch (f.kind) {
    case FacingKind::Hexside:
        return MapGeometry::angleOf(static_cast<HexSide>(f.dir)) + std::numbers::pi / 2;
    case FacingKind::Vertex:
        return MapGeometry::angleOf(static_cast<Vertex>(f.dir)) + std::numbers::pi / 2;
    case FacingKind::None:
        break;
    }
    return 0;
}

std::string shortName(const Unit& u) {
    const std::string& n = u.name.empty() ? u.id : u.name;
    auto sp = n.find(' ');
    return sp == std::string::npos ? n : n.substr(0, sp);
}

struct CounterJob {
    const Placement* placement;
    const Unit* unit;
    CounterColours colours;
};

/// A counter's face at a close zoom, in the body's own frame (`w` along the front, `d` deep,
/// centred on `c`, turned by `angle` but never upside down), as a printed counter turned on the
/// map: its name on top, then the arm symbol and the printed values as the series' counters
/// have them; on a long line, in one row.
void paintValues(PaintContext& ctx, const CounterJob& job, Point c, double w, double d,
                 double angle, int increments) {
    cairo_t* cr = ctx.cr;
    const Unit& u = *job.unit;
    const CounterValues v = counterValues(u, increments);
    auto fit = [&](const std::string& text, double size, double width, bool bold) {
        const double tw = textWidth(cr, text, size, bold);
        return tw > width ? size * width / tw : size;
    };
    while (angle > std::numbers::pi / 2 + 1e-9)
        angle -= std::numbers::pi;
    while (angle <= -std::numbers::pi / 2 + 1e-9)
        angle += std::numbers::pi;
    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, angle);
    w *= 0.92;
    d *= 0.9;
    const double ink = std::max(0.028 * ctx.s, 0.6 * ctx.onePixel);
    const std::string name = shortName(u);
    setSource(cr, job.colours.ink);
    if (w > 1.6 * d) {
        // A long line: the name above a row of symbol, increments, movement, fire-melee, morale.
        centredText(cr, {0, -0.27 * d}, name, fit(name, 0.3 * d, w, false), false);
        const std::string cells[] = {v.increments, v.movement, v.fireMelee, v.morale};
        const double column = w / 5;
        double size = 0.34 * d;
        for (const std::string& t : cells)
            if (!t.empty())
                size = std::min(size, fit(t, 0.34 * d, column * 0.9, true));
        armSymbol(cr, {-w / 2 + column / 2, 0.2 * d}, std::min(0.8 * column, 0.5 * d), u.arm,
                  job.colours.ink, ink);
        setSource(cr, job.colours.ink);
        for (int k = 0; k < 4; ++k)
            if (!cells[k].empty())
                centredText(cr, {-w / 2 + column * (k + 1.5), 0.2 * d}, cells[k], size, k != 3);
    } else {
        // Two rows of two under the symbol, as the counter's two sides print them: increments
        // and movement, then fire-melee and morale.
        armSymbol(cr, {0, -0.12 * d}, std::min(0.3 * d, 0.5 * w), u.arm, job.colours.ink, ink);
        setSource(cr, job.colours.ink);
        centredText(cr, {0, -0.39 * d}, name, fit(name, 0.14 * d, w, false), false);
        const std::string cells[2][2] = {{v.increments, v.movement}, {v.fireMelee, v.morale}};
        double size = 0.17 * d;
        for (const auto& row : cells)
            for (const std::string& t : row)
                if (!t.empty())
                    size = std::min(size, fit(t, 0.17 * d, w / 2 * 0.9, true));
        for (int r = 0; r < 2; ++r)
            for (int k = 0; k < 2; ++k)
                if (!cells[r][k].empty())
                    centredText(cr, {(k ? 1 : -1) * w / 4, (r ? 0.4 : 0.18) * d}, cells[r][k], size,
                                !(r == 1 && k == 1));
    }
    cairo_restore(cr);
    ++ctx.stats.valueFaces;
}

void paintCounter(PaintContext& ctx, const CounterJob& job, Point at, Point second) {
    cairo_t* cr = ctx.cr;
    const double s = ctx.s;
    const Placement& p = *job.placement;
    const Unit* u = job.unit;
    Arm arm = u ? u->arm : Arm::None;
    Body body = bodyFor(p.formation, arm);
    double w = body.w * s, d = body.d * s;
    double angle = rotationFor(p.facing);
    Point c = at;
    if (p.second != kNoHex) { // a two-hex line spans both hexes
        c = {(at.x + second.x) / 2, (at.y + second.y) / 2};
        double span = std::hypot(second.x - at.x, second.y - at.y);
        w = span + 0.9 * s;
        if (p.facing.kind == FacingKind::None)
            angle = std::atan2(second.y - at.y, second.x - at.x);
    }
    Rgba fill = body.skirmish ? mix(job.colours.fill, {1, 1, 1, 1}, 0.35) : job.colours.fill;

    cairo_save(cr);
    cairo_translate(cr, c.x, c.y);
    cairo_rotate(cr, angle);
    // cardboard shadow, then the body
    cairo_rectangle(cr, -w / 2 + 0.04 * s, -d / 2 + 0.05 * s, w, d);
    setSource(cr, {0, 0, 0, 0.28});
    cairo_fill(cr);
    cairo_rectangle(cr, -w / 2, -d / 2, w, d);
    setSource(cr, fill);
    cairo_fill_preserve(cr);
    setSource(cr, job.colours.edge);
    cairo_set_line_width(cr, std::max(0.03 * s, 0.7 * ctx.onePixel));
    if (body.skirmish) {
        double dash[2] = {0.08 * s, 0.05 * s};
        cairo_set_dash(cr, dash, 2, 0);
    }
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    // the front: a heavy edge and an arrow (every side of a carré)
    double front = std::max(0.075 * s, 1.2 * ctx.onePixel);
    Rgba frontInk = luminance(fill) > 0.6 ? Rgba::rgb(0x202020) : shade(fill, 0.35);
    setSource(cr, frontInk);
    cairo_set_line_width(cr, front);
    if (body.allFronts) {
        cairo_rectangle(cr, -w / 2 + front / 2, -d / 2 + front / 2, w - front, d - front);
        cairo_stroke(cr);
    } else if (p.facing.kind != FacingKind::None) {
        cairo_move_to(cr, -w / 2, -d / 2 + front / 2);
        cairo_line_to(cr, w / 2, -d / 2 + front / 2);
        cairo_stroke(cr);
        cairo_move_to(cr, -0.13 * s, -d / 2);
        cairo_line_to(cr, 0, -d / 2 - 0.16 * s);
        cairo_line_to(cr, 0.13 * s, -d / 2);
        cairo_close_path(cr);
        cairo_fill(cr);
    }
    // state: a corner flag, yellow when disordered, red when routed
    if (p.state != UnitState::Good) {
        double k = 0.26 * s;
        cairo_move_to(cr, w / 2, d / 2);
        cairo_line_to(cr, w / 2 - k, d / 2);
        cairo_line_to(cr, w / 2, d / 2 - k);
        cairo_close_path(cr);
        setSource(cr, p.state == UnitState::Routed ? Rgba::rgb(0xd42a20) : Rgba::rgb(0xf2c230));
        cairo_fill(cr);
    }
    cairo_restore(cr);

    // Symbol and values stay upright, inside the body's inscribed area.
    double inner = std::min(w, d);
    bool text = ctx.px >= ctx.opt.minPxCounterText;
    double cosA = std::abs(std::cos(angle)), sinA = std::abs(std::sin(angle));
    double uprightW = w * cosA + d * sinA, uprightH = w * sinA + d * cosA;
    bool wide = uprightW > uprightH * 1.25;
    double symW = std::min(0.44 * s, inner * 0.8);
    double ink = std::max(0.028 * s, 0.6 * ctx.onePixel);
    int increments = p.increments >= 0 ? p.increments : (u ? u->increments : 0);
    if (!text) {
        armSymbol(cr, c, symW, arm, job.colours.ink, ink);
        return;
    }
    if (u && ctx.px >= ctx.opt.minPxCounterValues) {
        paintValues(ctx, job, c, w, d, angle, increments);
        return;
    }
    std::string inc = increments > 0 ? std::to_string(increments) : std::string();
    double font = 0.26 * s;
    bool named = ctx.px >= ctx.opt.minPxCounterName && u;
    if (wide) {
        double gap = 0.06 * s;
        double incW = inc.empty() ? 0 : textWidth(cr, inc, font, true);
        double total = symW + (inc.empty() ? 0 : gap + incW);
        double y = c.y - (named ? 0.06 * s : 0);
        armSymbol(cr, {c.x - total / 2 + symW / 2, y}, symW, arm, job.colours.ink, ink);
        setSource(cr, job.colours.ink);
        if (!inc.empty())
            centredText(cr, {c.x + total / 2 - incW / 2, y}, inc, font, true);
        if (named) {
            std::string name = shortName(*u);
            double size = 0.17 * s;
            double avail = uprightW * 0.9;
            double tw = textWidth(cr, name, size, false);
            if (tw > avail)
                size *= avail / tw;
            if (size >= 0.1 * s)
                centredText(cr, {c.x, y + symW * 0.32 + 0.14 * s}, name, size, false);
        }
    } else {
        double y = c.y - (inc.empty() ? 0 : 0.13 * s);
        armSymbol(cr, {c.x, y}, symW, arm, job.colours.ink, ink);
        setSource(cr, job.colours.ink);
        if (!inc.empty())
            centredText(cr, {c.x, y + symW * 0.32 + 0.19 * s}, inc, font, true);
    }
}

void paintLeader(PaintContext& ctx, const CounterJob& job, Point at) {
    cairo_t* cr = ctx.cr;
    double r = 0.2 * ctx.s;
    cairo_arc(cr, at.x + 0.03 * ctx.s, at.y + 0.04 * ctx.s, r, 0, 2 * std::numbers::pi);
    setSource(cr, {0, 0, 0, 0.28});
    cairo_fill(cr);
    cairo_arc(cr, at.x, at.y, r, 0, 2 * std::numbers::pi);
    setSource(cr, job.colours.fill);
    cairo_fill_preserve(cr);
    setSource(cr, job.colours.edge);
    cairo_set_line_width(cr, std::max(0.035 * ctx.s, 0.7 * ctx.onePixel));
    cairo_stroke(cr);
    star(cr, at, r * 0.72);
    setSource(cr, luminance(job.colours.fill) > 0.6 ? Rgba::rgb(0xb0201c) : Rgba::rgb(0xf4d35e));
    cairo_fill(cr);
}

} // namespace

void star(cairo_t* cr, Point c, double r) {
    for (int k = 0; k < 10; ++k) {
        double a = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
        double rr = k % 2 ? r * 0.42 : r;
        double x = c.x + rr * std::cos(a), y = c.y + rr * std::sin(a);
        if (k == 0)
            cairo_move_to(cr, x, y);
        else
            cairo_line_to(cr, x, y);
    }
    cairo_close_path(cr);
}

/// NATO-style arm symbol in a box of width w centred on c.
void armSymbol(cairo_t* cr, Point c, double w, Arm arm, const Rgba& ink, double line) {
    double h = w * 0.64;
    double x0 = c.x - w / 2, y0 = c.y - h / 2;
    setSource(cr, ink);
    cairo_set_line_width(cr, line);
    cairo_rectangle(cr, x0, y0, w, h);
    switch (arm) {
    case Arm::Infantry:
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x0 + w, y0 + h);
        cairo_move_to(cr, x0 + w, y0);
        cairo_line_to(cr, x0, y0 + h);
        break;
    case Arm::Cavalry:
        cairo_move_to(cr, x0, y0 + h);
        cairo_line_to(cr, x0 + w, y0);
        break;
    default:
        break;
    }
    cairo_stroke(cr);
    if (arm == Arm::Artillery) {
        cairo_arc(cr, c.x, c.y, h * 0.24, 0, 2 * std::numbers::pi);
        cairo_fill(cr);
    }
}

void paintCounters(PaintContext& ctx, const Scenario& scenario) {
    const Map& map = ctx.map;
    // Counters sharing a hex are drawn as a stack, each a little up and to the right of the one
    // under it, the first placed at the bottom. A two-hex line counts in both of its hexes, so
    // a line reaching into another counter's hex is set off from it, never drawn over it. A
    // counter's place in its stack is the number of counters placed before it in its hexes;
    // those all touch the visible range or the ring of hexes around it.
    const GridRange near{ctx.range.colMin - 1, ctx.range.colMax + 1, ctx.range.rowMin - 1,
                         ctx.range.rowMax + 1};
    auto nearby = [&](HexId h) {
        return h != kNoHex && map.onMap(h) && near.contains(map.offset(h));
    };
    auto visible = [&](HexId h) {
        return h != kNoHex && map.onMap(h) && ctx.range.contains(map.offset(h));
    };
    struct Layered {
        CounterJob job;
        int layer;
    };
    std::unordered_map<HexId, int> counted; // counters met so far in each hex
    std::vector<Layered> counters;
    std::unordered_map<HexId, std::vector<CounterJob>> leaders;
    std::vector<HexId> leaderHexes;
    for (const Placement& p : scenario.setup) {
        if (!map.onMap(p.hex) || !(nearby(p.hex) || nearby(p.second)))
            continue;
        const OrderOfBattle* oob = nullptr;
        const Unit* u = scenario.findUnit(p.unit, &oob);
        const bool leader = u && (u->echelon == Echelon::Leader || u->arm == Arm::Leader);
        const HexId second = p.second != kNoHex && map.onMap(p.second) ? p.second : kNoHex;
        int layer = 0;
        if (!leader) {
            layer = counted[p.hex]++;
            if (second != kNoHex)
                layer += counted[second]++;
        }
        if (!visible(p.hex) && !visible(second))
            continue;
        int sideIndex = oob ? static_cast<int>(oob - scenario.oobs.data()) : 0;
        std::string nationality = u && oob ? oob->nationalityOf(*u) : std::string();
        CounterJob job{&p, u, nationColours(nationality, sideIndex)};
        if (!u)
            job.colours = {Rgba::rgb(0xbdbdbd), Rgba::rgb(0x202020), Rgba::rgb(0x606060)};
        if (leader) {
            leaderHexes.push_back(p.hex);
            leaders[p.hex].push_back(job);
        } else {
            counters.push_back({job, layer});
        }
    }
    // Lower layers first, so that a stack's top counter is drawn last; hex by hex within a layer.
    std::stable_sort(counters.begin(), counters.end(), [](const Layered& a, const Layered& b) {
        return a.layer != b.layer ? a.layer < b.layer : a.job.placement->hex < b.job.placement->hex;
    });
    const double s = ctx.s;
    for (const Layered& l : counters) {
        const Placement& p = *l.job.placement;
        const HexId second = p.second != kNoHex && map.onMap(p.second) ? p.second : kNoHex;
        // The stack is centred on its hex: as high as the fullest of the counter's hexes.
        int n = counted[p.hex];
        if (second != kNoHex)
            n = std::max(n, counted[second]);
        const double k = static_cast<double>(l.layer) - static_cast<double>(n - 1) / 2;
        const Point off{k * 0.1 * s, -k * 0.1 * s};
        const Point c = ctx.geo.hexCentre(p.hex);
        const Point other = second != kNoHex ? ctx.geo.hexCentre(second) : c;
        paintCounter(ctx, l.job, {c.x + off.x, c.y + off.y}, {other.x + off.x, other.y + off.y});
        ++ctx.stats.units;
    }
    std::sort(leaderHexes.begin(), leaderHexes.end());
    leaderHexes.erase(std::unique(leaderHexes.begin(), leaderHexes.end()), leaderHexes.end());
    for (HexId h : leaderHexes) {
        const Point c = ctx.geo.hexCentre(h);
        const auto& list = leaders[h];
        for (std::size_t i = 0; i < list.size(); ++i) {
            double k = static_cast<double>(i);
            paintLeader(ctx, list[i],
                        {c.x + 0.42 * s - k * 0.12 * s, c.y - 0.36 * s + k * 0.1 * s});
            ++ctx.stats.units;
        }
    }
}

} // namespace marengo::render::detail
