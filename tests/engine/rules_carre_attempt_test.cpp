// The carré attempt window from the map (Berlin 1813, Premier Rules (July 2021), p.38, Charge a
// Cheval; legality case 23 of docs/rules.md): within carre.attempt-range hexes, with a clear line
// of sight leaving through a front hexside.
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
