// Brush strokes of the map tools: a fast drag that jumps several hexes between two mouse events
// still lays a dab on every hex of the line between them, and the whole stroke is one undo step.
#include "gui_support.hpp"

#include "editor/ui/tool_palette.hpp"

#include <wx/spinctrl.h>

#include <catch2/catch.hpp>

#include <algorithm>

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
