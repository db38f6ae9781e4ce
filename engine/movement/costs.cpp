#include "engine/movement/costs.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace marengo::movement {

std::string_view toString(MoveArm a) {
    switch (a) {
    case MoveArm::Infantry:
        return "infantry";
    case MoveArm::Cavalry:
        return "cavalry";
    case MoveArm::Artillery:
        return "artillery";
    }
    return "infantry";
}

std::optional<MoveArm> parseMoveArm(std::string_view s) {
    for (MoveArm a : kAllArms)
        if (toString(a) == s)
            return a;
    return std::nullopt;
}

std::optional<MoveArm> moveArmOf(const Unit& u) {
    switch (u.arm) {
    case Arm::Infantry:
        return MoveArm::Infantry;
    case Arm::Cavalry:
    case Arm::Leader:
        return MoveArm::Cavalry;
    case Arm::Artillery:
        return MoveArm::Artillery;
    case Arm::None:
        break;
    }
    return std::nullopt;
}

std::string_view toString(StepBlock b) {
    switch (b) {
    case StepBlock::None:
        return "passable";
    case StepBlock::OffMap:
        return "off the map";
    case StepBlock::Terrain:
        return "prohibited terrain";
    case StepBlock::River:
        return "river without bridge or ford";
    case StepBlock::Stream:
        return "stream prohibited";
    case StepBlock::Ford:
        return "ford prohibited";
    case StepBlock::Slope:
        return "slope prohibited";
    case StepBlock::Wall:
        return "wall prohibited";
    case StepBlock::Hedge:
        return "hedge prohibited";
    }
    return "passable";
}

CostTable::CostTable(const Map& map, const RulesProfile& profile, MoveArm arm, MoveMode mode)
    : m_map(&map), m_arm(arm), m_mode(mode) {
    const params::HexsideCostKeys& keys = arm == MoveArm::Infantry  ? params::kInfantryHexsides
                                          : arm == MoveArm::Cavalry ? params::kCavalryHexsides
                                                                    : params::kArtilleryHexsides;
    m_slope = profile.get(keys.slope);
    m_stream = profile.get(keys.stream);
    m_ford = profile.get(keys.ford);
    m_wall = profile.get(keys.wall);
    m_hedge = profile.get(keys.hedge);
    m_bridge = profile.get(params::movementBridgeMp);
    m_trail = profile.get(params::movementTrailMp);
    const double road = profile.get(params::movementRoadMp);

    m_terrain.fill(-1); // void cells and ids beyond the table
    m_roadInto.fill(road);
    double minTerrain = std::numeric_limits<double>::infinity();
    double minRoad = road;
    const auto& types = map.terrainTypes();
    for (std::size_t i = 0; i < types.size() && i < kVoidTerrain; ++i) {
        double c = 1;
        if (const TerrainRules* tr = profile.terrainRules(types[i].id)) {
            c = arm == MoveArm::Infantry  ? tr->infantryMp
                : arm == MoveArm::Cavalry ? tr->cavalryMp
                                          : tr->artilleryMp;
            if (tr->roadMarchMp)
                m_roadInto[i] = std::max(0.0, *tr->roadMarchMp);
        }
        m_terrain[i] = c;
        if (c >= 0)
            minTerrain = std::min(minTerrain, c);
        minRoad = std::min(minRoad, m_roadInto[i]);
    }
    double minStep = minTerrain;
    if (mode == MoveMode::RoadMarch) {
        minStep = std::min(minStep, minRoad);
        if (m_trail >= 0)
            minStep = std::min(minStep, m_trail);
    }
    // Crossing costs only add to these; a bridge may add less than nothing only if clamped.
    m_minStep = std::isfinite(minStep) ? std::max(0.0, minStep) : 0.0;
}

bool CostTable::canEnter(HexId h) const {
    if (!m_map->onMap(h))
        return false;
    if (m_terrain[m_map->terrain(h)] >= 0)
        return true;
    if (m_mode != MoveMode::RoadMarch)
        return false;
    const Features ways = m_trail >= 0 ? Features(kRoad | kTrail) : Features(kRoad);
    for (HexSide s : kAllSides)
        if (m_map->features(h, s) & ways)
            return true;
    return false;
}

} // namespace marengo::movement
