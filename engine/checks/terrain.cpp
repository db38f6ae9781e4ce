#include "engine/checks/terrain.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/rules/formations.hpp"

// assumption: units in road march may stand on a road in terrain their arm may not otherwise
//   enter (Prusse 1806 TEC: artillery prohibited in woods, "use road").
// assumption: leaders are never prohibited from a terrain (no leader column in our TECs).
// assumption: a river hexside is impassable unless it has a bridge or a ford (special rules'
// terrain: rivers are prohibited except at a bridge, ford or pontoon); a
//   stream crossed by a road counts as a ford (Prusse SR), and a bridge always lets units cross.

namespace marengo::terrain {

namespace {

using checks::nameOf;

std::string_view armKey(Arm arm) {
    switch (arm) {
    case Arm::Infantry:
        return "infantry";
    case Arm::Cavalry:
        return "cavalry";
    default:
        return "artillery";
    }
}

} // namespace

std::string hexsideBlock(Features f, Arm arm, const RulesProfile& profile) {
    if ((f & kBridge) || !(f & (kRiver | kStream | kSlope)))
        return {};
    const std::string who(armKey(arm));
    const params::HexsideCostKeys& keys = arm == Arm::Infantry  ? params::kInfantryHexsides
                                          : arm == Arm::Cavalry ? params::kCavalryHexsides
                                                                : params::kArtilleryHexsides;
    if (f & kRiver) {
        if (!(f & kFord))
            return "a river without bridge or ford";
        if (profile.get(keys.ford) < 0)
            return "a ford " + who + " may not use (" + std::string(keys.ford.key()) + ")";
    } else if (f & kStream) {
        const bool ford = (f & kFord) || (f & kRoad);
        const ParamKey<double> key = ford ? keys.ford : keys.stream;
        if (profile.get(key) < 0)
            return std::string(ford ? "a ford" : "a stream") + " " + who + " may not cross (" +
                   std::string(key.key()) + ")";
    }
    if ((f & kSlope) && profile.get(keys.slope) < 0)
        return "a slope " + who + " may not cross (" + std::string(keys.slope.key()) + ")";
    return {};
}

void prohibited(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    for (const Occupant& o : ctx.at(h)) {
        const Placement& p = *o.placement;
        if (p.hex != h)
            continue;
        for (HexId x : {p.hex, p.second}) {
            if (x == kNoHex || !map.onMap(x))
                continue;
            // The terrain first: most ground prohibits no arm, and then the counter (elsewhere
            // in memory) need not be read.
            const TerrainRules* r = prof.terrainRules(map.terrainType(x).id);
            if (!r || (r->infantryMp >= 0 && r->cavalryMp >= 0 && r->artilleryMp >= 0) ||
                !checks::isCombat(o) || rules::mayStand(map, prof, o.unit->arm, p.formation, x))
                continue;
            out.push_back(makeProblem(c,
                                      std::string(armKey(o.unit->arm)) + " may not enter " +
                                          checks::terrainName(map, x) + ": " + nameOf(o) +
                                          " stands at " + map.label(x),
                                      {h}, {p.unit}));
            break;
        }
    }
}

void impassableHexside(const CheckContext& ctx, const CheckInfo& c, HexId h,
                       std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    for (const Occupant& o : ctx.at(h)) {
        const Placement& p = *o.placement;
        if (p.hex != h || p.second == kNoHex || !map.onMap(p.hex) || !map.onMap(p.second) ||
            !checks::isCombat(o))
            continue;
        const auto side = sideTowards(map.offset(p.hex), map.offset(p.second));
        if (!side)
            continue; // not adjacent: setup.placement
        const std::string why = hexsideBlock(map.features(p.hex, *side), o.unit->arm, prof);
        if (why.empty())
            continue;
        out.push_back(makeProblem(c,
                                  nameOf(o) + " straddles " + why + " between " + map.label(p.hex) +
                                      " and " + map.label(p.second),
                                  {h, p.second}, {p.unit}));
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    constexpr unsigned kAll = kOnTerrain | kOnUnits | kOnStructure;
    out.push_back(CheckEntry{
        {"terrain.prohibited",
         "no unit stands in terrain its arm may not enter (profile movement cost negative; road "
         "march on a road excepted)",
         Severity::Error,
         "Terrain effects charts of the special rules of La Bataille pour la Prusse 1806, de "
         "Bautzen 1813 and de Leipzig 1813 (Leipzig, special rules p.1: artillery prohibited in "
         "woods, cavalry and artillery in swamps); costs per arm in the profile's terrain rows",
         Reach::Neighbours},
        kAll,
        nullptr,
        prohibited,
        HexDomain::Occupied,
        1});
    out.push_back(CheckEntry{
        {"terrain.impassable-hexside",
         "a two-hex unit does not straddle a hexside its arm may not cross (river without bridge "
         "or ford; stream, ford or slope prohibited by the profile)",
         Severity::Error,
         "Hexside features of the terrain effects charts (La Bataille pour la Prusse 1806 special "
         "rules): a river is prohibited except at a bridge, ford or pontoon; stream and ford costs "
         "per arm in the profile",
         Reach::Neighbours},
        kAll,
        nullptr,
        impassableHexside,
        HexDomain::Occupied,
        1});
}

} // namespace marengo::terrain
