#pragma once
// Canvas tools: the map canvas turns mouse and keys into ToolEvents and hands them to the active
// tool, which turns them into commands on the document.
#include "engine/map/map.hpp"
#include "render/geometry.hpp"
#include "render/map_renderer.hpp"

#include <wx/string.h>

namespace marengo::editor {

class MapCanvas;

/// A mouse event in map terms.
struct ToolEvent {
    Point map;          ///< map pixels
    HexId hex = kNoHex; ///< on-map hex under the pointer, or kNoHex
    bool shift = false;
    bool ctrl = false;
    bool right = false; ///< right button
};

/// One tool of the palette (terrain brush, hexside, elevation, units, LOS...).
class Tool {
public:
    virtual ~Tool() = default;
    /// Name shown in the palette and status bar.
    virtual wxString name() const = 0;
    virtual void onPress(MapCanvas&, const ToolEvent&) {}
    virtual void onDrag(MapCanvas&, const ToolEvent&) {}
    virtual void onRelease(MapCanvas&, const ToolEvent&) {}
    virtual void onMove(MapCanvas&, const ToolEvent&) {}
    /// A key pressed over the canvas; returns true when the tool used it.
    virtual bool onKey(MapCanvas&, int /*keyCode*/, bool /*shift*/) { return false; }
    /// Lets the tool add overlays (brush outline, LOS line) before the canvas draws.
    virtual void addOverlays(std::vector<render::Overlay>&) const {}
    /// Called when the tool is chosen or left (to end a drag, clear previews).
    virtual void activate(MapCanvas&) {}
    virtual void deactivate(MapCanvas&) {}
};

} // namespace marengo::editor
