#include "engine/profile/profile.hpp"

namespace marengo {

const std::vector<ParamSpec>& paramCatalogue() {
    static const std::vector<ParamSpec> kCatalogue{
        {"time.turn-minutes", 20, "minutes of a game turn"},
        {"cavalry.heavy-max-movement", 12, "cavalry with this movement allowance or less is heavy"},
        {"carre.min-increments", 3, "fewest increments that may form carre"},
        {"carre.max-increments", 18, "most increments in one carre (unless one regiment)"},
        {"carre.morale-modifier", -6, "modifier to the morale value of a unit in carre"},
        {"carre.attempt-range", 4, "hexes within which charging cavalry allows a carre attempt"},
        {"charge.facing-cost", 1, "movement points per hexside of facing change while charging"},
        {"charge.light-max-hexsides-per-hex", 0,
         "hexsides light cavalry may turn in one hex while charging (0: no limit)"},
        {"charge.heavy-max-hexsides-per-hex", 0,
         "hexsides heavy cavalry may turn in one hex while charging (0: no limit)"},
        {"charge.declaration-range", 2, "hexes within which a charge target must be declared"},
        {"charge.declaration-straight", 0, "1: the declared target must be in a straight line"},
        {"charge.straight-hexes", 3, "last hexes of a charge that must be straight for the bonus"},
        {"charge.bonus-mp", 5, "extra movement points of charging cavalry"},
        {"line.two-hex-min-increments", 5, "fewest increments of a two-hex infantry line"},
        {"cavalry-line.min-increments-per-hex", 4, "fewest increments per hex of a cavalry line"},
        {"skirmish.two-hex-min-increments", 4,
         "skirmishers with this many increments or more must take two hexes"},
        {"stacking.column-max-increments", 18, "column in clear: increments unless one regiment"},
        {"stacking.regiment-exception", 1,
         "1: one regiment may exceed a hex's increment limit (\"18 increments or a regiment\")"},
        {"stacking.regiment-battalions", 2,
         "battalions a regiment counter counts as against a terrain's battalion limit"},
        {"stacking.infantry-with-battery-max-increments", 12,
         "infantry increments with artillery where the terrain limits increments (0: no limit)"},
        {"stacking.batteries-with-infantry", 1,
         "batteries allowed with infantry where the terrain limits increments (0: no limit)"},
        {"carre.regiment-exception", 1,
         "1: one regiment may form a carre larger than carre.max-increments"},
        {"general-order.road-march-on-road", 1,
         "1: road march may stand in general-order terrain on a hex with a road hexside"},
        {"los.max-range", 0, "longest sight line in hexes (0: unlimited)"},
        {"los.night-range", 2, "longest sight line at night in hexes"},
        {"los.units-block", 0, "1: units in intervening hexes block sight"},
        {"los.hexside-either-blocks", 0,
         "1: a line along a hexside is blocked when either hex beside it blocks (0: both)"},
        {"carre.fire-divisor", 3,
         "a carre fires with its increments divided by this (rounded down) x fire multiple"},
        {"carre.infantry-assault-multiplier", 1.5,
         "melee multiplier of infantry assaulting a carre"},
        {"carre.cavalry-assault-divisor", 3, "melee divisor of cavalry assaulting a carre"},
        {"cavalry.formation-change-mp", 3, "movement points cavalry pays to change formation"},
        {"cavalry.slope-mp", 3, "extra movement points for cavalry crossing a slope hexside"},
        {"cavalry.stream-mp", 5,
         "extra movement points for cavalry crossing a stream hexside (negative: prohibited)"},
        {"cavalry.ford-mp", 5,
         "extra movement points for cavalry crossing at a ford (negative: prohibited)"},
        {"charge.over-bridge", 1, "0: charging cavalry may not cross a bridge hexside"},
        {"infantry.slope-mp", 2, "infantry: extra MP across a slope hexside (<0: prohibited)"},
        {"infantry.stream-mp", 3, "infantry: extra MP across a stream hexside (<0: prohibited)"},
        {"infantry.ford-mp", 4, "infantry: extra MP across a ford (<0: prohibited)"},
        {"artillery.slope-mp", 4, "artillery: extra MP across a slope hexside (<0: prohibited)"},
        {"artillery.stream-mp", 4, "artillery: extra MP across a stream hexside (<0: prohibited)"},
        {"artillery.ford-mp", -1, "artillery: extra MP across a ford (<0: prohibited)"},
        {"movement.road-mp", 0.5, "MP per hex along a road in road march"},
        {"movement.bridge-mp", 0, "extra MP across a bridge hexside"},
        {"zoi.carre-own-hex", 1,
         "1: a carre exerts a zone of influence in its own hex; 0: none at all"},
        {"infantry.wall-mp", 0, "infantry: extra MP across a wall hexside (<0: prohibited)"},
        {"cavalry.wall-mp", 0, "cavalry: extra MP across a wall hexside (<0: prohibited)"},
        {"artillery.wall-mp", 0, "artillery: extra MP across a wall hexside (<0: prohibited)"},
        {"infantry.hedge-mp", 0, "infantry: extra MP across a hedge hexside (<0: prohibited)"},
        {"cavalry.hedge-mp", 0, "cavalry: extra MP across a hedge hexside (<0: prohibited)"},
        {"artillery.hedge-mp", 0, "artillery: extra MP across a hedge hexside (<0: prohibited)"},
        {"movement.trail-mp", -1,
         "MP per hex along a trail in road march (<0: a trail is no road)"},
        {"stacking.road-march-max-increments", 4,
         "most increments in one hex of units in road march (0: no limit)"},
    };
    return kCatalogue;
}

const ParamSpec* findParamSpec(std::string_view key) {
    for (const ParamSpec& p : paramCatalogue())
        if (p.key == key)
            return &p;
    return nullptr;
}

double RulesProfile::get(std::string_view key) const {
    if (auto it = params.find(std::string(key)); it != params.end())
        return it->second.value;
    const ParamSpec* spec = findParamSpec(key);
    return spec ? spec->defaultValue : 0.0;
}

const TerrainRules* RulesProfile::terrainRules(std::string_view terrainId) const {
    for (const TerrainRules& t : terrain)
        if (t.terrain == terrainId)
            return &t;
    return nullptr;
}

Status RulesProfile::set(std::string_view key, double value, std::string source) {
    if (!findParamSpec(key))
        return Error{"unknown rules parameter '" + std::string(key) + "'"};
    params[std::string(key)] = Param{value, std::move(source)};
    return okStatus();
}

} // namespace marengo
