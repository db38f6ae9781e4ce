#pragma once
// Order-of-battle integrity (architecture "Order of battle"): every unit's printed
// values are in range (increments, d66 morale, fire, melee, movement, lance bonus, arm fits the
// echelon) and every counter has increments; every unit hangs from a parent chain that ends at
// its army. Unique ids, unknown, doubly placed and unplaced units are the structural checks'.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::oob_checks {

void values(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void parentChain(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the OOB checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::oob_checks
