// Carré checks (Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré): clear terrain
// (legality case 1 of docs/rules.md), increments (cases 2 and 3), infantry only.
#include "checks_fixtures.hpp"

using namespace checks_test;

TEST_CASE("carre.terrain: carré only in clear terrain (legality case 1)", "[checks][carre]") {
    Fixture f;
    f.regiment("French", "69l");
    f.battalion("French", "69l", "2-69l", 8);
    f.s.oobs[0].find("2-69l")->name = "2/69e Ligne";
    f.paint("A1207", kWoods);
    SECTION("8 increments in woods: illegal") {
        f.place("2-69l", "A1207", Formation::Carre);
        auto ps = f.run("carre.terrain");
        CHECK(only(ps) == "carré needs clear terrain: 2/69e Ligne is in woods at A1207");
        CHECK(ps[0].units == std::vector<std::string>{"2-69l"});
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A1207")});
        CHECK(ps[0].severity == Severity::Error);
    }
    SECTION("in clear: legal") {
        f.place("2-69l", "A1206", Formation::Carre);
        CHECK(f.run("carre.terrain").empty());
    }
    SECTION("plain ground that is not clear (a pond, an orchard): illegal") {
        f.paint("A1206", kPond);
        f.paint("A1205", kOrchard);
        f.place("2-69l", "A1206", Formation::Carre);
        CHECK_THAT(only(f.run("carre.terrain")), Contains("mill pond at A1206"));
        f.s.setup[0].hex = f.hex("A1205");
        CHECK_THAT(only(f.run("carre.terrain")), Contains("orchard at A1205"));
    }
}

TEST_CASE("carre.increments: at least 3 in the hex (legality case 2)", "[checks][carre]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battalion("French", "r1", "r1-2", 6);
    SECTION("2 increments: illegal") {
        f.place("r1-1", "A0505", Formation::Carre, {}, "", 2);
        CHECK_THAT(only(f.run("carre.increments")),
                   Contains("a carré needs at least 3 increments in the hex: 2 at A0505"));
    }
    SECTION("3 increments: legal") {
        f.place("r1-1", "A0505", Formation::Carre, {}, "", 3);
        CHECK(f.run("carre.increments").empty());
    }
    SECTION("2 + 2 of two battalions: legal") {
        f.place("r1-1", "A0505", Formation::Carre, {}, "", 2);
        f.place("r1-2", "A0505", Formation::Carre, {}, "", 2);
        CHECK(f.run("carre.increments").empty());
    }
    SECTION("the minimum comes from the profile") {
        REQUIRE(f.s.rules.set(params::carreMinIncrements, 4, "test"));
        f.place("r1-1", "A0505", Formation::Carre, {}, "", 3);
        CHECK(f.run("carre.increments").size() == 1);
    }
}

TEST_CASE("carre.increments: at most 18 or one regiment (legality case 3)", "[checks][carre]") {
    Fixture f;
    f.regiment("French", "r1");
    f.regiment("French", "r2");
    f.battalion("French", "r1", "r1-1", 10);
    f.battalion("French", "r1", "r1-2", 10);
    f.battalion("French", "r2", "r2-1", 9);
    f.battalion("French", "r2", "r2-2", 8);
    SECTION("10 + 9 of different regiments: illegal") {
        f.place("r1-1", "A0505", Formation::Carre);
        f.place("r2-1", "A0505", Formation::Carre);
        auto ps = f.run("carre.increments");
        CHECK_THAT(only(ps), Contains("at most 18 increments or one regiment: 19"));
        CHECK(ps[0].units == std::vector<std::string>{"r1-1", "r2-1"});
    }
    SECTION("10 + 8 = 18: legal") {
        f.place("r1-1", "A0505", Formation::Carre);
        f.place("r2-2", "A0505", Formation::Carre);
        CHECK(f.run("carre.increments").empty());
    }
    SECTION("one regiment of 20: legal, unless carre.regiment-exception is 0") {
        f.place("r1-1", "A0505", Formation::Carre);
        f.place("r1-2", "A0505", Formation::Carre);
        CHECK(f.run("carre.increments").empty());
        REQUIRE(f.s.rules.set(params::carreRegimentException, 0, "test"));
        CHECK(f.run("carre.increments").size() == 1);
    }
    SECTION("stacking.limit leaves an all-carré hex to carre.increments") {
        f.place("r1-1", "A0505", Formation::Carre);
        f.place("r2-1", "A0505", Formation::Carre);
        CHECK(f.run("stacking.limit").empty());
    }
}

TEST_CASE("carre.arm: only infantry forms carré", "[checks][carre]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.cavalry("French", "c1", 6);
    f.battery("French", "a1", 2);
    f.leader("French", "ney");
    SECTION("infantry with artillery stacked inside (unlimbered) and a leader: legal") {
        f.place("r1-1", "A0505", Formation::Carre);
        f.place("a1", "A0505", Formation::Unlimbered);
        f.place("ney", "A0505", Formation::Carre);
        CHECK(f.run("carre.arm").empty());
    }
    SECTION("cavalry in carré: illegal") {
        f.place("c1", "A0505", Formation::Carre);
        CHECK_THAT(only(f.run("carre.arm")),
                   Contains("only infantry forms carré: Unit c1 (light cavalry)"));
    }
    SECTION("artillery in carré: illegal, with a hint") {
        f.place("a1", "A0505", Formation::Carre);
        CHECK_THAT(only(f.run("carre.arm")), Contains("artillery stacks inside a carré"));
    }
}
