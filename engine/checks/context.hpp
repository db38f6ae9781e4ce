#pragma once
// Shared indexes for checks: which units stand in which hex, resolved once per run.
#include "scenario/scenario.hpp"

#include <span>
#include <unordered_map>
#include <vector>

namespace marengo {

/// A unit standing in a hex: its placement, counter and order of battle.
struct Occupant {
    const Placement* placement = nullptr;
    const Unit* unit = nullptr;         ///< nullptr when the id is in no OOB
    const OrderOfBattle* oob = nullptr; ///< the unit's side
};

/// A scenario plus the lookups checks need. Cheap to build (one pass over the set-up).
class CheckContext {
public:
    explicit CheckContext(const Scenario& s);

    const Scenario& scenario() const { return *m_s; }
    const Map& map() const { return m_s->map; }
    /// Units in a hex (both hexes of a two-hex line), in set-up order.
    std::span<const Occupant> at(HexId h) const;
    /// Hexes that hold at least one unit, ascending.
    const std::vector<HexId>& occupiedHexes() const { return m_hexes; }
    /// Every set-up placement resolved, in set-up order.
    const std::vector<Occupant>& occupants() const { return m_all; }

private:
    const Scenario* m_s;
    std::vector<Occupant> m_all;
    std::unordered_map<HexId, std::vector<Occupant>> m_byHex;
    std::vector<HexId> m_hexes;
};

} // namespace marengo
