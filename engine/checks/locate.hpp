#pragma once
// Where a problem is in the files: its elements, from the source map the scenario carries.
#include "engine/checks/problem.hpp"
#include "engine/scenario/scenario.hpp"

namespace marengo {

/// Fills `p.locations` from `s.sources`: first the element the problem is about (its `about`,
/// else its first unit's placement, else its first hex), then the other elements it names
/// (every other unit's placement or OOB entry, every other hex). A hex that no element names
/// points to the map's <hexes>; a unit with no placement element points to its OOB entry.
/// Leaves `locations` empty for a scenario made in memory (no source map).
void locate(Problem& p, const Scenario& s);

} // namespace marengo
