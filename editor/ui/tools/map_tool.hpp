#pragma once
// Private to the map tools, the palette and the main frame (its Map menu, frame_map.cpp): the
// base class of the map tools, their names and keys, and helpers shared by the palette and the
// frame.
#include "editor/ui/editor_context.hpp"
#include "editor/ui/tool.hpp"
#include "engine/edit/document.hpp"

#include <cstddef>
#include <vector>

namespace marengo::editor {

/// Names of the map tools (palette labels, menu items), with the key that chooses each.
struct ToolKey {
    int key;
    const char* name;
    const char* hint; ///< how to use it, shown under the palette
};
inline constexpr ToolKey kBrushTool{'B', "Terrain Brush",
                                    "Click or drag to paint the terrain; right-click picks it."};
inline constexpr ToolKey kFillTool{'G', "Flood Fill",
                                   "Click to repaint the connected area of one terrain."};
inline constexpr ToolKey kRectangleTool{'T', "Rectangle",
                                        "Drag from corner to corner to paint a block of hexes."};
inline constexpr ToolKey kEyedropperTool{
    'I', "Eyedropper", "Click a hex to take its terrain, then go back to the previous tool."};
inline constexpr ToolKey kHexsideTool{
    'H', "Hexsides",
    "Click near an edge to toggle the feature; drag to draw one connected run (rivers along the "
    "edges, roads from hex to hex; going back takes the last edges off); Shift-click extends the "
    "last run. The right button removes."};
inline constexpr ToolKey kElevationTool{
    'E', "Elevation",
    "Click or drag to raise; Shift or right button lowers; Ctrl sets the level below."};
inline constexpr ToolKey kLosTool{
    'L', "Line of Sight",
    "Click the observer, then the target (or drag). Shift-click: what a hex sees."};
inline constexpr ToolKey kMapToolKeys[] = {
    kBrushTool, kFillTool, kRectangleTool, kEyedropperTool, kHexsideTool, kElevationTool, kLosTool};

/// A tool working on the map of the context's document, with the context's tool settings.
class MapTool : public Tool {
public:
    explicit MapTool(EditorContext& ctx) : m_ctx(ctx) {}
    void deactivate(MapCanvas&) override;

protected:
    EditorContext& context() const { return m_ctx; }
    ToolSettings& settings() const { return m_ctx.toolSettings(); }
    edit::Document& doc() const;
    const Map& map() const;
    /// A radius of the tool settings (brushRadius, elevationRadius) clamped to 0..5.
    static int radius(int setting);
    /// Centres of the dabs a brush stroke lays from its last dab `from` to `to`: the on-map hexes
    /// of the line between them, so a fast drag leaves no gap; `to` alone when `from` is kNoHex.
    std::vector<HexId> strokeCentres(HexId from, HexId to) const;

private:
    EditorContext& m_ctx;
};

/// The key that chooses the window's tool number `index` (S for the first, Select Units; B,
/// G, T... for the map tools), or 0 when it has none. The Map menu's accelerators.
int toolKey(const Tool& tool, std::size_t index);
/// Index of the tool named `name` in the window's tools, or the number of tools when none.
std::size_t toolIndex(EditorContext& ctx, const char* name);
/// Chooses a tool, remembering the one left so the eyedropper can return to it.
void switchTool(EditorContext& ctx, std::size_t index);
/// Recomputes the ZOI or stacking overlay chosen in View > Overlays (after edits).
void refreshMapOverlay(EditorContext& ctx);
/// Display name of a single hexside feature ("Sunken road").
wxString featureLabel(Features bit);

} // namespace marengo::editor
