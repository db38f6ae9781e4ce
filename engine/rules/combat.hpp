#pragma once
// Combat values: pre-melee odds (Friedland et Danzig 1809, Premier Rules (2014), p.29, Assault a'
// Melee), carré fire, melee against a carré and carré morale (Berlin 1813, Premier Rules (July
// 2021), p.17, Forming Carré).
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario.hpp"

#include <optional>
#include <span>

namespace marengo::rules {

/// Which side of a melee a unit is on.
enum class MeleeRole { Attacker, Defender };

/// Increments a unit counts for the pre-melee morale check odds (Friedland et Danzig 1809,
/// Premier Rules (2014), p.29, Assault a' Melee): a defender all of them whatever its formation
/// ("regardless of formation, all increments in hex total ... when defending"); an attacker in line
/// its top melee.line-odds-increments (4) per hex occupied (a two-hex line that many in each hex,
/// assumed), an attacker in any other formation all of them. Negative input counts 0.
int preMeleeIncrements(Formation f, int increments, MeleeRole role, const RulesProfile& profile,
                       int hexesOccupied = 1);

/// One unit taking part in a melee, as the odds see it.
struct OddsParty {
    Formation formation = Formation::Column;
    int increments = 0;
    int hexes = 1; ///< hexes the unit occupies (2 for a two-hex line)
};

/// Pre-melee odds: counted increments of each side (Friedland et Danzig 1809, Premier Rules, p.29:
/// "total the number of defending increments, and compare this to the number of assaulting
/// increments").
struct PreMeleeOdds {
    int attacker = 0;
    int defender = 0;
    /// Attacking increments per defending increment (infinity when no defender counts).
    double attackerPerDefender() const;
    /// Defending increments per attacking increment (infinity when no attacker counts).
    double defenderPerAttacker() const;
};

/// Sums preMeleeIncrements() over each side, the attackers as attackers, the defenders as
/// defenders.
PreMeleeOdds preMeleeOdds(std::span<const OddsParty> attackers,
                          std::span<const OddsParty> defenders, const RulesProfile& profile);

/// Fire value of a carré (Berlin 1813, Premier Rules (July 2021), p.17): floor(increments /
/// carre.fire-divisor) x fire multiple (rounding down assumed); with enemy cavalry in the carré's
/// hex, increments x multiple.
int carreFireValue(int increments, int fireMultiple, bool enemyCavalryInHex,
                   const RulesProfile& profile);

/// Melee strength of a unit assaulting a carré (Berlin 1813, Premier Rules (July 2021), p.17):
/// infantry x carre.infantry-assault-multiplier (1.5), cavalry / carre.cavalry-assault-divisor (3)
/// plus its lance bonus unreduced (Prusse p.143); other arms unchanged. Not rounded: melee values
/// are totalled before odds are formed (assumed).
double meleeAgainstCarre(double melee, Arm attackerArm, const RulesProfile& profile,
                         int lanceBonus = 0);

/// Morale value of a unit in carré: printed morale + carre.morale-modifier (-6, Berlin 1813,
/// Premier Rules (July 2021), p.17) in d66 arithmetic, clamped to 11..66. nullopt when the morale
/// is not a d66.
std::optional<int> carreMoraleValue(int morale, const RulesProfile& profile);

} // namespace marengo::rules
