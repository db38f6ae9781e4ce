// The enemy zones of influence that stop a moving unit (engine/movement/zones.hpp): infantry and
// foot artillery stop in any enemy zone, cavalry and horse artillery only in an enemy cavalry
// zone, leaders in none (Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence),
// and a reachable set that respects them.
#include "engine/movement/costs.hpp"
#include "engine/movement/movement.hpp"
#include "engine/movement/zones.hpp"
#include "engine/rules/zoi.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace marengo;
using namespace marengo::movement;

namespace {

HexId at(const Map& m, const char* label) {
    const HexId h = m.find(label);
    INFO(label);
    REQUIRE(h != kNoHex);
    return h;
}

Unit unit(std::string id, Arm arm, std::string parent, int movement = 6,
          ArtilleryType artillery = ArtilleryType::None) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.arm = arm;
    u.parent = std::move(parent);
    u.echelon = arm == Arm::Leader      ? Echelon::Leader
                : arm == Arm::Artillery ? Echelon::Battery
                : arm == Arm::Cavalry   ? Echelon::Regiment
                                        : Echelon::Battalion;
    if (arm != Arm::Leader) {
        u.increments = 6;
        u.morale = 43;
        u.movement = movement;
        u.artillery = artillery;
    }
    return u;
}

OrderOfBattle oob(const std::string& side, std::vector<Unit> units) {
    OrderOfBattle o;
    o.side = side;
    Unit army;
    army.id = side + "-army";
    army.echelon = Echelon::Army;
    REQUIRE(o.add(army).ok());
    for (Unit& u : units) {
        u.parent = army.id;
        INFO(u.id);
        REQUIRE(o.add(std::move(u)).ok());
    }
    return o;
}

Placement place(const Map& m, std::string id, const char* hex, HexSide facing) {
    Placement p;
    p.unit = std::move(id);
    p.hex = at(m, hex);
    p.formation = Formation::Column;
    p.facing = Facing::side(facing);
    return p;
}

/// French movers of every kind; a Russian battalion facing S at A1005 and Russian dragoons
/// facing N at A1015; a French battalion facing N at A0310.
Scenario battlefield() {
    Scenario s;
    auto m = Map::create("zones", Numbering{}, {Sheet{'A', 0, 0, 20, 20}},
                         {TerrainType{"clear", "Clear", 0xeef0d8, "none", false, false}});
    REQUIRE(m.ok());
    s.map = std::move(m).value();
    s.oobs.push_back(
        oob("French", {unit("inf", Arm::Infantry, ""), unit("hus", Arm::Cavalry, "", 14),
                       unit("foot", Arm::Artillery, "", 4, ArtilleryType::Foot),
                       unit("horse", Arm::Artillery, "", 8, ArtilleryType::Horse),
                       unit("ney", Arm::Leader, "")}));
    s.oobs.push_back(
        oob("Russian", {unit("r-inf", Arm::Infantry, ""), unit("r-dr", Arm::Cavalry, "", 10),
                        unit("r-inf2", Arm::Infantry, "")}));
    const Map& map = s.map;
    s.setup.push_back(place(map, "r-inf", "A1005", HexSide::S));
    s.setup.push_back(place(map, "r-dr", "A1015", HexSide::N));
    s.setup.push_back(place(map, "inf", "A0310", HexSide::N));
    return s;
}

const Unit& french(const Scenario& s, const char* id) {
    const Unit* u = s.oobs[0].find(id);
    REQUIRE(u);
    return *u;
}

std::vector<HexId> zoneOf(const ScenarioIndex& index, const char* id) {
    for (const Occupant& o : index.occupants())
        if (o.unit->id == id)
            return zoiHexes(index.map(), *o.placement,
                            rules::armClassOf(*o.unit, index.scenario().rules),
                            index.scenario().rules);
    FAIL("no unit " << id);
    return {};
}

} // namespace

TEST_CASE("zones: infantry and foot artillery stop in every enemy zone, cavalry and horse "
          "artillery only in enemy cavalry zones, leaders in none",
          "[zones]") {
    const Scenario s = battlefield();
    const ScenarioIndex index(s);
    const std::vector<HexId> infantryZone = zoneOf(index, "r-inf");
    const std::vector<HexId> cavalryZone = zoneOf(index, "r-dr");
    REQUIRE(infantryZone.size() == 3);
    REQUIRE(cavalryZone.size() == 3);

    for (const char* id : {"inf", "foot"}) {
        INFO(id);
        const ZoneStops z(index, french(s, id), "French");
        CHECK(z.kind() == ZoneStopKind::AllZones);
        for (HexId h : infantryZone)
            CHECK(z.hexes().contains(h));
        for (HexId h : cavalryZone)
            CHECK(z.hexes().contains(h));
        REQUIRE(z.who(infantryZone[0]).size() == 1);
        CHECK(z.who(infantryZone[0])[0]->unit->id == "r-inf");
    }
    for (const char* id : {"hus", "horse"}) {
        INFO(id);
        const ZoneStops z(index, french(s, id), "French");
        CHECK(z.kind() == ZoneStopKind::CavalryZones);
        for (HexId h : infantryZone) {
            CHECK_FALSE(z.hexes().contains(h)); // infantry zones do not stop horse
            CHECK(z.who(h).empty());
        }
        for (HexId h : cavalryZone)
            CHECK(z.hexes().contains(h));
        CHECK(z.who(cavalryZone[1])[0]->unit->id == "r-dr");
    }
    const ZoneStops leader(index, french(s, "ney"), "French");
    CHECK(leader.kind() == ZoneStopKind::None);
    for (HexId h : cavalryZone)
        CHECK_FALSE(leader.hexes().contains(h));

    // A side's own zones never stop it; the French battalion's zone stops the Russians.
    const ZoneStops own(index, french(s, "inf"), "French");
    const ZoneStops enemy(index, *s.oobs[1].find("r-inf2"), "Russian");
    for (HexId h : zoneOf(index, "inf")) {
        CHECK_FALSE(own.hexes().contains(h));
        CHECK(enemy.hexes().contains(h));
    }
}

TEST_CASE("zones: a reachable set stops where the enemy zones stop the unit", "[zones]") {
    const Scenario s = battlefield();
    const ScenarioIndex index(s);
    const Map& map = s.map;
    const HexId start = at(map, "A1008"); // three hexes south of the Russian battalion
    const std::vector<HexId> infantryZone = zoneOf(index, "r-inf");

    const CostTable foot(map, s.rules, MoveArm::Infantry);
    const ZoneStops stopsInf(index, french(s, "inf"), "French");
    std::map<HexId, double> free, held;
    for (const Reached& r : reachable(foot, start, 5))
        free[r.hex] = r.mp;
    for (const Reached& r : reachable(foot, start, 5, &stopsInf.hexes()))
        held[r.hex] = r.mp;
    const HexId north = at(map, "A1003"); // beyond the battalion
    CHECK(free.count(north) == 1);
    CHECK(held.count(north) == 0);
    for (HexId h : infantryZone)
        CHECK(held.count(h) == 1); // entered, where the move ends

    // Horse rides through the infantry's zone.
    const CostTable horse(map, s.rules, MoveArm::Cavalry);
    const ZoneStops stopsCav(index, french(s, "hus"), "French");
    std::map<HexId, double> ridden;
    for (const Reached& r : reachable(horse, start, 5, &stopsCav.hexes()))
        ridden[r.hex] = r.mp;
    CHECK(ridden.count(north) == 1);
}

TEST_CASE("zones: zoi.move-zone-to-zone comes from the scenario's profile", "[zones]") {
    Scenario s = battlefield();
    {
        const ScenarioIndex index(s);
        CHECK(ZoneStops(index, french(s, "inf"), "French").hexes().zoneToZone());
    }
    REQUIRE(s.rules.set(params::zoiMoveZoneToZone, 0, "test").ok());
    const ScenarioIndex index(s);
    CHECK_FALSE(ZoneStops(index, french(s, "inf"), "French").hexes().zoneToZone());
}
