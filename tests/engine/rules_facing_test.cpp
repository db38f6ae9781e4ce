// Facing arcs (Orientation, rule 13, Leipzig 1813, p.154; assumed: the arithmetic below is the
// geometry that fits every front/flank/rear count of that page, which gives no formula):
// hexside facing f: front f-1..f+1, flank f±2, rear f+3;
// vertex facing v: front v, v+1, flank v-1, v+2, rear v+3, v+4.
#include "engine/rules/facing.hpp"
#include "rules_fixtures.hpp"

#include <algorithm>
#include <set>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;

namespace {

const RulesProfile kDefaults; // the catalogue defaults

constexpr Arc F = Arc::Front, K = Arc::Flank, R = Arc::Rear;

int count(const SideArcs& a, Arc arc) {
    return static_cast<int>(std::count(a.begin(), a.end(), arc));
}

int count(const std::vector<ExteriorSide>& sides, Arc arc) {
    return static_cast<int>(std::count_if(sides.begin(), sides.end(),
                                          [arc](const ExteriorSide& e) { return e.arc == arc; }));
}

Arc arcOf(const std::vector<ExteriorSide>& sides, HexId hex, HexSide side) {
    for (const ExteriorSide& e : sides)
        if (e.hex == hex && e.side == side)
            return e.arc;
    FAIL("no exterior side " << toString(side) << " on hex " << hex);
    return Arc::Rear;
}

Placement placed(HexId hex, Formation f, Facing facing, HexId second = kNoHex) {
    Placement p;
    p.unit = "u";
    p.hex = hex;
    p.second = second;
    p.formation = f;
    p.facing = facing;
    return p;
}

} // namespace

TEST_CASE("column and artillery: three front, two flank, one rear round the hexside",
          "[rules][facing]") {
    auto a = sideArcs(Formation::Column, Facing::side(HexSide::N), ArmClass::Infantry, kDefaults);
    REQUIRE(a);
    CHECK(*a == SideArcs{F, F, K, R, K, F}); // N NE SE S SW NW
    auto se =
        sideArcs(Formation::Column, Facing::side(HexSide::SE), ArmClass::HeavyCavalry, kDefaults);
    REQUIRE(se);
    CHECK(*se == SideArcs{K, F, F, F, K, R});
    for (Formation f : {Formation::Limbered, Formation::Unlimbered, Formation::RoadMarch}) {
        auto x = sideArcs(f, Facing::side(HexSide::S), ArmClass::Artillery, kDefaults);
        REQUIRE(x);
        CHECK(*x == SideArcs{R, K, F, F, F, K});
    }
    auto go =
        sideArcs(Formation::GeneralOrder, Facing::side(HexSide::N), ArmClass::Infantry, kDefaults);
    REQUIRE(go);
    CHECK(count(*go, F) == 3);
    CHECK(count(*go, K) == 2);
    CHECK(count(*go, R) == 1);
}

TEST_CASE("light cavalry column and cavalry general order: five front, one rear",
          "[rules][facing]") {
    auto light =
        sideArcs(Formation::Column, Facing::side(HexSide::NE), ArmClass::LightCavalry, kDefaults);
    REQUIRE(light);
    CHECK(*light == SideArcs{F, F, F, F, R, F});
    auto heavyGo = sideArcs(Formation::GeneralOrder, Facing::side(HexSide::N),
                            ArmClass::HeavyCavalry, kDefaults);
    REQUIRE(heavyGo);
    CHECK(*heavyGo == SideArcs{F, F, F, R, F, F});
    auto lightGo = sideArcs(Formation::GeneralOrder, Facing::side(HexSide::N),
                            ArmClass::LightCavalry, kDefaults);
    REQUIRE(lightGo);
    CHECK(*lightGo == *heavyGo);
}

TEST_CASE("line two-two-two, skirmish four-two round the vertex, carré six fronts",
          "[rules][facing]") {
    auto line =
        sideArcs(Formation::Line, Facing::vertex(Vertex::NNE), ArmClass::Infantry, kDefaults);
    REQUIRE(line);
    CHECK(*line == SideArcs{F, F, K, R, R, K});
    auto lineW =
        sideArcs(Formation::Line, Facing::vertex(Vertex::W), ArmClass::HeavyCavalry, kDefaults);
    REQUIRE(lineW);
    CHECK(*lineW == SideArcs{K, R, R, K, F, F}); // W lies between SW and NW
    auto sk =
        sideArcs(Formation::Skirmish, Facing::vertex(Vertex::NNE), ArmClass::Infantry, kDefaults);
    REQUIRE(sk);
    CHECK(*sk == SideArcs{F, F, F, K, K, F});
    auto carre = sideArcs(Formation::Carre, Facing{}, ArmClass::Infantry, kDefaults);
    REQUIRE(carre);
    CHECK(count(*carre, F) == 6);
}

TEST_CASE("a facing of the wrong kind has no arcs", "[rules][facing]") {
    CHECK_FALSE(sideArcs(Formation::Line, Facing::side(HexSide::N), ArmClass::Infantry, kDefaults));
    CHECK_FALSE(
        sideArcs(Formation::Column, Facing::vertex(Vertex::E), ArmClass::Infantry, kDefaults));
    CHECK_FALSE(sideArcs(Formation::Column, Facing{}, ArmClass::Infantry, kDefaults));
    CHECK_FALSE(
        sideArcs(Formation::Column, Facing{FacingKind::Hexside, 6}, ArmClass::Infantry, kDefaults));
}

TEST_CASE("cavalry is heavy up to the profile's movement limit", "[rules][facing]") {
    RulesProfile p;
    Unit u;
    u.arm = Arm::Cavalry;
    u.movement = 12;
    CHECK(armClassOf(u, p) == ArmClass::HeavyCavalry);
    u.movement = 13;
    CHECK(armClassOf(u, p) == ArmClass::LightCavalry);
    REQUIRE(p.set(params::cavalryHeavyMaxMovement, 10, "test").ok());
    u.movement = 12;
    CHECK(armClassOf(u, p) == ArmClass::LightCavalry);
    u.arm = Arm::Artillery;
    CHECK(armClassOf(u, p) == ArmClass::Artillery);
    u.arm = Arm::Infantry;
    CHECK(armClassOf(u, p) == ArmClass::Infantry);
}

TEST_CASE("a two-hex line's second hex must lie across a flank side", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    Facing nne = Facing::vertex(Vertex::NNE); // flank sides NW and SE
    CHECK(isAcrossFlank(map, placed(p, Formation::Line, nne, map.neighbour(p, HexSide::SE))));
    CHECK(isAcrossFlank(map, placed(p, Formation::Line, nne, map.neighbour(p, HexSide::NW))));
    CHECK_FALSE(isAcrossFlank(map, placed(p, Formation::Line, nne, map.neighbour(p, HexSide::N))));
    CHECK_FALSE(isAcrossFlank(map, placed(p, Formation::Line, nne, map.neighbour(p, HexSide::S))));
    CHECK_FALSE(isAcrossFlank(map, placed(p, Formation::Line, nne, map.id({9, 9}))));
    CHECK_FALSE(isAcrossFlank(map, placed(p, Formation::Line, nne)));
    CHECK(exteriorArcs(map, placed(p, Formation::Line, nne, map.neighbour(p, HexSide::N)),
                       ArmClass::Infantry, kDefaults)
              .empty());
}

TEST_CASE("one hex has six exterior sides", "[rules][facing]") {
    Map map = clearMap();
    HexId h = map.id({5, 5});
    auto sides = exteriorArcs(map, placed(h, Formation::Column, Facing::side(HexSide::S)),
                              ArmClass::Infantry, kDefaults);
    REQUIRE(sides.size() == 6);
    CHECK(arcOf(sides, h, HexSide::S) == F);
    CHECK(arcOf(sides, h, HexSide::N) == R);
    CHECK(arcOf(sides, h, HexSide::NE) == K);
}

TEST_CASE("a two-hex line: four front, a flank at each end, four rear", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    HexId s = map.neighbour(p, HexSide::SE);
    auto sides = exteriorArcs(map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE), s),
                              ArmClass::Infantry, kDefaults);
    REQUIRE(sides.size() == 10);
    CHECK(count(sides, F) == 4);
    CHECK(count(sides, K) == 2);
    CHECK(count(sides, R) == 4);
    CHECK(arcOf(sides, p, HexSide::NW) == K); // the parent's outer end
    CHECK(arcOf(sides, s, HexSide::SE) == K); // the extension's outer end
    CHECK(arcOf(sides, p, HexSide::N) == F);
    CHECK(arcOf(sides, s, HexSide::NE) == F);
    CHECK(arcOf(sides, s, HexSide::SW) == R);
    for (const ExteriorSide& e : sides) // the shared side is not exterior
        CHECK_FALSE(
            ((e.hex == p && e.side == HexSide::SE) || (e.hex == s && e.side == HexSide::NW)));
}

TEST_CASE("a two-hex skirmish line: six front, two flank, two rear", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    HexId s = map.neighbour(p, HexSide::SE);
    auto sides = exteriorArcs(map, placed(p, Formation::Skirmish, Facing::vertex(Vertex::NNE), s),
                              ArmClass::Infantry, kDefaults);
    REQUIRE(sides.size() == 10);
    CHECK(count(sides, F) == 6);
    CHECK(count(sides, K) == 2);
    CHECK(count(sides, R) == 2);
    CHECK(arcOf(sides, p, HexSide::NW) == F); // the ends are front
    CHECK(arcOf(sides, s, HexSide::SE) == F);
    CHECK(arcOf(sides, p, HexSide::S) == R); // next to the shared side
    CHECK(arcOf(sides, s, HexSide::SW) == R);
    CHECK(arcOf(sides, p, HexSide::SW) == K); // next to the ends
    CHECK(arcOf(sides, s, HexSide::S) == K);
}

TEST_CASE("two hexes need a two-hex formation and a flank neighbour", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    CHECK(exteriorArcs(
              map,
              placed(p, Formation::Column, Facing::side(HexSide::N), map.neighbour(p, HexSide::SE)),
              ArmClass::Infantry, kDefaults)
              .empty());
    CHECK(exteriorArcs(map,
                       placed(p, Formation::Line, Facing::vertex(Vertex::NNE),
                              map.neighbour(p, HexSide::NE)),
                       ArmClass::Infantry, kDefaults)
              .empty());
}

TEST_CASE("front hexes lie across front hexsides, each once", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    auto col = frontHexes(map, placed(p, Formation::Column, Facing::side(HexSide::N)),
                          ArmClass::Infantry, kDefaults);
    CHECK(std::set<HexId>(col.begin(), col.end()) ==
          std::set<HexId>{map.neighbour(p, HexSide::NW), map.neighbour(p, HexSide::N),
                          map.neighbour(p, HexSide::NE)});
    auto line = frontHexes(map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE)),
                           ArmClass::Infantry, kDefaults);
    CHECK(std::set<HexId>(line.begin(), line.end()) ==
          std::set<HexId>{map.neighbour(p, HexSide::N), map.neighbour(p, HexSide::NE)});
    // Two-hex line: four front hexsides touch three hexes, the middle one in front of both.
    HexId s = map.neighbour(p, HexSide::SE);
    auto two = frontHexes(map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE), s),
                          ArmClass::Infantry, kDefaults);
    CHECK(two.size() == 3);
    CHECK(map.neighbour(p, HexSide::NE) == map.neighbour(s, HexSide::N));
    CHECK(std::set<HexId>(two.begin(), two.end()) ==
          std::set<HexId>{map.neighbour(p, HexSide::N), map.neighbour(p, HexSide::NE),
                          map.neighbour(s, HexSide::NE)});
    // At the map's edge, off-map hexes are left out.
    HexId corner = map.id({0, 0});
    auto edge = frontHexes(map, placed(corner, Formation::Column, Facing::side(HexSide::N)),
                           ArmClass::Infantry, kDefaults);
    CHECK(edge.empty());
    auto carre =
        frontHexes(map, placed(p, Formation::Carre, Facing{}), ArmClass::Infantry, kDefaults);
    CHECK(carre.size() == 6);
}

TEST_CASE("refused flank: a line's flank under friendly ZOI counts as front", "[rules][facing]") {
    Map map = clearMap();
    HexId p = map.id({5, 5});
    HexId covered = map.neighbour(p, HexSide::NW); // a flank hex of a line facing NNE
    auto zoi = [covered](HexId h) { return h == covered; };
    auto line = arcsWithRefusedFlanks(map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE)),
                                      ArmClass::Infantry, kDefaults, zoi);
    CHECK(arcOf(line, p, HexSide::NW) == F);
    CHECK(arcOf(line, p, HexSide::SE) == K); // not covered
    CHECK(arcOf(line, p, HexSide::S) == R);
    auto none = arcsWithRefusedFlanks(map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE)),
                                      ArmClass::Infantry, kDefaults, [](HexId) { return false; });
    CHECK(arcOf(none, p, HexSide::NW) == K);
    // Only lines refuse a flank: a column's flank stays a flank.
    HexId colFlank = map.neighbour(p, HexSide::SW);
    auto col = arcsWithRefusedFlanks(map, placed(p, Formation::Column, Facing::side(HexSide::N)),
                                     ArmClass::Infantry, kDefaults,
                                     [colFlank](HexId h) { return h == colFlank; });
    CHECK(arcOf(col, p, HexSide::SW) == K);
    // A two-hex line refuses each end separately.
    HexId s = map.neighbour(p, HexSide::SE);
    HexId farEnd = map.neighbour(s, HexSide::SE);
    auto two = arcsWithRefusedFlanks(
        map, placed(p, Formation::Line, Facing::vertex(Vertex::NNE), s), ArmClass::Infantry,
        kDefaults, [farEnd](HexId h) { return h == farEnd; });
    CHECK(arcOf(two, s, HexSide::SE) == F);
    CHECK(arcOf(two, p, HexSide::NW) == K);
}

TEST_CASE("front counts round a hexside are the profile's", "[rules][facing]") {
    RulesProfile p;
    REQUIRE(p.set(params::facingColumnFront, 1, "test").ok());
    auto one = sideArcs(Formation::Column, Facing::side(HexSide::N), ArmClass::Infantry, p);
    REQUIRE(one);
    CHECK(*one == SideArcs{F, K, K, R, K, K});
    REQUIRE(p.set(params::facingHeavyCavalryFront, 5, "test").ok());
    auto heavy = sideArcs(Formation::Column, Facing::side(HexSide::N), ArmClass::HeavyCavalry, p);
    REQUIRE(heavy);
    CHECK(*heavy == SideArcs{F, F, F, R, F, F});
    REQUIRE(p.set(params::facingArtilleryFront, 5, "test").ok());
    auto guns = sideArcs(Formation::Limbered, Facing::side(HexSide::N), ArmClass::Artillery, p);
    REQUIRE(guns);
    CHECK(count(*guns, F) == 5);
    REQUIRE(p.set(params::facingLightCavalryFront, 3, "test").ok());
    auto light =
        sideArcs(Formation::GeneralOrder, Facing::side(HexSide::N), ArmClass::LightCavalry, p);
    REQUIRE(light);
    CHECK(*light == SideArcs{F, F, K, R, K, F});
    REQUIRE(p.set(params::facingCavalryGeneralOrderFront, 3, "test").ok());
    auto heavyGo =
        sideArcs(Formation::GeneralOrder, Facing::side(HexSide::N), ArmClass::HeavyCavalry, p);
    REQUIRE(heavyGo);
    CHECK(count(*heavyGo, F) == 3);
}
