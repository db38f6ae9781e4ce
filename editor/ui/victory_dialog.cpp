#include "editor/ui/victory_dialog.hpp"

#include "editor/ui/main_frame.hpp"
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
#include <map>

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

const std::string pointsRange = "points must be a whole number from " +
                                std::to_string(-kMaxVictoryPoints) + " to " +
                                std::to_string(kMaxVictoryPoints);

std::optional<int> points(const wxString& text) {
    wxString t = text;
    t.Trim(true).Trim(false);
    long v = 0;
    if (!t.ToLong(&v) || v < -kMaxVictoryPoints || v > kMaxVictoryPoints)
        return std::nullopt;
    return static_cast<int>(v);
}

} // namespace

VictoryDialog::VictoryDialog(MainFrame& frame)
    : wxDialog(&frame, wxID_ANY, "Victory Conditions", wxDefaultPosition, wxSize(760, 640),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_frame(&frame), m_openedOn(frame.session().path()), m_picker(frame.canvas()) {
    const Scenario& s = frame.document().scenario();
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
    auto button = [&](wxWindow* parent, wxSizer* sizer, const wxString& label, auto handler) {
        auto* b = new wxButton(parent, wxID_ANY, label);
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
            if (!m_frame->session().path().empty() && m_frame->session().path() != m_openedOn) {
                wxMessageBox("Another scenario was opened since this dialog was: close it and "
                             "open Victory Conditions again.",
                             "Victory Conditions", wxOK | wxICON_WARNING, this);
                return;
            }
            std::vector<std::string> errors;
            if (!conditions(&errors)) {
                wxString text;
                for (const std::string& e : errors)
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
    const Scenario& s = m_frame->document().scenario();
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

std::optional<VictoryConditions>
VictoryDialog::conditions(std::vector<std::string>* errors,
                          std::vector<std::string>* warnings) const {
    const Scenario& s = m_frame->document().scenario();
    const std::vector<std::string> sides = scenarioSides(s);
    auto knownSide = [&](const std::string& side) {
        return side.empty() || std::find(sides.begin(), sides.end(), side) != sides.end();
    };
    std::vector<std::string> errs, warns;
    VictoryConditions out;
    std::map<HexId, int> seen;
    for (int row = 0; row < m_objectives->GetNumberRows(); ++row) {
        const std::string n = "objective " + std::to_string(row + 1) + ": ";
        Objective o;
        const std::string label = trimmedUtf8(m_objectives->GetCellValue(row, kHex));
        o.hex = s.map.find(label);
        if (o.hex == kNoHex)
            errs.push_back(n + (label.empty() ? std::string("no hex (type a label or pick it)")
                                              : "hex '" + label + "' is not on the map"));
        else if (auto [it, fresh] = seen.emplace(o.hex, row + 1); !fresh)
            warns.push_back(n + "hex " + label + " is also objective " +
                            std::to_string(it->second));
        o.name = trimmedUtf8(m_objectives->GetCellValue(row, kName));
        if (o.name.empty())
            warns.push_back(n + "has no name");
        if (auto p = points(m_objectives->GetCellValue(row, kPoints)))
            o.points = *p;
        else
            errs.push_back(n + pointsRange);
        o.side = trimmedUtf8(m_objectives->GetCellValue(row, kSide));
        if (!knownSide(o.side))
            errs.push_back(n + "side '" + o.side + "' is not the side of any order of battle");
        out.objectives.push_back(std::move(o));
    }
    for (int row = 0; row < m_levels->GetNumberRows(); ++row) {
        const std::string n = "level " + std::to_string(row + 1) + ": ";
        VictoryLevel l;
        l.name = trimmedUtf8(m_levels->GetCellValue(row, kLevelName));
        if (l.name.empty())
            errs.push_back(n + "name the level (Decisive, Tactical, Marginal...)");
        l.side = trimmedUtf8(m_levels->GetCellValue(row, kLevelSide));
        if (!knownSide(l.side))
            errs.push_back(n + "side '" + l.side + "' is not the side of any order of battle");
        if (auto p = points(m_levels->GetCellValue(row, kLevelPoints)))
            l.points = *p;
        else
            errs.push_back(n + pointsRange);
        out.levels.push_back(std::move(l));
    }
    const bool ok = errs.empty();
    if (errors)
        *errors = std::move(errs);
    if (warnings)
        *warnings = std::move(warns);
    if (!ok)
        return std::nullopt;
    return out;
}

void VictoryDialog::validate() {
    std::vector<std::string> errors, warnings;
    conditions(&errors, &warnings);
    showMessages(*m_messages, errors, warnings,
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
    auto c = conditions();
    if (!c)
        return false;
    edit::Document& doc = m_frame->document();
    const Scenario& s = doc.scenario();
    const bool objectivesChanged = c->objectives != s.objectives;
    const bool levelsChanged = c->levels != s.victoryLevels;
    if (!objectivesChanged && !levelsChanged)
        return true;
    const std::string name = "Edit Victory Conditions";
    doc.beginGroup(name);
    if (objectivesChanged)
        doc.execute(edit::setPart(name, &Scenario::objectives, std::move(c->objectives)));
    if (levelsChanged)
        doc.execute(edit::setPart(name, &Scenario::victoryLevels, std::move(c->levels)));
    doc.endGroup();
    return true;
}

} // namespace marengo::editor
