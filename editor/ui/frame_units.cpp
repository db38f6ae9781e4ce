// Units menu (rotate, next formation, deploy brigade, remove from map) and the unit actions the
// unit tool, the OOB tree and the properties pane share. Each action turns the selection into
// commands; the placement logic is GUI-free (engine/edit/deploy.hpp).
#include "editor/ui/dialogs/calculator_dialog.hpp"
#include "editor/ui/dialogs/deploy_dialog.hpp"
#include "editor/ui/main_frame.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/unit_tool.hpp"
#include "engine/checks/check_helpers.hpp"
#include "engine/checks/checks.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/deploy.hpp"
#include "engine/edit/map_edits.hpp"
#include "engine/movement/costs.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <wx/menu.h>
#include <wx/msgdlg.h>
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

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (std::size_t i = 0; i < parts.size() && i < 3; ++i)
        out += (i ? ", " : "") + parts[i];
    if (parts.size() > 3)
        out += " and " + std::to_string(parts.size() - 3) + " more";
    return out;
}

/// The reinforcement group a unit arrives with, or nullptr.
const Reinforcement* arrivalOf(const Scenario& s, const std::string& id) {
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            if (p.unit == id)
                return &r;
    return nullptr;
}

/// The reinforcement schedule without a unit (a group left empty goes).
std::vector<Reinforcement> withoutArrival(std::vector<Reinforcement> schedule,
                                          const std::string& id) {
    for (Reinforcement& r : schedule)
        std::erase_if(r.units, [&](const Placement& p) { return p.unit == id; });
    std::erase_if(schedule, [](const Reinforcement& r) { return r.units.empty(); });
    return schedule;
}

/// Other units standing in a hex of `p` (its first or second) where `p` or the other unit is a
/// two-hex line: counters drawn over each other's hexes, which an edit announces.
std::vector<std::string> overlapped(const Scenario& s, const Placement& p) {
    std::vector<std::string> out;
    auto in = [](const Placement& q, HexId h) {
        return h != kNoHex && (q.hex == h || q.second == h);
    };
    for (const Placement& q : s.setup)
        if (q.unit != p.unit && (p.second != kNoHex || q.second != kNoHex) &&
            (in(q, p.hex) || in(q, p.second)))
            out.push_back(q.unit);
    return out;
}

/// " (stacked with 2/6e Léger)" for a placement that overlaps others (see overlapped()), or "".
std::string overlapNote(const Scenario& s, const Placement& p) {
    const std::vector<std::string> others = overlapped(s, p);
    if (others.empty())
        return {};
    std::string out = " (stacked with " + unitName(s, others.front());
    if (others.size() > 1)
        out += " and " + std::to_string(others.size() - 1) + " more";
    return out + ")";
}

/// What fitting a moved placement to its ground changed: " (carré to general order)", " (on
/// one hex)", or "" when it kept its formation and hexes.
std::string fitNote(const Placement& moved, const Placement& fitted) {
    if (fitted.formation != moved.formation)
        return " (" + checks::formationName(moved.formation) + " to " +
               checks::formationName(fitted.formation) + ")";
    if (moved.second != kNoHex && fitted.second == kNoHex)
        return " (on one hex)";
    return {};
}

/// Applies `change` to every selected unit on the map, as one undo step.
template <class Fn>
int editSelection(EditorContext& ctx, const std::string& oneName, const std::string& manyName,
                  Fn change) {
    const Scenario& s = ctx.document().scenario();
    std::vector<Placement> changed;
    for (const std::string& id : placedSelection(ctx)) {
        const Placement* p = s.findPlacement(id);
        std::optional<Placement> q = change(*p);
        if (q && !(*q == *p))
            changed.push_back(std::move(*q));
    }
    if (changed.empty())
        return 0;
    const std::string name = changed.size() == 1 ? oneName : manyName;
    ctx.document().beginGroup(name);
    for (Placement& q : changed)
        ctx.document().execute(edit::updatePlacement(std::move(q), name));
    ctx.document().endGroup();
    ctx.selection().prune(ctx.scenario());
    return static_cast<int>(changed.size());
}

} // namespace

void announceOverlaps(EditorContext& ctx, const std::vector<std::string>& units) {
    const Scenario& s = ctx.document().scenario();
    for (const std::string& id : units) {
        const Placement* p = s.findPlacement(id);
        if (!p)
            continue;
        const std::vector<std::string> others = overlapped(s, *p);
        if (others.empty())
            continue;
        std::string where = s.map.label(p->hex);
        if (p->second != kNoHex)
            where += " and " + s.map.label(p->second);
        std::vector<std::string> names;
        for (const std::string& o : others)
            names.push_back(unitName(s, o));
        say(ctx, wxString::FromUTF8(unitName(s, id) + " in " + where + " is stacked with " +
                                    join(names) + ": a two-hex line shares its hexes"));
        return;
    }
}

std::vector<std::string> unitsInHex(const Scenario& s, HexId h) {
    std::vector<std::string> out;
    if (h == kNoHex)
        return out;
    for (const Placement& p : s.setup)
        if (p.hex == h || p.second == h)
            out.push_back(p.unit);
    return out;
}

std::vector<std::string> placedSelection(EditorContext& ctx) {
    std::vector<std::string> out;
    for (const std::string& id : ctx.selection().units())
        if (ctx.document().scenario().findPlacement(id))
            out.push_back(id);
    return out;
}

int rotateSelection(EditorContext& ctx, int steps) {
    const Map& map = ctx.document().scenario().map;
    int n = editSelection(ctx, "Rotate Unit", "Rotate Units",
                          [&](const Placement& p) { return rotateFacing(map, p, steps); });
    if (n == 0)
        say(ctx,
            placedSelection(ctx).empty() ? "Select units on the map to rotate them"
                                         : "A carré has no facing to turn",
            true);
    return n;
}

int cycleFormation(EditorContext& ctx) {
    const Scenario& s = ctx.document().scenario();
    std::string last;
    int n = editSelection(ctx, "Change Formation", "Change Formations", [&](const Placement& p) {
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
        say(ctx,
            placedSelection(ctx).empty() ? "Select units on the map to change their formation"
                                         : "No other formation is allowed there",
            true);
    else if (n == 1)
        say(ctx, "Formation: " + wxString::FromUTF8(last));
    return n;
}

int removeSelection(EditorContext& ctx) {
    std::vector<std::string> ids = placedSelection(ctx);
    if (ids.empty()) {
        say(ctx, "Select units on the map to take them off", true);
        return 0;
    }
    const std::string name = ids.size() == 1 ? "Remove from Map" : "Remove Units from Map";
    ctx.document().beginGroup(name);
    for (const std::string& id : ids)
        ctx.document().execute(edit::removePlacement(id));
    ctx.document().endGroup();
    ctx.selection().prune(ctx.scenario());
    return static_cast<int>(ids.size());
}

int toggleSecondHex(EditorContext& ctx) {
    const Scenario& s = ctx.document().scenario();
    std::string oneName = "Two-Hex Line";
    if (const std::vector<std::string> sel = placedSelection(ctx); sel.size() == 1)
        if (auto q = edit::toggleSecondHex(s.map, *s.findPlacement(sel.front())))
            oneName += overlapNote(s, *q);
    int n = editSelection(ctx, oneName, "Two-Hex Lines", [&](const Placement& p) {
        std::optional<Placement> q = edit::toggleSecondHex(s.map, p);
        const Unit* u = s.findUnit(p.unit);
        if (q && q->second != kNoHex && u) {
            auto allowed = formationsAllowed(s, *u, q->second, q->increments);
            if (std::find(allowed.begin(), allowed.end(), q->formation) == allowed.end())
                return std::optional<Placement>{};
        }
        return q;
    });
    if (n == 0) {
        say(ctx,
            "Only a line or skirmish line takes a second hex, across a flank side on open ground",
            true);
        return n;
    }
    announceOverlaps(ctx, placedSelection(ctx));
    return n;
}

std::string setSecondHex(EditorContext& ctx, const std::string& unit, HexId hex) {
    const Scenario& s = ctx.document().scenario();
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
    const std::string name = "Two-Hex Line" + overlapNote(s, *q);
    ctx.document().execute(edit::updatePlacement(std::move(*q), name));
    ctx.selection().prune(ctx.scenario());
    announceOverlaps(ctx, {unit});
    return {};
}

std::string moveSelection(EditorContext& ctx, HexId from, HexId to) {
    const Scenario& s = ctx.document().scenario();
    std::vector<Placement> moved;
    std::vector<std::string> changes; ///< "1/6e Léger (carré to general order)"
    for (const std::string& id : placedSelection(ctx)) {
        const Placement* p = s.findPlacement(id);
        std::optional<Placement> t = translatePlacement(s.map, *p, from, to);
        if (!t)
            return unitName(s, id) + " would leave the map";
        const Unit* u = s.findUnit(id);
        if (u && formationsAllowed(s, *u, t->hex, t->increments).empty())
            return unitName(s, id) + " may not stand in " + s.map.terrainType(t->hex).name + " (" +
                   s.map.label(t->hex) + ")";
        Placement fitted = fitFormation(s, *t);
        if (std::string note = fitNote(*t, fitted); !note.empty())
            changes.push_back(unitName(s, id) + note);
        moved.push_back(std::move(fitted));
    }
    if (moved.empty())
        return "nothing selected on the map";
    const std::string name = changes.empty()       ? std::string("Move Units")
                             : changes.size() == 1 ? "Move Units (" + changes.front() + ")"
                                                   : "Move Units (formations changed)";
    ctx.document().beginGroup(name);
    for (Placement& p : moved)
        ctx.document().execute(edit::updatePlacement(std::move(p), name));
    ctx.document().endGroup();
    ctx.selection().prune(ctx.scenario());
    if (!changes.empty())
        say(ctx, wxString::FromUTF8("Formation changed by the ground: " + join(changes)));
    announceOverlaps(ctx, placedSelection(ctx));
    return {};
}

std::string dropUnit(EditorContext& ctx, const std::string& id, HexId hex) {
    const Scenario& s = ctx.document().scenario();
    const Unit* u = s.findUnit(id);
    if (!u)
        return "unknown unit '" + id + "'";
    if (!s.map.onMap(hex))
        return "drop the unit on a hex of the map";
    if (placeableUnder(s, id).empty())
        return unitName(s, id) + " has no counters to place";
    if (edit::dropsAsFormation(s, id))
        return deploy(ctx, id, hex, defaultFacing(sideIndexOf(s, id), FacingKind::Vertex),
                      edit::DeployLayout::Line);
    std::vector<Placement> placed = edit::dropPlacements(s, id, hex);
    if (placed.empty())
        return unitName(s, id) + " may not stand in " + s.map.terrainType(hex).name + " (" +
               s.map.label(hex) + ")";
    if (const Placement* p = s.findPlacement(id)) {
        Placement fitted = std::move(placed.front());
        const std::string note = fitNote(*p, fitted);
        ctx.document().execute(edit::updatePlacement(std::move(fitted), "Move Unit" + note));
        if (!note.empty())
            say(ctx, wxString::FromUTF8("Formation changed by the ground: " + unitName(s, id) +
                                        note + " in " + s.map.terrainType(hex).name + " at " +
                                        s.map.label(hex)));
    } else {
        if (const Reinforcement* r = arrivalOf(s, id); !r) {
            ctx.document().execute(edit::placeUnit(std::move(placed.front())));
        } else {
            // A reinforcement is not put on the map at set-up by accident: ask, and take it off
            // the schedule in the same step.
            wxMessageDialog ask(
                &ctx.canvas(),
                wxString::FromUTF8(unitName(s, id) + " arrives at " + formatClock(r->time) +
                                   " as a reinforcement" +
                                   (s.map.onMap(r->entry) ? " at " + s.map.label(r->entry) : "") +
                                   ". Place it on the map at set-up instead, and take it off the "
                                   "reinforcement schedule?"),
                "Place a reinforcement", wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION);
            ask.SetYesNoLabels("&Place at Set-up", "&Keep as Reinforcement");
            if (ask.ShowModal() != wxID_YES)
                return unitName(s, id) + " stays a reinforcement";
            std::vector<edit::CommandPtr> both;
            both.push_back(edit::setPart("Reinforcements", &Scenario::reinforcements,
                                         withoutArrival(s.reinforcements, id)));
            both.push_back(edit::placeUnit(std::move(placed.front())));
            ctx.document().execute(
                edit::sequence("Place Reinforcement at Set-up", std::move(both)));
        }
    }
    ctx.selection().set({id});
    announceOverlaps(ctx, {id});
    return {};
}

namespace {
constexpr const char* kLegalKey = "drop-legal";
constexpr const char* kIllegalKey = "drop-illegal";
} // namespace

void showDropFootprint(EditorContext& ctx, const std::string& id, HexId hex) {
    const Scenario& s = ctx.document().scenario();
    if (!s.map.onMap(hex) || !s.findUnit(id)) {
        clearDropFootprint(ctx);
        return;
    }
    const std::vector<Placement> placed = edit::dropPlacements(s, id, hex);
    // The hexes the drop takes, judged on the set-up with the drop made.
    std::vector<HexId> hexes, illegalHexes{hex};
    if (!placed.empty()) {
        std::vector<std::string> ids;
        for (const Placement& p : placed) {
            ids.push_back(p.unit);
            for (HexId h : {p.hex, p.second})
                if (h != kNoHex && std::find(hexes.begin(), hexes.end(), h) == hexes.end())
                    hexes.push_back(h);
        }
        Scenario trial = s;
        trial.setup = edit::mergeSetup(s, placed);
        illegalHexes = hexesWithErrorsAbout(trial, hexes, ids);
    }
    std::erase_if(hexes, [&](HexId h) {
        return std::find(illegalHexes.begin(), illegalHexes.end(), h) != illegalHexes.end();
    });
    const std::size_t legal = hexes.size(), illegal = illegalHexes.size();
    render::Overlay good, bad;
    good.hexes = std::move(hexes);
    // Bolder than the woods' green and the problems' red outline: a hand-held preview.
    good.fill = render::Rgba::rgb(0x22b14c, 0.45);
    good.outline = render::Rgba::rgb(0x0b6b26, 1.0);
    good.outlineWidth = 0.16;
    bad.hexes = std::move(illegalHexes);
    bad.fill = render::Rgba::rgb(0xe0202a, 0.5);
    bad.outline = render::Rgba::rgb(0x8a0c12, 1.0);
    bad.outlineWidth = 0.16;
    ctx.canvas().setOverlay(kLegalKey, std::move(good));
    ctx.canvas().setOverlay(kIllegalKey, std::move(bad));
    const std::string name = unitName(s, id);
    if (placed.empty())
        say(ctx, wxString::FromUTF8(name + " may not stand in " + s.map.terrainType(hex).name +
                                    " (" + s.map.label(hex) + ")"));
    else if (illegal == 0)
        say(ctx, wxString::FromUTF8(name + " at " + s.map.label(hex) + ": " +
                                    std::to_string(legal) + " hexes, all legal"));
    else
        say(ctx,
            wxString::FromUTF8(name + " at " + s.map.label(hex) + ": " + std::to_string(illegal) +
                               " of " + std::to_string(legal + illegal) +
                               " hexes illegal (red): the issues panel names why after the "
                               "drop"));
}

void clearDropFootprint(EditorContext& ctx) {
    ctx.canvas().clearOverlay(kLegalKey);
    ctx.canvas().clearOverlay(kIllegalKey);
}

std::string deploy(EditorContext& ctx, const std::string& formation, HexId anchor, Facing facing,
                   edit::DeployLayout layout) {
    const Scenario& s = ctx.document().scenario();
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
    ctx.document().execute(edit::setSetup(mergeSetup(s, d.placements), "Deploy Brigade"));
    ctx.selection().set(std::move(ids));
    if (!d.unplaced.empty())
        say(ctx, wxString::Format("%zu counters found no room on the map", d.unplaced.size()),
            true);
    else
        say(ctx, wxString::FromUTF8(unitName(s, formation) + " deployed (" +
                                    std::string(toString(layout)) + ")"));
    return {};
}

std::string movingUnitAt(EditorContext& ctx, HexId hex) {
    const Scenario& s = ctx.document().scenario();
    const ScenarioIndex index(s);
    std::string first;
    for (const Occupant& o : index.at(hex)) {
        if (!o.unit || !movement::moveArmOf(*o.unit))
            continue;
        const std::vector<std::string>& selected = ctx.selection().units();
        if (std::find(selected.begin(), selected.end(), o.unit->id) != selected.end())
            return o.unit->id;
        if (first.empty())
            first = o.unit->id;
    }
    return first;
}

void showMovementRange(EditorContext& ctx, const std::string& unit, bool zoneStops) {
    ToolSettings& st = ctx.toolSettings();
    st.overlay = MapOverlay::Movement;
    st.overlayUnit = unit;
    st.overlayZoneStops = zoneStops;
    refreshMapOverlay(ctx);
}

void calculatorMenu(EditorContext& ctx, HexId hex) {
    enum { kMelee = 1, kCarre, kMovement, kMovementZones };
    wxMenu menu;
    menu.Append(kMelee, wxString::FromUTF8("Melee odds against…"));
    menu.Append(kCarre, wxString::FromUTF8("Carré values"));
    const std::string mover = movingUnitAt(ctx, hex);
    if (!mover.empty()) {
        menu.AppendSeparator();
        menu.Append(kMovement, "Movement Range");
        menu.Append(kMovementZones, "Movement Range, Stopping in Enemy Zones");
    }
    MapCanvas& canvas = ctx.canvas();
    const int chosen = canvas.GetPopupMenuSelectionFromUser(menu);
    if (chosen == kMovement || chosen == kMovementZones) {
        showMovementRange(ctx, mover, chosen == kMovementZones);
        return;
    }
    if (chosen != kMelee && chosen != kCarre)
        return;
    const Scenario& s = ctx.document().scenario();
    CalculatorDialog* dlg = chosen == kMelee ? CalculatorDialog::meleeOdds(&canvas, s, hex)
                                             : CalculatorDialog::carreValues(&canvas, s, hex);
    dlg->ShowModal();
    dlg->Destroy();
}

void say(EditorContext& ctx, const wxString& text, bool refusal) {
    ctx.showMessage(text);
    if (refusal)
        wxBell();
}

} // namespace units

void MainFrame::onRotate(wxCommandEvent& e) {
    units::rotateSelection(m_ctx, e.GetId() == kIdRotateCcw ? -1 : 1);
}

void MainFrame::onCycleFormation(wxCommandEvent&) {
    units::cycleFormation(m_ctx);
}

void MainFrame::onRemoveFromMap(wxCommandEvent&) {
    units::removeSelection(m_ctx);
}

void MainFrame::onDeployBrigade(wxCommandEvent&) {
    deployBrigade();
}

void MainFrame::deployBrigade() {
    UnitTool* tool = findUnitTool(m_ctx);
    const HexId hex = m_ctx.selection().hex();
    DeployDialog dlg(this, m_ctx);
    if (dlg.ShowModal() != wxID_OK)
        return;
    Checked<DeployOrder> order = dlg.checked();
    if (!order)
        return;
    if (order->atSelectedHex || !tool) {
        std::string why = units::deploy(m_ctx, order->formation, hex, order->facing, order->layout);
        if (!why.empty())
            wxMessageBox(wxString::FromUTF8("Cannot deploy: " + why), "Deploy Brigade",
                         wxOK | wxICON_WARNING, this);
        return;
    }
    for (std::size_t k = 0; k < m_tools.size(); ++k)
        if (m_tools[k].get() == tool)
            chooseTool(k);
    tool->pickDeployAnchor({order->formation, order->facing, order->layout});
}

} // namespace marengo::editor
