#pragma once
// The concrete edits of the editor. Every one is reversible and GUI-free.
#include "engine/edit/command.hpp"

#include <functional>
#include <utility>

namespace marengo::edit {

/// Sets terrain of several hexes (a brush dab, a fill, a rectangle).
CommandPtr paintTerrain(std::vector<std::pair<HexId, TerrainId>> cells);
/// Sets elevation of several hexes.
CommandPtr setElevation(std::vector<std::pair<HexId, int>> cells);
/// Sets the features of one hexside.
CommandPtr setHexside(HexId hex, HexSide side, Features features);
/// Sets the features of several hexsides at once (a river drawn in one drag).
CommandPtr setHexsides(std::vector<std::tuple<HexId, HexSide, Features>> sides);
/// Replaces the map's reference images (one imported, calibrated, shown, hidden, locked or
/// removed). The rules never read them: the change names no hex and no rule dependency, so
/// nothing is re-checked, and views repaint.
CommandPtr setReferenceImages(std::vector<ReferenceImage> images, std::string name);

/// The three placement commands drop the split of a unit left without a second hex.
/// Puts a unit on the map (appended to the set-up).
CommandPtr placeUnit(Placement p);
/// Replaces the placement of unit `p.unit` (move, rotate, change formation or state).
CommandPtr updatePlacement(Placement p, std::string name = "Move Unit");
/// Takes a unit off the map.
CommandPtr removePlacement(std::string unit);
/// Replaces the whole set-up (a brigade placed in one action, a multi-selection moved).
CommandPtr setSetup(std::vector<Placement> setup, std::string name);

/// Adds a unit to the order of battle of side index `oob`.
CommandPtr addUnit(std::size_t oob, Unit u);
/// Replaces a unit's values (id and parent stay: use moveUnit to change the parent).
CommandPtr editUnit(Unit u, std::string name = "Edit Unit");
/// Deletes a unit and everything under it, with their placements.
CommandPtr deleteUnit(std::string id);
/// Moves a unit (and everything under it) under another parent of the same OOB.
CommandPtr moveUnit(std::string id, std::string newParent);

/// Replaces any part of the scenario given by `part` with `value` (settings, reinforcements,
/// special rules, victory conditions, the map when sheets are added or removed). The inverse
/// holds the old value. The change it reports follows from the part (set_part.inl).
template <class T> CommandPtr setPart(std::string name, T Scenario::*part, T value);

} // namespace marengo::edit

#include "engine/edit/set_part.inl"
