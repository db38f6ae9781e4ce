// Target declarations during a charge (Friedland et Danzig 1809, Premier Rules (2014), p.35,
// Charge a Cheval: two hexes or less; Berlin 1813, Premier Rules (July 2021), p.38, Charge a
// Cheval: two hexes in a straight line; legality case 22 of docs/rules.md).
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

const char* const kFriedland2014 =
    "Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a Cheval";
const char* const kBerlin2021 = "Berlin 1813, Premier Rules (July 2021), p.38, Charge a Cheval";

Unit unit(std::string id, Echelon e, Arm arm, std::string parent) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    if (arm != Arm::None) {
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

/// French hussars `cav` in column at (5,8) facing N; Russian battalions to be placed by the test.
Scenario battle(bool straightRule) {
    Scenario s;
    s.map = clearMap();
    REQUIRE(s.rules.set(params::chargeDeclarationRange, 2, kFriedland2014).ok());
    REQUIRE(s.rules.set(params::chargeDeclarationStraight, straightRule ? 1 : 0, kBerlin2021).ok());
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")).ok());
    REQUIRE(fr.add(unit("cav", Echelon::Regiment, Arm::Cavalry, "fr")).ok());
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, Arm::None, "")).ok());
    for (const char* id : {"ru1", "ru2", "ru3"})
        REQUIRE(ru.add(unit(id, Echelon::Regiment, Arm::Infantry, "ru")).ok());
    s.oobs = {fr, ru};
    s.setup.push_back(at("cav", s.map.id({5, 8}), Formation::Column, Facing::side(S::N)));
    return s;
}

HexId start(const Scenario& s) {
    return s.setup.front().hex;
}

const ChargeDeclaration* find(const ChargeDeclarations& d, std::string_view unit) {
    for (const ChargeDeclaration& x : d.declarations)
        if (x.unit == unit)
            return &x;
    return nullptr;
}

} // namespace

TEST_CASE("the target is declared when the charge comes within two hexes of it",
          "[rules][charge]") {
    Scenario s = battle(false);
    const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
    s.setup.push_back(at("ru1", target, Formation::Line, Facing::vertex(Vertex::SSE)));
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});

    auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, target);
    CHECK(d.legal);
    REQUIRE(d.declarations.size() == 1);
    CHECK(d.declarations[0].unit == "ru1");
    CHECK(d.declarations[0].target);
    CHECK(d.declarations[0].step == 2); // on entering the second hex, two hexes short
    CHECK(d.declarations[0].distance == 2);
    CHECK(d.declarations[0].from == route[1]);
}

TEST_CASE("a unit passed within two hexes in sight is declared not the target (case 22)",
          "[rules][charge]") {
    Scenario s = battle(false);
    const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
    s.setup.push_back(at("ru1", target, Formation::Line, Facing::vertex(Vertex::SSE)));
    // Two hexes to the right of the second hex of the charge.
    const HexId passed = walk(s.map, start(s), {S::N, S::NE, S::NE});
    s.setup.push_back(at("ru2", passed, Formation::Column, Facing::side(S::S)));
    // Far away: never declared.
    s.setup.push_back(at("ru3", s.map.id({11, 11}), Formation::Column, Facing::side(S::N)));
    const auto route = path(s.map, start(s), {S::N, S::N, S::N});

    auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, target);
    CHECK(d.legal);
    const ChargeDeclaration* p = find(d, "ru2");
    REQUIRE(p);
    CHECK_FALSE(p->target);
    CHECK(p->distance <= 2);
    CHECK(find(d, "ru1"));
    CHECK_FALSE(find(d, "ru3"));
}

TEST_CASE("a unit behind blocking terrain need not be declared", "[rules][charge]") {
    Scenario s = battle(false);
    const HexId hidden = walk(s.map, start(s), {S::N, S::NE, S::NE});
    const HexId between = walk(s.map, start(s), {S::N, S::NE});
    s.map.setTerrain(between, 1); // woods, which block sight (rules_fixtures)
    s.setup.push_back(at("ru2", hidden, Formation::Column, Facing::side(S::S)));
    const auto route = path(s.map, start(s), {S::N});

    auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, kNoHex);
    CHECK_FALSE(find(d, "ru2"));
    s.map.setTerrain(between, 0);
    d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), route, kNoHex);
    CHECK(find(d, "ru2"));
}

TEST_CASE("2021: the declared target must lie straight ahead for the last two hexes",
          "[rules][charge]") {
    for (bool straightRule : {false, true}) {
        Scenario s = battle(straightRule);
        // The charge turns NE after its first hex; the target is two hexes ahead of the hex
        // where it is declared, but not along the line the cavalry travels.
        const HexId target = walk(s.map, start(s), {S::N, S::N, S::N, S::N});
        s.setup.push_back(at("ru1", target, Formation::Line, Facing::vertex(Vertex::SSE)));
        const auto crooked = path(s.map, start(s), {S::NE, S::N, S::NW});
        auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), crooked, target);
        CHECK(d.legal == !straightRule);
        if (straightRule) {
            REQUIRE(d.reasons.size() == 1);
            CHECK(d.reasons[0].find("not in a straight line ahead") != std::string::npos);
            CHECK(d.reasons[0].find("Berlin 1813, Premier Rules of July 2021, p.38") !=
                  std::string::npos);
        }
        // Straight on: legal under both editions.
        const auto straight = path(s.map, start(s), {S::N, S::N, S::N});
        CHECK(chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(), straight, target).legal);
    }
}

TEST_CASE("friendly units are never declared", "[rules][charge]") {
    Scenario s = battle(false);
    REQUIRE(s.oobs[0].add(unit("cav2", Echelon::Regiment, Arm::Cavalry, "fr")).ok());
    s.setup.push_back(
        at("cav2", walk(s.map, start(s), {S::N, S::N}), Formation::Column, Facing::side(S::N)));
    auto d = chargeDeclarations(s, *s.findUnit("cav"), s.setup.front(),
                                path(s.map, start(s), {S::N}), kNoHex);
    CHECK(d.declarations.empty());
}
