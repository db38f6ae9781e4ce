#pragma once
// Stated sight lines (issue 3): a scenario may state that one hex or unit sees another ("the
// battery at A1210 sees the bridge at A1516") or must not; sight.expected verifies each with the
// line of sight of engine/rules/los (the rules profile's los.* options; units block sight as
// the set-up places them when los.units-block=1). A unit end is its set-up hex, the first hex of
// a two-hex unit; a unit not placed at set-up cannot be checked and is reported.
#include "engine/checks/registry.hpp"

#include <vector>

namespace marengo::sight_lines {

void expected(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out);

/// Appends the sight-line check to the catalogue.
void addChecks(std::vector<CheckEntry>& out);

} // namespace marengo::sight_lines
