#pragma once
// Writing a rendered map to PNG, SVG or PDF, atomically (temporary file in the same folder,
// then renamed over the target). Used by `marengo render` and the editor's export.
#include "engine/core/progress.hpp"
#include "engine/core/result.hpp"
#include "render/map_renderer.hpp"

#include <filesystem>
#include <optional>
#include <vector>

namespace marengo::render {

enum class ImageFormat { Png, Svg, Pdf };

/// Format from a file name's extension (.png, .svg, .pdf, any case), if known.
std::optional<ImageFormat> formatForPath(const std::filesystem::path& path);

/// The largest side of a PDF page, in points: 14,400 (200 inches) is the largest page Adobe
/// Acrobat opens (PDF 1.7, annex C), and other viewers follow it.
inline constexpr double kMaxPdfPage = 14400;

/// What to export: the whole map or a region of it, with a paper margin.
struct ExportSettings {
    RenderOptions options;
    std::optional<Rect> region; ///< map pixels; the whole map when empty
    double margin = 12;         ///< paper around the map, in output pixels (points for PDF/SVG)
    /// PNG: zlib level from 0 (stored) to 9 (smallest file, slowest); when empty,
    /// pngCompressionFor() the picture's size.
    std::optional<int> pngCompression;
    /// PNG: rows of output pixels drawn and encoded at a time. Memory grows with width x rows,
    /// never with the height; fewer rows when the picture is very wide.
    int bandRows = 1024;
    /// PDF: the largest side of a page in points, margins included (at most kMaxPdfPage). A
    /// larger picture is cut into pages, each drawn and written in turn, so memory grows with
    /// one page's content, never the map's. Pages are also kept to about 100,000 hexes each
    /// while every hex is drawn (the hex size at least options.maxPxLandscape).
    double pageSide = kMaxPdfPage;
};

/// How a PDF export is cut into pages: `columns` x `rows` windows of the map that abut, row
/// by row from the top left, cut as `marengo print` tiles paper (print::tile) but with no
/// overlap. Each page is the picture of its region alone, with the export's margin round it.
struct PageLayout {
    int columns = 1, rows = 1;
    std::vector<Rect> regions; ///< map pixels, one per page
};

/// The pages a PDF export writes: one page, the whole picture, when it fits pageSide and holds
/// at most about 100,000 drawn hexes.
PageLayout pdfPages(const Map& map, const ExportSettings& settings);

/// The zlib level of a PNG of `pixels` when none is asked for: 6 (zlib's default) up to
/// 4 megapixels, 1 above, where encoding at 6 would take longer than drawing.
int pngCompressionFor(double pixels);

/// Pixel size of the picture exportImage would write.
Point exportSize(const Map& map, const ExportSettings& settings);

/// Renders the map (with the scenario's units when `scenario` is given, in which case `map`
/// should be scenario->map) and writes it to `path`. On failure the target is untouched and
/// the error says why. The map is drawn in bands of rows (a PNG is encoded band by band, so a
/// picture of any size up to PNG's 2^31-1 pixels a side takes the memory of one band); with a
/// `progress`, each band is a step and a cancel stops between bands: the error is then
/// "cancelled" and the target is untouched. A PDF is written on the pages of pdfPages(). An
/// SVG is one page that cairo holds whole in memory until it is written: one that a PDF would
/// cut into pages is refused (the error points to PDF and PNG).
Status exportImage(const std::filesystem::path& path, ImageFormat format, const Map& map,
                   const Scenario* scenario, const ExportSettings& settings,
                   Progress* progress = nullptr);

} // namespace marengo::render
