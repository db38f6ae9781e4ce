#pragma once
// Units > Deploy Brigade without the window: the formations offered, the one preselected, and
// the order the filled-in form gives (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/edit/deploy.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// A formation the dialog offers.
struct FormationChoice {
    std::string id;
    std::string label; ///< "French: 1st Brigade (brigade, 4 counters)"
};

/// Divisions, brigades and regiments with at least two counters to place, in OOB order.
std::vector<FormationChoice> deployableFormations(const Scenario& s);
/// Index in `choices` of the brigade or division holding `unitId` (else the nearest formation
/// above it that is offered, else 0).
int preselectedFormation(const Scenario& s, const std::vector<FormationChoice>& choices,
                         const std::string& unitId);
/// The facings a layout takes: hexsides for a column, vertices for lines.
FacingKind deployFacingKind(edit::DeployLayout layout);

/// What the form asks for.
struct DeployOrder {
    std::string formation;
    edit::DeployLayout layout = edit::DeployLayout::Line;
    Facing facing;
    bool atSelectedHex = false; ///< else the anchor is clicked on the map
};

/// The order, or why there is none (no formation chosen: the scenario has none to deploy).
Checked<DeployOrder> checkDeployOrder(const DeployOrder& order);

} // namespace marengo::editor
