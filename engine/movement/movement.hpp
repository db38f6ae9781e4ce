#pragma once
// Movement searches over the hex grid (architecture: "Movement"): the hexes a unit reaches
// within N movement points (Dijkstra), the cheapest path between two hexes (A*), and the
// nearest hex of a kind reachable at all (breadth-first, for reinforcement connectivity). All
// run Boost.Graph's algorithms on MovementGraph (movement_graph.hpp) and touch only the hexes
// near their answer, so they stay fast on a 1M-hex map.
#include "engine/movement/costs.hpp"

#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace marengo::movement {

/// A hex reached and the fewest movement points that reach it.
struct Reached {
    HexId hex = kNoHex;
    double mp = 0;
    friend bool operator==(const Reached&, const Reached&) = default;
};

/// Hexes where movement ends on entering them (the enemy zones of influence that stop a unit:
/// movement/zones.hpp builds them from a set-up). A search enters such a hex but takes no step
/// out of it, except out of the hex it starts from: a unit leaves a zone only at the start of
/// its movement. When `zoneToZone` is false, a search starting in a stop hex does not step
/// straight into another one either.
class StopHexes {
public:
    bool contains(HexId h) const { return h < m_stop.size() && m_stop[h]; }
    void add(HexId h, std::size_t gridSize) {
        if (m_stop.size() < gridSize)
            m_stop.resize(gridSize, false);
        m_stop[h] = true;
    }
    bool zoneToZone() const { return m_zoneToZone; }
    void setZoneToZone(bool allowed) { m_zoneToZone = allowed; }

private:
    std::vector<bool> m_stop;
    bool m_zoneToZone = true;
};

/// Every hex reachable from `from` spending at most `mp` movement points, `from` itself at 0,
/// sorted by HexId. Empty when `from` is not on the map or `mp` is negative. Movement costs
/// count, and with `stops` the hexes where movement must end; stacking and facing changes are
/// not modelled.
std::vector<Reached> reachable(const CostTable& costs, HexId from, double mp,
                               const StopHexes* stops = nullptr);

/// A path: the hexes entered in order, both ends included, and its cost.
struct Path {
    std::vector<HexId> hexes;
    double mp = 0;
};

/// The cheapest path from one hex to another (A*), or nullopt when there is none. `from` itself
/// is not entered (its terrain is not paid); `to` is. With `stops`, the path passes no stop
/// hex before `to` (other than `from`).
std::optional<Path> findPath(const CostTable& costs, HexId from, HexId to,
                             const StopHexes* stops = nullptr);

/// Hexes from which no target of a search can be reached. Every hex a failed search explored
/// is one (whatever it reaches, the failed start reached too), so later searches for the same
/// targets, with the same costs, on the same map, may stop there: a run of checks over many
/// cut-off entries then explores each cut-off region once, not once per entry. Only valid while
/// the map and the targets stay as they were.
class DeadEnds {
public:
    bool contains(HexId h) const { return h < m_dead.size() && m_dead[h]; }
    void add(HexId h, std::size_t gridSize) {
        if (m_dead.size() < gridSize)
            m_dead.resize(gridSize, false);
        m_dead[h] = true;
    }

private:
    std::vector<bool> m_dead;
};

/// What the enemy's set-up does to a route that spans several movements (reinforcement
/// connectivity with the set-up standing; Austerlitz 1805, Premier Rules (July 2016), rule 14,
/// Zone d'Influence). The route never enters a held hex (one an enemy combat unit stands in).
/// It stops on entering a stop hex and leaves it at the start of its next movement, so stop
/// hexes cut it only when they refuse zone-to-zone moves: then no step goes from one stop hex
/// straight into another. Each rule bears on one step alone, so a search over hexes (no state
/// beyond the hex) answers it.
class RouteBarriers {
public:
    bool held(HexId h) const { return h < m_held.size() && m_held[h]; }
    void hold(HexId h, std::size_t gridSize) {
        if (m_held.size() < gridSize)
            m_held.resize(gridSize, false);
        m_held[h] = true;
    }
    /// The stop hexes of the mover (nullptr: none). They must outlive the barriers.
    void setStops(const StopHexes* stops) { m_stops = stops; }
    /// True when the step from `from` into the adjacent `to` is refused.
    bool refuses(HexId from, HexId to) const {
        return held(to) || (m_stops && !m_stops->zoneToZone() && m_stops->contains(from) &&
                            m_stops->contains(to));
    }
    /// True when no step of the path (consecutive hexes) is refused.
    bool allows(std::span<const HexId> path) const;

private:
    std::vector<bool> m_held;
    const StopHexes* m_stops = nullptr;
};

/// The fewest-steps path from `from` to the nearest hex for which `isTarget` holds, moving
/// only by passable steps (costs are not summed: this answers "can it get there at all"), or
/// nullopt when no target is reachable. Stops as soon as a target is found. `from` counts when
/// it is a target itself (the path is then that one hex). With `deadEnds`, the search does not
/// enter hexes known to be dead ends, and a failed search adds every hex it explored (dead ends
/// are only valid for searches with the same barriers). With `barriers`, the steps they refuse
/// are not taken (`from` itself may be held: the route starts there); when no target is
/// reachable, `cut` receives the hexes, ascending, that a passable step out of the explored
/// hexes would have entered but the barriers refused (it is cleared otherwise).
std::optional<std::vector<HexId>> pathToNearest(const CostTable& costs, HexId from,
                                                const std::function<bool(HexId)>& isTarget,
                                                DeadEnds* deadEnds = nullptr,
                                                const RouteBarriers* barriers = nullptr,
                                                std::vector<HexId>* cut = nullptr);

/// The cost of walking a path (consecutive hexes adjacent; the first is not paid), or nullopt
/// when two hexes are not adjacent or a step is refused.
std::optional<double> pathCost(const CostTable& costs, std::span<const HexId> path);

} // namespace marengo::movement
