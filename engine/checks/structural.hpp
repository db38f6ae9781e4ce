#pragma once
// Structural checks: the scenario's parts refer to each other correctly (ids, placements,
// times). They cite no rule book section: they are what any scenario file must satisfy.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::structural {

void uniqueIds(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void unknownUnit(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void placedTwice(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void notPlaceable(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void placement(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void increments(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void unplaced(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void scenarioTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);
void reinforcementTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the structural checks to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::structural
