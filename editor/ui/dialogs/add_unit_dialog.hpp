#pragma once
// The OOB tree's Add Unit (or Add Army): echelon, arm, name, id. The choices and the unit the
// form makes are GUI-free (editor/forms/add_unit.hpp).
#include "editor/forms/add_unit.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <string>
#include <vector>

class wxChoice;
class wxTextCtrl;

namespace marengo::editor {

class AddUnitDialog final : public wxDialog {
public:
    /// A unit under `parentId`, or an army when it is empty.
    AddUnitDialog(wxWindow* parent, EditorContext& ctx, std::string parentId);

    /// The unit to add (id made unique from the name when not given), or why it cannot be.
    Checked<Unit> checked() const;

private:
    void fillArms();

    const Scenario& m_s;
    std::string m_parent;
    std::vector<Echelon> m_echelons;
    wxChoice* m_echelon;
    wxChoice* m_arm;
    wxTextCtrl* m_name;
    wxTextCtrl* m_id;
};

} // namespace marengo::editor
