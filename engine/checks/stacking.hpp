#pragma once
// Stacking checks: the per-terrain limits of the rules profile (Prusse 1806 special
// rules p.2: clear one regiment or 18 increments, at most 3 cavalry regiments, 6 artillery
// increments or 12 infantry increments and a battery; village, woods and swamp one battalion...),
// one formation type per hex (rule 16), cavalry never with infantry or unlimbered artillery
// (Prusse p.126/p.130, Berlin 1813, Premier Rules (July 2021), p.136), and never two sides in one
// hex at set-up. All per hex: each reads only the hex it reports.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::stacking {

void limit(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void formationMix(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);
void cavalryWithInfantry(const CheckContext& ctx, const CheckInfo& c, HexId h,
                         std::vector<Problem>& out);
void opposingSides(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out);

/// Appends the stacking checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::stacking
