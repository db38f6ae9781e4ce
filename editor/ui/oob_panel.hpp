#pragma once
// The order-of-battle pane: every OOB as a tree (side > army > corps > division > brigade >
// regiment > battalion, with batteries and leaders where they belong). Counters on the map show
// their hex; counters not placed are grey and italic, "(not placed)"; formations count their
// counters on the map. Selecting a unit selects it on the map, double-click centres on it;
// dragging a unit onto the map places it, dragging a brigade deploys it. The context menu adds,
// renames, moves and deletes units (all commands, so all undoable). Follows the document and
// keeps the expansion state. The tree is filled lazily: a branch's items are made when it is
// first expanded (or when a unit under it is selected), so a huge OOB opens at once.
#include <wx/panel.h>
#include <wx/treectrl.h>

#include <string>
#include <unordered_map>
#include <vector>

namespace marengo::editor {

class EditorContext;

class OobPanel final : public wxPanel {
public:
    OobPanel(wxWindow* parent, EditorContext& ctx);

    wxTreeCtrl& tree() { return *m_tree; }
    /// Tree item of a unit (invalid when none, or not made yet: see reveal).
    wxTreeItemId itemOf(const std::string& unitId) const;
    /// Tree item of a unit, making the items of the branches on its way (invalid when none).
    wxTreeItemId reveal(const std::string& unitId);
    /// Unit id of an item ("" for side items).
    std::string unitOf(wxTreeItemId item) const;
    /// Rebuilds the tree now (normally done when idle after the document changed).
    void rebuild();
    /// Updates labels and marks from the document without rebuilding.
    void updateLabels();

private:
    struct Labels; ///< what labels are made from, gathered once per refresh
    void onIdle(wxIdleEvent& e);
    void onExpanding(wxTreeEvent& e);
    void onSelChanged(wxTreeEvent& e);
    void onActivated(wxTreeEvent& e);
    void onBeginDrag(wxTreeEvent& e);
    void onMenu(wxTreeEvent& e);
    void syncSelection();
    /// Makes the children's items of a branch (once).
    void fill(wxTreeItemId item, const Labels& labels);
    /// Fills and expands a branch when it should be open, then its children likewise.
    void expandAsKept(wxTreeItemId item, const Labels& labels);
    void label(wxTreeItemId item, const Labels& labels);
    /// Context menu actions.
    void addChild(const std::string& parentId, int side);
    void rename(const std::string& id);
    void moveTo(const std::string& id);
    void remove(const std::string& id);

    EditorContext* m_ctx;
    wxTreeCtrl* m_tree;
    std::unordered_map<std::string, wxTreeItemId> m_items;  ///< the items made so far, by key
    std::unordered_map<std::string, std::string> m_parents; ///< item key of each unit's parent
    std::vector<std::string> m_seen; ///< the selected units when last synchronised
    /// Keys of branches expanded (true) or collapsed (false) so far; the others are open in a
    /// small OOB and down to the corps in a big one.
    std::unordered_map<std::string, bool> m_expanded;
    bool m_big = false;
    bool m_structureDirty = true;
    bool m_labelsDirty = false;
    bool m_syncing = false;
    bool m_built = false;
};

/// Lets the map canvas accept units dragged from the OOB tree (text "marengo-unit:<id>").
void installUnitDropTarget(EditorContext& ctx);
/// What the canvas does with text dropped at window point `at`: a unit dragged from the tree
/// ("marengo-unit:ID") is placed or deployed there; false (and nothing changed) for other text
/// or a refused drop, whose reason goes to the status bar.
bool dropUnitText(EditorContext& ctx, wxPoint at, const wxString& text);

} // namespace marengo::editor
