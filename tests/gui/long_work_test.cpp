// Long work with progress and Cancel (open, validate, export), the status bar's message field,
// the default layout at 1600 x 1000, and units dragged from the OOB tree onto the map.
#include "gui_support.hpp"

#include "editor/ui/issues_panel.hpp"
#include "editor/ui/oob_panel.hpp"
#include "editor/ui/progress_runner.hpp"
#include "engine/checks/checks.hpp"
#include "engine/edit/commands.hpp"
#include "formats/formats.hpp"

#include <wx/dnd.h>
#include <wx/progdlg.h>
#include <wx/statusbr.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <thread>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;

namespace {

/// Shows the progress dialog at once and presses its Cancel (through the Progress it
/// drives) as soon as it is up; restores the normal hooks at the end.
struct CancelAtOnce {
    bool shown = false;
    CancelAtOnce() {
        editor::progressDialogHooks().delayMs = 0;
        editor::progressDialogHooks().onShown = [this](wxProgressDialog& dlg, Progress& p) {
            shown = dlg.IsShown();
            p.cancel();
        };
    }
    ~CancelAtOnce() { editor::progressDialogHooks() = editor::ProgressDialogHooks{}; }
};

std::string message(editor::MainFrame& f) {
    return f.GetStatusBar()->GetStatusText(editor::kStatusMessage).ToStdString(wxConvUTF8);
}

/// An infantry battalion that is not on the map: one is taken off (an edit) when all are placed.
std::string unplacedBattalion(edit::Document& doc) {
    const Scenario& s = doc.scenario();
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (u.echelon == Echelon::Battalion && u.arm == Arm::Infantry && !s.findPlacement(u.id))
                return u.id;
    for (const Placement& p : s.setup)
        if (const Unit* u = s.findUnit(p.unit);
            u && u->echelon == Echelon::Battalion && u->arm == Arm::Infantry) {
            const std::string id = p.unit;
            REQUIRE(doc.execute(edit::removePlacement(id)));
            return id;
        }
    FAIL("no infantry battalion");
    return {};
}

/// An empty clear hex of the map (no unit in it or next to the edge).
HexId freeClearHex(const Scenario& s) {
    auto clear = s.map.findTerrain("clear");
    REQUIRE(clear.has_value());
    for (HexId h = 0; h < s.map.gridSize(); ++h) {
        if (!s.map.onMap(h) || s.map.terrain(h) != *clear)
            continue;
        Offset o = s.map.offset(h);
        if (o.col < 3 || o.row < 3 || o.col > s.map.width() - 4 || o.row > s.map.height() - 4)
            continue;
        bool empty = true;
        for (const Placement& p : s.setup)
            empty = empty && p.hex != h && p.second != h;
        if (empty)
            return h;
    }
    FAIL("no free clear hex");
    return kNoHex;
}

} // namespace

TEST_CASE("opening a scenario shows progress, and a cancel keeps the open document") {
    FrameFixture f;
    const std::string before = formats::writeScenario(f.scenario());
    const fs::path path = f.frame->context().session().path();
    const fs::path other =
        f.sample.root / "samples" / "friedland" / "friedland-illegal.scenario.xml";
    {
        CancelAtOnce cancel;
        CHECK_FALSE(f.frame->openFile(other, false));
        CHECK(cancel.shown);
    }
    CHECK(formats::writeScenario(f.scenario()) == before);
    CHECK(f.frame->context().session().path() == path);
    CHECK(message(*f.frame).find("cancelled") != std::string::npos);

    // Not cancelled, with the dialog up from the start: the other scenario opens.
    editor::progressDialogHooks().delayMs = 0;
    bool shown = false;
    editor::progressDialogHooks().onShown = [&](wxProgressDialog& dlg, Progress&) {
        shown = dlg.IsShown();
    };
    CHECK(f.frame->openFile(other, false));
    editor::progressDialogHooks() = editor::ProgressDialogHooks{};
    CHECK(shown);
    CHECK(f.frame->context().session().path() == other);
    CHECK(f.frame->validated());
}

TEST_CASE("a cancelled validation says the issues are not checked, F7 checks them again") {
    FrameFixture f;
    REQUIRE(f.frame->validated());
    {
        CancelAtOnce cancel;
        CHECK_FALSE(f.frame->validateAll());
        CHECK(cancel.shown);
    }
    CHECK_FALSE(f.frame->validated());
    CHECK(f.frame->issuesPanel().issues().empty());
    CHECK(f.frame->aui().GetPane("issues").caption.Contains("not checked"));
    CHECK(message(*f.frame).find("cancelled") != std::string::npos);
    // Edits meanwhile are not checked piecemeal against stale results.
    Placement placed;
    placed.unit = unplacedBattalion(f.doc());
    placed.hex = freeClearHex(f.scenario());
    f.doc().execute(edit::placeUnit(placed));
    CHECK(f.frame->issuesPanel().issues().empty());

    CHECK(f.frame->validateAll());
    CHECK(f.frame->validated());
    CHECK(f.frame->issuesPanel().issues().size() == runChecks(f.scenario()).size());
    CHECK(f.frame->aui().GetPane("issues").caption.StartsWith("Issues: "));
    CHECK(message(*f.frame).find("Validated") == 0);
}

TEST_CASE("the progress window is painted while the work runs") {
    // Seen on a million-hex battlefield before: a blank window until the work ended. The
    // screen is read by another program while the work runs (`import`, from ImageMagick, as the
    // documentation's pictures are taken), so the test does not run the event loop itself.
    FrameFixture f;
    editor::progressDialogHooks().delayMs = 0;
    wxRect where;
    editor::progressDialogHooks().onShown = [&](wxProgressDialog& dlg, Progress&) {
        where = dlg.GetScreenRect();
    };
    const fs::path shot = f.sample.root / "progress.png";
    int captured = -1; // the worker's; Catch2 is told on this thread
    const bool done = editor::runWithProgress(f.frame, "Checking", [&](Progress& p) {
        p.stage("Checking the zones of influence", 0, 1);
        p.step(2, 5);
        std::this_thread::sleep_for(std::chrono::milliseconds(800)); // a few updates
        const std::string command = "import -window root '" + shot.string() + "'";
        captured = std::system(command.c_str());
    });
    CHECK(captured == 0);
    editor::progressDialogHooks() = editor::ProgressDialogHooks{};
    CHECK(done);
    REQUIRE_FALSE(where.IsEmpty());
    wxImage screen(wxString(shot.string()));
    REQUIRE(screen.IsOk());
    const wxImage dialog = screen.GetSubImage(where.Intersect(wxRect(screen.GetSize())));
    saveShot(dialog, "progress-window");
    // Its message, bar and button are drawn: dark text pixels, not one flat colour.
    int dark = 0;
    for (int y = 0; y < dialog.GetHeight(); ++y)
        for (int x = 0; x < dialog.GetWidth(); ++x)
            dark +=
                dialog.GetRed(x, y) < 80 && dialog.GetGreen(x, y) < 80 && dialog.GetBlue(x, y) < 80;
    CHECK(dark > 100);
}

TEST_CASE("an export shows progress, a cancel writes nothing") {
    FrameFixture f;
    const fs::path png = f.sample.root / "map.png";
    {
        CancelAtOnce cancel;
        CHECK_FALSE(f.frame->exportTo(png, render::ImageFormat::Png, false));
    }
    CHECK_FALSE(fs::exists(png));
    CHECK(message(*f.frame).find("cancelled") != std::string::npos);
    CHECK(f.frame->exportTo(png, render::ImageFormat::Png, false));
    CHECK(fs::file_size(png) > 1000);
    CHECK(message(*f.frame).find("Exported") == 0);
}

TEST_CASE("status messages stay while the pointer moves over the map") {
    FrameFixture f;
    f.frame->showMessage("Saved friedland-sortlack.scenario.xml");
    const HexId h = freeClearHex(f.scenario());
    REQUIRE(f.canvas().onHover);
    f.canvas().onHover(h);
    CHECK(f.frame->GetStatusBar()
              ->GetStatusText(editor::kStatusHex)
              .Contains(f.scenario().map.label(h)));
    CHECK(message(*f.frame) == "Saved friedland-sortlack.scenario.xml");
    f.canvas().onHover(kNoHex);
    CHECK(message(*f.frame) == "Saved friedland-sortlack.scenario.xml");
}

TEST_CASE("the default layout gives every pane room at 1600 x 1000") {
    FrameFixture f;
    f.frame->SetSize(wxSize(1600, 1000));
    wxCommandEvent reset(wxEVT_MENU, editor::kIdResetLayout);
    f.frame->ProcessWindowEvent(reset);
    pump(200);
    auto area = [&](const char* pane) {
        wxAuiPaneInfo& p = f.frame->aui().GetPane(pane);
        REQUIRE(p.IsOk());
        REQUIRE(p.IsShown());
        return areaIn(*p.window, *f.frame);
    };
    const wxRect oob = area("oob"), tools = area("tools"), props = area("properties"),
                 overview = area("minimap"), issues = area("issues"),
                 map = areaIn(f.canvas(), *f.frame);
    INFO("oob " << oob.height << " tools " << tools.height << " properties " << props.height
                << " overview " << overview.height << " map " << map.width << "x" << map.height);
    for (const wxRect& r : {oob, tools, props, overview})
        CHECK(r.width >= 200);
    CHECK(oob.height >= 250);
    CHECK(props.height >= 200);
    CHECK(tools.height >= 400);
    CHECK(overview.height >= 100);
    CHECK(issues.height >= 100);
    CHECK(map.width >= 900);
    CHECK(map.height >= 500);
    // The OOB tree is not squeezed under the tool palette: they are in different columns.
    CHECK_FALSE(oob.Intersects(tools));
    CHECK((oob.x > tools.GetRight() || oob.GetRight() < tools.x));
    saveShot(grab(*f.frame), "default-layout");
}

TEST_CASE("dragging a unit from the OOB tree onto the map places it, undo takes it off") {
    FrameFixture f;
    wxDropTarget* target = f.canvas().GetDropTarget();
    REQUIRE(target != nullptr);
    const std::string id = unplacedBattalion(f.doc());
    REQUIRE_FALSE(id.empty());
    const HexId h = freeClearHex(f.scenario());
    f.canvas().centreOn(h);
    pump(50);
    const wxPoint at = f.canvas().toWindow(f.canvas().geometry().hexCentre(h));
    CHECK(target->OnDragOver(at.x, at.y, wxDragCopy) == wxDragCopy);
    CHECK(target->OnDragOver(-5000, -5000, wxDragCopy) == wxDragNone);
    const std::size_t before = f.scenario().setup.size();
    REQUIRE(editor::dropUnitText(f.frame->context(), at, "marengo-unit:" + wxString::FromUTF8(id)));
    const Placement* p = f.scenario().findPlacement(id);
    REQUIRE(p != nullptr);
    CHECK(p->hex == h);
    CHECK(f.scenario().setup.size() == before + 1);
    CHECK(f.frame->context().selection().units() == std::vector<std::string>{id});
    f.doc().undo();
    CHECK(f.scenario().findPlacement(id) == nullptr);
    CHECK(f.scenario().setup.size() == before);
    // Text that is not a unit from the tree is refused and changes nothing.
    CHECK_FALSE(editor::dropUnitText(f.frame->context(), at, "B0101"));
    CHECK(f.scenario().setup.size() == before);
}
