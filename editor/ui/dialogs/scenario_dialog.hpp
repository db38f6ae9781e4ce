#pragma once
// Scenario > Settings: title, date, start and end time with the turn count, description, rules
// profile, and the map and OOB files. The window only lays out the entries: what they mean and
// the edit they make are in editor/forms/scenario_settings.hpp.
#include "editor/forms/scenario_settings.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <filesystem>
#include <string>
#include <vector>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace marengo::editor {

/// Scenario > Settings. OK validates, then applies every change as one undo step.
class ScenarioDialog : public wxDialog {
public:
    ScenarioDialog(wxWindow* parent, EditorContext& ctx);

    /// The settings as the controls show them, or their problems (bad time or date...).
    Checked<ScenarioSettings> checked() const;
    /// Applies the changed settings to the document as one "Edit Settings" step. Returns false
    /// when the values are invalid; true otherwise (also when nothing changed).
    bool apply();
    /// The live turn-count line ("9 turns of 20 minutes, 17:00 to 19:40").
    wxString turnsText() const;
    /// Loads a rules profile file and makes it the scenario's; false (with `error`) when the
    /// file cannot be read.
    bool chooseRules(const std::filesystem::path& file, std::string* error = nullptr);
    /// Profiles offered in the choice (templates/rules and the current profile's folder).
    const std::vector<std::filesystem::path>& profileFiles() const { return m_profileFiles; }

private:
    SettingsEntries entries() const;
    void buildRulesChoice();
    void updateTurns();
    void updateRulesInfo();
    void onOk(wxCommandEvent&);
    void onRulesChoice(wxCommandEvent&);
    void onBrowseRules(wxCommandEvent&);

    edit::Document* m_doc;
    std::filesystem::path m_scenarioFile;
    std::vector<std::filesystem::path> m_profileFiles;
    RulesProfile m_rules;
    std::string m_rulesPath;
    std::string m_rulesProfile; ///< a bundled profile's id, when the choice is one
    wxTextCtrl* m_title;
    wxTextCtrl* m_date;
    wxTextCtrl* m_start;
    wxTextCtrl* m_end;
    wxStaticText* m_turns;
    wxTextCtrl* m_description;
    wxChoice* m_rulesChoice;
    wxStaticText* m_rulesInfo;
};

} // namespace marengo::editor
