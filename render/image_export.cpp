#include "render/image_export.hpp"

#include "render/png_writer.hpp"
#include "render/print/layout.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <memory>
#include <string>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace marengo::render {

namespace {

constexpr double kMaxPngSide = 2147483647.0;          // PNG's limit, 2^31 - 1
constexpr int kMaxTileWidth = 32767;                  // cairo's image surface limit
constexpr double kMaxBandBytes = 128.0 * 1024 * 1024; // of one band's RGB24 pixels
constexpr int kVectorBandPixels = 512; ///< rows drawn as one step of an SVG or PDF export
/// Hexes a vector page shows at most while each is drawn (not as a landscape image): cairo
/// records a page whole before writing it, about 3 KB a hex of the stress maps.
constexpr double kMaxPageHexes = 100000;

std::filesystem::path tempPathFor(const std::filesystem::path& target) {
    static std::atomic<unsigned> counter{0};
    std::string name = "." + target.filename().string() + ".tmp-" + std::to_string(::getpid()) +
                       "-" + std::to_string(counter++);
    return target.parent_path() / name;
}

Rect regionOf(const Map& map, const ExportSettings& s) {
    if (s.region)
        return *s.region;
    Point size = MapGeometry(map, s.options.hexSize).mapPixelSize();
    return {0, 0, size.x, size.y};
}

/// What one export (or one page of it) draws: the map's region, `margin` from the picture's
/// top-left corner.
struct Picture {
    const Map& map;
    const Scenario* scenario;
    const ExportSettings& settings;
    const MapRenderer& renderer;
    Rect region;

    /// Draws the map's part of `out`, a rectangle of the picture in output pixels, which are
    /// the user space of `cr`. Bands of whole output pixels meet without antialiased seams.
    void draw(cairo_t* cr, const Rect& out) const {
        const double dx = region.x - settings.margin, dy = region.y - settings.margin;
        Rect r{std::max(region.x, out.x + dx), std::max(region.y, out.y + dy), 0, 0};
        r.w = std::min(region.right(), out.right() + dx) - r.x;
        r.h = std::min(region.bottom(), out.bottom() + dy) - r.y;
        if (r.w <= 0 || r.h <= 0)
            return;
        cairo_save(cr);
        // Curves flattened to within 0.3 pixel instead of cairo's 0.1: no visible change (tree
        // crowns, round caps), a fifth less time on a large map.
        cairo_set_tolerance(cr, 0.3);
        cairo_translate(cr, -dx, -dy);
        cairo_rectangle(cr, r.x, r.y, r.w, r.h);
        cairo_clip(cr);
        // The renderer visits the hexes that meet the rectangle it is given, but a hex's ink
        // (tree crowns, strokes) may reach a little past it: draw the hexes within half a hex
        // of the band too, so that the clip alone decides where a band ends.
        const double s = settings.options.hexSize / 2;
        const Rect near{r.x - s, r.y - s, r.w + 2 * s, r.h + 2 * s};
        if (scenario)
            renderer.draw(cr, *scenario, near);
        else
            renderer.draw(cr, map, near);
        cairo_restore(cr);
    }

    /// The picture's size in output pixels: the region and the margin round it.
    Point size() const {
        return {std::ceil(region.w + 2 * settings.margin),
                std::ceil(region.h + 2 * settings.margin)};
    }
};

std::string cairoError(cairo_status_t st) {
    return cairo_status_to_string(st);
}

/// A drawing that was finished (true), cancelled (false) or failed (the error says why).
using Outcome = Result<bool>;

/// Draws the picture onto an SVG or PDF surface writing `temp`, a page for each region of
/// `layout` (one for an SVG). Each page is written when the next one begins, so cairo holds
/// the drawing of one page at a time.
Outcome writeVector(const std::filesystem::path& temp, ImageFormat format, const Picture& whole,
                    const PageLayout& layout, Progress* progress) {
    std::vector<Picture> pages;
    for (const Rect& region : layout.regions)
        pages.push_back({whole.map, whole.scenario, whole.settings, whole.renderer, region});
    const Point first = pages.front().size();
    cairo_surface_t* surface = format == ImageFormat::Svg
                                   ? cairo_svg_surface_create(temp.c_str(), first.x, first.y)
                                   : cairo_pdf_surface_create(temp.c_str(), first.x, first.y);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        std::string why = cairoError(cairo_surface_status(surface));
        cairo_surface_destroy(surface);
        return Error{why};
    }
    cairo_t* cr = cairo_create(surface);
    if (progress)
        progress->stage("Drawing the map", 0, 0.8);
    // Without a progress to report, a page is one band: the file has a single clip a page.
    auto bandRows = [&](const Picture& page) {
        return progress ? kVectorBandPixels : page.size().y;
    };
    std::size_t bands = 0, band = 0;
    for (const Picture& page : pages)
        bands += static_cast<std::size_t>(std::ceil(page.size().y / bandRows(page)));
    bool drawn = true;
    for (std::size_t p = 0; p < pages.size() && drawn; ++p) {
        const Point size = pages[p].size();
        if (p > 0) {
            cairo_show_page(cr); // writes the previous page and forgets its drawing
            cairo_pdf_surface_set_size(surface, size.x, size.y);
        }
        if (pages.size() > 1) {
            const auto row = p / static_cast<std::size_t>(layout.columns) + 1,
                       column = p % static_cast<std::size_t>(layout.columns) + 1;
            cairo_pdf_surface_set_page_label(
                surface,
                ("row " + std::to_string(row) + ", column " + std::to_string(column)).c_str());
        }
        setSource(cr, whole.settings.options.paper);
        cairo_paint(cr);
        const double rows = bandRows(pages[p]);
        for (double top = 0; top < size.y && drawn; top += rows) {
            drawn = !progress || progress->step(band++, bands);
            if (drawn)
                pages[p].draw(cr, {0, top, size.x, rows});
        }
    }
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    if (drawn && progress) {
        progress->step(bands, bands);
        progress->stage("Writing the file", 0.8, 1.0);
    }
    cairo_surface_finish(surface);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (!drawn)
        return false;
    if (st != CAIRO_STATUS_SUCCESS)
        return Error{cairoError(st)};
    if (progress)
        progress->step(1, 1);
    return true;
}

/// Draws the picture in bands of rows, each onto a strip of image surfaces (one, unless the
/// picture is wider than cairo's limit), and streams each band's rows to a PNG writing `temp`.
Outcome writePng(const std::filesystem::path& temp, const Picture& pic, Point size,
                 Progress* progress) {
    const int width = static_cast<int>(size.x), height = static_cast<int>(size.y);
    const int rows = std::min({std::max(1, pic.settings.bandRows), height, kMaxTileWidth,
                               std::max(1, static_cast<int>(kMaxBandBytes / (4.0 * width)))});
    const int tileCount = (width + kMaxTileWidth - 1) / kMaxTileWidth;
    const int tileWidth = (width + tileCount - 1) / tileCount;
    auto destroy = [](cairo_surface_t* s) { cairo_surface_destroy(s); };
    std::vector<std::unique_ptr<cairo_surface_t, decltype(destroy)>> tiles;
    for (int left = 0; left < width; left += tileWidth) {
        // Opaque paper: RGB24 makes an RGB PNG, a quarter smaller than RGBA.
        tiles.emplace_back(
            cairo_image_surface_create(CAIRO_FORMAT_RGB24, std::min(tileWidth, width - left), rows),
            destroy);
        if (cairo_surface_status(tiles.back().get()) != CAIRO_STATUS_SUCCESS)
            return Error{cairoError(cairo_surface_status(tiles.back().get()))};
    }
    const int level = pic.settings.pngCompression.value_or(pngCompressionFor(size.x * size.y));
    PngWriter png;
    if (!png.open(temp, static_cast<std::uint32_t>(width), static_cast<std::uint32_t>(height),
                  std::clamp(level, 0, 9)))
        return Error{png.error()};
    std::vector<unsigned char> row(tileCount > 1 ? 4 * static_cast<std::size_t>(width) : 0);
    if (progress)
        progress->stage("Drawing and writing the PNG", 0, 1);
    const auto bands = static_cast<std::size_t>((height + rows - 1) / rows);
    for (std::size_t k = 0; k < bands; ++k) {
        if (progress && !progress->step(k, bands))
            return false;
        const int top = static_cast<int>(k) * rows, bandRows = std::min(rows, height - top);
        for (std::size_t t = 0; t < tiles.size(); ++t) {
            cairo_surface_t* tile = tiles[t].get();
            const double left = static_cast<double>(t) * tileWidth;
            cairo_surface_set_device_offset(tile, -left, -top);
            cairo_t* cr = cairo_create(tile);
            setSource(cr, pic.settings.options.paper);
            cairo_paint(cr);
            pic.draw(cr, {left, static_cast<double>(top),
                          static_cast<double>(cairo_image_surface_get_width(tile)),
                          static_cast<double>(bandRows)});
            cairo_status_t st = cairo_status(cr);
            cairo_destroy(cr);
            cairo_surface_flush(tile);
            if (st != CAIRO_STATUS_SUCCESS)
                return Error{cairoError(st)};
        }
        auto rowOf = [](cairo_surface_t* tile, int line) {
            return cairo_image_surface_get_data(tile) +
                   static_cast<std::ptrdiff_t>(line) * cairo_image_surface_get_stride(tile);
        };
        for (int y = 0; y < bandRows; ++y) {
            if (tiles.size() > 1)
                for (std::size_t t = 0; t < tiles.size(); ++t)
                    std::copy_n(rowOf(tiles[t].get(), y),
                                4 * cairo_image_surface_get_width(tiles[t].get()),
                                row.begin() + static_cast<std::ptrdiff_t>(4 * t * tileWidth));
            if (!png.writeRow(tiles.size() > 1 ? row.data() : rowOf(tiles[0].get(), y)))
                return Error{png.error()};
        }
    }
    if (!png.finish())
        return Error{png.error()};
    return !progress || progress->step(bands, bands);
}

} // namespace

int pngCompressionFor(double pixels) {
    return pixels > 4e6 ? 1 : 6;
}

std::optional<ImageFormat> formatForPath(const std::filesystem::path& path) {
    std::string ext = path.extension().string();
    for (char& c : ext)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext == ".png")
        return ImageFormat::Png;
    if (ext == ".svg")
        return ImageFormat::Svg;
    if (ext == ".pdf")
        return ImageFormat::Pdf;
    return std::nullopt;
}

Point exportSize(const Map& map, const ExportSettings& settings) {
    Rect r = regionOf(map, settings);
    return {std::ceil(r.w + 2 * settings.margin), std::ceil(r.h + 2 * settings.margin)};
}

PageLayout pdfPages(const Map& map, const ExportSettings& settings) {
    const Rect region = regionOf(map, settings);
    const Point size = exportSize(map, settings);
    double side = std::min(settings.pageSide, kMaxPdfPage);
    const RenderOptions& o = settings.options;
    if (o.hexSize >= o.maxPxLandscape) // a hex covers 1.5 x sqrt(3) radii squared
        side =
            std::min(side, std::floor(std::sqrt(kMaxPageHexes * 1.5 * std::sqrt(3.0)) * o.hexSize +
                                      2 * settings.margin));
    if (size.x <= side && size.y <= side)
        return {1, 1, {region}};
    // print::tile() works in millimetres of paper: a point is 1/72 inch.
    constexpr double mm = 1 / print::kPointsPerMm;
    const auto tiling = print::tile({region.w * mm, region.h * mm}, {"", side * mm, side * mm},
                                    print::Orientation::Portrait, 0, settings.margin * mm);
    if (!tiling)
        return {0, 0, {}};
    PageLayout layout{tiling->columns, tiling->rows, {}};
    const double window = side - 2 * settings.margin;
    for (int r = 0; r < layout.rows; ++r)
        for (int c = 0; c < layout.columns; ++c) {
            const double x = region.x + c * window, y = region.y + r * window;
            layout.regions.push_back({x, y, std::min(window, region.right() - x),
                                      std::min(window, region.bottom() - y)});
        }
    return layout;
}

Status exportImage(const std::filesystem::path& path, ImageFormat format, const Map& map,
                   const Scenario* scenario, const ExportSettings& settings, Progress* progress) {
    if (settings.options.hexSize <= 0)
        return Error{"the hex size must be positive"};
    Rect region = regionOf(map, settings);
    if (region.w <= 0 || region.h <= 0)
        return Error{"the region to render is empty"};
    Point size = exportSize(map, settings);
    if (format == ImageFormat::Png && (size.x > kMaxPngSide || size.y > kMaxPngSide))
        return Error{"a PNG of " + std::to_string(static_cast<long long>(size.x)) + " x " +
                     std::to_string(static_cast<long long>(size.y)) +
                     " pixels is too large (PNG allows 2147483647 a side); use a smaller hex "
                     "size or a region"};

    PageLayout pages{1, 1, {region}};
    if (format == ImageFormat::Svg) {
        ExportSettings onePage = settings;
        onePage.pageSide = kMaxPdfPage;
        if (pdfPages(map, onePage).regions.size() > 1)
            return Error{"an SVG of " + std::to_string(static_cast<long long>(size.x)) + " x " +
                         std::to_string(static_cast<long long>(size.y)) +
                         " points is too large: it is one page, drawn whole in memory, and "
                         "holds at most 14400 points a side and 100000 hexes; write a PDF (cut "
                         "into pages) or a PNG, or use a smaller hex size or a region"};
    } else if (format == ImageFormat::Pdf) {
        pages = pdfPages(map, settings);
        if (pages.regions.empty())
            return Error{"pages of " + std::to_string(std::lround(settings.pageSide)) +
                         " points leave no room for the map inside the margin"};
    }

    const MapRenderer renderer(settings.options);
    const Picture picture{map, scenario, settings, renderer, region};
    std::filesystem::path temp = tempPathFor(path);
    Outcome drawn = format == ImageFormat::Png
                        ? writePng(temp, picture, size, progress)
                        : writeVector(temp, format, picture, pages, progress);
    std::error_code ec;
    if (drawn && *drawn)
        std::filesystem::rename(temp, path, ec);
    if (!drawn || !*drawn || ec) {
        std::error_code ignored;
        std::filesystem::remove(temp, ignored);
        if (drawn && !*drawn)
            return Error{"cancelled"};
        return Error{"cannot write " + path.string() + ": " +
                     (drawn ? ec.message() : drawn.error())};
    }
    return okStatus();
}

} // namespace marengo::render
