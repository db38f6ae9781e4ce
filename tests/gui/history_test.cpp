// The history pane: every step of the undo history in order, the current one selected, a click
// on an earlier step goes back to it (a real click through wxUIActionSimulator), and a new
// edit from there drops the undone steps, as Edit > Undo and Redo do.
#include "gui_support.hpp"

#include "editor/ui/history_panel.hpp"

#include <wx/uiaction.h>

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

namespace {

std::vector<wxString> rows(const editor::HistoryPanel& p) {
    std::vector<wxString> out;
    for (long i = 0; i < p.GetItemCount(); ++i)
        out.push_back(p.GetItemText(i));
    return out;
}

void clickRow(editor::HistoryPanel& p, long row) {
    wxRect r;
    REQUIRE(p.GetItemRect(row, r));
    wxUIActionSimulator sim;
    sim.MouseMove(p.ClientToScreen(r.GetPosition() + wxPoint(20, r.height / 2)));
    pump(100);
    sim.MouseClick();
    pump(200);
}

} // namespace

TEST_CASE("the history pane lists the steps and a click goes back to one") {
    FrameFixture f;
    editor::HistoryPanel& pane = f.frame->historyPanel();
    REQUIRE(f.frame->aui().GetPane("history").IsShown());
    pump();
    CHECK(rows(pane) == std::vector<wxString>{editor::HistoryPanel::kStartLabel});

    const Scenario opened = f.scenario();
    const HexId hex = f.scenario().map.find("A0510");
    REQUIRE(chooseToolNamed(*f.frame, "Terrain Brush"));
    f.frame->context().toolSettings().terrain = *opened.map.findTerrain("woods");
    clickHex(f.canvas(), hex);
    const Scenario painted = f.scenario();
    REQUIRE(chooseToolNamed(*f.frame, "Elevation"));
    clickHex(f.canvas(), hex);
    clickHex(f.canvas(), hex);
    pump();
    CHECK(rows(pane) == std::vector<wxString>{editor::HistoryPanel::kStartLabel, "Paint Terrain",
                                              "Raise Ground", "Raise Ground"});
    CHECK(pane.GetFirstSelected() == 3);
    saveShot(grab(*f.frame), "history-pane");

    clickRow(pane, 1);
    CHECK(f.scenario() == painted);
    CHECK(f.doc().undoDepth() == 1);
    CHECK(pane.GetFirstSelected() == 1);
    CHECK(pane.GetItemCount() == 4); // the undone steps stay, to be redone

    clickRow(pane, 0);
    CHECK(f.scenario() == opened);
    CHECK_FALSE(f.doc().modified());

    clickRow(pane, 3);
    CHECK(f.doc().undoDepth() == 3);

    clickRow(pane, 1);
    REQUIRE(chooseToolNamed(*f.frame, "Elevation"));
    clickHex(f.canvas(), hex); // a new edit drops the two undone steps
    pump();
    CHECK(rows(pane) == std::vector<wxString>{editor::HistoryPanel::kStartLabel, "Paint Terrain",
                                              "Raise Ground"});
    CHECK(pane.GetFirstSelected() == 2);
}
