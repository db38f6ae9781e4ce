#pragma once
// The facing a reinforcement is given when the designer picks its entry hex: pointing into the
// map, away from the edge it enters by. A default the editor offers (the designer may change
// it), not a rule the checks enforce.
#include "engine/scenario/scenario.hpp"

namespace marengo::edit {

/// The facing of a unit entering at `hex` that points into the map (away from the edges it
/// touches, or towards the middle of the map for an inner hex); none for FacingKind::None or a
/// hex off the map.
Facing facingIntoMap(const Map& map, HexId hex, FacingKind kind);

} // namespace marengo::edit
