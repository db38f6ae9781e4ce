// Hex geometry: flat-topped hexes, odd columns shifted down (odd-q offset), sides N NE SE S SW NW
// clockwise, vertex k between side k and side k+1.
#include "engine/hex/hex.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <utility>

using namespace marengo;

namespace {

bool adjacent(Axial a, Axial b) {
    return distance(a, b) == 1;
}

// Angle (degrees, screen coordinates: y grows downward) of the vector from a to b in pixels.
double pixelAngle(Axial a, Axial b) {
    Point pa = centre(a, 1.0), pb = centre(b, 1.0);
    double deg = std::atan2(pb.y - pa.y, pb.x - pa.x) * 180.0 / 3.14159265358979323846;
    return deg < 0 ? deg + 360.0 : deg;
}

} // namespace

TEST_CASE("offset and axial coordinates round trip including negative ones", "[hex]") {
    for (int col = -9; col <= 9; ++col) {
        for (int row = -9; row <= 9; ++row) {
            Offset o{col, row};
            Axial a = toAxial(o);
            INFO("col " << col << " row " << row);
            CHECK(a.q == col);
            CHECK(toOffset(a) == o);
        }
    }
    for (int q = -9; q <= 9; ++q)
        for (int r = -9; r <= 9; ++r)
            CHECK(toAxial(toOffset(Axial{q, r})) == Axial{q, r});
}

TEST_CASE("odd-q offset: odd columns are shifted down", "[hex]") {
    // Known conversions: row r of an even column 2k has axial r - k; of odd column 2k+1 too.
    CHECK(toAxial({0, 0}) == Axial{0, 0});
    CHECK(toAxial({1, 0}) == Axial{1, 0});
    CHECK(toAxial({2, 0}) == Axial{2, -1});
    CHECK(toAxial({3, 5}) == Axial{3, 4});
    CHECK(toAxial({4, 5}) == Axial{4, 3});
    CHECK(toAxial({-1, 0}) == Axial{-1, 1});
    CHECK(toAxial({-2, 0}) == Axial{-2, 1});
    CHECK(toAxial({-3, 2}) == Axial{-3, 4});
    // In pixels, the first hex of an odd column sits half a hex lower than its even neighbours.
    Point even0 = centre(toAxial({0, 0}), 1.0);
    Point odd1 = centre(toAxial({1, 0}), 1.0);
    Point even2 = centre(toAxial({2, 0}), 1.0);
    CHECK(odd1.y > even0.y);
    CHECK(even2.y == Approx(even0.y));
    CHECK(odd1.y - even0.y == Approx(std::sqrt(3.0) / 2));
    CHECK(odd1.x - even0.x == Approx(1.5));
}

TEST_CASE("side and vertex rotation helpers", "[hex]") {
    CHECK(rotate(HexSide::N, 1) == HexSide::NE);
    CHECK(rotate(HexSide::NW, 1) == HexSide::N);
    CHECK(rotate(HexSide::N, -1) == HexSide::NW);
    CHECK(rotate(HexSide::SE, -8) == HexSide::N);
    CHECK(rotate(HexSide::SE, 13) == HexSide::S);
    CHECK(rotate(Vertex::NNW, 1) == Vertex::NNE);
    CHECK(rotate(Vertex::NNE, -1) == Vertex::NNW);
    CHECK(rotate(Vertex::E, 3) == Vertex::W);
    CHECK(opposite(HexSide::N) == HexSide::S);
    CHECK(opposite(HexSide::NE) == HexSide::SW);
    CHECK(opposite(HexSide::SE) == HexSide::NW);
    CHECK(opposite(HexSide::S) == HexSide::N);
    CHECK(opposite(HexSide::SW) == HexSide::NE);
    CHECK(opposite(HexSide::NW) == HexSide::SE);
    CHECK(sideDistance(HexSide::N, HexSide::N) == 0);
    CHECK(sideDistance(HexSide::N, HexSide::NE) == 1);
    CHECK(sideDistance(HexSide::N, HexSide::NW) == 1);
    CHECK(sideDistance(HexSide::NW, HexSide::NE) == 2);
    CHECK(sideDistance(HexSide::SW, HexSide::NE) == 3);
    CHECK(sideDistance(HexSide::SE, HexSide::N) == 2);
    for (HexSide a : kAllSides)
        for (HexSide b : kAllSides)
            CHECK(sideDistance(a, b) == sideDistance(b, a));
}

TEST_CASE("neighbours of an even column in all six directions", "[hex]") {
    // Even column 4, row 5: its NE/SE neighbours in column 5 (shifted down) are rows 4 and 5.
    const Offset o{4, 5};
    CHECK(neighbour(o, HexSide::N) == Offset{4, 4});
    CHECK(neighbour(o, HexSide::NE) == Offset{5, 4});
    CHECK(neighbour(o, HexSide::SE) == Offset{5, 5});
    CHECK(neighbour(o, HexSide::S) == Offset{4, 6});
    CHECK(neighbour(o, HexSide::SW) == Offset{3, 5});
    CHECK(neighbour(o, HexSide::NW) == Offset{3, 4});
}

TEST_CASE("neighbours of an odd column in all six directions", "[hex]") {
    // Odd column 5, row 5 is shifted down: its NE/SE neighbours in column 6 are rows 5 and 6.
    const Offset o{5, 5};
    CHECK(neighbour(o, HexSide::N) == Offset{5, 4});
    CHECK(neighbour(o, HexSide::NE) == Offset{6, 5});
    CHECK(neighbour(o, HexSide::SE) == Offset{6, 6});
    CHECK(neighbour(o, HexSide::S) == Offset{5, 6});
    CHECK(neighbour(o, HexSide::SW) == Offset{4, 6});
    CHECK(neighbour(o, HexSide::NW) == Offset{4, 5});
}

TEST_CASE("neighbours at negative columns keep the parity rule", "[hex]") {
    // Column -1 is odd (shifted down), column -2 even.
    CHECK(neighbour(Offset{-1, 0}, HexSide::NE) == Offset{0, 0});
    CHECK(neighbour(Offset{-1, 0}, HexSide::SE) == Offset{0, 1});
    CHECK(neighbour(Offset{-2, 0}, HexSide::NE) == Offset{-1, -1});
    CHECK(neighbour(Offset{-2, 0}, HexSide::SE) == Offset{-1, 0});
    CHECK(neighbour(Offset{0, 0}, HexSide::NW) == Offset{-1, -1});
    CHECK(neighbour(Offset{0, 0}, HexSide::SW) == Offset{-1, 0});
}

TEST_CASE("neighbour by offset equals the step in axial coordinates", "[hex]") {
    for (int col = -3; col <= 4; ++col)
        for (int row = -2; row <= 3; ++row)
            for (HexSide s : kAllSides) {
                const Offset o{col, row};
                CHECK(neighbour(o, s) == toOffset(neighbour(toAxial(o), s)));
            }
}

TEST_CASE("directions point the right way in pixel space", "[hex]") {
    // Flat-topped: N straight up, then every 60 degrees clockwise (screen y grows downward).
    const std::pair<HexSide, double> expected[] = {{HexSide::N, 270},  {HexSide::NE, 330},
                                                   {HexSide::SE, 30},  {HexSide::S, 90},
                                                   {HexSide::SW, 150}, {HexSide::NW, 210}};
    for (auto [side, angle] : expected) {
        INFO("side " << toString(side));
        CHECK(pixelAngle({0, 0}, direction(side)) == Approx(angle));
        // Neighbours are one hex width (sqrt 3 x circumradius) apart.
        Point p = centre(direction(side), 2.0);
        CHECK(std::hypot(p.x, p.y) == Approx(2.0 * std::sqrt(3.0)));
    }
}

TEST_CASE("stepping out and back through opposite sides returns to the start", "[hex]") {
    for (int col = -4; col <= 5; ++col) {
        for (int row = -3; row <= 3; ++row) {
            Offset o{col, row};
            for (HexSide s : kAllSides) {
                INFO("col " << col << " row " << row << " side " << toString(s));
                Offset n = neighbour(o, s);
                CHECK(neighbour(n, opposite(s)) == o);
                CHECK(distance(o, n) == 1);
                CHECK(sideTowards(o, n) == s);
                CHECK(sideTowards(n, o) == opposite(s));
            }
        }
    }
}

TEST_CASE("the six neighbours of a hex are distinct", "[hex]") {
    for (Offset o : {Offset{2, 2}, Offset{3, 2}}) {
        std::set<std::pair<int, int>> seen;
        for (HexSide s : kAllSides) {
            Offset n = neighbour(o, s);
            seen.insert({n.col, n.row});
        }
        CHECK(seen.size() == 6);
        CHECK(seen.count({o.col, o.row}) == 0);
    }
}

TEST_CASE("distance: known values and symmetry", "[hex]") {
    CHECK(distance(Axial{0, 0}, Axial{0, 0}) == 0);
    CHECK(distance(Axial{0, 0}, Axial{3, 0}) == 3);
    CHECK(distance(Axial{0, 0}, Axial{3, -3}) == 3);
    CHECK(distance(Axial{0, 0}, Axial{2, 1}) == 3);
    CHECK(distance(Axial{0, 0}, Axial{2, -1}) == 2);
    CHECK(distance(Axial{-2, 3}, Axial{4, -1}) == 6);
    CHECK(distance(Axial{1, 1}, Axial{-1, -1}) == 4);
    // Offset: straight down a column, and across columns where the shift matters.
    CHECK(distance(Offset{0, 0}, Offset{0, 7}) == 7);
    CHECK(distance(Offset{0, 0}, Offset{4, 0}) == 4);
    CHECK(distance(Offset{0, 0}, Offset{4, 2}) == 4);
    CHECK(distance(Offset{0, 0}, Offset{4, 3}) == 5);
    CHECK(distance(Offset{1, 0}, Offset{3, 0}) == 2);
    CHECK(distance(Offset{1, 0}, Offset{2, 0}) == 1);
    CHECK(distance(Offset{1, 0}, Offset{2, 1}) == 1);
    CHECK(distance(Offset{1, 0}, Offset{2, -1}) == 2);

    for (int q1 = -3; q1 <= 3; ++q1)
        for (int r1 = -3; r1 <= 3; ++r1)
            for (int q2 = -3; q2 <= 3; ++q2)
                for (int r2 = -3; r2 <= 3; ++r2) {
                    Axial a{q1, r1}, b{q2, r2};
                    REQUIRE(distance(a, b) == distance(b, a));
                    REQUIRE(distance(a, b) >= 0);
                    REQUIRE((distance(a, b) == 0) == (a == b));
                }
}

TEST_CASE("distance equals the number of steps of a breadth-first walk", "[hex]") {
    // Ring k around a hex has 6k hexes, all at distance k.
    const Axial c{1, -2};
    std::set<std::pair<int, int>> frontier{{c.q, c.r}}, seen{{c.q, c.r}};
    for (int k = 1; k <= 5; ++k) {
        std::set<std::pair<int, int>> next;
        for (auto [q, r] : frontier)
            for (HexSide s : kAllSides) {
                Axial n = neighbour(Axial{q, r}, s);
                if (seen.insert({n.q, n.r}).second)
                    next.insert({n.q, n.r});
            }
        CHECK(next.size() == static_cast<std::size_t>(6 * k));
        for (auto [q, r] : next)
            CHECK(distance(c, Axial{q, r}) == k);
        frontier = std::move(next);
    }
}

TEST_CASE("sideTowards gives nothing for non-adjacent hexes", "[hex]") {
    CHECK_FALSE(sideTowards(Axial{0, 0}, Axial{0, 0}).has_value());
    CHECK_FALSE(sideTowards(Axial{0, 0}, Axial{2, 0}).has_value());
    CHECK_FALSE(sideTowards(Axial{0, 0}, Axial{1, 1}).has_value());
    CHECK_FALSE(sideTowards(Offset{0, 0}, Offset{1, 1}).has_value()); // even col: SE is (1,0)
    CHECK(sideTowards(Offset{1, 0}, Offset{2, 1}) == HexSide::SE);    // odd col: SE is (2,1)
    CHECK(sideTowards(Offset{1, 0}, Offset{0, 1}) == HexSide::SW);
    CHECK(sideTowards(Offset{2, 0}, Offset{1, 0}) == HexSide::SW);
    CHECK(sideTowards(Offset{2, 0}, Offset{1, -1}) == HexSide::NW);
}

TEST_CASE("rotateAbout: one step turns each direction to the next clockwise", "[hex]") {
    const Axial centreHex{2, -1};
    for (HexSide s : kAllSides) {
        INFO("side " << toString(s));
        Axial n = neighbour(centreHex, s);
        CHECK(rotateAbout(n, centreHex, 1) == neighbour(centreHex, rotate(s, 1)));
        CHECK(rotateAbout(n, centreHex, -1) == neighbour(centreHex, rotate(s, -1)));
        CHECK(rotateAbout(n, centreHex, 3) == neighbour(centreHex, opposite(s)));
        // Two hexes out along a side direction.
        Axial far = centreHex + direction(s) + direction(s);
        CHECK(rotateAbout(far, centreHex, 2) ==
              centreHex + direction(rotate(s, 2)) + direction(rotate(s, 2)));
    }
    // A hex off the six axes: (2,1) from the centre is SE+SE+S... rotating keeps distance.
    Axial odd = centreHex + Axial{2, 1};
    for (int k = 0; k < 6; ++k)
        CHECK(distance(rotateAbout(odd, centreHex, k), centreHex) == 3);
    CHECK(rotateAbout(centreHex, centreHex, 4) == centreHex);
}

TEST_CASE("rotateAbout: six steps are the identity", "[hex]") {
    for (int q = -3; q <= 3; ++q) {
        for (int r = -3; r <= 3; ++r) {
            Axial a{q, r}, c{1, 2};
            CHECK(rotateAbout(a, c, 6) == a);
            CHECK(rotateAbout(a, c, -6) == a);
            CHECK(rotateAbout(a, c, 0) == a);
            CHECK(rotateAbout(a, c, 7) == rotateAbout(a, c, 1));
            CHECK(rotateAbout(rotateAbout(a, c, 2), c, 4) == a);
            CHECK(rotateAbout(a, c, -1) == rotateAbout(a, c, 5));
            Axial once = rotateAbout(a, c, 1);
            CHECK(distance(once, c) == distance(a, c));
            if (!(a == c))
                CHECK_FALSE(once == a);
        }
    }
}

TEST_CASE("line: endpoints and adjacency and length", "[hex][line]") {
    for (int q = -5; q <= 5; ++q) {
        for (int r = -5; r <= 5; ++r) {
            const Axial a{1, -1};
            const Axial b = a + Axial{q, r};
            INFO("from (1,-1) to (" << b.q << "," << b.r << ")");
            auto steps = line(a, b);
            REQUIRE(steps.size() == static_cast<std::size_t>(distance(a, b) + 1));
            CHECK(steps.front().hex == a);
            CHECK(steps.back().hex == b);
            CHECK_FALSE(steps.front().alt.has_value());
            CHECK_FALSE(steps.back().alt.has_value());
            for (std::size_t i = 1; i < steps.size(); ++i) {
                CHECK(adjacent(steps[i - 1].hex, steps[i].hex));
                // Step i is i hexes from the start and n - i from the end.
                CHECK(distance(a, steps[i].hex) == static_cast<int>(i));
                CHECK(distance(b, steps[i].hex) == static_cast<int>(steps.size() - 1 - i));
                if (steps[i].alt && i + 1 < steps.size()) {
                    CHECK(adjacent(*steps[i].alt, steps[i].hex));
                    CHECK(adjacent(*steps[i].alt, steps[i - 1].hex));
                    CHECK(adjacent(*steps[i].alt, steps[i + 1].hex));
                }
            }
            // The line is the same hexes walked backwards (alt and hex may swap).
            auto back = line(b, a);
            REQUIRE(back.size() == steps.size());
            for (std::size_t i = 0; i < steps.size(); ++i) {
                const LineStep& f = steps[i];
                const LineStep& g = back[steps.size() - 1 - i];
                CHECK(f.alt.has_value() == g.alt.has_value());
                if (!f.alt)
                    CHECK(f.hex == g.hex);
                else
                    CHECK(((f.hex == g.hex && *f.alt == *g.alt) ||
                           (f.hex == *g.alt && *f.alt == g.hex)));
            }
        }
    }
}

TEST_CASE("line of length zero is the hex itself", "[hex][line]") {
    auto steps = line(Axial{3, -4}, Axial{3, -4});
    REQUIRE(steps.size() == 1);
    CHECK(steps[0].hex == Axial{3, -4});
    CHECK_FALSE(steps[0].alt.has_value());
}

TEST_CASE("line straight through hex centres has no alternatives", "[hex][line]") {
    for (HexSide s : kAllSides) {
        Axial b{0, 0};
        for (int i = 0; i < 5; ++i)
            b = neighbour(b, s);
        auto steps = line(Axial{0, 0}, b);
        REQUIRE(steps.size() == 6);
        Axial expect{0, 0};
        for (const LineStep& st : steps) {
            CHECK(st.hex == expect);
            CHECK_FALSE(st.alt.has_value());
            expect = neighbour(expect, s);
        }
    }
    // A line not along any hexside and not through a hexside midpoint: (3,-1).
    for (const LineStep& st : line(Axial{0, 0}, Axial{3, -1}))
        CHECK_FALSE(st.alt.has_value());
}

TEST_CASE("line along a hexside gives both hexes on the ambiguous steps", "[hex][line]") {
    // The six cube directions between two hex directions, e.g. (2,-1,-1) = NE + SE: the straight
    // line between centres runs along the hexside shared by the NE and SE neighbours.
    for (HexSide s : kAllSides) {
        const HexSide t = rotate(s, 1);
        const Axial diag = direction(s) + direction(t);
        INFO("along the hexside between " << toString(s) << " and " << toString(t));
        for (int mult = 1; mult <= 3; ++mult) {
            const Axial start{2, -3};
            const Axial end = start + Axial{diag.q * mult, diag.r * mult};
            auto steps = line(start, end);
            REQUIRE(steps.size() == static_cast<std::size_t>(2 * mult + 1));
            for (std::size_t i = 0; i < steps.size(); ++i) {
                INFO("multiple " << mult << " step " << i);
                if (i % 2 == 0) {
                    // Even steps are the hex centres the line goes through.
                    int k = static_cast<int>(i / 2);
                    CHECK(steps[i].hex == start + Axial{diag.q * k, diag.r * k});
                    CHECK_FALSE(steps[i].alt.has_value());
                } else {
                    // Odd steps run along a hexside: the two hexes beside it, both adjacent to
                    // the previous and the next step.
                    REQUIRE(steps[i].alt.has_value());
                    const Axial prev = steps[i - 1].hex;
                    std::set<std::pair<int, int>> got{{steps[i].hex.q, steps[i].hex.r},
                                                      {steps[i].alt->q, steps[i].alt->r}};
                    const Axial x = neighbour(prev, s), y = neighbour(prev, t);
                    std::set<std::pair<int, int>> want{{x.q, x.r}, {y.q, y.r}};
                    CHECK(got == want);
                    CHECK(adjacent(prev, steps[i].hex));
                    CHECK(adjacent(prev, *steps[i].alt));
                    CHECK(adjacent(steps[i].hex, *steps[i].alt));
                    CHECK(adjacent(steps[i + 1].hex, steps[i].hex));
                    CHECK(adjacent(steps[i + 1].hex, *steps[i].alt));
                }
            }
        }
    }
}

TEST_CASE("line along a hexside: from axial 0 0 to 1 -2", "[hex][line]") {
    // Cube (1,-2,1) = N + NE: the line runs between (0,-1) and (1,-1).
    auto steps = line(Axial{0, 0}, Axial{1, -2});
    REQUIRE(steps.size() == 3);
    CHECK(steps[0].hex == Axial{0, 0});
    CHECK(steps[2].hex == Axial{1, -2});
    REQUIRE(steps[1].alt.has_value());
    std::set<std::pair<int, int>> got{{steps[1].hex.q, steps[1].hex.r},
                                      {steps[1].alt->q, steps[1].alt->r}};
    CHECK(got == std::set<std::pair<int, int>>{{0, -1}, {1, -1}});
}

TEST_CASE("hexside and vertex names parse and format", "[hex]") {
    const char* sideNames[] = {"N", "NE", "SE", "S", "SW", "NW"};
    for (int i = 0; i < 6; ++i) {
        CHECK(toString(kAllSides[i]) == sideNames[i]);
        CHECK(parseHexSide(sideNames[i]) == kAllSides[i]);
    }
    const char* vertexNames[] = {"NNE", "E", "SSE", "SSW", "W", "NNW"};
    for (int i = 0; i < 6; ++i) {
        CHECK(toString(kAllVertices[i]) == vertexNames[i]);
        CHECK(parseVertex(vertexNames[i]) == kAllVertices[i]);
    }
    for (const char* bad : {"", "n", "ne", "NNE", "E", "North", " N", "N ", "SSW"})
        CHECK_FALSE(parseHexSide(bad).has_value());
    for (const char* bad : {"", "N", "NE", "nne", "ENE", "e", "WNW", "NNE "})
        CHECK_FALSE(parseVertex(bad).has_value());
}

TEST_CASE("sidesOf: a vertex lies between side k and side k+1", "[hex]") {
    using A = std::array<HexSide, 2>;
    CHECK(sidesOf(Vertex::NNE) == A{HexSide::N, HexSide::NE});
    CHECK(sidesOf(Vertex::E) == A{HexSide::NE, HexSide::SE});
    CHECK(sidesOf(Vertex::SSE) == A{HexSide::SE, HexSide::S});
    CHECK(sidesOf(Vertex::SSW) == A{HexSide::S, HexSide::SW});
    CHECK(sidesOf(Vertex::W) == A{HexSide::SW, HexSide::NW});
    CHECK(sidesOf(Vertex::NNW) == A{HexSide::NW, HexSide::N});
    // Geometry: the vertex points between its two sides' directions (E due east, W due west).
    const std::pair<Vertex, double> expected[] = {{Vertex::NNE, 300}, {Vertex::E, 0},
                                                  {Vertex::SSE, 60},  {Vertex::SSW, 120},
                                                  {Vertex::W, 180},   {Vertex::NNW, 240}};
    for (auto [v, angle] : expected) {
        auto [a, b] = sidesOf(v);
        CHECK(sideDistance(a, b) == 1);
        Point pa = centre(direction(a), 1.0), pb = centre(direction(b), 1.0);
        double deg = std::atan2(pa.y + pb.y, pa.x + pb.x) * 180.0 / 3.14159265358979323846;
        if (deg < -1e-9)
            deg += 360.0;
        INFO("vertex " << toString(v));
        CHECK(deg == Approx(angle).margin(1e-9));
    }
}

TEST_CASE("line does not depend on where on the grid it is drawn", "[hex][line]") {
    // Shifting both ends shifts every step: the hexside tie-break must not depend on the sign or
    // size of the coordinates (a nudge parallel to a hexside leaves ties to floating-point noise).
    const Axial shifts[] = {{0, 0}, {2, -3}, {-7, 4}, {13, 11}, {-20, -20}, {101, -57}};
    for (int q = -6; q <= 6; ++q) {
        for (int r = -6; r <= 6; ++r) {
            const Axial d{q, r};
            auto ref = line(Axial{0, 0}, d);
            for (Axial shift : shifts) {
                INFO("line (0,0)-(" << q << "," << r << ") shifted by (" << shift.q << ","
                                    << shift.r << ")");
                auto got = line(shift, shift + d);
                REQUIRE(got.size() == ref.size());
                for (std::size_t i = 0; i < got.size(); ++i) {
                    CHECK(got[i].hex == ref[i].hex + shift);
                    REQUIRE(got[i].alt.has_value() == ref[i].alt.has_value());
                    if (ref[i].alt)
                        CHECK(*got[i].alt == *ref[i].alt + shift);
                }
            }
        }
    }
}

TEST_CASE("line through a hexside midpoint lists both hexes it crosses", "[hex][line]") {
    // (0,0) to (4,-1): at the middle the line crosses the hexside between (2,0) and (2,-1)
    // exactly at its midpoint; both hexes are given.
    auto steps = line(Axial{0, 0}, Axial{4, -1});
    REQUIRE(steps.size() == 5);
    CHECK(steps[1].hex == Axial{1, 0});
    CHECK(steps[3].hex == Axial{3, -1});
    REQUIRE(steps[2].alt.has_value());
    std::set<std::pair<int, int>> got{{steps[2].hex.q, steps[2].hex.r},
                                      {steps[2].alt->q, steps[2].alt->r}};
    CHECK(got == std::set<std::pair<int, int>>{{2, 0}, {2, -1}});
    CHECK_FALSE(steps[1].alt.has_value());
    CHECK_FALSE(steps[3].alt.has_value());
}
