#pragma once
// Placing units, GUI-free: which formations a unit may take in a hex, cycling formations,
// rotating facings, moving placements, and laying out a whole brigade in one of the deployments
// a designer asks for (battalions in line, in column, in two lines). The editor's unit tool and
// OOB tree only call these and wrap the results in commands.
#include "engine/scenario/scenario.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::edit {

/// Formations the editor offers a unit in a hex, in cycling order: those rules::formationsAllowed
/// gives it standing in that hex alone, and those it may take only in two hexes (a skirmish line
/// of skirmish.two-hex-min-increments or more) when some neighbour can take the second hex. The
/// rules decide; see rules/formations.hpp. `increments`: current increments, -1 for the printed
/// value. Empty for headquarters and hexes the unit may not stand in.
std::vector<Formation> formationsAllowed(const Scenario& s, const Unit& u, HexId hex,
                                         int increments = -1);

/// `f` written as the facing kind `kind` wants. Hexside f becomes the vertex clockwise next to
/// it (vertex f, between sides f and f+1); vertex v becomes side v, so converting back and forth
/// is stable. To no facing (carré) the direction is dropped (dir 0); from no facing the result
/// points at `fromNone`.
Facing convertFacing(Facing f, FacingKind kind, int fromNone = 0);

/// The placement in formation `f`: facing converted (convertFacing), second hex kept only when
/// `f` may take two hexes and it is still across a flank side.
Placement changeFormation(const Map& map, Placement p, Formation f, int fromNone = 0);

/// Turns a placement by `steps` x 60 degrees clockwise (negative: anticlockwise) about its first
/// hex: the facing turns (hexside or vertex as it is written); a two-hex line or skirmish line
/// keeps its first hex and its second hex turns with it, so it stays across the same flank
/// (clockwise or anticlockwise) side. When the turned second hex is off the map the other flank
/// side is used, and when that is off the map too the unit becomes one hex. Carré is unchanged.
Placement rotateFacing(const Map& map, Placement p, int steps);

/// The placement in the next formation allowed at its hex (after the current one, wrapping),
/// its facing converted to the kind the new formation wants (see convertFacing); the second hex
/// is dropped unless the new formation may take two hexes and it is still across a flank side.
/// `fromNone`: direction to face when leaving carré. Unchanged when nothing else is allowed.
Placement nextFormation(const Scenario& s, Placement p, int fromNone = 0);

/// Keeps a moved placement legal for its ground: when its formation is not allowed at its hex
/// any more, it takes general order when allowed (woods, villages), else the first allowed
/// formation (column out of woods); a second hex in ground the formation may not take is dropped.
Placement fitFormation(const Scenario& s, Placement p);

/// The flank hexside of a vertex facing on the clockwise (right-hand) side: v+2; the other flank
/// side is v-1.
HexSide clockwiseFlank(Vertex v);
/// Toggles the second hex of a line or skirmish placement: a one-hex unit gets the hex across its
/// clockwise flank side (or the other flank side when that is off the map); a two-hex unit
/// becomes one hex. nullopt when the formation cannot take two hexes or no flank hex is on the map.
std::optional<Placement> toggleSecondHex(const Map& map, Placement p);
/// Sets the second hex of a line or skirmish placement to `hex`, which must be on the map and
/// across a flank side of the first hex; `hex` equal to the current second hex removes it.
std::optional<Placement> setSecondHex(const Map& map, Placement p, HexId hex);

/// The placement moved by a whole-grid translation from hex `from` to hex `to` (both hexes and
/// the second hex keep their relative positions); nullopt when a hex would leave the map.
std::optional<Placement> translatePlacement(const Map& map, Placement p, HexId from, HexId to);

/// Index of the OOB (side) a unit belongs to, or -1.
int sideIndexOf(const Scenario& s, std::string_view unit);
/// The facing a side's units take by default: the first side (and every even one) looks toward
/// the top of the map (N, or NNE for vertex facings), the others toward the bottom (S, SSW).
Facing defaultFacing(int sideIndex, FacingKind kind);
/// A sensible placement for a unit dropped on a hex: column (infantry, cavalry, leaders),
/// unlimbered (artillery), general order in general-order ground; facing by defaultFacing().
/// nullopt when the unit is not placeable or may not stand there.
std::optional<Placement> defaultPlacement(const Scenario& s, const Unit& u, HexId hex);

/// Counters under a formation that stand on the map on their own, in OOB order: battalions,
/// cavalry regiments, regiments without battalions, batteries and leaders. A regiment with
/// battalions contributes its battalions (the regiment counter stays off the map).
std::vector<const Unit*> placeableUnder(const Scenario& s, std::string_view formationId);

/// The deployments a brigade can be laid out in.
enum class DeployLayout { Line, Column, TwoLines };
std::string_view toString(DeployLayout l);

/// Result of a brigade deployment: one placement per placed unit, and the units that found no
/// hex (map full round the anchor).
struct Deployment {
    std::vector<Placement> placements;
    std::vector<std::string> unplaced;
};

/// Lays out every placeable unit under a formation (normally a brigade; any division, brigade or
/// regiment works) round `anchor`, all with one facing, never two of them in a hex and never in a
/// hex held by a unit outside the formation; off-map and forbidden hexes are skipped.
/// - Line: the fighting units (battalions, cavalry regiments, then batteries) side by side,
///   centred on the anchor, along the line through the anchor perpendicular to the front; each
///   battalion in line in ONE hex (two-hex lines are left to the designer, as a first cut).
///   With a vertex facing v the line runs straight along the flank sides (v-1, v+2); a hexside
///   facing f is turned into vertex f first, so lines are always straight.
/// - Column: the fighting units in column one behind the other from the anchor backwards (the
///   front is a hexside; a vertex facing v is turned into side v).
/// - TwoLines: as Line with the first half (rounded up) in front and the rest one hex behind.
/// Leaders stand one hex behind the middle of the formation (behind the column's head), or in the
/// nearest free hex. Formations are the layout's (line, column; batteries unlimbered in lines,
/// limbered in columns) when allowed in the hex, else what fitFormation() gives.
Deployment deployBrigade(const Scenario& s, std::string_view formationId, HexId anchor,
                         Facing facing, DeployLayout layout);

/// The set-up of `s` with `placed` merged in: a unit already on the map keeps its position in the
/// list and takes its new placement; a new unit goes beside its relatives
/// (Scenario::placementSlot), new units of one brigade in their order.
std::vector<Placement> mergeSetup(const Scenario& s, const std::vector<Placement>& placed);

/// True when a drop of `id` deploys a formation (it has counters under it), false for one
/// counter or a unit without counters.
bool dropsAsFormation(const Scenario& s, std::string_view id);
/// What dropping `id` at `hex` (from the OOB tree) places: a formation above its counters
/// deployed in line facing its side's default; a unit on the map moved there, its formation
/// fitted to the ground; an unplaced unit in its default placement. Empty when the unit may not
/// stand there or has no counters.
std::vector<Placement> dropPlacements(const Scenario& s, std::string_view id, HexId hex);

} // namespace marengo::edit
