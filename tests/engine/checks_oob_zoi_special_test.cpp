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
