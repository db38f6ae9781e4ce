#pragma once
// Structural checks: the scenario's parts refer to each other correctly (ids, placements,
// times). They cite no rule book section: they are what any scenario file must satisfy.
#include "checks/problem.hpp"
#include "scenario/scenario.hpp"

#include <vector>

namespace marengo::structural {

void uniqueIds(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void unknownUnit(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void placedTwice(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void notPlaceable(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void placement(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void increments(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void unplaced(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void scenarioTime(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);
void reinforcementTime(const Scenario& s, const CheckInfo& c, std::vector<Problem>& out);

} // namespace marengo::structural
