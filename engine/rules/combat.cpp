#include "engine/rules/combat.hpp"

#include "engine/rules/d66.hpp"

#include <algorithm>
#include <limits>

namespace marengo::rules {

int preMeleeIncrements(Formation f, int increments, MeleeRole role, const RulesProfile& profile,
                       int hexesOccupied) {
    int n = std::max(increments, 0);
    if (role == MeleeRole::Defender || f != Formation::Line)
        return n;
    return std::min(n, profile.get(params::meleeLineOddsIncrements) * std::max(hexesOccupied, 1));
}

double PreMeleeOdds::attackerPerDefender() const {
    return defender > 0 ? static_cast<double>(attacker) / defender
                        : std::numeric_limits<double>::infinity();
}

double PreMeleeOdds::defenderPerAttacker() const {
    return attacker > 0 ? static_cast<double>(defender) / attacker
                        : std::numeric_limits<double>::infinity();
}

PreMeleeOdds preMeleeOdds(std::span<const OddsParty> attackers,
                          std::span<const OddsParty> defenders, const RulesProfile& profile) {
    PreMeleeOdds odds;
    for (const OddsParty& p : attackers)
        odds.attacker +=
            preMeleeIncrements(p.formation, p.increments, MeleeRole::Attacker, profile, p.hexes);
    for (const OddsParty& p : defenders)
        odds.defender +=
            preMeleeIncrements(p.formation, p.increments, MeleeRole::Defender, profile, p.hexes);
    return odds;
}

int carreFireValue(int increments, int fireMultiple, bool enemyCavalryInHex,
                   const RulesProfile& profile) {
    int n = std::max(increments, 0);
    if (enemyCavalryInHex)
        return n * fireMultiple;
    const int divisor = profile.get(params::carreFireDivisor);
    return n / divisor * fireMultiple;
}

double meleeAgainstCarre(double melee, Arm attackerArm, const RulesProfile& profile,
                         int lanceBonus) {
    switch (attackerArm) {
    case Arm::Infantry:
        return melee * profile.get(params::carreInfantryAssaultMultiplier);
    case Arm::Cavalry:
        return melee / profile.get(params::carreCavalryAssaultDivisor) + lanceBonus;
    default:
        return melee;
    }
}

std::optional<int> carreMoraleValue(int morale, const RulesProfile& profile) {
    return addD66(morale, profile.get(params::carreMoraleModifier));
}

} // namespace marengo::rules
