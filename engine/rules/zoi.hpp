#pragma once
// Zones of influence (Zones d'Influence, rule 14): the hexes adjacent to a combat unit's front
// hexsides, where enemy movement stops and opportunity fire may fall. A carré exerts one only in
// its own hex (Berlin 1813, Premier Rules (July 2021), p.17) or none at all (Austerlitz 1805,
// Premier Rules (July 2016), rule 14), as the profile's zoi.carre-own-hex says; a line's flank hex
// covered by friendly ZOI is a refused flank and counts as front (Berlin 1813, Premier Rules (July
// 2021), p.17). Front sides come from rules/facing.hpp.
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/rules/facing.hpp"
#include "engine/scenario/scenario.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// Hexes in the zone of influence of a unit placed as `p`, given its exterior hexsides with
/// their arcs (rules::exteriorArcs or rules::arcsWithRefusedFlanks): the hexes across the
/// front ones, other than the unit's own. A carré covers its own hex when the profile's
/// zoi.carre-own-hex is 1, else nothing; a routed unit nothing. On-map hexes only, ascending,
/// without duplicates.
std::vector<HexId> zoiHexes(const Map& map, const Placement& p,
                            std::span<const rules::ExteriorSide> arcs, const RulesProfile& profile);

/// Same, with the arcs that the placement's formation and facing give a unit of this arm.
std::vector<HexId> zoiHexes(const Map& map, const Placement& p, rules::ArmClass arm,
                            const RulesProfile& profile);

/// True for the units that exert a zone of influence at all: combat units (infantry, cavalry,
/// artillery; `unit` null counts as one) that are not routed.
bool exertsZoi(const Placement& p, const Unit* unit);

/// The zones of influence of one side's units in a set-up, indexed by hex. Refers into the
/// ScenarioIndex it was built from, which must outlive it.
class ZoiMap {
public:
    /// ZOI of every combat unit whose order of battle has side `side`, refused flanks included.
    /// Arm classes (light or heavy cavalry) follow the scenario's rules profile.
    ZoiMap(const ScenarioIndex& index, std::string_view side);

    const std::string& side() const { return m_side; }
    /// True when a unit of the side exerts its ZOI into the hex.
    bool covers(HexId h) const;
    /// Units whose ZOI covers the hex, in set-up order (empty when none).
    std::span<const Occupant* const> whoCovers(HexId h) const;
    /// Covered hexes, ascending.
    const std::vector<HexId>& hexes() const { return m_covered; }

private:
    std::string m_side;
    std::vector<HexId> m_hex;           ///< one entry per (hex, unit), sorted by hex
    std::vector<const Occupant*> m_who; ///< parallel to m_hex
    std::vector<HexId> m_covered;
};

} // namespace marengo
