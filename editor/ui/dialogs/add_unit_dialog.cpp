#include "editor/ui/dialogs/add_unit_dialog.hpp"

#include "editor/ui/dialogs/dialog_support.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace marengo::editor {

namespace {
wxString titleFor(const Unit* under) {
    return under ? "Add Unit under " + wxString::FromUTF8(under->name) : wxString("Add Army");
}
} // namespace

AddUnitDialog::AddUnitDialog(wxWindow* parent, EditorContext& ctx, std::string parentId)
    : wxDialog(parent, wxID_ANY,
               titleFor(parentId.empty() ? nullptr : ctx.scenario().findUnit(parentId))),
      m_s(ctx.scenario()), m_parent(std::move(parentId)),
      m_echelons(echelonsUnder(m_parent.empty() ? nullptr : m_s.findUnit(m_parent))) {
    m_echelon = new wxChoice(this, wxID_ANY);
    for (Echelon e : m_echelons)
        m_echelon->Append(wxString::FromUTF8(std::string(toString(e))));
    m_echelon->SetSelection(0);
    m_arm = new wxChoice(this, wxID_ANY);
    m_name = new wxTextCtrl(this, wxID_ANY, "");
    m_id = new wxTextCtrl(this, wxID_ANY, "");
    m_id->SetHint("made from the name when empty");
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 8));
    grid->AddGrowableCol(1);
    for (auto [label, ctrl] : {std::pair<const char*, wxWindow*>{"Echelon:", m_echelon},
                               {"Arm:", m_arm},
                               {"Name:", m_name},
                               {"Id:", m_id}}) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(ctrl, 1, wxEXPAND);
    }
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 10);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
    SetSizer(top);
    SetMinSize(wxSize(420, -1));
    Fit();
    fillArms();
    m_echelon->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { fillArms(); });
    m_name->SetFocus();
    CentreOnParent(); // once its size is final
}

Checked<Unit> AddUnitDialog::checked() const {
    UnitDraft d;
    d.echelon = m_echelons[static_cast<std::size_t>(m_echelon->GetSelection())];
    d.arm = m_arm->GetStringSelection().utf8_string();
    d.name = trimmedUtf8(m_name->GetValue());
    d.id = trimmedUtf8(m_id->GetValue());
    d.parent = m_parent;
    return newUnit(m_s, d);
}

void AddUnitDialog::fillArms() {
    m_arm->Clear();
    for (const std::string& arm :
         armChoices(m_echelons[static_cast<std::size_t>(m_echelon->GetSelection())]))
        m_arm->Append(wxString::FromUTF8(arm));
    m_arm->SetSelection(0);
}

} // namespace marengo::editor
