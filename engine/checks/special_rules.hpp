#pragma once
// Special-rules checks on the Cavalry Charge Morale Modifiers (Friedland et Danzig 1809,
// Premier Rules, p.35: "see the Cavalry Charge Morale Modifiers located in the special rules of
// each game"): every row names a condition the engine knows, the scenario's rows select at least
// one infantry unit of the scenario, and no modifier total is so large that every d66 roll clamps
// to 11 or 66 (rule 8, Berlin 1813, Premier Rules (July 2021), p.125).
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::special_rules {

void unknownCondition(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void matchesNothing(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void clamps(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the special-rules checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::special_rules
