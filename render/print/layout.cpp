#include "render/print/layout.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace marengo::render::print {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<double> number(std::string_view s) {
    double v = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc{} || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

/// Pages along one direction: one window, then one more per step until the map is covered.
int pagesAlong(double mapMm, double window, double step) {
    if (mapMm <= window)
        return 1;
    return 1 + static_cast<int>(std::ceil((mapMm - window) / step - 1e-9));
}

} // namespace

std::optional<Paper> parsePaper(std::string_view text) {
    std::string t = lower(text);
    if (t == "a4")
        return Paper{"A4", 210, 297};
    if (t == "a3")
        return Paper{"A3", 297, 420};
    if (t == "letter")
        return Paper{"letter", 215.9, 279.4};
    if (t == "tabloid")
        return Paper{"tabloid", 279.4, 431.8};
    if (t.size() < 3 || t.substr(t.size() - 2) != "mm")
        return std::nullopt;
    std::string_view dims(t.data(), t.size() - 2);
    auto x = dims.find('x');
    if (x == std::string_view::npos)
        return std::nullopt;
    auto w = number(dims.substr(0, x)), h = number(dims.substr(x + 1));
    if (!w || !h || *w < 50 || *h < 50 || *w > 2000 || *h > 2000)
        return std::nullopt;
    return Paper{std::string(text), *w, *h};
}

std::optional<Orientation> parseOrientation(std::string_view text) {
    std::string t = lower(text);
    if (t == "portrait")
        return Orientation::Portrait;
    if (t == "landscape")
        return Orientation::Landscape;
    if (t == "auto")
        return Orientation::Auto;
    return std::nullopt;
}

Paper oriented(const Paper& paper, Orientation o) {
    Paper p = paper;
    double shortSide = std::min(p.widthMm, p.heightMm), longSide = std::max(p.widthMm, p.heightMm);
    if (o == Orientation::Portrait) {
        p.widthMm = shortSide;
        p.heightMm = longSide;
    } else if (o == Orientation::Landscape) {
        p.widthMm = longSide;
        p.heightMm = shortSide;
    }
    return p;
}

MapExtent mapExtent(int gridColumns, int gridRows, double hexMm) {
    // Flat-topped hexes: circumradius R = flat-to-flat / sqrt(3); columns step 1.5 R, the grid
    // is 1.5 R per column plus half a radius wide, and (rows + 1/2) flat-to-flat heights high
    // when odd columns are shifted down (as render::MapGeometry lays them out).
    if (gridColumns <= 0 || gridRows <= 0 || hexMm <= 0)
        return {};
    double r = hexMm / std::sqrt(3.0);
    return {r * (1.5 * gridColumns + 0.5), hexMm * (gridRows + (gridColumns > 1 ? 0.5 : 0.0))};
}

MapExtent mapExtent(const Map& map, double hexMm) {
    return mapExtent(map.width(), map.height(), hexMm);
}

double hexRadiusForDpi(double hexMm, double dpi) {
    return hexMm / std::sqrt(3.0) * dpi / 25.4;
}

std::optional<Tiling> tile(const MapExtent& extent, const Paper& paper, Orientation orientation,
                           double overlapMm, double marginMm) {
    if (orientation == Orientation::Auto) {
        auto portrait = tile(extent, paper, Orientation::Portrait, overlapMm, marginMm);
        auto landscape = tile(extent, paper, Orientation::Landscape, overlapMm, marginMm);
        if (!portrait || !landscape)
            return portrait ? portrait : landscape;
        return landscape->pages() < portrait->pages() ? landscape : portrait;
    }
    Tiling t;
    t.paper = oriented(paper, orientation);
    t.marginMm = marginMm;
    t.overlapMm = std::max(0.0, overlapMm);
    t.windowW = t.paper.widthMm - 2 * marginMm;
    t.windowH = t.paper.heightMm - 2 * marginMm;
    t.stepX = t.windowW - t.overlapMm;
    t.stepY = t.windowH - t.overlapMm;
    if (t.windowW <= 0 || t.windowH <= 0 || t.stepX <= 0 || t.stepY <= 0)
        return std::nullopt;
    t.columns = pagesAlong(extent.widthMm, t.windowW, t.stepX);
    t.rows = pagesAlong(extent.heightMm, t.windowH, t.stepY);
    return t;
}

double CounterGrid::left() const {
    return (paper.widthMm - columns * counterMm) / 2;
}

double CounterGrid::top() const {
    return marginMm + kCounterHeadingMm;
}

std::optional<CounterGrid> counterGrid(const Paper& paper, double counterMm, double marginMm) {
    if (counterMm <= 0)
        return std::nullopt;
    CounterGrid g;
    g.paper = paper;
    g.marginMm = marginMm;
    g.counterMm = counterMm;
    g.columns = static_cast<int>(std::floor((paper.widthMm - 2 * marginMm) / counterMm + 1e-9));
    g.rows = static_cast<int>(
        std::floor((paper.heightMm - 2 * marginMm - kCounterHeadingMm) / counterMm + 1e-9));
    if (g.columns <= 0 || g.rows <= 0)
        return std::nullopt;
    return g;
}

} // namespace marengo::render::print
