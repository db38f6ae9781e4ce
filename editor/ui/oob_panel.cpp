#include "editor/ui/oob_panel.hpp"

#include "editor/forms/add_unit.hpp"
#include "editor/ui/dialogs/add_unit_dialog.hpp"
#include "editor/ui/editor_context.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/unit_tool.hpp"
#include "engine/checks/check_helpers.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/deploy.hpp"
#include "engine/scenario/change.hpp"

#include <wx/choicdlg.h>
#include <wx/dnd.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/textdlg.h>

#include <string_view>
#include <unordered_set>

namespace marengo::editor {

using namespace marengo::edit;

namespace {

const char* const kDragPrefix = "marengo-unit:";
constexpr std::size_t kExpandAllUpTo = 3000; ///< units; a bigger OOB opens folded
constexpr int kBigExpandDepth = 3;           ///< side, army, corps

wxString wx(const std::string& s) {
    return wxString::FromUTF8(s);
}

/// What a tree item stands for: a unit, or (empty id) a side.
struct UnitItem final : wxTreeItemData {
    UnitItem(std::string id_, int side_) : id(std::move(id_)), side(side_) {}
    std::string id;
    int side;
    int style = -1;      ///< 0 normal, 1 not placed, 2 arriving: the font and colour last set
    bool filled = false; ///< the children's items are made
};

std::string keyOf(const UnitItem& d) {
    return d.id.empty() ? "#" + std::to_string(d.side) : d.id;
}

/// Items between an item and the hidden root: 1 for a side, 2 for an army...
int depthOf(const wxTreeCtrl& tree, wxTreeItemId item) {
    int d = 0;
    for (wxTreeItemId p = tree.GetItemParent(item); p.IsOk(); p = tree.GetItemParent(p))
        ++d;
    return d;
}

/// Counters on the map and counters in all under each formation of an OOB.
struct Counts {
    int placed = 0;
    int arriving = 0; ///< not placed, on the reinforcement schedule
    int total = 0;
};

/// Placements by unit id, built once per refresh: Scenario::findPlacement scans the set-up, and
/// asking it for each of tens of thousands of units froze the window on a big battlefield.
using PlacementIndex = std::unordered_map<std::string_view, const Placement*>;
PlacementIndex indexPlacements(const Scenario& s) {
    PlacementIndex out;
    out.reserve(s.setup.size());
    for (const Placement& p : s.setup)
        out.emplace(p.unit, &p); // the first placement of a unit, as findPlacement gives
    return out;
}

const Placement* placementOf(const PlacementIndex& placed, const std::string& id) {
    auto it = placed.find(id);
    return it == placed.end() ? nullptr : it->second;
}

/// The reinforcement group each scheduled unit arrives with, by unit id.
using ArrivalIndex = std::unordered_map<std::string_view, const Reinforcement*>;
ArrivalIndex indexArrivals(const Scenario& s) {
    ArrivalIndex out;
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            out.emplace(p.unit, &r);
    return out;
}

const Reinforcement* arrivalOf(const ArrivalIndex& arrivals, const std::string& id) {
    auto it = arrivals.find(id);
    return it == arrivals.end() ? nullptr : it->second;
}

/// "   14/16 on map, 2 arriving"
wxString countText(const Counts& c) {
    wxString out = wxString::Format("   %d/%d on map", c.placed, c.total);
    if (c.arriving > 0)
        out += wxString::Format(", %d arriving", c.arriving);
    return out;
}

std::unordered_map<std::string, Counts> countCounters(const OrderOfBattle& o,
                                                      const PlacementIndex& placements,
                                                      const ArrivalIndex& arrivals, Counts& side) {
    std::unordered_set<std::string> withBattalions;
    for (const Unit& u : o.units())
        if (u.echelon == Echelon::Battalion)
            withBattalions.insert(u.parent);
    std::unordered_map<std::string, Counts> counts;
    for (const Unit& u : o.units()) {
        if (!u.isPlaceable() || withBattalions.count(u.id))
            continue;
        const bool placed = placementOf(placements, u.id) != nullptr;
        const bool arriving = !placed && arrivalOf(arrivals, u.id) != nullptr;
        ++side.total;
        side.placed += placed ? 1 : 0;
        side.arriving += arriving ? 1 : 0;
        const Unit* p = u.parent.empty() ? nullptr : o.find(u.parent);
        for (int guard = 0; p && guard < 64; ++guard) {
            Counts& c = counts[p->id];
            ++c.total;
            c.placed += placed ? 1 : 0;
            c.arriving += arriving ? 1 : 0;
            p = p->parent.empty() ? nullptr : o.find(p->parent);
        }
    }
    return counts;
}

HexId canvasHexAt(EditorContext& ctx, wxPoint at) {
    MapCanvas& c = ctx.canvas();
    return c.geometry().hexAt(c.toMap(at));
}

/// The canvas accepts units dragged from the tree (a counter is placed, a formation deployed)
/// and, like the rest of the window, scenario files dropped from a file manager (opened).
class UnitDropTarget final : public wxDropTarget {
public:
    explicit UnitDropTarget(EditorContext& ctx) : m_ctx(&ctx) {
        auto* data = new wxDataObjectComposite;
        data->Add(m_text = new wxTextDataObject, true);
        data->Add(m_files = new wxFileDataObject);
        SetDataObject(data);
    }

    wxDragResult OnDragOver(wxCoord x, wxCoord y, wxDragResult def) override {
        const wxDragResult accept = def == wxDragNone ? wxDragCopy : def;
        if (GetMatchingPair() == wxDF_FILENAME)
            return accept;
        const HexId h = hexAt(x, y);
        // The footprint of a unit dragged from our own tree, worked out again only when the
        // pointer enters another hex.
        if (const std::string& id = m_ctx->draggedUnit(); !id.empty() && h != m_footprintAt) {
            m_footprintAt = h;
            units::showDropFootprint(*m_ctx, id, h);
        }
        return h != kNoHex ? accept : wxDragNone;
    }

    void OnLeave() override { forgetFootprint(); }

    wxDragResult OnData(wxCoord x, wxCoord y, wxDragResult def) override {
        forgetFootprint();
        if (!GetData())
            return wxDragNone;
        auto* data = static_cast<wxDataObjectComposite*>(GetDataObject());
        if (data->GetReceivedFormat() == wxDF_FILENAME)
            return m_ctx->window().openDropped(droppedPaths(m_files->GetFilenames())) ? def
                                                                                      : wxDragNone;
        return dropUnitText(*m_ctx, wxPoint(x, y), m_text->GetText()) ? def : wxDragNone;
    }

private:
    HexId hexAt(wxCoord x, wxCoord y) const { return canvasHexAt(*m_ctx, wxPoint(x, y)); }
    void forgetFootprint() {
        m_footprintAt = kNoHex;
        units::clearDropFootprint(*m_ctx);
    }
    EditorContext* m_ctx;
    HexId m_footprintAt = kNoHex;
    wxTextDataObject* m_text = nullptr;  ///< owned by the composite
    wxFileDataObject* m_files = nullptr; ///< owned by the composite
};

} // namespace

struct OobPanel::Labels {
    explicit Labels(const Scenario& s_)
        : s(s_), placements(indexPlacements(s_)), arrivals(indexArrivals(s_)),
          sides(s_.oobs.size()) {
        for (std::size_t i = 0; i < s.oobs.size(); ++i)
            counts.push_back(countCounters(s.oobs[i], placements, arrivals, sides[i]));
    }
    const Scenario& s;
    const PlacementIndex placements;
    const ArrivalIndex arrivals;
    std::vector<Counts> sides;
    std::vector<std::unordered_map<std::string, Counts>> counts;
    const wxColour normal = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour grey{0x80, 0x80, 0x80};
    const wxColour arriving{0x1f, 0x5f, 0xa8}; ///< reinforcements: blue, like a schedule
};

bool dropUnitText(EditorContext& ctx, wxPoint at, const wxString& text) {
    wxString id;
    if (!text.StartsWith(kDragPrefix, &id))
        return false;
    const HexId h = canvasHexAt(ctx, at);
    std::string why = units::dropUnit(ctx, std::string(id.utf8_str()), h);
    if (!why.empty()) {
        units::say(ctx, wx("Not placed: " + why), true);
        return false;
    }
    EditorWindow& w = ctx.window();
    if (UnitTool* tool = findUnitTool(ctx))
        for (std::size_t k = 0; k < w.tools().size(); ++k)
            if (w.tools()[k].get() == tool && w.canvas().tool() != tool)
                w.chooseTool(k);
    w.canvas().SetFocus();
    return true;
}

void installUnitDropTarget(EditorContext& ctx) {
    ctx.canvas().SetDropTarget(new UnitDropTarget(ctx));
}

OobPanel::OobPanel(wxWindow* parent, EditorContext& ctx) : wxPanel(parent, wxID_ANY), m_ctx(&ctx) {
    m_tree = new wxTreeCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxTR_HAS_BUTTONS | wxTR_HIDE_ROOT | wxTR_LINES_AT_ROOT | wxTR_SINGLE |
                                wxTR_FULL_ROW_HIGHLIGHT | wxBORDER_NONE);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_tree, 1, wxEXPAND);
    SetSizer(sizer);
    m_tree->Bind(wxEVT_TREE_SEL_CHANGED, &OobPanel::onSelChanged, this);
    m_tree->Bind(wxEVT_TREE_ITEM_ACTIVATED, &OobPanel::onActivated, this);
    m_tree->Bind(wxEVT_TREE_BEGIN_DRAG, &OobPanel::onBeginDrag, this);
    m_tree->Bind(wxEVT_TREE_ITEM_MENU, &OobPanel::onMenu, this);
    m_tree->Bind(wxEVT_TREE_ITEM_EXPANDING, &OobPanel::onExpanding, this);
    auto keep = [this](wxTreeEvent& e, bool expanded) {
        if (auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(e.GetItem())))
            m_expanded[keyOf(*d)] = expanded;
    };
    m_tree->Bind(wxEVT_TREE_ITEM_EXPANDED, [keep](wxTreeEvent& e) { keep(e, true); });
    m_tree->Bind(wxEVT_TREE_ITEM_COLLAPSED, [keep](wxTreeEvent& e) { keep(e, false); });
    Bind(wxEVT_IDLE, &OobPanel::onIdle, this);
    // Left registered: the frame destroys its panes after the document and never notifies then.
    ctx.document().addListener([this](const edit::Change& c) {
        if (c.everything || (c.what & kOnStructure))
            m_structureDirty = true;
        else if (c.what & kOnUnits)
            m_labelsDirty = true;
    });
    installUnitDropTarget(ctx);
    rebuild();
}

wxTreeItemId OobPanel::itemOf(const std::string& unitId) const {
    auto it = m_items.find(unitId);
    return it == m_items.end() ? wxTreeItemId() : it->second;
}

wxTreeItemId OobPanel::reveal(const std::string& unitId) {
    if (wxTreeItemId item = itemOf(unitId); item.IsOk() || !m_parents.count(unitId))
        return item;
    std::vector<std::string> path; // the keys of the branches above the unit, nearest first
    for (auto it = m_parents.find(unitId); it != m_parents.end(); it = m_parents.find(it->second))
        path.push_back(it->second);
    const Labels labels(m_ctx->scenario());
    for (auto key = path.rbegin(); key != path.rend(); ++key)
        if (wxTreeItemId branch = itemOf(*key); branch.IsOk())
            fill(branch, labels);
    return itemOf(unitId);
}

std::string OobPanel::unitOf(wxTreeItemId item) const {
    if (!item.IsOk())
        return {};
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(item));
    return d ? d->id : std::string();
}

void OobPanel::onIdle(wxIdleEvent& e) {
    e.Skip();
    if (m_structureDirty) {
        rebuild();
        m_ctx->selection().prune(m_ctx->scenario());
    } else if (m_labelsDirty) {
        updateLabels();
        m_ctx->selection().prune(m_ctx->scenario());
    }
    syncSelection();
}

void OobPanel::rebuild() {
    m_structureDirty = false;
    m_labelsDirty = false;
    const Scenario& s = m_ctx->scenario();
    // Where the view was (the expansion state is kept as it changes).
    std::string firstVisible;
    if (m_built) {
        wxTreeItemId first = m_tree->GetFirstVisibleItem();
        if (first.IsOk())
            if (auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(first)))
                firstVisible = keyOf(*d);
    }
    // Who is under whom (OrderOfBattle::children); the items are made when their branch is
    // expanded.
    m_parents.clear();
    std::size_t units = 0;
    for (std::size_t i = 0; i < s.oobs.size(); ++i) {
        const std::string sideKey = "#" + std::to_string(i);
        for (const Unit& u : s.oobs[i].units()) {
            m_parents[u.id] = u.parent.empty() ? sideKey : u.parent;
            ++units;
        }
    }
    m_big = units > kExpandAllUpTo;
    m_syncing = true;
    m_tree->Freeze();
    m_tree->DeleteAllItems();
    m_items.clear();
    wxTreeItemId root = m_tree->AddRoot("Orders of battle");
    const Labels labels(s);
    std::vector<wxTreeItemId> sides;
    for (std::size_t i = 0; i < s.oobs.size(); ++i) {
        const int side = static_cast<int>(i);
        wxTreeItemId sideItem = m_tree->AppendItem(root, "", -1, -1, new UnitItem("", side));
        m_items["#" + std::to_string(side)] = sideItem;
        m_tree->SetItemHasChildren(sideItem, s.oobs[i].hasChildren(""));
        label(sideItem, labels);
        sides.push_back(sideItem);
    }
    for (wxTreeItemId sideItem : sides)
        expandAsKept(sideItem, labels);
    m_tree->Thaw();
    m_built = true;
    m_seen.clear(); // select the frame's selection again
    syncSelection();
    if (auto it = m_items.find(firstVisible); it != m_items.end())
        m_tree->ScrollTo(it->second);
    m_syncing = false;
}

void OobPanel::fill(wxTreeItemId item, const Labels& labels) {
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(item));
    if (!d || d->filled)
        return;
    d->filled = true;
    const OrderOfBattle& oob = labels.s.oobs[static_cast<std::size_t>(d->side)];
    for (const Unit* u : oob.children(d->id)) {
        wxTreeItemId child = m_tree->AppendItem(item, "", -1, -1, new UnitItem(u->id, d->side));
        m_items[u->id] = child;
        if (oob.hasChildren(u->id))
            m_tree->SetItemHasChildren(child, true);
        label(child, labels);
    }
}

void OobPanel::expandAsKept(wxTreeItemId item, const Labels& labels) {
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(item));
    if (!d || !m_tree->ItemHasChildren(item))
        return;
    // A big order of battle opens folded below the corps: its tens of thousands of items would
    // keep the tree control busy for many seconds.
    auto kept = m_expanded.find(keyOf(*d));
    if (kept != m_expanded.end() ? !kept->second
                                 : m_big && depthOf(*m_tree, item) > kBigExpandDepth)
        return;
    fill(item, labels);
    m_tree->Expand(item);
    wxTreeItemIdValue cookie;
    for (wxTreeItemId c = m_tree->GetFirstChild(item, cookie); c.IsOk();
         c = m_tree->GetNextChild(item, cookie))
        expandAsKept(c, labels);
}

void OobPanel::onExpanding(wxTreeEvent& e) {
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(e.GetItem()));
    if (d && !d->filled)
        fill(e.GetItem(), Labels(m_ctx->scenario()));
}

void OobPanel::updateLabels() {
    m_labelsDirty = false;
    const Labels labels(m_ctx->scenario());
    for (const auto& [key, item] : m_items)
        label(item, labels);
}

void OobPanel::label(wxTreeItemId item, const Labels& labels) {
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(item));
    if (!d)
        return;
    const Scenario& s = labels.s;
    const auto side = static_cast<std::size_t>(d->side);
    wxString text;
    enum Style { Normal, Unplaced, Arriving } style = Normal;
    if (d->id.empty()) {
        const OrderOfBattle& o = s.oobs[side];
        text = wx(o.side.empty() ? "Side " + std::to_string(side + 1) : o.side);
        text += countText(labels.sides[side]);
    } else if (const Unit* u = s.findUnit(d->id)) {
        text = wx(u->name.empty() ? u->id : u->name);
        auto c = labels.counts[side].find(u->id);
        if (c != labels.counts[side].end() && c->second.total > 0) {
            text += countText(c->second);
        } else if (u->isPlaceable()) {
            if (const Placement* p = placementOf(labels.placements, u->id)) {
                std::string where = s.map.label(p->hex);
                if (p->second != kNoHex)
                    where += "-" + s.map.label(p->second);
                text += wx(" \u2014 " + where + ", " + checks::formationName(p->formation));
            } else if (const Reinforcement* r = arrivalOf(labels.arrivals, u->id)) {
                text += wx(" \u2014 arrives " + formatClock(r->time) + " at " +
                           (s.map.onMap(r->entry) ? s.map.label(r->entry) : std::string("?")));
                style = Arriving;
            } else {
                text += " (not placed)";
                style = Unplaced;
            }
        }
    }
    if (m_tree->GetItemText(item) != text)
        m_tree->SetItemText(item, text);
    if (d->style == style)
        return;
    d->style = style;
    m_tree->SetItemTextColour(item, style == Unplaced   ? labels.grey
                                    : style == Arriving ? labels.arriving
                                                        : labels.normal);
    wxFont font = m_tree->GetFont();
    if (style == Unplaced)
        font.SetStyle(wxFONTSTYLE_ITALIC);
    if (d->id.empty())
        font.SetWeight(wxFONTWEIGHT_BOLD);
    m_tree->SetItemFont(item, font);
}

void OobPanel::syncSelection() {
    const auto& sel = m_ctx->selection().units();
    if (sel == m_seen)
        return;
    m_seen = sel;
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    wxTreeItemId item = sel.empty() ? wxTreeItemId() : reveal(sel.front());
    if (item.IsOk()) {
        if (m_tree->GetSelection() != item)
            m_tree->SelectItem(item);
        m_tree->EnsureVisible(item);
    } else if (m_tree->GetSelection().IsOk()) {
        m_tree->Unselect();
    }
    m_syncing = wasSyncing;
}

void OobPanel::onSelChanged(wxTreeEvent& e) {
    if (m_syncing)
        return;
    const std::string id = unitOf(e.GetItem());
    const Scenario& s = m_ctx->scenario();
    std::vector<std::string> sel;
    if (!id.empty()) {
        sel.push_back(id);
        // A formation selects its counters on the map too, so that it moves, turns and changes
        // formation as one.
        const Unit* u = s.findUnit(id);
        std::vector<const Unit*> under = placeableUnder(s, id);
        if (u && !(under.size() == 1 && under.front() == u))
            for (const Unit* c : under)
                if (s.findPlacement(c->id))
                    sel.push_back(c->id);
        if (u && under.size() == 1 && under.front() == u && !s.findPlacement(id))
            units::say(*m_ctx,
                       "Click a hex (unit tool) or drag it onto the map to place " + wx(u->name));
    }
    m_seen = sel;
    m_ctx->selection().set(std::move(sel));
}

void OobPanel::onActivated(wxTreeEvent& e) {
    const std::string id = unitOf(e.GetItem());
    const Scenario& s = m_ctx->scenario();
    if (id.empty())
        return;
    const Placement* p = s.findPlacement(id);
    if (!p)
        for (const Unit* c : placeableUnder(s, id))
            if ((p = s.findPlacement(c->id)))
                break;
    if (p)
        m_ctx->canvas().centreOn(p->hex);
    else
        units::say(*m_ctx, "Not on the map");
}

void OobPanel::onBeginDrag(wxTreeEvent& e) {
    const std::string id = unitOf(e.GetItem());
    if (id.empty() || placeableUnder(m_ctx->scenario(), id).empty())
        return;
    wxTextDataObject data(kDragPrefix + wx(id));
    wxDropSource source(data, m_tree);
    m_ctx->setDraggedUnit(id);
    source.DoDragDrop(wxDrag_CopyOnly);
    m_ctx->setDraggedUnit({});
    units::clearDropFootprint(*m_ctx);
}

void OobPanel::onMenu(wxTreeEvent& e) {
    wxTreeItemId item = e.GetItem();
    if (!item.IsOk())
        return;
    m_tree->SelectItem(item);
    auto* d = dynamic_cast<UnitItem*>(m_tree->GetItemData(item));
    if (!d)
        return;
    const Scenario& s = m_ctx->scenario();
    const Unit* u = d->id.empty() ? nullptr : s.findUnit(d->id);
    enum { kAdd = 1, kRename, kMove, kDelete, kDeploy, kCentre, kRemove };
    wxMenu menu;
    if (!u) {
        menu.Append(kAdd, "Add Army...");
    } else {
        Unit probe;
        probe.echelon = Echelon::Leader;
        if (mayHold(*u, probe))
            menu.Append(kAdd, "Add Unit Under...");
        menu.Append(kRename, "Rename...");
        if (u->echelon != Echelon::Army)
            menu.Append(kMove, "Move To...");
        menu.Append(kDelete, "Delete");
        menu.AppendSeparator();
        std::vector<const Unit*> under = placeableUnder(s, u->id);
        if (!under.empty() && !(under.size() == 1 && under.front() == u))
            menu.Append(kDeploy, "Deploy on Map...");
        if (s.findPlacement(u->id)) {
            menu.Append(kCentre, "Centre on Map");
            menu.Append(kRemove, "Remove from Map");
        }
    }
    const std::string id = d->id;
    const int side = d->side;
    switch (m_tree->GetPopupMenuSelectionFromUser(menu)) {
    case kAdd:
        addChild(id, side);
        break;
    case kRename:
        rename(id);
        break;
    case kMove:
        moveTo(id);
        break;
    case kDelete:
        remove(id);
        break;
    case kDeploy:
        m_ctx->window().deployBrigade();
        break;
    case kCentre:
        if (const Placement* p = s.findPlacement(id))
            m_ctx->canvas().centreOn(p->hex);
        break;
    case kRemove:
        m_ctx->document().execute(edit::removePlacement(id));
        break;
    default:
        break;
    }
}

void OobPanel::addChild(const std::string& parentId, int side) {
    AddUnitDialog dlg(this, *m_ctx, parentId);
    if (dlg.ShowModal() != wxID_OK)
        return;
    Checked<Unit> u = dlg.checked();
    if (!u) {
        wxMessageBox(wx(u.errors.front()), "Add Unit", wxOK | wxICON_WARNING, this);
        return;
    }
    const std::string id = u->id;
    if (!m_ctx->document().execute(edit::addUnit(static_cast<std::size_t>(side), *u)))
        wxMessageBox("The unit could not be added there.", "Add Unit", wxOK | wxICON_WARNING, this);
    else
        m_ctx->selection().set({id});
}

void OobPanel::rename(const std::string& id) {
    const Unit* u = m_ctx->scenario().findUnit(id);
    if (!u)
        return;
    wxString name = wxGetTextFromUser("Name:", "Rename Unit", wx(u->name), this);
    name.Trim().Trim(false);
    if (name.empty() || std::string(name.utf8_str()) == u->name)
        return;
    Unit changed = *u;
    changed.name = std::string(name.utf8_str());
    m_ctx->document().execute(edit::editUnit(std::move(changed), "Rename Unit"));
}

void OobPanel::moveTo(const std::string& id) {
    const Scenario& s = m_ctx->scenario();
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(id, &oob);
    if (!u)
        return;
    std::unordered_set<std::string> subtree{id};
    for (const Unit& x : oob->units())
        if (subtree.count(x.parent))
            subtree.insert(x.id);
    std::vector<std::string> ids;
    wxArrayString labels;
    std::unordered_map<std::string, int> depth;
    for (const Unit& x : oob->units()) {
        depth[x.id] = x.parent.empty() ? 0 : depth[x.parent] + 1;
        if (subtree.count(x.id) || x.id == u->parent || !mayHold(x, *u))
            continue;
        ids.push_back(x.id);
        labels.Add(wxString(' ', 4 * depth[x.id]) + wx(x.name) + " (" +
                   wx(std::string(toString(x.echelon))) + ")");
    }
    if (ids.empty()) {
        wxMessageBox(wx("There is no other unit that " + u->name + " may be part of."), "Move To",
                     wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxSingleChoiceDialog dlg(this, wx("Move " + u->name + " under:"), "Move To", labels);
    if (dlg.ShowModal() != wxID_OK)
        return;
    const std::string parent = ids[static_cast<std::size_t>(dlg.GetSelection())];
    if (!m_ctx->document().execute(edit::moveUnit(id, parent)))
        wxMessageBox("The unit cannot be moved there.", "Move To", wxOK | wxICON_WARNING, this);
}

void OobPanel::remove(const std::string& id) {
    const Scenario& s = m_ctx->scenario();
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(id, &oob);
    if (!u)
        return;
    std::unordered_set<std::string> subtree{id};
    int placed = s.findPlacement(id) ? 1 : 0;
    for (const Unit& x : oob->units())
        if (subtree.count(x.parent)) {
            subtree.insert(x.id);
            placed += s.findPlacement(x.id) ? 1 : 0;
        }
    if (subtree.size() > 1 || placed > 0) {
        wxString q = wx("Delete " + u->name);
        if (subtree.size() > 1)
            q += wxString::Format(" and the %zu units under it", subtree.size() - 1);
        if (placed > 0)
            q += wxString::Format(" (%d on the map)", placed);
        if (wxMessageBox(q + "?", "Delete Unit", wxYES_NO | wxICON_QUESTION, this) != wxYES)
            return;
    }
    m_ctx->document().execute(edit::deleteUnit(id));
}

} // namespace marengo::editor
