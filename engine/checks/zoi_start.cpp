#include "engine/checks/zoi_start.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/rules/zoi.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

// assumption: only combat units are warned (a leader alone is not stopped by a ZOI);
//   a unit is warned once, at its first hex in an enemy zone, naming the first enemy unit
//   (in set-up order) that exerts it.

namespace marengo::zoi_checks {

void startInEnemyZoi(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    std::vector<std::string_view> sides;
    for (const Occupant& o : ctx.occupants())
        if (o.oob && std::find(sides.begin(), sides.end(), o.oob->side) == sides.end())
            sides.emplace_back(o.oob->side);
    if (sides.size() < 2)
        return;
    std::vector<ZoiMap> zones;
    zones.reserve(sides.size());
    for (std::string_view side : sides)
        zones.emplace_back(ctx, side);

    const Map& map = ctx.map();
    for (const Occupant& o : ctx.occupants()) {
        if (!checks::isCombat(o))
            continue;
        const Placement& p = *o.placement;
        bool reported = false;
        for (HexId h : {p.hex, p.second}) {
            if (reported || h == kNoHex || !map.onMap(h))
                continue;
            for (const ZoiMap& z : zones) {
                if (z.side() == o.oob->side)
                    continue;
                const auto who = z.whoCovers(h);
                if (who.empty())
                    continue;
                const Occupant& enemy = *who.front();
                std::string msg = checks::nameOf(o) + " starts at " + map.label(h) +
                                  " inside the zone of influence of " + z.side() + " " +
                                  checks::nameOf(enemy) + " (" +
                                  checks::hexesOf(map, *enemy.placement) + ")";
                if (who.size() > 1)
                    msg += " and " + std::to_string(who.size() - 1) + " more";
                out.push_back(
                    makeProblem(c, std::move(msg), {p.hex}, {p.unit, enemy.placement->unit}));
                reported = true;
                break;
            }
        }
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{
        {"zoi.start-in-enemy-zoi",
         "units that start inside an enemy zone of influence (front hexsides per formation, "
         "refused flanks, carré only in its own hex)",
         Severity::Warning,
         "Zones d'Influence (rule 14), La Bataille d'Austerlitz 1805, Premier Rules of July 2016; "
         "refused flanks and carré, La Bataille de Berlin 1813, Premier Rules of July 2021, p.17",
         Reach::Scenario},
        kOnUnits | kOnStructure,
        startInEnemyZoi,
        nullptr,
        HexDomain::Occupied,
        0});
}

} // namespace marengo::zoi_checks
