// TileCache: the editor canvas's tiles. Copied tiles are the picture the renderer draws whole;
// a second paint draws nothing; an invalidated rectangle is redrawn and nothing else; another
// zoom is previewed once the overview is drawn; the cache keeps to its budget.
#include "demo_scenario.hpp"
#include "render/tile_cache.hpp"

#include <catch2/catch.hpp>

#include <cairo.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace marengo;
using namespace marengo::render;

namespace {

constexpr Rgba kSurround{0.5, 0.5, 0.5, 1};

struct Canvas {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface;
    int w, h;
    Canvas(int width, int height)
        : surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
                  cairo_surface_destroy),
          w(width), h(height) {}
    /// Pixels that differ from another canvas's, and the largest difference of a channel.
    struct Difference {
        std::size_t pixels = 0;
        int most = 0;
    };
    Difference differ(const Canvas& other) const {
        cairo_surface_flush(surface.get());
        cairo_surface_flush(other.surface.get());
        const unsigned char* a = cairo_image_surface_get_data(surface.get());
        const unsigned char* b = cairo_image_surface_get_data(other.surface.get());
        const int stride = cairo_image_surface_get_stride(surface.get());
        Difference d;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const std::uint32_t p = reinterpret_cast<const std::uint32_t*>(a + y * stride)[x];
                const std::uint32_t q = reinterpret_cast<const std::uint32_t*>(b + y * stride)[x];
                int most = 0;
                for (int shift : {0, 8, 16})
                    most = std::max(most, std::abs(static_cast<int>((p >> shift) & 0xFF) -
                                                   static_cast<int>((q >> shift) & 0xFF)));
                d.pixels += most > 0;
                d.most = std::max(d.most, most);
            }
        }
        return d;
    }
    /// The same picture as another canvas, but for the grid's corners: a tile strokes the
    /// hexsides of fewer hexes, so where three of them meet the antialiasing may differ a little
    /// (found at up to 10 levels of 255, on 0.2 to 0.4 % of the pixels of the demo map).
    bool sameAs(const Canvas& other) const {
        const Difference d = differ(other);
        INFO("pixels differing " << d.pixels << ", by up to " << d.most);
        return d.most <= 12 && d.pixels * 100 <= static_cast<std::size_t>(w) * h;
    }
};

/// The view drawn from the tiles, as MapCanvas::onPaint does.
TileFrame paintTiles(TileCache& tiles, const MapRenderer& r, const Scenario& s,
                     const TileView& view, Canvas& out) {
    cairo_t* cr = cairo_create(out.surface.get());
    const TileFrame f = tiles.paint(cr, r, s, view);
    cairo_destroy(cr);
    return f;
}

/// The view drawn whole, straight from the renderer.
void paintDirect(const MapRenderer& r, const Scenario& s, const TileView& view, Canvas& out) {
    cairo_t* cr = cairo_create(out.surface.get());
    cairo_set_source_rgb(cr, kSurround.r, kSurround.g, kSurround.b);
    cairo_paint(cr);
    cairo_scale(cr, view.zoom, view.zoom);
    cairo_translate(cr, -view.origin.x, -view.origin.y);
    r.draw(cr, s, {view.origin.x, view.origin.y, view.width / view.zoom, view.height / view.zoom});
    cairo_destroy(cr);
}

/// A view whose origin lies on whole device pixels, as the canvas keeps it.
TileView viewAt(int w, int h, double zoom, Point origin) {
    return {w, h, zoom, {std::round(origin.x * zoom) / zoom, std::round(origin.y * zoom) / zoom}};
}

void refineAll(TileCache& tiles, const MapRenderer& r, const Scenario& s, const TileView& view) {
    const auto far = std::chrono::steady_clock::now() + std::chrono::hours(1);
    while (tiles.refine(r, s, view, far).more) {
    }
}

std::size_t tilesAcross(const TileView& v) {
    auto count = [](double origin, double zoom, int size) {
        const long o = std::lround(origin * zoom);
        return static_cast<std::size_t>(
            std::floor(static_cast<double>(o + size - 1) / TileCache::kTilePx) -
            std::floor(static_cast<double>(o) / TileCache::kTilePx) + 1);
    };
    return count(v.origin.x, v.zoom, v.width) * count(v.origin.y, v.zoom, v.height);
}

} // namespace

TEST_CASE("tiles copied are the picture drawn whole, at any level of detail", "[render][tiles]") {
    const Scenario s = rendertest::demoScenario();
    MapRenderer r;
    r.options().sheetLetters = SheetLetters::Margin;
    // Hex numbers and counters (40 px hexes), the grid and patterns (12 px), a landscape (3 px).
    for (double zoom : {1.0, 0.3, 0.075}) {
        INFO("zoom " << zoom);
        TileCache tiles(kSurround);
        const TileView view = viewAt(700, 500, zoom, {-37.3, -21.9});
        Canvas fromTiles(view.width, view.height), whole(view.width, view.height);
        const TileFrame first = paintTiles(tiles, r, s, view, fromTiles);
        CHECK(first.drawn == tilesAcross(view)); // nothing to show instead: all drawn now
        CHECK(first.copied == 0);
        paintDirect(r, s, view, whole);
        CHECK(fromTiles.sameAs(whole));
        const TileFrame second = paintTiles(tiles, r, s, view, fromTiles);
        CHECK(second.drawn == 0);
        CHECK(second.copied == tilesAcross(view));
        CHECK(fromTiles.sameAs(whole));
    }
}

TEST_CASE("an invalidated rectangle is drawn anew, the other tiles are copied", "[render][tiles]") {
    Scenario s = rendertest::demoScenario();
    MapRenderer r;
    TileCache tiles(kSurround);
    const TileView view = viewAt(1024, 768, 1.0, {0, 0}); // 4 x 3 tiles
    Canvas out(view.width, view.height), whole(view.width, view.height);
    paintTiles(tiles, r, s, view, out);
    // A hex's terrain changes; its tiles are marked out of date and redrawn by the next paint.
    const HexId h = s.map.find("A0305");
    REQUIRE(s.map.onMap(h));
    const TerrainId before = s.map.terrain(h);
    const TerrainId other = before == 0 ? 1 : 0;
    s.map.setTerrain(h, other);
    const Point c = r.geometry(s.map).hexCentre(h);
    tiles.invalidate({c.x - 5, c.y - 5, 10, 10});
    const TileFrame f = paintTiles(tiles, r, s, view, out);
    CHECK(f.drawn == 1);
    CHECK(f.copied == 11);
    paintDirect(r, s, view, whole);
    CHECK(out.sameAs(whole));
    // Everything out of date: all drawn again.
    tiles.invalidateAll();
    CHECK(paintTiles(tiles, r, s, view, out).drawn == 12);
}

TEST_CASE("another zoom is previewed from the tiles at hand once the overview is drawn",
          "[render][tiles]") {
    const Scenario s = rendertest::demoScenario();
    MapRenderer r;
    TileCache tiles(kSurround);
    const TileView near = viewAt(600, 400, 1.0, {100, 80});
    Canvas out(near.width, near.height);
    paintTiles(tiles, r, s, near, out);
    CHECK_FALSE(tiles.refine(r, s, near, std::chrono::steady_clock::time_point{}).viewTiles > 0);
    refineAll(tiles, r, s, near); // the overview and the ring around the view
    CHECK(tiles.complete(near));
    const TileView closer = viewAt(600, 400, 1.2, {110, 90});
    CHECK_FALSE(tiles.complete(closer));
    const TileFrame f = paintTiles(tiles, r, s, closer, out);
    CHECK(f.previewed == tilesAcross(closer)); // the view lies on the map: all previewed
    CHECK(f.drawn == 0);
    // One tile per refine when the deadline has passed, the view's own first.
    const auto r1 = tiles.refine(r, s, closer, std::chrono::steady_clock::time_point{});
    CHECK(r1.viewTiles == 1);
    CHECK(r1.more);
    refineAll(tiles, r, s, closer);
    CHECK(tiles.complete(closer));
    const TileFrame sharp = paintTiles(tiles, r, s, closer, out);
    CHECK(sharp.copied == tilesAcross(closer));
    CHECK(sharp.previewed == 0);
}

TEST_CASE("the tile cache keeps to its budget, never dropping the view on show",
          "[render][tiles]") {
    const Scenario s = rendertest::demoScenario();
    MapRenderer r;
    const std::size_t tile = std::size_t{TileCache::kTilePx} * TileCache::kTilePx * 4;
    TileCache tiles(kSurround, 30 * tile);
    Canvas out(512, 512);
    for (double zoom : {0.5, 0.6, 0.72, 0.86, 1.0, 1.2, 1.44}) {
        const TileView view = viewAt(512, 512, zoom, {50, 50});
        paintTiles(tiles, r, s, view, out);
        refineAll(tiles, r, s, view);
        // The view's own tiles stay, and the overview (two tiles of this small map).
        CHECK(tiles.bytes() <= (30 + tilesAcross(view) + 2) * tile);
        CHECK(tiles.complete(view));
    }
}

TEST_CASE("tiles at landscape scale look at the units near them, not at every unit each",
          "[render][tiles]") {
    // 60,000 hexes with a unit on every third. The first paint of a view draws all its tiles;
    // each used to walk every placement of the battle, so the work grew with the tiles.
    Scenario s = rendertest::demoScenario();
    auto large = Map::create("large", {3, 3, 1, 1}, {{'A', 0, 0, 300, 200}},
                             {{"clear", "Clear", 0xeef0d8, "", false, false}});
    REQUIRE(large.ok());
    s.map = std::move(large).value();
    const std::vector<Placement> units = s.setup;
    REQUIRE_FALSE(units.empty());
    s.setup.clear();
    for (HexId h = 0; h < s.map.hexCount(); h += 3) {
        Placement p = units[h % units.size()];
        p.hex = h;
        p.second = kNoHex;
        s.setup.push_back(p);
    }
    MapRenderer r;
    r.options().sheetLetters = SheetLetters::Margin;
    // Hexes of 3.2 and 1.6 px: landscapes, 40 tiles in view at either zoom.
    for (double zoom : {0.08, 0.04}) {
        INFO("zoom " << zoom);
        TileCache tiles(kSurround);
        const TileView view = viewAt(1600, 1000, zoom, {-500, -500});
        Canvas fromTiles(view.width, view.height), whole(view.width, view.height);
        const TileFrame first = paintTiles(tiles, r, s, view, fromTiles);
        CHECK(first.drawn == tilesAcross(view));
        // Every placement once to index them, then each tile the blocks of 16 x 16 hexes under
        // it and its margin (each walked all 20,000: 40 tiles, 800,000).
        CHECK(first.placementsVisited > s.setup.size());
        CHECK(first.placementsVisited <= 4 * s.setup.size());
        paintDirect(r, s, view, whole);
        // The same picture: where units dot the ground everywhere, the landscape image scaled
        // bilinearly from another origin rounds its blends up to 3 levels apart (none without
        // the units).
        CHECK(fromTiles.differ(whole).most <= 3);
        // An edit (a unit may have moved): the index is made again, once for all tiles.
        tiles.invalidateAll();
        const TileFrame again = paintTiles(tiles, r, s, view, fromTiles);
        CHECK(again.drawn == first.drawn);
        CHECK(again.placementsVisited == first.placementsVisited);
        CHECK(fromTiles.differ(whole).most <= 3);
    }
}
