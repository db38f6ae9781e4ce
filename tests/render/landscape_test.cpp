// Low detail: below RenderOptions::maxPxLandscape a map is drawn as a landscape image (a pixel
// per hex), with no per-hex paths, grid, numbers or counters; above it, hex by hex.
#include "render/map_renderer.hpp"

#include <catch2/catch.hpp>

#include <cairo.h>

#include <algorithm>
#include <cstdlib>
#include <memory>

using namespace marengo;
using namespace marengo::render;

namespace {

constexpr std::uint32_t kClear = 0xeef0d8, kWoods = 0x2f7d32;

/// A battlefield of many sheets (two-digit numbering: sheets of at most 80 x 75 hexes).
Map bigMap(int cols, int rows) {
    std::vector<Sheet> sheets;
    char letter = 'A';
    for (int row = 0; row < rows; row += 75)
        for (int col = 0; col < cols; col += 80)
            sheets.push_back(
                {letter++, col, row, std::min(80, cols - col), std::min(75, rows - row)});
    auto m = Map::create("big", {}, sheets,
                         {{"clear", "Clear", kClear, "", false, false},
                          {"woods", "Woods", kWoods, "trees", true, true}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

struct Image {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface;
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr;
    Image(int w, int h)
        : surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h), cairo_surface_destroy),
          cr(cairo_create(surface.get()), cairo_destroy) {
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
    }
    std::uint32_t pixel(int x, int y) {
        cairo_surface_flush(surface.get());
        const unsigned char* data = cairo_image_surface_get_data(surface.get());
        int stride = cairo_image_surface_get_stride(surface.get());
        return reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] & 0xFFFFFF;
    }
};

bool near(std::uint32_t a, std::uint32_t b, int tolerance = 6) {
    for (int shift : {0, 8, 16})
        if (std::abs(static_cast<int>((a >> shift) & 0xFF) -
                     static_cast<int>((b >> shift) & 0xFF)) > tolerance)
            return false;
    return true;
}

} // namespace

TEST_CASE("a zoomed-out map is drawn as a landscape image, not hex by hex") {
    Map map = bigMap(400, 300);
    // Woods on the left half of the map.
    for (int row = 0; row < 300; ++row)
        for (int col = 0; col < 200; ++col)
            map.setTerrain(map.id({col, row}), 1);
    MapRenderer r;
    r.options().sheets = false; // no sheet borders or letters over the colours sampled below
    const Point size = r.geometry(map).mapPixelSize();
    Image img(600, 400);
    const double scale = 150 / size.x; // the whole map in 150 pixels: a quarter pixel a hex
    cairo_scale(img.cr.get(), scale, scale);
    DrawStats st = r.draw(img.cr.get(), map, {0, 0, size.x, size.y});
    CHECK(st.lowDetail);
    CHECK(st.pxPerHex < r.options().maxPxLandscape);
    // At most about one image pixel per device pixel, however many hexes there are.
    CHECK(st.samples > 0);
    CHECK(st.samples <= 2 * 150u * 150u);
    CHECK(st.samples < 400u * 300u / 2); // fewer samples than hexes
    // It still reads as the ground: woods on the left, fields on the right.
    const double x = size.x * scale, y = size.y * scale;
    CHECK(near(img.pixel(static_cast<int>(x * 0.25), static_cast<int>(y / 2)), kWoods));
    CHECK(near(img.pixel(static_cast<int>(x * 0.75), static_cast<int>(y / 2)), kClear));
}

TEST_CASE("the landscape path starts below maxPxLandscape and shows units as their colour") {
    Map map = bigMap(60, 40);
    Scenario s;
    s.map = map;
    OrderOfBattle oob;
    oob.side = "French";
    oob.nationality = "French";
    Unit army;
    army.id = "army";
    army.echelon = Echelon::Army;
    REQUIRE(oob.add(army));
    Unit bn;
    bn.id = "bn";
    bn.parent = "army";
    bn.echelon = Echelon::Battalion;
    bn.arm = Arm::Infantry;
    bn.increments = 6;
    REQUIRE(oob.add(bn));
    s.oobs.push_back(oob);
    Placement placed;
    placed.unit = "bn";
    placed.hex = s.map.id({30, 20});
    s.setup.push_back(placed);

    MapRenderer r;
    const Point size = r.geometry(s.map).mapPixelSize();
    const double hex = r.options().hexSize;
    for (double px : {2.0, 3.9, 4.1, 8.0}) {
        Image img(800, 600);
        cairo_scale(img.cr.get(), px / hex, px / hex);
        DrawStats st = r.draw(img.cr.get(), s, {0, 0, size.x, size.y});
        INFO("hex of " << px << " px");
        CHECK(st.lowDetail == (px < r.options().maxPxLandscape));
        CHECK(st.units == 1);
        if (st.lowDetail)
            CHECK(st.samples == 60u * 40u); // one pixel per hex at these sizes
        else
            CHECK(st.samples == 0);
    }
    r.options().maxPxLandscape = 0; // turned off: hex by hex at any size
    Image img(200, 150);
    cairo_scale(img.cr.get(), 1 / hex, 1 / hex);
    CHECK_FALSE(r.draw(img.cr.get(), s, {0, 0, size.x, size.y}).lowDetail);
}
