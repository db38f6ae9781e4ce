// What the map shows around the battlefield: the sheet letters stand in the margin beside the
// sheets on the map's edge, as on the printed sheets, never over the terrain; the overview
// shows them small.
#include "gui_support.hpp"

#include "render/colour.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

TEST_CASE("zoomed to fit, the sheet letters stand in the margin") {
    FrameFixture f;
    editor::MapCanvas& canvas = f.canvas();
    canvas.zoomToFit();
    canvas.zoomBy(0.8); // room all round the map
    pump(200);
    const wxImage shot = grab(canvas);
    saveShot(grab(*f.frame), "editor-sheet-letters");

    // The Friedland sample has four sheets, two over two: every sheet has a free side, so each
    // letter is drawn beside the map, in a colour no terrain has (the letters' dark ink).
    const Map& map = f.scenario().map;
    REQUIRE(map.sheets().size() == 4);
    const render::MapGeometry geo = canvas.geometry();
    const wxPoint mapTopLeft = canvas.toWindow({0, 0});
    const Point size = geo.mapPixelSize();
    const wxPoint mapBottomRight = canvas.toWindow(size);
    auto darkIn = [&](wxRect area) {
        area.Intersect(wxRect(0, 0, shot.GetWidth(), shot.GetHeight()));
        int n = 0;
        for (int y = area.GetTop(); y <= area.GetBottom(); ++y)
            for (int x = area.GetLeft(); x <= area.GetRight(); ++x)
                n += shot.GetRed(x, y) < 90 && shot.GetGreen(x, y) < 90 && shot.GetBlue(x, y) < 90;
        return n;
    };
    const wxRect above(mapTopLeft.x, 0, mapBottomRight.x - mapTopLeft.x, mapTopLeft.y - 2);
    const wxRect below(mapTopLeft.x, mapBottomRight.y + 2, mapBottomRight.x - mapTopLeft.x,
                       shot.GetHeight() - mapBottomRight.y - 2);
    CHECK(darkIn(above) > 20); // the two top sheets' letters
    CHECK(darkIn(below) > 20); // the two bottom sheets' letters
}

TEST_CASE("close up, the counters show their names and printed values") {
    FrameFixture f;
    editor::MapCanvas& canvas = f.canvas();
    const double px = canvas.renderer().options().minPxCounterValues;
    canvas.setZoom(px / canvas.renderer().options().hexSize * 1.1, wxPoint(0, 0));
    REQUIRE(canvas.zoom() * canvas.renderer().options().hexSize >= px); // the zoom reaches it
    canvas.centreOn(f.scenario().map.find("A0716"));
    pump(200);
    const wxImage shot = grab(canvas);
    CHECK_FALSE(blank(shot, wxRect(0, 0, shot.GetWidth(), shot.GetHeight())));
    saveShot(grab(*f.frame), "editor-counter-values");
}
