#include "editor/forms/scenario_settings.hpp"

#include "engine/edit/commands.hpp"

namespace marengo::editor {

bool validDate(const std::string& d) {
    return d.empty() || isIsoDate(d);
}

Checked<ScenarioSettings> checkSettings(const SettingsEntries& e) {
    Checked<ScenarioSettings> out;
    if (e.title.empty())
        out.errors.push_back("the scenario needs a title");
    if (!validDate(e.date))
        out.errors.push_back("the date is written YYYY-MM-DD (1807-06-14)");
    auto start = parseClock(e.start);
    auto end = parseClock(e.end);
    if (!start)
        out.errors.push_back("the start time is written HH:MM (17:00)");
    if (!end)
        out.errors.push_back("the end time is written HH:MM (19:40)");
    if (start && end && *end < *start)
        out.errors.push_back("the scenario ends before it starts");
    if (!out.errors.empty())
        return out;
    out.value = ScenarioSettings{e.title,       e.date,  *start,      *end,
                                 e.description, e.rules, e.rulesPath, e.rulesProfile};
    return out;
}

std::string turnsText(const RulesProfile& rules, const std::string& startText,
                      const std::string& endText) {
    auto start = parseClock(startText);
    auto end = parseClock(endText);
    if (!start || !end)
        return "times are written HH:MM (17:00)";
    Scenario probe;
    probe.rules = rules;
    probe.start = *start;
    probe.end = *end;
    const int minutes = probe.turnMinutes();
    if (*end < *start)
        return "the scenario ends before it starts";
    std::string text = std::to_string(probe.turnCount()) + " turns of " + std::to_string(minutes) +
                       " minutes, " + formatClock(*start) + " to " + formatClock(*end);
    if ((end->minutes - start->minutes) % minutes != 0)
        text += "  (the end is not on a " + std::to_string(minutes) + "-minute turn)";
    return text;
}

std::vector<edit::CommandPtr> settingsEdits(const Scenario& s, const ScenarioSettings& v) {
    std::vector<edit::CommandPtr> cmds;
    const std::string name = "Edit Settings";
    if (v.title != s.title)
        cmds.push_back(edit::setPart(name, &Scenario::title, v.title));
    if (v.date != s.date)
        cmds.push_back(edit::setPart(name, &Scenario::date, v.date));
    if (v.start != s.start)
        cmds.push_back(edit::setPart(name, &Scenario::start, v.start));
    if (v.end != s.end)
        cmds.push_back(edit::setPart(name, &Scenario::end, v.end));
    if (v.description != s.description)
        cmds.push_back(edit::setPart(name, &Scenario::description, v.description));
    if (!(v.rules == s.rules))
        cmds.push_back(edit::setPart(name, &Scenario::rules, v.rules));
    if (v.rulesPath != s.rulesPath)
        cmds.push_back(edit::setPart(name, &Scenario::rulesPath, v.rulesPath));
    if (v.rulesProfile != s.rulesProfile)
        cmds.push_back(edit::setPart(name, &Scenario::rulesProfile, v.rulesProfile));
    return cmds;
}

} // namespace marengo::editor
