#include "editor/ui/dialogs/reinforcements_dialog.hpp"

#include "editor/ui/map_canvas.hpp"
#include "engine/edit/arrival_facing.hpp"
#include "engine/edit/commands.hpp"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <set>

namespace marengo::editor {

namespace {

const wxColour kBadCell(0xff, 0xd6, 0xd6);

wxArrayString formationNames() {
    wxArrayString out;
    for (int f = 0; f <= static_cast<int>(Formation::Unlimbered); ++f)
        out.Add(wxString::FromUTF8(std::string(toString(static_cast<Formation>(f)))));
    return out;
}

wxArrayString facingNames() {
    wxArrayString out;
    out.Add("");
    for (HexSide s : kAllSides)
        out.Add(wxString::FromUTF8(std::string(toString(s))));
    for (Vertex v : kAllVertices)
        out.Add(wxString::FromUTF8(std::string(toString(v))));
    return out;
}

wxString joinIds(const std::vector<std::string>& ids) {
    wxString out;
    for (const std::string& id : ids)
        out += (out.empty() ? "" : ", ") + wxString::FromUTF8(id);
    return out;
}

/// A facing of another kind pointing the same way (a hexside becomes the vertex clockwise of
/// it, and back).
Facing convertFacing(Facing f, FacingKind kind) {
    if (kind == FacingKind::None)
        return {};
    if (f.kind == FacingKind::None)
        return {kind, 0};
    return {kind, f.dir};
}

} // namespace

ReinforcementsDialog::ReinforcementsDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Reinforcements", wxDefaultPosition, wxSize(1100, 500),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_ctx(&ctx), m_openedOn(ctx.session().path()), m_picker(ctx) {
    const Scenario& s = ctx.scenario();

    m_grid = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxSize(920, 260), wxWANTS_CHARS,
                        "reinforcements-grid");
    m_grid->CreateGrid(0, kColumns);
    m_grid->SetColLabelValue(kTime, "Time");
    m_grid->SetColLabelValue(kSide, "Side");
    m_grid->SetColLabelValue(kUnits, "Units (ids, comma-separated)");
    m_grid->SetColLabelValue(kEntry, "Entry hex");
    m_grid->SetColLabelValue(kFormation, "Formation");
    m_grid->SetColLabelValue(kFacing, "Facing");
    m_grid->SetColSize(kTime, 70);
    m_grid->SetColSize(kSide, 110);
    m_grid->SetColSize(kUnits, 300);
    m_grid->SetColSize(kEntry, 90);
    m_grid->SetColSize(kFormation, 120);
    m_grid->SetColSize(kFacing, 80);
    m_grid->SetRowLabelSize(40);
    wxArrayString sides;
    for (const std::string& side : scenarioSides(s))
        sides.Add(wxString::FromUTF8(side));
    auto setChoices = [&](int col, const wxArrayString& items) {
        auto* attr = new wxGridCellAttr;
        attr->SetEditor(new wxGridCellChoiceEditor(items));
        m_grid->SetColAttr(col, attr);
    };
    setChoices(kSide, sides);
    setChoices(kFormation, formationNames());
    setChoices(kFacing, facingNames());
    for (const Reinforcement& r : s.reinforcements) {
        int row = addRow();
        fillRow(row, r);
    }

    auto* buttons = new wxBoxSizer(wxVERTICAL);
    auto addButton = [&](const wxString& label, const wxString& tip, auto handler) {
        auto* b = new wxButton(this, wxID_ANY, label);
        b->SetToolTip(tip);
        b->Bind(wxEVT_BUTTON, handler);
        buttons->Add(b, 0, wxEXPAND | wxBOTTOM, 4);
    };
    addButton("&Add Arrival", "Add a row to the schedule", [this](wxCommandEvent&) {
        int row = addRow();
        m_grid->GoToCell(row, kTime);
        validate();
    });
    addButton("&Remove", "Remove the selected arrival",
              [this](wxCommandEvent&) { removeRow(currentRow()); });
    addButton("&Units...", "Choose the arriving units among those not yet placed",
              [this](wxCommandEvent&) { chooseUnits(currentRow()); });
    addButton("&Pick Entry on Map", "Click the entry hex on the map",
              [this](wxCommandEvent&) { pickEntry(currentRow()); });

    auto* middle = new wxBoxSizer(wxHORIZONTAL);
    middle->Add(m_grid, 1, wxEXPAND | wxRIGHT, 8);
    middle->Add(buttons, 0);

    m_messages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 90), 0, nullptr,
                               wxLB_SINGLE, wxDefaultValidator, "messages");
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(new wxStaticText(this, wxID_ANY,
                              "Units arrive through the entry hex at the time given, in the "
                              "formation and facing given (facing defaults to into the map)."),
             0, wxALL, 8);
    top->Add(middle, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    m_detail = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                wxST_ELLIPSIZE_END, "detail");
    m_detail->SetForegroundColour(wxColour(0x40, 0x40, 0x40));
    top->Add(m_detail, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 8);
    top->Add(m_messages, 0, wxEXPAND | wxALL, 8);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizer(top);
    Layout();

    m_grid->Bind(wxEVT_GRID_CELL_CHANGED, &ReinforcementsDialog::onCellChanged, this);
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent&) {
            if (!m_ctx->session().path().empty() && m_ctx->session().path() != m_openedOn) {
                wxMessageBox("Another scenario was opened since this table was: close it and "
                             "open Reinforcements again.",
                             "Reinforcements", wxOK | wxICON_WARNING, this);
                return;
            }
            if (const auto sched = checked(); !sched) {
                wxString text;
                for (const std::string& e : sched.errors)
                    text += wxString::FromUTF8("\u2022 " + e + "\n");
                wxMessageBox("Please correct the schedule:\n\n" + text, "Reinforcements",
                             wxOK | wxICON_WARNING, this);
                return;
            }
            apply();
            close();
        },
        wxID_OK);
    Bind(
        wxEVT_BUTTON, [this](wxCommandEvent&) { close(); }, wxID_CANCEL);
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { close(); });
    m_grid->Bind(wxEVT_GRID_SELECT_CELL, [this](wxGridEvent& e) {
        showDetail(e.GetRow());
        e.Skip();
    });
    validate();
    CentreOnParent(); // once its size is final
}

void ReinforcementsDialog::close() {
    m_picker.cancel();
    m_ctx->canvas().clearOverlay("reinforcement-entries");
    Destroy();
}

void ReinforcementsDialog::showDetail(int row) {
    if (row < 0 || row >= m_grid->GetNumberRows()) {
        m_detail->SetLabel("");
        return;
    }
    const Scenario& s = m_ctx->scenario();
    std::string text = "Arrival " + std::to_string(row + 1) + ":";
    const std::vector<std::string> ids = unitsOf(row);
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Unit* u = s.findUnit(ids[i]);
        text += (i ? "; " : " ") + ids[i] + " = " + (u ? u->name : "?");
    }
    if (ids.empty())
        text += " no units yet";
    m_detail->SetLabel(wxString::FromUTF8(text));
}

int ReinforcementsDialog::addRow() {
    const Scenario& s = m_ctx->scenario();
    m_grid->AppendRows(1);
    int row = m_grid->GetNumberRows() - 1;
    m_grid->SetCellValue(row, kTime, wxString::FromUTF8(formatClock(s.start)));
    m_grid->SetCellValue(row, kFormation, "column");
    m_original.emplace_back();
    return row;
}

void ReinforcementsDialog::removeRow(int row) {
    if (row < 0 || row >= m_grid->GetNumberRows())
        return;
    m_picker.cancel();
    m_grid->DeleteRows(row, 1);
    m_original.erase(m_original.begin() + row);
    validate();
}

int ReinforcementsDialog::currentRow() const {
    int row = m_grid->GetGridCursorRow();
    if (row < 0 && m_grid->GetNumberRows() > 0)
        row = 0;
    return row;
}

void ReinforcementsDialog::fillRow(int row, const Reinforcement& r) {
    const Scenario& s = m_ctx->scenario();
    m_grid->SetCellValue(row, kTime, wxString::FromUTF8(formatClock(r.time)));
    m_grid->SetCellValue(row, kSide, wxString::FromUTF8(r.side));
    std::vector<std::string> ids;
    for (const Placement& p : r.units)
        ids.push_back(p.unit);
    m_grid->SetCellValue(row, kUnits, joinIds(ids));
    m_grid->SetCellValue(row, kEntry,
                         wxString::FromUTF8(s.map.onMap(r.entry) ? s.map.label(r.entry) : ""));
    if (!r.units.empty()) {
        m_grid->SetCellValue(row, kFormation,
                             wxString::FromUTF8(std::string(toString(r.units[0].formation))));
        m_grid->SetCellValue(row, kFacing, wxString::FromUTF8(formatFacing(r.units[0].facing)));
    }
    m_original[static_cast<std::size_t>(row)] = r.units;
}

void ReinforcementsDialog::setUnits(int row, const std::vector<std::string>& ids) {
    if (row < 0 || row >= m_grid->GetNumberRows())
        return;
    m_grid->SetCellValue(row, kUnits, joinIds(ids));
    if (m_grid->GetCellValue(row, kSide).empty() && !ids.empty()) {
        const OrderOfBattle* oob = nullptr;
        if (m_ctx->scenario().findUnit(ids.front(), &oob) && oob)
            m_grid->SetCellValue(row, kSide, wxString::FromUTF8(oob->side));
    }
    validate();
}

void ReinforcementsDialog::setEntry(int row, HexId hex) {
    const Scenario& s = m_ctx->scenario();
    if (row < 0 || row >= m_grid->GetNumberRows() || !s.map.onMap(hex))
        return;
    m_grid->SetCellValue(row, kEntry, wxString::FromUTF8(s.map.label(hex)));
    auto formation = parseFormation(trimmedUtf8(m_grid->GetCellValue(row, kFormation)));
    FacingKind kind = facingKindFor(formation.value_or(Formation::Column));
    m_grid->SetCellValue(row, kFacing,
                         wxString::FromUTF8(formatFacing(edit::facingIntoMap(s.map, hex, kind))));
    validate();
}

std::vector<std::string> ReinforcementsDialog::chooserCandidates(int row) const {
    const Scenario& s = m_ctx->scenario();
    std::set<std::string> taken;
    for (const Placement& p : s.setup)
        taken.insert(p.unit);
    for (int r = 0; r < m_grid->GetNumberRows(); ++r)
        if (r != row)
            for (const std::string& id : unitsOf(r))
                taken.insert(id);
    const std::string side = row >= 0 && row < m_grid->GetNumberRows()
                                 ? trimmedUtf8(m_grid->GetCellValue(row, kSide))
                                 : std::string();
    std::vector<std::string> out;
    for (const OrderOfBattle& o : s.oobs) {
        if (!side.empty() && o.side != side)
            continue;
        for (const Unit& u : o.units())
            if (u.isPlaceable() && !taken.count(u.id))
                out.push_back(u.id);
    }
    return out;
}

void ReinforcementsDialog::chooseUnits(int row) {
    if (row < 0 || row >= m_grid->GetNumberRows())
        return;
    const Scenario& s = m_ctx->scenario();
    std::vector<std::string> ids = chooserCandidates(row);
    if (ids.empty()) {
        wxMessageBox("Every counter of this side is already set up or arriving.", "Reinforcements",
                     wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString items;
    for (const std::string& id : ids) {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = s.findUnit(id, &oob);
        items.Add(wxString::FromUTF8(id + "  \u2014 " + (u ? u->name : id) + " (" +
                                     (oob ? oob->side : "") + ")"));
    }
    wxMultiChoiceDialog dlg(
        this, "Units arriving in this row (not yet placed or scheduled):", "Choose Units", items);
    wxArrayInt chosen;
    const std::vector<std::string> current = unitsOf(row);
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (std::find(current.begin(), current.end(), ids[i]) != current.end())
            chosen.Add(static_cast<int>(i));
    dlg.SetSelections(chosen);
    if (dlg.ShowModal() != wxID_OK)
        return;
    std::vector<std::string> result;
    for (int i : dlg.GetSelections())
        result.push_back(ids[static_cast<std::size_t>(i)]);
    // Ids typed by hand that the chooser does not offer stay (validation reports them).
    for (const std::string& id : current)
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            result.push_back(id);
    setUnits(row, result);
}

void ReinforcementsDialog::pickEntry(int row) {
    if (row < 0 || row >= m_grid->GetNumberRows())
        return;
    m_picker.start(
        [this, row](HexId h) {
            setEntry(row, h);
            Raise();
        },
        wxString::Format("Click the entry hex of arrival %d on the map", row + 1));
}

void ReinforcementsDialog::onCellChanged(wxGridEvent& e) {
    const int row = e.GetRow();
    const Scenario& s = m_ctx->scenario();
    if (e.GetCol() == kFormation) {
        auto formation = parseFormation(trimmedUtf8(m_grid->GetCellValue(row, kFormation)));
        auto facing = parseFacing(trimmedUtf8(m_grid->GetCellValue(row, kFacing)));
        if (formation && facing && facing->kind != facingKindFor(*formation)) {
            HexId entry = s.map.find(trimmedUtf8(m_grid->GetCellValue(row, kEntry)));
            Facing f = entry != kNoHex
                           ? edit::facingIntoMap(s.map, entry, facingKindFor(*formation))
                           : convertFacing(*facing, facingKindFor(*formation));
            m_grid->SetCellValue(row, kFacing, wxString::FromUTF8(formatFacing(f)));
        }
    } else if (e.GetCol() == kEntry && m_grid->GetCellValue(row, kFacing).empty()) {
        HexId entry = s.map.find(trimmedUtf8(m_grid->GetCellValue(row, kEntry)));
        auto formation = parseFormation(trimmedUtf8(m_grid->GetCellValue(row, kFormation)));
        if (entry != kNoHex)
            m_grid->SetCellValue(
                row, kFacing,
                wxString::FromUTF8(formatFacing(edit::facingIntoMap(
                    s.map, entry, facingKindFor(formation.value_or(Formation::Column))))));
    }
    validate();
    e.Skip();
}

Checked<std::vector<Reinforcement>> ReinforcementsDialog::checked() const {
    std::vector<ArrivalRow> rows;
    for (int row = 0; row < m_grid->GetNumberRows(); ++row)
        rows.push_back({trimmedUtf8(m_grid->GetCellValue(row, kTime)),
                        trimmedUtf8(m_grid->GetCellValue(row, kSide)), unitsOf(row),
                        trimmedUtf8(m_grid->GetCellValue(row, kEntry)),
                        trimmedUtf8(m_grid->GetCellValue(row, kFormation)),
                        trimmedUtf8(m_grid->GetCellValue(row, kFacing)),
                        m_original[static_cast<std::size_t>(row)]});
    return checkSchedule(m_ctx->scenario(), rows);
}

std::vector<std::string> ReinforcementsDialog::unitsOf(int row) const {
    return splitIds(m_grid->GetCellValue(row, kUnits).utf8_string());
}

void ReinforcementsDialog::validate() {
    const auto sched = checked();
    const std::vector<std::string>& errors = sched.errors;
    showMessages(*m_messages, sched.errors, sched.warnings,
                 countOf(m_grid->GetNumberRows(), "arrival", "arrivals") + ", no problems");
    // Colour the cells the errors name.
    const wxColour normal = m_grid->GetDefaultCellBackgroundColour();
    for (int row = 0; row < m_grid->GetNumberRows(); ++row) {
        const std::string n = "arrival " + std::to_string(row + 1) + ": ";
        bool bad[kColumns] = {};
        for (const std::string& e : errors) {
            if (!e.starts_with(n))
                continue;
            std::string_view m = std::string_view(e).substr(n.size());
            if (m.starts_with("time"))
                bad[kTime] = true;
            else if (m.starts_with("choose a side") || m.find("is no side") != m.npos)
                bad[kSide] = true;
            else if (m.find("entry hex") != m.npos)
                bad[kEntry] = true;
            else if (m.find("is no formation") != m.npos)
                bad[kFormation] = true;
            else if (m.find("facing") != m.npos)
                bad[kFacing] = true;
            else
                bad[kUnits] = true;
        }
        for (int col = 0; col < kColumns; ++col)
            m_grid->SetCellBackgroundColour(row, col, bad[col] ? kBadCell : normal);
        m_grid->SetRowLabelValue(row, wxString::Format("%d", row + 1));
    }
    m_grid->ForceRefresh();
    showDetail(currentRow());
    // Mark the entry hexes on the map while the table is open.
    render::Overlay marks;
    marks.outline = render::Rgba::rgb(0x1f5fbf, 0.95);
    marks.outlineWidth = 0.14;
    const Map& map = m_ctx->scenario().map;
    for (int row = 0; row < m_grid->GetNumberRows(); ++row)
        if (HexId h = map.find(trimmedUtf8(m_grid->GetCellValue(row, kEntry))); h != kNoHex)
            marks.hexes.push_back(h);
    m_ctx->canvas().setOverlay("reinforcement-entries", std::move(marks));
}

bool ReinforcementsDialog::apply() {
    auto sched = checked();
    if (!sched)
        return false;
    edit::Document& doc = m_ctx->document();
    if (*sched == doc.scenario().reinforcements)
        return true;
    return doc.execute(
        edit::setPart("Edit Reinforcements", &Scenario::reinforcements, std::move(*sched.value)));
}

} // namespace marengo::editor
