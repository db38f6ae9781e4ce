#pragma once
// Factories of the palette's tools, in palette order (see MainFrame::createTools).
#include "editor/ui/tool.hpp"

#include <memory>

namespace marengo::editor {

class EditorContext;

/// Select, move, rotate and re-form units; drop units from the OOB tree (units).
std::unique_ptr<Tool> makeUnitTool(EditorContext& ctx);
/// Terrain brush with a radius 0..5 (map).
std::unique_ptr<Tool> makeTerrainBrush(EditorContext& ctx);
/// Flood fill of connected hexes of one terrain (map).
std::unique_ptr<Tool> makeTerrainFill(EditorContext& ctx);
/// Terrain rectangle (map).
std::unique_ptr<Tool> makeTerrainRectangle(EditorContext& ctx);
/// Eyedropper: picks the terrain under the pointer for the brushes (map).
std::unique_ptr<Tool> makeEyedropper(EditorContext& ctx);
/// Hexside features: click or drag along edges (map).
std::unique_ptr<Tool> makeHexsideTool(EditorContext& ctx);
/// Elevation: raise, lower, set level (map).
std::unique_ptr<Tool> makeElevationTool(EditorContext& ctx);
/// Line of sight between two hexes, viewshed from a hex (map).
std::unique_ptr<Tool> makeLosTool(EditorContext& ctx);

} // namespace marengo::editor
