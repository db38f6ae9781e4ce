#pragma once
// Writing a rendered map to PNG, SVG or PDF, atomically (temporary file in the same folder,
// then renamed over the target). Used by `marengo render` and the editor's export.
#include "engine/core/progress.hpp"
#include "engine/core/result.hpp"
#include "render/map_renderer.hpp"

#include <filesystem>
#include <optional>

namespace marengo::render {

enum class ImageFormat { Png, Svg, Pdf };

/// Format from a file name's extension (.png, .svg, .pdf, any case), if known.
std::optional<ImageFormat> formatForPath(const std::filesystem::path& path);

/// What to export: the whole map or a region of it, with a paper margin.
struct ExportSettings {
    RenderOptions options;
    std::optional<Rect> region; ///< map pixels; the whole map when empty
    double margin = 12;         ///< paper around the map, in output pixels (points for PDF/SVG)
};

/// Pixel size of the picture exportImage would write.
Point exportSize(const Map& map, const ExportSettings& settings);

/// Renders the map (with the scenario's units when `scenario` is given, in which case `map`
/// should be scenario->map) and writes it to `path`. On failure the target is untouched and
/// the error says why. With a `progress`, the map is drawn in bands of rows, each a step, and a
/// cancel stops between bands: the error is then "cancelled" and the target is untouched.
Status exportImage(const std::filesystem::path& path, ImageFormat format, const Map& map,
                   const Scenario* scenario, const ExportSettings& settings,
                   Progress* progress = nullptr);

} // namespace marengo::render
