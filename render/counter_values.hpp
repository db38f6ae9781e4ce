#pragma once
// The printed values of a unit as the series' counters show them, for the map's counters at a
// close zoom and for the printed counter sheets: one formatting for both.
#include "engine/oob/oob.hpp"

#include <string>

namespace marengo::render {

/// A counter's values as printed: increments and movement (the general side), fire and melee
/// ("(4)" fire for skirmishing cavalry, "6+2" melee with a lance bonus) and morale (the specific
/// side). Empty strings for values the unit does not have.
struct CounterValues {
    std::string increments;
    std::string movement;
    std::string fireMelee; ///< "4-6", "(4)-6+2"
    std::string morale;    ///< d66, "43"
};

/// The values of `u`, with `increments` (its current increments) in place of the printed ones
/// when not negative.
CounterValues counterValues(const Unit& u, int increments = -1);

} // namespace marengo::render
