// Edits of the set-up that change more than they were asked to say so: a two-hex line that
// reaches into another counter's hex is announced in the status bar and the undo label, and a
// unit whose formation the ground changes when it is dropped (a carré dropped into woods takes
// general order) says so too.
#include "gui_support.hpp"

#include "editor/ui/tools/unit_tool.hpp"

#include <wx/statusbr.h>

#include <catch2/catch.hpp>

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
