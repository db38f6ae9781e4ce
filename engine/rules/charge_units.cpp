// A charge among the set-up's units: see chargeAmongUnits in charge_declaration.hpp.
//
// assumption: a hex that holds only enemy leaders is not enemy-held (leaders, rule 7, are not
//   combat units, rule 6: La Bataille de Leipzig 1813, p.149); what happens to a leader the
//   charge reaches is in none of the rule books at hand.
// assumption: the stopping rule of Austerlitz 1805, Premier Rules (July 2016), rule 14 (horse
//   stops on entering a zone established by enemy cavalry) binds charging cavalry in every
//   edition; the other editions' ZOI pages are not among the sources and no page exempts a
//   charge. The last hex of a charge may lie in such a zone: the charge stops there.
// assumption: passing friendly cavalry counts the charger against the terrain's cavalry limits
//   (increments and regiments) as if it ended there: "stacking limits apply during movement and
//   during charges" (La Bataille pour la Prusse 1806, Premier Rules (Aug 2017), p.126).
#include "engine/rules/charge_declaration.hpp"
#include "engine/rules/zoi.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <algorithm>

namespace marengo::rules {

namespace {

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

int incrementsOf(const Occupant& o) {
    return o.placement->increments >= 0 ? o.placement->increments : o.unit->increments;
}

/// A friendly unit cavalry may move through (La Bataille pour la Prusse 1806, Premier Rules
/// (Aug 2017), p.126 and p.130; Berlin 1813, Premier Rules (July 2021), p.136): cavalry,
/// skirmishers, carrés and limbered artillery.
bool passable(const Occupant& o) {
    const Formation f = o.placement->formation;
    switch (o.arm) {
    case Arm::Cavalry:
        return true;
    case Arm::Infantry:
        return f == Formation::Skirmish || f == Formation::Carre;
    case Arm::Artillery:
        return f == Formation::Limbered || f == Formation::RoadMarch;
    default:
        return true;
    }
}

} // namespace

ChargePathResult chargeAmongUnits(const Scenario& s, const Unit& charger, const Placement& start,
                                  std::span<const HexId> path, HexId target,
                                  std::span<const std::string> notTarget) {
    ChargePathResult r;
    const Map& map = s.map;
    const OrderOfBattle* ownOob = nullptr;
    if (!s.findUnit(charger.id, &ownOob))
        return r;
    const std::string& side = ownOob->side;
    auto illegal = [&r](std::string why) {
        r.legal = false;
        r.reasons.push_back(std::move(why));
    };
    const ScenarioIndex index(s);
    // The zones of influence of each enemy side.
    std::vector<std::string> enemySides;
    for (const OrderOfBattle& o : s.oobs)
        if (o.side != side &&
            std::find(enemySides.begin(), enemySides.end(), o.side) == enemySides.end())
            enemySides.push_back(o.side);
    std::vector<ZoiMap> zones;
    for (const std::string& e : enemySides)
        zones.emplace_back(index, e);
    auto enemyCavalryZoi = [&zones](HexId h) -> const Occupant* {
        for (const ZoiMap& z : zones)
            for (const Occupant* o : z.whoCovers(h))
                if (o->arm == Arm::Cavalry)
                    return o;
        return nullptr;
    };

    const int chargerIncrements = start.increments >= 0 ? start.increments : charger.increments;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const HexId h = path[i];
        if (!map.onMap(h))
            break;
        const bool last = i + 1 == path.size();
        const std::string where =
            "hex " + std::to_string(i + 1) + " of the charge, " + map.label(h);
        int cavIncrements = chargerIncrements, cavRegiments = 1;
        for (const Occupant& o : index.at(h)) {
            if (!o.combat || o.unit->id == charger.id)
                continue;
            if (o.oob->side != side) {
                illegal(where + ", holds the enemy " + nameOf(*o.unit) + " (" + o.unit->id +
                        "): a charge may not enter an enemy-held hex; it ends adjacent to its "
                        "target (Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a "
                        "Cheval)");
                continue;
            }
            if (!passable(o))
                illegal(where + ", holds the friendly " + nameOf(*o.unit) + " (" + o.unit->id +
                        ", " + std::string(toString(o.placement->formation)) +
                        "): cavalry may pass only friendly cavalry, skirmishers, carrés and "
                        "limbered artillery (La Bataille pour la Prusse 1806, Premier Rules (Aug "
                        "2017), p.126 and p.130; Berlin 1813, Premier Rules (July 2021), "
                        "p.136)");
            else if (last && o.arm == Arm::Infantry)
                illegal(where + ", where the charge ends, holds the friendly infantry " +
                        nameOf(*o.unit) + " (" + o.unit->id +
                        "): cavalry may not end its move with friendly infantry (La Bataille pour "
                        "la Prusse 1806, Premier Rules (Aug 2017), p.126; Berlin 1813, Premier "
                        "Rules (July 2021), p.136)");
            if (o.arm == Arm::Cavalry) {
                cavIncrements += incrementsOf(o);
                ++cavRegiments;
            }
        }
        if (const TerrainRules* row = s.rules.terrainRules(map.terrainType(h).id)) {
            if (row->maxIncrements > 0 && cavRegiments > 1 && cavIncrements > row->maxIncrements)
                illegal(where + ": " + std::to_string(cavIncrements) +
                        " cavalry increments with the charger, more than the " +
                        std::to_string(row->maxIncrements) +
                        " the terrain allows; stacking limits apply during charges (rules "
                        "profile stacking table; La Bataille pour la Prusse 1806, Premier Rules "
                        "(Aug 2017), p.126)");
            if (row->maxCavalryRegiments > 0 && cavRegiments > row->maxCavalryRegiments)
                illegal(where + ": " + std::to_string(cavRegiments) +
                        " cavalry regiments with the charger, more than the " +
                        std::to_string(row->maxCavalryRegiments) +
                        " the terrain allows; stacking limits apply during charges (rules "
                        "profile stacking table; La Bataille pour la Prusse 1806 special rules, "
                        "p.2)");
        }
        if (last)
            continue;
        if (const Occupant* o = enemyCavalryZoi(h))
            illegal(where + ", lies in the zone of influence of the enemy cavalry " +
                    nameOf(*o->unit) + " (" + o->unit->id +
                    "): cavalry must stop on entering a zone established by enemy cavalry, and "
                    "the charge goes on (Austerlitz 1805, Premier Rules (July 2016), rule 14, "
                    "Zone d'Influence)");
    }

    if (target == kNoHex || !map.onMap(target))
        return r;
    bool enemyFormation = false;
    for (const Occupant& o : index.at(target)) {
        if (!o.combat || o.oob->side == side)
            continue;
        enemyFormation = true;
        if (std::find(notTarget.begin(), notTarget.end(), o.unit->id) != notTarget.end())
            illegal("the target " + nameOf(*o.unit) + " (" + o.unit->id + ") at " +
                    map.label(target) +
                    " was declared not the target of this charge: the charge may not attack "
                    "a unit it passed for the rest of the player turn (Friedland et Danzig 1809, "
                    "Premier Rules (2014), p.35, Charge a Cheval; Berlin 1813, Premier Rules "
                    "(July 2021), p.38, Charge a Cheval)");
    }
    if (!enemyFormation)
        illegal("the target hex " + map.label(target) +
                " holds no enemy combat formation: a charge is made against an enemy formation, "
                "and leaders are not formations (Friedland et Danzig 1809, Premier Rules "
                "(2014), p.35, Charge a Cheval)");
    return r;
}

ChargeVerdict checkCharge(const Scenario& s, const Unit& charger, const Placement& start,
                          std::span<const HexId> path, std::optional<ChargeFormationChange> change,
                          HexId target, std::span<const std::string> notTarget) {
    ChargeVerdict v;
    v.path = validateChargePath(s.map, s.rules, charger, start, path, change, target);
    const ChargePathResult units = chargeAmongUnits(s, charger, start, path, target, notTarget);
    v.declared = chargeDeclarations(s, charger, start, path, target, notTarget);
    v.path.legal = v.path.legal && units.legal;
    v.path.reasons.insert(v.path.reasons.end(), units.reasons.begin(), units.reasons.end());
    if (!v.declared.legal) {
        v.path.legal = false;
        v.path.reasons.insert(v.path.reasons.end(), v.declared.reasons.begin(),
                              v.declared.reasons.end());
    }
    v.path.earnsBonus = v.path.earnsBonus && v.path.legal;
    return v;
}

} // namespace marengo::rules
