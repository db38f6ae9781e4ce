// Order-of-battle integrity, units starting in an enemy zone of influence, and the special
// rules' charge morale modifiers.
#include "checks_fixtures.hpp"

using namespace checks_test;

TEST_CASE("oob.values", "[checks][oob]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    CHECK(f.run("oob.values").empty());
    SECTION("a morale that is not a d66 number: illegal") {
        f.oob("French").find("r1-1")->morale = 47;
        auto ps = f.run("oob.values");
        CHECK_THAT(only(ps), Contains("morale 47 is not a d66 number"));
        CHECK(ps[0].units == std::vector<std::string>{"r1-1"});
    }
    SECTION("increments out of range: illegal") {
        f.oob("French").find("r1-1")->increments = 120;
        CHECK_THAT(only(f.run("oob.values")), Contains("more than 99"));
    }
    SECTION("a battalion without increments: illegal") {
        f.battalion("French", "r1", "r1-2", 0);
        CHECK_THAT(only(f.run("oob.values")),
                   Contains("Unit r1-2 (r1-2) is a battalion counter without printed increments"));
    }
}

TEST_CASE("oob.parent-chain", "[checks][oob]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battalion("French", "r1", "r1-2", 6);
    CHECK(f.run("oob.parent-chain").empty());
    SECTION("an unknown parent: illegal") {
        f.oob("French").find("r1-1")->parent = "nowhere";
        CHECK_THAT(only(f.run("oob.parent-chain")),
                   Contains("names a parent 'nowhere' that is not in this order of battle"));
    }
    SECTION("a top unit that is not an army: illegal") {
        f.oob("French").find("f-bde")->parent.clear();
        CHECK_THAT(only(f.run("oob.parent-chain")), Contains("has no parent and is not an army"));
    }
    SECTION("a battalion under a battalion: illegal") {
        f.oob("French").find("r1-2")->parent = "r1-1";
        CHECK_THAT(only(f.run("oob.parent-chain")),
                   Contains("a battalion cannot be part of a battalion"));
    }
    SECTION("an army under a brigade: illegal, with the right article") {
        f.oob("French").find("f-army")->parent = "f-bde";
        CHECK_THAT(only(f.run("oob.parent-chain")),
                   Contains("an army cannot be part of a brigade"));
    }
}

TEST_CASE("zoi.start-in-enemy-zoi", "[checks][zoi]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "fr1", 6);
    f.battalion("French", "r1", "fr2", 6);
    f.regiment("Russian", "m1");
    f.battalion("Russian", "m1", "ru1", 6);
    f.leader("Russian", "bagration");
    SECTION("back to back: no warning; turned to face the enemy: a warning") {
        f.place("fr1", "A0505", Formation::Column, Facing::side(HexSide::N));
        f.place("ru1", "A0506", Formation::Column, Facing::side(HexSide::S));
        CHECK(f.run("zoi.start-in-enemy-zoi").empty());
        f.s.setup[0].facing = Facing::side(HexSide::S);
        auto ps = f.run("zoi.start-in-enemy-zoi");
        CHECK(only(ps) == "Unit ru1 starts at A0506 inside the zone of influence of French Unit "
                          "fr1 (A0505)");
        CHECK(ps[0].severity == Severity::Warning);
        CHECK(ps[0].units == std::vector<std::string>{"ru1", "fr1"});
    }
    SECTION("a carré exerts no zone beyond its own hex") {
        f.place("fr1", "A0505", Formation::Carre);
        f.place("ru1", "A0504", Formation::Column, Facing::side(HexSide::N));
        CHECK(f.run("zoi.start-in-enemy-zoi").empty());
    }
    SECTION("leaders are not warned") {
        f.place("fr1", "A0505", Formation::Column, Facing::side(HexSide::N));
        f.place("bagration", "A0504", Formation::Column, Facing::side(HexSide::N));
        CHECK(f.run("zoi.start-in-enemy-zoi").empty());
    }
    SECTION("a refused flank counts as front") {
        // The line at A0505 faces NNE; A0605 lies across its SE flank hexside. A column at
        // A0606 facing N covers A0605, which refuses the line's flank there.
        f.place("fr1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE));
        f.place("ru1", "A0605", Formation::Column, Facing::side(HexSide::NE));
        CHECK(f.run("zoi.start-in-enemy-zoi").empty());
        f.place("fr2", "A0606", Formation::Column, Facing::side(HexSide::N));
        auto ps = f.run("zoi.start-in-enemy-zoi");
        CHECK_THAT(only(ps), Contains("of French Unit fr1 (A0505) and 1 more"));
    }
}

TEST_CASE("special.modifier-unknown-condition", "[checks][special]") {
    Fixture f;
    f.s.rules.chargeModifiers.push_back({"flank", -12, "", "", "", "test"});
    f.s.chargeModifiers.push_back({"in-line", -3, "Russian", "", "", "test"});
    CHECK(f.run("special.modifier-unknown-condition").empty());
    f.s.chargeModifiers.push_back({"flnak", -12, "", "", "", "test"});
    CHECK_THAT(only(f.run("special.modifier-unknown-condition")),
               Contains("charge modifier 'flnak' -12 (scenario special rules) names no "
                        "condition the engine knows") &&
                   Contains("known: flank, rear"));
    f.s.rules.chargeModifiers.push_back({"", 3, "", "", "", "test"});
    CHECK(f.run("special.modifier-unknown-condition").size() == 2);
}

TEST_CASE("special.modifier-matches-nothing", "[checks][special]") {
    Fixture f;
    f.regiment("Russian", "m1");
    f.battalion("Russian", "m1", "ru1", 6);
    f.oob("Russian").find("ru1")->unitClass = "Musketeer";
    f.s.chargeModifiers.push_back({"in-line", -3, "Russian", "", "Musketeer", "test"});
    f.s.chargeModifiers.push_back({"in-line", 3, "", "", "", "test"}); // no selector
    f.s.chargeModifiers.push_back(
        {"rear", -6, "", "Russian", "", "test"}); // inherited from the OOB
    CHECK(f.run("special.modifier-matches-nothing").empty());
    SECTION("a misspelt side: illegal") {
        f.s.chargeModifiers.push_back({"carre", 6, "Russain", "", "", "test"});
        CHECK_THAT(only(f.run("special.modifier-matches-nothing")),
                   Contains("charge modifier 'carre' +6 (side Russain; scenario special rules) "
                            "selects no infantry unit of the scenario (sides: French, Russian"));
    }
    SECTION("a nationality nobody has: illegal") {
        f.s.chargeModifiers.push_back({"carre", 6, "", "Prussian", "", "test"});
        CHECK(f.run("special.modifier-matches-nothing").size() == 1);
    }
    SECTION("profile rows may name units this scenario does not field") {
        f.s.rules.chargeModifiers.push_back({"carre", 6, "", "Prussian", "", "test"});
        CHECK(f.run("special.modifier-matches-nothing").empty());
    }
}

TEST_CASE("special.modifier-clamps", "[checks][special]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "fr1", 6);
    f.regiment("Russian", "m1");
    f.battalion("Russian", "m1", "ru1", 6);
    f.s.rules.chargeModifiers.push_back({"carre", 12, "", "", "", "test"});
    f.s.chargeModifiers.push_back({"carre", 20, "French", "", "", "test"});
    CHECK(f.run("special.modifier-clamps").empty()); // 32: rolls of 11 reach 64
    f.s.chargeModifiers.back().value = 23;           // 35: every roll reaches 66
    auto ps = f.run("special.modifier-clamps");
    // The battalion has no class: it takes its regiment's (OrderOfBattle::classOf).
    CHECK_THAT(only(ps), Contains("charge modifiers 'carre' total +35 for French Ligne infantry: "
                                  "every stand-check roll clamps to 66"));
    CHECK(ps[0].severity == Severity::Warning);
    SECTION("negative totals clamp to 11") {
        f.s.chargeModifiers.back() = {"flank", -40, "", "", "", "test"};
        CHECK_THAT(only(f.run("special.modifier-clamps")),
                   Contains("total -40 for") && Contains("clamps to 11"));
    }
    SECTION("without infantry each row is judged alone") {
        f.s.oobs[0].remove("r1");
        f.s.oobs[1].remove("m1");
        CHECK(f.run("special.modifier-clamps").empty());
        f.s.chargeModifiers.back().value = 36;
        CHECK_THAT(only(f.run("special.modifier-clamps")),
                   Contains("a modifier that large makes every stand-check roll 66"));
    }
}

TEST_CASE("setup.regiment-break-up", "[checks][oob]") {
    // Combat Units (rule 6), Heilsberg 1807, Premier Rules (July 2021), p.97: an infantry
    // regiment that has lost 50% or is down to a single battalion's value breaks into battalions.
    Fixture f;
    f.regimentCounter("French", "6l", 12);
    f.battalion("French", "6l", "6l-1", 6);
    f.battalion("French", "6l", "6l-2", 5);
    SECTION("at full strength or with 5 of 12 lost: legal") {
        f.place("6l", "A0505");
        CHECK(f.run("setup.regiment-break-up").empty());
        f.s.setup[0].increments = 7;
        CHECK(f.run("setup.regiment-break-up").empty());
    }
    SECTION("half lost: illegal, at its hex") {
        f.place("6l", "A0505", Formation::Column, Facing::side(HexSide::N), "", 6);
        auto ps = f.run("setup.regiment-break-up");
        CHECK(only(ps) == "Unit 6l (6l) has lost 6 of its 12 increments (50% or more): the "
                          "regiment must break into its battalions (6l-1, 6l-2)");
        CHECK(ps[0].severity == Severity::Error);
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505")});
        CHECK(ps[0].units == std::vector<std::string>{"6l"});
    }
    SECTION("down to a single battalion's value before half is lost: illegal") {
        f.oob("French").find("6l")->increments = 18;
        f.oob("French").find("6l-1")->increments = 10;
        f.place("6l", "A0505", Formation::Column, Facing::side(HexSide::N), "", 10);
        CHECK(only(f.run("setup.regiment-break-up")) ==
              "Unit 6l (6l) is down to 10 increments, the value of a single battalion (Unit "
              "6l-1, 10): the regiment must break into its battalions (6l-1, 6l-2)");
        f.s.setup[0].increments = 11;
        CHECK(f.run("setup.regiment-break-up").empty());
    }
    SECTION("the percentage is the profile's") {
        f.place("6l", "A0505", Formation::Column, Facing::side(HexSide::N), "", 7);
        CHECK(f.run("setup.regiment-break-up").empty());
        REQUIRE(f.s.rules.set(params::regimentBreakUpLossPercent, 40, "test").ok());
        CHECK_THAT(only(f.run("setup.regiment-break-up")), Contains("(40% or more)"));
    }
    SECTION("a reinforcement arriving reduced: illegal, at its entry hex") {
        Reinforcement r;
        r.entry = f.hex("A0101");
        r.time = Clock{10 * 60};
        r.side = "French";
        Placement p;
        p.unit = "6l";
        p.hex = r.entry;
        p.increments = 4;
        r.units.push_back(p);
        f.s.reinforcements.push_back(r);
        auto ps = f.run("setup.regiment-break-up");
        CHECK_THAT(only(ps), Contains("has lost 8 of its 12 increments"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0101")});
    }
    SECTION("battalions, cavalry regiments and headquarters regiments never break up") {
        f.cavalry("French", "3h", 8);
        f.place("3h", "A0303", Formation::Column, Facing::side(HexSide::N), "", 2);
        f.place("6l-1", "A0505", Formation::Column, Facing::side(HexSide::N), "", 1);
        f.regiment("French", "hq");
        f.place("hq", "A0707");
        CHECK(f.run("setup.regiment-break-up").empty());
    }
    SECTION("a regiment without battalions in its order of battle: reported all the same") {
        f.regimentCounter("French", "9l", 10);
        f.place("9l", "A0505", Formation::Column, Facing::side(HexSide::N), "", 5);
        CHECK_THAT(only(f.run("setup.regiment-break-up")),
                   Contains("must break into its battalions (its order of battle lists none)"));
    }
}
