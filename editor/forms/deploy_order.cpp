#include "editor/forms/deploy_order.hpp"

#include <algorithm>

namespace marengo::editor {

std::vector<FormationChoice> deployableFormations(const Scenario& s) {
    std::vector<FormationChoice> out;
    for (const OrderOfBattle& o : s.oobs) {
        for (const Unit& u : o.units()) {
            if (u.echelon != Echelon::Division && u.echelon != Echelon::Brigade &&
                u.echelon != Echelon::Regiment)
                continue;
            std::size_t n = edit::placeableUnder(s, u.id).size();
            if (n < 2)
                continue;
            out.push_back({u.id, o.side + ": " + u.name + " (" + std::string(toString(u.echelon)) +
                                     ", " + std::to_string(n) + " counters)"});
        }
    }
    return out;
}

int preselectedFormation(const Scenario& s, const std::vector<FormationChoice>& choices,
                         const std::string& unitId) {
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(unitId, &oob);
    int fallback = -1;
    for (int guard = 0; u && guard < 64; ++guard) {
        auto it = std::find_if(choices.begin(), choices.end(),
                               [&](const FormationChoice& c) { return c.id == u->id; });
        if (it != choices.end()) {
            if (u->echelon == Echelon::Brigade || u->echelon == Echelon::Division)
                return static_cast<int>(it - choices.begin());
            if (fallback == -1)
                fallback = static_cast<int>(it - choices.begin());
        }
        u = u->parent.empty() ? nullptr : oob->find(u->parent);
    }
    return fallback == -1 ? 0 : fallback;
}

FacingKind deployFacingKind(edit::DeployLayout layout) {
    return layout == edit::DeployLayout::Column ? FacingKind::Hexside : FacingKind::Vertex;
}

Checked<DeployOrder> checkDeployOrder(const DeployOrder& order) {
    Checked<DeployOrder> out;
    if (order.formation.empty())
        out.errors.push_back("no formation with two or more counters to place");
    else
        out.value = order;
    return out;
}

} // namespace marengo::editor
