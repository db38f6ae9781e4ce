#pragma once
// What the map tools share (terrain, brush radius, hexside feature, elevation level, line of
// sight at night...). The EditorContext owns one; the tool palette edits it, the tools read it
// at each event, and View > Overlays keeps its overlay choice here.
#include "engine/map/map.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace marengo::editor {

class Tool;

/// A map overlay kept up to date while the document changes (View > Overlays).
enum class MapOverlay { None, Zoi, Stacking, Movement };

/// What the map tools share; edited in the palette.
struct ToolSettings {
    TerrainId terrain = 0;     ///< brush, fill, rectangle
    int brushRadius = 0;       ///< 0..5, terrain brush
    int elevationRadius = 0;   ///< 0..5, elevation tool (raising a hill is not painting)
    Features feature = kRiver; ///< hexside tool
    int level = 1;             ///< elevation tool, ctrl-click
    bool autoSlopes = true;    ///< elevation tool puts slopes between levels
    bool night = false;        ///< line of sight at night
    int viewshedRange = 10;    ///< line of sight tool, shift-click
    std::string losVerdict;    ///< last line-of-sight answer, shown in the palette
    /// The last lines of sight and viewsheds, newest last, each both ways (the Sight panel).
    std::vector<std::string> sightLog;
    static constexpr std::size_t kSightLogSize = 12;
    Tool* previousTool = nullptr; ///< where the eyedropper returns
    MapOverlay overlay = MapOverlay::None;
    std::size_t overlaySide = 0;   ///< OOB index of the ZOI overlay
    std::string overlayUnit;       ///< the unit whose movement range the overlay shows
    bool overlayZoneStops = false; ///< the movement range stops in the set-up's enemy zones
};

} // namespace marengo::editor
