#pragma once
// The rules calculators of the map's right-click menu: "Melee odds against…" and "Carré values"
// on one hex. The answers and their wording come from the engine (rules::declaredMelee,
// rules::carreValues, rules/calculator_text.hpp), the same as `marengo melee` and `marengo carre`.
#include "engine/scenario/scenario.hpp"

#include <wx/dialog.h>

#include <vector>

class wxCheckListBox;
class wxTextCtrl;

namespace marengo::editor {

/// A small dialog showing a calculator's text; for a melee, the attacking hexes to tick.
class CalculatorDialog : public wxDialog {
public:
    /// The melee on the units in `target` from the hexes of rules::meleeAttackerHexes, all ticked
    /// to begin with; unticking one recomputes. The scenario must outlive the dialog.
    static CalculatorDialog* meleeOdds(wxWindow* parent, const Scenario& s, HexId target);
    /// The carré values of the infantry in `hex` (per unit of fire multiple).
    static CalculatorDialog* carreValues(wxWindow* parent, const Scenario& s, HexId hex);

    /// The text shown (what the CLI prints for the same question).
    wxString text() const;
    /// The attacking hexes offered (melee only), ticked or not.
    const std::vector<HexId>& attackerHexes() const { return m_from; }
    /// Ticks or unticks the attacking hex at `index` and recomputes.
    void setAttacker(unsigned index, bool ticked);

private:
    CalculatorDialog(wxWindow* parent, const Scenario& s, HexId hex, const wxString& title,
                     bool melee);
    void recompute();

    const Scenario& m_scenario;
    HexId m_hex;
    std::vector<HexId> m_from;
    wxCheckListBox* m_attackers = nullptr;
    wxTextCtrl* m_text = nullptr;
};

} // namespace marengo::editor
