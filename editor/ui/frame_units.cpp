// Units menu (rotate, next formation, deploy brigade, remove from map) and the unit actions the
// unit tool, the OOB tree and the properties pane share. Each action turns the selection into
// commands; the placement logic is GUI-free (engine/edit/deploy.hpp).
#include "editor/ui/main_frame.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/unit_tool.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/deploy.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/msgdlg.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/utils.h>

#include <algorithm>
#include <unordered_map>

namespace marengo::editor {

using namespace marengo::edit;

namespace units {

namespace {

/// Direction each unit faced before it formed carré, so that leaving carré faces it again.
std::unordered_map<std::string, int>& directionBeforeCarre() {
    static std::unordered_map<std::string, int> dirs;
    return dirs;
}

std::string unitName(const Scenario& s, const std::string& id) {
    const Unit* u = s.findUnit(id);
    return u && !u->name.empty() ? u->name : id;
}

/// Applies `change` to every selected unit on the map, as one undo step.
template <class Fn>
int editSelection(MainFrame& f, const std::string& oneName, const std::string& manyName,
                  Fn change) {
    const Scenario& s = f.document().scenario();
    std::vector<Placement> changed;
    for (const std::string& id : placedSelection(f)) {
        const Placement* p = s.findPlacement(id);
        std::optional<Placement> q = change(*p);
        if (q && !(*q == *p))
            changed.push_back(std::move(*q));
    }
    if (changed.empty())
        return 0;
    const std::string name = changed.size() == 1 ? oneName : manyName;
    f.document().beginGroup(name);
    for (Placement& q : changed)
        f.document().execute(edit::updatePlacement(std::move(q), name));
    f.document().endGroup();
    refreshSelection(f);
    return static_cast<int>(changed.size());
}

} // namespace

std::vector<std::string> unitsInHex(const Scenario& s, HexId h) {
    std::vector<std::string> out;
    if (h == kNoHex)
        return out;
    for (const Placement& p : s.setup)
        if (p.hex == h || p.second == h)
            out.push_back(p.unit);
    return out;
}

std::vector<std::string> placedSelection(MainFrame& f) {
    std::vector<std::string> out;
    for (const std::string& id : f.selectedUnits())
        if (f.document().scenario().findPlacement(id))
            out.push_back(id);
    return out;
}

int rotateSelection(MainFrame& f, int steps) {
    const Map& map = f.document().scenario().map;
    int n = editSelection(f, "Rotate Unit", "Rotate Units",
                          [&](const Placement& p) { return rotateFacing(map, p, steps); });
    if (n == 0)
        say(f,
            placedSelection(f).empty() ? "Select units on the map to rotate them"
                                       : "A carré has no facing to turn",
            true);
    return n;
}

int cycleFormation(MainFrame& f) {
    const Scenario& s = f.document().scenario();
    std::string last;
    int n = editSelection(f, "Change Formation", "Change Formations", [&](const Placement& p) {
        auto& dirs = directionBeforeCarre();
        int fromNone = defaultFacing(sideIndexOf(s, p.unit), FacingKind::Hexside).dir;
        if (auto it = dirs.find(p.unit); it != dirs.end())
            fromNone = it->second;
        Placement q = nextFormation(s, p, fromNone);
        if (q.formation == Formation::Carre && p.facing.kind != FacingKind::None)
            dirs[p.unit] = p.facing.dir;
        last = std::string(toString(q.formation));
        return q;
    });
    if (n == 0)
        say(f,
            placedSelection(f).empty() ? "Select units on the map to change their formation"
                                       : "No other formation is allowed there",
            true);
    else if (n == 1)
        say(f, "Formation: " + wxString::FromUTF8(last));
    return n;
}

int removeSelection(MainFrame& f) {
    std::vector<std::string> ids = placedSelection(f);
    if (ids.empty()) {
        say(f, "Select units on the map to take them off", true);
        return 0;
    }
    const std::string name = ids.size() == 1 ? "Remove from Map" : "Remove Units from Map";
    f.document().beginGroup(name);
    for (const std::string& id : ids)
        f.document().execute(edit::removePlacement(id));
    f.document().endGroup();
    refreshSelection(f);
    return static_cast<int>(ids.size());
}

int toggleSecondHex(MainFrame& f) {
    const Scenario& s = f.document().scenario();
    int n = editSelection(f, "Two-Hex Line", "Two-Hex Lines", [&](const Placement& p) {
        std::optional<Placement> q = edit::toggleSecondHex(s.map, p);
        const Unit* u = s.findUnit(p.unit);
        if (q && q->second != kNoHex && u) {
            auto allowed = formationsAllowed(s, *u, q->second, q->increments);
            if (std::find(allowed.begin(), allowed.end(), q->formation) == allowed.end())
                return std::optional<Placement>{};
        }
        return q;
    });
    if (n == 0)
        say(f,
            "Only a line or skirmish line takes a second hex, across a flank side on open ground",
            true);
    return n;
}

std::string setSecondHex(MainFrame& f, const std::string& unit, HexId hex) {
    const Scenario& s = f.document().scenario();
    const Placement* p = s.findPlacement(unit);
    const Unit* u = s.findUnit(unit);
    if (!p || !u)
        return unitName(s, unit) + " is not on the map";
    if (!allowsTwoHexes(p->formation))
        return "only a line or skirmish line takes two hexes, not " +
               std::string(toString(p->formation));
    std::optional<Placement> q = edit::setSecondHex(s.map, *p, hex);
    if (!q)
        return (s.map.onMap(hex) ? s.map.label(hex) : std::string("that hex")) +
               " is not across a flank side of " + s.map.label(p->hex);
    if (q->second != kNoHex) {
        auto allowed = formationsAllowed(s, *u, q->second, q->increments);
        if (std::find(allowed.begin(), allowed.end(), q->formation) == allowed.end())
            return "a " + std::string(toString(q->formation)) + " cannot stand in " +
                   s.map.terrainType(q->second).name + " (" + s.map.label(q->second) + ")";
    }
    f.document().execute(edit::updatePlacement(std::move(*q), "Two-Hex Line"));
    refreshSelection(f);
    return {};
}

std::string moveSelection(MainFrame& f, HexId from, HexId to) {
    const Scenario& s = f.document().scenario();
    std::vector<Placement> moved;
    for (const std::string& id : placedSelection(f)) {
        const Placement* p = s.findPlacement(id);
        std::optional<Placement> t = translatePlacement(s.map, *p, from, to);
        if (!t)
            return unitName(s, id) + " would leave the map";
        const Unit* u = s.findUnit(id);
        if (u && formationsAllowed(s, *u, t->hex, t->increments).empty())
            return unitName(s, id) + " may not stand in " + s.map.terrainType(t->hex).name + " (" +
                   s.map.label(t->hex) + ")";
        moved.push_back(fitFormation(s, std::move(*t)));
    }
    if (moved.empty())
        return "nothing selected on the map";
    f.document().beginGroup("Move Units");
    for (Placement& p : moved)
        f.document().execute(edit::updatePlacement(std::move(p), "Move Units"));
    f.document().endGroup();
    refreshSelection(f);
    return {};
}

std::string dropUnit(MainFrame& f, const std::string& id, HexId hex) {
    const Scenario& s = f.document().scenario();
    const Unit* u = s.findUnit(id);
    if (!u)
        return "unknown unit '" + id + "'";
    if (!s.map.onMap(hex))
        return "drop the unit on a hex of the map";
    std::vector<const Unit*> under = placeableUnder(s, id);
    if (under.empty())
        return unitName(s, id) + " has no counters to place";
    if (under.size() > 1 || under.front() != u)
        return deploy(f, id, hex, defaultFacing(sideIndexOf(s, id), FacingKind::Vertex),
                      edit::DeployLayout::Line);
    if (const Placement* p = s.findPlacement(id)) {
        std::optional<Placement> t = translatePlacement(s.map, *p, p->hex, hex);
        if (!t || formationsAllowed(s, *u, t->hex, t->increments).empty())
            return unitName(s, id) + " may not stand in " + s.map.terrainType(hex).name + " (" +
                   s.map.label(hex) + ")";
        f.document().execute(edit::updatePlacement(fitFormation(s, std::move(*t)), "Move Unit"));
    } else {
        std::optional<Placement> placed = defaultPlacement(s, *u, hex);
        if (!placed)
            return unitName(s, id) + " may not stand in " + s.map.terrainType(hex).name + " (" +
                   s.map.label(hex) + ")";
        f.document().execute(edit::placeUnit(std::move(*placed)));
    }
    f.selectUnits({id});
    return {};
}

std::string deploy(MainFrame& f, const std::string& formation, HexId anchor, Facing facing,
                   edit::DeployLayout layout) {
    const Scenario& s = f.document().scenario();
    if (!s.findUnit(formation))
        return "unknown unit '" + formation + "'";
    if (!s.map.onMap(anchor))
        return "choose a hex on the map";
    edit::Deployment d = deployBrigade(s, formation, anchor, facing, layout);
    if (d.placements.empty())
        return "no counter of " + unitName(s, formation) + " found room near " +
               s.map.label(anchor);
    std::vector<std::string> ids;
    for (const Placement& p : d.placements)
        ids.push_back(p.unit);
    f.document().execute(edit::setSetup(mergeSetup(s.setup, d.placements), "Deploy Brigade"));
    f.selectUnits(std::move(ids));
    if (!d.unplaced.empty())
        say(f, wxString::Format("%zu counters found no room on the map", d.unplaced.size()), true);
    else
        say(f, wxString::FromUTF8(unitName(s, formation) + " deployed (" +
                                  std::string(toString(layout)) + ")"));
    return {};
}

void refreshSelection(MainFrame& f) {
    std::vector<std::string> ids;
    for (const std::string& id : f.selectedUnits())
        if (f.document().scenario().findUnit(id))
            ids.push_back(id);
    f.selectUnits(std::move(ids));
}

void say(MainFrame& f, const wxString& text, bool refusal) {
    f.showMessage(text);
    if (refusal)
        wxBell();
}

} // namespace units

namespace {

/// Units > Deploy Brigade: which formation, in which layout, facing where, anchored where.
class DeployDialog final : public wxDialog {
public:
    DeployDialog(wxWindow* parent, const Scenario& s, const std::string& preselect,
                 HexId selectedHex)
        : wxDialog(parent, wxID_ANY, "Deploy Brigade"), m_s(s) {
        auto* grid = new wxFlexGridSizer(2, wxSize(8, 8));
        grid->AddGrowableCol(1);
        m_formation = new wxChoice(this, wxID_ANY);
        for (const OrderOfBattle& o : s.oobs) {
            for (const Unit& u : o.units()) {
                if (u.echelon != Echelon::Division && u.echelon != Echelon::Brigade &&
                    u.echelon != Echelon::Regiment)
                    continue;
                std::size_t n = placeableUnder(s, u.id).size();
                if (n < 2)
                    continue;
                m_ids.push_back(u.id);
                m_formation->Append(wxString::FromUTF8(o.side + ": " + u.name + " (" +
                                                       std::string(toString(u.echelon)) + ", " +
                                                       std::to_string(n) + " counters)"));
            }
        }
        m_formation->SetSelection(m_ids.empty() ? wxNOT_FOUND : preselectIndex(preselect));
        grid->Add(new wxStaticText(this, wxID_ANY, "Formation:"), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(m_formation, 1, wxEXPAND);

        const wxString layouts[] = {"Battalions in line", "Battalions in column", "Two lines"};
        m_layout = new wxRadioBox(this, wxID_ANY, "Layout", wxDefaultPosition, wxDefaultSize, 3,
                                  layouts, 1);
        m_facing = new wxChoice(this, wxID_ANY);
        const wxString anchors[] = {
            "Click the hex on the map (the middle of the front line, or the column's head)",
            selectedHex != kNoHex
                ? wxString::FromUTF8("At the selected hex " + s.map.label(selectedHex))
                : wxString("At the selected hex (click a hex first)")};
        m_anchor = new wxRadioBox(this, wxID_ANY, "Where", wxDefaultPosition, wxDefaultSize, 2,
                                  anchors, 1);
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
        if (m_ids.empty())
            FindWindow(wxID_OK)->Disable();
    }

    std::string formation() const {
        int i = m_formation->GetSelection();
        return i == wxNOT_FOUND ? std::string() : m_ids[static_cast<std::size_t>(i)];
    }
    edit::DeployLayout layout() const {
        return static_cast<edit::DeployLayout>(m_layout->GetSelection());
    }
    Facing facing() const { return Facing{facingKind(), std::max(0, m_facing->GetSelection())}; }
    bool atSelectedHex() const { return m_anchor->GetSelection() == 1; }

private:
    FacingKind facingKind() const {
        return layout() == edit::DeployLayout::Column ? FacingKind::Hexside : FacingKind::Vertex;
    }

    /// Facing names for the layout (vertices for lines, hexsides for a column); the direction
    /// index is kept, or set to the side's default.
    void fillFacings(bool sideDefault) {
        int dir = m_facing->GetSelection();
        if (sideDefault || dir == wxNOT_FOUND)
            dir = defaultFacing(sideIndexOf(m_s, formation()), facingKind()).dir;
        m_facing->Clear();
        for (int k = 0; k < 6; ++k)
            m_facing->Append(wxString::FromUTF8(formatFacing(Facing{facingKind(), k})));
        m_facing->SetSelection(dir);
    }

    /// The brigade holding the preselected unit (or the unit itself when it is in the list).
    int preselectIndex(const std::string& id) const {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = m_s.findUnit(id, &oob);
        int fallback = wxNOT_FOUND;
        for (int guard = 0; u && guard < 64; ++guard) {
            auto it = std::find(m_ids.begin(), m_ids.end(), u->id);
            if (it != m_ids.end()) {
                if (u->echelon == Echelon::Brigade || u->echelon == Echelon::Division)
                    return static_cast<int>(it - m_ids.begin());
                if (fallback == wxNOT_FOUND)
                    fallback = static_cast<int>(it - m_ids.begin());
            }
            u = u->parent.empty() ? nullptr : oob->find(u->parent);
        }
        return fallback == wxNOT_FOUND ? 0 : fallback;
    }

    const Scenario& m_s;
    std::vector<std::string> m_ids;
    wxChoice* m_formation;
    wxRadioBox* m_layout;
    wxChoice* m_facing;
    wxRadioBox* m_anchor;
};

} // namespace

void MainFrame::onRotate(wxCommandEvent& e) {
    units::rotateSelection(*this, e.GetId() == kIdRotateCcw ? -1 : 1);
}

void MainFrame::onCycleFormation(wxCommandEvent&) {
    units::cycleFormation(*this);
}

void MainFrame::onRemoveFromMap(wxCommandEvent&) {
    units::removeSelection(*this);
}

void MainFrame::onDeployBrigade(wxCommandEvent&) {
    UnitTool* tool = findUnitTool(*this);
    const HexId hex = tool ? tool->lastHex() : kNoHex;
    DeployDialog dlg(this, m_doc.scenario(), m_selection.empty() ? "" : m_selection.front(), hex);
    if (dlg.ShowModal() != wxID_OK || dlg.formation().empty())
        return;
    if (dlg.atSelectedHex() || !tool) {
        std::string why = units::deploy(*this, dlg.formation(), hex, dlg.facing(), dlg.layout());
        if (!why.empty())
            wxMessageBox(wxString::FromUTF8("Cannot deploy: " + why), "Deploy Brigade",
                         wxOK | wxICON_WARNING, this);
        return;
    }
    for (std::size_t k = 0; k < m_tools.size(); ++k)
        if (m_tools[k].get() == tool)
            chooseTool(k);
    tool->pickDeployAnchor({dlg.formation(), dlg.facing(), dlg.layout()});
}

} // namespace marengo::editor
