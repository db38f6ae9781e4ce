// Map pixel geometry: hex under a point, hex centres, culling ranges, hexside and vertex picks.
#include "render/geometry.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace marengo;
using namespace marengo::render;

namespace {

// Three sheets with a void gap: A and B side by side (B starting on an odd column), C below A.
Map multiSheetMap() {
    auto m = Map::create("geometry", {}, {{'A', 0, 0, 7, 5}, {'B', 7, 0, 6, 5}, {'C', 0, 5, 7, 4}},
                         {{"clear", "Clear", 0xeef0d8, "", false, false}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

Point towards(Point from, Point to, double t) {
    return {from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
}

} // namespace

TEST_CASE("hexAt(hexCentre(h)) is h for every hex of a multi-sheet map", "[render][geometry]") {
    Map map = multiSheetMap();
    for (double size : {1.0, 7.5, 40.0}) {
        MapGeometry geo(map, size);
        for (HexId h = 0; h < map.gridSize(); ++h) {
            if (!map.onMap(h))
                continue;
            INFO("hex " << map.label(h) << " size " << size);
            CHECK(geo.hexAt(geo.hexCentre(h)) == h);
        }
    }
}

TEST_CASE("points just inside an edge or corner stay in the hex, just outside cross it",
          "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 30);
    for (HexId h = 0; h < map.gridSize(); ++h) {
        if (!map.onMap(h))
            continue;
        Point c = geo.hexCentre(h);
        for (HexSide s : kAllSides) {
            Point mid = geo.sideMidpoint(c, s);
            INFO("hex " << map.label(h) << " side " << toString(s));
            CHECK(geo.hexAt(towards(c, mid, 0.98)) == h);
            CHECK(geo.hexAt(towards(c, mid, 1.02)) == map.neighbour(h, s));
            // near both ends of the side, still on the right side of it
            auto ends = geo.sideEnds(c, s);
            for (Point e : ends) {
                Point nearEnd = towards(mid, e, 0.9);
                CHECK(geo.hexAt(towards(c, nearEnd, 0.98)) == h);
                CHECK(geo.hexAt(towards(c, nearEnd, 1.02)) == map.neighbour(h, s));
            }
        }
        for (Vertex v : kAllVertices)
            CHECK(geo.hexAt(towards(c, geo.corner(c, v), 0.97)) == h);
    }
}

TEST_CASE("points off the map give no hex", "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 20);
    Point size = geo.mapPixelSize();
    CHECK(geo.hexAt({-30, -30}) == kNoHex);
    CHECK(geo.hexAt({size.x + 30, size.y + 30}) == kNoHex);
    // the void cells right of sheet C and below sheet B
    CHECK(geo.hexAt(geo.centre({10, 7})) == kNoHex);
    CHECK(geo.offsetAt(geo.centre({10, 7})) == Offset{10, 7});
    CHECK(geo.offsetAt(geo.centre({-1, -1})) == Offset{-1, -1});
}

TEST_CASE("the map pixel size holds every hex, with the grid's corner at the origin",
          "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 25);
    Point size = geo.mapPixelSize();
    double minX = 1e9, minY = 1e9, maxX = -1e9, maxY = -1e9;
    for (HexId h = 0; h < map.gridSize(); ++h) {
        for (Point p : geo.corners(geo.hexCentre(h))) {
            minX = std::min(minX, p.x), minY = std::min(minY, p.y);
            maxX = std::max(maxX, p.x), maxY = std::max(maxY, p.y);
        }
    }
    CHECK(minX == Approx(0).margin(1e-9));
    CHECK(minY == Approx(0).margin(1e-9));
    CHECK(maxX == Approx(size.x));
    CHECK(maxY == Approx(size.y));
    // flat-top: even columns sit half a hex higher than odd ones
    CHECK(geo.centre({1, 0}).y - geo.centre({0, 0}).y == Approx(geo.hexHeight() / 2));
    CHECK(geo.centre({1, 0}).x - geo.centre({0, 0}).x == Approx(1.5 * 25));
}

TEST_CASE("the culling range holds every hex that touches the rectangle, and little more",
          "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 16);
    const Rect rects[] = {{0, 0, 10, 10},      {37, 51, 80, 44},    {100, 3, 1, 1},
                          {-50, -50, 70, 70},  {150, 120, 200, 90}, {0, 0, 1000, 1000},
                          {5000, 5000, 10, 10}};
    for (const Rect& r : rects) {
        GridRange g = geo.range(r);
        INFO("rect " << r.x << "," << r.y << " " << r.w << "x" << r.h);
        long touching = 0;
        for (HexId h = 0; h < map.gridSize(); ++h) {
            Offset o = map.offset(h);
            auto corners = geo.corners(geo.hexCentre(h));
            double x0 = corners[4].x, x1 = corners[1].x, y0 = corners[0].y, y1 = corners[2].y;
            bool touches = x1 >= r.x && x0 <= r.right() && y1 >= r.y && y0 <= r.bottom();
            if (touches) {
                ++touching;
                CHECK(g.contains(o));
            }
        }
        CHECK(g.cells() <= touching * 2 + 4 * (g.colMax - g.colMin + 2) + 8);
    }
}

TEST_CASE("bounds of a block of hexes holds all their corners", "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 10);
    for (auto [a, b] :
         {std::pair{Offset{0, 0}, Offset{3, 2}}, std::pair{Offset{1, 1}, Offset{1, 1}},
          std::pair{Offset{2, 3}, Offset{2, 4}}, std::pair{Offset{5, 6}, Offset{2, 1}}}) {
        Rect r = geo.bounds(a, b);
        for (int col = std::min(a.col, b.col); col <= std::max(a.col, b.col); ++col)
            for (int row = std::min(a.row, b.row); row <= std::max(a.row, b.row); ++row)
                for (Point p : geo.corners(geo.centre({col, row}))) {
                    CHECK(p.x >= r.x - 1e-9);
                    CHECK(p.x <= r.right() + 1e-9);
                    CHECK(p.y >= r.y - 1e-9);
                    CHECK(p.y <= r.bottom() + 1e-9);
                }
    }
}

TEST_CASE("the nearest hexside and vertex of a point", "[render][geometry]") {
    Map map = multiSheetMap();
    MapGeometry geo(map, 30);
    HexId h = map.find("A0403");
    REQUIRE(h != kNoHex);
    Point c = geo.hexCentre(h);
    for (HexSide s : kAllSides) {
        auto pick = geo.nearestHexside(towards(c, geo.sideMidpoint(c, s), 0.8));
        REQUIRE(pick);
        CHECK(pick->hex == h);
        CHECK(pick->side == s);
        CHECK(pick->distance == Approx(0.2 * geo.hexHeight() / 2));
    }
    for (Vertex v : kAllVertices) {
        auto pick = geo.nearestVertex(towards(c, geo.corner(c, v), 0.85));
        REQUIRE(pick);
        CHECK(pick->hex == h);
        CHECK(pick->vertex == v);
        CHECK(pick->distance == Approx(0.15 * 30));
    }
    // just outside the map's top edge: the on-map hex's N side
    HexId top = map.find("A0101");
    Point tc = geo.hexCentre(top);
    auto outer = geo.nearestHexside(towards(tc, geo.sideMidpoint(tc, HexSide::N), 1.1));
    REQUIRE(outer);
    CHECK(outer->hex == top);
    CHECK(outer->side == HexSide::N);
    CHECK_FALSE(geo.nearestHexside({-500, -500}));
    CHECK_FALSE(geo.nearestVertex({-500, -500}));
}
