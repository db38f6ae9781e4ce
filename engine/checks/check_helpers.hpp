#pragma once
// Small helpers shared by the rules check families (stacking, carré, formation, terrain, ZOI):
// names and increments of the units in a hex, and which units count as combat units.
// Allocation-free except where a message is being written.
#include "engine/checks/context.hpp"
#include "engine/movement/movement.hpp"
#include "engine/profile/profile.hpp"

#include <functional>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <tuple>

namespace marengo::checks {

/// Printed name of an occupant's unit, or its id when it has none.
std::string nameOf(const Occupant& o);

/// The side (OOB side name) of an occupant; empty when its unit is in no OOB.
std::string_view sideOf(const Occupant& o);

/// True for units that fight: infantry, cavalry and artillery counters in an OOB (not leaders,
/// not headquarters, not unknown ids).
inline bool isCombat(const Occupant& o) {
    return o.combat;
}
inline bool isArm(const Occupant& o, Arm arm) {
    return o.combat && o.arm == arm;
}

/// Current increments of a placed unit: the placement's, else the printed value.
int incrementsOf(const Occupant& o);

/// Increments a unit counts in hex `h` (rules::incrementsIn: a two-hex unit's increments as its
/// placement splits them, else as evenly as possible, the larger half in its first hex).
int incrementsIn(const Occupant& o, HexId h);

/// Id of the regiment a counter belongs to: a regiment counter is its own; a battalion
/// belongs to its parent when that is a regiment, else it stands alone (its own id).
std::string_view regimentOf(const Occupant& o);

/// Terrain name of a hex for messages, lower case ("woods").
std::string terrainName(const Map& map, HexId h);

/// "A1207" or "A1207-A1307" for a two-hex unit.
std::string hexesOf(const Map& map, const Placement& p);

/// Formation in prose ("column", "general order", "carré").
std::string formationName(Formation f);

/// Arm in prose ("infantry", "light cavalry").
std::string armName(const Occupant& o, const RulesProfile& profile);

/// Calls f(side) once per distinct side among the occupants of a hex, in order of first
/// appearance, without allocating. Occupants whose unit is in no OOB are skipped.
template <class F> void forEachSide(std::span<const Occupant> occ, F&& f) {
    for (std::size_t i = 0; i < occ.size(); ++i) {
        if (!occ[i].oob)
            continue;
        std::string_view side = occ[i].oob->side;
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
            seen = occ[j].oob && occ[j].oob->side == side;
        if (!seen)
            f(side);
    }
}

/// The regions that failed connectivity searches explored (movement::DeadEnds), kept between
/// runs of reinforcement.connected on one CheckContext (in the check's memo) and brought up to
/// date with the terrain edits the context is told about. While an entry stays cut off, a
/// terrain edit away from its region costs nothing, and one in it or at its rim costs a search
/// of what the edit opened up, not a search of the whole region again (1M hexes: a third of a
/// second). A region the edits open up is dropped: no hex of it is a dead end any more.
class DeadEndMemo {
public:
    /// Dead ends of searches by `costs` (its arm and mode) toward `isTarget`, the battlefield
    /// of `side`, valid for the map as it is now. `costs` and `isTarget` must be the same for a
    /// side, arm and mode on one context (they are: the context is rebuilt when units,
    /// objectives or the rules profile change).
    movement::DeadEnds& deadEnds(const CheckContext& ctx, const std::string& side,
                                 const movement::CostTable& costs,
                                 const std::function<bool(HexId)>& isTarget);

private:
    struct Region {
        movement::DeadEnds dead;
        std::size_t editsSeen = 0; ///< terrain edits of the context already applied
    };
    using Key = std::tuple<std::string, movement::MoveArm, movement::MoveMode>;
    std::map<Key, Region> m_regions;
};

} // namespace marengo::checks
