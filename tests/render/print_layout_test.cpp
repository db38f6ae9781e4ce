// Print layout arithmetic: paper names, the printed size of a map, page counts.
#include "render/geometry.hpp"
#include "render/print/layout.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace marengo;
using namespace marengo::render::print;

TEST_CASE("paper sizes by name or as WxHmm", "[render][print]") {
    auto a4 = parsePaper("A4");
    REQUIRE(a4);
    CHECK(a4->widthMm == 210);
    CHECK(a4->heightMm == 297);
    CHECK(parsePaper("a3")->heightMm == 420);
    CHECK(parsePaper("Letter")->widthMm == Approx(215.9));
    CHECK(parsePaper("tabloid")->heightMm == Approx(431.8));
    auto custom = parsePaper("300x200mm");
    REQUIRE(custom);
    CHECK(custom->widthMm == 300);
    CHECK(custom->heightMm == 200);
    CHECK(parsePaper("297.5x420mm")->widthMm == Approx(297.5));
    CHECK_FALSE(parsePaper("A5"));
    CHECK_FALSE(parsePaper("300x200"));
    CHECK_FALSE(parsePaper("x200mm"));
    CHECK_FALSE(parsePaper("10x200mm")); // below 50 mm
    CHECK(parseOrientation("landscape") == Orientation::Landscape);
    CHECK_FALSE(parseOrientation("sideways"));
    Paper turned = oriented(*a4, Orientation::Landscape);
    CHECK(turned.widthMm == 297);
    CHECK(turned.heightMm == 210);
}

TEST_CASE("a map's printed size is the renderer's grid at the hex size", "[render][print]") {
    auto map =
        Map::create("m", {}, {{'A', 0, 0, 30, 22}}, {{"clear", "Clear", 0, "", false, false}});
    REQUIRE(map.ok());
    for (double hexMm : {12.0, 16.0, 19.05, 25.4}) {
        MapExtent e = mapExtent(*map, hexMm);
        Point px = render::MapGeometry(*map, hexMm / std::sqrt(3.0)).mapPixelSize();
        CHECK(e.widthMm == Approx(px.x));
        CHECK(e.heightMm == Approx(px.y));
    }
    // 30 columns of 19.05 mm hexes: 45.5 radii of 11.0 mm; 22.5 hex heights.
    MapExtent e = mapExtent(30, 22, 19.05);
    CHECK(e.widthMm == Approx(45.5 * 19.05 / std::sqrt(3.0)));
    CHECK(e.heightMm == Approx(22.5 * 19.05));
}

TEST_CASE("a resolution gives the hex radius in pixels of the printed size", "[render][print]") {
    // 25.4 mm flat to flat at 100 dpi: 100 pixels flat to flat, a radius of 100 / sqrt(3).
    CHECK(hexRadiusForDpi(25.4, 100) == Approx(100 / std::sqrt(3.0)));
    CHECK(hexRadiusForDpi(19.05, 300) == Approx(225 / std::sqrt(3.0)));
}

TEST_CASE("page counts for each paper and hex size follow from the map's size", "[render][print]") {
    struct Row {
        int cols, rows;
        double hexMm;
        const char* paper;
        Orientation o;
        int across, down;
    };
    // One sheet (30 x 22 hexes) and two (30 x 44, as Austerlitz's sample), 12 mm
    // margins and a 10 mm overlap: pages across = 1 + ceil((map - window) / (window - overlap)).
    const Row table[] = {
        {30, 22, 19.05, "A4", Orientation::Portrait, 3, 2},
        {30, 22, 19.05, "A4", Orientation::Landscape, 2, 3},
        {30, 22, 19.05, "A3", Orientation::Portrait, 2, 2},
        {30, 22, 19.05, "letter", Orientation::Portrait, 3, 2},
        {30, 22, 19.05, "tabloid", Orientation::Landscape, 2, 2},
        {30, 22, 16, "A4", Orientation::Landscape, 2, 2},
        {30, 22, 16, "A3", Orientation::Portrait, 2, 1},
        {30, 22, 16, "tabloid", Orientation::Portrait, 2, 1},
        {30, 22, 25.4, "A4", Orientation::Portrait, 4, 3},
        {30, 22, 25.4, "letter", Orientation::Landscape, 3, 4},
        {30, 44, 19.05, "A4", Orientation::Portrait, 3, 4},
        {30, 44, 19.05, "A4", Orientation::Landscape, 2, 5},
        {30, 44, 19.05, "A3", Orientation::Landscape, 2, 4},
        {30, 44, 16, "A3", Orientation::Portrait, 2, 2},
        {30, 44, 25.4, "A4", Orientation::Landscape, 3, 7},
        {30, 44, 25.4, "tabloid", Orientation::Portrait, 3, 3},
    };
    for (const Row& r : table) {
        INFO(r.cols << "x" << r.rows << " hexes of " << r.hexMm << " mm on " << r.paper);
        MapExtent e = mapExtent(r.cols, r.rows, r.hexMm);
        auto t = tile(e, *parsePaper(r.paper), r.o, 10);
        REQUIRE(t);
        CHECK(t->columns == r.across);
        CHECK(t->rows == r.down);
        CHECK(t->pages() == r.across * r.down);
        // The pages cover the map, and one page fewer would not.
        CHECK((t->columns - 1) * t->stepX + t->windowW >= e.widthMm);
        CHECK((t->rows - 1) * t->stepY + t->windowH >= e.heightMm);
        if (t->columns > 1)
            CHECK((t->columns - 2) * t->stepX + t->windowW < e.widthMm);
        if (t->rows > 1)
            CHECK((t->rows - 2) * t->stepY + t->windowH < e.heightMm);
    }
}

TEST_CASE("auto orientation takes the one with fewer pages", "[render][print]") {
    Paper a4 = *parsePaper("A4");
    // 30 x 22 at 16 mm: portrait 3 x 2 = 6 pages, landscape 2 x 2 = 4.
    auto t = tile(mapExtent(30, 22, 16), a4, Orientation::Auto, 10);
    REQUIRE(t);
    CHECK(t->paper.widthMm == 297);
    CHECK(t->pages() == 4);
    // A tie keeps portrait.
    auto tie = tile(mapExtent(30, 22, 19.05), a4, Orientation::Auto, 10);
    CHECK(tie->paper.widthMm == 210);
    CHECK(tie->pages() == 6);
    // An overlap as wide as the window leaves nothing to step by.
    CHECK_FALSE(tile(mapExtent(30, 22, 16), a4, Orientation::Portrait, 186));
}

TEST_CASE("counter grids fit whole counters inside the margins", "[render][print]") {
    auto g = counterGrid(*parsePaper("A4"), 12.7);
    REQUIRE(g);
    CHECK(g->columns == 14); // (210 - 24) / 12.7 = 14.6
    CHECK(g->rows == 20);    // (297 - 24 - 12) / 12.7 = 20.6
    CHECK(g->left() + g->columns * g->counterMm <= 210 - g->marginMm);
    CHECK(g->left() == Approx(210 - (g->left() + g->columns * g->counterMm))); // centred
    CHECK_FALSE(counterGrid(*parsePaper("A4"), 300));
}
