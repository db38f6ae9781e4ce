#include "editor/ui/dialogs/deploy_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace marengo::editor {

DeployDialog::DeployDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Deploy Brigade"), m_s(ctx.scenario()),
      m_choices(deployableFormations(ctx.scenario())) {
    const Selection& sel = ctx.selection();
    const HexId selectedHex = sel.hex();
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 8));
    grid->AddGrowableCol(1);
    m_formation = new wxChoice(this, wxID_ANY);
    for (const FormationChoice& c : m_choices)
        m_formation->Append(wxString::FromUTF8(c.label));
    m_formation->SetSelection(
        m_choices.empty()
            ? wxNOT_FOUND
            : preselectedFormation(m_s, m_choices, sel.empty() ? "" : sel.units().front()));
    grid->Add(new wxStaticText(this, wxID_ANY, "Formation:"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(m_formation, 1, wxEXPAND);

    const wxString layouts[] = {"Battalions in line", "Battalions in column", "Two lines"};
    m_layout =
        new wxRadioBox(this, wxID_ANY, "Layout", wxDefaultPosition, wxDefaultSize, 3, layouts, 1);
    m_facing = new wxChoice(this, wxID_ANY);
    const wxString anchors[] = {
        "Click the hex on the map (the middle of the front line, or the column's head)",
        selectedHex != kNoHex
            ? wxString::FromUTF8("At the selected hex " + m_s.map.label(selectedHex))
            : wxString("At the selected hex (click a hex first)")};
    m_anchor =
        new wxRadioBox(this, wxID_ANY, "Where", wxDefaultPosition, wxDefaultSize, 2, anchors, 1);
    m_anchor->Enable(1, selectedHex != kNoHex);
    m_anchor->SetSelection(0);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 0, wxEXPAND | wxALL, 10);
    top->Add(m_layout, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    auto* facingRow = new wxBoxSizer(wxHORIZONTAL);
    facingRow->Add(new wxStaticText(this, wxID_ANY, "Facing:"), 0,
                   wxALIGN_CENTER_VERTICAL | wxRIGHT, 8);
    facingRow->Add(m_facing, 1);
    top->Add(facingRow, 0, wxEXPAND | wxALL, 10);
    top->Add(m_anchor, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizerAndFit(top);

    fillFacings(true);
    m_layout->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { fillFacings(false); });
    m_formation->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillFacings(true); });
    if (m_choices.empty())
        FindWindow(wxID_OK)->Disable();
    CentreOnParent(); // once its size is final
}

std::string DeployDialog::formation() const {
    int i = m_formation->GetSelection();
    return i == wxNOT_FOUND ? std::string() : m_choices[static_cast<std::size_t>(i)].id;
}

FacingKind DeployDialog::facingKind() const {
    return deployFacingKind(static_cast<edit::DeployLayout>(m_layout->GetSelection()));
}

Checked<DeployOrder> DeployDialog::checked() const {
    return checkDeployOrder(DeployOrder{formation(),
                                        static_cast<edit::DeployLayout>(m_layout->GetSelection()),
                                        Facing{facingKind(), std::max(0, m_facing->GetSelection())},
                                        m_anchor->GetSelection() == 1});
}

void DeployDialog::fillFacings(bool sideDefault) {
    int dir = m_facing->GetSelection();
    if (sideDefault || dir == wxNOT_FOUND)
        dir = edit::defaultFacing(edit::sideIndexOf(m_s, formation()), facingKind()).dir;
    m_facing->Clear();
    for (int k = 0; k < 6; ++k)
        m_facing->Append(wxString::FromUTF8(formatFacing(Facing{facingKind(), k})));
    m_facing->SetSelection(dir);
}

} // namespace marengo::editor
