// Pre-melee odds (Friedland et Danzig 1809, Premier Rules (2014), p.29, Assault a' Melee), carré
// fire, melee and morale (Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré).
#include "engine/rules/combat.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace marengo;
using namespace marengo::rules;

TEST_CASE("case 29: an attacking line counts its top four increments per hex, a column all",
          "[rules][combat]") {
    RulesProfile p;
    const auto att = MeleeRole::Attacker;
    CHECK(preMeleeIncrements(Formation::Line, 8, att, p) == 4);
    CHECK(preMeleeIncrements(Formation::Column, 8, att, p) == 8);
    CHECK(preMeleeIncrements(Formation::Line, 3, att, p) == 3);
    CHECK(preMeleeIncrements(Formation::Line, 10, att, p, 2) == 8);
    CHECK(preMeleeIncrements(Formation::Line, 6, att, p, 2) == 6);
    CHECK(preMeleeIncrements(Formation::Skirmish, 6, att, p, 2) == 6);
    CHECK(preMeleeIncrements(Formation::Column, -2, att, p) == 0);
    // The number is the profile's.
    REQUIRE(p.set(params::meleeLineOddsIncrements, 3, "test").ok());
    CHECK(preMeleeIncrements(Formation::Line, 8, att, p) == 3);
    CHECK(preMeleeIncrements(Formation::Line, 8, att, p, 2) == 6);
}

TEST_CASE("a defender counts all its increments in the hex whatever its formation",
          "[rules][combat]") {
    RulesProfile p;
    const auto def = MeleeRole::Defender;
    CHECK(preMeleeIncrements(Formation::Line, 8, def, p) == 8);
    CHECK(preMeleeIncrements(Formation::Line, 10, def, p, 2) == 10);
    CHECK(preMeleeIncrements(Formation::Column, 8, def, p) == 8);
    CHECK(preMeleeIncrements(Formation::Carre, 12, def, p) == 12);
    CHECK(preMeleeIncrements(Formation::Line, -1, def, p) == 0);
}

TEST_CASE("pre-melee odds compare defending with assaulting increments", "[rules][combat]") {
    RulesProfile p;
    std::vector<OddsParty> attackers{{Formation::Line, 8, 1}, {Formation::Column, 6, 1}};
    std::vector<OddsParty> defenders{{Formation::Line, 10, 2}};
    PreMeleeOdds odds = preMeleeOdds(attackers, defenders, p);
    CHECK(odds.attacker == 10);
    CHECK(odds.defender == 10); // a defending line counts every increment
    CHECK(odds.attackerPerDefender() == Approx(1.0));
    CHECK(odds.defenderPerAttacker() == Approx(1.0));
    PreMeleeOdds none = preMeleeOdds(attackers, {}, p);
    CHECK(std::isinf(none.attackerPerDefender()));
}

TEST_CASE("a carré fires with a third of its increments, all of them with cavalry inside",
          "[rules][combat]") {
    RulesProfile p;
    CHECK(carreFireValue(9, 3, false, p) == 9);
    CHECK(carreFireValue(10, 3, false, p) == 9); // 10 / 3 rounds down to 3
    CHECK(carreFireValue(2, 4, false, p) == 0);
    CHECK(carreFireValue(10, 3, true, p) == 30);
    REQUIRE(p.set(params::carreFireDivisor, 2, "test").ok());
    CHECK(carreFireValue(10, 3, false, p) == 15);
}

TEST_CASE("assaulting a carré: infantry at one and a half, cavalry at a third", "[rules][combat]") {
    RulesProfile p;
    CHECK(meleeAgainstCarre(6, Arm::Infantry, p) == Approx(9.0));
    CHECK(meleeAgainstCarre(9, Arm::Cavalry, p) == Approx(3.0));
    CHECK(meleeAgainstCarre(10, Arm::Cavalry, p) == Approx(10.0 / 3.0));
    CHECK(meleeAgainstCarre(9, Arm::Cavalry, p, 2) == Approx(5.0)); // lance bonus not reduced
    CHECK(meleeAgainstCarre(9, Arm::Artillery, p) == Approx(9.0));
    REQUIRE(p.set(params::carreCavalryAssaultDivisor, 2, "app data").ok());
    CHECK(meleeAgainstCarre(9, Arm::Cavalry, p) == Approx(4.5));
}

TEST_CASE("a unit in carré has 6 off its morale in d66 steps", "[rules][combat]") {
    RulesProfile p;
    CHECK(carreMoraleValue(43, p) == 33);
    CHECK(carreMoraleValue(15, p) == 11); // clamped
    CHECK_FALSE(carreMoraleValue(0, p));
    REQUIRE(p.set(params::carreMoraleModifier, -3, "test").ok());
    CHECK(carreMoraleValue(43, p) == 36); // 42, 41, 36
}
