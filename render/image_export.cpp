#include "render/image_export.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <string>
#include <system_error>
#include <unistd.h>

namespace marengo::render {

namespace {

constexpr double kMaxRasterSide = 32767;                 // cairo's image surface limit
constexpr double kMaxRasterPixels = 200.0 * 1000 * 1000; // 800 MB of ARGB

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

constexpr int kBandPixels = 512; ///< rows of output pixels drawn as one step with a progress

/// Draws the picture; false when `progress` was cancelled part-way.
bool paint(cairo_t* cr, const Map& map, const Scenario* scenario, const ExportSettings& s,
           const Rect& region, Progress* progress) {
    setSource(cr, s.options.paper);
    cairo_paint(cr);
    cairo_translate(cr, s.margin - region.x, s.margin - region.y);
    cairo_rectangle(cr, region.x, region.y, region.w, region.h);
    cairo_clip(cr);
    MapRenderer renderer(s.options);
    auto draw = [&](const Rect& r) {
        if (scenario)
            renderer.draw(cr, *scenario, r);
        else
            renderer.draw(cr, map, r);
    };
    if (!progress) {
        draw(region);
        return true;
    }
    // Bands of whole output pixels, so their clips meet without antialiased seams.
    const auto bands = static_cast<std::size_t>(std::ceil(region.h / kBandPixels));
    for (std::size_t k = 0; k < bands; ++k) {
        if (!progress->step(k, bands))
            return false;
        Rect band{region.x, region.y + static_cast<double>(k) * kBandPixels, region.w,
                  std::min<double>(kBandPixels, region.h - static_cast<double>(k) * kBandPixels)};
        cairo_save(cr);
        cairo_rectangle(cr, band.x, band.y, band.w, band.h);
        cairo_clip(cr);
        draw(band);
        cairo_restore(cr);
    }
    return progress->step(bands, bands);
}

std::string cairoError(cairo_status_t st) {
    return cairo_status_to_string(st);
}

} // namespace

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

Status exportImage(const std::filesystem::path& path, ImageFormat format, const Map& map,
                   const Scenario* scenario, const ExportSettings& settings, Progress* progress) {
    if (settings.options.hexSize <= 0)
        return Error{"the hex size must be positive"};
    Rect region = regionOf(map, settings);
    if (region.w <= 0 || region.h <= 0)
        return Error{"the region to render is empty"};
    Point size = exportSize(map, settings);
    if (format == ImageFormat::Png &&
        (size.x > kMaxRasterSide || size.y > kMaxRasterSide || size.x * size.y > kMaxRasterPixels))
        return Error{"a PNG of " + std::to_string(static_cast<long>(size.x)) + " x " +
                     std::to_string(static_cast<long>(size.y)) +
                     " pixels is too large; use a smaller hex size, a region, or SVG/PDF"};

    std::filesystem::path temp = tempPathFor(path);
    auto fail = [&](const std::string& why) -> Status {
        std::error_code ec;
        std::filesystem::remove(temp, ec);
        return Error{"cannot write " + path.string() + ": " + why};
    };

    cairo_surface_t* surface = nullptr;
    switch (format) {
    case ImageFormat::Png:
        // Opaque paper: RGB24 writes an RGB PNG, a quarter smaller than RGBA.
        surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(size.x),
                                             static_cast<int>(size.y));
        break;
    case ImageFormat::Svg:
        surface = cairo_svg_surface_create(temp.c_str(), size.x, size.y);
        break;
    case ImageFormat::Pdf:
        surface = cairo_pdf_surface_create(temp.c_str(), size.x, size.y);
        break;
    }
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        std::string why = cairoError(cairo_surface_status(surface));
        cairo_surface_destroy(surface);
        return fail(why);
    }
    cairo_t* cr = cairo_create(surface);
    if (progress)
        progress->stage("Drawing the map", 0, 0.8);
    bool drawn = paint(cr, map, scenario, settings, region, progress);
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    if (!drawn) {
        cairo_surface_destroy(surface);
        std::error_code ec;
        std::filesystem::remove(temp, ec);
        return Error{"cancelled"};
    }
    if (progress)
        progress->stage(format == ImageFormat::Png ? "Writing the PNG" : "Writing the file", 0.8,
                        1.0);
    if (st == CAIRO_STATUS_SUCCESS && format == ImageFormat::Png)
        st = cairo_surface_write_to_png(surface, temp.c_str());
    cairo_surface_finish(surface);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (st != CAIRO_STATUS_SUCCESS)
        return fail(cairoError(st));
    if (progress)
        progress->step(1, 1);

    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec)
        return fail(ec.message());
    return okStatus();
}

} // namespace marengo::render
