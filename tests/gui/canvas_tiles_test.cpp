// The canvas draws the map into tiles and copies them: a repaint draws nothing anew, a zoom step
// shows the other zoom's tiles scaled until the sharp ones are drawn while idle, an edit redraws
// only the tiles around the hexes it touched, and what settles is what a full redraw shows.
#include "gui_support.hpp"

#include "engine/edit/commands.hpp"

#include <catch2/catch.hpp>

#include <chrono>

using namespace marengo;
using namespace marengo::guitest;

namespace {

/// Pumps events until the canvas has nothing left to draw while idle.
void settle(editor::MapCanvas& canvas) {
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    do
        pump(20);
    while (canvas.drawingAhead() && std::chrono::steady_clock::now() < limit);
    REQUIRE_FALSE(canvas.drawingAhead());
}

/// Repaints the canvas now and returns what that repaint did.
render::TileFrame repaint(editor::MapCanvas& canvas) {
    canvas.Refresh(false);
    canvas.Update();
    return canvas.lastFrame();
}

/// Pixels that differ between two shots of the same size, and their bounding box.
struct Difference {
    int count = 0;
    wxRect box;
};

Difference differ(const wxImage& a, const wxImage& b) {
    REQUIRE(a.GetSize() == b.GetSize());
    Difference d;
    for (int y = 0; y < a.GetHeight(); ++y) {
        for (int x = 0; x < a.GetWidth(); ++x) {
            if (a.GetRed(x, y) == b.GetRed(x, y) && a.GetGreen(x, y) == b.GetGreen(x, y) &&
                a.GetBlue(x, y) == b.GetBlue(x, y))
                continue;
            d.box = d.count++ ? d.box.Union(wxRect(x, y, 1, 1)) : wxRect(x, y, 1, 1);
        }
    }
    return d;
}

} // namespace

TEST_CASE("a repaint copies the canvas's tiles and draws nothing anew") {
    FrameFixture f;
    editor::MapCanvas& canvas = f.canvas();
    settle(canvas);
    const render::TileFrame frame = repaint(canvas);
    CHECK(frame.drawn == 0);
    CHECK(frame.previewed == 0);
    CHECK(frame.copied > 0);
}

TEST_CASE("a zoom step previews from the tiles at hand, then settles on the full drawing") {
    FrameFixture f;
    editor::MapCanvas& canvas = f.canvas();
    settle(canvas); // the view, the overview and the ring around it
    canvas.zoomBy(1.2);
    const render::TileFrame first = repaint(canvas);
    CHECK(first.previewed > 0);
    CHECK(first.copied == 0); // a zoom never seen has no tiles of its own
    settle(canvas);
    CHECK(canvas.settled());
    const render::TileFrame sharp = repaint(canvas);
    CHECK(sharp.previewed == 0);
    CHECK(sharp.drawn == 0);
    // What settled is what the renderer draws from scratch.
    const wxImage settled = grab(canvas);
    canvas.refreshMap();
    const wxImage redrawn = grab(canvas);
    CHECK(differ(settled, redrawn).count == 0);
}

TEST_CASE("an edit redraws the tiles around the hexes it touched, and only those") {
    FrameFixture f;
    editor::MapCanvas& canvas = f.canvas();
    canvas.setZoom(1.0, wxPoint(0, 0));
    const HexId target = hexAt(f.scenario(), "A0510");
    canvas.centreOn(target);
    settle(canvas);
    const wxImage before = grab(canvas);
    const render::TileFrame quiet = repaint(canvas);
    REQUIRE(quiet.drawn == 0);

    auto woods = f.scenario().map.findTerrain("woods");
    REQUIRE(woods.has_value());
    REQUIRE(f.scenario().map.terrain(target) != *woods);
    REQUIRE(f.doc().execute(edit::paintTerrain({{target, *woods}})));
    const render::TileFrame edited = repaint(canvas);
    CHECK(edited.drawn >= 1);
    CHECK(edited.drawn <= 4); // the hex and its neighbours lie in at most four tiles
    CHECK(edited.copied > 0);
    CHECK(edited.previewed == 0); // never the picture from before the edit

    const wxImage after = grab(canvas);
    const Difference d = differ(before, after);
    CHECK(d.count > 0);
    // Every changed pixel is within a hex's width of the painted hex.
    const wxPoint centre = canvas.toWindow(canvas.geometry().hexCentre(target));
    const int reach = static_cast<int>(2 * canvas.renderer().options().hexSize * canvas.zoom());
    CHECK(wxRect(centre.x - reach, centre.y - reach, 2 * reach, 2 * reach).Contains(d.box));
    // And the tiles kept are those a full redraw gives.
    canvas.refreshMap();
    CHECK(differ(after, grab(canvas)).count == 0);
}
