#pragma once
// Print layout arithmetic, in millimetres: paper sizes, the printed size of a map at a hex size,
// and how many sheets of paper a map is tiled onto. Pure functions: no cairo, no map drawing.
#include "engine/map/map.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace marengo::render::print {

inline constexpr double kPointsPerMm = 72.0 / 25.4;

/// A sheet of paper, portrait (width <= height) unless it was given otherwise in WxHmm.
struct Paper {
    std::string name; ///< "A4", "letter", "300x200mm"
    double widthMm = 210;
    double heightMm = 297;
};

/// "A4", "A3", "letter", "tabloid" (any case) or "WxHmm" ("300x200mm", "297.5x420mm").
/// nullopt when the text names no paper or a size outside 50..2000 mm.
std::optional<Paper> parsePaper(std::string_view text);

enum class Orientation { Portrait, Landscape, Auto };
/// "portrait", "landscape" or "auto".
std::optional<Orientation> parseOrientation(std::string_view text);

/// Width and height of the paper turned to an orientation (Auto: as given).
Paper oriented(const Paper& paper, Orientation o);

/// Printed size of the whole battlefield grid when a hex measures `hexMm` flat to flat.
struct MapExtent {
    double widthMm = 0;
    double heightMm = 0;
};
MapExtent mapExtent(int gridColumns, int gridRows, double hexMm);
MapExtent mapExtent(const Map& map, double hexMm);

/// Circumradius in pixels of a hex `hexMm` flat to flat drawn at `dpi` dots per inch: the hex
/// size of a picture that prints the map at its printed size (`marengo render --dpi`).
double hexRadiusForDpi(double hexMm, double dpi);

/// How the map is cut onto sheets of paper: `columns` x `rows` pages, each showing a window of
/// `windowW` x `windowH` mm of the map inside its margins; neighbouring windows repeat `overlap`
/// mm of map, so page (r, c) starts at (c * stepX, r * stepY) of the map.
struct Tiling {
    Paper paper;          ///< oriented as used
    double marginMm = 0;  ///< blank paper round the window (crop marks and labels live there)
    double overlapMm = 0; ///< map repeated at each inner page edge
    double windowW = 0, windowH = 0;
    double stepX = 0, stepY = 0;
    int columns = 0, rows = 0;
    int pages() const { return columns * rows; }
};

/// Default blank margin round each map window: room for crop marks and the page label, and
/// more than the unprintable edge of common office printers (about 5 mm).
inline constexpr double kDefaultMarginMm = 12;

/// Tiles a map of `extent` onto `paper`. With Orientation::Auto the orientation that needs fewer
/// pages is used (portrait on a tie). nullopt when the overlap leaves no step (overlap >= window).
std::optional<Tiling> tile(const MapExtent& extent, const Paper& paper, Orientation orientation,
                           double overlapMm, double marginMm = kDefaultMarginMm);

/// Counters per row and per column of a counter sheet: a grid of `counterMm` squares inside
/// the margins of the paper.
struct CounterGrid {
    Paper paper;
    double marginMm = 0;
    double counterMm = 0;
    int columns = 0, rows = 0;
    int perPage() const { return columns * rows; }
    /// Left edge of the counter grid, centred across the page.
    double left() const;
    /// Top edge of the counter grid (below the heading band).
    double top() const;
};
/// Band at the top of a counter sheet for its heading, in mm.
inline constexpr double kCounterHeadingMm = 12;
std::optional<CounterGrid> counterGrid(const Paper& paper, double counterMm,
                                       double marginMm = kDefaultMarginMm);

} // namespace marengo::render::print
