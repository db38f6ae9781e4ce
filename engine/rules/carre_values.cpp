// The values of a carré in one hex: see carreValues in carre_values.hpp.
//
// assumption: the infantry that would form carré is every infantry unit of the side in the hex
//   (its increments in the hex), as the carré checks count a carré's increments.
// assumption: the melee listed is the printed melee value; losses, formation and the other melee
//   multipliers are left to the player.
#include "engine/rules/carre_values.hpp"
#include "engine/core/number_text.hpp"

#include "engine/rules/combat.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace marengo::rules {

namespace {

constexpr const char* kForming = "Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré";
constexpr const char* kFiring =
    "Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré (firing from a carré)";
constexpr const char* kAssault =
    "Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré (assaulting a carré); the "
    "lance bonus unreduced: Prusse 1806, Premier Rules (Aug 2017), p.143";
constexpr const char* kSkirmish = "Prusse 1806, Premier Rules (Aug 2017), p.132";

/// "; carre.fire-divisor = 3: <the profile's source>" for each key.
std::string cite(const RulesProfile& profile, std::string rule,
                 std::initializer_list<ParamId> keys) {
    for (ParamId id : keys) {
        const ParamSpec& spec = paramSpec(id);
        const Param* p = profile.param(id);
        rule += std::string("; ") + std::string(spec.key) + " = " +
                numberText(p ? p->value : spec.defaultValue) + ": " +
                (p ? p->source : std::string("the built-in default"));
    }
    return rule;
}

int incrementsInHex(const Occupant& o, HexId h) {
    const Placement& p = *o.placement;
    const int n = p.increments >= 0 ? p.increments : o.unit->increments;
    return incrementsIn(p, n, h);
}

std::string regimentOf(const Occupant& o) {
    const Unit& u = *o.unit;
    if (u.echelon == Echelon::Battalion && o.oob && !u.parent.empty())
        if (const Unit* parent = o.oob->find(u.parent);
            parent && parent->echelon == Echelon::Regiment)
            return parent->id;
    return u.id;
}

} // namespace

std::optional<CarreValues> carreValues(const Scenario& s, HexId hex, int fireMultiple) {
    const Map& map = s.map;
    const RulesProfile& profile = s.rules;
    const ScenarioIndex index(s);
    const auto here = index.at(hex);
    const auto first = std::find_if(here.begin(), here.end(), [](const Occupant& o) {
        return o.unit && o.combat && o.unit->arm == Arm::Infantry;
    });
    if (first == here.end())
        return std::nullopt;

    CarreValues v;
    v.side = first->oob->side;
    v.fireMultiple = fireMultiple;
    std::vector<std::string> regiments;
    bool skirmishers = false;
    for (const Occupant& o : here) {
        if (!o.unit || !o.combat || o.oob->side != v.side || !carreArm(o.unit->arm))
            continue;
        CarreMember m;
        m.unit = o.unit;
        m.placement = o.placement;
        m.increments = incrementsInHex(o, hex);
        m.moraleInCarre = carreMoraleValue(o.unit->morale, profile);
        v.increments += m.increments;
        v.inCarre = v.inCarre || o.placement->formation == Formation::Carre;
        skirmishers = skirmishers || o.placement->formation == Formation::Skirmish;
        if (std::find(regiments.begin(), regiments.end(), regimentOf(o)) == regiments.end())
            regiments.push_back(regimentOf(o));
        v.infantry.push_back(m);
    }

    auto refuse = [&v](std::string why, const char* source) {
        v.mayForm.allowed = false;
        v.mayForm.reasons.push_back(std::move(why) + " (" + source + ")");
    };
    const std::string where = map.label(hex);
    if (!isClear(map, profile, hex))
        refuse("a carré forms only in clear terrain, and " + where + " is not clear", kForming);
    switch (carreSize(profile, v.increments, regiments.size() == 1)) {
    case CarreSize::TooFew:
        refuse("a carré needs at least " + std::to_string(profile.get(params::carreMinIncrements)) +
                   " increments in the hex: " + std::to_string(v.increments) + " at " + where,
               kForming);
        break;
    case CarreSize::TooMany:
        refuse("a carré holds at most " + std::to_string(profile.get(params::carreMaxIncrements)) +
                   " increments or one regiment: " + std::to_string(v.increments) +
                   " of more than one regiment at " + where,
               kForming);
        break;
    case CarreSize::Ok:
        break;
    }
    if (skirmishers)
        refuse("skirmishers may not form carré", kSkirmish);

    std::vector<HexId> around;
    for (HexSide side : kAllSides)
        if (const HexId n = map.neighbour(hex, side); n != kNoHex)
            around.push_back(n);
    auto assailant = [&](const Occupant& o, bool inHex) {
        CarreAssailant a;
        a.unit = o.unit;
        a.placement = o.placement;
        a.inHex = inHex;
        a.melee = o.unit->melee;
        a.againstCarre = meleeAgainstCarre(o.unit->melee, o.unit->arm, profile,
                                           o.unit->arm == Arm::Cavalry ? o.unit->lanceBonus : 0);
        v.assailants.push_back(a);
    };
    for (const Occupant& o : here)
        if (o.unit && o.combat && o.oob->side != v.side && o.unit->arm == Arm::Cavalry) {
            v.enemyCavalryInHex = true;
            assailant(o, true);
        }
    std::vector<const Placement*> seen;
    for (HexId n : around)
        for (const Occupant& o : index.at(n)) {
            if (!o.unit || !o.combat || o.oob->side == v.side ||
                std::find(seen.begin(), seen.end(), o.placement) != seen.end())
                continue;
            if (o.placement->hex == hex || o.placement->second == hex)
                continue; // a two-hex unit that stands in the carré's hex too
            bool assaults = false;
            if (o.unit->arm == Arm::Cavalry)
                assaults = true;
            else if (o.unit->arm == Arm::Infantry &&
                     o.placement->formation != Formation::Carre) { // a carré may not assault
                const auto front =
                    frontHexes(map, *o.placement, armClassOf(*o.unit, profile), profile);
                assaults = std::find(front.begin(), front.end(), hex) != front.end();
            }
            if (!assaults)
                continue;
            seen.push_back(o.placement);
            assailant(o, false);
        }

    v.fire = carreFireValue(v.increments, fireMultiple, false, profile);
    v.fireWithCavalry = carreFireValue(v.increments, fireMultiple, true, profile);
    v.moraleModifier = profile.get(params::carreMoraleModifier);
    v.fireSource = cite(profile, kFiring, {ParamId::carreFireDivisor});
    v.meleeSource =
        cite(profile, kAssault,
             {ParamId::carreInfantryAssaultMultiplier, ParamId::carreCavalryAssaultDivisor});
    v.moraleSource = cite(profile, kForming, {ParamId::carreMoraleModifier});
    v.formSource = cite(profile, kForming,
                        {ParamId::carreMinIncrements, ParamId::carreMaxIncrements,
                         ParamId::carreRegimentException});
    return v;
}

} // namespace marengo::rules
