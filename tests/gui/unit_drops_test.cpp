// Edits of the set-up that change more than they were asked to say so: a two-hex line that
// reaches into another counter's hex is announced in the status bar and the undo label, and a
// unit whose formation the ground changes when it is dropped (a carré dropped into woods takes
// general order) says so too.
#include "gui_support.hpp"

#include "editor/ui/tools/unit_tool.hpp"
#include "engine/checks/checks.hpp"

#include <wx/dnd.h>

#include <wx/statusbr.h>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::guitest;

namespace {

wxString message(editor::MainFrame& frame) {
    return frame.GetStatusBar()->GetStatusText(editor::kStatusMessage);
}

} // namespace

TEST_CASE("a two-hex line reaching into another counter's hex is announced") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    // 69l-1 stands in line on A0716 and A0816; 39l-1 moves into A0816 beside it.
    REQUIRE(editor::units::dropUnit(ctx, "39l-1", hexAt(f.scenario(), "A0816")).empty());
    CHECK(message(*f.frame).Contains("stacked with"));
    CHECK(message(*f.frame).Contains("A0816"));

    ctx.selection().set({"69l-1"});
    REQUIRE(editor::units::toggleSecondHex(ctx) == 1); // onto one hex: nothing shared
    CHECK(f.scenario().findPlacement("69l-1")->second == kNoHex);
    f.frame->showMessage("");
    REQUIRE(editor::units::toggleSecondHex(ctx) == 1); // back across A0816
    REQUIRE(f.scenario().findPlacement("69l-1")->second == hexAt(f.scenario(), "A0816"));
    const std::string other = f.scenario().findUnit("39l-1")->name;
    CHECK(f.doc().undoName() == "Two-Hex Line (stacked with " + other + ")");
    CHECK(message(*f.frame).Contains("stacked with " + wxString::FromUTF8(other)));
    f.canvas().setZoom(2.5, wxPoint(0, 0));
    f.canvas().centreOn(hexAt(f.scenario(), "A0816"));
    pump(200);
    saveShot(grab(*f.frame), "editor-line-overlap");
}

TEST_CASE("a carré dropped into woods takes general order, and says so") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    const Scenario& s = f.scenario();
    REQUIRE(s.findPlacement("ru-m2-1")->formation == Formation::Carre);
    // The nearest empty woods hex to the carré.
    const auto woods = s.map.findTerrain("woods");
    REQUIRE(woods);
    HexId target = kNoHex;
    for (HexId h = 0; h < s.map.gridSize() && target == kNoHex; ++h)
        if (s.map.onMap(h) && s.map.terrain(h) == *woods && editor::units::unitsInHex(s, h).empty())
            target = h;
    REQUIRE(target != kNoHex);

    REQUIRE(editor::units::dropUnit(ctx, "ru-m2-1", target).empty());
    CHECK(s.findPlacement("ru-m2-1")->formation == Formation::GeneralOrder);
    CHECK(f.doc().undoName() == "Move Unit (carré to general order)");
    CHECK(message(*f.frame).StartsWith("Formation changed by the ground"));
    CHECK(message(*f.frame).Contains(wxString::FromUTF8(s.map.label(target))));

    // A move that keeps the formation says nothing of it.
    f.frame->showMessage("");
    REQUIRE(editor::units::dropUnit(ctx, "39l-2", hexAt(s, "A0518")).empty());
    CHECK(f.doc().undoName() == "Move Unit");
    CHECK(message(*f.frame).empty());
}

TEST_CASE("a unit dragged from the tree shows its footprint on the map, tinted by the checks") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    editor::MapCanvas& canvas = f.canvas();
    const Scenario& s = f.scenario();
    wxDropTarget* target = canvas.GetDropTarget();
    REQUIRE(target != nullptr);
    canvas.setZoom(1.0, wxPoint(0, 0)); // close enough to tell the tints from the ground
    auto dragOver = [&](const char* label) {
        canvas.centreOn(hexAt(s, label));
        pump();
        const wxPoint at = canvas.toWindow(canvas.geometry().hexCentre(hexAt(s, label)));
        return target->OnDragOver(at.x, at.y, wxDragCopy);
    };
    auto hexesOf = [&](const char* key) {
        const render::Overlay* o = canvas.overlay(key);
        return o ? o->hexes : std::vector<HexId>{};
    };

    // A brigade over open ground: where its deployment would put each counter, all legal.
    ctx.setDraggedUnit("fr-vi-1-2");
    CHECK(dragOver("A0910") == wxDragCopy);
    std::vector<HexId> deployed;
    for (const Placement& p : edit::dropPlacements(s, "fr-vi-1-2", hexAt(s, "A0910")))
        deployed.push_back(p.hex);
    REQUIRE(deployed.size() == 4);
    std::vector<HexId> green = hexesOf("drop-legal");
    std::sort(green.begin(), green.end());
    std::sort(deployed.begin(), deployed.end());
    CHECK(green == deployed);
    CHECK(hexesOf("drop-illegal").empty());
    CHECK(message(*f.frame).Contains("4 hexes, all legal"));
    saveShot(grab(*f.frame), "editor-drop-footprint");

    // A battalion in line with one hex on the enemy's: that hex red, the other green.
    ctx.setDraggedUnit("6l-1");
    dragOver("A1414");
    CHECK(hexesOf("drop-illegal") == std::vector<HexId>{hexAt(s, "A1414")});
    CHECK(hexesOf("drop-legal").size() == 1);
    CHECK(message(*f.frame).Contains("1 of 2 hexes illegal"));

    // Leaving the map takes the footprint away.
    target->OnLeave();
    CHECK(canvas.overlay("drop-legal") == nullptr);
    CHECK(canvas.overlay("drop-illegal") == nullptr);
    ctx.setDraggedUnit({});

    // The verdict is the checks': after that drop, a full run reports an error at A1414 about it.
    REQUIRE(editor::units::dropUnit(ctx, "6l-1", hexAt(s, "A1414")).empty());
    bool reported = false;
    for (const Problem& p : runChecks(f.scenario()))
        reported |= p.severity == Severity::Error &&
                    std::count(p.hexes.begin(), p.hexes.end(), hexAt(s, "A1414")) > 0 &&
                    std::count(p.units.begin(), p.units.end(), "6l-1") > 0;
    CHECK(reported);
}
