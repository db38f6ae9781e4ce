// Map menu and tools of the main frame: tool keys, View > Overlays (zones of influence,
// stacking, a unit's movement range), Map > Map Sheets, Map > Automatic Slopes and the
// reference images (File > Import Reference Image, Map > Reference Images).
#include "editor/ui/dialogs/reference_images_dialog.hpp"
#include "editor/ui/dialogs/sheets_dialog.hpp"
#include "editor/ui/main_frame.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "engine/core/number_text.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/map_edits.hpp"
#include "engine/movement/costs.hpp"
#include "engine/movement/movement.hpp"
#include "engine/movement/zones.hpp"
#include "engine/rules/formations.hpp"
#include "engine/rules/zoi.hpp"
#include "engine/scenario/scenario_index.hpp"
#include "render/colour.hpp"

#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/spinctrl.h>
#include <wx/textentry.h>
#include <wx/treectrl.h>

#include <algorithm>
#include <array>
#include <memory>

namespace marengo::editor {

namespace {

constexpr std::array<const char*, 4> kOverlayKeys{"overlay-0", "overlay-1", "overlay-2",
                                                  "overlay-3"};

/// Infantry or cavalry increments a placed unit counts in hex `h` (what the terrain's
/// increment limit counts; a two-hex unit's share, rules::incrementsIn).
int incrementsIn(const Occupant& o, HexId h) {
    if (!o.unit || (o.unit->arm != Arm::Infantry && o.unit->arm != Arm::Cavalry))
        return 0;
    const int n = o.placement->increments >= 0 ? o.placement->increments : o.unit->increments;
    return rules::incrementsIn(*o.placement, n, h);
}

render::Rgba withAlpha(render::Rgba c, double a) {
    c.a = a;
    return c;
}

void showZoi(EditorContext& ctx, std::size_t side) {
    const Scenario& s = ctx.scenario();
    const ScenarioIndex index(s);
    ZoiMap zoi(index, s.oobs[side].side);
    render::CounterColours colours =
        render::nationColours(s.oobs[side].nationality, static_cast<int>(side));
    render::Rgba c = render::luminance(colours.fill) > 0.8 ? colours.edge : colours.fill;
    render::Overlay o;
    o.hexes = zoi.hexes();
    o.fill = withAlpha(c, 0.38);
    o.outline = withAlpha(c, 0.85);
    o.outlineWidth = 0.04;
    ctx.canvas().setOverlay(kOverlayKeys[0], std::move(o));
    ctx.showMessage(wxString::FromUTF8("Zones of influence of the " + s.oobs[side].side + ": " +
                                       std::to_string(zoi.hexes().size()) + " hexes"));
}

void showStacking(EditorContext& ctx) {
    const Scenario& s = ctx.scenario();
    const ScenarioIndex index(s);
    // Within half the terrain's increment limit, up to it, over it; blue where the rules
    // profile sets no increment limit for the terrain (the stacking checks still apply).
    std::array<render::Overlay, 4> bands;
    const std::array<std::uint32_t, 4> colours{0x43a047, 0xffb300, 0xe53935, 0x1e63b5};
    for (HexId h : index.occupiedHexes()) {
        int total = 0;
        for (const Occupant& o : index.at(h))
            total += incrementsIn(o, h);
        if (total <= 0)
            continue;
        const TerrainRules* tr = s.rules.terrainRules(s.map.terrainType(h).id);
        if (tr && tr->maxIncrements > 0) {
            double ratio = static_cast<double>(total) / tr->maxIncrements;
            bands[ratio <= 0.5 ? 0 : ratio <= 1.0 ? 1 : 2].hexes.push_back(h);
        } else {
            bands[3].hexes.push_back(h);
        }
    }
    for (std::size_t k = 0; k < bands.size(); ++k) {
        bands[k].fill = render::Rgba::rgb(colours[k], 0.42);
        bands[k].outline = render::Rgba::rgb(colours[k], 0.9);
        bands[k].outlineWidth = 0.05;
        ctx.canvas().setOverlay(kOverlayKeys[k], std::move(bands[k]));
    }
    ctx.showMessage("Stacking: green within half the terrain's limit, amber up to it, red "
                    "over it; blue where the terrain has no increment limit");
}

/// The hexes the overlay's unit reaches from where it stands with its printed movement points
/// (movement::reachable over the profile's costs, in road march when it is in road march), as
/// `marengo reach` gives them; with zone stops, where the set-up's enemy zones stop it
/// (movement::ZoneStops), those hexes in amber. False when the unit is not on the map or does
/// not move.
bool showMovement(EditorContext& ctx) {
    const ToolSettings& st = ctx.toolSettings();
    const Scenario& s = ctx.scenario();
    const Placement* p = s.findPlacement(st.overlayUnit);
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(st.overlayUnit, &oob);
    const auto arm = u ? movement::moveArmOf(*u) : std::nullopt;
    if (!p || !u || !oob || !arm || !s.map.onMap(p->hex))
        return false;
    const ScenarioIndex index(s);
    const movement::CostTable costs(s.map, s.rules, *arm,
                                    p->formation == Formation::RoadMarch
                                        ? movement::MoveMode::RoadMarch
                                        : movement::MoveMode::Normal);
    const movement::ZoneStops zones(index, *u, oob->side);
    const std::vector<movement::Reached> reached = movement::reachable(
        costs, p->hex, u->movement, st.overlayZoneStops ? &zones.hexes() : nullptr);
    render::Overlay free, stopped;
    for (const movement::Reached& r : reached)
        (st.overlayZoneStops && r.hex != p->hex && zones.hexes().contains(r.hex) ? stopped : free)
            .hexes.push_back(r.hex);
    free.fill = render::Rgba::rgb(0x1e63b5, 0.30);
    free.outline = render::Rgba::rgb(0x1e63b5, 0.8);
    stopped.fill = render::Rgba::rgb(0xffb300, 0.45);
    stopped.outline = render::Rgba::rgb(0xd97300, 0.9);
    free.outlineWidth = stopped.outlineWidth = 0.04;
    const std::size_t stops = stopped.hexes.size();
    ctx.canvas().setOverlay(kOverlayKeys[0], std::move(free));
    ctx.canvas().setOverlay(kOverlayKeys[1], std::move(stopped));
    std::string text = "Movement range of " + (u->name.empty() ? u->id : u->name) + " (" +
                       std::string(movement::toString(*arm)) + ", " + numberText(u->movement) +
                       " MP" + (p->formation == Formation::RoadMarch ? " in road march" : "") +
                       ") from " + s.map.label(p->hex) + ": " + std::to_string(reached.size()) +
                       " hexes";
    if (st.overlayZoneStops)
        text +=
            "; amber: an enemy zone of influence stops it there (" + std::to_string(stops) + ")";
    ctx.showMessage(wxString::FromUTF8(text));
    return true;
}

} // namespace

std::size_t toolIndex(EditorContext& ctx, const char* name) {
    const auto& tools = ctx.window().tools();
    for (std::size_t i = 0; i < tools.size(); ++i)
        if (tools[i]->name() == name)
            return i;
    return tools.size();
}

void switchTool(EditorContext& ctx, std::size_t index) {
    EditorWindow& w = ctx.window();
    if (index >= w.tools().size())
        return;
    Tool* current = ctx.canvas().tool();
    if (current && current->name() != kEyedropperTool.name && current != w.tools()[index].get())
        ctx.toolSettings().previousTool = current;
    w.chooseTool(index);
}

wxString featureLabel(Features bit) {
    wxString s = wxString::FromUTF8(std::string(featureName(bit)));
    s.Replace("-", " ");
    if (!s.empty())
        s[0] = wxToupper(s[0]);
    return s;
}

void refreshMapOverlay(EditorContext& ctx) {
    for (const char* key : kOverlayKeys)
        ctx.canvas().clearOverlay(key);
    ToolSettings& st = ctx.toolSettings();
    const Scenario& s = ctx.scenario();
    if (st.overlay == MapOverlay::Zoi && st.overlaySide < s.oobs.size())
        showZoi(ctx, st.overlaySide);
    else if (st.overlay == MapOverlay::Stacking)
        showStacking(ctx);
    else if (st.overlay != MapOverlay::Movement || !showMovement(ctx))
        st.overlay = MapOverlay::None;
}

void MainFrame::refreshOverlayMenu() {
    wxMenuBar* bar = GetMenuBar();
    if (!bar)
        return;
    const Scenario& s = m_doc.scenario();
    for (int k = 0; k <= kIdOverlayZoiLast - kIdOverlayZoiFirst; ++k) {
        wxMenuItem* item = bar->FindItem(kIdOverlayZoiFirst + k);
        if (!item)
            continue;
        auto i = static_cast<std::size_t>(k);
        item->SetItemLabel(i < s.oobs.size()
                               ? "Zones of Influence: " + wxString::FromUTF8(s.oobs[i].side)
                               : wxString::Format("Zones of Influence: side %d", k + 1));
    }
}

int toolKey(const Tool& tool, std::size_t index) {
    if (index == 0)
        return 'S';
    for (const ToolKey& k : kMapToolKeys)
        if (tool.name() == k.name)
            return k.key;
    return 0;
}

void MainFrame::onTool(wxCommandEvent& e) {
    switchTool(m_ctx, static_cast<std::size_t>(e.GetId() - kIdToolFirst));
}

bool MainFrame::runAccelerator(const wxKeyEvent& e) {
    wxMenuBar* bar = GetMenuBar();
    const int mods = e.GetModifiers();
    if (!bar || (mods & ~wxMOD_SHIFT) != 0)
        return false;
    const int flags = mods == wxMOD_SHIFT ? wxACCEL_SHIFT : wxACCEL_NORMAL;
    auto matches = [&](const wxAcceleratorEntry& a) {
        return a.GetKeyCode() == e.GetKeyCode() && a.GetFlags() == flags;
    };
    for (std::size_t m = 0; m < bar->GetMenuCount(); ++m)
        for (wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            const auto& extra = item->GetExtraAccels();
            if (!(accel && matches(*accel)) && std::none_of(extra.begin(), extra.end(), matches))
                continue;
            if (!item->IsEnabled())
                return false;
            wxCommandEvent command(wxEVT_MENU, item->GetId());
            command.SetEventObject(this);
            ProcessWindowEvent(command);
            return true;
        }
    return false;
}

void MainFrame::onCharHook(wxKeyEvent& e) {
    // The menus' single keys (tools, rotate, formation, keypad zoom) work wherever the focus is:
    // wxGTK gives keys without Ctrl or Alt to the focused control and never to the menu, and
    // lists would take letters for their type-ahead search. A text field keeps every key, a
    // number field (a spin control) too, a tree its + and - (expand, collapse); the map's tool
    // sees keys first (see buildPanes).
    wxWindow* focus = FindFocus();
    const int key = e.GetKeyCode();
    const bool letter = key >= 'A' && key <= 'Z';
    if (focus == m_canvas || dynamic_cast<wxTextEntry*>(focus) ||
        dynamic_cast<wxSpinCtrlBase*>(focus) || (!letter && dynamic_cast<wxTreeCtrl*>(focus)) ||
        !runAccelerator(e))
        e.Skip();
}

void MainFrame::onOverlay(wxCommandEvent& e) {
    ToolSettings& st = m_ctx.toolSettings();
    const int id = e.GetId();
    if (id == kIdOverlayClear) {
        st.overlay = MapOverlay::None;
        SetStatusText("", kStatusMessage);
    } else if (id == kIdOverlayStacking) {
        st.overlay = MapOverlay::Stacking;
    } else {
        st.overlay = MapOverlay::Zoi;
        st.overlaySide = static_cast<std::size_t>(id - kIdOverlayZoiFirst);
    }
    refreshMapOverlay(m_ctx);
}

void MainFrame::onImportReference(wxCommandEvent&) {
    if (!chooseAndImportReferenceImage(this, m_ctx))
        return;
    wxCommandEvent show;
    onReferenceImages(show);
    if (auto* dlg = dynamic_cast<ReferenceImagesDialog*>(
            FindWindowByName(ReferenceImagesDialog::kWindowName, this)))
        dlg->select(static_cast<int>(m_doc.scenario().map.references().size()) - 1);
}

void MainFrame::onReferenceImages(wxCommandEvent&) {
    if (wxWindow* open = FindWindowByName(ReferenceImagesDialog::kWindowName, this)) {
        open->Raise();
        return;
    }
    (new ReferenceImagesDialog(this, m_ctx))->Show();
}

void MainFrame::onSheets(wxCommandEvent&) {
    const Scenario& s = m_doc.scenario();
    SheetsDialog dlg(this, m_ctx);
    if (dlg.ShowModal() != wxID_OK)
        return;
    const Checked<SheetLayout> layout = dlg.checked();
    if (!layout)
        return;
    wxBusyCursor busy;
    auto made = edit::resheet(s.map, layout->sheets, layout->numbering);
    if (!made) {
        wxMessageBox(wxString::FromUTF8("The map cannot be changed: " + made.error()), "Map Sheets",
                     wxOK | wxICON_ERROR, this);
        return;
    }
    if (*made == s.map)
        return;
    edit::MapReplacement r = edit::replaceMap(s, std::move(*made));
    if (!r.command) {
        wxMessageBox(wxString::FromUTF8("The map cannot be changed: " + r.blocked), "Map Sheets",
                     wxOK | wxICON_ERROR, this);
        return;
    }
    if (!r.unitsOffMap.empty() || !r.objectivesLost.empty()) {
        auto list = [](const std::vector<std::string>& v) {
            std::string out;
            for (std::size_t i = 0; i < v.size() && i < 8; ++i)
                out += (i ? ", " : "") + v[i];
            if (v.size() > 8)
                out += ", and " + std::to_string(v.size() - 8) + " more";
            return out;
        };
        std::string text = "Hexes that are removed hold";
        if (!r.unitsOffMap.empty())
            text += " " + std::to_string(r.unitsOffMap.size()) +
                    " unit(s), which will be taken off the map (" + list(r.unitsOffMap) + ")";
        if (!r.objectivesLost.empty())
            text += std::string(r.unitsOffMap.empty() ? "" : ";") + " " +
                    std::to_string(r.objectivesLost.size()) +
                    " objective(s), which will be deleted (" + list(r.objectivesLost) + ")";
        text += ".\n\nChange the sheets anyway? (Edit > Undo restores everything.)";
        if (wxMessageBox(wxString::FromUTF8(text), "Map Sheets",
                         wxYES_NO | wxNO_DEFAULT | wxICON_WARNING, this) != wxYES)
            return;
    }
    m_doc.execute(std::move(r.command));
    m_canvas->zoomBy(1.0); // re-clamps the view and the scrollbars to the new map size
}

void MainFrame::onAutoSlopes(wxCommandEvent&) {
    auto edits = edit::slopeChanges(m_doc.scenario().map);
    if (edits.empty()) {
        showMessage("Automatic slopes: every slope hexside already follows elevation");
        return;
    }
    const std::size_t n = edits.size();
    std::vector<edit::CommandPtr> one;
    one.push_back(edit::setHexsides(std::move(edits)));
    m_doc.execute(edit::sequence("Automatic Slopes", std::move(one)));
    showMessage(wxString::Format("Automatic slopes: %zu hexsides changed", n));
}

} // namespace marengo::editor
