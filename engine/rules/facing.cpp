#include "engine/rules/facing.hpp"

#include <algorithm>

namespace marengo::rules {

namespace {

int wrap(int i) {
    return ((i % 6) + 6) % 6;
}

/// Arcs round a hexside facing: `frontCount` sides centred on f (1, 3 or 5; other values are
/// taken to the odd count above, within 1..5), the opposite side rear, flank between.
SideArcs aroundSide(int f, int frontCount) {
    const int reach = (std::clamp(frontCount, 1, 5) | 1) / 2; // sides each way of f
    SideArcs a{};
    for (int k = 0; k < 6; ++k) {
        int d = sideDistance(static_cast<HexSide>(f), static_cast<HexSide>(k));
        a[k] = d <= reach ? Arc::Front : d == 3 ? Arc::Rear : Arc::Flank;
    }
    return a;
}

/// Line round a vertex: front {v, v+1}, flank {v-1, v+2}, rear {v+3, v+4}.
SideArcs lineArcs(int v) {
    SideArcs a{};
    a[wrap(v)] = a[wrap(v + 1)] = Arc::Front;
    a[wrap(v - 1)] = a[wrap(v + 2)] = Arc::Flank;
    a[wrap(v + 3)] = a[wrap(v + 4)] = Arc::Rear;
    return a;
}

/// One-hex skirmishers: front {v-1, v, v+1, v+2}, flank {v+3, v+4} (assumption).
SideArcs skirmishArcs(int v) {
    SideArcs a{};
    for (int k = -1; k <= 2; ++k)
        a[wrap(v + k)] = Arc::Front;
    a[wrap(v + 3)] = a[wrap(v + 4)] = Arc::Flank;
    return a;
}

} // namespace

ArmClass armClassOf(const Unit& u, const RulesProfile& profile) {
    switch (u.arm) {
    case Arm::Cavalry:
        return u.movement <= profile.get(params::cavalryHeavyMaxMovement) ? ArmClass::HeavyCavalry
                                                                          : ArmClass::LightCavalry;
    case Arm::Artillery:
        return ArmClass::Artillery;
    default:
        return ArmClass::Infantry;
    }
}

std::optional<SideArcs> sideArcs(Formation f, Facing facing, ArmClass arm,
                                 const RulesProfile& profile) {
    if (f == Formation::Carre) {
        SideArcs all{};
        all.fill(Arc::Front);
        return all;
    }
    if (facing.kind != facingKindFor(f) || facing.dir < 0 || facing.dir > 5)
        return std::nullopt;
    switch (f) {
    case Formation::Line:
        return lineArcs(facing.dir);
    case Formation::Skirmish:
        return skirmishArcs(facing.dir);
    case Formation::Column:
    case Formation::GeneralOrder:
        break;
    default: // road march, limbered, unlimbered
        return aroundSide(facing.dir,
                          profile.get(arm == ArmClass::Artillery ? params::facingArtilleryFront
                                                                 : params::facingColumnFront));
    }
    switch (arm) {
    case ArmClass::LightCavalry:
        return aroundSide(facing.dir, profile.get(params::facingLightCavalryFront));
    case ArmClass::HeavyCavalry:
        return aroundSide(facing.dir, profile.get(f == Formation::GeneralOrder
                                                      ? params::facingCavalryGeneralOrderFront
                                                      : params::facingHeavyCavalryFront));
    case ArmClass::Artillery:
        return aroundSide(facing.dir, profile.get(params::facingArtilleryFront));
    default:
        return aroundSide(facing.dir, profile.get(params::facingColumnFront));
    }
}

bool isAcrossFlank(const Map& map, const Placement& p) {
    if (p.second == kNoHex || p.facing.kind != FacingKind::Vertex || !map.onMap(p.hex) ||
        !map.onMap(p.second))
        return false;
    auto side = sideTowards(map.offset(p.hex), map.offset(p.second));
    if (!side)
        return false;
    int s = static_cast<int>(*side);
    return s == wrap(p.facing.dir - 1) || s == wrap(p.facing.dir + 2);
}

std::vector<ExteriorSide> exteriorArcs(const Map& map, const Placement& p, ArmClass arm,
                                       const RulesProfile& profile) {
    std::vector<ExteriorSide> out;
    auto arcs = sideArcs(p.formation, p.facing, arm, profile);
    if (!arcs)
        return out;
    if (p.second == kNoHex) {
        for (HexSide s : kAllSides)
            out.push_back({p.hex, s, (*arcs)[static_cast<int>(s)]});
        return out;
    }
    if (!allowsTwoHexes(p.formation) || !isAcrossFlank(map, p))
        return out;
    const int sharedFirst = static_cast<int>(*sideTowards(map.offset(p.hex), map.offset(p.second)));
    for (auto [hex, shared] :
         {std::pair{p.hex, sharedFirst}, std::pair{p.second, wrap(sharedFirst + 3)}}) {
        for (int k = 0; k < 6; ++k) {
            if (k == shared)
                continue;
            Arc arc = (*arcs)[k];
            // Two-hex skirmishers: of the four rear-ward sides, those next to the shared side are
            // rear, those next to the ends flank (6-2-2; which is which is assumed).
            if (p.formation == Formation::Skirmish && arc == Arc::Flank &&
                (k == wrap(shared + 1) || k == wrap(shared - 1)))
                arc = Arc::Rear;
            out.push_back({hex, static_cast<HexSide>(k), arc});
        }
    }
    return out;
}

std::vector<HexId> frontHexes(const Map& map, const Placement& p, ArmClass arm,
                              const RulesProfile& profile) {
    std::vector<HexId> out;
    for (const ExteriorSide& e : exteriorArcs(map, p, arm, profile)) {
        if (e.arc != Arc::Front)
            continue;
        HexId n = map.neighbour(e.hex, e.side);
        if (n == kNoHex || n == p.hex || n == p.second)
            continue;
        if (std::find(out.begin(), out.end(), n) == out.end())
            out.push_back(n);
    }
    return out;
}

std::vector<ExteriorSide>
arcsWithRefusedFlanks(const Map& map, const Placement& p, ArmClass arm, const RulesProfile& profile,
                      const std::function<bool(HexId)>& friendlyZoiCovers) {
    std::vector<ExteriorSide> out = exteriorArcs(map, p, arm, profile);
    if (p.formation != Formation::Line)
        return out;
    for (ExteriorSide& e : out) {
        if (e.arc != Arc::Flank)
            continue;
        HexId n = map.neighbour(e.hex, e.side);
        if (n != kNoHex && friendlyZoiCovers(n))
            e.arc = Arc::Front;
    }
    return out;
}

} // namespace marengo::rules
