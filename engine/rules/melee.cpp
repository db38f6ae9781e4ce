// A melee declared on the set-up: see declaredMelee in melee.hpp.
//
// assumption: the exemption of infantry fighting with cavalry, in attack or defence (Friedland et
//   Danzig 1809, Premier Rules (2014), p.29), means infantry whose side has cavalry among the units
//   of this melee; the rule book at hand says no more. It could also mean infantry meleeing against
//   cavalry: melee.infantry-against-cavalry-exempt = 1 exempts that infantry too.
// assumption: artillery makes the check like infantry: the page names only general order and
//   cavalry as exempt.
// assumption: a defender in a two-hex formation counts all its increments (a defender
//   totals every increment in the hex, whatever its formation), not only those in the hex
//   attacked, since a counter does not say how its increments are shared between its hexes.
// not checked: that cavalry in a carré's hex has suffered the carré's defensive fire (a
//   set-up does not record fire); the reason says it is required.
#include "engine/rules/melee.hpp"

#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <algorithm>

namespace marengo::rules {

namespace {

constexpr const char* kCitation = "Friedland et Danzig 1809, Premier Rules (2014), p.29, "
                                  "Assault a' Melee";
constexpr const char* kCarreCitation = "Berlin 1813, Premier Rules (July 2021), p.17, Forming "
                                       "Carré";

std::string nameOf(const Unit& u) {
    return (u.name.empty() ? u.id : u.name) + " (" + u.id + ")";
}

MeleeParty partyOf(const Occupant& o) {
    MeleeParty p;
    p.unit = o.unit;
    p.placement = o.placement;
    p.increments = o.placement->increments >= 0 ? o.placement->increments : o.unit->increments;
    return p;
}

/// What an attacker of `increments` counts in the odds: an attacking line counts its top
/// increments in each of its hexes (its split, or an even one), any other formation all of them.
int attackingIncrements(const Placement& p, int increments, const RulesProfile& profile) {
    auto counted = [&](HexId h) {
        return preMeleeIncrements(p.formation, incrementsIn(p, increments, h), MeleeRole::Attacker,
                                  profile, 1);
    };
    const bool two = p.second != kNoHex && p.second != p.hex;
    return counted(p.hex) + (two ? counted(p.second) : 0);
}

/// Adds the combat units standing in `h` to `out`, each once (a two-hex unit stands in two).
void collect(const ScenarioIndex& index, HexId h, std::vector<const Occupant*>& out) {
    for (const Occupant& o : index.at(h))
        if (o.combat && std::none_of(out.begin(), out.end(), [&](const Occupant* x) {
                return x->placement == o.placement;
            }))
            out.push_back(&o);
}

bool hasCavalry(const std::vector<MeleeParty>& side) {
    return std::any_of(side.begin(), side.end(), [](const MeleeParty& p) {
        return p.assaults && p.unit->arm == Arm::Cavalry;
    });
}

/// Exemptions from the pre-melee morale check of one side's units; `other` is the other side.
void exempt(std::vector<MeleeParty>& side, const std::vector<MeleeParty>& other, bool defending,
            const RulesProfile& profile) {
    const bool withCavalry = hasCavalry(side);
    const bool againstCavalry =
        profile.get(params::meleeInfantryAgainstCavalryExempt) && hasCavalry(other);
    for (MeleeParty& p : side) {
        if (!p.assaults)
            continue;
        if (p.unit->arm == Arm::Cavalry) {
            p.checksMorale = false;
            p.why = "cavalry makes no pre-melee morale check";
        } else if (defending && p.placement->formation == Formation::GeneralOrder) {
            p.checksMorale = false;
            p.why = "a unit defending in general order makes no pre-melee morale check";
        } else if (p.unit->arm == Arm::Infantry && withCavalry) {
            p.checksMorale = false;
            p.why = std::string("infantry ") + (defending ? "defending" : "attacking") +
                    " with cavalry makes no pre-melee morale check";
        } else if (p.unit->arm == Arm::Infantry && againstCavalry) {
            p.checksMorale = false;
            p.why = std::string("infantry ") + (defending ? "attacked by" : "attacking") +
                    " cavalry makes no pre-melee morale check "
                    "(melee.infantry-against-cavalry-exempt)";
        }
    }
}

} // namespace

DeclaredMelee declaredMelee(const Scenario& s, std::span<const HexId> from, HexId target) {
    DeclaredMelee m;
    const Map& map = s.map;
    auto illegal = [&m](std::string why) {
        m.legal = false;
        m.reasons.push_back(std::move(why) + " (" + kCitation + ")");
    };
    const ScenarioIndex index(s);
    std::vector<const Occupant*> inTarget;
    collect(index, target, inTarget);
    // A carré in the target hex: cavalry assaults it from within that hex, so the target may be
    // one of the attacking hexes, whose units of the other side attack.
    const auto carreAt = std::find_if(inTarget.begin(), inTarget.end(), [](const Occupant* o) {
        return o->placement->formation == Formation::Carre;
    });
    const Occupant* carre = carreAt == inTarget.end() ? nullptr : *carreAt;
    std::vector<const Occupant*> attackers;
    for (HexId h : from) {
        if (h != target) {
            collect(index, h, attackers);
            continue;
        }
        if (!carre) {
            illegal("the target hex " + map.label(target) + " is one of the attacking hexes");
            continue;
        }
        for (const Occupant* o : inTarget)
            if (o->oob->side != carre->oob->side &&
                std::none_of(attackers.begin(), attackers.end(),
                             [&](const Occupant* x) { return x->placement == o->placement; }))
                attackers.push_back(o);
    }
    if (attackers.empty()) {
        illegal("no combat unit stands in the attacking hexes");
        return m;
    }
    const std::string& side = attackers.front()->oob->side;
    for (const Occupant* o : attackers)
        if (o->oob->side != side) {
            illegal("the attacking hexes hold units of two sides: " + side + " and " +
                    o->oob->side);
            return m;
        }

    const bool onCarre = carre && carre->oob->side != side;
    for (const Occupant* o : attackers) {
        MeleeParty p = partyOf(*o);
        const std::vector<HexId> front =
            frontHexes(map, *o->placement, armClassOf(*o->unit, s.rules), s.rules);
        const bool inFront = std::find(front.begin(), front.end(), target) != front.end();
        const bool inCarreHex = o->placement->hex == target || o->placement->second == target;
        std::string whyNot;
        if (o->placement->formation == Formation::Carre)
            whyNot = std::string("infantry in carré may not assault (") + kCarreCitation + ")";
        else if (onCarre && o->unit->arm == Arm::Cavalry && !inCarreHex)
            whyNot = std::string("cavalry assaults a carré only from within its hex, after "
                                 "suffering its defensive fire (") +
                     kCarreCitation + ")";
        else if (onCarre && inCarreHex && o->unit->arm != Arm::Cavalry)
            whyNot = std::string("only cavalry enters a carré's hex; other arms assault it from "
                                 "an adjacent hex (") +
                     kCarreCitation + ")";
        else if (!inFront && !(onCarre && inCarreHex))
            whyNot = map.label(target) +
                     " is not across its front hexsides, and a unit may only initiate melee "
                     "through its front";
        if (whyNot.empty()) {
            p.counted = attackingIncrements(*o->placement, p.increments, s.rules);
            m.odds.attacker += p.counted;
        } else {
            p.assaults = false;
            p.checksMorale = false;
            p.why = "takes no part: " + whyNot;
        }
        m.attackers.push_back(std::move(p));
    }
    for (const Occupant* o : inTarget) {
        if (o->oob->side == side)
            continue;
        MeleeParty p = partyOf(*o);
        p.counted = preMeleeIncrements(o->placement->formation, p.increments, MeleeRole::Defender,
                                       s.rules, o->placement->second == kNoHex ? 1 : 2);
        m.odds.defender += p.counted;
        m.defenders.push_back(std::move(p));
    }

    const bool allInCarre = std::all_of(attackers.begin(), attackers.end(), [](const Occupant* o) {
        return o->placement->formation == Formation::Carre;
    });
    if (allInCarre) {
        m.legal = false;
        m.reasons.push_back("no attacking unit may assault: infantry in carré may not assault (" +
                            std::string(kCarreCitation) + ")");
    } else if (std::none_of(m.attackers.begin(), m.attackers.end(),
                            [](const MeleeParty& p) { return p.assaults; })) {
        if (onCarre) {
            m.legal = false;
            m.reasons.push_back("no attacking unit may assault the carré in " + map.label(target) +
                                ": cavalry must rest in the carré's hex, other arms assault it "
                                "from an adjacent hex through their front (" +
                                std::string(kCarreCitation) + ")");
        } else {
            illegal("no attacking unit has " + map.label(target) +
                    " across its front hexsides: combat formations may only initiate melee "
                    "through their front");
        }
    }
    if (m.defenders.empty())
        illegal(
            "the target hex " + map.label(target) + " holds no enemy combat unit to assault" +
            (inTarget.empty() ? "" : ": only " + nameOf(*inTarget.front()->unit) + ", a friend"));
    exempt(m.attackers, m.defenders, false, s.rules);
    exempt(m.defenders, m.attackers, true, s.rules);
    return m;
}

std::vector<HexId> meleeAttackerHexes(const Scenario& s, HexId target) {
    const ScenarioIndex index(s);
    const auto here = index.at(target);
    const auto defender =
        std::find_if(here.begin(), here.end(), [](const Occupant& o) { return o.combat; });
    if (defender == here.end())
        return {};
    auto holdsEnemy = [&](HexId h) {
        const auto units = index.at(h);
        return std::any_of(units.begin(), units.end(), [&](const Occupant& o) {
            return o.combat && o.oob->side != defender->oob->side;
        });
    };
    std::vector<HexId> out;
    if (holdsEnemy(target))
        out.push_back(target);
    for (HexSide side : kAllSides)
        if (const HexId n = s.map.neighbour(target, side); n != kNoHex && holdsEnemy(n))
            out.push_back(n);
    return out;
}

} // namespace marengo::rules
