#pragma once
// Movement point costs of one step between adjacent hexes, for an arm, from the rules profile's
// terrain table (TerrainRules::infantryMp/cavalryMp/artilleryMp, negative: prohibited) and its
// hexside parameters (terrain effects charts of the special rules). Resolved once per table, so the
// graph searches of movement.hpp pay a few array reads per step.
//
// How a step from hex A across side s into hex B is priced (terrain effects charts; each
// "assumption" is a choice our sources do not settle):
// - hexside: a bridge costs movement.bridge-mp (a bridge serves a river or a stream); else a
//   ford costs <arm>.ford-mp; else a river is impassable; else a stream costs <arm>.stream-mp,
//   or <arm>.ford-mp when a road crosses it (Prusse SR: a ford is assumed wherever a road
//   crosses a stream unless a bridge is shown). A slope costs <arm>.slope-mp on top. Any of
//   these negative: the arm may not cross.
// - road march along a road hexside: the road rate replaces the terrain cost of B and the
//   slope, wall and hedge costs (assumption: the road rate is the whole cost, as "½ in road
//   march" reads in the TECs, and a road passes a wall or hedge by a gate), and lets the unit
//   into terrain its arm may not otherwise enter (Prusse TEC: artillery prohibited in woods,
//   "use road"). Crossings (bridge, ford) are still paid. The road rate is B's terrain row
//   road-march-mp where it has one (TECs of Bautzen, Heilsberg, Leipzig: road march through a
//   hamlet, village or town 2 MP per hex), else movement.road-mp.
// - road march along a trail hexside (no road): movement.trail-mp, as a road, when it is 0 or
//   more; negative (the bundled profiles: no TEC in our sources has a trail row) a trail is
//   ignored.
// - a wall or hedge hexside costs <arm>.wall-mp or <arm>.hedge-mp on top (negative: the arm
//   may not cross); the bundled profiles assume 0, our sources giving no number.
// - otherwise B's terrain cost for the arm; a terrain the profile has no row for costs 1.
// - assumption: sunken roads cost nothing extra (no TEC row in our sources).
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace marengo::movement {

/// The column of the terrain effects chart that applies to a unit.
enum class MoveArm : std::uint8_t { Infantry, Cavalry, Artillery };
inline constexpr std::array<MoveArm, 3> kAllArms{MoveArm::Infantry, MoveArm::Cavalry,
                                                 MoveArm::Artillery};
/// "infantry", "cavalry", "artillery".
std::string_view toString(MoveArm a);
std::optional<MoveArm> parseMoveArm(std::string_view s);
/// Movement arm of a counter: infantry, cavalry, artillery; leaders ride and use the cavalry
/// column (assumption: our TECs have no leader column). Headquarters (Arm::None) have none.
std::optional<MoveArm> moveArmOf(const Unit& u);

/// Road march moves along roads at movement.road-mp; normal movement ignores roads.
enum class MoveMode : std::uint8_t { Normal, RoadMarch };

/// Why a step is refused (None: it is allowed).
enum class StepBlock : std::uint8_t {
    None,
    OffMap,
    Terrain,
    River,
    Stream,
    Ford,
    Slope,
    Wall,
    Hedge
};
/// Short description of a refusal ("prohibited terrain", "river without bridge or ford").
std::string_view toString(StepBlock b);

/// Cost of one step: `mp` when `block` is None.
struct StepCost {
    double mp = 0;
    StepBlock block = StepBlock::None;
    bool passable() const { return block == StepBlock::None; }
};

/// Step costs for one arm and mode on one map. Refers to the map, which must outlive it; reads
/// the profile only while constructed.
class CostTable {
public:
    CostTable(const Map& map, const RulesProfile& profile, MoveArm arm,
              MoveMode mode = MoveMode::Normal);

    const Map& map() const { return *m_map; }
    MoveArm arm() const { return m_arm; }
    MoveMode mode() const { return m_mode; }

    /// MP to enter a terrain (negative: the arm may not enter it).
    double terrainCost(TerrainId t) const { return m_terrain[t]; }
    /// True when the arm may stand in the hex: on the map and its terrain not prohibited (in
    /// road march: or the hex has a road hexside, or a trail one when trails count).
    bool canEnter(HexId h) const;
    /// Cost of the step from `from` across side `s`. The neighbour must be on the map.
    StepCost step(HexId from, HexSide s) const {
        const HexId to = m_map->neighbour(from, s);
        if (to == kNoHex)
            return {0, StepBlock::OffMap};
        return step(from, s, to);
    }
    /// Same, when the caller already knows `to` = map.neighbour(from, s) (on the map).
    StepCost step(HexId from, HexSide s, HexId to) const {
        const Features f = m_map->features(from, s);
        double mp = 0;
        if (f & kBridge) {
            mp = m_bridge;
        } else if (f & kFord) {
            if (m_ford < 0)
                return {0, StepBlock::Ford};
            mp = m_ford;
        } else if (f & kRiver) {
            return {0, StepBlock::River};
        } else if (f & kStream) {
            const double c = (f & kRoad) ? m_ford : m_stream;
            if (c < 0)
                return {0, (f & kRoad) ? StepBlock::Ford : StepBlock::Stream};
            mp = c;
        }
        if (m_mode == MoveMode::RoadMarch) {
            if (f & kRoad)
                return {mp + m_roadInto[m_map->terrain(to)], StepBlock::None};
            if ((f & kTrail) && m_trail >= 0)
                return {mp + m_trail, StepBlock::None};
        }
        if (f & kSlope) {
            if (m_slope < 0)
                return {0, StepBlock::Slope};
            mp += m_slope;
        }
        if (f & kWall) {
            if (m_wall < 0)
                return {0, StepBlock::Wall};
            mp += m_wall;
        }
        if (f & kHedge) {
            if (m_hedge < 0)
                return {0, StepBlock::Hedge};
            mp += m_hedge;
        }
        const double t = m_terrain[m_map->terrain(to)];
        if (t < 0)
            return {0, StepBlock::Terrain};
        return {mp + t, StepBlock::None};
    }
    /// No step costs less than this (0 when some step may be free): bounds searches.
    double minStepCost() const { return m_minStep; }

private:
    const Map* m_map;
    MoveArm m_arm;
    MoveMode m_mode;
    std::array<double, 256> m_terrain{};
    std::array<double, 256> m_roadInto{}; ///< road march along a road into each terrain
    double m_slope = 0, m_stream = 0, m_ford = 0, m_bridge = 0, m_wall = 0, m_hedge = 0;
    double m_trail = -1; ///< negative: trails are not roads
    double m_minStep = 0;
};

} // namespace marengo::movement
