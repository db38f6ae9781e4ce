#pragma once
// Scenario > Settings: title, date, start and end time with the turn count, description, rules
// profile, and the map and OOB files. Also the pieces the other scenario dialogs share: the
// one-shot hex picker on the canvas and small text helpers.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tool.hpp"
#include "engine/edit/document.hpp"

#include <wx/dialog.h>
#include <wx/weakref.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxChoice;
class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace marengo::editor {

class MainFrame;

/// UTF-8 text of a wx string, trimmed at both ends.
std::string trimmedUtf8(const wxString& s);
/// Side of every order of battle, in scenario order.
std::vector<std::string> scenarioSides(const Scenario& s);
/// The facing of a unit entering at `hex` that points into the map (away from the edges it
/// touches, or towards the middle of the map for an inner hex); none for FacingKind::None.
Facing facingIntoMap(const Map& map, HexId hex, FacingKind kind);
/// "1 arrival", "3 arrivals".
wxString countOf(int n, const char* singular, const char* plural);
/// Fills a dialog's message list: each error marked \u2716, then each warning marked \u26a0; when
/// there are none, `allClear` alone.
void showMessages(wxListBox& list, const std::vector<std::string>& errors,
                  const std::vector<std::string>& warnings, const wxString& allClear);

/// Lets the user click a hex on the canvas once: installs a temporary tool, and on a left click
/// on the map puts the previous tool back and calls `done` with the hex. Esc, a right click or
/// choosing another tool cancels (done is not called).
class HexPicker {
public:
    explicit HexPicker(MapCanvas& canvas);
    ~HexPicker();
    HexPicker(const HexPicker&) = delete;
    HexPicker& operator=(const HexPicker&) = delete;

    /// Starts picking; `prompt` goes to the frame's status bar.
    void start(std::function<void(HexId)> done, const wxString& prompt);
    void cancel();
    bool active() const;

private:
    class PickTool;
    void finish(HexId h);
    wxWeakRef<MapCanvas> m_canvas; ///< the canvas may go first when the frame closes
    std::unique_ptr<PickTool> m_tool;
    Tool* m_previous = nullptr;
    std::function<void(HexId)> m_done;
};

/// What the settings dialog edits.
struct ScenarioSettings {
    std::string title;
    std::string date;
    Clock start;
    Clock end;
    std::string description;
    RulesProfile rules;
    std::string rulesPath; ///< as written in the scenario (relative to its folder when saved)
};

/// Scenario > Settings. OK validates, then applies every change as one undo step.
class ScenarioDialog : public wxDialog {
public:
    ScenarioDialog(wxWindow* parent, edit::Document& doc, std::filesystem::path scenarioFile);

    /// Problems of the values as they stand (bad time or date...); empty when they can apply.
    std::vector<std::string> problems() const;
    /// The settings as the controls show them (nullopt while problems() is not empty).
    std::optional<ScenarioSettings> settings() const;
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
