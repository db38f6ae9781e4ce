#include "render/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace marengo::render {

namespace {

Axial roundAxial(double q, double r) {
    double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

double segmentDistance(Point p, Point a, Point b) {
    double dx = b.x - a.x, dy = b.y - a.y;
    double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0;
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

int clampInt(double v, int lo, int hi) {
    if (v < lo)
        return lo;
    if (v > hi)
        return hi;
    return static_cast<int>(v);
}

} // namespace

MapGeometry::MapGeometry(const Map& map, double hexSize)
    : m_map(&map), m_size(hexSize), m_height(std::sqrt(3.0) * hexSize) {}

Point MapGeometry::mapPixelSize() const {
    int w = m_map->width(), h = m_map->height();
    return {m_size * (1.5 * w + 0.5), m_height * (h + (w > 1 ? 0.5 : 0.0))};
}

Point MapGeometry::centre(Offset o) const {
    Point c = marengo::centre(toAxial(o), m_size);
    return {c.x + m_size, c.y + m_height / 2};
}

double MapGeometry::angleOf(HexSide s) {
    return (-90.0 + 60.0 * static_cast<int>(s)) * std::numbers::pi / 180.0;
}

double MapGeometry::angleOf(Vertex v) {
    return (-60.0 + 60.0 * static_cast<int>(v)) * std::numbers::pi / 180.0;
}

Point MapGeometry::corner(Point c, Vertex v) const {
    double a = angleOf(v);
    return {c.x + m_size * std::cos(a), c.y + m_size * std::sin(a)};
}

std::array<Point, 6> MapGeometry::corners(Point c) const {
    std::array<Point, 6> out;
    for (Vertex v : kAllVertices)
        out[static_cast<std::size_t>(v)] = corner(c, v);
    return out;
}

Point MapGeometry::sideMidpoint(Point c, HexSide s) const {
    double a = angleOf(s), d = m_height / 2;
    return {c.x + d * std::cos(a), c.y + d * std::sin(a)};
}

std::array<Point, 2> MapGeometry::sideEnds(Point c, HexSide s) const {
    // Side k runs from vertex k-1 to vertex k, clockwise.
    return {corner(c, rotate(static_cast<Vertex>(static_cast<int>(s)), -1)),
            corner(c, static_cast<Vertex>(static_cast<int>(s)))};
}

Offset MapGeometry::offsetAt(Point p) const {
    double x = p.x - m_size, y = p.y - m_height / 2;
    double q = (2.0 / 3.0 * x) / m_size;
    double r = (-1.0 / 3.0 * x + std::sqrt(3.0) / 3.0 * y) / m_size;
    return toOffset(roundAxial(q, r));
}

HexId MapGeometry::hexAt(Point p) const {
    Offset o = offsetAt(p);
    return m_map->onMap(o) ? m_map->id(o) : kNoHex;
}

std::optional<HexsidePick> MapGeometry::nearestHexside(Point p) const {
    Offset o = offsetAt(p);
    Point c = centre(o);
    double a = std::atan2(p.y - c.y, p.x - c.x) * 180.0 / std::numbers::pi;
    int k = static_cast<int>(std::lround((a + 90.0) / 60.0));
    auto side = static_cast<HexSide>(((k % 6) + 6) % 6);
    auto ends = sideEnds(c, side);
    double dist = segmentDistance(p, ends[0], ends[1]);
    if (m_map->onMap(o))
        return HexsidePick{m_map->id(o), side, dist};
    Offset n = neighbour(o, side);
    if (m_map->onMap(n))
        return HexsidePick{m_map->id(n), opposite(side), dist};
    return std::nullopt;
}

std::optional<VertexPick> MapGeometry::nearestVertex(Point p) const {
    Offset o = offsetAt(p);
    if (!m_map->onMap(o))
        return std::nullopt;
    Point c = centre(o);
    double a = std::atan2(p.y - c.y, p.x - c.x) * 180.0 / std::numbers::pi;
    int k = static_cast<int>(std::lround((a + 60.0) / 60.0));
    auto v = static_cast<Vertex>(((k % 6) + 6) % 6);
    Point pv = corner(c, v);
    return VertexPick{m_map->id(o), v, std::hypot(p.x - pv.x, p.y - pv.y)};
}

GridRange MapGeometry::range(const Rect& r) const {
    GridRange g;
    int w = m_map->width(), h = m_map->height();
    if (w <= 0 || h <= 0 || r.w < 0 || r.h < 0)
        return g;
    double colStep = 1.5 * m_size;
    // Column c spans x in [1.5 s c, 1.5 s c + 2 s]; row n of column c spans y in
    // [H (n + odd/2), H (n + 1 + odd/2)].
    double cMin = std::ceil((r.x - 2 * m_size) / colStep);
    double cMax = std::floor(r.right() / colStep);
    double rMin = std::floor(r.y / m_height - 1.5);
    double rMax = std::floor(r.bottom() / m_height);
    if (cMax < 0 || rMax < 0 || cMin > w - 1 || rMin > h - 1)
        return g;
    g.colMin = clampInt(cMin, 0, w - 1);
    g.colMax = clampInt(cMax, 0, w - 1);
    g.rowMin = clampInt(rMin, 0, h - 1);
    g.rowMax = clampInt(rMax, 0, h - 1);
    return g;
}

Rect MapGeometry::bounds(Offset a, Offset b) const {
    int c0 = std::min(a.col, b.col), c1 = std::max(a.col, b.col);
    int r0 = std::min(a.row, b.row), r1 = std::max(a.row, b.row);
    double x0 = 1.5 * m_size * c0, x1 = 1.5 * m_size * c1 + 2 * m_size;
    // Even columns start highest; odd columns reach lowest.
    bool anyOdd = c1 > c0 || (c0 & 1);
    bool anyEven = c1 > c0 || !(c0 & 1);
    double y0 = m_height * (r0 + (anyEven ? 0.0 : 0.5));
    double y1 = m_height * (r1 + 1 + (anyOdd ? 0.5 : 0.0));
    return {x0, y0, x1 - x0, y1 - y0};
}

} // namespace marengo::render
