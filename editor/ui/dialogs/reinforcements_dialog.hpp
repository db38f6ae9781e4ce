#pragma once
// Scenario > Reinforcements: the arrival schedule as a table (time, side, units, entry hex,
// formation and facing on arrival). Modeless, so the entry hex can be picked on the map; OK
// replaces the schedule as one undo step.
#include "editor/forms/reinforcement_schedule.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/dialogs/hex_picker.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

class wxGrid;
class wxGridEvent;
class wxListBox;
class wxStaticText;

namespace marengo::editor {

class ReinforcementsDialog : public wxDialog {
public:
    /// Columns of the table.
    enum Column { kTime, kSide, kUnits, kEntry, kFormation, kFacing, kColumns };
    /// Window name, to find an open instance.
    static constexpr const char* kWindowName = "marengo-reinforcements";

    ReinforcementsDialog(wxWindow* parent, EditorContext& ctx);

    wxGrid& grid() { return *m_grid; }
    /// Appends an empty arrival (time = scenario start, column formation); returns its row.
    int addRow();
    void removeRow(int row);
    /// Sets a row's unit list; sets its side from the first unit when it has none.
    void setUnits(int row, const std::vector<std::string>& ids);
    /// Sets a row's entry hex and turns its facing into the map.
    void setEntry(int row, HexId hex);
    /// Units the chooser offers for a row: placeable counters of the row's side (any side when
    /// none) that are neither set up nor arriving in another row, plus the row's own.
    std::vector<std::string> chooserCandidates(int row) const;
    /// Opens the unit chooser for a row (modal).
    void chooseUnits(int row);
    /// Starts picking the entry hex of a row on the map.
    void pickEntry(int row);
    const HexPicker& picker() const { return m_picker; }

    /// The schedule the table describes, or the problems that block it (errors); those that do
    /// not (a time outside the scenario, an entry hex off the map edge) are its warnings.
    Checked<std::vector<Reinforcement>> checked() const;
    /// Replaces the scenario's schedule (one "Edit Reinforcements" step); false when invalid.
    bool apply();

    /// Re-checks the tables: colours bad cells and lists the problems.
    void validate();

private:
    void fillRow(int row, const Reinforcement& r);
    /// The unit ids in a row's units cell.
    std::vector<std::string> unitsOf(int row) const;
    void onCellChanged(wxGridEvent& e);
    int currentRow() const;
    /// Shows the names of a row's units under the table.
    void showDetail(int row);
    /// Cancels picking, takes the entry marks off the map and closes.
    void close();

    EditorContext* m_ctx;
    std::filesystem::path m_openedOn; ///< scenario file when opened, to notice another file
    wxGrid* m_grid;
    wxListBox* m_messages;
    wxStaticText* m_detail;
    HexPicker m_picker;
    /// Per row: the placements the row was loaded with, kept when formation and facing stay.
    std::vector<std::vector<Placement>> m_original;
};

} // namespace marengo::editor
