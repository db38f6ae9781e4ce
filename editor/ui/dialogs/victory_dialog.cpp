#include "editor/ui/dialogs/victory_dialog.hpp"

#include "editor/ui/map_canvas.hpp"
#include "engine/edit/commands.hpp"

#include <wx/button.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <algorithm>

namespace marengo::editor {

namespace {

const wxColour kBadCell(0xff, 0xd6, 0xd6);

wxArrayString sideChoices(const Scenario& s) {
    wxArrayString out;
    out.Add("");
    for (const std::string& side : scenarioSides(s))
        out.Add(wxString::FromUTF8(side));
    return out;
}

wxGrid* makeGrid(wxWindow* parent, const wxString& name, const std::vector<wxString>& labels,
                 const std::vector<int>& widths) {
    auto* g =
        new wxGrid(parent, wxID_ANY, wxDefaultPosition, wxSize(560, 170), wxWANTS_CHARS, name);
    g->CreateGrid(0, static_cast<int>(labels.size()));
    for (std::size_t c = 0; c < labels.size(); ++c) {
        g->SetColLabelValue(static_cast<int>(c), labels[c]);
        g->SetColSize(static_cast<int>(c), widths[c]);
    }
    g->SetRowLabelSize(36);
    return g;
}

void setEditor(wxGrid* g, int col, wxGridCellEditor* editor) {
    auto* attr = new wxGridCellAttr;
    attr->SetEditor(editor);
    g->SetColAttr(col, attr);
}

} // namespace

VictoryDialog::VictoryDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Victory Conditions", wxDefaultPosition, wxSize(760, 640),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_ctx(&ctx), m_openedOn(ctx.session().path()), m_picker(ctx) {
    const Scenario& s = ctx.scenario();
    const wxArrayString sides = sideChoices(s);

    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* objBox = new wxStaticBoxSizer(
        wxVERTICAL, this, "Objectives (side: who scores the hex; empty: whoever holds it)");
    m_objectives = makeGrid(objBox->GetStaticBox(), "objectives-grid",
                            {"Hex", "Name", "Points", "Side"}, {80, 280, 70, 110});
    setEditor(m_objectives, kPoints,
              new wxGridCellNumberEditor(-kMaxVictoryPoints, kMaxVictoryPoints));
    setEditor(m_objectives, kSide, new wxGridCellChoiceEditor(sides));
    for (const Objective& o : s.objectives) {
        int row = addObjective();
        m_objectives->SetCellValue(
            row, kHex, wxString::FromUTF8(s.map.onMap(o.hex) ? s.map.label(o.hex) : ""));
        m_objectives->SetCellValue(row, kName, wxString::FromUTF8(o.name));
        m_objectives->SetCellValue(row, kPoints, wxString::Format("%d", o.points));
        m_objectives->SetCellValue(row, kSide, wxString::FromUTF8(o.side));
    }
    auto* objButtons = new wxBoxSizer(wxVERTICAL);
    auto button = [&](wxWindow* box, wxSizer* sizer, const wxString& label, auto handler) {
        auto* b = new wxButton(box, wxID_ANY, label);
        b->Bind(wxEVT_BUTTON, handler);
        sizer->Add(b, 0, wxEXPAND | wxBOTTOM, 4);
    };
    wxWindow* ob = objBox->GetStaticBox();
    button(ob, objButtons, "&Add Objective", [this](wxCommandEvent&) {
        int row = addObjective();
        m_objectives->GoToCell(row, kHex);
        validate();
    });
    button(ob, objButtons, "&Remove", [this](wxCommandEvent&) {
        int row = m_objectives->GetGridCursorRow();
        if (row >= 0 && row < m_objectives->GetNumberRows()) {
            m_picker.cancel();
            m_objectives->DeleteRows(row, 1);
            validate();
        }
    });
    button(ob, objButtons, "&Pick Hex on Map", [this](wxCommandEvent&) {
        int row = m_objectives->GetGridCursorRow();
        if (row < 0)
            row = addObjective();
        pickObjective(row);
    });
    auto* objRow = new wxBoxSizer(wxHORIZONTAL);
    objRow->Add(m_objectives, 1, wxEXPAND | wxRIGHT, 8);
    objRow->Add(objButtons, 0);
    objBox->Add(objRow, 1, wxEXPAND | wxALL, 4);
    top->Add(objBox, 3, wxEXPAND | wxALL, 8);

    auto* levelBox =
        new wxStaticBoxSizer(wxVERTICAL, this, "Victory levels (points a side needs for each)");
    m_levels = makeGrid(levelBox->GetStaticBox(), "levels-grid", {"Level", "Side", "Points"},
                        {280, 110, 70});
    setEditor(m_levels, kLevelSide, new wxGridCellChoiceEditor(sides));
    setEditor(m_levels, kLevelPoints,
              new wxGridCellNumberEditor(-kMaxVictoryPoints, kMaxVictoryPoints));
    for (const VictoryLevel& l : s.victoryLevels) {
        int row = addLevel();
        m_levels->SetCellValue(row, kLevelName, wxString::FromUTF8(l.name));
        m_levels->SetCellValue(row, kLevelSide, wxString::FromUTF8(l.side));
        m_levels->SetCellValue(row, kLevelPoints, wxString::Format("%d", l.points));
    }
    auto* levelButtons = new wxBoxSizer(wxVERTICAL);
    wxWindow* lb = levelBox->GetStaticBox();
    button(lb, levelButtons, "Add &Level", [this](wxCommandEvent&) {
        int row = addLevel();
        m_levels->GoToCell(row, kLevelName);
        validate();
    });
    button(lb, levelButtons, "R&emove", [this](wxCommandEvent&) {
        int row = m_levels->GetGridCursorRow();
        if (row >= 0 && row < m_levels->GetNumberRows()) {
            m_levels->DeleteRows(row, 1);
            validate();
        }
    });
    auto* levelRow = new wxBoxSizer(wxHORIZONTAL);
    levelRow->Add(m_levels, 1, wxEXPAND | wxRIGHT, 8);
    levelRow->Add(levelButtons, 0);
    levelBox->Add(levelRow, 1, wxEXPAND | wxALL, 4);
    top->Add(levelBox, 2, wxEXPAND | wxLEFT | wxRIGHT, 8);

    m_messages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 70), 0, nullptr,
                               wxLB_SINGLE, wxDefaultValidator, "messages");
    top->Add(m_messages, 0, wxEXPAND | wxALL, 8);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizer(top);
    Layout();

    for (wxGrid* g : {m_objectives, m_levels})
        g->Bind(wxEVT_GRID_CELL_CHANGED, [this](wxGridEvent& e) {
            validate();
            e.Skip();
        });
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent&) {
            if (!m_ctx->session().path().empty() && m_ctx->session().path() != m_openedOn) {
                wxMessageBox("Another scenario was opened since this dialog was: close it and "
                             "open Victory Conditions again.",
                             "Victory Conditions", wxOK | wxICON_WARNING, this);
                return;
            }
            if (const auto c = checked(); !c) {
                wxString text;
                for (const std::string& e : c.errors)
                    text += wxString::FromUTF8("\u2022 " + e + "\n");
                wxMessageBox("Please correct the victory conditions:\n\n" + text,
                             "Victory Conditions", wxOK | wxICON_WARNING, this);
                return;
            }
            apply();
            m_picker.cancel();
            Destroy();
        },
        wxID_OK);
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent&) {
            m_picker.cancel();
            Destroy();
        },
        wxID_CANCEL);
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) {
        m_picker.cancel();
        Destroy();
    });
    validate();
    CentreOnParent(); // once its size is final
}

int VictoryDialog::addObjective() {
    m_objectives->AppendRows(1);
    int row = m_objectives->GetNumberRows() - 1;
    m_objectives->SetCellValue(row, kPoints, "0");
    return row;
}

int VictoryDialog::addLevel() {
    m_levels->AppendRows(1);
    int row = m_levels->GetNumberRows() - 1;
    m_levels->SetCellValue(row, kLevelPoints, "0");
    return row;
}

void VictoryDialog::setObjectiveHex(int row, HexId hex) {
    const Scenario& s = m_ctx->scenario();
    if (row < 0 || row >= m_objectives->GetNumberRows() || !s.map.onMap(hex))
        return;
    m_objectives->SetCellValue(row, kHex, wxString::FromUTF8(s.map.label(hex)));
    validate();
}

void VictoryDialog::pickObjective(int row) {
    if (row < 0 || row >= m_objectives->GetNumberRows())
        return;
    m_picker.start(
        [this, row](HexId h) {
            setObjectiveHex(row, h);
            Raise();
        },
        wxString::Format("Click the hex of objective %d on the map", row + 1));
}

Checked<VictoryConditions> VictoryDialog::checked() const {
    std::vector<ObjectiveRow> objectives;
    for (int row = 0; row < m_objectives->GetNumberRows(); ++row)
        objectives.push_back({trimmedUtf8(m_objectives->GetCellValue(row, kHex)),
                              trimmedUtf8(m_objectives->GetCellValue(row, kName)),
                              trimmedUtf8(m_objectives->GetCellValue(row, kPoints)),
                              trimmedUtf8(m_objectives->GetCellValue(row, kSide))});
    std::vector<LevelRow> levels;
    for (int row = 0; row < m_levels->GetNumberRows(); ++row)
        levels.push_back({trimmedUtf8(m_levels->GetCellValue(row, kLevelName)),
                          trimmedUtf8(m_levels->GetCellValue(row, kLevelSide)),
                          trimmedUtf8(m_levels->GetCellValue(row, kLevelPoints))});
    return checkVictoryConditions(m_ctx->scenario(), objectives, levels);
}

void VictoryDialog::validate() {
    const auto c = checked();
    const std::vector<std::string>& errors = c.errors;
    showMessages(*m_messages, c.errors, c.warnings,
                 countOf(m_objectives->GetNumberRows(), "objective", "objectives") + ", " +
                     countOf(m_levels->GetNumberRows(), "level", "levels") + ", no problems");
    auto colour = [&](wxGrid* g, const std::string& prefix, int columns, auto columnOf) {
        const wxColour normal = g->GetDefaultCellBackgroundColour();
        for (int row = 0; row < g->GetNumberRows(); ++row) {
            const std::string n = prefix + std::to_string(row + 1) + ": ";
            std::vector<bool> bad(static_cast<std::size_t>(columns), false);
            for (const std::string& e : errors)
                if (e.starts_with(n))
                    bad[static_cast<std::size_t>(columnOf(std::string_view(e).substr(n.size())))] =
                        true;
            for (int col = 0; col < columns; ++col)
                g->SetCellBackgroundColour(row, col,
                                           bad[static_cast<std::size_t>(col)] ? kBadCell : normal);
        }
        g->ForceRefresh();
    };
    colour(m_objectives, "objective ", kObjectiveColumns, [](std::string_view m) {
        return m.starts_with("points") ? kPoints : m.starts_with("side") ? kSide : kHex;
    });
    colour(m_levels, "level ", kLevelColumns, [](std::string_view m) {
        return m.starts_with("points") ? kLevelPoints
               : m.starts_with("side") ? kLevelSide
                                       : kLevelName;
    });
}

bool VictoryDialog::apply() {
    auto c = checked();
    if (!c)
        return false;
    edit::Document& doc = m_ctx->document();
    const Scenario& s = doc.scenario();
    const bool objectivesChanged = c->objectives != s.objectives;
    const bool levelsChanged = c->levels != s.victoryLevels;
    if (!objectivesChanged && !levelsChanged)
        return true;
    const std::string name = "Edit Victory Conditions";
    doc.beginGroup(name);
    if (objectivesChanged)
        doc.execute(edit::setPart(name, &Scenario::objectives, std::move(c.value->objectives)));
    if (levelsChanged)
        doc.execute(edit::setPart(name, &Scenario::victoryLevels, std::move(c.value->levels)));
    doc.endGroup();
    return true;
}

} // namespace marengo::editor
