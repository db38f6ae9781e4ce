#pragma once
// A melee declared on the set-up: who assaults, who defends, the pre-melee morale check odds and
// who makes that check (Friedland et Danzig 1809, Premier Rules (2014), p.29, Assault a' Melee).
#include "engine/map/map.hpp"
#include "engine/rules/combat.hpp"
#include "engine/scenario/scenario.hpp"

#include <span>
#include <string>
#include <vector>

namespace marengo::rules {

/// One unit of a declared melee.
struct MeleeParty {
    const Unit* unit = nullptr;
    const Placement* placement = nullptr;
    int increments = 0; ///< on the map (the placement's, else the counter's)
    int counted = 0;    ///< increments counted for the pre-melee odds (preMeleeIncrements)
    /// An attacker only: the target hex lies across one of its front hexsides. One that does not
    /// takes no part (counted 0, no morale check).
    bool assaults = true;
    bool checksMorale = true; ///< makes a pre-melee morale check
    std::string why;          ///< why it takes no part or makes no check; empty when it does
};

/// The pre-melee verdict on a melee declared from `from` on `target`.
struct DeclaredMelee {
    bool legal = true;
    std::vector<std::string> reasons;  ///< why not, each citing the rule
    std::vector<MeleeParty> attackers; ///< combat units in the hexes `from`, in set-up order
    std::vector<MeleeParty> defenders; ///< enemy combat units in `target`, in set-up order
    PreMeleeOdds odds;                 ///< counted increments of each side
};

/// The melee that the combat units of the set-up standing in `from` (one side's, leaders left out)
/// declare on the enemy combat units in `target`. An attacker takes part only when `target` lies
/// across one of its front hexsides (an attacker starts a melee only through its front) and it is
/// not in carré (infantry in carré may not assault, Berlin 1813, Premier Rules (July 2021), p.17);
/// against an enemy carré, cavalry assaults only from within the carré's hex (`from` then names
/// the target hex itself, whose units of the other side attack) and other arms only from an
/// adjacent hex (the same page);
/// the odds count an attacking line's top melee.line-odds-increments a hex and every other
/// increment of both sides (preMeleeIncrements). Exempt from the pre-melee morale check: cavalry, a
/// defender in general order, and infantry on a side that has cavalry in the melee (infantry
/// fighting together with cavalry makes no such check; melee.infantry-against-cavalry-exempt also
/// frees infantry fighting against it). The defender checks first, then, if it passes, the
/// attacker. Illegal when `from` holds no combat unit, holds two sides, or none of them may
/// assault; when `target` holds no enemy combat unit, or is one of `from` without a carré in it.
DeclaredMelee declaredMelee(const Scenario& s, std::span<const HexId> from, HexId target);

/// The hexes from which the enemy of the units in `target` could declare a melee on it, for a
/// calculator's default: `target` itself when it also holds an enemy combat unit (cavalry in a
/// carré's hex), then each neighbour holding one, in hexside order. The defending side is that of
/// the first combat unit in `target`; empty when it holds none. declaredMelee() judges the rest.
std::vector<HexId> meleeAttackerHexes(const Scenario& s, HexId target);

} // namespace marengo::rules
