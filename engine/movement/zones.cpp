#include "engine/movement/zones.hpp"

#include <algorithm>
#include <string>

// Stopping in zones of influence (Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone
// d'Influence; the other bundled editions are assumed to say the same: theirs is not at hand):
//
// assumption: only combat units stop; leaders and aides de camp ride through zones ("When a
//   combat unit enters a hex adjacent to a front hex side of an enemy combat formation").
// assumption: a zone stops a unit even where a friendly unit stands in the hex; the rule names no
//   exception (only the retreat losses spare hexes held by friends).
// open in the rule, a profile option: whether a unit that starts its movement in a zone may step
//   straight into another hex of a zone that stops it (zoi.move-zone-to-zone).

namespace marengo::movement {

ZoneStopKind zoneStopKindOf(const Unit& mover) {
    switch (mover.arm) {
    case Arm::Infantry:
        return ZoneStopKind::AllZones;
    case Arm::Cavalry:
        return ZoneStopKind::CavalryZones;
    case Arm::Artillery:
        return mover.artillery == ArtilleryType::Horse ? ZoneStopKind::CavalryZones
                                                       : ZoneStopKind::AllZones;
    default:
        return ZoneStopKind::None;
    }
}

namespace {

bool stopsKind(ZoneStopKind kind, const Occupant& exerting) {
    return kind == ZoneStopKind::AllZones ||
           (kind == ZoneStopKind::CavalryZones && exerting.arm == Arm::Cavalry);
}

} // namespace

ZoneStops::ZoneStops(const ScenarioIndex& index, const Unit& mover, std::string_view side)
    : m_kind(zoneStopKindOf(mover)) {
    const Scenario& s = index.scenario();
    m_stops.setZoneToZone(s.rules.get(params::zoiMoveZoneToZone));
    if (m_kind == ZoneStopKind::None)
        return;
    std::vector<std::string> enemies;
    for (const OrderOfBattle& o : s.oobs)
        if (o.side != side && std::find(enemies.begin(), enemies.end(), o.side) == enemies.end())
            enemies.push_back(o.side);
    m_zones.reserve(enemies.size());
    for (const std::string& e : enemies)
        m_zones.emplace_back(index, e);
    const std::size_t gridSize = index.map().gridSize();
    for (const ZoiMap& z : m_zones)
        for (HexId h : z.hexes())
            for (const Occupant* o : z.whoCovers(h))
                if (stopsKind(m_kind, *o)) {
                    m_stops.add(h, gridSize);
                    break;
                }
}

std::vector<const Occupant*> ZoneStops::who(HexId h) const {
    std::vector<const Occupant*> out;
    if (!m_stops.contains(h))
        return out;
    for (const ZoiMap& z : m_zones)
        for (const Occupant* o : z.whoCovers(h))
            if (stopsKind(m_kind, *o))
                out.push_back(o);
    return out;
}

} // namespace marengo::movement
