#pragma once
// Reinforcement checks (Reinforcements, rule 44/45: Friedland et Danzig 1809, Premier Rules,
// p.128): the entry hex lies on a map edge, every arriving unit's arm may enter it, the arrivals
// can reach the battlefield over passable ground, and (warning) the entry hex is not held by the
// enemy or inside an enemy zone of influence at set-up.
//
// "The battlefield" (reinforcement.connected): the objective hexes of the scenario and the
// hexes where the reinforcement's own side sets up; when that side sets up nothing, every
// set-up hex. A scenario with neither objectives nor set-up has no battlefield to reach and
// the check stays silent. Each arm (and road march) is checked on its own: artillery that
// cannot leave a wooded entry except by road is reported even when its infantry can.
//
// With the rules profile's reinforcement.connected-respects-zoi (0 in every shipped profile,
// assumed: the set-up need not still stand when a reinforcement arrives hours later), the route
// must also pass the set-up's enemy units (Austerlitz 1805, Premier Rules (July 2016), rule 14,
// Zone d'Influence): it never enters a hex an enemy combat unit holds, and it spans several
// movements, so a unit that enters an enemy zone stops there and leaves it at the start of its
// next one: zones cut it only when zoi.move-zone-to-zone is 0 (no step from a zone hex straight
// into another). Which zones stop a mover is movement::zoneStopKindOf's answer, so one arm's
// movers are checked per kind (foot and horse batteries apart).
#include "engine/checks/registry.hpp"
#include "engine/movement/costs.hpp"

#include <string>
#include <vector>

namespace marengo::reinforcements {

/// The side a reinforcement belongs to: its side attribute, else the order of battle of its
/// first known unit; empty when neither is known.
std::string sideOf(const Scenario& s, const Reinforcement& r);

/// Units of a reinforcement that move alike: one arm, one mode (road march or not).
struct Movers {
    movement::MoveArm arm = movement::MoveArm::Infantry;
    movement::MoveMode mode = movement::MoveMode::Normal;
    std::vector<const Unit*> units; ///< in arrival order; point into the scenario's OOBs
};
/// The groups of a reinforcement's known units (headquarters, which have no arm, left out),
/// in order of first appearance.
std::vector<Movers> moversOf(const Scenario& s, const Reinforcement& r);

void entryEdge(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
/// Run at one entry hex: the arrivals there.
void entryPassable(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void connected(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void entryZoi(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the reinforcement checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::reinforcements
