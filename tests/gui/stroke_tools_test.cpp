// Brush strokes of the map tools: a fast drag that jumps several hexes between two mouse events
// still lays a dab on every hex of the line between them, and the whole stroke is one undo step.
#include "gui_support.hpp"

#include "editor/ui/tool_palette.hpp"

#include <wx/msgdlg.h>
#include <wx/spinctrl.h>
#include <wx/testing.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace marengo;
using namespace marengo::guitest;

namespace {

/// Hexes whose elevation differs between two maps of the same size.
std::vector<HexId> raised(const Map& before, const Map& after) {
    std::vector<HexId> out;
    for (HexId h = 0; h < before.gridSize(); ++h)
        if (before.onMap(h) && after.elevation(h) != before.elevation(h))
            out.push_back(h);
    return out;
}

} // namespace

TEST_CASE("an elevation stroke raises every hex along a fast drag, in one undo step") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Elevation");
    REQUIRE(tool);
    // The terrain brush's radius is not the elevation tool's.
    f.frame->context().toolSettings().brushRadius = 3;
    f.frame->context().toolSettings().elevationRadius = 0;
    f.frame->context().toolSettings().autoSlopes = false;
    const Scenario before = f.scenario();
    const HexId from = hexAt(before, "A0510");
    const HexId to = hexAt(before, "A0910"); // four hexes on: the drag jumps them in one event

    tool->onPress(f.canvas(), eventAt(f.canvas(), from));
    tool->onDrag(f.canvas(), eventAt(f.canvas(), to));
    tool->onRelease(f.canvas(), eventAt(f.canvas(), to));

    const Map& now = f.scenario().map;
    const std::vector<HexId> changed = raised(before.map, now);
    CHECK(changed.size() == 5); // A0510, the three hexes between, A0910: no gap, nothing else
    for (HexId h : changed)
        CHECK(now.elevation(h) == before.map.elevation(h) + 1);
    CHECK(now.elevation(from) == before.map.elevation(from) + 1);
    CHECK(now.elevation(to) == before.map.elevation(to) + 1);
    CHECK(f.doc().undoName() == "Raise Ground");

    f.doc().undo();
    CHECK(f.scenario().map == before.map);
}

TEST_CASE("the elevation tool has its own radius, set in the palette") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Elevation");
    REQUIRE(tool);
    f.frame->context().toolSettings().brushRadius = 0;
    f.frame->context().toolSettings().autoSlopes = false;
    // The palette's "Elevation radius" control writes the setting the tool reads.
    wxSpinCtrl* spin = nullptr;
    for (wxWindow* w : f.frame->aui().GetPane("tools").window->GetChildren())
        if (auto* s = dynamic_cast<wxSpinCtrl*>(w);
            s && s->GetToolTipText().StartsWith("Elevation tool"))
            spin = s;
    REQUIRE(spin);
    spin->SetValue(1);
    wxCommandEvent changed(wxEVT_SPINCTRL, spin->GetId());
    changed.SetEventObject(spin);
    spin->GetEventHandler()->ProcessEvent(changed);
    CHECK(f.frame->context().toolSettings().elevationRadius == 1);
    CHECK(f.frame->context().toolSettings().brushRadius == 0);

    const Scenario before = f.scenario();
    const HexId centre = hexAt(before, "A0510");
    clickHex(f.canvas(), centre);
    const std::vector<HexId> changedHexes = raised(before.map, f.scenario().map);
    CHECK(changedHexes.size() == 7); // the hex and its six neighbours
    CHECK(std::find(changedHexes.begin(), changedHexes.end(), centre) != changedHexes.end());
}

TEST_CASE("a terrain brush stroke of radius 1 paints the disk round every hex of a fast drag") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Terrain Brush");
    REQUIRE(tool);
    const Scenario before = f.scenario();
    const auto woods = before.map.findTerrain("woods");
    REQUIRE(woods);
    f.frame->context().toolSettings().terrain = *woods;
    f.frame->context().toolSettings().brushRadius = 1;
    const HexId from = hexAt(before, "A1005");
    const HexId to = hexAt(before, "A1009");

    tool->onPress(f.canvas(), eventAt(f.canvas(), from));
    tool->onDrag(f.canvas(), eventAt(f.canvas(), to));
    tool->onRelease(f.canvas(), eventAt(f.canvas(), to));

    const Map& now = f.scenario().map;
    // Every hex of the column between the two, and its neighbours, is woods now.
    for (const char* label : {"A1005", "A1006", "A1007", "A1008", "A1009", "A0907", "A1107"}) {
        INFO(label);
        CHECK(now.terrain(hexAt(before, label)) == *woods);
    }
    CHECK(f.doc().undoName() == "Paint Terrain");
    f.doc().undo();
    CHECK(f.scenario().map == before.map);
}

namespace {

/// Hexsides that have `f` in `after` and not in `before`, as pairs of corner keys.
std::vector<std::pair<std::string, std::string>>
newRun(const Map& before, const Map& after, Features f, const render::MapGeometry& geo) {
    auto key = [](Point p) {
        return std::to_string(std::lround(p.x * 10)) + "," + std::to_string(std::lround(p.y * 10));
    };
    std::vector<std::pair<std::string, std::string>> out;
    for (HexId h = 0; h < after.gridSize(); ++h) {
        if (!after.onMap(h))
            continue;
        for (HexSide s : kAllSides) {
            const HexId n = after.neighbour(h, s);
            if (n != kNoHex && static_cast<int>(s) >= 3)
                continue; // counted from the hex that owns it
            if ((after.features(h, s) & f) && !(before.features(h, s) & f)) {
                const auto ends = geo.sideEnds(geo.hexCentre(h), s);
                out.emplace_back(key(ends[0]), key(ends[1]));
            }
        }
    }
    return out;
}

/// True when the hexsides form one chain: connected, two ends, no branch.
bool oneChain(const std::vector<std::pair<std::string, std::string>>& edges) {
    std::map<std::string, std::vector<std::string>> links;
    for (const auto& [a, b] : edges) {
        links[a].push_back(b);
        links[b].push_back(a);
    }
    int ends = 0;
    for (const auto& [corner, next] : links) {
        if (next.size() > 2)
            return false;
        ends += next.size() == 1 ? 1 : 0;
    }
    if (ends != 2)
        return false;
    std::set<std::string> seen;
    std::vector<std::string> todo{links.begin()->first};
    while (!todo.empty()) {
        const std::string c = todo.back();
        todo.pop_back();
        if (!seen.insert(c).second)
            continue;
        for (const std::string& n : links[c])
            todo.push_back(n);
    }
    return seen.size() == links.size();
}

/// A tool event at a point of the map.
editor::ToolEvent eventAtPoint(editor::MapCanvas& canvas, Point p, bool shift = false) {
    editor::ToolEvent e;
    e.map = p;
    e.hex = canvas.geometry().hexAt(p);
    e.shift = shift;
    return e;
}

} // namespace

TEST_CASE("a stream dragged across ten hexes is one connected run, and Shift-click extends it") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Hexsides");
    REQUIRE(tool);
    f.frame->context().toolSettings().feature = kStream;
    const Scenario before = f.scenario();
    const render::MapGeometry geo = f.canvas().geometry();
    const double size = geo.hexSize();
    // A rough hand: from hex (1,4) to hex (12,4), the pointer wandering up and down by a third
    // of a hex and jumping two hexes between events.
    std::vector<Point> path;
    for (int col = 1; col <= 12; col += 2) {
        Point c = geo.centre({col, 4});
        path.push_back({c.x, c.y + (col % 4 == 1 ? -0.33 : 0.33) * size});
    }
    tool->onPress(f.canvas(), eventAtPoint(f.canvas(), path.front()));
    for (std::size_t i = 1; i < path.size(); ++i)
        tool->onDrag(f.canvas(), eventAtPoint(f.canvas(), path[i]));
    tool->onRelease(f.canvas(), eventAtPoint(f.canvas(), path.back()));

    auto run = newRun(before.map, f.scenario().map, kStream, geo);
    CHECK(run.size() >= 10);
    CHECK(oneChain(run));
    CHECK(f.doc().undoName() == "Draw Stream");

    // Shift-click three rows lower: the run goes on from where it ended.
    const std::size_t drawn = run.size();
    const Point below = geo.centre({12, 7});
    tool->onPress(f.canvas(), eventAtPoint(f.canvas(), below, true));
    tool->onRelease(f.canvas(), eventAtPoint(f.canvas(), below, true));
    run = newRun(before.map, f.scenario().map, kStream, geo);
    CHECK(run.size() > drawn + 2);
    CHECK(oneChain(run));
    f.canvas().setZoom(1.2, wxPoint(0, 0));
    f.canvas().centreOn(f.scenario().map.id(Offset{8, 5}));
    pump(200);
    saveShot(grab(*f.frame), "editor-stream-run");

    f.doc().undo();
    f.doc().undo();
    CHECK(f.scenario().map == before.map);
}

TEST_CASE("dragging back along a run takes its last hexsides off: no spurs") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Hexsides");
    REQUIRE(tool);
    f.frame->context().toolSettings().feature = kStream;
    const Scenario before = f.scenario();
    const render::MapGeometry geo = f.canvas().geometry();
    tool->onPress(f.canvas(), eventAtPoint(f.canvas(), geo.centre({2, 10})));
    tool->onDrag(f.canvas(), eventAtPoint(f.canvas(), geo.centre({5, 10})));
    const std::size_t half = newRun(before.map, f.scenario().map, kStream, geo).size();
    tool->onDrag(f.canvas(), eventAtPoint(f.canvas(), geo.centre({9, 10})));
    CHECK(newRun(before.map, f.scenario().map, kStream, geo).size() > half);
    tool->onDrag(f.canvas(), eventAtPoint(f.canvas(), geo.centre({5, 10}))); // back
    tool->onRelease(f.canvas(), eventAtPoint(f.canvas(), geo.centre({5, 10})));
    const auto run = newRun(before.map, f.scenario().map, kStream, geo);
    CHECK(run.size() == half);
    CHECK(oneChain(run));
}

TEST_CASE("a road drawn across a river asks for a bridge or a ford") {
    FrameFixture f;
    editor::Tool* tool = chooseToolNamed(*f.frame, "Hexsides");
    REQUIRE(tool);
    f.frame->context().toolSettings().feature = kRoad;
    const Map& map = f.scenario().map;
    // A river hexside without a bridge or ford, between two hexes without a road.
    HexId from = kNoHex, to = kNoHex;
    for (HexId h = 0; h < map.gridSize() && from == kNoHex; ++h)
        if (map.onMap(h))
            for (HexSide s : kAllSides) {
                const Features x = map.features(h, s);
                const HexId n = map.neighbour(h, s);
                if (n != kNoHex && (x & kRiver) && !(x & (kBridge | kFord | kRoad))) {
                    from = h;
                    to = n;
                    break;
                }
            }
    REQUIRE(from != kNoHex);
    const HexSide side = *sideTowards(map.offset(from), map.offset(to));
    auto drawRoad = [&] {
        tool->onPress(f.canvas(), eventAt(f.canvas(), from));
        tool->onDrag(f.canvas(), eventAt(f.canvas(), to));
        tool->onRelease(f.canvas(), eventAt(f.canvas(), to));
    };
    wxTEST_DIALOG(drawRoad(), wxExpectModal<wxMessageDialog>(wxID_YES)); // Bridge
    CHECK((map.features(from, side) & kRoad));
    CHECK((map.features(from, side) & kBridge));
    CHECK(f.doc().undoName() == "Add Bridge");
    f.doc().undo();                                                     // the bridge
    f.doc().undo();                                                     // the road
    wxTEST_DIALOG(drawRoad(), wxExpectModal<wxMessageDialog>(wxID_NO)); // Ford
    CHECK((map.features(from, side) & kFord));
    f.doc().undo();
    f.doc().undo();
    wxTEST_DIALOG(drawRoad(), wxExpectModal<wxMessageDialog>(wxID_CANCEL)); // Neither
    CHECK((map.features(from, side) & kRoad));
    CHECK_FALSE((map.features(from, side) & (kBridge | kFord)));
}
