#pragma once
// The enemy zones of influence that stop a moving unit (Austerlitz 1805, Premier Rules (July
// 2016), rule 14, Zone d'Influence): infantry and foot artillery stop on entering any enemy zone;
// cavalry and horse artillery only on entering one exerted by enemy cavalry; a unit leaves a zone
// only at the start of its movement (movement.hpp's StopHexes). Built from the set-up's units
// with rules::ZoiMap, so a search (reachable, findPath) can respect them.
#include "engine/movement/movement.hpp"
#include "engine/rules/zoi.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <string_view>
#include <vector>

namespace marengo::movement {

/// Which enemy zones stop a unit: none (leaders and headquarters are not combat units), those
/// of enemy cavalry only (cavalry, horse artillery), or every enemy zone (infantry, foot
/// artillery).
enum class ZoneStopKind { None, CavalryZones, AllZones };
/// The kind for a counter (assumption: a battery whose type is not given moves as foot
/// artillery).
ZoneStopKind zoneStopKindOf(const Unit& mover);

/// The enemy zones of influence of a set-up that stop one unit of side `side`. Refers into the
/// ScenarioIndex, which must outlive it.
class ZoneStops {
public:
    /// Zones of every side other than `side`; zone-to-zone moves as the scenario's profile says
    /// (zoi.move-zone-to-zone).
    ZoneStops(const ScenarioIndex& index, const Unit& mover, std::string_view side);

    ZoneStopKind kind() const { return m_kind; }
    /// The stop hexes, for movement searches.
    const StopHexes& hexes() const { return m_stops; }
    /// The enemy units whose zone stops the mover in `h`, side by side, each in set-up order
    /// (empty: none).
    std::vector<const Occupant*> who(HexId h) const;

private:
    ZoneStopKind m_kind;
    std::vector<ZoiMap> m_zones;
    StopHexes m_stops;
};

} // namespace marengo::movement
