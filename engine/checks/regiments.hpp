#pragma once
// Regiments that must break up (Combat Units, rule 6: Heilsberg 1807, Premier Rules (July
// 2021), p.97; Bautzen 1813, Premier Rules (Sept 2019), p.136): an infantry regiment on the map
// as one counter that has lost regiment.break-up-loss-percent (50) of its increments, or is down
// to the value of a single battalion, must break into its battalions. Cavalry never breaks down.
// Checked for the set-up and for reinforcements that arrive already reduced.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::regiment_checks {

void mustBreakUp(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the regiment checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::regiment_checks
