#pragma once
// Scenario > Victory Conditions: objective hexes (label, name, points, side that scores them)
// and victory levels (name, side, points). Modeless, so objective hexes can be picked on the
// map; OK replaces both lists as one undo step.
#include "editor/ui/scenario_dialog.hpp"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

class wxGrid;
class wxListBox;

namespace marengo::editor {

class MainFrame;

/// Objectives and levels as the dialog edits them.
struct VictoryConditions {
    std::vector<Objective> objectives;
    std::vector<VictoryLevel> levels;
};

class VictoryDialog : public wxDialog {
public:
    enum ObjectiveColumn { kHex, kName, kPoints, kSide, kObjectiveColumns };
    enum LevelColumn { kLevelName, kLevelSide, kLevelPoints, kLevelColumns };
    /// Window name, to find an open instance.
    static constexpr const char* kWindowName = "marengo-victory";

    explicit VictoryDialog(MainFrame& frame);

    wxGrid& objectives() { return *m_objectives; }
    wxGrid& levels() { return *m_levels; }
    int addObjective();
    int addLevel();
    /// Sets an objective's hex (from the map picker).
    void setObjectiveHex(int row, HexId hex);
    /// Starts picking the hex of an objective row on the map.
    void pickObjective(int row);
    const HexPicker& picker() const { return m_picker; }

    /// The conditions the tables describe; nullopt with `errors` when a row is invalid.
    std::optional<VictoryConditions> conditions(std::vector<std::string>* errors = nullptr,
                                                std::vector<std::string>* warnings = nullptr) const;
    /// Applies objectives and levels as one "Edit Victory Conditions" step; false if invalid.
    bool apply();

    /// Re-checks the tables: colours bad cells and lists the problems.
    void validate();

private:
    MainFrame* m_frame;
    std::filesystem::path m_openedOn;
    wxGrid* m_objectives;
    wxGrid* m_levels;
    wxListBox* m_messages;
    HexPicker m_picker;
};

} // namespace marengo::editor
