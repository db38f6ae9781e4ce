#include "engine/checks/arrival_formation.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/checks/formation.hpp"
#include "engine/checks/reinforcements.hpp"
#include "engine/rules/formations.hpp"

// assumption: an entry hex "with a road" is one with a road hexside (the map draws roads on
//   hexsides); artillery there may also arrive limbered, the artillery counterpart of column.
// assumption: artillery enters limbered (or in road march on a road) and never unlimbered: it
//   moves onto the map and unlimbers by spending movement once there (artillery may spend
//   MP to unlimber).
// assumption: the road rule narrows the formations, it does not lift the terrain rules: a unit
//   entering on a road through woods or a village is held to general order there like any
//   counter at set-up, so only road march (general-order.road-march-on-road) passes, and a carré
//   needs clear ground wherever it stands.

namespace marengo::arrival {

std::string formationBlock(const Scenario& s, const Unit& u, const Placement& p, HexId entry) {
    const Map& map = s.map;
    const Formation f = p.formation;
    if (std::string why = formation::armFormationBlock(u.arm, f); !why.empty())
        return why;
    const bool road = rules::hasRoad(map, entry);
    // Only a unit that cannot arrive so needs the words.
    auto where = [&] { return map.label(entry) + " is " + checks::terrainName(map, entry); };
    if (u.arm == Arm::Artillery && f == Formation::Unlimbered)
        return "artillery enters limbered (or in road march on a road) and unlimbers on the map";
    if (road && f != Formation::Column && f != Formation::Carre && f != Formation::RoadMarch &&
        f != Formation::Limbered)
        return "on an entry hex with a road, units arrive in column, carré or road march";
    if (!road && f == Formation::RoadMarch)
        return "road march needs a road, and " + map.label(entry) + " has none";
    if (!road && f == Formation::GeneralOrder && !map.terrainType(entry).generalOrder)
        return "general order is for general-order terrain, and " + where();
    if (rules::generalOrderRequired(map, s.rules, u, f, p.state, entry))
        return where() +
               ", general-order terrain: " + (u.arm == Arm::Infantry ? "infantry" : "cavalry") +
               " there is in general order" + (u.skirmish ? " or skirmish order" : "");
    const bool clear = rules::isClear(map, s.rules, entry);
    if (f == Formation::Carre && u.arm == Arm::Infantry && !clear)
        return "carré needs clear terrain, and " + where();
    if (f == Formation::Line && u.arm == Arm::Cavalry && !clear)
        return "cavalry line forms only in clear terrain, and " + where();
    return {};
}

// Per entry hex, so that a terrain edit re-checks only the arrivals at the hexes it touched.
// An entry off the map is not in the domain: reinforcement.entry-edge reports it.
void formation(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (std::size_t i : ctx.arrivalsAt(h)) {
        const Reinforcement& r = s.reinforcements[i];
        for (const Placement& p : r.units) {
            const OrderOfBattle* oob = nullptr;
            const Unit* u = s.findUnit(p.unit, &oob);
            if (!u || !checks::isCombat(Occupant{&p, u, oob}))
                continue;
            const std::string why = formationBlock(s, *u, p, r.entry);
            if (why.empty())
                continue;
            const std::string side = reinforcements::sideOf(s, r);
            out.push_back(makeProblem(c,
                                      (u->name.empty() ? u->id : u->name) + " arrives at " +
                                          s.map.label(r.entry) + " at " + formatClock(r.time) +
                                          (side.empty() ? "" : " (" + side + ")") + " in " +
                                          checks::formationName(p.formation) + ", but " + why +
                                          " (Reinforcements, rule 44/45, Friedland et Danzig 1809, "
                                          "Premier Rules of 2014, p.128)",
                                      {r.entry}, {p.unit}));
        }
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{
        {"reinforcement.arrival-formation",
         "arriving units come in a formation their entry hex allows: with a road, column, carré "
         "or road march; without, no road march, and what the terrain allows at set-up (general "
         "order in woods and villages, carré and cavalry line only in clear); artillery limbered",
         Severity::Error,
         "Reinforcements (rule 44/45), La Bataille de Friedland et Danzig 1809, Premier Rules of "
         "2014, p.128 (formation on entry); set-up formations: General Order, La Bataille pour la "
         "Prusse 1806, Premier Rules of August 2017, p.126 and p.130; Forming Carré, La Bataille "
         "de Berlin 1813, Premier Rules of July 2021, p.17",
         Reach::Hex},
        kOnTerrain | kOnStructure,
        nullptr,
        formation,
        HexDomain::Entries,
        0});
}

} // namespace marengo::arrival
