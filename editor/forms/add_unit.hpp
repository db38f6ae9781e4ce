#pragma once
// The OOB tree's Add Unit without the window: which echelons and arms a new unit may have, and
// the unit a filled-in form describes (GUI-free, tested without a display).
#include "editor/forms/checked.hpp"
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// Whether `parent` may hold `u` (the engine's nesting rule, checked again by the command).
bool mayHold(const Unit& parent, const Unit& u);
/// Echelons a new unit under `parent` may have, in echelon order (an army when there is none).
std::vector<Echelon> echelonsUnder(const Unit* parent);
/// Arm choices for a new unit of echelon `e` ("infantry", "cavalry"...); the first is the default.
std::vector<std::string> armChoices(Echelon e);

/// The Add Unit form as filled in.
struct UnitDraft {
    Echelon echelon = Echelon::Army;
    std::string arm;    ///< one of armChoices(echelon)
    std::string name;   ///< trimmed
    std::string id;     ///< trimmed; made from the name when empty
    std::string parent; ///< empty for an army
};

/// The unit the form describes (an id made unique from the name when none is given, printed
/// increments for a new battalion or battery), or the first reason it cannot be added: no name,
/// an id taken in `s`, or values the engine refuses.
Checked<Unit> newUnit(const Scenario& s, const UnitDraft& d);

} // namespace marengo::editor
