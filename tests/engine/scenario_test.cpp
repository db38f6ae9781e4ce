// Scenario model: formations and facings, placements, clock times and turns.
#include "engine/scenario/scenario.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace marengo;

namespace {

Map testMap() {
    auto m = Map::create("t", Numbering{}, {Sheet{'A', 0, 0, 10, 10}},
                         {TerrainType{"clear", "Clear", 0, "none", false, false}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

Placement place(const Map& m, const char* at, Formation f, Facing facing) {
    Placement p;
    p.unit = "u";
    p.hex = m.find(at);
    p.formation = f;
    p.facing = facing;
    return p;
}

const Formation kAllFormations[] = {
    Formation::Column,       Formation::Line,      Formation::Carre,    Formation::Skirmish,
    Formation::GeneralOrder, Formation::RoadMarch, Formation::Limbered, Formation::Unlimbered};

} // namespace

TEST_CASE("facing kind of each formation", "[scenario]") {
    CHECK(facingKindFor(Formation::Column) == FacingKind::Hexside);
    CHECK(facingKindFor(Formation::Line) == FacingKind::Vertex);
    CHECK(facingKindFor(Formation::Carre) == FacingKind::None);
    CHECK(facingKindFor(Formation::Skirmish) == FacingKind::Vertex);
    CHECK(facingKindFor(Formation::GeneralOrder) == FacingKind::Hexside);
    CHECK(facingKindFor(Formation::RoadMarch) == FacingKind::Hexside);
    CHECK(facingKindFor(Formation::Limbered) == FacingKind::Hexside);
    CHECK(facingKindFor(Formation::Unlimbered) == FacingKind::Hexside);
    for (Formation f : kAllFormations)
        CHECK(allowsTwoHexes(f) == (f == Formation::Line || f == Formation::Skirmish));
}

TEST_CASE("formation and state names round trip", "[scenario]") {
    for (Formation f : kAllFormations)
        CHECK(parseFormation(toString(f)) == f);
    CHECK(toString(Formation::GeneralOrder) == "general-order");
    CHECK(parseFormation("carre") == Formation::Carre);
    CHECK_FALSE(parseFormation("square").has_value());
    CHECK_FALSE(parseFormation("Column").has_value());
    for (UnitState s : {UnitState::Good, UnitState::Disordered, UnitState::Routed})
        CHECK(parseUnitState(toString(s)) == s);
    CHECK_FALSE(parseUnitState("shaken").has_value());
}

TEST_CASE("parseFacing and formatFacing", "[scenario]") {
    for (HexSide s : kAllSides) {
        Facing f = Facing::side(s);
        CHECK(f.kind == FacingKind::Hexside);
        CHECK(formatFacing(f) == toString(s));
        CHECK(parseFacing(formatFacing(f)) == f);
    }
    for (Vertex v : kAllVertices) {
        Facing f = Facing::vertex(v);
        CHECK(f.kind == FacingKind::Vertex);
        CHECK(formatFacing(f) == toString(v));
        CHECK(parseFacing(formatFacing(f)) == f);
    }
    CHECK(parseFacing("N") == Facing::side(HexSide::N));
    CHECK(parseFacing("E") == Facing::vertex(Vertex::E));
    CHECK(parseFacing("SSW") == Facing::vertex(Vertex::SSW));
    CHECK(parseFacing("SW") == Facing::side(HexSide::SW));
    CHECK(parseFacing("") == Facing{});
    CHECK(formatFacing(Facing{}).empty());
    for (const char* bad : {"n", "X", "NNN", "ENE", " N", "north"})
        CHECK_FALSE(parseFacing(bad).has_value());
}

TEST_CASE("parseClock and formatClock", "[scenario]") {
    CHECK(parseClock("09:00") == Clock{540});
    CHECK(parseClock("00:00") == Clock{0});
    CHECK(parseClock("20:40") == Clock{20 * 60 + 40});
    CHECK(parseClock("23:59") == Clock{23 * 60 + 59});
    CHECK(formatClock(Clock{540}) == "09:00");
    CHECK(formatClock(Clock{0}) == "00:00");
    CHECK(formatClock(Clock{23 * 60 + 59}) == "23:59");
    CHECK(formatClock(Clock{17 * 60 + 5}) == "17:05");
    for (int m = 0; m < 24 * 60; ++m)
        REQUIRE(parseClock(formatClock(Clock{m})) == Clock{m});
    // HH:MM with 24-hour clock only.
    CHECK_FALSE(parseClock("24:00").has_value());
    CHECK_FALSE(parseClock("9:00").has_value());
    CHECK_FALSE(parseClock("09:60").has_value());
    CHECK_FALSE(parseClock("0900").has_value());
    CHECK_FALSE(parseClock("09.00").has_value());
    CHECK_FALSE(parseClock("09:0").has_value());
    CHECK_FALSE(parseClock("09:000").has_value());
    CHECK_FALSE(parseClock("").has_value());
    CHECK_FALSE(parseClock("-9:00").has_value());
    CHECK_FALSE(parseClock("ab:cd").has_value());
    CHECK_FALSE(parseClock(" 9:00").has_value());
    CHECK(Clock{540} < Clock{541});
}

TEST_CASE("validatePlacement: facing kind must fit the formation", "[scenario]") {
    Map m = testMap();
    SECTION("legal placements") {
        CHECK(validatePlacement(m, place(m, "A0505", Formation::Column, Facing::side(HexSide::N)))
                  .ok());
        CHECK(validatePlacement(m, place(m, "A0505", Formation::Line, Facing::vertex(Vertex::NNE)))
                  .ok());
        CHECK(validatePlacement(m, place(m, "A0505", Formation::Carre, Facing{})).ok());
        CHECK(
            validatePlacement(m, place(m, "A0505", Formation::Skirmish, Facing::vertex(Vertex::W)))
                .ok());
        CHECK(validatePlacement(m,
                                place(m, "A0101", Formation::Unlimbered, Facing::side(HexSide::SE)))
                  .ok());
    }
    // A line faces a vertex, a column a hexside (Prusse 1806, Premier Rules (Aug 2017), p.126).
    SECTION("line facing a hexside is illegal (legality case 6)") {
        auto st =
            validatePlacement(m, place(m, "A0505", Formation::Line, Facing::side(HexSide::N)));
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("must face a vertex"));
    }
    SECTION("column facing a vertex is illegal (legality case 6)") {
        auto st =
            validatePlacement(m, place(m, "A0505", Formation::Column, Facing::vertex(Vertex::E)));
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("must face a hexside"));
    }
    SECTION("carre with a facing is illegal") {
        CHECK_FALSE(
            validatePlacement(m, place(m, "A0505", Formation::Carre, Facing::side(HexSide::N)))
                .ok());
        CHECK_FALSE(
            validatePlacement(m, place(m, "A0505", Formation::Carre, Facing::vertex(Vertex::E)))
                .ok());
    }
    SECTION("a facing-less column is illegal") {
        CHECK_FALSE(validatePlacement(m, place(m, "A0505", Formation::Column, Facing{})).ok());
        CHECK_FALSE(validatePlacement(m, place(m, "A0505", Formation::Skirmish, Facing{})).ok());
    }
    SECTION("every formation against every facing kind") {
        for (Formation f : kAllFormations) {
            for (Facing facing :
                 {Facing{}, Facing::side(HexSide::S), Facing::vertex(Vertex::SSE)}) {
                INFO("formation " << toString(f) << " facing '" << formatFacing(facing) << "'");
                CHECK(validatePlacement(m, place(m, "A0303", f, facing)).ok() ==
                      (facing.kind == facingKindFor(f)));
            }
        }
    }
    SECTION("facing index out of range") {
        Placement p = place(m, "A0505", Formation::Column, Facing{FacingKind::Hexside, 6});
        CHECK_FALSE(validatePlacement(m, p).ok());
        p.facing.dir = -1;
        CHECK_FALSE(validatePlacement(m, p).ok());
    }
    SECTION("off the map") {
        Placement p = place(m, "A0505", Formation::Column, Facing::side(HexSide::N));
        p.hex = kNoHex;
        CHECK_FALSE(validatePlacement(m, p).ok());
    }
    SECTION("increments below -1") {
        Placement p = place(m, "A0505", Formation::Column, Facing::side(HexSide::N));
        p.increments = -2;
        CHECK_FALSE(validatePlacement(m, p).ok());
        p.increments = -1;
        CHECK(validatePlacement(m, p).ok());
        p.increments = 0; // zero is the increments check's business
        CHECK(validatePlacement(m, p).ok());
    }
}

TEST_CASE("validatePlacement: the second hex of a line", "[scenario]") {
    Map m = testMap();
    Placement p = place(m, "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
    SECTION("every adjacent hex is accepted") {
        const HexId h = p.hex;
        for (HexSide s : kAllSides) {
            p.second = m.neighbour(h, s);
            REQUIRE(p.second != kNoHex);
            CHECK(validatePlacement(m, p).ok());
        }
        // Also from an odd grid column (A0505 is grid column 4, A0405 grid column 3).
        p.hex = m.find("A0405");
        for (HexSide s : kAllSides) {
            p.second = m.neighbour(p.hex, s);
            CHECK(validatePlacement(m, p).ok());
        }
    }
    SECTION("a non-adjacent second hex is rejected") {
        p.second = m.find("A0705");
        auto st = validatePlacement(m, p);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("A0505") && Catch::Contains("A0705") &&
                                   Catch::Contains("not adjacent"));
        // Diagonal in offset terms but not a hex neighbour: A0505 is an even grid column, its
        // NE neighbour is A0604, so A0606 is two hexes away.
        p.second = m.find("A0606");
        CHECK_FALSE(validatePlacement(m, p).ok());
        p.second = m.find("A0604");
        CHECK(validatePlacement(m, p).ok());
    }
    SECTION("the same hex twice is rejected") {
        p.second = p.hex;
        CHECK_FALSE(validatePlacement(m, p).ok());
    }
    SECTION("a second hex off the map is rejected") {
        p.second = m.id(Offset{20, 20});
        CHECK_FALSE(validatePlacement(m, p).ok());
    }
    SECTION("a column cannot take a second hex") {
        Placement c = place(m, "A0505", Formation::Column, Facing::side(HexSide::N));
        c.second = m.find("A0506");
        auto st = validatePlacement(m, c);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("two hexes"));
        Placement k = place(m, "A0505", Formation::Carre, Facing{});
        k.second = m.find("A0506");
        CHECK_FALSE(validatePlacement(m, k).ok());
    }
    SECTION("skirmishers may take two hexes") {
        Placement s = place(m, "A0505", Formation::Skirmish, Facing::vertex(Vertex::W));
        s.second = m.find("A0506");
        CHECK(validatePlacement(m, s).ok());
    }
}

TEST_CASE("turnCount counts the first and the last turn", "[scenario]") {
    Scenario s;
    // A turn is 20 minutes (Game Scale, rule 3, Berlin 1813, Premier Rules (July 2021), p.6); the
    // hours are those of Friedland 1807's "La Grand Bataille" as transcribed in the lb.react app.
    SECTION("09:00 to 20:40 is 36 turns (legality case 28)") {
        s.start = *parseClock("09:00");
        s.end = *parseClock("20:40");
        CHECK(s.turnMinutes() == 20);
        CHECK(s.turnCount() == 36);
    }
    SECTION("start equal to end is one turn") {
        s.start = s.end = Clock{17 * 60};
        CHECK(s.turnCount() == 1);
    }
    SECTION("end before start is no turn") {
        s.start = Clock{17 * 60};
        s.end = Clock{16 * 60 + 40};
        CHECK(s.turnCount() == 0);
    }
    SECTION("17:00 to 19:00 is 7 turns") {
        s.start = Clock{17 * 60};
        s.end = Clock{19 * 60};
        CHECK(s.turnCount() == 7);
    }
    SECTION("the profile's turn length is used") {
        REQUIRE(s.rules.set(params::timeTurnMinutes, 30, "test").ok());
        s.start = Clock{9 * 60};
        s.end = Clock{12 * 60};
        CHECK(s.turnMinutes() == 30);
        CHECK(s.turnCount() == 7);
    }
    SECTION("a zero or negative turn length is refused and the turn stays 20 minutes") {
        REQUIRE_FALSE(s.rules.set(params::timeTurnMinutes, 0, "test").ok());
        CHECK(s.turnMinutes() == 20);
        REQUIRE_FALSE(s.rules.set(params::timeTurnMinutes, -5, "test").ok());
        CHECK(s.turnMinutes() == 20);
    }
}

TEST_CASE("Scenario finds units and placements", "[scenario]") {
    Scenario s;
    OrderOfBattle fr, ru;
    fr.side = "French";
    ru.side = "Russian";
    Unit army;
    army.id = "fr";
    army.echelon = Echelon::Army;
    REQUIRE(fr.add(army));
    army.id = "ru";
    REQUIRE(ru.add(army));
    Unit bn;
    bn.id = "pavlov-1";
    bn.echelon = Echelon::Battalion;
    bn.arm = Arm::Infantry;
    bn.parent = "ru";
    REQUIRE(ru.add(bn));
    s.oobs = {fr, ru};
    const OrderOfBattle* side = nullptr;
    const Unit* u = s.findUnit("pavlov-1", &side);
    REQUIRE(u != nullptr);
    CHECK(u->id == "pavlov-1");
    REQUIRE(side != nullptr);
    CHECK(side->side == "Russian");
    CHECK(s.findUnit("fr")->id == "fr");
    CHECK(s.findUnit("nobody") == nullptr);

    Placement p;
    p.unit = "pavlov-1";
    p.hex = 7;
    s.setup.push_back(p);
    REQUIRE(s.findPlacement("pavlov-1") != nullptr);
    CHECK(s.findPlacement("pavlov-1")->hex == 7);
    CHECK(s.findPlacement("fr") == nullptr);
}
