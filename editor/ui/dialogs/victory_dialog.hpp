#pragma once
// Scenario > Victory Conditions: objective hexes (label, name, points, side that scores them)
// and victory levels (name, side, points). Modeless, so objective hexes can be picked on the
// map; OK replaces both lists as one undo step.
#include "editor/forms/victory_conditions.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/dialogs/hex_picker.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

class wxGrid;
class wxListBox;

namespace marengo::editor {

class VictoryDialog : public wxDialog {
public:
    enum ObjectiveColumn { kHex, kName, kPoints, kSide, kObjectiveColumns };
    enum LevelColumn { kLevelName, kLevelSide, kLevelPoints, kLevelColumns };
    /// Window name, to find an open instance.
    static constexpr const char* kWindowName = "marengo-victory";

    VictoryDialog(wxWindow* parent, EditorContext& ctx);

    wxGrid& objectives() { return *m_objectives; }
    wxGrid& levels() { return *m_levels; }
    int addObjective();
    int addLevel();
    /// Sets an objective's hex (from the map picker).
    void setObjectiveHex(int row, HexId hex);
    /// Starts picking the hex of an objective row on the map.
    void pickObjective(int row);
    const HexPicker& picker() const { return m_picker; }

    /// The conditions the tables describe, or the problems of their rows.
    Checked<VictoryConditions> checked() const;
    /// Applies objectives and levels as one "Edit Victory Conditions" step; false if invalid.
    bool apply();

    /// Re-checks the tables: colours bad cells and lists the problems.
    void validate();

private:
    EditorContext* m_ctx;
    std::filesystem::path m_openedOn;
    wxGrid* m_objectives;
    wxGrid* m_levels;
    wxListBox* m_messages;
    HexPicker m_picker;
};

} // namespace marengo::editor
