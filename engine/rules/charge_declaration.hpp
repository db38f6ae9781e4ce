#pragma once
// Target declarations during a cavalry charge (Friedland et Danzig 1809, Premier Rules, p.35;
// Berlin 1813, Premier Rules (July 2021), p.38): whenever the charging cavalry is within
// charge.declaration-range hexes of an enemy formation it can see, it must say whether that
// formation is the target. A formation declared not to be the target may not be attacked by
// that cavalry for the rest of the player turn. With charge.declaration-straight=1 (2021) the
// declared target must lie in a straight line ahead for those last hexes. Also: whether the
// charged infantry may attempt carré at a given moment of the charge, from the map.
#include "engine/rules/carre_values.hpp"
#include "engine/rules/charge.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/los.hpp"
#include "engine/scenario/scenario.hpp"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace marengo::rules {

/// One declaration a charge forces: an enemy unit seen within range, target or passed.
struct ChargeDeclaration {
    std::size_t step = 0; ///< 0: at the start hex; k: on entering the k-th hex of the path
    HexId from = kNoHex;  ///< the charger's hex when it declares
    std::string unit;     ///< the enemy unit's id
    HexId hex = kNoHex;   ///< where that unit stands (the hex that came within range)
    int distance = 0;     ///< hexes between the charger and the unit
    bool target = false;  ///< the unit stands in the charge's target hex
};

/// The declarations of a charge, in the order they are made, and whether they are legal.
struct ChargeDeclarations {
    std::vector<ChargeDeclaration> declarations;
    bool legal = true;
    std::vector<std::string> reasons; ///< why not, each citing the rule
};

/// Walks a charge (the start placement, then each hex of `path`) and lists every enemy combat
/// formation of the set-up (infantry, cavalry, artillery: leaders are not formations) that comes
/// within charge.declaration-range hexes with line of sight (LOS as lineOfSight with the profile's
/// options; a unit in a two-hex line counts from either hex), each unit once, at the first hex
/// where it does. Units in `target` (kNoHex: no target) are declared the target, unless listed in
/// `notTarget` (the player declared them not the target). With charge.declaration-straight=1 the
/// target, when declared, must lie straight ahead along the direction of travel (at the start: a
/// front hexside), and the path must go on along that line.
ChargeDeclarations chargeDeclarations(const Scenario& s, const Unit& charger,
                                      const Placement& start, std::span<const HexId> path,
                                      HexId target, std::span<const std::string> notTarget = {});

/// The charge among the set-up's units. Illegal when: a hex of the path before the target holds
/// an enemy combat unit (Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a Cheval);
/// a hex passed holds friendly units cavalry may not move through (only friendly cavalry,
/// skirmishers, carrés and limbered artillery: La Bataille pour la Prusse 1806, Premier Rules
/// (Aug 2017), p.126 and p.130; Berlin 1813, Premier Rules (July 2021), p.136), or
/// the charger would break the terrain's cavalry stacking limits there (stacking applies during
/// charges); the last hex holds friendly infantry or unlimbered artillery (cavalry may not end
/// with them); a hex before the last lies in the zone of influence of enemy cavalry (horse must
/// stop on entering it: Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence);
/// the target hex holds no enemy combat formation; a unit in the target hex is one of
/// `notTarget`, the units the charge declared not the target (Friedland et Danzig 1809, Premier
/// Rules (2014), p.35, Charge a Cheval: it may not attack a unit it passed). Leaders never
/// count. mpUsed and mpAvailable are left 0: validateChargePath counts them.
ChargePathResult chargeAmongUnits(const Scenario& s, const Unit& charger, const Placement& start,
                                  std::span<const HexId> path, HexId target,
                                  std::span<const std::string> notTarget = {});

/// Every verdict on a charge, as `marengo charge` gives it.
struct ChargeVerdict {
    ChargePathResult path;       ///< validateChargePath, then chargeAmongUnits's reasons
    ChargeDeclarations declared; ///< chargeDeclarations
};

/// validateChargePath on the map, chargeAmongUnits and chargeDeclarations on the set-up,
/// merged: illegal when any of them is; the charge bonus only on a legal charge.
ChargeVerdict checkCharge(const Scenario& s, const Unit& charger, const Placement& start,
                          std::span<const HexId> path, std::optional<ChargeFormationChange> change,
                          HexId target, std::span<const std::string> notTarget = {});

/// May infantry standing as `infantry` attempt carré against charging cavalry in `cavalry`
/// (Berlin 1813, Premier Rules (July 2021), p.38, Charge a Cheval; legality case 23)? The distance
/// is counted from the nearer of its hexes; the line of sight (lineOfSight with `los`) must be
/// clear and leave one of its hexes through a front hexside (exteriorArcs). A sight line that
/// leaves along a hexside, through a vertex, counts when either side there is front. The answer is
/// carreAttemptAllowed()'s with that distance and sight, in the window of `who`.
Verdict carreAttemptFromMap(const Map& map, const RulesProfile& profile, const Placement& infantry,
                            ArmClass arm, HexId cavalry, bool alreadyAttempted,
                            const LosOptions& los = {},
                            CarreAttempter who = CarreAttempter::Elected);

/// carreAttemptFromMap for the set-up infantry unit `unitId` against cavalry in `cavalry`, which
/// must also be able to form carré where it stands at all: carreValues()'s mayForm there (clear
/// terrain, carre.min-increments to carre.max-increments or one regiment, no skirmishers;
/// Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré). Its reasons come first.
Verdict carreAttemptOnSetUp(const Scenario& s, const std::string& unitId, HexId cavalry,
                            bool alreadyAttempted, CarreAttempter who = CarreAttempter::Elected);

} // namespace marengo::rules
