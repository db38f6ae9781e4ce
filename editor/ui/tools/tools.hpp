#pragma once
// Factories of the palette's tools, in palette order (see MainFrame::createTools).
#include "editor/ui/tool.hpp"

#include <memory>

namespace marengo::editor {

class MainFrame;

/// Select, move, rotate and re-form units; drop units from the OOB tree (units).
std::unique_ptr<Tool> makeUnitTool(MainFrame& frame);
/// Terrain brush with a radius 0..5 (map).
std::unique_ptr<Tool> makeTerrainBrush(MainFrame& frame);
/// Flood fill of connected hexes of one terrain (map).
std::unique_ptr<Tool> makeTerrainFill(MainFrame& frame);
/// Terrain rectangle (map).
std::unique_ptr<Tool> makeTerrainRectangle(MainFrame& frame);
/// Eyedropper: picks the terrain under the pointer for the brushes (map).
std::unique_ptr<Tool> makeEyedropper(MainFrame& frame);
/// Hexside features: click or drag along edges (map).
std::unique_ptr<Tool> makeHexsideTool(MainFrame& frame);
/// Elevation: raise, lower, set level (map).
std::unique_ptr<Tool> makeElevationTool(MainFrame& frame);
/// Line of sight between two hexes, viewshed from a hex (map).
std::unique_ptr<Tool> makeLosTool(MainFrame& frame);

} // namespace marengo::editor
