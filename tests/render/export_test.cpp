// Writing PNG, SVG and PDF files atomically.
#include "demo_scenario.hpp"
#include "render/image_export.hpp"

#include <catch2/catch.hpp>
#include <png.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
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

/// Page `page` (1-based) of a PDF rasterised by poppler's cairo backend at 72 dpi, one pixel a
/// point, as the PNG export draws the same page.
Pixels pdfPage(const fs::path& pdf, int page) {
    const fs::path out = pdf.parent_path() / ("page-" + std::to_string(page));
    const std::string command = "pdftocairo -png -singlefile -r 72 -f " + std::to_string(page) +
                                " -l " + std::to_string(page) + " '" + pdf.string() + "' '" +
                                out.string() + "'";
    REQUIRE(std::system(command.c_str()) == 0);
    return readPng(out.string() + ".png");
}

/// Pages in a PDF, from poppler's pdfinfo.
int pdfPageCount(const fs::path& pdf) {
    FILE* p = ::popen(("pdfinfo '" + pdf.string() + "'").c_str(), "r");
    REQUIRE(p);
    char line[512];
    int pages = 0;
    while (std::fgets(line, sizeof line, p))
        std::sscanf(line, "Pages: %d", &pages);
    ::pclose(p);
    return pages;
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
    const Scenario sc = rendertest::demoScenario();
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

TEST_CASE("a PDF larger than a page is cut into pages that abut, each drawn as its part of the map",
          "[render][export][pdf]") {
    const Scenario sc = rendertest::demoScenario();
    fs::path dir = scratchDir("pages");
    ExportSettings settings;
    settings.options.hexSize = 26;

    // Under the page side: one page, the whole picture (as before pages existed).
    const Point size = exportSize(sc.map, settings);
    REQUIRE(std::max(size.x, size.y) < kMaxPdfPage);
    PageLayout one = pdfPages(sc.map, settings);
    CHECK(one.regions.size() == 1);

    settings.pageSide = 500;
    PageLayout layout = pdfPages(sc.map, settings);
    const double window = 500 - 2 * settings.margin;
    CHECK(layout.columns == static_cast<int>(std::ceil((size.x - 2 * settings.margin) / window)));
    CHECK(layout.rows == static_cast<int>(std::ceil((size.y - 2 * settings.margin) / window)));
    REQUIRE(layout.columns * layout.rows > 2);
    REQUIRE(layout.regions.size() == static_cast<std::size_t>(layout.columns * layout.rows));
    // Row by row from the top left; neighbours abut, and together they cover the map.
    const Rect whole = one.regions.front();
    double area = 0;
    for (std::size_t k = 0; k < layout.regions.size(); ++k) {
        const Rect& r = layout.regions[k];
        const int row = static_cast<int>(k) / layout.columns,
                  col = static_cast<int>(k) % layout.columns;
        CHECK(r.x == Approx(whole.x + col * window));
        CHECK(r.y == Approx(whole.y + row * window));
        CHECK(r.w <= window);
        CHECK(r.h <= window);
        CHECK(r.right() <= whole.right() + 1e-9);
        CHECK(r.bottom() <= whole.bottom() + 1e-9);
        area += r.w * r.h;
    }
    CHECK(area == Approx(whole.w * whole.h));

    // Each page of the PDF, rasterised at a pixel a point, is the PNG of its region.
    REQUIRE(exportImage(dir / "pages.pdf", ImageFormat::Pdf, sc.map, &sc, settings));
    REQUIRE(pdfPageCount(dir / "pages.pdf") == static_cast<int>(layout.regions.size()));
    std::vector<Pixels> pngs;
    for (std::size_t k = 0; k < layout.regions.size(); ++k) {
        ExportSettings part = settings;
        part.region = layout.regions[k];
        REQUIRE(exportImage(dir / ("part" + std::to_string(k) + ".png"), ImageFormat::Png, sc.map,
                            &sc, part));
        pngs.push_back(readPng(dir / ("part" + std::to_string(k) + ".png")));
        REQUIRE(pngs.back().width <= 500);
        REQUIRE(pngs.back().height <= 500);
    }
    // Blocks of 8 x 8 pixels whose mean differs by more than 16 levels in some channel: the
    // two rasterisers place and hint glyphs (hex numbers, counter values) a pixel apart, which
    // averages out over a block; a misplaced or missing drawing does not.
    auto differing = [](const Pixels& a, const Pixels& b) {
        constexpr std::uint32_t kBlock = 8;
        std::size_t n = 0, blocks = 0;
        for (std::uint32_t by = 0; by + kBlock <= a.height; by += kBlock)
            for (std::uint32_t bx = 0; bx + kBlock <= a.width; bx += kBlock, ++blocks) {
                int sum[3] = {0, 0, 0};
                for (std::uint32_t y = by; y < by + kBlock; ++y)
                    for (std::uint32_t x = bx; x < bx + kBlock; ++x)
                        for (int c = 0; c < 3; ++c)
                            sum[c] += a.at(x, y)[c] - b.at(x, y)[c];
                n += std::any_of(std::begin(sum), std::end(sum), [](int d) {
                    return std::abs(d) > 16 * static_cast<int>(kBlock * kBlock);
                });
            }
        return static_cast<double>(n) / static_cast<double>(blocks);
    };
    std::size_t compared = 0;
    for (std::size_t k = 0; k < layout.regions.size(); ++k) {
        INFO("page " << k + 1);
        Pixels page = pdfPage(dir / "pages.pdf", static_cast<int>(k) + 1);
        REQUIRE(page.width == pngs[k].width);
        REQUIRE(page.height == pngs[k].height);
        CHECK(differing(page, pngs[k]) < 0.005); // measured: at most 0.0013
        // and it is not another page's part (the test tells pages apart)
        for (std::size_t j = 0; j < pngs.size(); ++j)
            if (j != k && pngs[j].width == page.width && pngs[j].height == page.height) {
                CHECK(differing(page, pngs[j]) > 0.1); // measured: at least 0.25
                ++compared;
            }
    }
    CHECK(compared > 0);
    fs::remove_all(dir);
}

TEST_CASE("a PDF page shows at most about a hundred thousand hexes while each is drawn",
          "[render][export]") {
    // 400 x 300 hexes of 5 points: 3002 x 2602 points, within one PDF page but 120,000 hexes,
    // which cairo would hold in memory at once.
    auto m = Map::create("large", {4, 4, 1, 1}, {{'A', 0, 0, 400, 300}},
                         {{"clear", "Clear", 0xeef0d8, "", false, false}});
    REQUIRE(m.ok());
    ExportSettings settings;
    settings.options.hexSize = 5;
    REQUIRE(std::max(exportSize(*m, settings).x, exportSize(*m, settings).y) < kMaxPdfPage);
    const PageLayout layout = pdfPages(*m, settings);
    CHECK(layout.columns * layout.rows == 4);
    const double hexArea = 1.5 * std::sqrt(3.0) * 5 * 5;
    for (const Rect& r : layout.regions)
        CHECK(r.w * r.h / hexArea <= 100000);
    // Below the landscape image's size hexes are not drawn one by one: one page.
    settings.options.hexSize = 3;
    CHECK(pdfPages(*m, settings).regions.size() == 1);
    // and an SVG that a PDF would cut is refused
    settings.options.hexSize = 5;
    fs::path dir = scratchDir("budget");
    Status st = exportImage(dir / "map.svg", ImageFormat::Svg, *m, nullptr, settings);
    REQUIRE_FALSE(st);
    CHECK_THAT(st.error(), Catch::Contains("100000 hexes"));
    fs::remove_all(dir);
}

TEST_CASE("an SVG wider than a PDF page is refused with where to go instead", "[render][export]") {
    Map map = exportMap();
    fs::path dir = scratchDir("svg");
    ExportSettings settings;
    settings.options.hexSize = 1200; // 12 columns: about 22,000 points wide
    REQUIRE(exportSize(map, settings).x > kMaxPdfPage);
    Status st = exportImage(dir / "map.svg", ImageFormat::Svg, map, nullptr, settings);
    REQUIRE_FALSE(st);
    CHECK_THAT(st.error(),
               Catch::Contains("too large") && Catch::Contains("PDF") && Catch::Contains("PNG"));
    CHECK(entries(dir) == 0);
    fs::remove_all(dir);
}
