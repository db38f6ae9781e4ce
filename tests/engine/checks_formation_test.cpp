// Formation checks: arm and orientation (legality case 6 with setup.placement: line faces a
// vertex, column a hexside, Prusse 1806, Premier Rules (Aug 2017), p.126), general-order terrain,
// cavalry line (cases 9, 10: at least 4 increments a hex, clear only, Berlin 1813, Premier Rules
// (July 2021), p.134), two-hex line (cases 4, 5: 5 increments, Prusse 1806, Premier Rules (Aug
// 2017), p.126), skirmish (cases 7, 8: Infantry Tirailleurs, rule 19, Berlin 1813, Premier Rules
// (July 2021), p.136), disordered units. Case numbers: docs/rules.md, Legality cases.
#include "checks_fixtures.hpp"

using namespace checks_test;

// A0505 faces NNE: its flank hexsides are NW (A0404) and SE (A0605); S (A0506) is a rear one.

TEST_CASE("formation.facing: the formation exists for the arm", "[checks][formation]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.cavalry("French", "c1", 6);
    f.battery("French", "a1", 2);
    SECTION("legal formations") {
        f.place("r1-1", "A0505", Formation::RoadMarch);
        f.place("c1", "A0707", Formation::Line, Facing::vertex(Vertex::E));
        f.place("a1", "A0909", Formation::Limbered, Facing::side(HexSide::S));
        CHECK(f.run("formation.facing").empty());
    }
    SECTION("limbered infantry: illegal") {
        f.place("r1-1", "A0505", Formation::Limbered);
        CHECK_THAT(only(f.run("formation.facing")),
                   Contains("infantry is never limbered: only artillery limbers"));
    }
    SECTION("unlimbered cavalry: illegal") {
        f.place("c1", "A0505", Formation::Unlimbered);
        CHECK(f.run("formation.facing").size() == 1);
    }
    SECTION("artillery in line: illegal") {
        f.place("a1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        CHECK_THAT(only(f.run("formation.facing")), Contains("never in line: Unit a1 at A0505"));
    }
    SECTION("a line facing a hexside is setup.placement's problem, not this check's (case 6)") {
        f.place("r1-1", "A0505", Formation::Line, Facing::side(HexSide::N));
        CHECK(f.run("formation.facing").empty());
        CHECK_THAT(only(f.run("setup.placement")), Contains("must face a vertex"));
    }
}

TEST_CASE("formation.facing: artillery with a line takes its orientation", "[checks][formation]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battery("French", "a1", 2);
    f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
    SECTION("facing one of the line's front hexsides: legal") {
        f.place("a1", "A0505", Formation::Unlimbered, Facing::side(HexSide::NE));
        CHECK(f.run("formation.facing").empty());
        f.s.setup.back().facing = Facing::side(HexSide::N);
        CHECK(f.run("formation.facing").empty());
    }
    SECTION("facing away: illegal") {
        f.place("a1", "A0505", Formation::Unlimbered, Facing::side(HexSide::SE));
        auto ps = f.run("formation.facing");
        CHECK_THAT(only(ps),
                   Contains("takes the line's orientation") && Contains("front hexside N and NE"));
        CHECK(ps[0].units == std::vector<std::string>{"a1", "r1-1"});
    }
}

TEST_CASE("formation.general-order-terrain", "[checks][formation]") {
    Fixture f;
    f.paint("A0505", kWoods);
    f.paint("A0605", kVillage);
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battalion("French", "r1", "r1-2", 6, true);
    f.cavalry("French", "c1", 6);
    f.battery("French", "a1", 2);
    SECTION("general order in woods: legal; column: illegal") {
        f.place("r1-1", "A0505", Formation::GeneralOrder);
        CHECK(f.run("formation.general-order-terrain").empty());
        f.s.setup[0].formation = Formation::Column;
        CHECK_THAT(only(f.run("formation.general-order-terrain")),
                   Contains("Unit r1-1 is in column in woods at A0505; infantry there is in "
                            "general order"));
    }
    SECTION("skirmish order is the alternative for able units") {
        f.place("r1-2", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "", 3);
        CHECK(f.run("formation.general-order-terrain").empty());
    }
    SECTION("a line with its second hex in a village: illegal") {
        f.place("r1-1", "A0404", Formation::Line, Facing::vertex(Vertex::E), "", 6);
        f.s.setup[0].second = f.hex("A0505");
        auto ps = f.run("formation.general-order-terrain");
        CHECK_THAT(only(ps), Contains("woods at A0505"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0404")});
    }
    SECTION("disordered units and artillery are exempt") {
        f.place("r1-1", "A0505", Formation::Column).state = UnitState::Disordered;
        f.place("a1", "A0605", Formation::Unlimbered);
        CHECK(f.run("formation.general-order-terrain").empty());
    }
    SECTION("road march on a road: legal; off the road: illegal") {
        f.place("r1-1", "A0505", Formation::RoadMarch);
        CHECK(f.run("formation.general-order-terrain").size() == 1);
        f.s.map.setFeatures(f.hex("A0505"), HexSide::N, kRoad);
        CHECK(f.run("formation.general-order-terrain").empty());
        REQUIRE(f.s.rules.set(params::generalOrderRoadMarchOnRoad, 0, "test"));
        CHECK(f.run("formation.general-order-terrain").size() == 1);
    }
    SECTION("cavalry in column in a village: illegal") {
        f.place("c1", "A0605", Formation::Column);
        CHECK_THAT(only(f.run("formation.general-order-terrain")),
                   Contains("cavalry there is in general order"));
    }
}

TEST_CASE("formation.cavalry-line: clear only, 4 increments a hex (legality cases 9, 10)",
          "[checks][formation]") {
    Fixture f;
    f.cavalry("French", "c7", 7);
    f.cavalry("French", "c8", 8);
    f.cavalry("French", "c3", 3);
    SECTION("7 increments over two hexes: illegal (4 + 3)") {
        f.place("c7", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        CHECK_THAT(only(f.run("formation.cavalry-line")),
                   Contains("at least 4 increments in each hex: Unit c7 has 3 at A0605"));
    }
    SECTION("8 increments over two hexes: legal") {
        f.place("c8", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        CHECK(f.run("formation.cavalry-line").empty());
    }
    SECTION("one hex of the line in a village: illegal (case 10)") {
        f.paint("A0605", kVillage);
        f.place("c8", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        auto ps = f.run("formation.cavalry-line");
        CHECK_THAT(only(ps), Contains("only in clear terrain: Unit c8 has a hex in village at "
                                      "A0605"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505")});
    }
    SECTION("a slope hexside between the two hexes is allowed") {
        f.s.map.setFeatures(f.hex("A0505"), HexSide::SE, kSlope);
        f.s.map.setElevation(f.hex("A0605"), 1);
        f.place("c8", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        CHECK(f.run("formation.cavalry-line").empty());
    }
    SECTION("a one-hex line of 3 increments: illegal") {
        f.place("c3", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        CHECK(f.run("formation.cavalry-line").size() == 1);
    }
}

TEST_CASE("formation.cavalry-line: an uneven split is judged hex by hex", "[checks][formation]") {
    Fixture f;
    f.cavalry("French", "c8", 8);
    f.cavalry("French", "c9", 9);
    SECTION("8 increments split 5 + 3: illegal, the second hex holds 3") {
        f.place("c8", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605").split = {5,
                                                                                               3};
        CHECK_THAT(only(f.run("formation.cavalry-line")),
                   Contains("Unit c8 has 3 at A0605 (split 5+3 over two hexes)"));
    }
    SECTION("9 increments split 5 + 4: legal; 3 + 6: illegal in the first hex") {
        Placement& p =
            f.place("c9", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        p.split = {5, 4};
        CHECK(f.run("formation.cavalry-line").empty());
        f.s.setup[0].split = {3, 6};
        CHECK_THAT(only(f.run("formation.cavalry-line")), Contains("has 3 at A0505"));
    }
}

TEST_CASE("setup.increments: a split adds up to the unit's increments", "[checks][formation]") {
    Fixture f;
    f.cavalry("French", "c8", 8);
    Placement& p = f.place("c8", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
    p.split = {4, 4};
    CHECK(f.run("setup.increments").empty());
    SECTION("4 + 3 for 8 printed increments: illegal") {
        f.s.setup[0].split = {4, 3};
        CHECK_THAT(only(f.run("setup.increments")),
                   Contains("Unit c8 is split 4+3 over A0505 and A0605: 7 increments, but it "
                            "has 8"));
    }
    SECTION("4 + 3 after losing one increment: legal") {
        f.s.setup[0].split = {4, 3};
        f.s.setup[0].increments = 7;
        CHECK(f.run("setup.increments").empty());
    }
}

TEST_CASE("formation.two-hex-line: 5 increments and a flank neighbour (legality cases 4, 5)",
          "[checks][formation]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-4", 4);
    f.battalion("French", "r1", "r1-5", 5);
    f.battalion("French", "r1", "r1-1", 1);
    SECTION("4 increments across two hexes: illegal") {
        f.place("r1-4", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        auto ps = f.run("formation.two-hex-line");
        CHECK_THAT(only(ps), Contains("at least 5 increments: Unit r1-4 has 4 at A0505-A0605"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505"), f.hex("A0605")});
    }
    SECTION("5 increments across two hexes: legal, on either flank") {
        f.place("r1-5", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        CHECK(f.run("formation.two-hex-line").empty());
        f.s.setup[0].second = f.hex("A0404");
        CHECK(f.run("formation.two-hex-line").empty());
    }
    SECTION("1 increment in a one-hex line: legal (case 5)") {
        f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        CHECK(f.run("formation.two-hex-line").empty());
    }
    SECTION("second hex behind the first: illegal") {
        f.place("r1-5", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0506");
        CHECK_THAT(only(f.run("formation.two-hex-line")),
                   Contains("the second hex of Unit r1-5 (A0506) lies ahead of or behind A0505"));
    }
    SECTION("a second hex that is not adjacent is left to setup.placement") {
        f.place("r1-5", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0909");
        CHECK(f.run("formation.two-hex-line").empty());
        CHECK(f.run("setup.placement").size() == 1);
    }
}

TEST_CASE("formation.skirmish: ability and hexes (legality cases 7, 8)", "[checks][formation]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "lt", 5, true);
    f.battalion("French", "r1", "ligne", 5, false);
    f.cavalry("French", "hus", 6, 14, true);
    f.cavalry("French", "cuir", 6, 11, true);
    SECTION("5 increments in a single hex: illegal") {
        f.place("lt", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE));
        CHECK_THAT(only(f.run("formation.skirmish")),
                   Contains("4 increments or more take two hexes") &&
                       Contains("Unit lt has 5 in A0505 alone"));
    }
    SECTION("5 increments over two hexes (3 + 2): legal") {
        f.place("lt", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0605");
        CHECK(f.run("formation.skirmish").empty());
    }
    SECTION("5 increments over two hexes split 4 + 1: legal") {
        f.place("lt", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0605").split = {
            4, 1};
        CHECK(f.run("formation.skirmish").empty());
        CHECK(f.run("setup.increments").empty());
    }
    SECTION("3 increments in one hex facing a vertex: legal; over two hexes: illegal") {
        f.place("lt", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "", 3);
        CHECK(f.run("formation.skirmish").empty());
        f.s.setup[0].second = f.hex("A0605");
        CHECK_THAT(only(f.run("formation.skirmish")), Contains("fewer than 4 increments take one "
                                                               "hex"));
    }
    SECTION("two hexes one behind the other: illegal") {
        f.place("lt", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0506");
        CHECK_THAT(only(f.run("formation.skirmish")), Contains("across a flank hexside"));
    }
    SECTION("a battalion without the ability: illegal (case 8)") {
        f.place("ligne", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0605");
        CHECK_THAT(only(f.run("formation.skirmish")), Contains("has no skirmish ability"));
    }
    SECTION("light cavalry with the ability: legal; heavy cavalry: illegal") {
        f.place("hus", "A0505", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A0605");
        CHECK(f.run("formation.skirmish").empty());
        f.place("cuir", "A0909", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A1009");
        CHECK_THAT(only(f.run("formation.skirmish")), Contains("only light cavalry skirmishes"));
    }
}

TEST_CASE("formation.disordered: column or general order, cavalry never", "[checks][formation]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.cavalry("French", "c1", 6);
    SECTION("disordered in column or general order: legal") {
        f.place("r1-1", "A0505", Formation::Column).state = UnitState::Disordered;
        CHECK(f.run("formation.disordered").empty());
        f.s.setup[0].formation = Formation::GeneralOrder;
        CHECK(f.run("formation.disordered").empty());
    }
    SECTION("disordered in line: illegal") {
        f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE)).state =
            UnitState::Disordered;
        CHECK_THAT(only(f.run("formation.disordered")),
                   Contains("disordered units are in column or general order: Unit r1-1 is in "
                            "line at A0505"));
    }
    SECTION("disordered cavalry: illegal; routed cavalry: legal") {
        f.place("c1", "A0505").state = UnitState::Disordered;
        CHECK_THAT(only(f.run("formation.disordered")), Contains("cavalry is never disordered"));
        f.s.setup[0].state = UnitState::Routed;
        CHECK(f.run("formation.disordered").empty());
    }
}
