// Placing units without a GUI: formations allowed per arm and ground, formation cycling, facing
// rotation (one- and two-hex), moving placements, brigade deployments.
#include "engine/edit/deploy.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace marengo;
using namespace marengo::edit;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0) {
    Unit u;
    u.id = id;
    u.name = "Unit " + id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    if (e == Echelon::Battery)
        u.artillery = ArtilleryType::Foot;
    return u;
}

/// 14 x 12 clear sheet with woods at A0505, a pond at A0707 (prohibited to all) and a marsh at
/// A0909 (cavalry prohibited). French: a brigade of two regiments (two battalions each, the
/// first regiment light infantry), a battery and a leader; a cavalry brigade. Russian: one
/// battalion.
Scenario fixture() {
    std::vector<TerrainType> terrain{{"clear", "Clear", 0xeeeeee, "none", false, false},
                                     {"woods", "Woods", 0x88aa88, "trees", true, true},
                                     {"pond", "Pond", 0x8888ff, "none", false, false},
                                     {"marsh", "Marsh", 0x88aacc, "marsh", false, true}};
    Scenario s;
    s.map = *Map::create("m", {}, {Sheet{'A', 0, 0, 14, 12}}, terrain);
    s.map.setTerrain(s.map.find("A0505"), 1);
    s.map.setTerrain(s.map.find("A0707"), 2);
    s.map.setTerrain(s.map.find("A0909"), 3);
    TerrainRules pond;
    pond.terrain = "pond";
    pond.infantryMp = pond.cavalryMp = pond.artilleryMp = -1;
    TerrainRules marsh;
    marsh.terrain = "marsh";
    marsh.infantryMp = 4;
    marsh.cavalryMp = marsh.artilleryMp = -1;
    s.rules.terrain = {pond, marsh};

    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")));
    REQUIRE(fr.add(unit("d1", Echelon::Division, Arm::None, "fr")));
    REQUIRE(fr.add(unit("b1", Echelon::Brigade, Arm::None, "d1")));
    REQUIRE(fr.add(unit("gen", Echelon::Leader, Arm::Leader, "b1")));
    REQUIRE(fr.add(unit("r6", Echelon::Regiment, Arm::Infantry, "b1")));
    Unit light1 = unit("r6-1", Echelon::Battalion, Arm::Infantry, "r6", 7);
    light1.skirmish = true;
    REQUIRE(fr.add(light1));
    Unit light2 = unit("r6-2", Echelon::Battalion, Arm::Infantry, "r6", 2);
    light2.skirmish = true;
    REQUIRE(fr.add(light2));
    REQUIRE(fr.add(unit("r69", Echelon::Regiment, Arm::Infantry, "b1")));
    REQUIRE(fr.add(unit("r69-1", Echelon::Battalion, Arm::Infantry, "r69", 8)));
    REQUIRE(fr.add(unit("r69-2", Echelon::Battalion, Arm::Infantry, "r69", 7)));
    REQUIRE(fr.add(unit("bat", Echelon::Battery, Arm::Artillery, "b1", 2)));
    REQUIRE(fr.add(unit("cav", Echelon::Brigade, Arm::None, "d1")));
    Unit hussars = unit("hus", Echelon::Regiment, Arm::Cavalry, "cav", 6);
    hussars.movement = 14;
    REQUIRE(fr.add(hussars));
    Unit weak = unit("weak", Echelon::Regiment, Arm::Cavalry, "cav", 3);
    weak.movement = 14;
    REQUIRE(fr.add(weak));
    s.oobs.push_back(fr);

    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, Arm::None, "")));
    REQUIRE(ru.add(unit("ru-1", Echelon::Battalion, Arm::Infantry, "ru", 6)));
    s.oobs.push_back(ru);
    return s;
}

Placement at(const Map& m, std::string id, const char* hex, Formation f, Facing facing,
             const char* second = nullptr) {
    Placement p;
    p.unit = std::move(id);
    p.hex = m.find(hex);
    p.second = second ? m.find(second) : kNoHex;
    p.formation = f;
    p.facing = facing;
    return p;
}

bool has(const std::vector<Formation>& v, Formation f) {
    return std::find(v.begin(), v.end(), f) != v.end();
}

} // namespace

TEST_CASE("formations allowed depend on the arm and the ground") {
    Scenario s = fixture();
    const Map& m = s.map;
    const Unit& light = *s.findUnit("r6-1");
    const Unit& ligne = *s.findUnit("r69-1");
    const HexId clear = m.find("A0303"), woods = m.find("A0505"), pond = m.find("A0707"),
                marsh = m.find("A0909");

    SECTION("infantry in the open: column, line, carré, road march; skirmish only if able") {
        CHECK(formationsAllowed(s, ligne, clear) ==
              std::vector<Formation>{Formation::Column, Formation::Line, Formation::Carre,
                                     Formation::RoadMarch});
        CHECK(has(formationsAllowed(s, light, clear), Formation::Skirmish));
        CHECK_FALSE(has(formationsAllowed(s, ligne, clear), Formation::GeneralOrder));
    }
    SECTION("carré needs carre.min-increments") {
        CHECK_FALSE(has(formationsAllowed(s, *s.findUnit("r6-2"), clear), Formation::Carre));
        CHECK_FALSE(has(formationsAllowed(s, ligne, clear, 2), Formation::Carre));
        CHECK(has(formationsAllowed(s, ligne, clear, 3), Formation::Carre));
    }
    SECTION("general-order ground forces general order, or skirmish for light infantry") {
        CHECK(formationsAllowed(s, ligne, woods) ==
              std::vector<Formation>{Formation::GeneralOrder});
        CHECK(formationsAllowed(s, light, woods) ==
              std::vector<Formation>{Formation::GeneralOrder, Formation::Skirmish});
        CHECK(formationsAllowed(s, ligne, marsh) ==
              std::vector<Formation>{Formation::GeneralOrder});
    }
    SECTION("cavalry: line only in clear ground with enough increments") {
        const Unit& hus = *s.findUnit("hus");
        CHECK(formationsAllowed(s, hus, clear) ==
              std::vector<Formation>{Formation::Column, Formation::Line, Formation::GeneralOrder,
                                     Formation::RoadMarch});
        CHECK_FALSE(has(formationsAllowed(s, *s.findUnit("weak"), clear), Formation::Line));
        CHECK(formationsAllowed(s, hus, woods) == std::vector<Formation>{Formation::GeneralOrder});
        CHECK(formationsAllowed(s, hus, marsh).empty());
    }
    SECTION("artillery limbered or unlimbered; leaders column or general order") {
        CHECK(formationsAllowed(s, *s.findUnit("bat"), clear) ==
              std::vector<Formation>{Formation::Limbered, Formation::Unlimbered});
        CHECK(formationsAllowed(s, *s.findUnit("gen"), clear) ==
              std::vector<Formation>{Formation::Column});
        CHECK(formationsAllowed(s, *s.findUnit("gen"), woods) ==
              std::vector<Formation>{Formation::GeneralOrder});
    }
    SECTION("nobody stands in a pond; headquarters never stand") {
        CHECK(formationsAllowed(s, ligne, pond).empty());
        CHECK_FALSE(rules::isClear(s.map, s.rules, pond));
        CHECK(formationsAllowed(s, *s.findUnit("b1"), clear).empty());
    }
}

TEST_CASE("rotating a facing") {
    Scenario s = fixture();
    const Map& m = s.map;
    SECTION("six steps either way are the identity, one step turns by one") {
        for (Placement p :
             {at(m, "r69-1", "A0606", Formation::Column, Facing::side(HexSide::NE)),
              at(m, "r69-1", "A0606", Formation::Line, Facing::vertex(Vertex::E), "A0605"),
              at(m, "r6-1", "A0606", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0605")}) {
            REQUIRE(validatePlacement(m, p));
            CHECK(rotateFacing(m, p, 6) == p);
            CHECK(rotateFacing(m, p, -6) == p);
            Placement q = p;
            for (int i = 0; i < 6; ++i)
                q = rotateFacing(m, q, 1);
            CHECK(q == p);
            CHECK(rotateFacing(m, p, 1).facing.dir == (p.facing.dir + 1) % 6);
            CHECK(rotateFacing(m, rotateFacing(m, p, 1), -1) == p);
        }
    }
    SECTION("a two-hex line keeps its first hex and stays across a flank side") {
        Placement p = at(m, "r69-1", "A0606", Formation::Line, Facing::vertex(Vertex::NNE));
        p.second = m.neighbour(p.hex, clockwiseFlank(Vertex::NNE));
        REQUIRE(rules::isAcrossFlank(m, p));
        for (int steps : {1, 2, 3, -1, -2, 5}) {
            Placement q = rotateFacing(m, p, steps);
            CHECK(q.hex == p.hex);
            REQUIRE(q.second != kNoHex);
            CHECK(rules::isAcrossFlank(m, q));
            CHECK(validatePlacement(m, q));
            // Still on the clockwise flank.
            CHECK(q.second ==
                  m.neighbour(q.hex, clockwiseFlank(static_cast<Vertex>(q.facing.dir))));
        }
    }
    SECTION("at the map edge the second hex swaps to the other flank") {
        // A0102 on the west edge, facing E, second hex A0101 across its N flank side. Turned
        // anticlockwise the N side becomes NW, off the map: the SE flank side is used instead.
        Placement p = at(m, "r69-1", "A0102", Formation::Line, Facing::vertex(Vertex::E), "A0101");
        REQUIRE(rules::isAcrossFlank(m, p));
        Placement q = rotateFacing(m, p, -1);
        CHECK(q.hex == p.hex);
        CHECK(q.facing == Facing::vertex(Vertex::NNE));
        CHECK(q.second == m.neighbour(q.hex, HexSide::SE));
        CHECK(rules::isAcrossFlank(m, q));
    }
    SECTION("carré has no facing to turn") {
        Placement p = at(m, "r69-1", "A0606", Formation::Carre, Facing{});
        CHECK(rotateFacing(m, p, 1) == p);
    }
}

TEST_CASE("cycling formations converts the facing kind") {
    Scenario s = fixture();
    const Map& m = s.map;
    Placement p = at(m, "r69-1", "A0303", Formation::Column, Facing::side(HexSide::NE));
    Placement line = nextFormation(s, p);
    CHECK(line.formation == Formation::Line);
    CHECK(line.facing == Facing::vertex(Vertex::E)); // clockwise next to side NE
    Placement carre = nextFormation(s, line);
    CHECK(carre.formation == Formation::Carre);
    CHECK(carre.facing == Facing{});
    Placement road = nextFormation(s, carre, 2);
    CHECK(road.formation == Formation::RoadMarch);
    CHECK(road.facing == Facing::side(HexSide::SE));
    CHECK(nextFormation(s, road).formation == Formation::Column); // wraps
    SECTION("every formation reached is a valid placement") {
        Placement q = p;
        for (int i = 0; i < 8; ++i) {
            q = nextFormation(s, q);
            CHECK(validatePlacement(m, q));
        }
    }
    SECTION("a two-hex line loses its second hex in column") {
        Placement two = line;
        two.second = m.neighbour(two.hex, clockwiseFlank(Vertex::E));
        CHECK(nextFormation(s, two).second == kNoHex);
    }
    SECTION("in woods a battalion only has general order") {
        Placement w = at(m, "r69-1", "A0505", Formation::Column, Facing::side(HexSide::N));
        CHECK(nextFormation(s, w).formation == Formation::GeneralOrder);
        Placement go = nextFormation(s, w);
        CHECK(nextFormation(s, go) == go);
    }
}

TEST_CASE("moving, fitting and two-hex lines") {
    Scenario s = fixture();
    const Map& m = s.map;
    SECTION("translation keeps the shape; off the map is refused") {
        Placement p = at(m, "r69-1", "A0606", Formation::Line, Facing::vertex(Vertex::NNE));
        p.second = m.neighbour(p.hex, HexSide::SE);
        REQUIRE(rules::isAcrossFlank(m, p));
        auto q = translatePlacement(m, p, m.find("A0606"), m.find("A0909"));
        REQUIRE(q);
        CHECK(q->hex == m.find("A0909"));
        CHECK(rules::isAcrossFlank(m, *q));
        CHECK_FALSE(translatePlacement(m, p, m.find("A0606"), m.find("A1406")));
    }
    SECTION("a line moved into woods takes general order and back out column") {
        Placement p = at(m, "r69-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        Placement go = fitFormation(s, p);
        CHECK(go.formation == Formation::GeneralOrder);
        CHECK(validatePlacement(m, go));
        go.hex = m.find("A0303");
        CHECK(fitFormation(s, go).formation == Formation::Column);
    }
    SECTION("toggle and set the second hex") {
        Placement p = at(m, "r69-1", "A0606", Formation::Line, Facing::vertex(Vertex::NNE));
        auto two = toggleSecondHex(m, p);
        REQUIRE(two);
        CHECK(two->second == m.neighbour(p.hex, HexSide::SE));
        CHECK(validatePlacement(m, *two));
        CHECK(toggleSecondHex(m, *two)->second == kNoHex);
        CHECK(setSecondHex(m, p, m.neighbour(p.hex, HexSide::NW)));
        CHECK_FALSE(setSecondHex(m, p, m.neighbour(p.hex, HexSide::N))); // a front side
        Placement col = at(m, "r69-1", "A0606", Formation::Column, Facing::side(HexSide::N));
        CHECK_FALSE(toggleSecondHex(m, col));
    }
    SECTION("default placements face the enemy's edge") {
        auto fr = defaultPlacement(s, *s.findUnit("r69-1"), m.find("A0303"));
        REQUIRE(fr);
        CHECK(fr->formation == Formation::Column);
        CHECK(fr->facing == Facing::side(HexSide::N));
        auto ru = defaultPlacement(s, *s.findUnit("ru-1"), m.find("A0303"));
        CHECK(ru->facing == Facing::side(HexSide::S));
        auto bat = defaultPlacement(s, *s.findUnit("bat"), m.find("A0303"));
        CHECK(bat->formation == Formation::Unlimbered);
        CHECK_FALSE(defaultPlacement(s, *s.findUnit("r69-1"), m.find("A0707")));
    }
}

TEST_CASE("placeable units under a formation") {
    Scenario s = fixture();
    std::vector<std::string> ids;
    for (const Unit* u : placeableUnder(s, "b1"))
        ids.push_back(u->id);
    CHECK(ids == std::vector<std::string>{"gen", "r6-1", "r6-2", "r69-1", "r69-2", "bat"});
    CHECK(placeableUnder(s, "cav").size() == 2);
    CHECK(placeableUnder(s, "r69").size() == 2);
    CHECK(placeableUnder(s, "nobody").empty());
}

TEST_CASE("deploying a brigade") {
    Scenario s = fixture();
    const Map& m = s.map;
    // A unit of another brigade stands in the way.
    s.setup.push_back(at(m, "hus", "A0706", Formation::Column, Facing::side(HexSide::N)));

    auto check = [&](const Deployment& d, std::size_t expected) {
        CHECK(d.unplaced.empty());
        CHECK(d.placements.size() == expected);
        std::set<HexId> hexes{m.find("A0706")};
        std::set<std::string> units;
        for (const Placement& p : d.placements) {
            INFO(p.unit << " at " << m.label(p.hex));
            CHECK(validatePlacement(m, p));
            CHECK(hexes.insert(p.hex).second); // never two units in a hex
            CHECK(units.insert(p.unit).second);
            const Unit* u = s.findUnit(p.unit);
            CHECK(has(formationsAllowed(s, *u, p.hex), p.formation));
        }
    };

    for (DeployLayout layout : {DeployLayout::Line, DeployLayout::Column, DeployLayout::TwoLines})
        for (Facing f : {Facing::vertex(Vertex::NNE), Facing::side(HexSide::N),
                         Facing::vertex(Vertex::SSW), Facing::side(HexSide::SE)})
            for (const char* anchor : {"A0606", "A0101", "A1412", "A0505"}) {
                INFO(toString(layout) << " facing " << formatFacing(f) << " at " << anchor);
                check(deployBrigade(s, "b1", m.find(anchor), f, layout), 6);
            }

    SECTION("line: battalions in line side by side along the flank axis") {
        Deployment d = deployBrigade(s, "b1", m.find("A0604"), Facing::vertex(Vertex::NNE),
                                     DeployLayout::Line);
        std::vector<Placement> line;
        for (const Placement& p : d.placements)
            if (p.formation == Formation::Line)
                line.push_back(p);
        REQUIRE(line.size() == 4);
        for (std::size_t i = 1; i < line.size(); ++i)
            CHECK(sideTowards(m.offset(line[i - 1].hex), m.offset(line[i].hex)) == HexSide::SE);
        for (const Placement& p : d.placements)
            if (p.unit == "bat")
                CHECK(p.formation == Formation::Unlimbered);
    }
    SECTION("column: one behind the other") {
        Deployment d =
            deployBrigade(s, "b1", m.find("A0302"), Facing::side(HexSide::N), DeployLayout::Column);
        std::vector<HexId> hexes;
        for (const Placement& p : d.placements)
            if (p.formation == Formation::Column && p.unit != "gen")
                hexes.push_back(p.hex);
        REQUIRE(hexes.size() == 4);
        for (std::size_t i = 1; i < hexes.size(); ++i)
            CHECK(sideTowards(m.offset(hexes[i - 1]), m.offset(hexes[i])) == HexSide::S);
    }
    SECTION("two lines: the second line is one hex behind the first") {
        Deployment d = deployBrigade(s, "b1", m.find("A1004"), Facing::vertex(Vertex::NNE),
                                     DeployLayout::TwoLines);
        std::vector<HexId> front, back;
        for (const Placement& p : d.placements) {
            if (p.unit == "gen")
                continue;
            (front.size() < 3 ? front : back).push_back(p.hex);
        }
        REQUIRE(back.size() == 2);
        for (HexId h : back) {
            bool behind = false;
            for (HexId f : front)
                behind = behind || m.neighbour(f, HexSide::S) == h;
            CHECK(behind);
        }
    }
    SECTION("cavalry deploys in line where it may, in column where it may not") {
        Deployment d = deployBrigade(s, "cav", m.find("A0303"), Facing::vertex(Vertex::NNE),
                                     DeployLayout::Line);
        REQUIRE(d.placements.size() == 2);
        CHECK(d.placements[0].formation == Formation::Line);
        CHECK(d.placements[1].formation == Formation::Column); // three increments
    }
    SECTION("merging keeps units already on the map in place") {
        s.setup.push_back(at(m, "r69-1", "A1010", Formation::Column, Facing::side(HexSide::N)));
        Deployment d = deployBrigade(s, "b1", m.find("A0604"), Facing::vertex(Vertex::NNE),
                                     DeployLayout::Line);
        std::vector<Placement> setup = mergeSetup(s, d.placements);
        CHECK(setup.size() == 7);
        CHECK(setup[0].unit == "hus");
        CHECK(setup[1].unit == "r69-1");
        CHECK(setup[1].hex != m.find("A1010"));
    }
}
