#pragma once
// Units that start inside an enemy zone of influence (Zone d'Influence, rule 14: excerpt
// Austerlitz 1805, Premier Rules (July 2016), rule 14; refused flanks and carré,
// Berlin 1813, Premier Rules (July 2021), p.17). A warning: a set-up may place units in contact on
// purpose, but infantry and foot artillery there may only leave at the start of their movement,
// under defensive fire. The zones come from rules/zoi.hpp (front hexsides per formation from
// rules/facing.hpp, refused flanks, carré only in its own hex).
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::zoi_checks {

void startInEnemyZoi(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the ZOI checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::zoi_checks
