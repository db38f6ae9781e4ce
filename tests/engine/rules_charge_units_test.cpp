// A charge among the set-up's units (Friedland et Danzig 1809, Premier Rules (2014), p.35,
// Charge a Cheval; La Bataille pour la Prusse 1806, Premier Rules (Aug 2017), p.126 and p.130;
// Berlin 1813, Premier Rules (July 2021), p.136; Austerlitz 1805, Premier Rules (July 2016),
// rule 14, Zone d'Influence).
#include "engine/rules/charge_declaration.hpp"
#include "rules_fixtures.hpp"

#include <string>
#include <vector>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;
using rules_test::path;
using rules_test::walk;
using S = HexSide;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    if (arm != Arm::None && arm != Arm::Leader) {
        u.increments = 6;
        u.movement = 14;
    }
    return u;
}

Placement at(std::string id, HexId hex, Formation f, Facing facing) {
    Placement p;
    p.unit = std::move(id);
    p.hex = hex;
    p.formation = f;
    p.facing = facing;
    return p;
}

/// French hussars `cav` in column at (5,8) facing N, French infantry `fi`, cavalry `fc`, a
/// Russian battalion `ru1`, dragoons `rc` and general `rg`, to be placed by the tests.
Scenario battle() {
    Scenario s;
    s.map = clearMap();
    REQUIRE(s.rules.set(params::chargeDeclarationRange, 2, "test").ok());
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(fr.add(unit("cav", Echelon::Regiment, Arm::Cavalry, "fr")).ok());
    REQUIRE(fr.add(unit("fi", Echelon::Battalion, Arm::Infantry, "fr")).ok());
    REQUIRE(fr.add(unit("fc", Echelon::Regiment, Arm::Cavalry, "fr")).ok());
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(ru.add(unit("ru1", Echelon::Battalion, Arm::Infantry, "ru")).ok());
    REQUIRE(ru.add(unit("rc", Echelon::Regiment, Arm::Cavalry, "ru")).ok());
    REQUIRE(ru.add(unit("rg", Echelon::Leader, Arm::Leader, "ru")).ok());
    s.oobs = {fr, ru};
    s.setup.push_back(at("cav", s.map.id({5, 8}), Formation::Column, Facing::side(S::N)));
    return s;
}

HexId start(const Scenario& s) {
    return s.setup.front().hex;
}

ChargePathResult among(const Scenario& s, const std::vector<HexId>& route, HexId target,
                       std::vector<std::string> notTarget = {}) {
    return chargeAmongUnits(s, *s.findUnit("cav"), s.setup.front(), route, target, notTarget);
}

bool mentions(const ChargePathResult& r, std::string_view what) {
    for (const std::string& why : r.reasons)
        if (why.find(what) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("a charge may not enter an enemy-held hex before its target", "[rules][charge]") {
    Scenario s = battle();
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});
    const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::S)));
    CHECK(among(s, route, target).legal);
    // Dragoons in the second hex of the path: the charge would ride through them.
    s.setup.push_back(at("rc", route[1], Formation::Column, Facing::side(S::S)));
    const ChargePathResult r = among(s, route, target);
    CHECK_FALSE(r.legal);
    CHECK(mentions(r, "holds the enemy rc"));
    CHECK(mentions(r, "Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a Cheval"));
    // checkCharge merges it: the map alone finds nothing wrong.
    const ChargeVerdict v =
        checkCharge(s, *s.findUnit("cav"), s.setup.front(), route, std::nullopt, target);
    CHECK_FALSE(v.path.legal);
    CHECK_FALSE(v.path.earnsBonus);
}

TEST_CASE("the target must be an enemy combat formation, never a leader", "[rules][charge]") {
    Scenario s = battle();
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});
    const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
    CHECK(mentions(among(s, route, target), "holds no enemy combat formation")); // empty
    s.setup.push_back(at("rg", target, Formation::Column, Facing::side(S::S)));
    CHECK_FALSE(among(s, route, target).legal); // a general alone
    // A leader is not declared either.
    auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, target);
    CHECK(d.declarations.empty());
    s.setup.push_back(at("fi", target, Formation::Column, Facing::side(S::S)));
    CHECK_FALSE(among(s, route, target).legal); // friendly infantry
    s.setup.back() = at("ru1", target, Formation::Column, Facing::side(S::S));
    CHECK(among(s, route, target).legal);
    d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, target);
    REQUIRE(d.declarations.size() == 1);
    CHECK(d.declarations[0].unit == "ru1");
}

TEST_CASE("friendly units are passed only as stacking allows", "[rules][charge]") {
    Scenario s = battle();
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});
    s.setup.push_back(at("fi", route[0], Formation::Column, Facing::side(S::N)));
    ChargePathResult r = among(s, route, kNoHex);
    CHECK_FALSE(r.legal);
    CHECK(mentions(r, "cavalry may pass only friendly cavalry, skirmishers, carrés"));
    s.setup.back().formation = Formation::Carre;
    s.setup.back().facing = Facing{};
    CHECK(among(s, route, kNoHex).legal);
    // A carré may be passed, not ended with.
    s.setup.back().hex = route.back();
    CHECK(mentions(among(s, route, kNoHex), "may not end its move with friendly infantry"));

    // Friendly cavalry: passable within the terrain's cavalry limits.
    s.setup.back() = at("fc", route[0], Formation::Column, Facing::side(S::N));
    CHECK(among(s, route, kNoHex).legal);
    TerrainRules clear;
    clear.terrain = "clear";
    clear.maxIncrements = 10; // 6 + 6 is more
    s.rules.terrain.push_back(clear);
    r = among(s, route, kNoHex);
    CHECK_FALSE(r.legal);
    CHECK(mentions(r, "12 cavalry increments with the charger, more than the 10"));
    s.rules.terrain.back().maxIncrements = 18;
    s.rules.terrain.back().maxCavalryRegiments = 1;
    CHECK(mentions(among(s, route, kNoHex), "2 cavalry regiments with the charger"));
    s.rules.terrain.back().maxCavalryRegiments = 3;
    CHECK(among(s, route, kNoHex).legal);
}

TEST_CASE("a charge stops on entering the zone of influence of enemy cavalry (rule 14)",
          "[rules][charge]") {
    Scenario s = battle();
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});
    // Enemy dragoons facing the second hex of the path from its right: their front covers it.
    const HexId beside = walk(s.map, route[1], {S::NE});
    s.setup.push_back(at("rc", beside, Formation::Column, Facing::side(S::SW)));
    ChargePathResult r = among(s, route, kNoHex);
    CHECK_FALSE(r.legal);
    CHECK(mentions(r, "zone of influence of the enemy cavalry rc"));
    CHECK(mentions(r, "Austerlitz 1805, Premier Rules (July 2016), rule 14"));
    // Stopping there is legal.
    const std::vector<HexId> shorter(route.begin(), route.begin() + 2);
    CHECK(among(s, shorter, kNoHex).legal);
    // Facing away, the dragoons' zone does not cover the path.
    s.setup.back().facing = Facing::side(S::NE);
    CHECK(among(s, route, kNoHex).legal);
    // Infantry's zone does not stop horse.
    s.setup.back() = at("ru1", beside, Formation::Column, Facing::side(S::SW));
    CHECK(among(s, route, kNoHex).legal);
}

TEST_CASE("a unit declared not the target may not become the target (case 22)", "[rules][charge]") {
    Scenario s = battle();
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});
    const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::S)));
    const std::vector<std::string> passed{"ru1"};
    const ChargePathResult r = among(s, route, target, passed);
    CHECK_FALSE(r.legal);
    CHECK(mentions(r, "was declared not the target"));
    const auto d =
        chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, target, passed);
    REQUIRE(d.declarations.size() == 1);
    CHECK_FALSE(d.declarations[0].target);
    CHECK(among(s, route, target).legal);
}
