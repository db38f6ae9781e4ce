#include "editor/ui/dialogs/sheets_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <algorithm>

namespace marengo::editor {

namespace {

/// A one-type terrain table: enough for Map::create to check sheets and numbering.
std::vector<TerrainType> anyTerrain() {
    TerrainType t;
    t.id = "clear";
    t.name = "Clear";
    return {t};
}

wxSpinCtrl* spin(wxWindow* parent, int lo, int hi, int value) {
    auto* s = new wxSpinCtrl(parent, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, lo, hi, value);
    return s;
}

void labelled(wxWindow* parent, wxSizer* row, const wxString& label, wxWindow* control) {
    row->Add(new wxStaticText(parent, wxID_ANY, label), 0,
             wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, parent->FromDIP(4));
    row->Add(control, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, parent->FromDIP(8));
}

} // namespace

SheetsDialog::SheetsDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Map Sheets", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_name(ctx.scenario().map.name()), m_sheets(ctx.scenario().map.sheets()) {
    build();
    const Numbering& n = ctx.scenario().map.numbering();
    m_colDigits->SetValue(n.colDigits);
    m_rowDigits->SetValue(n.rowDigits);
    m_firstCol->SetValue(n.firstCol);
    m_firstRow->SetValue(n.firstRow);
    refreshList();
    suggestNext();
    validate();
    CentreOnParent(); // once its size is final
}

Checked<SheetLayout> SheetsDialog::checked() const {
    Checked<SheetLayout> out;
    if (auto check = Map::create(m_name, numbering(), m_sheets, anyTerrain()); !check)
        out.errors.push_back(check.error());
    else
        out.value = SheetLayout{m_sheets, numbering()};
    return out;
}

Numbering SheetsDialog::numbering() const {
    return {m_colDigits->GetValue(), m_rowDigits->GetValue(), m_firstCol->GetValue(),
            m_firstRow->GetValue()};
}

void SheetsDialog::build() {
    const int pad = FromDIP(6);
    auto* top = new wxBoxSizer(wxVERTICAL);

    auto* sheetsBox = new wxStaticBoxSizer(wxVERTICAL, this, "Sheets");
    wxWindow* sb = sheetsBox->GetStaticBox();
    m_list = new wxListView(sb, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(560, 150)),
                            wxLC_REPORT | wxLC_SINGLE_SEL);
    const char* columns[] = {"Letter", "Grid column", "Grid row", "Columns", "Rows", "Hexes"};
    for (int i = 0; i < 6; ++i)
        m_list->AppendColumn(columns[i], wxLIST_FORMAT_LEFT, FromDIP(i == 5 ? 150 : 92));
    sheetsBox->Add(m_list, 1, wxEXPAND | wxALL, pad);
    m_remove = new wxButton(sb, wxID_ANY, "&Remove Sheet");
    m_remove->SetToolTip("Remove the selected sheet. Units standing on it are taken off the "
                         "map; the other sheets keep their hexes and labels.");
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        long sel = m_list->GetFirstSelected();
        if (sel >= 0 && static_cast<std::size_t>(sel) < m_sheets.size())
            removeSheet(m_sheets[static_cast<std::size_t>(sel)].letter);
    });
    m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { validate(); });
    m_list->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { validate(); });
    sheetsBox->Add(m_remove, 0, wxALL, pad);
    top->Add(sheetsBox, 1, wxEXPAND | wxALL, pad);

    auto* addBox = new wxStaticBoxSizer(wxVERTICAL, this, "Add a sheet");
    wxWindow* ab = addBox->GetStaticBox();
    auto* placeRow = new wxBoxSizer(wxHORIZONTAL);
    m_letter = new wxChoice(ab, wxID_ANY);
    labelled(ab, placeRow, "Letter", m_letter);
    m_col = spin(ab, 0, 9999, 0);
    m_col->SetToolTip("Grid column of the sheet's first column. An even column keeps the "
                      "printed hex pattern of the sheets beside it.");
    labelled(ab, placeRow, "At grid column", m_col);
    m_row = spin(ab, 0, 9999, 0);
    labelled(ab, placeRow, "row", m_row);
    addBox->Add(placeRow, 0, wxALL, pad);
    auto* sizeRow = new wxBoxSizer(wxHORIZONTAL);
    m_cols = spin(ab, 1, 9999, 30);
    labelled(ab, sizeRow, "Columns", m_cols);
    m_rows = spin(ab, 1, 9999, 22);
    labelled(ab, sizeRow, "Rows", m_rows);
    auto* add = new wxButton(ab, wxID_ADD, "&Add Sheet");
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxString l = m_letter->GetStringSelection();
        if (l.empty())
            return;
        addSheet(Sheet{static_cast<char>(l[0].GetValue()), m_col->GetValue(), m_row->GetValue(),
                       m_cols->GetValue(), m_rows->GetValue()});
    });
    sizeRow->Add(add, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, pad);
    addBox->Add(sizeRow, 0, wxALL, pad);
    auto* placeHint = new wxStaticText(ab, wxID_ANY,
                                       "Place the sheet beside the others: east of a 30-column "
                                       "sheet at column 0 is column 30.");
    placeHint->SetForegroundColour(wxColour(90, 90, 90));
    addBox->Add(placeHint, 0, wxLEFT | wxRIGHT | wxBOTTOM, pad);
    top->Add(addBox, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, pad);

    auto* numBox = new wxStaticBoxSizer(wxHORIZONTAL, this, "Hex numbering");
    wxWindow* nb = numBox->GetStaticBox();
    m_colDigits = spin(nb, 1, 4, 2);
    labelled(nb, numBox, "Column digits", m_colDigits);
    m_rowDigits = spin(nb, 1, 4, 2);
    labelled(nb, numBox, "Row digits", m_rowDigits);
    m_firstCol = spin(nb, 0, 99, 1);
    labelled(nb, numBox, "First column", m_firstCol);
    m_firstRow = spin(nb, 0, 99, 1);
    labelled(nb, numBox, "First row", m_firstRow);
    top->Add(numBox, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, pad);
    for (wxSpinCtrl* s : {m_colDigits, m_rowDigits, m_firstCol, m_firstRow}) {
        s->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
            refreshList();
            validate();
        });
    }

    m_status = new wxStaticText(this, wxID_ANY, "");
    top->Add(m_status, 0, wxEXPAND | wxLEFT | wxRIGHT, 2 * pad);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, pad);
    SetSizerAndFit(top);
}

void SheetsDialog::refreshList() {
    const Numbering n = numbering();
    m_list->DeleteAllItems();
    for (std::size_t i = 0; i < m_sheets.size(); ++i) {
        const Sheet& s = m_sheets[i];
        auto row = static_cast<long>(i);
        m_list->InsertItem(row, wxString(s.letter));
        m_list->SetItem(row, 1, wxString::Format("%d", s.col));
        m_list->SetItem(row, 2, wxString::Format("%d", s.row));
        m_list->SetItem(row, 3, wxString::Format("%d", s.cols));
        m_list->SetItem(row, 4, wxString::Format("%d", s.rows));
        std::string first = formatLabel({s.letter, n.firstCol, n.firstRow}, n);
        std::string last =
            formatLabel({s.letter, n.firstCol + s.cols - 1, n.firstRow + s.rows - 1}, n);
        m_list->SetItem(row, 5, wxString::FromUTF8(first + " - " + last));
    }
}

void SheetsDialog::suggestNext() {
    m_letter->Clear();
    for (char c = 'A'; c <= 'Z'; ++c)
        if (std::none_of(m_sheets.begin(), m_sheets.end(),
                         [c](const Sheet& s) { return s.letter == c; }))
            m_letter->Append(wxString(c));
    if (m_letter->GetCount() > 0)
        m_letter->SetSelection(0);
    // East of the sheets, the size of the last one.
    int east = 0;
    for (const Sheet& s : m_sheets)
        east = std::max(east, s.col + s.cols);
    east += east % 2; // an even column keeps the hex pattern
    m_col->SetValue(east);
    m_row->SetValue(m_sheets.empty() ? 0 : m_sheets.back().row);
    if (!m_sheets.empty()) {
        m_cols->SetValue(m_sheets.back().cols);
        m_rows->SetValue(m_sheets.back().rows);
    }
}

bool SheetsDialog::addSheet(const Sheet& s) {
    std::vector<Sheet> next = m_sheets;
    next.push_back(s);
    auto check = Map::create(m_name, numbering(), next, anyTerrain());
    if (!check) {
        m_status->SetLabel(wxString::FromUTF8("Cannot add sheet " + std::string(1, s.letter) +
                                              ": " + check.error()));
        m_status->SetForegroundColour(wxColour(180, 20, 20));
        Layout();
        return false;
    }
    m_sheets = std::move(next);
    refreshList();
    suggestNext();
    validate();
    return true;
}

bool SheetsDialog::removeSheet(char letter) {
    auto it = std::find_if(m_sheets.begin(), m_sheets.end(),
                           [letter](const Sheet& s) { return s.letter == letter; });
    if (it == m_sheets.end() || m_sheets.size() == 1)
        return false;
    m_sheets.erase(it);
    refreshList();
    suggestNext();
    validate();
    return true;
}

void SheetsDialog::validate() {
    auto check = Map::create(m_name, numbering(), m_sheets, anyTerrain());
    wxWindow* ok = FindWindow(wxID_OK);
    if (ok)
        ok->Enable(check.ok());
    m_remove->Enable(m_sheets.size() > 1 && m_list->GetFirstSelected() >= 0);
    if (!check) {
        m_status->SetLabel(wxString::FromUTF8(check.error()));
        m_status->SetForegroundColour(wxColour(180, 20, 20));
    } else {
        m_status->SetLabel(wxString::Format("%zu sheet(s), %zu hexes; grid %d x %d",
                                            m_sheets.size(), check->hexCount(), check->width(),
                                            check->height()));
        m_status->SetForegroundColour(wxColour(60, 60, 60));
    }
    Layout();
}

} // namespace marengo::editor
