// reinforcement.connected with the enemy's set-up standing (the rules profile's
// reinforcement.connected-respects-zoi; Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone
// d'Influence): an enemy-held hex is never entered (assumed: a unit enters one only by assault),
// and a unit that enters an enemy zone stops there and leaves it at the start of its next movement,
// so zones cut a route only when zoi.move-zone-to-zone is 0. Infantry and foot artillery stop in
// every enemy zone, cavalry and horse artillery only in the zones of enemy cavalry.
#include "engine/checks/checks.hpp"
#include "engine/checks/reinforcements.hpp"

#include "reinforcements_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;

namespace {

constexpr TerrainId kLake = 1;

using reinforcements_test::makeUnit;

Placement place(const Scenario& s, const char* unit, const char* hex, Formation f, HexSide facing) {
    Placement p;
    p.unit = unit;
    p.hex = s.map.find(hex);
    REQUIRE(p.hex != kNoHex);
    p.formation = f;
    p.facing = Facing::side(facing);
    return p;
}

/// 16 x 12 clear map with a lake down column A05xx, open only at A0506. The French set up at
/// A1006, beyond the lake; their infantry, cavalry, foot and horse batteries arrive at A0106 on
/// the west edge. The Russians have an infantry battalion and a cavalry regiment at hand, not
/// yet placed, and another battalion set up far to the north-east.
Scenario makeScenario() {
    std::vector<TerrainType> terrain{{"clear", "Clear", 0xeeeeee, "none", false, false},
                                     {"lake", "Lake", 0x3366cc, "none", false, false}};
    Scenario s;
    s.map = *Map::create("test", {}, {Sheet{'A', 0, 0, 16, 12}}, terrain);
    s.start = Clock{9 * 60};
    s.end = Clock{12 * 60};
    s.rules.terrain = {TerrainRules{"clear", 1, 1, 1, 0, 0, 0, 0, 0, true, ""},
                       TerrainRules{"lake", -1, -1, -1, 0, 0, 0, 0, 0, true, ""}};
    for (int row = 0; row < s.map.height(); ++row)
        if (row != 5)
            s.map.setTerrain(s.map.id({4, row}), kLake);
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(makeUnit("farmy", Echelon::Army, Arm::None, "")));
    REQUIRE(fr.add(makeUnit("freg", Echelon::Regiment, Arm::Infantry, "farmy")));
    REQUIRE(fr.add(makeUnit("fbn1", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fbn2", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fcav", Echelon::Regiment, Arm::Cavalry, "farmy", 6)));
    REQUIRE(fr.add(makeUnit("ffoot", Echelon::Battery, Arm::Artillery, "farmy", 2)));
    REQUIRE(fr.add(
        makeUnit("fhorse", Echelon::Battery, Arm::Artillery, "farmy", 2, ArtilleryType::Horse)));
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(makeUnit("rarmy", Echelon::Army, Arm::None, "")));
    REQUIRE(ru.add(makeUnit("rreg", Echelon::Regiment, Arm::Infantry, "rarmy")));
    REQUIRE(ru.add(makeUnit("rbn1", Echelon::Battalion, Arm::Infantry, "rreg", 6)));
    REQUIRE(ru.add(makeUnit("rbn2", Echelon::Battalion, Arm::Infantry, "rreg", 6)));
    REQUIRE(ru.add(makeUnit("rcav", Echelon::Regiment, Arm::Cavalry, "rarmy", 6)));
    s.oobs = {fr, ru};
    s.setup.push_back(place(s, "fbn1", "A1006", Formation::Column, HexSide::N));
    s.setup.push_back(place(s, "rbn2", "A1502", Formation::Column, HexSide::N));
    Reinforcement r;
    r.time = Clock{10 * 60};
    r.entry = s.map.find("A0106");
    r.side = "French";
    r.units = {place(s, "fbn2", "A0106", Formation::Column, HexSide::NE),
               place(s, "fcav", "A0106", Formation::Column, HexSide::NE),
               place(s, "ffoot", "A0106", Formation::Limbered, HexSide::NE),
               place(s, "fhorse", "A0106", Formation::Limbered, HexSide::NE)};
    s.reinforcements.push_back(r);
    return s;
}

std::vector<Problem> connected(const Scenario& s) {
    return runChecks(s, CheckFilter{{"reinforcement.connected"}});
}

/// The units of each problem (the movers first, then the enemy named).
std::vector<std::vector<std::string>> unitsOf(const std::vector<Problem>& ps) {
    std::vector<std::vector<std::string>> out;
    for (const Problem& p : ps)
        out.push_back(p.units);
    return out;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("reinforcement.connected-respects-zoi is off in the default profile") {
    const Scenario s = makeScenario();
    CHECK(s.rules.get(params::reinforcementConnectedRespectsZoi) == 0);
    CHECK(connected(s).empty());
}

TEST_CASE("reinforcement.connected with the set-up standing: an enemy-held gap blocks every arm") {
    Scenario s = makeScenario();
    s.setup.push_back(place(s, "rbn1", "A0506", Formation::Column, HexSide::SW));

    SECTION("off: the ground alone counts, the entry is connected (as before the option)") {
        CHECK(connected(s).empty());
    }
    SECTION("on: every arm is cut off, and the message names the unit holding the gap") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
        const auto ps = connected(s);
        // The artillery group splits by the zones that stop it (foot: every zone; horse: the
        // cavalry's): both are cut off by the held hex.
        CHECK(unitsOf(ps) ==
              std::vector<std::vector<std::string>>{
                  {"fbn2", "rbn1"}, {"fcav", "rbn1"}, {"ffoot", "rbn1"}, {"fhorse", "rbn1"}});
        REQUIRE(ps.size() == 4);
        CHECK(ps[0].message ==
              "The fbn2 (infantry) of the French reinforcements of 10:00 at A0106 cannot reach "
              "the battlefield past the enemy's set-up: the ground leads from A0106 to any "
              "French set-up hex, but the hexes held by The rbn1 (Russian, A0506) cut off "
              "every route for infantry (an enemy-held hex is never entered, assumed: a unit "
              "enters an enemy's hex only by assault; the rules profile's "
              "reinforcement.connected-respects-zoi is 1)");
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0106")});
        CHECK(ps[0].severity == Severity::Error);
        CHECK(contains(ps[1].message, "The fcav (cavalry)"));
        CHECK(contains(ps[3].message, "The fhorse (artillery)"));
    }
    SECTION("on, the gap held: zone-to-zone moves change nothing") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
        REQUIRE(s.rules.set(params::zoiMoveZoneToZone, 0, "test"));
        CHECK(connected(s).size() == 4);
    }
    SECTION("on, the enemy holding an objective: reaching it is reaching the battlefield") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
        s.objectives.push_back(Objective{s.map.find("A0506"), "Ford", 5, "French"});
        CHECK(connected(s).empty());
    }
    SECTION("on, the gap left open again: connected") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
        s.setup.back().hex = s.map.find("A1210");
        CHECK(connected(s).empty());
    }
    SECTION("on, but the ground cuts the entry off first: the ground's message, as before") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
        s.map.setTerrain(s.map.find("A0506"), kLake);
        const auto ps = connected(s);
        REQUIRE(ps.size() == 3); // infantry, cavalry, artillery: one problem an arm
        CHECK(contains(ps[0].message, "no passable route for infantry"));
        CHECK_FALSE(contains(ps[0].message, "rbn1"));
    }
}

TEST_CASE("reinforcement.connected with the set-up standing: infantry zones stop infantry, not "
          "cavalry") {
    // The Russian battalion at A0406 faces north-east: its zone covers A0405 and the gap A0506
    // (and the lake at A0507). The only ways into the gap are from A0405 (in the zone) and
    // A0406 (held).
    Scenario s = makeScenario();
    s.setup.push_back(place(s, "rbn1", "A0406", Formation::Column, HexSide::NE));
    REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));

    SECTION("zone to zone allowed: a unit stopped in A0405 steps into the gap next turn") {
        CHECK(connected(s).empty());
    }
    SECTION("zone to zone refused: infantry and foot artillery are cut off") {
        REQUIRE(s.rules.set(params::zoiMoveZoneToZone, 0, "test"));
        const auto ps = connected(s);
        CHECK(unitsOf(ps) ==
              std::vector<std::vector<std::string>>{{"fbn2", "rbn1"}, {"ffoot", "rbn1"}});
        REQUIRE(ps.size() == 2);
        CHECK(ps[0].message ==
              "The fbn2 (infantry) of the French reinforcements of 10:00 at A0106 cannot reach "
              "the battlefield past the enemy's set-up: the ground leads from A0106 to any "
              "French set-up hex, but the hexes held by The rbn1 (Russian, A0406) and the zones "
              "of influence of The rbn1 (Russian, A0406) cut off every route for infantry (an "
              "enemy-held hex is never entered, assumed: a unit enters an enemy's hex only by "
              "assault; a unit that enters an enemy zone stops there "
              "and leaves it at the start of its next movement, and with zoi.move-zone-to-zone "
              "= 0 not straight into another hex of a zone that stops it: Austerlitz 1805, "
              "Premier Rules (July 2016), rule 14, Zone d'Influence; the rules profile's "
              "reinforcement.connected-respects-zoi is 1)");
        CHECK(contains(ps[1].message, "The ffoot (artillery)"));
    }
    SECTION("off: zone-to-zone refused changes nothing") {
        REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 0, "test"));
        REQUIRE(s.rules.set(params::zoiMoveZoneToZone, 0, "test"));
        CHECK(connected(s).empty());
    }
}

TEST_CASE("reinforcement.connected with the set-up standing: cavalry zones stop every arm") {
    Scenario s = makeScenario();
    s.setup.push_back(place(s, "rcav", "A0406", Formation::Column, HexSide::NE));
    REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, 1, "test"));
    REQUIRE(s.rules.set(params::zoiMoveZoneToZone, 0, "test"));
    const auto ps = connected(s);
    CHECK(unitsOf(ps) ==
          std::vector<std::vector<std::string>>{
              {"fbn2", "rcav"}, {"fcav", "rcav"}, {"ffoot", "rcav"}, {"fhorse", "rcav"}});
    REQUIRE(ps.size() == 4);
    CHECK(contains(ps[1].message, "the zones of influence of The rcav (Russian, A0406)"));
    SECTION("a second run on the same map trusts no witness the set-up has since broken") {
        s.setup.back().hex = s.map.find("A1210"); // out of the way: connected
        CHECK(connected(s).empty());
        s.setup.back().hex = s.map.find("A0406"); // back: the witnesses no longer hold
        CHECK(connected(s).size() == 4);
    }
}
