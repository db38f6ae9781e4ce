#include "engine/rules/formations.hpp"

#include "engine/rules/facing.hpp"

#include <array>

namespace marengo::rules {

namespace {

double costFor(const TerrainRules& r, Arm arm) {
    switch (arm) {
    case Arm::Infantry:
        return r.infantryMp;
    case Arm::Cavalry:
        return r.cavalryMp;
    case Arm::Artillery:
        return r.artilleryMp;
    case Arm::Leader:
    case Arm::None:
        break;
    }
    return 0;
}

std::string armWord(Arm arm) {
    switch (arm) {
    case Arm::Infantry:
        return "infantry";
    case Arm::Cavalry:
        return "cavalry";
    case Arm::Artillery:
        return "artillery";
    case Arm::Leader:
        return "a leader";
    case Arm::None:
        break;
    }
    return "headquarters";
}

std::string terrainWord(const Map& map, HexId h) {
    const TerrainType& t = map.terrainType(h);
    return t.name.empty() ? t.id : t.name;
}

using Order = std::array<Formation, 8>;
using F = Formation;

/// The arm's formations in the order the editor cycles through them, then the rest.
Order cyclingOrder(Arm arm, bool generalOrderTerrain) {
    switch (arm) {
    case Arm::Infantry:
        if (generalOrderTerrain)
            return {F::GeneralOrder, F::Skirmish, F::RoadMarch, F::Column,
                    F::Line,         F::Carre,    F::Limbered,  F::Unlimbered};
        return {F::Column,    F::Line,         F::Carre,    F::Skirmish,
                F::RoadMarch, F::GeneralOrder, F::Limbered, F::Unlimbered};
    case Arm::Cavalry:
        if (generalOrderTerrain)
            return {F::GeneralOrder, F::Skirmish, F::RoadMarch, F::Column,
                    F::Line,         F::Carre,    F::Limbered,  F::Unlimbered};
        return {F::Column,    F::Line,  F::Skirmish, F::GeneralOrder,
                F::RoadMarch, F::Carre, F::Limbered, F::Unlimbered};
    case Arm::Artillery:
        return {F::Limbered, F::Unlimbered, F::RoadMarch, F::Column,
                F::Line,     F::Carre,      F::Skirmish,  F::GeneralOrder};
    case Arm::Leader:
    case Arm::None:
        break;
    }
    if (generalOrderTerrain)
        return {F::GeneralOrder, F::Column,    F::Line,     F::Carre,
                F::Skirmish,     F::RoadMarch, F::Limbered, F::Unlimbered};
    return {F::Column,   F::GeneralOrder, F::Line,     F::Carre,
            F::Skirmish, F::RoadMarch,    F::Limbered, F::Unlimbered};
}

/// Why a combat unit may not take formation `f` in its hexes (empty when it may).
std::string refusal(const Scenario& s, const Unit& u, Formation f, HexId hex, HexId second, int n) {
    const Map& map = s.map;
    const RulesProfile& prof = s.rules;
    const bool two = second != kNoHex;
    const std::string name(toString(f));
    if (two && !allowsTwoHexes(f))
        return name + " takes one hex";
    if (!armHasFormation(u.arm, f))
        return armWord(u.arm) + " is never in " + name;
    if (f == Formation::Carre && !carreArm(u.arm))
        return "only infantry forms carré";
    for (HexId x : {hex, second}) {
        if (x == kNoHex)
            continue;
        if (!mayStand(map, prof, u.arm, f, x))
            return armWord(u.arm) + " may not enter " + terrainWord(map, x) +
                   (f == Formation::RoadMarch ? " off a road" : "");
        if (generalOrderRequired(map, prof, u, f, UnitState::Good, x))
            return terrainWord(map, x) + " is general-order terrain";
    }
    if (generalOrderOutOfPlace(map, u.arm, f, hex))
        return "infantry takes general order only in general-order terrain";
    if (u.arm == Arm::Artillery && f == Formation::RoadMarch && !hasRoad(map, hex))
        return "artillery is in road march only on a road";
    switch (f) {
    case Formation::Carre:
        if (!isClear(map, prof, hex))
            return "carré needs clear terrain";
        switch (carreSize(prof, n, true)) {
        case CarreSize::TooFew:
            return "a carré needs at least " +
                   std::to_string(prof.get(params::carreMinIncrements)) + " increments";
        case CarreSize::TooMany:
            return "a carré holds at most " + std::to_string(prof.get(params::carreMaxIncrements)) +
                   " increments";
        case CarreSize::Ok:
            break;
        }
        break;
    case Formation::Line:
        if (u.arm == Arm::Cavalry) {
            for (HexId x : {hex, second})
                if (x != kNoHex && !isClear(map, prof, x))
                    return "cavalry line forms only in clear terrain";
            for (HexId x : {hex, second})
                if (x != kNoHex && !cavalryLineHexOk(prof, incrementsIn(n, two, x == hex)))
                    return "cavalry line needs " +
                           std::to_string(prof.get(params::cavalryLineMinIncrementsPerHex)) +
                           " increments in each hex";
        } else if (two && !twoHexLineOk(prof, n)) {
            return "a two-hex line needs " +
                   std::to_string(prof.get(params::lineTwoHexMinIncrements)) + " increments";
        }
        break;
    case Formation::Skirmish:
        switch (skirmishAbility(u, prof)) {
        case SkirmishAbility::Artillery:
            return "artillery never skirmishes";
        case SkirmishAbility::NoAbility:
            return "no skirmish ability";
        case SkirmishAbility::HeavyCavalry:
            return "only light cavalry skirmishes";
        case SkirmishAbility::Able:
            break;
        }
        if (skirmishHexes(prof, n) != (two ? 2 : 1))
            return two ? "skirmishers this few take one hex"
                       : "skirmishers this many take two hexes";
        break;
    default:
        break;
    }
    return {};
}

} // namespace

bool hasRoad(const Map& map, HexId h) {
    for (HexSide side : kAllSides)
        if (map.features(h, side) & kRoad)
            return true;
    return false;
}

bool isClear(const Map& map, const RulesProfile& profile, HexId h) {
    if (!map.onMap(h))
        return false;
    const TerrainType& t = map.terrainType(h);
    if (t.generalOrder)
        return false;
    const TerrainRules* r = profile.terrainRules(t.id);
    return !r || (r->infantryMp == 1 && r->cavalryMp == 1 && r->artilleryMp == 1);
}

bool mayEnter(const Map& map, const RulesProfile& profile, Arm arm, HexId h) {
    if (!map.onMap(h))
        return false;
    const TerrainRules* r = profile.terrainRules(map.terrainType(h).id);
    return !r || costFor(*r, arm) >= 0;
}

bool mayStand(const Map& map, const RulesProfile& profile, Arm arm, Formation f, HexId h) {
    return mayEnter(map, profile, arm, h) ||
           (map.onMap(h) && f == Formation::RoadMarch && hasRoad(map, h));
}

bool armHasFormation(Arm arm, Formation f) {
    const bool artilleryFormation = f == Formation::Limbered || f == Formation::Unlimbered;
    if (arm == Arm::Infantry || arm == Arm::Cavalry)
        return !artilleryFormation;
    if (arm == Arm::Artillery)
        return f != Formation::Column && f != Formation::Line && f != Formation::Skirmish &&
               f != Formation::GeneralOrder;
    return true;
}

bool carreArm(Arm arm) {
    return arm == Arm::Infantry;
}

bool generalOrderRequired(const Map& map, const RulesProfile& profile, const Unit& u, Formation f,
                          UnitState state, HexId x) {
    if (state != UnitState::Good || f == Formation::GeneralOrder || x == kNoHex || !map.onMap(x) ||
        !map.terrainType(x).generalOrder)
        return false;
    if (u.arm != Arm::Infantry && u.arm != Arm::Cavalry)
        return false;
    if (f == Formation::Skirmish || f == Formation::Carre ||
        (f == Formation::Line && u.arm == Arm::Cavalry))
        return false; // skirmish ability, carré and cavalry line have their own facts
    return !(f == Formation::RoadMarch && profile.get(params::generalOrderRoadMarchOnRoad) &&
             hasRoad(map, x));
}

bool generalOrderOutOfPlace(const Map& map, Arm arm, Formation f, HexId x) {
    return arm == Arm::Infantry && f == Formation::GeneralOrder && map.onMap(x) &&
           !map.terrainType(x).generalOrder;
}

CarreSize carreSize(const RulesProfile& profile, int increments, bool oneRegiment) {
    const int minIncrements = profile.get(params::carreMinIncrements);
    const int maxIncrements = profile.get(params::carreMaxIncrements);
    const bool regimentException = profile.get(params::carreRegimentException);
    if (minIncrements > 0 && increments < minIncrements)
        return CarreSize::TooFew;
    if (maxIncrements > 0 && increments > maxIncrements && !(regimentException && oneRegiment))
        return CarreSize::TooMany;
    return CarreSize::Ok;
}

bool cavalryLineHexOk(const RulesProfile& profile, int incrementsInHex) {
    const int perHex = profile.get(params::cavalryLineMinIncrementsPerHex);
    return perHex <= 0 || incrementsInHex >= perHex;
}

bool twoHexLineOk(const RulesProfile& profile, int increments) {
    const int minIncrements = profile.get(params::lineTwoHexMinIncrements);
    return minIncrements <= 0 || increments >= minIncrements;
}

SkirmishAbility skirmishAbility(const Unit& u, const RulesProfile& profile) {
    if (u.arm == Arm::Artillery)
        return SkirmishAbility::Artillery;
    if (!u.skirmish)
        return SkirmishAbility::NoAbility;
    if (u.arm == Arm::Cavalry && armClassOf(u, profile) == ArmClass::HeavyCavalry)
        return SkirmishAbility::HeavyCavalry;
    return SkirmishAbility::Able;
}

int skirmishHexes(const RulesProfile& profile, int increments) {
    const int twoHexMin = profile.get(params::skirmishTwoHexMinIncrements);
    return twoHexMin > 0 && increments >= twoHexMin ? 2 : 1;
}

int incrementsIn(int total, bool twoHexes, bool firstHex) {
    if (!twoHexes)
        return total;
    return firstHex ? (total + 1) / 2 : total / 2;
}

int incrementsIn(const Placement& p, int total, HexId h) {
    const bool two = p.second != kNoHex && p.second != p.hex;
    if (h != p.hex && !(two && h == p.second))
        return 0;
    if (two && p.split != kEvenSplit)
        return p.split[h == p.hex ? 0 : 1];
    return incrementsIn(total, two, h == p.hex);
}

std::vector<FormationOption> formationOptions(const Scenario& s, const Unit& u, HexId hex,
                                              HexId second, int increments) {
    std::vector<FormationOption> out;
    if (!u.isPlaceable())
        return out;
    const Map& map = s.map;
    const bool onMap = map.onMap(hex);
    const bool generalOrderTerrain = onMap && map.terrainType(hex).generalOrder;
    std::string where;
    if (!onMap)
        where = "off the map";
    else if (second != kNoHex && (second == hex || !map.onMap(second) ||
                                  !sideTowards(map.offset(hex), map.offset(second))))
        where = "the second hex is not beside the first";
    const int n = increments >= 0 ? increments : u.increments;
    for (Formation f : cyclingOrder(u.arm, generalOrderTerrain)) {
        std::string why = where;
        if (why.empty() && u.arm == Arm::Leader) {
            // Leaders take the formation of the battalions they usually stand with.
            const Formation own = generalOrderTerrain ? Formation::GeneralOrder : Formation::Column;
            if (second != kNoHex)
                why = "a leader takes one hex";
            else if (!mayEnter(map, s.rules, Arm::Infantry, hex))
                why = "a leader goes where infantry may, and infantry may not enter " +
                      terrainWord(map, hex);
            else if (f != own)
                why = "a leader stands in " + std::string(toString(own)) + " here";
        } else if (why.empty()) {
            why = refusal(s, u, f, hex, second, n);
        }
        out.push_back({f, std::move(why)});
    }
    return out;
}

std::vector<Formation> formationsAllowed(const Scenario& s, const Unit& u, HexId hex, HexId second,
                                         int increments) {
    std::vector<Formation> out;
    for (const FormationOption& o : formationOptions(s, u, hex, second, increments))
        if (o.why.empty())
            out.push_back(o.formation);
    return out;
}

} // namespace marengo::rules
