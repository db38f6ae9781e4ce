#pragma once
// Scenario > Victory Conditions without the window: the objectives and levels its two tables
// describe, checked row by row (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/scenario/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

/// Objectives and levels as the dialog edits them.
struct VictoryConditions {
    std::vector<Objective> objectives;
    std::vector<VictoryLevel> levels;
};

/// An objective row as typed (texts trimmed by the caller).
struct ObjectiveRow {
    std::string hex; ///< printed label
    std::string name;
    std::string points;
    std::string side; ///< empty: scored by either side
};

/// A victory level row as typed (texts trimmed by the caller).
struct LevelRow {
    std::string name;
    std::string side;
    std::string points;
};

/// Victory points as typed: a whole number within ±kMaxVictoryPoints, else nothing.
std::optional<int> victoryPoints(const std::string& text);

/// The conditions the rows describe. Each problem starts "objective N: " or "level N: " (rows
/// counted from 1), then names the column: "points...", "side...", else the hex or the name.
/// Errors: a hex not on the map, bad points, an unknown side, a level without a name.
/// Warnings: a hex that is already an objective, an objective without a name.
Checked<VictoryConditions> checkVictoryConditions(const Scenario& s,
                                                  const std::vector<ObjectiveRow>& objectives,
                                                  const std::vector<LevelRow>& levels);

} // namespace marengo::editor
