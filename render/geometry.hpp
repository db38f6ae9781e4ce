#pragma once
// Map pixel geometry of flat-topped hexes: where a hex is drawn, which hex is under a point,
// which hexes a rectangle touches. Pure maths over the engine's hex grid; no cairo.
//
// Map pixels: the top-left corner of the bounding box of grid cell (col 0, row 0) is (0, 0);
// x grows right, y grows down; hexes have circumradius `hexSize`.
#include "engine/hex/hex.hpp"
#include "engine/map/map.hpp"

#include <array>
#include <optional>

namespace marengo::render {

/// An axis-aligned rectangle in map pixels.
struct Rect {
    double x = 0, y = 0, w = 0, h = 0;
    double right() const { return x + w; }
    double bottom() const { return y + h; }
    bool contains(Point p) const { return p.x >= x && p.x <= x + w && p.y >= y && p.y <= y + h; }
};

/// Inclusive range of grid columns and rows (empty when colMin > colMax or rowMin > rowMax).
struct GridRange {
    int colMin = 0, colMax = -1, rowMin = 0, rowMax = -1;
    bool empty() const { return colMin > colMax || rowMin > rowMax; }
    bool contains(Offset o) const {
        return o.col >= colMin && o.col <= colMax && o.row >= rowMin && o.row <= rowMax;
    }
    long long cells() const {
        return empty() ? 0 : static_cast<long long>(colMax - colMin + 1) * (rowMax - rowMin + 1);
    }
};

/// A hexside picked near a point: the on-map hex and its side; `distance` from the point to
/// the hexside's segment, in map pixels.
struct HexsidePick {
    HexId hex = kNoHex;
    HexSide side = HexSide::N;
    double distance = 0;
};
/// A vertex picked near a point; `distance` from the point to the vertex.
struct VertexPick {
    HexId hex = kNoHex;
    Vertex vertex = Vertex::NNE;
    double distance = 0;
};

/// Geometry of one map at one hex size. Keeps a pointer: the map must outlive it.
class MapGeometry {
public:
    MapGeometry(const Map& map, double hexSize);

    double hexSize() const { return m_size; }
    /// Distance between the top and bottom edges of a hex (sqrt(3) x size).
    double hexHeight() const { return m_height; }
    /// Width and height of the whole grid in map pixels.
    Point mapPixelSize() const;

    /// Centre of any grid position (also off the map).
    Point centre(Offset o) const;
    Point hexCentre(HexId h) const { return centre(m_map->offset(h)); }
    /// Corner `v` of a hex (NNE is the upper right corner).
    Point corner(Point centre, Vertex v) const;
    std::array<Point, 6> corners(Point centre) const;
    /// Midpoint of side `s` of a hex.
    Point sideMidpoint(Point centre, HexSide s) const;
    /// The two ends of side `s`, clockwise.
    std::array<Point, 2> sideEnds(Point centre, HexSide s) const;

    /// Grid position under a point (may be off the grid): exact for flat-top hexes.
    Offset offsetAt(Point p) const;
    /// On-map hex under a point, or kNoHex.
    HexId hexAt(Point p) const;
    /// Nearest hexside of the hex under the point. Off the map, the outer hexside of the
    /// neighbouring on-map hex is given when there is one.
    std::optional<HexsidePick> nearestHexside(Point p) const;
    /// Nearest corner of the on-map hex under the point.
    std::optional<VertexPick> nearestVertex(Point p) const;

    /// Grid cells whose hexes intersect `r`, clamped to the grid. Never scans the map.
    GridRange range(const Rect& r) const;
    /// Bounding rectangle of the hexes from `a` to `b` (any two corners of a block of cells).
    Rect bounds(Offset a, Offset b) const;

    /// Screen angle in radians (y down) from a hex centre towards a side's midpoint.
    static double angleOf(HexSide s);
    /// Screen angle in radians from a hex centre towards a corner.
    static double angleOf(Vertex v);

private:
    const Map* m_map;
    double m_size;
    double m_height;
};

} // namespace marengo::render
