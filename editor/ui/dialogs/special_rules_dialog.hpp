#pragma once
// Scenario > Special Rules: the scenario's cavalry-charge morale modifiers (added to the rules
// profile's table) as an editable grid, the special rules in prose, and a preview
// of the stand-check modifier of a chosen infantry unit in a chosen situation.
#include "editor/forms/charge_modifiers.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/editor_context.hpp"
#include "engine/rules/charge.hpp"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

class wxCheckBox;
class wxChoice;
class wxGrid;
class wxGridEvent;
class wxListBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace marengo::editor {

class SpecialRulesDialog : public wxDialog {
public:
    /// Columns of the modifier table.
    enum Column { kCondition, kValue, kSide, kNationality, kClass, kSource, kColumns };

    SpecialRulesDialog(wxWindow* parent, EditorContext& ctx);

    wxGrid& grid() { return *m_grid; }
    /// Appends a row (condition flank, modifier 0); returns its index.
    int addRow();
    void removeRow(int row);
    /// The modifier rows as the table stands, or the problems of its rows.
    Checked<std::vector<ChargeModifier>> checked() const;
    /// The prose notes, one per non-empty line.
    std::vector<std::string> notes() const;
    void setNotes(const std::vector<std::string>& notes);

    /// Units the preview offers: infantry counters of the scenario.
    const std::vector<std::string>& previewUnits() const { return m_previewUnits; }
    void setPreviewUnit(const std::string& id);
    void setSituation(const rules::ChargeSituation& s);
    rules::ChargeSituation situation() const;
    /// The preview's total: profile rows + the table's valid rows, for the chosen unit.
    int previewTotal() const;
    /// Rows that applied in the last preview, as shown ("-12  flank  (profile: ...)").
    std::vector<std::string> previewLines() const;
    /// Recomputes the preview from the controls and the table.
    void updatePreview();
    /// Re-checks the table: colours bad cells, lists the problems, refreshes the preview.
    void validate();

    /// Applies the table and the notes as one "Edit Special Rules" step; false when invalid.
    bool apply();

private:
    void fillRow(int row, const ChargeModifier& m);
    void onOk(wxCommandEvent&);

    edit::Document* m_doc;
    wxGrid* m_grid;
    wxListBox* m_messages;
    wxTextCtrl* m_notes;
    std::vector<std::string> m_previewUnits;
    wxChoice* m_unit;
    wxCheckBox* m_flank;
    wxCheckBox* m_rear;
    wxChoice* m_formation;
    wxChoice* m_state;
    wxCheckBox* m_stream;
    wxCheckBox* m_slope;
    wxCheckBox* m_lancers;
    wxCheckBox* m_heavy;
    wxCheckBox* m_losses;
    wxSpinCtrl* m_moraleLevel;
    wxStaticText* m_total;
    wxListBox* m_applied;
};

} // namespace marengo::editor
