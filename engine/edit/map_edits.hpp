#pragma once
// Map editing helpers behind the editor's terrain, hexside, elevation and sheet tools: which
// hexes a brush, fill or rectangle touches, which slope hexsides follow from elevation, and maps
// rebuilt with other sheets. GUI-free; every region is bounded by what it covers, never by the
// size of the map (except the whole-map forms, which say so).
#include "engine/edit/command.hpp"

#include <span>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace marengo::edit {

/// A hexside edit as setHexsides() takes it: hex, side, the side's new features.
using HexsideEdit = std::tuple<HexId, HexSide, Features>;

/// On-map hexes within `radius` steps of `centre` (a brush dab: 1, 7, 19... hexes, fewer at the
/// map's edge), ascending. Empty when `centre` is off the map or `radius` is negative.
std::vector<HexId> brushDisk(const Map& map, HexId centre, int radius);

/// The connected hexes of the same terrain as `start` (through any hexside), ascending: what a
/// flood fill paints. Visits only the region and its border.
std::vector<HexId> floodRegion(const Map& map, HexId start);

/// On-map hexes of the block of grid cells that has `a` and `b` as opposite corners, ascending.
std::vector<HexId> rectangleRegion(const Map& map, HexId a, HexId b);

/// The cells of `hexes` whose terrain is not `t`, paired with `t` (input for paintTerrain).
std::vector<std::pair<HexId, TerrainId>> terrainChanges(const Map& map,
                                                        std::span<const HexId> hexes, TerrainId t);

/// Hexside edits that make the slope feature follow elevation on every hexside of `hexes`: a
/// slope between two on-map hexes of different levels, none between equal levels. Hexsides on
/// the map's outer edge are left alone. Each hexside at most once; only real changes.
std::vector<HexsideEdit> slopeChanges(const Map& map, std::span<const HexId> hexes);
/// The same over the whole map (walks every hexside once).
std::vector<HexsideEdit> slopeChanges(const Map& map);

/// Runs `commands` in order as one command named `name`; its inverse undoes them in reverse
/// order. When one does not apply, the ones before it are undone and nothing changes.
CommandPtr sequence(std::string name, std::vector<CommandPtr> commands);

/// Sets the elevation of `cells` and, with `autoSlopes`, puts or removes slope hexsides around
/// them to match the new levels, in one command.
CommandPtr setElevationWithSlopes(std::vector<std::pair<HexId, int>> cells, bool autoSlopes,
                                  std::string name = "Set Elevation");

/// A copy of `map` with other sheets and numbering (same name, terrain table, printed hex size
/// and reference images): terrain,
/// elevation and hexside features are copied for every hex that lies on both maps at the same
/// grid position, so a sheet that stays keeps its data and its labels. Fails as Map::create.
Result<Map> resheet(const Map& map, std::vector<Sheet> sheets, Numbering numbering);
/// `map` with one more sheet.
Result<Map> addSheet(const Map& map, Sheet sheet);
/// `map` without the sheet of that letter (fails when it has no such sheet or only that one).
Result<Map> removeSheet(const Map& map, char letter);

/// The hex of `to` at the grid position of hex `h` of `from`, or kNoHex when it is not on `to`.
HexId sameCell(const Map& from, const Map& to, HexId h);

/// A command that gives a scenario a new map (sheets added or removed, numbering changed) and
/// moves what stands on hexes (set-up, objectives, reinforcement entries) to the same grid
/// positions; what stood on a hex that is gone is listed.
struct MapReplacement {
    CommandPtr command;                      ///< nullptr when `blocked` is not empty
    std::vector<std::string> unitsOffMap;    ///< set-up units taken off the map
    std::vector<std::string> objectivesLost; ///< objectives dropped (their names or labels)
    std::string blocked; ///< why the map cannot be replaced (a reinforcement enters there)
};
MapReplacement replaceMap(const Scenario& s, Map newMap, std::string name = "Edit Map Sheets");

} // namespace marengo::edit
