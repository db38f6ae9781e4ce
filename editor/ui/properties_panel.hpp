#pragma once
// The properties pane: the printed counter values of the selected unit (name, class, nationality,
// increments, morale as d66, fire, melee, movement, lance, skirmish, source and page...) and its
// placement (hex, second hex, formation among those allowed there, facing, current increments,
// state). Edits become editUnit / updatePlacement commands; invalid input is refused with a
// message under the grid. With nothing selected it shows the hex of the last click, read-only.
#include "engine/map/map.hpp"

#include <wx/panel.h>

#include <string>
#include <vector>

class wxPropertyGrid;
class wxPropertyGridEvent;
class wxStaticText;
class wxVariant;

namespace marengo {
struct Unit;
struct Placement;
} // namespace marengo

namespace marengo::editor {

class EditorContext;

class PropertiesPanel final : public wxPanel {
public:
    PropertiesPanel(wxWindow* parent, EditorContext& ctx);

    /// Rebuilds from the context's selection and the document now (normally done when idle).
    void refresh();
    /// The unit shown, or empty.
    const std::string& shownUnit() const { return m_unit; }
    /// The message of the last refused edit (empty after a good one).
    wxString message() const;
    wxPropertyGrid& grid() { return *m_grid; }

private:
    void onIdle(wxIdleEvent& e);
    void onChanging(wxPropertyGridEvent& e);
    void onChanged(wxPropertyGridEvent& e);
    void build();
    void buildUnit(const Unit& u);
    void buildPlacement(const Unit& u, const Placement& p);
    void buildHex();
    void refuse(wxPropertyGridEvent& e, const std::string& why);
    void setMessage(const wxString& text);
    /// Applies an accepted edit of a counter value; returns why not, or empty.
    std::string applyUnitEdit(const std::string& prop, const wxVariant& value, bool dryRun);
    /// Applies an accepted edit of the placement; returns why not, or empty.
    std::string applyPlacementEdit(const std::string& prop, const wxVariant& value, bool dryRun);

    EditorContext* m_ctx;
    wxStaticText* m_title;
    wxPropertyGrid* m_grid;
    wxStaticText* m_message;
    std::string m_unit;   ///< unit shown
    HexId m_hex = kNoHex; ///< hex shown when no unit is (the hex the unit tool clicked last)
    std::vector<std::string> m_seen; ///< the selected units when last built
    bool m_dirty = true;
};

} // namespace marengo::editor
