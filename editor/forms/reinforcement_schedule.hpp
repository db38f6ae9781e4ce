#pragma once
// Scenario > Reinforcements without the window: the arrival schedule its table describes,
// checked row by row (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// Unit ids in a cell: separated by commas, semicolons, spaces or tabs.
std::vector<std::string> splitIds(const std::string& text);

/// An arrival row as typed (texts trimmed by the caller).
struct ArrivalRow {
    std::string time; ///< HH:MM
    std::string side;
    std::vector<std::string> units;
    std::string entry;     ///< printed hex label
    std::string formation; ///< on arrival
    std::string facing;    ///< empty: none
    /// The placements the row was loaded with: a unit keeps its own formation and facing while
    /// the row's stay as loaded.
    std::vector<Placement> original;
};

/// The schedule the rows describe. Each problem starts "arrival N: " (rows counted from 1).
/// Errors: a bad time, side, entry hex, formation or facing; no units; a unit unknown, not a
/// counter, of another side, set up on the map or arriving twice; a placement the map refuses.
/// Warnings: a time outside the scenario or not at the start of a turn, an entry hex off the
/// map edge.
Checked<std::vector<Reinforcement>> checkSchedule(const Scenario& s,
                                                  const std::vector<ArrivalRow>& rows);

} // namespace marengo::editor
