#pragma once
// The formation reinforcements arrive in (Reinforcements, rule 44/45: Friedland et Danzig 1809,
// Premier Rules, p.128): on an entry hex with a road, column, carré or road march; off a road, no
// road march, no general order in clear ground, and the formation the terrain allows. The terrain
// part is the set-up rules the arriving counter will stand under in that hex, through the facts the
// set-up checks use (formation::armFormationBlock, rules::generalOrderRequired, rules::isClear for
// carré and cavalry line).
#include "engine/checks/registry.hpp"

#include <string>
#include <vector>

namespace marengo::arrival {

/// Why unit `u`, arriving as `p` (its formation and state), may not enter at hex `entry` in that
/// formation; empty when it may.
std::string formationBlock(const Scenario& s, const Unit& u, const Placement& p, HexId entry);

/// reinforcement.arrival-formation: each arriving combat unit's formation suits its entry hex.
/// Run at one entry hex: the arrivals there.
void formation(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);

/// Appends the check to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::arrival
