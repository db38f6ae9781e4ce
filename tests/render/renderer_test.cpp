// MapRenderer: pixels on an image surface, culling, counters, overlays, colours.
#include "render/counter_values.hpp"
#include "render/map_renderer.hpp"

#include <catch2/catch.hpp>

#include <cairo.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <vector>

using namespace marengo;
using namespace marengo::render;

namespace {

constexpr std::uint32_t kClear = 0xeef0d8, kWoods = 0x9cc28a;

Map smallMap(int cols = 8, int rows = 6) {
    auto m = Map::create("small", {}, {{'A', 0, 0, cols, rows}},
                         {{"clear", "Clear", kClear, "", false, false},
                          {"woods", "Woods", kWoods, "trees", true, true}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

/// An ARGB image surface with its cairo context.
struct Canvas {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface;
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr;
    Canvas(int w, int h)
        : surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_destroy),
          cr(cairo_create(surface.get()), cairo_destroy) {
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
    }
    /// 0xRRGGBB of a pixel (the surface is opaque, so premultiplication does not matter).
    std::uint32_t pixel(double x, double y) {
        cairo_surface_flush(surface.get());
        const unsigned char* data = cairo_image_surface_get_data(surface.get());
        int stride = cairo_image_surface_get_stride(surface.get());
        auto px = reinterpret_cast<const std::uint32_t*>(data + static_cast<int>(y) * stride);
        return px[static_cast<int>(x)] & 0xFFFFFF;
    }
};

bool near(std::uint32_t a, std::uint32_t b, int tolerance = 3) {
    for (int shift : {0, 8, 16}) {
        int ca = static_cast<int>((a >> shift) & 0xFF), cb = static_cast<int>((b >> shift) & 0xFF);
        if (std::abs(ca - cb) > tolerance)
            return false;
    }
    return true;
}

/// 0xRRGGBB of a colour, as Canvas::pixel gives it.
std::uint32_t packed(const Rgba& c) {
    auto byte = [](double v) { return static_cast<std::uint32_t>(std::lround(v * 255)); };
    return byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b);
}

Unit makeUnit(std::string id, std::string parent, Echelon e, Arm arm, int increments) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.parent = std::move(parent);
    u.echelon = e;
    u.arm = arm;
    u.increments = increments;
    if (e == Echelon::Battery)
        u.artillery = ArtilleryType::Foot;
    return u;
}

OrderOfBattle makeOob(const std::string& side, const std::string& prefix) {
    OrderOfBattle oob;
    oob.side = side;
    oob.nationality = side;
    REQUIRE(oob.add(makeUnit(prefix, "", Echelon::Army, Arm::None, 0)));
    REQUIRE(oob.add(makeUnit(prefix + "-1", prefix, Echelon::Battalion, Arm::Infantry, 6)));
    REQUIRE(oob.add(makeUnit(prefix + "-2", prefix, Echelon::Battalion, Arm::Infantry, 5)));
    REQUIRE(oob.add(makeUnit(prefix + "-ldr", prefix, Echelon::Leader, Arm::Leader, 0)));
    return oob;
}

} // namespace

TEST_CASE("a small map renders its terrain colours at the hex centres", "[render]") {
    Map map = smallMap();
    HexId woods = map.find("A0302");
    map.setTerrain(woods, 1);
    HexId hill = map.find("A0504");
    map.setElevation(hill, 2);
    RenderOptions opt;
    opt.hexSize = 30;
    opt.patterns = false; // plain fills, so the centre pixel is the print colour
    MapRenderer renderer(opt);
    MapGeometry geo = renderer.geometry(map);
    Point size = geo.mapPixelSize();
    Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
    DrawStats stats = renderer.draw(canvas.cr.get(), map, {0, 0, size.x, size.y});
    CHECK(stats.hexes == map.hexCount());
    CHECK(stats.pxPerHex == Approx(30));

    Point c = geo.hexCentre(map.find("A0203"));
    CHECK(near(canvas.pixel(c.x, c.y), kClear));
    c = geo.hexCentre(woods);
    CHECK(near(canvas.pixel(c.x, c.y), kWoods));
    // elevation tints the ground, but stays light enough to read the terrain through it
    c = geo.hexCentre(hill);
    std::uint32_t tinted = canvas.pixel(c.x, c.y);
    CHECK_FALSE(near(tinted, kClear, 8));
    CHECK(luminance(Rgba::rgb(tinted)) > 0.6);
    // the grid is drawn: a side's midpoint is darker than the ground
    Point mid = geo.sideMidpoint(geo.hexCentre(map.find("A0203")), HexSide::S);
    CHECK(luminance(Rgba::rgb(canvas.pixel(mid.x, mid.y))) < luminance(Rgba::rgb(kClear)));
}

TEST_CASE("patterns and hexside features put ink on the map", "[render]") {
    Map map = smallMap();
    HexId woods = map.find("A0403");
    map.setTerrain(woods, 1);
    HexId h = map.find("A0603");
    map.setFeatures(h, HexSide::N, kRiver);
    map.setFeatures(h, HexSide::S, kRoad);
    map.setFeatures(map.find("A0604"), HexSide::S, kRoad);
    RenderOptions opt;
    opt.hexSize = 30;
    MapRenderer renderer(opt);
    MapGeometry geo = renderer.geometry(map);
    Point size = geo.mapPixelSize();
    Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
    DrawStats stats = renderer.draw(canvas.cr.get(), map, {0, 0, size.x, size.y});
    CHECK(stats.hexsides == 3);

    // trees: some pixels of the woods hex differ from its flat colour
    Point c = geo.hexCentre(woods);
    int differ = 0;
    for (int dy = -15; dy <= 15; dy += 3)
        for (int dx = -15; dx <= 15; dx += 3)
            differ += near(canvas.pixel(c.x + dx, c.y + dy), kWoods, 6) ? 0 : 1;
    CHECK(differ > 10);
    // a river is blue on its hexside
    Point river = geo.sideMidpoint(geo.hexCentre(h), HexSide::N);
    Rgba water = Rgba::rgb(canvas.pixel(river.x, river.y));
    CHECK(water.b > water.r + 0.2);
    // a road passes through the centre of a hex it crosses
    Point road = geo.hexCentre(map.find("A0604"));
    Rgba brown = Rgba::rgb(canvas.pixel(road.x, road.y));
    CHECK(brown.r > brown.b + 0.1);
}

TEST_CASE("tree crowns stamped on an image look as the crowns drawn as paths", "[render]") {
    // On an image the crowns are composited from pre-rendered stamps; on any other surface (a
    // recording here, as PDF and SVG) they stay paths. Replayed onto an image, both must match
    // but for the crowns' positions rounded to a quarter pixel and their radii to an eighth.
    Map map = smallMap(10, 8);
    for (HexId h = 0; h < map.hexCount(); ++h) {
        map.setTerrain(h, 1);
        map.setElevation(h, static_cast<int>(h % 4));
    }
    for (double hexSize : {15.0, 7.3}) {
        INFO("hex size " << hexSize);
        RenderOptions opt;
        opt.hexSize = hexSize;
        opt.grid = false;
        MapRenderer renderer(opt);
        const Point size = renderer.geometry(map).mapPixelSize();
        const int w = static_cast<int>(size.x) + 1, h = static_cast<int>(size.y) + 1;
        Canvas stamped(w, h), paths(w, h);
        cairo_translate(stamped.cr.get(), 0.3, 0.6); // off the pixel grid
        renderer.draw(stamped.cr.get(), map, {0, 0, size.x, size.y});
        cairo_surface_t* rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
        cairo_t* cr = cairo_create(rec);
        renderer.draw(cr, map, {0, 0, size.x, size.y});
        cairo_destroy(cr);
        cairo_set_source_surface(paths.cr.get(), rec, 0.3, 0.6);
        cairo_paint(paths.cr.get());
        cairo_surface_destroy(rec);
        double sum = 0;
        int most = 0, inked = 0;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const std::uint32_t a = stamped.pixel(x, y), b = paths.pixel(x, y);
                for (int shift : {0, 8, 16}) {
                    const int d = std::abs(static_cast<int>((a >> shift) & 0xFF) -
                                           static_cast<int>((b >> shift) & 0xFF));
                    sum += d;
                    most = std::max(most, d);
                }
                inked += near(a, kWoods, 6) ? 0 : 1;
            }
        }
        CHECK(inked * 4 > w * h); // the crowns are there, darker than the ground
        CHECK(sum / (3.0 * w * h) < 1.0);
        CHECK(most <= 48);
    }
}

TEST_CASE("only the hexes under the viewport are drawn, even on a 1000 x 1000 map", "[render]") {
    auto m = Map::create("huge", {4, 4, 1, 1}, {{'A', 0, 0, 1000, 1000}},
                         {{"clear", "Clear", kClear, "", false, false}});
    REQUIRE(m.ok());
    const Map& map = *m;
    RenderOptions opt;
    opt.hexSize = 20;
    MapRenderer renderer(opt);
    Canvas canvas(400, 300);
    // a viewport in the middle of the map
    Rect view{15000, 17000, 400, 300};
    cairo_translate(canvas.cr.get(), -view.x, -view.y);
    DrawStats stats = renderer.draw(canvas.cr.get(), map, view);
    // 400 / 30 columns x 300 / 34.6 rows is about 14 x 9 hexes, with a margin
    CHECK(stats.hexes > 50);
    CHECK(stats.hexes < 300);
    CHECK(stats.range.cells() < 300);
    // the picture is really drawn: the viewport's centre has the ground colour or grid ink
    CHECK(canvas.pixel(200, 150) != 0xFFFFFF);
}

TEST_CASE("the level of detail follows the cairo scale", "[render]") {
    Map map = smallMap();
    MapRenderer renderer(RenderOptions{});
    Canvas canvas(100, 100);
    cairo_scale(canvas.cr.get(), 0.25, 0.25);
    DrawStats stats = renderer.draw(canvas.cr.get(), map, {0, 0, 400, 400});
    CHECK(stats.pxPerHex == Approx(renderer.options().hexSize * 0.25));
}

TEST_CASE("counters are drawn in their nation's colour, stacked per hex", "[render]") {
    Scenario sc;
    sc.map = smallMap(10, 8);
    sc.oobs.push_back(makeOob("French", "fr"));
    sc.oobs.push_back(makeOob("Russian", "ru"));
    const Map& map = sc.map;
    Placement p;
    p.unit = "fr-1";
    p.hex = map.find("A0303");
    p.formation = Formation::Column;
    p.facing = Facing::side(HexSide::N);
    sc.setup.push_back(p);
    p.unit = "fr-2";
    p.hex = map.find("A0303");
    p.formation = Formation::Carre;
    p.facing = {};
    sc.setup.push_back(p);
    p.unit = "fr-ldr";
    p.formation = Formation::GeneralOrder;
    sc.setup.push_back(p);
    p.unit = "ru-1";
    p.hex = map.find("A0706");
    p.second = map.find("A0705");
    p.formation = Formation::Line;
    p.facing = Facing::vertex(Vertex::E);
    sc.setup.push_back(p);

    RenderOptions opt;
    opt.hexSize = 40;
    opt.patterns = false;
    MapRenderer renderer(opt);
    MapGeometry geo = renderer.geometry(map);
    Point size = geo.mapPixelSize();
    Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
    DrawStats stats = renderer.draw(canvas.cr.get(), sc, {0, 0, size.x, size.y});
    CHECK(stats.units == 4);

    auto findColour = [&](Point c, std::uint32_t colour, double radius) {
        for (double dy = -radius; dy <= radius; dy += 1)
            for (double dx = -radius; dx <= radius; dx += 1)
                if (near(canvas.pixel(c.x + dx, c.y + dy), colour, 4))
                    return true;
        return false;
    };
    CounterColours french = nationColours("French", 0), russian = nationColours("Russian", 1);
    CHECK(findColour(geo.hexCentre(map.find("A0303")), packed(french.fill), 12));
    CHECK_FALSE(findColour(geo.hexCentre(map.find("A0303")), packed(russian.fill), 12));
    // a two-hex line spans the hexside between its hexes
    Point a = geo.hexCentre(map.find("A0706")), b = geo.hexCentre(map.find("A0705"));
    Point between{(a.x + b.x) / 2, (a.y + b.y) / 2};
    CHECK(findColour(between, packed(russian.fill), 3));

    // without units, no counter is drawn
    renderer.options().units = false;
    CHECK(renderer.draw(canvas.cr.get(), sc, {0, 0, size.x, size.y}).units == 0);
}

TEST_CASE("a two-hex line reaching into another counter's hex is set off from it", "[render]") {
    Scenario sc;
    sc.map = smallMap(10, 8);
    sc.oobs.push_back(makeOob("French", "fr"));
    sc.oobs.push_back(makeOob("Russian", "ru"));
    const Map& map = sc.map;
    Placement line;
    line.unit = "ru-1";
    line.hex = map.find("A0706");
    line.second = map.find("A0705");
    line.formation = Formation::Line;
    line.facing = Facing::vertex(Vertex::E);
    Placement column;
    column.unit = "fr-1";
    column.hex = map.find("A0705");
    column.formation = Formation::Column;
    column.facing = Facing::side(HexSide::N);

    RenderOptions opt;
    opt.hexSize = 40;
    opt.patterns = false;
    opt.hexNumbers = false;
    MapRenderer renderer(opt);
    const MapGeometry geo = renderer.geometry(map);
    const Point size = geo.mapPixelSize();
    // The box of the pixels of a nation's counter fill colour, left, top, right, bottom.
    auto box = [&](const std::vector<Placement>& setup, const char* nation, int side) {
        Scenario one = sc;
        one.setup = setup;
        Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
        renderer.draw(canvas.cr.get(), one, {0, 0, size.x, size.y});
        const std::uint32_t fill = packed(nationColours(nation, side).fill);
        std::array<double, 4> b{1e9, 1e9, -1e9, -1e9};
        for (double y = 0; y < size.y; y += 1)
            for (double x = 0; x < size.x; x += 1)
                if (near(canvas.pixel(x, y), fill, 4)) {
                    b = {std::min(b[0], x), std::min(b[1], y), std::max(b[2], x),
                         std::max(b[3], y)};
                }
        REQUIRE(b[2] > b[0]);
        return b;
    };
    // Alone, each is where it always was; together, the column placed after the line sits one
    // step up and right, the line one step down and left: both show, as a stack does.
    const auto columnAlone = box({column}, "French", 0);
    const auto columnOnLine = box({line, column}, "French", 0);
    CHECK(columnOnLine[0] - columnAlone[0] == Approx(2).margin(1));
    CHECK(columnOnLine[1] - columnAlone[1] == Approx(-2).margin(1));
    CHECK(columnOnLine[2] - columnAlone[2] == Approx(2).margin(1));
    CHECK(columnOnLine[3] - columnAlone[3] == Approx(-2).margin(1));
    const auto lineAlone = box({line}, "Russian", 1);
    const auto lineUnder = box({line, column}, "Russian", 1);
    CHECK(lineUnder[0] - lineAlone[0] == Approx(-2).margin(1)); // its left edge
    CHECK(lineUnder[3] - lineAlone[3] == Approx(2).margin(1));  // its end in A0706
}

TEST_CASE("sheet letters in the margin stand beside the map, never over it", "[render]") {
    // Two sheets side by side, A and B: each letter goes above its sheet.
    auto made = Map::create("two", {}, {{'A', 0, 0, 6, 5}, {'B', 6, 0, 6, 5}},
                            {{"clear", "Clear", kClear, "", false, false}});
    REQUIRE(made.ok());
    const Map map = std::move(made).value();
    RenderOptions opt;
    opt.hexSize = 30; // hex numbers show: the centred letters are not drawn
    MapRenderer renderer(opt);
    const MapGeometry geo = renderer.geometry(map);
    const Point size = geo.mapPixelSize();
    const double margin = 40;
    auto draw = [&](SheetLetters where, Canvas& canvas) {
        renderer.options().sheetLetters = where;
        cairo_translate(canvas.cr.get(), margin, margin);
        renderer.draw(canvas.cr.get(), map,
                      {-margin, -margin, size.x + 2 * margin, size.y + 2 * margin});
    };
    const int w = static_cast<int>(size.x + 2 * margin), h = static_cast<int>(size.y + 2 * margin);
    Canvas inMargin(w, h), centred(w, h);
    draw(SheetLetters::Margin, inMargin);
    draw(SheetLetters::Centre, centred);

    // Inside the map's box the two pictures are the same: no letter over the terrain.
    int differ = 0;
    for (double y = margin; y < margin + size.y; y += 1)
        for (double x = margin; x < margin + size.x; x += 1)
            differ += inMargin.pixel(x, y) != centred.pixel(x, y) ? 1 : 0;
    CHECK(differ == 0);
    // Above the map, over the middle of each sheet, the letter's ink.
    auto inkAbove = [&](int sheet) {
        const Sheet& sh = map.sheets()[static_cast<std::size_t>(sheet)];
        const Rect r = geo.bounds({sh.col, sh.row}, {sh.col + sh.cols - 1, sh.row + sh.rows - 1});
        int dark = 0;
        for (double y = 0; y < margin; y += 1)
            for (double x = margin + r.x + r.w / 2 - 10; x < margin + r.x + r.w / 2 + 10; x += 1)
                dark += luminance(Rgba::rgb(inMargin.pixel(x, y))) < 0.5 ? 1 : 0;
        return dark;
    };
    CHECK(inkAbove(0) > 10);
    CHECK(inkAbove(1) > 10);
}

TEST_CASE("close up, a counter shows its name and printed values", "[render]") {
    Unit u = makeUnit("1/69e", "fr", Echelon::Battalion, Arm::Infantry, 8);
    u.fire = 4;
    u.melee = 6;
    u.lanceBonus = 0;
    u.morale = 43;
    u.movement = 5;
    const CounterValues v = counterValues(u, 7);
    CHECK(v.increments == "7"); // the current increments, not the printed 8
    CHECK(v.fireMelee == "4-6");
    CHECK(v.morale == "43");
    CHECK(v.movement == "5");
    u.arm = Arm::Cavalry;
    u.skirmish = true;
    u.lanceBonus = 2;
    CHECK(counterValues(u).fireMelee == "(4)-6+2");
    u.arm = Arm::Infantry;
    u.skirmish = false;
    u.lanceBonus = 0;

    Scenario sc;
    sc.map = smallMap(4, 4);
    OrderOfBattle oob;
    oob.side = "French";
    oob.nationality = "French";
    REQUIRE(oob.add(makeUnit("fr", "", Echelon::Army, Arm::None, 0)));
    REQUIRE(oob.add(u));
    sc.oobs.push_back(oob);
    Placement p;
    p.unit = u.id;
    p.hex = sc.map.find("A0202");
    p.formation = Formation::Column;
    p.facing = Facing::side(HexSide::N);
    sc.setup.push_back(p);
    RenderOptions opt;
    opt.hexSize = 150;
    opt.patterns = false;
    opt.hexNumbers = false;
    MapRenderer renderer(opt);
    const Point size = renderer.geometry(sc.map).mapPixelSize();
    auto draw = [&](double minPx) {
        renderer.options().minPxCounterValues = minPx;
        Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
        return renderer.draw(canvas.cr.get(), sc, {0, 0, size.x, size.y}).valueFaces;
    };
    CHECK(draw(150) == 1);  // 150 px hexes: the face with the values
    CHECK(draw(1000) == 0); // below the threshold: the plain face
}

TEST_CASE("nations get their printed colours, with a palette for the others", "[render]") {
    auto fill = [](const char* n, int side = 0) { return nationColours(n, side).fill; };
    CHECK(fill("French") == fill("france"));
    CHECK_FALSE(fill("Prussian") == fill("Russian")); // "prussian" contains "russ"
    CHECK(fill("Russian").g > fill("Russian").b);     // green
    CHECK(fill("British").r > 0.6);                   // red
    CHECK(luminance(fill("Austrian")) > 0.85);        // white, with dark ink
    CHECK(luminance(nationColours("Austrian", 0).ink) < 0.2);
    CHECK_FALSE(fill("Ruritanian", 2) == fill("Ruritanian", 3));
}

TEST_CASE("overlays fill and outline hexes and draw lines", "[render]") {
    Map map = smallMap();
    RenderOptions opt;
    opt.hexSize = 30;
    opt.patterns = false;
    Overlay problems;
    problems.hexes = {map.find("A0202")};
    problems.fill = Rgba::rgb(0xff0000);
    Overlay los;
    los.lines = {{map.find("A0105"), map.find("A0705")}};
    los.lineColour = Rgba::rgb(0x0000ff);
    los.lineWidth = 0.15;
    opt.overlays = {problems, los};
    MapRenderer renderer(opt);
    MapGeometry geo = renderer.geometry(map);
    Point size = geo.mapPixelSize();
    Canvas canvas(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
    renderer.draw(canvas.cr.get(), map, {0, 0, size.x, size.y});
    Point c = geo.hexCentre(map.find("A0202"));
    CHECK(canvas.pixel(c.x, c.y) == 0xff0000);
    Point a = geo.hexCentre(map.find("A0105")), b = geo.hexCentre(map.find("A0705"));
    CHECK(canvas.pixel((a.x + b.x) / 2, (a.y + b.y) / 2) == 0x0000ff);

    // A label goes under its hex, dark text on a light halo.
    Canvas labelled(static_cast<int>(size.x) + 1, static_cast<int>(size.y) + 1);
    renderer.options().overlays[1].labels = {{map.find("A0403"), "blocked at A0403"}};
    renderer.draw(labelled.cr.get(), map, {0, 0, size.x, size.y});
    const Point under = geo.hexCentre(map.find("A0403"));
    int changed = 0, dark = 0;
    for (double y = under.y + geo.hexHeight() / 2; y < under.y + geo.hexHeight() / 2 + 20; y += 1)
        for (double x = under.x - 40; x < under.x + 40; x += 1) {
            changed += labelled.pixel(x, y) != canvas.pixel(x, y) ? 1 : 0;
            dark += luminance(Rgba::rgb(labelled.pixel(x, y))) < 0.3 ? 1 : 0;
        }
    CHECK(changed > 100);
    CHECK(dark > 20);
}
