// Brush strokes of the map tools: a fast drag that jumps several hexes between two mouse events
// still lays a dab on every hex of the line between them, and the whole stroke is one undo step.
#include "gui_support.hpp"

#include "editor/ui/tool_palette.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

namespace {

HexId hexAt(const Scenario& s, const char* label) {
    HexId h = s.map.find(label);
    REQUIRE(h != kNoHex);
    return h;
}

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
    f.frame->context().toolSettings().brushRadius = 0;
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
