#pragma once
// Scenario > Special Rules without the window: the charge-modifier rows its table describes,
// checked row by row (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// A modifier row as typed (texts trimmed by the caller).
struct ModifierRow {
    std::string condition;
    std::string value; ///< a whole number; a minus sign (U+2212) reads as '-'
    std::string side;  ///< empty: either side
    std::string nationality;
    std::string unitClass;
    std::string source;
};

/// The modifiers the rows describe. Each problem starts "row N: " (rows counted from 1), then
/// names the column: "condition...", "modifier...", "side...", "source...".
Checked<std::vector<ChargeModifier>> checkModifiers(const Scenario& s,
                                                    const std::vector<ModifierRow>& rows);

} // namespace marengo::editor
