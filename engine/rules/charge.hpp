#pragma once
// Cavalry charge à cheval (rules 37/38): the stand-check modifier total of charged infantry, the
// legality of a charge path (Friedland et Danzig 1809, Premier Rules, p.35; Berlin 1813, Premier
// Rules (July 2021), p.38) and the carré attempt window (Berlin 1813, Premier Rules (July 2021),
// p.38 and p.153).
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario.hpp"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::rules {

/// What a charged infantry unit faces when it stands (Cavalry Charge Morale Modifiers of
/// each title's special rules). Apply the modifiers only to a charge that earns its bonus
/// (Friedland et Danzig 1809, Premier Rules, p.35; Berlin 1813, Premier Rules (July 2021), p.38:
/// without the straight line there are no "detriments to the declared infantry target").
struct ChargeSituation {
    bool flank = false; ///< charged through a flank hexside
    bool rear = false;  ///< charged through a rear hexside
    Formation targetFormation = Formation::Column;
    UnitState targetState = UnitState::Good;
    bool acrossStream = false;    ///< the charge crosses a stream hexside into the target
    bool acrossSlope = false;     ///< the charge crosses a slope hexside into the target (Wagram)
    bool chargerIsLancer = false; ///< the charger has a lance bonus
    bool chargerIsHeavy = false;  ///< the charger is heavy cavalry
    bool losses50 = false;        ///< the target has lost half its increments or more
    int moraleLevel = 0;          ///< the target's corps morale level, 0..3
};

/// Who the charged unit is, for the side / nationality / class selectors of modifier rows.
struct ChargeTarget {
    std::string side;
    std::string nationality;
    std::string unitClass;
};

/// The target description of a unit: nationality inherited through its OOB, class inherited
/// from its regiment (OrderOfBattle::nationalityOf, classOf).
ChargeTarget chargeTargetOf(const OrderOfBattle& oob, const Unit& u);

/// Condition names a ChargeModifier row may use, in a stable order: flank, rear, skirmish,
/// in-line, carre, road-march, disordered, routed, across-stream, across-slope, lancers,
/// heavy-cavalry, losses-50, morale-level-1, morale-level-2, morale-level-3.
const std::vector<std::string_view>& knownChargeConditions();
bool isKnownChargeCondition(std::string_view name);
/// A condition in words for printed tables ("the infantry is in line"); the name itself when
/// it is unknown.
std::string_view chargeConditionWords(std::string_view name);

/// True when a named condition holds in a situation; unknown names never hold.
bool chargeConditionHolds(std::string_view condition, const ChargeSituation& s);

/// True when a row's selectors all match the target; an empty selector matches anything.
/// Comparison is exact (case-sensitive).
bool selectorsMatch(const ChargeModifier& row, const ChargeTarget& t);

/// Rows whose condition holds and whose selectors match: the profile's rows, then the
/// scenario's (the scenario's rows add to the profile's, docs/formats.md).
std::vector<const ChargeModifier*>
applicableChargeModifiers(const ChargeSituation& s, const ChargeTarget& t,
                          std::span<const ChargeModifier> profileRows,
                          std::span<const ChargeModifier> scenarioRows);

/// Sum of applicableChargeModifiers() values: the modifier to the infantry's d66 stand-check
/// roll (Friedland et Danzig 1809, Premier Rules, p.35: "see the Cavalry Charge Morale Modifiers");
/// add it with addD66().
int chargeMoraleModifierTotal(const ChargeSituation& s, const ChargeTarget& t,
                              std::span<const ChargeModifier> profileRows,
                              std::span<const ChargeModifier> scenarioRows);

/// A formation change made during a charge.
struct ChargeFormationChange {
    std::size_t pathIndex = 0; ///< index in the path of the hex where the change is made
    Formation formation = Formation::Line;
    Facing facing; ///< facing after the change; must fit the new formation
};

/// Verdict on a charge path. Reasons are sentences citing the rule; a legal charge without its
/// bonus also says why it lost the bonus.
struct ChargePathResult {
    bool legal = true;
    bool earnsBonus = false;
    double mpUsed = 0;
    double mpAvailable = 0; ///< printed movement + charge.bonus-mp
    std::vector<std::string> reasons;
};

/// Checks a charge: `path` lists the hexes entered in order (not the start hex); `target` is the
/// charged unit's hex, or kNoHex to check the movement only. The path of a two-hex line is that
/// of its first hex. Rules: only cavalry charges; the first hex is the one directly ahead (a
/// line: either front hex); consecutive hexes adjacent; entering a hex across any but the
/// front-centre hexside (a line: its two front hexsides) turns the unit, charge.facing-cost MP
/// per hexside, at most charge.light/heavy-max-hexsides-per-hex per hex; a formation change
/// only in the second hex (cavalry.formation-change-mp); no general-order terrain, no terrain
/// whose chargeAllowed is false (path and target), no prohibited terrain, no unbridged river;
/// MP: terrain cavalryMp (1 without a row) + hexside costs (cavalry.slope-mp, stream-mp,
/// ford-mp, wall-mp, hedge-mp) within movement + charge.bonus-mp; the charge ends adjacent to the
/// target, turning if needed to bring it into a front hexside. Bonus: the last
/// charge.straight-hexes hexes were all entered across the same hexside direction and the target
/// lies across that same side of the last hex; otherwise the charge stays legal without bonus
/// (Friedland et Danzig 1809, Premier Rules, p.35; Berlin 1813, Premier Rules (July 2021), p.38).
ChargePathResult validateChargePath(const Map& map, const RulesProfile& profile,
                                    const Unit& charger, const Placement& start,
                                    std::span<const HexId> path,
                                    std::optional<ChargeFormationChange> change, HexId target);

/// A yes/no answer with the reasons for a no.
struct Verdict {
    bool allowed = true;
    std::vector<std::string> reasons;
};

/// Who attempts carré, which sets the window (Berlin 1813, Premier Rules (July 2021), p.38, Charge
/// a Cheval): any infantry electing it as charging cavalry comes near (carre.attempt-range), or
/// the infantry declared the target of the charge, under its option 2
/// (carre.target-attempt-range).
enum class CarreAttempter { Elected, DeclaredTarget };

/// May infantry attempt carré against a charge (Berlin 1813, Premier Rules (July 2021), p.38;
/// Bautzen p.167)? Only with the charging cavalry within the window of `who` (hexes), with line
/// of sight through its front hexsides, and once per charge sequence.
Verdict carreAttemptAllowed(int distance, bool hasLosThroughFront, bool alreadyAttempted,
                            const RulesProfile& profile,
                            CarreAttempter who = CarreAttempter::Elected);

} // namespace marengo::rules
