// The carré attempt window from the map (Berlin 1813, Premier Rules (July 2021), p.38, Charge a
// Cheval; legality case 23 of docs/rules.md): within carre.attempt-range hexes, with a clear line
// of sight leaving through a front hexside. The infantry declared the target attempts it within
// carre.target-attempt-range (option 2), and only a unit that could form carré at all may try.
#include "engine/rules/charge_declaration.hpp"
#include "rules_fixtures.hpp"

#include <string>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;
using rules_test::walk;
using S = HexSide;

namespace {

Placement infantryAt(HexId hex, Formation f, Facing facing) {
    Placement p;
    p.unit = "inf";
    p.hex = hex;
    p.formation = f;
    p.facing = facing;
    return p;
}

Unit battalion(std::string id, Arm arm, std::string parent, int increments) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = parent.empty()        ? Echelon::Army
                : arm == Arm::Cavalry ? Echelon::Regiment
                                      : Echelon::Battalion;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    u.morale = arm == Arm::None ? 0 : 42;
    u.movement = arm == Arm::Cavalry ? 14 : 6;
    return u;
}

/// Russian battalion `ru1` (6 increments) in column facing N at (5,6); French hussars `fc` in
/// column facing S, placed by the tests.
Scenario infantryFacingNorth() {
    Scenario s;
    s.map = clearMap();
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(battalion("fr", Arm::None, "", 0)).ok());
    REQUIRE(fr.add(battalion("fc", Arm::Cavalry, "fr", 6)).ok());
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(battalion("ru", Arm::None, "", 0)).ok());
    REQUIRE(ru.add(battalion("ru1", Arm::Infantry, "ru", 6)).ok());
    s.oobs = {fr, ru};
    s.setup.push_back(infantryAt(s.map.id({5, 6}), Formation::Column, Facing::side(HexSide::N)));
    s.setup.back().unit = "ru1";
    return s;
}

bool says(const Verdict& v, std::string_view text) {
    for (const std::string& r : v.reasons)
        if (r.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("case 23: carré may be attempted against cavalry seen ahead within range",
          "[rules][charge][carre]") {
    Map map = clearMap();
    RulesProfile p;
    const HexId home = map.id({5, 6});
    const Placement column = infantryAt(home, Formation::Column, Facing::side(S::N));

    const auto ahead = carreAttemptFromMap(map, p, column, ArmClass::Infantry,
                                           walk(map, home, {S::N, S::N, S::N}), false);
    CHECK(ahead.allowed);
    CHECK(ahead.reasons.empty());

    SECTION("behind: the sight line leaves through the rear hexside") {
        const auto behind = carreAttemptFromMap(map, p, column, ArmClass::Infantry,
                                                walk(map, home, {S::S, S::S, S::S}), false);
        CHECK_FALSE(behind.allowed);
        CHECK(says(behind, "front hexsides"));
    }
    SECTION("five hexes away is beyond carre.attempt-range") {
        const auto far =
            carreAttemptFromMap(map, p, column, ArmClass::Infantry,
                                walk(map, home, {S::N, S::N, S::N, S::N, S::N}), false);
        CHECK_FALSE(far.allowed);
        CHECK(says(far, "5 hexes away"));
    }
    SECTION("woods between block the sight line") {
        map.setTerrain(walk(map, home, {S::N}), 1);
        const auto hidden = carreAttemptFromMap(map, p, column, ArmClass::Infantry,
                                                walk(map, home, {S::N, S::N, S::N}), false);
        CHECK_FALSE(hidden.allowed);
        CHECK(says(hidden, "line of sight"));
    }
    SECTION("only once per charge") {
        const auto again = carreAttemptFromMap(map, p, column, ArmClass::Infantry,
                                               walk(map, home, {S::N, S::N}), true);
        CHECK_FALSE(again.allowed);
        CHECK(says(again, "once per charge"));
    }
}

TEST_CASE("a line sees through its two front hexsides, not its flanks", "[rules][charge][carre]") {
    Map map = clearMap();
    RulesProfile p;
    const HexId home = map.id({5, 6});
    // Facing the N-NE vertex: front N and NE, flank NW and SE.
    const Placement line = infantryAt(home, Formation::Line, Facing::vertex(Vertex::NNE));
    CHECK(
        carreAttemptFromMap(map, p, line, ArmClass::Infantry, walk(map, home, {S::N, S::N}), false)
            .allowed);
    CHECK(carreAttemptFromMap(map, p, line, ArmClass::Infantry, walk(map, home, {S::NE, S::NE}),
                              false)
              .allowed);
    CHECK_FALSE(carreAttemptFromMap(map, p, line, ArmClass::Infantry,
                                    walk(map, home, {S::NW, S::NW}), false)
                    .allowed);
}

TEST_CASE("the declared target attempts carré within carre.target-attempt-range",
          "[rules][charge][carre]") {
    // Berlin 1813, Premier Rules (July 2021), p.38: 4 hexes for any infantry, 2 for the target.
    RulesProfile berlin;
    REQUIRE(berlin.set(params::carreTargetAttemptRange, 2, "test").ok());
    CHECK(carreAttemptAllowed(3, true, false, berlin).allowed);
    const Verdict atThree =
        carreAttemptAllowed(3, true, false, berlin, CarreAttempter::DeclaredTarget);
    CHECK_FALSE(atThree.allowed);
    CHECK(says(atThree, "the infantry declared the target may attempt carré only when it is within "
                        "2 hexes (carre.target-attempt-range"));
    CHECK(carreAttemptAllowed(2, true, false, berlin, CarreAttempter::DeclaredTarget).allowed);

    // The 2014 and 2016 profiles keep 4 for the target too (the default).
    RulesProfile friedland;
    CHECK(carreAttemptAllowed(4, true, false, friedland, CarreAttempter::DeclaredTarget).allowed);
    CHECK_FALSE(
        carreAttemptAllowed(5, true, false, friedland, CarreAttempter::DeclaredTarget).allowed);

    SECTION("from the map") {
        Map map = clearMap();
        const HexId home = map.id({5, 6});
        const Placement column = infantryAt(home, Formation::Column, Facing::side(S::N));
        const HexId three = walk(map, home, {S::N, S::N, S::N});
        CHECK(carreAttemptFromMap(map, berlin, column, ArmClass::Infantry, three, false).allowed);
        CHECK_FALSE(carreAttemptFromMap(map, berlin, column, ArmClass::Infantry, three, false, {},
                                        CarreAttempter::DeclaredTarget)
                        .allowed);
        CHECK(carreAttemptFromMap(map, berlin, column, ArmClass::Infantry,
                                  walk(map, home, {S::N, S::N}), false, {},
                                  CarreAttempter::DeclaredTarget)
                  .allowed);
    }
}

TEST_CASE("only infantry that could form carré where it stands may attempt it",
          "[rules][charge][carre]") {
    Scenario s = infantryFacingNorth();
    const HexId home = s.map.id({5, 6});
    const HexId cavalry = walk(s.map, home, {S::N, S::N});

    CHECK(carreAttemptOnSetUp(s, "ru1", cavalry, false).allowed);

    SECTION("too few increments") {
        s.oobs[1].find("ru1")->increments = 2;
        const Verdict v = carreAttemptOnSetUp(s, "ru1", cavalry, false);
        CHECK_FALSE(v.allowed);
        CHECK(says(v, "at least 3 increments"));
    }
    SECTION("not in clear terrain") {
        s.map.setTerrain(home, 1);
        const Verdict v = carreAttemptOnSetUp(s, "ru1", cavalry, false);
        CHECK_FALSE(v.allowed);
        CHECK(says(v, "only in clear terrain"));
    }
    SECTION("skirmishers") {
        s.setup.back().formation = Formation::Skirmish;
        s.setup.back().facing = Facing::vertex(Vertex::NNE);
        const Verdict v = carreAttemptOnSetUp(s, "ru1", cavalry, false);
        CHECK_FALSE(v.allowed);
        CHECK(says(v, "skirmishers may not form carré"));
    }
    SECTION("both reasons: unable to form and out of the target's window") {
        s.oobs[1].find("ru1")->increments = 2;
        REQUIRE(s.rules.set(params::carreTargetAttemptRange, 1, "test").ok());
        const Verdict v =
            carreAttemptOnSetUp(s, "ru1", cavalry, false, CarreAttempter::DeclaredTarget);
        CHECK(v.reasons.size() == 2);
    }
}
