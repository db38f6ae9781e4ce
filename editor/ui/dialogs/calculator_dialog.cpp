#include "editor/ui/dialogs/calculator_dialog.hpp"

#include "engine/rules/calculator_text.hpp"
#include "engine/rules/carre_values.hpp"
#include "engine/rules/melee.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <wx/button.h>
#include <wx/checklst.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace marengo::editor {

namespace {

/// "A0504: 1/6e Léger, 3e Hussards".
wxString hexEntry(const Scenario& s, HexId h) {
    std::string names;
    const ScenarioIndex index(s);
    for (const Occupant& o : index.at(h))
        if (o.unit)
            names +=
                (names.empty() ? "" : ", ") + (o.unit->name.empty() ? o.unit->id : o.unit->name);
    return wxString::FromUTF8(s.map.label(h) + ": " + names);
}

} // namespace

CalculatorDialog::CalculatorDialog(wxWindow* parent, const Scenario& s, HexId hex,
                                   const wxString& title, bool melee)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_scenario(s), m_hex(hex) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    const int pad = FromDIP(8);
    if (melee) {
        m_from = rules::meleeAttackerHexes(s, hex);
        top->Add(new wxStaticText(this, wxID_ANY, "Attacking hexes (the enemy next to it):"), 0,
                 wxLEFT | wxRIGHT | wxTOP, pad);
        m_attackers =
            new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, FromDIP(100)), 0,
                               nullptr, 0, wxDefaultValidator, "melee-attackers");
        for (HexId h : m_from)
            m_attackers->Check(m_attackers->Append(hexEntry(s, h)));
        m_attackers->Bind(wxEVT_CHECKLISTBOX, [this](wxCommandEvent&) { recompute(); });
        top->Add(m_attackers, 0, wxEXPAND | wxALL, pad);
    }
    m_text = new wxTextCtrl(
        this, wxID_ANY, "", wxDefaultPosition, wxSize(FromDIP(900), FromDIP(melee ? 180 : 300)),
        wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP, wxDefaultValidator, "calculator-text");
    m_text->SetFont(wxFontInfo().Family(wxFONTFAMILY_TELETYPE));
    top->Add(m_text, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, pad);
    top->Add(CreateStdDialogButtonSizer(wxCLOSE), 0, wxEXPAND | wxALL, pad);
    SetEscapeId(wxID_CLOSE);
    SetSizerAndFit(top);
    recompute();
}

CalculatorDialog* CalculatorDialog::meleeOdds(wxWindow* parent, const Scenario& s, HexId target) {
    return new CalculatorDialog(
        parent, s, target, wxString::FromUTF8("Melee odds against " + s.map.label(target)), true);
}

CalculatorDialog* CalculatorDialog::carreValues(wxWindow* parent, const Scenario& s, HexId hex) {
    return new CalculatorDialog(parent, s, hex,
                                wxString::FromUTF8("Carré values at " + s.map.label(hex)), false);
}

wxString CalculatorDialog::text() const {
    return m_text->GetValue();
}

void CalculatorDialog::setAttacker(unsigned index, bool ticked) {
    m_attackers->Check(index, ticked);
    recompute();
}

void CalculatorDialog::recompute() {
    std::string out;
    const std::string label = m_scenario.map.label(m_hex);
    if (m_attackers) {
        std::vector<HexId> from;
        for (unsigned k = 0; k < m_from.size(); ++k)
            if (m_attackers->IsChecked(k))
                from.push_back(m_from[k]);
        if (m_from.empty())
            out = "no enemy combat unit stands next to " + label + " to assault it\n";
        else if (from.empty())
            out = "tick the hexes the melee is declared from\n";
        else
            out = rules::meleeText(m_scenario.map, from, m_hex,
                                   rules::declaredMelee(m_scenario, from, m_hex));
    } else if (const auto v = rules::carreValues(m_scenario, m_hex)) {
        out = rules::carreText(*v, label, false);
    } else {
        out = "no infantry stands in " + label + "\n";
    }
    m_text->SetValue(wxString::FromUTF8(out));
}

} // namespace marengo::editor
