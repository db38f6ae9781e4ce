#pragma once
// Scenario > Settings without the window: what the entries mean, whether they are valid, and the
// edit that applies them (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/edit/command.hpp"
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// What the settings dialog edits.
struct ScenarioSettings {
    std::string title;
    std::string date;
    Clock start;
    Clock end;
    std::string description;
    RulesProfile rules;
    std::string rulesPath;    ///< as written in the scenario (relative to its folder when saved)
    std::string rulesProfile; ///< a bundled profile's id (then rulesPath is empty)
};

/// The settings as typed: texts trimmed by the caller, the profile as chosen.
struct SettingsEntries {
    std::string title;
    std::string date;  ///< YYYY-MM-DD, or empty
    std::string start; ///< HH:MM
    std::string end;   ///< HH:MM
    std::string description;
    RulesProfile rules;
    std::string rulesPath;
    std::string rulesProfile;
};

/// True for an empty date or one written YYYY-MM-DD with a plausible month and day.
bool validDate(const std::string& d);
/// The settings the entries describe, or what is wrong with them (no title, a bad date or
/// time, an end before the start).
Checked<ScenarioSettings> checkSettings(const SettingsEntries& e);
/// "9 turns of 20 minutes, 17:00 to 19:40" (with a note when the end is not on a turn), or why
/// the times give no turns.
std::string turnsText(const RulesProfile& rules, const std::string& start, const std::string& end);
/// One command per setting that differs from `s` (all named "Edit Settings"); empty when
/// nothing changed.
std::vector<edit::CommandPtr> settingsEdits(const Scenario& s, const ScenarioSettings& v);

} // namespace marengo::editor
