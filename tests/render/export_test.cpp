// Writing PNG, SVG and PDF files atomically.
#include "formats/formats.hpp"
#include "render/image_export.hpp"

#include <catch2/catch.hpp>
#include <png.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace marengo;
using namespace marengo::render;
namespace fs = std::filesystem;

namespace {

Map exportMap() {
    auto m = Map::create("export", {}, {{'A', 0, 0, 6, 5}, {'B', 6, 0, 6, 5}},
                         {{"clear", "Clear", 0xeef0d8, "", false, false},
                          {"woods", "Woods", 0x9cc28a, "trees", true, true}});
    REQUIRE(m.ok());
    m->setTerrain(m->find("A0302"), 1);
    return std::move(m).value();
}

/// A fresh, empty folder under the system temporary folder.
fs::path scratchDir(const std::string& name) {
    fs::path dir =
        fs::temp_directory_path() / ("marengo-render-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::string head(const fs::path& p, std::size_t n) {
    std::ifstream in(p, std::ios::binary);
    std::string s(n, '\0');
    in.read(s.data(), static_cast<std::streamsize>(n));
    s.resize(static_cast<std::size_t>(in.gcount()));
    return s;
}

/// A PNG read back as 8-bit RGB pixels, row after row; empty when it cannot be read.
struct Pixels {
    std::uint32_t width = 0, height = 0;
    std::vector<unsigned char> rgb;
    const unsigned char* at(std::uint32_t x, std::uint32_t y) const {
        return &rgb[3 * (static_cast<std::size_t>(y) * width + x)];
    }
};

Pixels readPng(const fs::path& path) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    Pixels out;
    if (!png_image_begin_read_from_file(&image, path.c_str()))
        return out;
    image.format = PNG_FORMAT_RGB;
    out.rgb.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, out.rgb.data(), 0, nullptr)) {
        out.rgb.clear();
        return out;
    }
    out.width = image.width;
    out.height = image.height;
    return out;
}

std::size_t entries(const fs::path& dir) {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir), {}));
}

} // namespace

TEST_CASE("image formats come from the file extension", "[render][export]") {
    CHECK(formatForPath("a/b.png") == ImageFormat::Png);
    CHECK(formatForPath("B.PNG") == ImageFormat::Png);
    CHECK(formatForPath("map.svg") == ImageFormat::Svg);
    CHECK(formatForPath("map.pdf") == ImageFormat::Pdf);
    CHECK_FALSE(formatForPath("map.jpg"));
    CHECK_FALSE(formatForPath("map"));
}

TEST_CASE("PNG, SVG and PDF files are written whole, with no temporary left", "[render][export]") {
    Map map = exportMap();
    fs::path dir = scratchDir("formats");
    ExportSettings settings;
    settings.options.hexSize = 20;
    for (auto [name, format, magic] :
         {std::tuple{"map.png", ImageFormat::Png, std::string("\x89PNG")},
          std::tuple{"map.svg", ImageFormat::Svg, std::string("<?xml")},
          std::tuple{"map.pdf", ImageFormat::Pdf, std::string("%PDF")}}) {
        INFO(name);
        fs::path out = dir / name;
        Status st = exportImage(out, format, map, nullptr, settings);
        REQUIRE(st.ok());
        CHECK(fs::file_size(out) > 500);
        CHECK(head(out, magic.size()) == magic);
    }
    CHECK(entries(dir) == 3);
    // the picture's size is the map plus the margin
    Point size = exportSize(map, settings);
    Point mapSize = MapGeometry(map, 20).mapPixelSize();
    CHECK(size.x == Approx(std::ceil(mapSize.x + 2 * settings.margin)));
    fs::remove_all(dir);
}

TEST_CASE("a region renders only part of the map", "[render][export]") {
    Map map = exportMap();
    ExportSettings settings;
    settings.options.hexSize = 20;
    MapGeometry geo(map, 20);
    settings.region = geo.bounds(map.offset(map.find("A0101")), map.offset(map.find("A0302")));
    Point size = exportSize(map, settings);
    CHECK(size.x < geo.mapPixelSize().x / 2);
    fs::path dir = scratchDir("region");
    REQUIRE(exportImage(dir / "part.png", ImageFormat::Png, map, nullptr, settings).ok());
    fs::remove_all(dir);
}

TEST_CASE("a failed export leaves the target untouched and says why", "[render][export]") {
    Map map = exportMap();
    ExportSettings settings;
    settings.options.hexSize = 20;
    fs::path dir = scratchDir("fail");

    Status missing =
        exportImage(dir / "no-such-dir" / "map.png", ImageFormat::Png, map, nullptr, settings);
    CHECK_FALSE(missing.ok());
    CHECK_THAT(missing.error(), Catch::Contains("map.png"));

    // an existing file survives a failure (here, a picture too large for PNG)
    fs::path target = dir / "keep.png";
    std::ofstream(target) << "old";
    settings.options.hexSize = 2e8;
    Status big = exportImage(target, ImageFormat::Png, map, nullptr, settings);
    CHECK_FALSE(big.ok());
    CHECK_THAT(big.error(), Catch::Contains("too large"));
    CHECK(head(target, 10) == "old");
    CHECK(entries(dir) == 1);
    fs::remove_all(dir);
}

TEST_CASE("an export with progress draws in bands and a cancel leaves the target untouched",
          "[render][export]") {
    auto m = Map::create("tall", {}, {{'A', 0, 0, 12, 40}},
                         {{"clear", "Clear", 0xeef0d8, "", false, false}});
    REQUIRE(m.ok());
    fs::path dir = scratchDir("progress");
    ExportSettings settings;
    REQUIRE(exportSize(*m, settings).y > 2 * 512); // several bands

    for (ImageFormat format : {ImageFormat::Png, ImageFormat::Pdf}) {
        fs::path target = dir / (format == ImageFormat::Png ? "map.png" : "map.pdf");
        Progress progress;
        REQUIRE(exportImage(target, format, *m, nullptr, settings, &progress));
        CHECK(progress.fraction() == Approx(1.0));
        const auto written = fs::file_size(target);

        { std::ofstream(target, std::ios::binary | std::ios::trunc) << "previous"; }
        Progress cancelled;
        cancelled.cancel();
        auto st = exportImage(target, format, *m, nullptr, settings, &cancelled);
        REQUIRE_FALSE(st);
        CHECK(st.error() == "cancelled");
        CHECK(head(target, 100) == "previous");
        CHECK(written > 0);
    }
    CHECK(entries(dir) == 2); // no temporary left behind
    fs::remove_all(dir);
}

TEST_CASE("a PNG drawn in bands is the picture drawn whole, pixel for pixel", "[render][export]") {
    // Counters, numbers, patterns, rivers and roads all cross the seams of 7-row bands (a tree
    // crown reaching past its hex was cut at them, before each band drew its neighbours too).
    auto l = formats::loadScenario(std::string(MARENGO_SOURCE_DIR) +
                                   "/tests/data/render/demo.scenario.xml");
    REQUIRE_FALSE(l.fatal());
    const Scenario& sc = *l.value;
    fs::path dir = scratchDir("bands");
    ExportSettings settings;
    settings.options.hexSize = 26;
    for (bool region : {false, true}) {
        INFO((region ? "a region" : "the whole map"));
        if (region) { // off the pixel grid
            settings.region = Rect{31.3, 47.9, 420.2, 333.7};
            settings.margin = 5.5;
        }
        settings.bandRows = 1 << 20; // one band
        REQUIRE(exportImage(dir / "whole.png", ImageFormat::Png, sc.map, &sc, settings));
        settings.bandRows = 7;
        REQUIRE(exportImage(dir / "bands.png", ImageFormat::Png, sc.map, &sc, settings));
        Pixels whole = readPng(dir / "whole.png"), bands = readPng(dir / "bands.png");
        REQUIRE(whole.height > 20 * 7);
        REQUIRE(whole.rgb.size() == bands.rgb.size());
        std::size_t differ = 0, firstRow = 0;
        for (std::size_t i = 0; i < whole.rgb.size(); ++i)
            if (whole.rgb[i] != bands.rgb[i] && differ++ == 0)
                firstRow = i / 3 / whole.width;
        INFO(differ << " bytes differ, from row " << firstRow);
        CHECK(differ == 0);
    }
    fs::remove_all(dir);
}

TEST_CASE("a PNG may be taller and wider than a cairo surface (32767 pixels)", "[render][export]") {
    const Rgba paper = ExportSettings{}.options.paper;
    auto isPaper = [&](const unsigned char* p) {
        return p[0] == std::lround(paper.r * 255) && p[1] == std::lround(paper.g * 255) &&
               p[2] == std::lround(paper.b * 255);
    };
    fs::path dir = scratchDir("huge");
    // 2 x 3800 and 4400 x 1 hexes of 5 pixels: one side past 32767 pixels, few hexes to draw.
    for (auto [cols, rows] : {std::pair{2, 3800}, std::pair{4400, 1}}) {
        INFO(cols << " x " << rows << " hexes");
        auto m = Map::create("huge", {4, 4, 1, 1}, {{'A', 0, 0, cols, rows}},
                             {{"woods", "Woods", 0x9cc28a, "", false, false}});
        REQUIRE(m.ok());
        ExportSettings settings;
        settings.options.hexSize = 5;
        settings.margin = 2;
        const Point size = exportSize(*m, settings);
        REQUIRE(std::max(size.x, size.y) > 32767);
        REQUIRE(exportImage(dir / "huge.png", ImageFormat::Png, *m, nullptr, settings));
        Pixels png = readPng(dir / "huge.png");
        REQUIRE(png.width == size.x);
        REQUIRE(png.height == size.y);
        // Woods all along the middle of the long side, paper at the corners.
        CHECK(isPaper(png.at(0, 0)));
        CHECK(isPaper(png.at(png.width - 1, png.height - 1)));
        std::size_t paperInside = 0;
        if (cols == 2)
            for (std::uint32_t y = 10; y + 10 < png.height; ++y)
                paperInside += isPaper(png.at(png.width / 2, y));
        else
            for (std::uint32_t x = 10; x + 10 < png.width; ++x)
                paperInside += isPaper(png.at(x, png.height / 2));
        CHECK(paperInside == 0);
    }
    fs::remove_all(dir);
}
