#pragma once
// The values of the infantry in carré in one hex, or of the carré it would form (Berlin 1813,
// Premier Rules (July 2021), p.17, Forming Carré): whether it may form one there, its fire value,
// the melee of the enemy around it against it, and its morale in carré, each with its citation.
// The numbers come from the rules profile through combat.hpp and formations.hpp.
#include "engine/map/map.hpp"
#include "engine/rules/charge.hpp"
#include "engine/scenario/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::rules {

/// One infantry unit of the carré.
struct CarreMember {
    const Unit* unit = nullptr;
    const Placement* placement = nullptr;
    int increments = 0;               ///< its increments in the hex
    std::optional<int> moraleInCarre; ///< printed morale + carre.morale-modifier; none: no d66
};

/// An enemy combat unit that could melee the carré from where it stands.
struct CarreAssailant {
    const Unit* unit = nullptr;
    const Placement* placement = nullptr;
    /// Cavalry resting in the carré's hex: it may melee the carré. Adjacent cavalry must first
    /// enter the hex and suffer defensive fire; adjacent infantry assaults from its hex.
    bool inHex = false;
    int melee = 0;           ///< printed melee value
    double againstCarre = 0; ///< meleeAgainstCarre() of it
};

/// What `marengo carre` prints for one hex.
struct CarreValues {
    bool inCarre = false; ///< the side's infantry in the hex stands in carré already
    /// May the infantry form carré here: clear terrain, carre.min-increments to
    /// carre.max-increments (or one regiment), no skirmishers. The reasons cite the rule.
    Verdict mayForm;
    std::vector<CarreMember> infantry; ///< the side's infantry in the hex, in set-up order
    std::string side;
    int increments = 0;      ///< the carré's increments (the infantry's, in the hex)
    int fireMultiple = 1;    ///< as asked
    int fire = 0;            ///< carreFireValue() without enemy cavalry in the hex
    int fireWithCavalry = 0; ///< carreFireValue() with enemy cavalry in the hex
    bool enemyCavalryInHex = false;
    int moraleModifier = 0; ///< carre.morale-modifier
    /// Enemy cavalry in or next to the hex, enemy infantry next to it with the hex across a
    /// front hexside and not in carré itself (infantry in carré may not assault).
    std::vector<CarreAssailant> assailants;
    /// Where each value comes from: the rule, then each profile key with its value and the
    /// source the profile gives it.
    std::string fireSource, meleeSource, moraleSource, formSource;
};

/// The carré values of the infantry standing in `hex` on the set-up (the side of the first
/// infantry unit there), with a fire multiple of `fireMultiple` (the Fire Effects chart's for
/// the unit's nationality and class, which the order of battle does not carry). nullopt when no
/// infantry stands in `hex`.
std::optional<CarreValues> carreValues(const Scenario& s, HexId hex, int fireMultiple = 1);

} // namespace marengo::rules
