#pragma once
// Carré checks (Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré; Prusse 1806
// p.128): clear terrain only, at least carre.min-increments (3) in the hex, at most
// carre.max-increments (18) or one regiment, and only infantry forms it (artillery stacks inside
// in its own formation). Six fronts and no ZOI beyond its hex are properties of the rules
// calculators (rules/facing.hpp, rules/zoi.hpp), used by zoi.start-in-enemy-zoi.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::carre {

void terrain(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void increments(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void arm(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);

/// Appends the carré checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::carre
