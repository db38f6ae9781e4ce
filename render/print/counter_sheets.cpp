// Counter sheets: every placeable unit of the scenario's orders of battle and the informational
// markers, front (general side) and back (specific side), the back page mirrored so that a
// double-sided print flipped on the long edge puts each back behind its front.
#include "render/counter_values.hpp"
#include "render/paint_context.hpp"
#include "render/print/print_detail.hpp"

#include <algorithm>
#include <cmath>

namespace marengo::render::print::detail {

namespace {

std::string displayName(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

bool isLeader(const Unit& u) {
    return u.echelon == Echelon::Leader || u.arm == Arm::Leader;
}

std::string number(int v) {
    return std::to_string(v);
}

/// The name on one line, or on two split at the space nearest its middle when one line would
/// need too small a font.
void drawName(cairo_t* cr, const std::string& name, double x, double y, double c) {
    double width = 0.9 * c;
    double fitted = fitSize(cr, name, 0.17 * c, width, false);
    std::size_t split = std::string::npos;
    auto offCentre = [&](std::size_t i) {
        return std::abs(static_cast<double>(i) - static_cast<double>(name.size()) / 2);
    };
    for (std::size_t i = name.find(' '); i != std::string::npos; i = name.find(' ', i + 1))
        if (split == std::string::npos || offCentre(i) < offCentre(split))
            split = i;
    if (fitted >= 0.12 * c || split == std::string::npos) {
        render::detail::centredText(cr, {x + c / 2, y + 0.15 * c}, name, fitted, false);
        return;
    }
    std::string first = name.substr(0, split), second = name.substr(split + 1);
    double size = std::min(fitSize(cr, first, 0.12 * c, width, false),
                           fitSize(cr, second, 0.12 * c, width, false));
    render::detail::centredText(cr, {x + c / 2, y + 0.1 * c}, first, size, false);
    render::detail::centredText(cr, {x + c / 2, y + 0.23 * c}, second, size, false);
}

void drawUnitFace(cairo_t* cr, const CounterSpec& spec, double x, double y, double c, bool back) {
    const Unit& u = *spec.unit;
    Rgba fill = spec.colours.fill;
    cairo_rectangle(cr, x, y, c, c);
    setSource(cr, fill);
    cairo_fill(cr);
    setSource(cr, spec.colours.ink);
    drawName(cr, displayName(u), x, y, c);
    Point mid{x + c / 2, y + 0.5 * c};
    double line = 0.03 * c;
    if (isLeader(u)) {
        render::detail::star(cr, mid, 0.2 * c);
        setSource(cr, luminance(fill) > 0.6 ? Rgba::rgb(0xb0201c) : Rgba::rgb(0xf4d35e));
        cairo_fill(cr);
        setSource(cr, spec.colours.ink);
        if (back) {
            std::string bonus = (u.leaderBonus >= 0 ? "+" : "") + number(u.leaderBonus);
            render::detail::centredText(cr, {x + c / 2, y + 0.86 * c}, bonus, 0.2 * c, true);
        } else if (!u.rank.empty()) {
            const std::string rank = u.rank.str();
            render::detail::centredText(cr, {x + c / 2, y + 0.86 * c}, rank,
                                        fitSize(cr, rank, 0.16 * c, 0.9 * c, false), false);
        }
        return;
    }
    render::detail::armSymbol(cr, {mid.x, y + 0.46 * c}, 0.42 * c, u.arm, spec.colours.ink, line);
    setSource(cr, spec.colours.ink);
    double base = y + 0.87 * c;
    const CounterValues v = counterValues(u);
    if (!back) {
        // General side: increments and movement allowance.
        render::detail::centredText(cr, {x + 0.25 * c, base}, number(u.increments), 0.2 * c, true);
        render::detail::centredText(cr, {x + 0.75 * c, base}, number(u.movement), 0.2 * c, true);
        return;
    }
    // Specific side: fire, melee (with lance bonus) and morale.
    render::detail::centredText(cr, {x + 0.34 * c, base}, v.fireMelee,
                                fitSize(cr, v.fireMelee, 0.18 * c, 0.6 * c, true), true);
    if (!v.morale.empty())
        render::detail::centredText(cr, {x + 0.8 * c, base}, v.morale, 0.16 * c, false);
}

void drawMarkerFace(cairo_t* cr, const CounterSpec& spec, double x, double y, double c, bool back) {
    cairo_rectangle(cr, x, y, c, c);
    setSource(cr, spec.colours.fill);
    cairo_fill(cr);
    setSource(cr, spec.colours.ink);
    const std::string& text = back ? spec.back : spec.front;
    render::detail::centredText(cr, {x + c / 2, y + c / 2}, text,
                                fitSize(cr, text, 0.26 * c, 0.86 * c, true), true);
}

} // namespace

std::vector<CounterSpec> collectCounters(const Scenario& sc, int columns) {
    std::vector<CounterSpec> out;
    for (std::size_t i = 0; i < sc.oobs.size(); ++i) {
        const OrderOfBattle& oob = sc.oobs[i];
        for (const Unit& u : oob.units()) {
            if (!u.isPlaceable())
                continue;
            out.push_back(
                {&u, &oob, nationColours(oob.nationalityOf(u), static_cast<int>(i)), {}, {}});
        }
    }
    // Informational markers of the series, a row of each: formation (carré) and morale states
    // (DD disordered, PGD routed), black on white.
    // The markers start on a row of their own (blank counters fill the units' last row).
    while (columns > 0 && out.size() % static_cast<std::size_t>(columns) != 0)
        out.push_back({});
    CounterColours white{Rgba::rgb(0xffffff), Rgba::rgb(0x1c1c1c), Rgba::rgb(0x606060)};
    const std::pair<const char*, const char*> kinds[] = {
        {"Carré", "Carré"}, {"DD", "DD"}, {"PGD", "PGD"}};
    for (const auto& [front, back] : kinds)
        for (int k = 0; k < columns; ++k)
            out.push_back({nullptr, nullptr, white, front, back});
    return out;
}

void drawCounterSheet(cairo_t* cr, const JobData& job, const Page& page, bool back) {
    const CounterGrid& g = *job.grid;
    double c = g.counterMm;
    std::size_t per = static_cast<std::size_t>(g.perPage());
    std::size_t first = static_cast<std::size_t>(page.row) * per;
    std::size_t count = std::min(per, job.counters.size() - std::min(first, job.counters.size()));
    int usedRows = static_cast<int>((count + g.columns - 1) / g.columns);

    setSource(cr, Rgba::rgb(0x2b2620));
    std::string heading = job.scenario->title + " - " + page.caption;
    textAt(cr, g.marginMm, g.marginMm + 4, heading,
           fitSize(cr, heading, 3.6, g.paper.widthMm - 2 * g.marginMm, true), true);
    std::string hint = back ? "Backs (specific side) mirrored: print double-sided, flip on the "
                              "long edge, so each back lies behind its front."
                            : "Fronts (general side): increments and movement. Backs: fire-melee "
                              "and morale. Cut along the lines.";
    textAt(cr, g.marginMm, g.marginMm + 8.5, hint,
           fitSize(cr, hint, 2.6, g.paper.widthMm - 2 * g.marginMm, false), false);

    for (std::size_t i = 0; i < count; ++i) {
        const CounterSpec& spec = job.counters[first + i];
        int col = static_cast<int>(i % g.columns), row = static_cast<int>(i / g.columns);
        if (back)
            col = g.columns - 1 - col;
        double x = g.left() + col * c, y = g.top() + row * c;
        cairo_save(cr);
        cairo_rectangle(cr, x, y, c, c);
        cairo_clip(cr);
        if (spec.unit)
            drawUnitFace(cr, spec, x, y, c, back);
        else if (!spec.front.empty())
            drawMarkerFace(cr, spec, x, y, c, back);
        cairo_restore(cr);
    }
    // Cut lines across the whole grid, extended into the margin as ticks.
    if (usedRows == 0)
        return;
    double left = g.left(), top = g.top(), right = left + g.columns * c,
           bottom = top + usedRows * c;
    cairo_set_source_rgba(cr, 0.2, 0.2, 0.2, 0.8);
    cairo_set_line_width(cr, 0.12);
    for (int k = 0; k <= g.columns; ++k) {
        cairo_move_to(cr, left + k * c, top - 3);
        cairo_line_to(cr, left + k * c, bottom + 3);
    }
    for (int k = 0; k <= usedRows; ++k) {
        cairo_move_to(cr, left - 3, top + k * c);
        cairo_line_to(cr, right + 3, top + k * c);
    }
    cairo_stroke(cr);
}

} // namespace marengo::render::print::detail
