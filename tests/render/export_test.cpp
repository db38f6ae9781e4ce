// Writing PNG, SVG and PDF files atomically.
#include "render/image_export.hpp"

#include <catch2/catch.hpp>

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
    settings.options.hexSize = 5000;
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
