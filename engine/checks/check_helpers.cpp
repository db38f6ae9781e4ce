#include "checks/check_helpers.hpp"

#include "rules/facing.hpp"

namespace marengo::checks {

std::string nameOf(const Occupant& o) {
    if (o.unit && !o.unit->name.empty())
        return o.unit->name;
    return o.placement ? o.placement->unit : std::string();
}

std::string_view sideOf(const Occupant& o) {
    return o.oob ? std::string_view(o.oob->side) : std::string_view();
}

bool isCombat(const Occupant& o) {
    return o.unit && o.oob &&
           (o.unit->arm == Arm::Infantry || o.unit->arm == Arm::Cavalry ||
            o.unit->arm == Arm::Artillery) &&
           o.unit->echelon != Echelon::Leader;
}

bool isArm(const Occupant& o, Arm arm) {
    return isCombat(o) && o.unit->arm == arm;
}

int incrementsOf(const Occupant& o) {
    if (o.placement && o.placement->increments >= 0)
        return o.placement->increments;
    return o.unit ? o.unit->increments : 0;
}

int incrementsIn(const Occupant& o, HexId h) {
    const int n = incrementsOf(o);
    const Placement& p = *o.placement;
    if (p.second == kNoHex || p.second == p.hex)
        return n;
    return h == p.hex ? (n + 1) / 2 : n / 2;
}

std::string_view regimentOf(const Occupant& o) {
    const Unit& u = *o.unit;
    if (u.echelon == Echelon::Battalion && o.oob && !u.parent.empty()) {
        if (const Unit* parent = o.oob->find(u.parent);
            parent && parent->echelon == Echelon::Regiment)
            return parent->id;
    }
    return u.id;
}

bool isClear(const Map& map, const RulesProfile& profile, HexId h) {
    const TerrainType& t = map.terrainType(h);
    if (t.generalOrder)
        return false;
    const TerrainRules* r = profile.terrainRules(t.id);
    return !r || (r->infantryMp == 1 && r->cavalryMp == 1 && r->artilleryMp == 1);
}

std::string terrainName(const Map& map, HexId h) {
    const TerrainType& t = map.terrainType(h);
    std::string s = t.name.empty() ? t.id : t.name;
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string hexesOf(const Map& map, const Placement& p) {
    std::string s = map.onMap(p.hex) ? map.label(p.hex) : "?";
    if (p.second != kNoHex && map.onMap(p.second))
        s += "-" + map.label(p.second);
    return s;
}

std::string formationName(Formation f) {
    switch (f) {
    case Formation::Column:
        return "column";
    case Formation::Line:
        return "line";
    case Formation::Carre:
        return "carré";
    case Formation::Skirmish:
        return "skirmish order";
    case Formation::GeneralOrder:
        return "general order";
    case Formation::RoadMarch:
        return "road march";
    case Formation::Limbered:
        return "limbered";
    case Formation::Unlimbered:
        return "unlimbered";
    }
    return std::string(toString(f));
}

std::string armName(const Occupant& o, const RulesProfile& profile) {
    if (!o.unit)
        return "unknown";
    switch (o.unit->arm) {
    case Arm::Infantry:
        return "infantry";
    case Arm::Cavalry:
        return rules::armClassOf(*o.unit, profile) == rules::ArmClass::HeavyCavalry
                   ? "heavy cavalry"
                   : "light cavalry";
    case Arm::Artillery:
        return "artillery";
    case Arm::Leader:
        return "leader";
    case Arm::None:
        break;
    }
    return "headquarters";
}

} // namespace marengo::checks
