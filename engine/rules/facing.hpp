#pragma once
// Orientation (rule 13): which hexsides of a unit are front, flank or rear for its
// formation, facing and arm. Hexside facing f: front {f-1, f, f+1}, flank {f-2, f+2}, rear {f+3}.
// Vertex facing v (between sides v and v+1): front {v, v+1}, flank {v-1, v+2}, rear {v+3, v+4}.
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario.hpp"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace marengo::rules {

/// Orientation of a hexside relative to the unit behind it (rule 13).
enum class Arc : std::uint8_t { Front, Flank, Rear };

/// The arm as the orientation and charge rules tell them apart.
enum class ArmClass : std::uint8_t { Infantry, LightCavalry, HeavyCavalry, Artillery };

/// Arm class of a counter. Cavalry is heavy when its printed movement is at most the profile's
/// cavalry.heavy-max-movement (Heilsberg p.97: 12 or less). Leaders count as infantry.
ArmClass armClassOf(const Unit& u, const RulesProfile& profile);

/// Arc of each side of one hex, indexed by HexSide.
using SideArcs = std::array<Arc, 6>;

/// Arcs of a one-hex unit (Orientation, rule 13, La Bataille de Leipzig 1813, p.154). Facing a
/// hexside, the front sides are centred on it, the opposite side is rear and the rest flank; the
/// number of front sides is the profile's: infantry column, infantry general order and road march
/// facing.column-front (3, assumed: the Leipzig page with the infantry rows is not among the rule
/// books at hand), heavy cavalry column facing.heavy-cavalry-front (3), light cavalry column and
/// general order facing.light-cavalry-front (5), heavy cavalry general order
/// facing.cavalry-general-order-front (5), artillery facing.artillery-front (3). Line 2-2-2 round a
/// vertex; skirmish 4 front {v-1..v+2}, 2 flank {v+3, v+4} (assumed); carré six fronts whatever
/// the facing. nullopt when the facing kind does not fit the formation or the direction is not
/// 0..5.
std::optional<SideArcs> sideArcs(Formation f, Facing facing, ArmClass arm,
                                 const RulesProfile& profile);

/// One hexside on the outside of a unit's hex or hexes, with its arc.
struct ExteriorSide {
    HexId hex = kNoHex; ///< the unit's hex this side belongs to
    HexSide side = HexSide::N;
    Arc arc = Arc::Front;
    friend bool operator==(const ExteriorSide&, const ExteriorSide&) = default;
};

/// True when a placement's second hex lies across a flank hexside {v-1, v+2} of its first hex,
/// i.e. beside it and perpendicular to the vertex facing, as a two-hex line or skirmish line
/// must (Orientation, rule 13). False for one-hex placements and non-vertex facings.
bool isAcrossFlank(const Map& map, const Placement& p);

/// Exterior hexsides of a placement with their arcs: 6 for one hex; 10 for a two-hex unit, the
/// shared side left out. Two-hex line: 4 front, 2 flank (one at each end), 4 rear (Orientation,
/// rule 13). Two-hex skirmish: 6 front, 2 flank (the rear sides next to the ends), 2 rear (the rear
/// sides next to the shared side) (assumed). Empty when sideArcs() refuses the facing or the second
/// hex is not across a flank side.
std::vector<ExteriorSide> exteriorArcs(const Map& map, const Placement& p, ArmClass arm,
                                       const RulesProfile& profile);

/// Hexes adjacent across front hexsides, each once, in exterior-side order; off-map hexes and
/// the unit's own hexes are left out.
std::vector<HexId> frontHexes(const Map& map, const Placement& p, ArmClass arm,
                              const RulesProfile& profile);

/// Exterior arcs with refused flanks (Berlin 1813, Premier Rules (July 2021), p.17): for a unit in
/// line, a flank hexside whose neighbouring hex is covered by a friendly zone of influence counts
/// as front. `friendlyZoiCovers` answers that for a hex. Other formations are unchanged.
std::vector<ExteriorSide>
arcsWithRefusedFlanks(const Map& map, const Placement& p, ArmClass arm, const RulesProfile& profile,
                      const std::function<bool(HexId)>& friendlyZoiCovers);

} // namespace marengo::rules
