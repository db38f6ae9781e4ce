// Stacking checks: per-terrain limits (legality cases 12: column of one regiment or 18
// increments, Prusse 1806, Premier Rules (Aug 2017), p.126; 13, 14: stacking table, Prusse 1806
// special rules p.2), formation mix (case 11: rule 16, Prusse 1806, Premier Rules (Aug 2017),
// p.126), cavalry with infantry (case 15: Prusse 1806, Premier Rules (Aug 2017), p.126 and p.130;
// Berlin 1813, Premier Rules (July 2021), p.136), opposing sides. Case numbers: docs/rules.md,
// Legality cases.
#include "checks_fixtures.hpp"

using namespace checks_test;

TEST_CASE("stacking.limit: column of two regiments over 18 increments in clear (legality case 12)",
          "[checks][stacking]") {
    Fixture f;
    f.regiment("French", "r1");
    f.regiment("French", "r2");
    f.battalion("French", "r1", "r1-1", 10);
    f.battalion("French", "r2", "r2-1", 10);
    f.battalion("French", "r2", "r2-2", 8);
    SECTION("10 + 10 of different regiments: illegal") {
        f.place("r1-1", "A0505");
        f.place("r2-1", "A0505");
        auto ps = f.run("stacking.limit");
        CHECK_THAT(only(ps), Contains("20 infantry increments in clear at A0505") &&
                                 Contains("18 allowed unless they are one regiment"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505")});
        CHECK(ps[0].units == std::vector<std::string>{"r1-1", "r2-1"});
    }
    SECTION("10 + 8 = 18: legal") {
        f.place("r1-1", "A0505");
        f.place("r2-2", "A0505");
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("one regiment of 18+ increments: legal (the regiment exception)") {
        f.place("r2-1", "A0505");
        f.place("r2-2", "A0505");
        f.battalion("French", "r2", "r2-3", 6);
        f.place("r2-3", "A0505");
        CHECK(f.run("stacking.limit").empty());
        SECTION("unless the profile turns the exception off") {
            REQUIRE(f.s.rules.set(params::stackingRegimentException, 0, "test"));
            CHECK(f.run("stacking.limit").size() == 1);
        }
    }
    SECTION("a column limit tighter than the terrain's applies to columns only") {
        REQUIRE(f.s.rules.set(params::stackingColumnMaxIncrements, 12, "test"));
        f.place("r1-1", "A0505");
        f.place("r2-1", "A0505", Formation::Column, Facing::side(HexSide::N), "", 4);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("more than the 12 allowed"));
        f.s.setup[0].formation = Formation::Line;
        f.s.setup[0].facing = Facing::vertex(Vertex::NNE);
        f.s.setup[1].formation = Formation::Line;
        f.s.setup[1].facing = Facing::vertex(Vertex::NNE);
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("a two-hex unit counts half its increments in each hex") {
        f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        f.place("r2-1", "A0605", Formation::Line, Facing::vertex(Vertex::NNE));
        f.s.setup.back().increments = 9;
        CHECK(f.run("stacking.limit").size() == 0); // 5 + 9 and 5 = within 18
        f.s.setup.back().increments = 14;           // 5 + 14 = 19 in A0605
        auto ps = f.run("stacking.limit");
        CHECK_THAT(only(ps), Contains("19 infantry increments in clear at A0605"));
    }
    SECTION("a two-hex unit counts its split's share in each hex") {
        f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        f.place("r2-1", "A0605", Formation::Line, Facing::vertex(Vertex::NNE));
        f.s.setup.back().increments = 13; // 5 + 13 = 18 in A0605 split evenly: within
        CHECK(f.run("stacking.limit").empty());
        f.s.setup[0].split = {4, 6}; // 6 + 13 = 19
        CHECK_THAT(only(f.run("stacking.limit")),
                   Contains("19 infantry increments in clear at A0605"));
    }
}

TEST_CASE("stacking.limit: cavalry regiments in clear (legality case 13)", "[checks][stacking]") {
    Fixture f;
    SECTION("four regiments of 4 increments: illegal") {
        for (int i = 0; i < 4; ++i) {
            f.cavalry("French", "c" + std::to_string(i), 4);
            f.place("c" + std::to_string(i), "A0303");
        }
        CHECK_THAT(only(f.run("stacking.limit")),
                   Contains("4 cavalry regiments in clear at A0303, more than the 3 allowed"));
    }
    SECTION("three regiments of 6 increments: legal") {
        for (int i = 0; i < 3; ++i) {
            f.cavalry("French", "c" + std::to_string(i), 6);
            f.place("c" + std::to_string(i), "A0303");
        }
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("two regiments of 10 increments: over 18 cavalry increments") {
        f.cavalry("French", "c1", 10);
        f.cavalry("French", "c2", 10);
        f.place("c1", "A0303");
        f.place("c2", "A0303");
        CHECK_THAT(only(f.run("stacking.limit")), Contains("20 cavalry increments"));
    }
    SECTION("one cavalry regiment of 20 increments: legal") {
        f.cavalry("French", "c1", 20);
        f.place("c1", "A0303");
        CHECK(f.run("stacking.limit").empty());
    }
}

TEST_CASE("stacking.limit: village and woods hold one battalion (legality case 14)",
          "[checks][stacking]") {
    Fixture f;
    f.paint("A0404", kVillage);
    f.paint("A0606", kWoods);
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battalion("French", "r1", "r1-2", 6);
    f.battery("French", "a1", 2);
    f.battery("French", "a2", 2);
    SECTION("two infantry battalions in a village: illegal") {
        f.place("r1-1", "A0404", Formation::GeneralOrder);
        f.place("r1-2", "A0404", Formation::GeneralOrder);
        CHECK_THAT(only(f.run("stacking.limit")),
                   Contains("2 infantry battalions in village at A0404") &&
                       Contains("more than the 1 allowed"));
    }
    SECTION("one battalion and one battery in a village: legal") {
        f.place("r1-1", "A0404", Formation::GeneralOrder);
        f.place("a1", "A0404", Formation::Unlimbered);
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("two batteries in a village: illegal") {
        f.place("a1", "A0404", Formation::Unlimbered);
        f.place("a2", "A0404", Formation::Unlimbered);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("2 batteries in village at A0404"));
    }
    SECTION("a regiment counter counts as two battalions in woods") {
        f.regimentCounter("French", "r9", 12);
        f.place("r9", "A0606", Formation::GeneralOrder);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("a regiment counts 2"));
        REQUIRE(f.s.rules.set(params::stackingRegimentBattalions, 1, "test"));
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("two cavalry regiments in woods: illegal") {
        f.cavalry("French", "c1", 4);
        f.cavalry("French", "c2", 4);
        f.place("c1", "A0606", Formation::GeneralOrder);
        f.place("c2", "A0606", Formation::GeneralOrder);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("2 cavalry regiments in woods"));
    }
}

TEST_CASE("stacking.limit: artillery in clear, alone and with infantry", "[checks][stacking]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 12);
    f.battalion("French", "r1", "r1-2", 4);
    f.battery("French", "a1", 4);
    f.battery("French", "a2", 2);
    f.battery("French", "a3", 2);
    SECTION("6 artillery increments: legal; 8: illegal") {
        f.place("a1", "A0505", Formation::Unlimbered);
        f.place("a2", "A0505", Formation::Unlimbered);
        CHECK(f.run("stacking.limit").empty());
        f.place("a3", "A0505", Formation::Unlimbered);
        CHECK_THAT(only(f.run("stacking.limit")),
                   Contains("8 artillery increments in clear at A0505, more than the 6 allowed"));
    }
    SECTION("12 infantry increments and a battery: legal") {
        f.place("r1-1", "A0505");
        f.place("a1", "A0505", Formation::Unlimbered);
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("16 infantry increments of one regiment and a battery: illegal") {
        f.place("r1-1", "A0505");
        f.place("r1-2", "A0505");
        f.place("a2", "A0505", Formation::Unlimbered);
        CHECK_THAT(only(f.run("stacking.limit")),
                   Contains("16 infantry increments with artillery") && Contains("at most 12"));
    }
    SECTION("infantry with two batteries: illegal") {
        f.place("r1-2", "A0505");
        f.place("a2", "A0505", Formation::Unlimbered);
        f.place("a3", "A0505", Formation::Limbered);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("2 batteries with infantry"));
    }
}

TEST_CASE("stacking.limit: leaders, other sides and terrain without a row do not count",
          "[checks][stacking]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 18);
    f.leader("French", "ney");
    f.place("r1-1", "A0505");
    f.place("ney", "A0505");
    CHECK(f.run("stacking.limit").empty());
    f.s.rules.terrain.clear(); // no terrain rows: only the column limit remains
    CHECK(f.run("stacking.limit").empty());
    f.regiment("French", "r2");
    f.battalion("French", "r2", "r2-1", 4);
    f.place("r2-1", "A0505");
    CHECK_THAT(only(f.run("stacking.limit")), Contains("22 infantry increments"));
}

TEST_CASE("stacking.formation-mix: never two formation types in one hex (legality case 11)",
          "[checks][stacking]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battalion("French", "r1", "r1-2", 6);
    f.battery("French", "a1", 2);
    f.leader("French", "ney");
    f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
    SECTION("line and column: illegal") {
        f.place("r1-2", "A0505", Formation::Column);
        auto ps = f.run("stacking.formation-mix");
        CHECK_THAT(only(ps), Contains("two formation types in one hex at A0505") &&
                                 Contains("Unit r1-1 in line") && Contains("Unit r1-2 in column"));
        CHECK(ps[0].units == std::vector<std::string>{"r1-1", "r1-2"});
    }
    SECTION("two lines with a battery and a leader: legal") {
        f.place("r1-2", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        f.place("a1", "A0505", Formation::Unlimbered, Facing::side(HexSide::N));
        f.place("ney", "A0505", Formation::Column);
        CHECK(f.run("stacking.formation-mix").empty());
    }
    SECTION("the second hex of a two-hex line counts") {
        f.s.setup[0].second = f.hex("A0605");
        f.place("r1-2", "A0605", Formation::Column);
        auto ps = f.run("stacking.formation-mix");
        CHECK(ps.size() == 1);
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0605")});
    }
}

TEST_CASE("stacking.cavalry-with-infantry (legality case 15)", "[checks][stacking]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.cavalry("French", "c1", 6);
    f.battery("French", "a1", 2);
    f.cavalry("Russian", "rc1", 6);
    f.place("c1", "A0505");
    SECTION("cavalry ends in a hex with friendly infantry in column: illegal") {
        f.place("r1-1", "A0505");
        CHECK_THAT(only(f.run("stacking.cavalry-with-infantry")),
                   Contains("Unit c1 shares A0505 with Unit r1-1"));
    }
    SECTION("cavalry with friendly skirmishers or carré in its hex: still illegal at set-up") {
        f.place("r1-1", "A0505", Formation::Carre);
        CHECK(f.run("stacking.cavalry-with-infantry").size() == 1);
    }
    SECTION("cavalry with unlimbered artillery: illegal; with limbered: legal") {
        f.place("a1", "A0505", Formation::Unlimbered);
        CHECK(f.run("stacking.cavalry-with-infantry").size() == 1);
        f.s.setup.back().formation = Formation::Limbered;
        CHECK(f.run("stacking.cavalry-with-infantry").empty());
    }
    SECTION("cavalry alone, or with enemy cavalry: no mixing problem") {
        CHECK(f.run("stacking.cavalry-with-infantry").empty());
        f.place("rc1", "A0505");
        CHECK(f.run("stacking.cavalry-with-infantry").empty());
    }
}

TEST_CASE("stacking.opposing-sides", "[checks][stacking]") {
    Fixture f;
    f.cavalry("French", "c1", 6);
    f.cavalry("Russian", "rc1", 6);
    f.place("c1", "A0505");
    CHECK(f.run("stacking.opposing-sides").empty());
    f.place("rc1", "A0505");
    CHECK_THAT(only(f.run("stacking.opposing-sides")),
               Contains("units of opposing sides share A0505") && Contains("(Russian)"));
}

TEST_CASE("stacking.limit: road march holds stacking.road-march-max-increments a hex (Prusse SR)",
          "[checks][stacking]") {
    Fixture f; // the Friedland profile: 4 increments (Prusse 1806 SR p.2, borrowed)
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 3);
    f.battalion("French", "r1", "r1-2", 2);
    f.battery("French", "a1", 2);
    SECTION("3 + 2 infantry increments in road march: illegal") {
        f.place("r1-1", "A0505", Formation::RoadMarch);
        f.place("r1-2", "A0505", Formation::RoadMarch);
        auto ps = f.run("stacking.limit");
        CHECK_THAT(only(ps), Contains("5 increments in road march in clear at A0505") &&
                                 Contains("more than the 4 allowed"));
        CHECK(ps[0].units == std::vector<std::string>{"r1-1", "r1-2"});
    }
    SECTION("every arm counts: 3 infantry and a 2-increment battery") {
        f.place("r1-1", "A0505", Formation::RoadMarch);
        f.place("a1", "A0505", Formation::RoadMarch);
        CHECK_THAT(only(f.run("stacking.limit")), Contains("5 increments in road march"));
    }
    SECTION("4 increments, or units not in road march: legal") {
        f.place("r1-1", "A0505", Formation::RoadMarch);
        f.place("a1", "A0606", Formation::RoadMarch);
        CHECK(f.run("stacking.limit").empty());
        f.place("r1-2", "A0606", Formation::RoadMarch);
        CHECK(f.run("stacking.limit").empty()); // 2 + 2
    }
    SECTION("one counter alone is not held to it (the model cannot spread a column)") {
        f.battalion("French", "r1", "r1-3", 6);
        f.place("r1-3", "A0505", Formation::RoadMarch);
        CHECK(f.run("stacking.limit").empty());
    }
    SECTION("0 lifts the limit") {
        REQUIRE(f.s.rules.set(params::stackingRoadMarchMaxIncrements, 0, "test"));
        f.place("r1-1", "A0505", Formation::RoadMarch);
        f.place("r1-2", "A0505", Formation::RoadMarch);
        CHECK(f.run("stacking.limit").empty());
    }
}
