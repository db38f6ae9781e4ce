// A melee declared on the set-up (Friedland et Danzig 1809, Premier Rules (2014), p.29, Assault
// a' Melee): attackers through their front, the pre-melee odds, who checks morale.
#include "engine/rules/melee.hpp"
#include "rules_fixtures.hpp"

#include <string>
#include <vector>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;
using rules_test::walk;
using S = HexSide;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    u.movement = 6;
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

/// French infantry `fi` (7 increments) and cavalry `fc` (6), Russian infantry `ru1` (6) and
/// `ru2` (5), dragoons `rc` (6) and general `rg`, to be placed by the tests.
Scenario battle() {
    Scenario s;
    s.map = clearMap();
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(fr.add(unit("fi", Echelon::Battalion, Arm::Infantry, "fr", 7)).ok());
    REQUIRE(fr.add(unit("fc", Echelon::Regiment, Arm::Cavalry, "fr", 6)).ok());
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(ru.add(unit("ru1", Echelon::Battalion, Arm::Infantry, "ru", 6)).ok());
    REQUIRE(ru.add(unit("ru2", Echelon::Battalion, Arm::Infantry, "ru", 5)).ok());
    REQUIRE(ru.add(unit("rc", Echelon::Regiment, Arm::Cavalry, "ru", 6)).ok());
    REQUIRE(ru.add(unit("rg", Echelon::Leader, Arm::Leader, "ru")).ok());
    s.oobs = {fr, ru};
    return s;
}

const MeleeParty& party(const std::vector<MeleeParty>& side, std::string_view id) {
    for (const MeleeParty& p : side)
        if (p.unit->id == id)
            return p;
    FAIL("no party " << id);
    return side.front();
}

bool mentions(const DeclaredMelee& m, std::string_view what) {
    for (const std::string& why : m.reasons)
        if (why.find(what) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("melee: an attacking line counts its top four, the defender all", "[rules][melee]") {
    Scenario s = battle();
    const HexId from = s.map.id({5, 5});
    const HexId target = walk(s.map, from, {S::N});
    s.setup.push_back(at("fi", from, Formation::Line, Facing::vertex(Vertex::NNE)));
    s.setup.push_back(at("ru1", target, Formation::Line, Facing::vertex(Vertex::SSW)));
    const std::vector<HexId> hexes{from};
    DeclaredMelee m = declaredMelee(s, hexes, target);
    CHECK(m.legal);
    CHECK(m.odds.attacker == 4);
    CHECK(m.odds.defender == 6); // a defending line counts all six, not its top four
    CHECK(party(m.attackers, "fi").checksMorale);
    CHECK(party(m.defenders, "ru1").checksMorale);

    SECTION("melee.line-odds-increments sets the attacking line's count") {
        REQUIRE(s.rules.set(params::meleeLineOddsIncrements, 3, "test").ok());
        CHECK(declaredMelee(s, hexes, target).odds.attacker == 3);
    }
    SECTION("a placement's own increments count, not the counter's") {
        s.setup.back().increments = 2;
        CHECK(declaredMelee(s, hexes, target).odds.defender == 2);
    }
}

TEST_CASE("melee: a two-hex attacking line counts its top four in each hex, as split",
          "[rules][melee]") {
    Scenario s = battle();
    const HexId from = s.map.id({5, 5});
    const HexId target = walk(s.map, from, {S::N});
    Placement line = at("fi", from, Formation::Line, Facing::vertex(Vertex::NNE));
    line.second = walk(s.map, from, {S::SE}); // across a flank hexside
    s.setup.push_back(line);
    s.setup.push_back(at("ru1", target, Formation::Line, Facing::vertex(Vertex::SSW)));
    const std::vector<HexId> hexes{from};
    SECTION("even (4 + 3): all seven count") {
        CHECK(declaredMelee(s, hexes, target).odds.attacker == 7);
    }
    SECTION("split 6 + 1: four of the six, and the one") {
        s.setup.front().split = {6, 1};
        CHECK(declaredMelee(s, hexes, target).odds.attacker == 5);
    }
}

TEST_CASE("melee: only through the attacker's front", "[rules][melee]") {
    Scenario s = battle();
    const HexId from = s.map.id({5, 5});
    const HexId target = walk(s.map, from, {S::N});
    s.setup.push_back(at("fi", from, Formation::Column, Facing::side(S::S)));
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::S)));
    const std::vector<HexId> hexes{from};
    DeclaredMelee m = declaredMelee(s, hexes, target);
    CHECK_FALSE(m.legal);
    CHECK_FALSE(party(m.attackers, "fi").assaults);
    CHECK(m.odds.attacker == 0);
    CHECK(mentions(m, "through their front"));
    CHECK(mentions(m, "Friedland et Danzig 1809, Premier Rules (2014), p.29"));
    // Turned to face the target, it may.
    s.setup[0].facing = Facing::side(S::N);
    m = declaredMelee(s, hexes, target);
    CHECK(m.legal);
    CHECK(m.odds.attacker == 7);
}

TEST_CASE("melee: who makes the pre-melee morale check", "[rules][melee]") {
    Scenario s = battle();
    const HexId target = s.map.id({5, 5});
    const HexId south = walk(s.map, target, {S::S});
    const HexId north = walk(s.map, target, {S::N});
    s.setup.push_back(at("fi", south, Formation::Column, Facing::side(S::N)));
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::S)));

    SECTION("infantry against infantry: both check, the defender first") {
        const std::vector<HexId> hexes{south};
        const DeclaredMelee m = declaredMelee(s, hexes, target);
        CHECK(party(m.attackers, "fi").checksMorale);
        CHECK(party(m.defenders, "ru1").checksMorale);
    }
    SECTION("cavalry never checks, and infantry attacking with it does not") {
        s.setup.push_back(at("fc", north, Formation::Column, Facing::side(S::S)));
        const std::vector<HexId> hexes{south, north};
        const DeclaredMelee m = declaredMelee(s, hexes, target);
        CHECK(m.legal);
        CHECK(m.odds.attacker == 13);
        CHECK_FALSE(party(m.attackers, "fc").checksMorale);
        CHECK_FALSE(party(m.attackers, "fi").checksMorale);
        CHECK(party(m.attackers, "fi").why.find("with cavalry") != std::string::npos);
        CHECK(party(m.defenders, "ru1").checksMorale);
    }
    SECTION("a defender in general order does not check") {
        s.setup[1].formation = Formation::GeneralOrder;
        const std::vector<HexId> hexes{south};
        const DeclaredMelee m = declaredMelee(s, hexes, target);
        CHECK_FALSE(party(m.defenders, "ru1").checksMorale);
        CHECK(party(m.attackers, "fi").checksMorale); // only when defending
    }
    SECTION("a defending cavalry regiment does not check") {
        s.setup[1].unit = "rc";
        const std::vector<HexId> hexes{south};
        const DeclaredMelee m = declaredMelee(s, hexes, target);
        CHECK_FALSE(party(m.defenders, "rc").checksMorale);
        CHECK(party(m.attackers, "fi").checksMorale);
    }
}

TEST_CASE("melee: the target must hold an enemy combat unit", "[rules][melee]") {
    Scenario s = battle();
    const HexId from = s.map.id({5, 5});
    const HexId target = walk(s.map, from, {S::N});
    s.setup.push_back(at("fi", from, Formation::Column, Facing::side(S::N)));
    const std::vector<HexId> hexes{from};
    CHECK(mentions(declaredMelee(s, hexes, target), "holds no enemy combat unit"));
    // A leader alone is no combat unit.
    s.setup.push_back(at("rg", target, Formation::Column, Facing::side(S::S)));
    DeclaredMelee m = declaredMelee(s, hexes, target);
    CHECK_FALSE(m.legal);
    CHECK(m.defenders.empty());
    // Nor is a friend.
    s.setup.back().unit = "fc";
    m = declaredMelee(s, hexes, target);
    CHECK_FALSE(m.legal);
    CHECK(mentions(m, "a friend"));
    // Two sides in the attacking hexes.
    s.setup.back().unit = "ru2";
    const std::vector<HexId> both{from, target};
    CHECK(mentions(declaredMelee(s, both, walk(s.map, target, {S::N})), "two sides"));
}

TEST_CASE("melee: infantry in carré may not assault", "[rules][melee]") {
    Scenario s = battle();
    const HexId from = s.map.id({5, 5});
    const HexId target = walk(s.map, from, {S::N});
    s.setup.push_back(at("fi", from, Formation::Carre, Facing{}));
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::S)));
    const std::vector<HexId> hexes{from};
    DeclaredMelee m = declaredMelee(s, hexes, target);
    CHECK_FALSE(m.legal);
    CHECK_FALSE(party(m.attackers, "fi").assaults);
    CHECK(m.odds.attacker == 0);
    CHECK(mentions(m, "infantry in carré may not assault"));
    CHECK(mentions(m, "Berlin 1813, Premier Rules (July 2021), p.17"));
    // Out of carré, in column facing the target, it may.
    s.setup[0].formation = Formation::Column;
    s.setup[0].facing = Facing::side(S::N);
    m = declaredMelee(s, hexes, target);
    CHECK(m.legal);
    CHECK(m.odds.attacker == 7);
}

TEST_CASE("melee: melee.infantry-against-cavalry-exempt reads 'with cavalry' two ways",
          "[rules][melee]") {
    Scenario s = battle();
    const HexId target = s.map.id({5, 5});
    const HexId north = walk(s.map, target, {S::N});
    s.setup.push_back(at("fc", north, Formation::Column, Facing::side(S::S)));
    s.setup.push_back(at("ru1", target, Formation::Column, Facing::side(S::N)));
    const std::vector<HexId> hexes{north};

    // 0 (every bundled profile): infantry attacked by cavalry alone still checks.
    DeclaredMelee m = declaredMelee(s, hexes, target);
    CHECK(m.legal);
    CHECK(party(m.defenders, "ru1").checksMorale);

    // 1: infantry meleeing against cavalry is exempt too.
    REQUIRE(s.rules.set(params::meleeInfantryAgainstCavalryExempt, true, "test").ok());
    m = declaredMelee(s, hexes, target);
    CHECK_FALSE(party(m.defenders, "ru1").checksMorale);
    CHECK(party(m.defenders, "ru1").why.find("attacked by cavalry") != std::string::npos);

    // Infantry attacking infantry checks under either setting.
    s.setup[0].unit = "fi";
    m = declaredMelee(s, hexes, target);
    CHECK(party(m.attackers, "fi").checksMorale);
    CHECK(party(m.defenders, "ru1").checksMorale);
}

TEST_CASE("melee: cavalry assaults a carré only from within its hex", "[rules][melee]") {
    // Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré: cavalry assaulting a carré must
    // rest in its hex; infantry assaults it from an adjacent hex.
    Scenario s = battle();
    const HexId carre = s.map.id({5, 5});
    const HexId north = walk(s.map, carre, {S::N});
    const HexId south = walk(s.map, carre, {S::S});
    s.setup.push_back(at("ru1", carre, Formation::Carre, Facing{}));
    s.setup.push_back(at("fc", north, Formation::Column, Facing::side(S::S)));
    SECTION("cavalry next to the carré, facing it: takes no part, illegal") {
        const std::vector<HexId> hexes{north};
        const DeclaredMelee m = declaredMelee(s, hexes, carre);
        CHECK_FALSE(m.legal);
        CHECK_FALSE(party(m.attackers, "fc").assaults);
        CHECK(party(m.attackers, "fc").why.find("only from within its hex") != std::string::npos);
        CHECK(m.odds.attacker == 0);
        CHECK(mentions(m, "cavalry must rest in the carré's hex"));
        CHECK(mentions(m, "Berlin 1813, Premier Rules (July 2021), p.17"));
    }
    SECTION("cavalry in the carré's hex: legal, the carré hex names the attackers") {
        s.setup[1].hex = carre;
        const std::vector<HexId> hexes{carre};
        const DeclaredMelee m = declaredMelee(s, hexes, carre);
        CHECK(m.legal);
        CHECK(party(m.attackers, "fc").assaults);
        CHECK(m.odds.attacker == 6);
        CHECK(m.odds.defender == 6);
        REQUIRE(m.defenders.size() == 1);
        CHECK(m.defenders[0].unit->id == "ru1");
    }
    SECTION("infantry next to the carré, facing it: legal; beside cavalry that is not in it") {
        s.setup.push_back(at("fi", south, Formation::Column, Facing::side(S::N)));
        const std::vector<HexId> hexes{north, south};
        const DeclaredMelee m = declaredMelee(s, hexes, carre);
        CHECK(m.legal);
        CHECK(party(m.attackers, "fi").assaults);
        CHECK_FALSE(party(m.attackers, "fc").assaults);
        CHECK(m.odds.attacker == 7);
    }
    SECTION("without a carré the target is never an attacking hex") {
        s.setup[0].formation = Formation::Column;
        s.setup[0].facing = Facing::side(S::N);
        const std::vector<HexId> hexes{carre};
        CHECK(mentions(declaredMelee(s, hexes, carre), "is one of the attacking hexes"));
        // And cavalry next to a column facing it assaults as before.
        const std::vector<HexId> fromNorth{north};
        CHECK(declaredMelee(s, fromNorth, carre).legal);
    }
}

TEST_CASE("the calculator's default attackers: the enemy next to the target, and in it",
          "[rules][melee]") {
    Scenario s = battle();
    const HexId target = s.map.id({5, 5});
    const HexId north = walk(s.map, target, {S::N});
    const HexId south = walk(s.map, target, {S::S});
    CHECK(meleeAttackerHexes(s, target).empty()); // nobody to defend
    s.setup.push_back(at("ru1", target, Formation::Carre, {}));
    s.setup.push_back(at("ru2", north, Formation::Column, Facing::side(S::S))); // a friend
    s.setup.push_back(at("fi", south, Formation::Column, Facing::side(S::N)));
    CHECK(meleeAttackerHexes(s, target) == std::vector<HexId>{south});
    s.setup.push_back(at("fc", target, Formation::Column, Facing::side(S::N)));
    CHECK(meleeAttackerHexes(s, target) == std::vector<HexId>{target, south});
}
