#pragma once
// Units > Deploy Brigade: which formation, in which layout, facing where, anchored where (at the
// hex last clicked, or clicked on the map next). The choices and the check are GUI-free
// (editor/forms/deploy_order.hpp).
#include "editor/forms/deploy_order.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <vector>

class wxChoice;
class wxRadioBox;

namespace marengo::editor {

class DeployDialog final : public wxDialog {
public:
    /// Preselects the formation of the first selected unit; offers the selection's hex.
    DeployDialog(wxWindow* parent, EditorContext& ctx);

    /// The deployment as the controls show it, or why there is none.
    Checked<DeployOrder> checked() const;

private:
    FacingKind facingKind() const;
    /// Facing names for the layout (vertices for lines, hexsides for a column); the direction
    /// index is kept, or set to the side's default.
    void fillFacings(bool sideDefault);
    std::string formation() const;

    const Scenario& m_s;
    std::vector<FormationChoice> m_choices;
    wxChoice* m_formation;
    wxRadioBox* m_layout;
    wxChoice* m_facing;
    wxRadioBox* m_anchor;
};

} // namespace marengo::editor
