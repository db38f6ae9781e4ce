// The editor end to end on the Friedland sample: open, paint, draw a river, place and rotate a
// unit, undo and redo, save and reload; the issues panel and going to a problem; screenshots.
#include "gui_support.hpp"

#include "editor/ui/issues_panel.hpp"
#include "editor/ui/oob_panel.hpp"
#include "editor/ui/properties_panel.hpp"
#include "editor/ui/tool_palette.hpp"
#include "engine/checks/checks.hpp"
#include "engine/edit/commands.hpp"
#include "formats/formats.hpp"

#include <wx/dnd.h>
#include <wx/modalhook.h>
#include <wx/msgdlg.h>
#include <wx/propgrid/propgrid.h>
#include <wx/testing.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;

namespace {

TerrainId terrainNamed(const Map& m, const char* id) {
    auto t = m.findTerrain(id);
    REQUIRE(t.has_value());
    return *t;
}

const editor::IssueRow* findIssue(editor::MainFrame& frame, const std::string& check,
                                  const std::string& unit) {
    for (const editor::IssueRow& r : frame.issuesPanel().issues())
        if (r.problem.check == check && std::find(r.problem.units.begin(), r.problem.units.end(),
                                                  unit) != r.problem.units.end())
            return &r;
    return nullptr;
}

/// A battalion of `side` that is not on the map and arrives with no reinforcement.
std::string freeUnitOf(const Scenario& s) {
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (u.echelon == Echelon::Battalion && u.arm == Arm::Infantry && !s.findPlacement(u.id))
                return u.id;
    return {};
}

} // namespace

TEST_CASE("the editor opens the Friedland sample and draws the map") {
    FrameFixture f;
    const Scenario& s = f.scenario();
    CHECK(s.title == "Ney's attack on the Sortlack wood");
    CHECK_FALSE(f.doc().modified());
    CHECK(f.frame->GetTitle().Contains("Sortlack"));
    // The issues panel shows the same problems as a full run of the checks.
    CHECK(f.frame->issuesPanel().issues().size() >= runChecks(s).size());

    wxImage shot = grab(*f.frame);
    saveShot(shot, "editor-open");
    const wxRect canvas = areaIn(f.canvas(), *f.frame);
    INFO("canvas area " << canvas.x << "," << canvas.y << " " << canvas.width << "x"
                        << canvas.height);
    REQUIRE(canvas.width > 100);
    REQUIRE(canvas.height > 100);
    CHECK_FALSE(blank(shot, canvas));
}

TEST_CASE("paint, river, place and rotate, undo and redo, save and reload") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario original = f.scenario();
    const HexId target = hexAt(original, "A0510");
    const TerrainId woods = terrainNamed(original.map, "woods");
    const TerrainId village = terrainNamed(original.map, "village");
    REQUIRE(original.map.terrain(target) != woods);

    // Terrain through the document, as the brush does.
    REQUIRE(doc.execute(edit::paintTerrain({{target, woods}})));
    CHECK(f.scenario().map.terrain(target) == woods);
    CHECK(doc.modified());
    CHECK(doc.undoName() == "Paint Terrain");

    // Through the terrain brush tool itself when the map tools are there.
    int steps = 1;
    if (editor::Tool* brush = chooseToolNamed(*f.frame, "Terrain Brush")) {
        const HexId brushed = hexAt(original, "A0611");
        REQUIRE(f.scenario().map.terrain(brushed) != woods);
        f.frame->context().toolSettings().terrain = woods;
        f.frame->context().toolSettings().brushRadius = 0;
        const Scenario before = f.scenario();
        brush->onPress(f.canvas(), eventAt(f.canvas(), brushed));
        brush->onDrag(f.canvas(), eventAt(f.canvas(), hexAt(original, "A0612")));
        brush->onRelease(f.canvas(), eventAt(f.canvas(), hexAt(original, "A0612")));
        CHECK(doc.undoName() == "Paint Terrain");
        CHECK_FALSE(f.scenario().map == before.map);
        CHECK(f.scenario().map.terrain(brushed) == woods);
        CHECK(f.scenario().map.terrain(hexAt(original, "A0612")) == woods);
        ++steps; // one stroke, one step
    } else {
        WARN("no terrain brush tool in the palette yet: painted through the document only");
    }

    // A river on the north hexside of A0410: with the hexside tool when it is there.
    const HexId riverHex = hexAt(original, "A0410");
    REQUIRE((original.map.features(riverHex, HexSide::N) & kRiver) == 0);
    if (editor::Tool* hexsides = chooseToolNamed(*f.frame, "Hexsides")) {
        f.frame->context().toolSettings().feature = kRiver;
        const render::MapGeometry g = f.canvas().geometry();
        const Point c = g.hexCentre(riverHex);
        const Point mid = g.sideMidpoint(c, HexSide::N);
        editor::ToolEvent e = eventAt(f.canvas(), riverHex);
        e.map = {c.x + 0.9 * (mid.x - c.x), c.y + 0.9 * (mid.y - c.y)};
        hexsides->onPress(f.canvas(), e);
        hexsides->onRelease(f.canvas(), e);
    } else {
        WARN("no hexside tool yet: river drawn through the document");
        REQUIRE(doc.execute(edit::setHexside(
            riverHex, HexSide::N, original.map.features(riverHex, HexSide::N) | kRiver)));
    }
    CHECK((f.scenario().map.features(riverHex, HexSide::N) & kRiver) != 0);
    ++steps;

    // A village elsewhere, so the save has more than one terrain change.
    REQUIRE(doc.execute(edit::paintTerrain({{hexAt(original, "A0310"), village}})));
    ++steps;

    // Place a unit and rotate it: with the units tool (select the unplaced unit, click a hex,
    // R) when it is there.
    std::string unit = freeUnitOf(original);
    if (unit.empty()) {
        unit = "69l-2";
        REQUIRE(doc.execute(edit::removePlacement(unit)));
        ++steps;
    }
    const HexId placeAt = hexAt(original, "A0812");
    if (editor::Tool* units = chooseToolNamed(*f.frame, "Select Units")) {
        f.frame->context().selection().set({unit});
        clickHex(f.canvas(), placeAt);
        REQUIRE(f.scenario().findPlacement(unit) != nullptr);
        CHECK(f.scenario().findPlacement(unit)->hex == placeAt);
        ++steps;
        f.frame->context().selection().set({unit});
        const Facing before = f.scenario().findPlacement(unit)->facing;
        REQUIRE(before.kind != FacingKind::None);
        CHECK(units->onKey(f.canvas(), 'R', false));
        const Facing after = f.scenario().findPlacement(unit)->facing;
        CHECK(after.kind == before.kind);
        CHECK(after.dir == (before.dir + 1) % 6); // one step clockwise
        ++steps;
        // Units > Rotate Anticlockwise turns it back.
        wxCommandEvent back(wxEVT_MENU, editor::kIdRotateCcw);
        f.frame->ProcessWindowEvent(back);
        CHECK(f.scenario().findPlacement(unit)->facing == before);
        ++steps;
    } else {
        WARN("no units tool yet: unit placed and rotated through the document");
        Placement p;
        p.unit = unit;
        p.hex = placeAt;
        p.formation = Formation::Column;
        p.facing = Facing::side(HexSide::N);
        REQUIRE(doc.execute(edit::placeUnit(p)));
        ++steps;
        REQUIRE(f.scenario().findPlacement(unit) != nullptr);
        Placement rotated = *f.scenario().findPlacement(unit);
        rotated.facing = Facing::side(HexSide::NE);
        REQUIRE(doc.execute(edit::updatePlacement(rotated, "Rotate Unit")));
        ++steps;
        CHECK(f.scenario().findPlacement(unit)->facing == Facing::side(HexSide::NE));
    }
    const Facing finalFacing = f.scenario().findPlacement(unit)->facing;
    f.frame->context().selection().set({unit});
    CHECK(f.frame->context().selection().units() == std::vector<std::string>{unit});
    pump(100);
    saveShot(grab(*f.frame), "editor-edited");

    // Undo everything, then redo everything.
    const Scenario edited = f.scenario();
    for (int i = 0; i < steps; ++i) {
        REQUIRE(doc.canUndo());
        doc.undo();
    }
    CHECK(f.scenario() == original);
    CHECK_FALSE(doc.modified());
    for (int i = 0; i < steps; ++i) {
        REQUIRE(doc.canRedo());
        doc.redo();
    }
    CHECK(f.scenario() == edited);
    CHECK(doc.modified());

    // Save, reload from disk, compare.
    REQUIRE(f.frame->save(false));
    CHECK_FALSE(doc.modified());
    CHECK_FALSE(f.frame->GetTitle().StartsWith("*"));
    auto loaded = formats::loadScenario(f.sample.scenario);
    REQUIRE_FALSE(loaded.fatal());
    const Scenario& back = *loaded.value;
    CHECK(back.map == edited.map);
    CHECK(back.setup == edited.setup);
    CHECK(back.oobs == edited.oobs);
    CHECK(back.reinforcements == edited.reinforcements);
    CHECK(back.rules == edited.rules);
    CHECK(back == edited);
    CHECK(back.map.terrain(target) == woods);
    CHECK((back.map.features(riverHex, HexSide::N) & kRiver) != 0);
    REQUIRE(back.findPlacement(unit) != nullptr);
    CHECK(back.findPlacement(unit)->facing == finalFacing);
    // The repository's sample is untouched.
    auto pristine = formats::loadScenario(fs::path(MARENGO_SOURCE_DIR) / "samples" / "friedland" /
                                          "friedland-sortlack.scenario.xml");
    REQUIRE_FALSE(pristine.fatal());
    CHECK(pristine.value->map == original.map);
}

TEST_CASE("the issues panel lists a planted error, and activating it selects the unit and "
          "centres the map") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario& s = f.scenario();

    // Structural: a battalion with more increments than printed (setup.increments).
    const std::string unit = "ru-m1-2";
    const Unit* u = s.findUnit(unit);
    REQUIRE(u != nullptr);
    REQUIRE(s.findPlacement(unit) != nullptr);
    REQUIRE(findIssue(*f.frame, "setup.increments", unit) == nullptr);
    Placement p = *s.findPlacement(unit);
    p.increments = u->increments + 3;
    REQUIRE(doc.execute(edit::updatePlacement(p, "Edit Increments")));
    pump(50);
    const editor::IssueRow* row = findIssue(*f.frame, "setup.increments", unit);
    REQUIRE(row != nullptr);
    CHECK(row->problem.severity == Severity::Error);
    CHECK(row->location == s.map.label(p.hex));

    // Go somewhere else first, so centring is visible.
    f.canvas().zoomBy(2.0);
    f.canvas().centreOn(s.map.find("A0101"));
    f.frame->context().selection().set({});
    REQUIRE(f.frame->issuesPanel().onActivate);
    f.frame->issuesPanel().onActivate(*row);
    CHECK(f.frame->context().selection().units() == std::vector<std::string>{unit});
    const render::Rect view = f.canvas().visibleRect();
    const Point centre = f.canvas().geometry().hexCentre(p.hex);
    CHECK(std::abs(view.x + view.w / 2 - centre.x) < 2);
    CHECK(std::abs(view.y + view.h / 2 - centre.y) < 2);
    pump(100);
    saveShot(grab(*f.frame), "editor-issue-selected");

    // Carré in woods (the rules check carre.terrain, once it is in the catalogue).
    if (findCheck("carre.terrain")) {
        const HexId woods = [&] {
            for (HexId h = 0; h < s.map.gridSize(); ++h)
                if (s.map.onMap(h) && s.map.terrainType(h).id == "woods" &&
                    std::none_of(s.setup.begin(), s.setup.end(),
                                 [&](const Placement& q) { return q.hex == h || q.second == h; }))
                    return h;
            return kNoHex;
        }();
        REQUIRE(woods != kNoHex);
        const std::string battalion = "ru-m3-1";
        Placement carre = *s.findPlacement(battalion);
        carre.hex = woods;
        carre.second = kNoHex;
        carre.formation = Formation::Carre;
        carre.facing = Facing{};
        REQUIRE(doc.execute(edit::updatePlacement(carre, "Move Unit")));
        pump(50);
        const editor::IssueRow* carreRow = findIssue(*f.frame, "carre.terrain", battalion);
        REQUIRE(carreRow != nullptr);
        f.frame->issuesPanel().onActivate(*carreRow);
        CHECK(f.frame->context().selection().units() == carreRow->problem.units);
        const render::Rect v = f.canvas().visibleRect();
        const Point c = f.canvas().geometry().hexCentre(woods);
        CHECK(std::abs(v.x + v.w / 2 - c.x) < 2);
        CHECK(std::abs(v.y + v.h / 2 - c.y) < 2);
    } else {
        WARN("check carre.terrain is not in the catalogue yet: carré-in-woods not asserted");
    }

    // Undo takes the error away again.
    while (doc.canUndo())
        doc.undo();
    pump(20);
    CHECK(findIssue(*f.frame, "setup.increments", unit) == nullptr);
}

TEST_CASE("the Split property sets how a two-hex unit's increments stand, and the check "
          "follows it") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario& s = f.scenario();
    // An infantry battalion of the set-up, made a two-hex line across its SE flank.
    Placement p;
    for (const Placement& q : s.setup) {
        const Unit* u = s.findUnit(q.unit);
        if (u && u->arm == Arm::Infantry && u->echelon == Echelon::Battalion &&
            u->increments >= 5 && s.map.neighbour(q.hex, HexSide::SE) != kNoHex) {
            p = q;
            break;
        }
    }
    REQUIRE_FALSE(p.unit.empty());
    const int n = s.findUnit(p.unit)->increments;
    p.formation = Formation::Line;
    p.facing = Facing::vertex(Vertex::NNE);
    p.second = s.map.neighbour(p.hex, HexSide::SE);
    REQUIRE(doc.execute(edit::updatePlacement(p, "Two-Hex Line")));
    f.frame->context().selection().set({p.unit});
    editor::PropertiesPanel& props = f.frame->propertiesPanel();
    props.refresh();
    REQUIRE(props.shownUnit() == p.unit);
    REQUIRE(props.grid().GetProperty("p.split") != nullptr);

    props.grid().ChangePropertyValue("p.split", wxString("4-1"));
    CHECK(s.findPlacement(p.unit)->split == kEvenSplit);
    CHECK(props.message().Contains("first+second"));

    props.refresh();
    props.grid().ChangePropertyValue("p.split", wxString::Format("%d+1", n - 1));
    CHECK(s.findPlacement(p.unit)->split == HexSplit{n - 1, 1});
    pump(50);
    CHECK(findIssue(*f.frame, "setup.increments", p.unit) == nullptr);

    props.refresh();
    props.grid().ChangePropertyValue("p.split", wxString::Format("%d+2", n - 1));
    pump(50);
    const editor::IssueRow* row = findIssue(*f.frame, "setup.increments", p.unit);
    REQUIRE(row != nullptr);
    CHECK_THAT(row->problem.message, Catch::Contains("but it has " + std::to_string(n)));
    props.refresh();
    pump(50);
    saveShot(grab(*f.frame), "editor-split");

    props.refresh();
    props.grid().ChangePropertyValue("p.split", wxString());
    CHECK(s.findPlacement(p.unit)->split == kEvenSplit);
}

TEST_CASE("Scenario > Validate runs every check and the panel matches a full run") {
    FrameFixture f;
    wxCommandEvent validate(wxEVT_MENU, editor::kIdValidate);
    f.frame->ProcessWindowEvent(validate);
    std::size_t fromChecks = runChecks(f.scenario()).size();
    std::size_t rows = 0;
    for (const editor::IssueRow& r : f.frame->issuesPanel().issues())
        rows += r.problem.check == "format" ? 0 : 1;
    CHECK(rows == fromChecks);
}

TEST_CASE("a crash loses nothing: the next frame recovers the autosaved work") {
    SampleCopy sample;
    const fs::path recovery = sample.root / "recovery";
    Scenario edited;
    {
        auto* frame = new editor::MainFrame(recovery);
        frame->Show();
        REQUIRE(frame->openFile(sample.scenario, false));
        edit::Document& doc = frame->context().document();
        const HexId h = hexAt(doc.scenario(), "A0510");
        REQUIRE(doc.execute(edit::paintTerrain({{h, terrainNamed(doc.scenario().map, "woods")}})));
        REQUIRE(frame->context().session().autosave());
        edited = doc.scenario();
        // A crash: the frame goes without a clean close, so the recovery copy stays.
        frame->Destroy();
        pump(20);
    }
    auto* frame = new editor::MainFrame(recovery);
    frame->Show();
    frame->offerRecovery(false);
    CHECK(frame->context().document().modified());
    CHECK(frame->context().session().path() == sample.scenario);
    CHECK(frame->context().document().scenario().map == edited.map);
    CHECK(frame->context().document().scenario().setup == edited.setup);
    // Saving the recovered work writes the original file.
    REQUIRE(frame->save(false));
    auto loaded = formats::loadScenario(sample.scenario);
    REQUIRE_FALSE(loaded.fatal());
    CHECK(loaded.value->map == edited.map);
    frame->Destroy();
    pump(20);
}

TEST_CASE("a crash right after the edits loses none: the window's edits are journaled") {
    SampleCopy sample;
    const fs::path recovery = sample.root / "recovery";
    Scenario edited;
    fs::path folder;
    {
        auto* frame = new editor::MainFrame(recovery);
        frame->Show();
        REQUIRE(frame->openFile(sample.scenario, false));
        edit::Document& doc = frame->context().document();
        const TerrainId woods = terrainNamed(doc.scenario().map, "woods");
        REQUIRE(doc.execute(edit::paintTerrain({{hexAt(doc.scenario(), "A0510"), woods}})));
        // No autosave call and no wait: the next edits go to the journal as they are committed.
        REQUIRE(doc.execute(edit::paintTerrain({{hexAt(doc.scenario(), "A0511"), woods}})));
        REQUIRE(doc.execute(edit::setHexside(hexAt(doc.scenario(), "A0512"), HexSide::N, kRoad)));
        Placement moved = doc.scenario().setup.at(1); // a battalion on one hex
        moved.hex = hexAt(doc.scenario(), "A0513");
        REQUIRE(doc.execute(edit::updatePlacement(moved)));
        edited = doc.scenario();
        folder = frame->context().session().ownRecovery().value().folder;
        frame->Destroy(); // a crash: no clean close
        pump(20);
    }
    // The snapshot holds the first edit only; the journal the rest.
    CHECK(fs::file_size(folder / "recovery.journal") > editor::journalHeader().size());
    auto* frame = new editor::MainFrame(recovery);
    frame->Show();
    frame->offerRecovery(false);
    CHECK(frame->context().document().scenario().map == edited.map);
    CHECK(frame->context().document().scenario().setup == edited.setup);
    frame->Destroy();
    pump(20);
}

namespace {

/// Answers every modal dialog with `answer` without showing it, and keeps their messages (none
/// expected: an unexpected question cannot hang the test).
class AnswerDialogs final : public wxModalDialogHook {
public:
    explicit AnswerDialogs(int answer) : m_answer(answer) { Register(); }
    ~AnswerDialogs() override { Unregister(); }
    AnswerDialogs(const AnswerDialogs&) = delete;
    AnswerDialogs& operator=(const AnswerDialogs&) = delete;
    std::vector<wxString> messages;

protected:
    int Enter(wxDialog* dialog) override {
        auto* message = dynamic_cast<wxMessageDialog*>(dialog);
        messages.push_back(message ? message->GetMessage() : dialog->GetTitle());
        return m_answer;
    }
    void Exit(wxDialog*) override {}

private:
    int m_answer;
};

/// An editor on the sample paints a hex and is left running; the recovery copy is written by
/// the autosave that follows the edit (not called here). Returns the frame.
editor::MainFrame* editAndWaitForAutosave(const SampleCopy& sample, const fs::path& recovery) {
    auto* frame = new editor::MainFrame(recovery);
    frame->Show();
    REQUIRE(frame->openFile(sample.scenario, false));
    edit::Document& doc = frame->context().document();
    const HexId h = hexAt(doc.scenario(), "A0510");
    REQUIRE(doc.execute(edit::paintTerrain({{h, terrainNamed(doc.scenario().map, "woods")}})));
    for (int i = 0; i < 200 && !frame->context().session().ownRecovery(); ++i)
        pump(50);
    REQUIRE(frame->context().session().ownRecovery());
    return frame;
}

/// The recovery copies left in `recovery` by editors no longer running.
std::size_t leftCopies(const fs::path& recovery) {
    edit::Document doc;
    editor::Session session(doc, recovery);
    return session.leftRecoveries().size();
}

} // namespace

TEST_CASE("an editor started with a file offers the copy a crashed editor left of it") {
    SampleCopy sample;
    const fs::path recovery = sample.root / "recovery";
    Scenario edited;
    {
        editor::MainFrame* crashed = editAndWaitForAutosave(sample, recovery);
        edited = crashed->context().document().scenario();
        crashed->Destroy(); // a crash: no clean close, the copy stays
        pump(20);
    }
    REQUIRE(leftCopies(recovery) == 1);
    // `marengo-editor FILE` opens the file as File > Open and Recent do: asked, Recover.
    auto* frame = new editor::MainFrame(recovery);
    frame->Show();
    {
        AnswerDialogs recover(wxID_YES);
        REQUIRE(frame->openFile(sample.scenario));
        REQUIRE(recover.messages.size() == 1);
        CHECK(recover.messages[0].Contains("friedland-sortlack.scenario.xml"));
    }
    const edit::Document& doc = frame->context().document();
    CHECK(doc.modified());
    CHECK(frame->context().session().path() == sample.scenario);
    CHECK(doc.scenario().map == edited.map);
    CHECK(doc.scenario().setup == edited.setup);
    CHECK(leftCopies(recovery) == 0); // recovered: this editor's own copy now
    REQUIRE(frame->save(false));
    auto loaded = formats::loadScenario(sample.scenario);
    REQUIRE_FALSE(loaded.fatal());
    CHECK(loaded.value->map == edited.map);
    frame->Destroy();
    pump(20);
}

// A scenario dropped from a file manager opens as File > Open does, recovery offered first;
// on the map (whose target also takes units dragged from the tree) as on the rest of the window.
TEST_CASE("a scenario dropped on the window opens, offering the copy a crashed editor left") {
    SampleCopy sample;
    const fs::path recovery = sample.root / "recovery";
    Scenario edited;
    {
        editor::MainFrame* crashed = editAndWaitForAutosave(sample, recovery);
        edited = crashed->context().document().scenario();
        crashed->Destroy();
        pump(20);
    }
    REQUIRE(leftCopies(recovery) == 1);
    auto* frame = new editor::MainFrame(recovery);
    frame->Show();
    wxArrayString names;
    names.Add(wxString::FromUTF8((sample.root / "notes.txt").string()));
    auto* windowTarget = dynamic_cast<wxFileDropTarget*>(frame->GetDropTarget());
    REQUIRE(windowTarget);
    // Not a scenario: nothing opens, nothing is asked.
    {
        AnswerDialogs none(wxID_NO);
        CHECK_FALSE(windowTarget->OnDropFiles(10, 10, names));
        CHECK(none.messages.empty());
        CHECK(frame->context().session().path().empty());
    }
    names.Add(wxString::FromUTF8(sample.scenario.string()));
    {
        AnswerDialogs recover(wxID_YES);
        REQUIRE(windowTarget->OnDropFiles(10, 10, names));
        REQUIRE(recover.messages.size() == 1);
        CHECK(recover.messages[0].Contains("friedland-sortlack.scenario.xml"));
    }
    CHECK(frame->context().session().path() == sample.scenario);
    CHECK(frame->context().document().modified());
    CHECK(frame->context().document().scenario().map == edited.map);
    // Dropping again goes through the same open: the document is unsaved now, so the first
    // question is what to do with it (Cancel: nothing changes).
    REQUIRE(frame->context().canvas().GetDropTarget());
    {
        AnswerDialogs keep(wxID_CANCEL);
        CHECK_FALSE(frame->openDropped(editor::droppedPaths(names)));
        CHECK(keep.messages.size() == 1);
    }
    CHECK(frame->context().document().scenario().map == edited.map);
    frame->Destroy();
    pump(20);
}

TEST_CASE("a left copy stays until answered, a running editor's copy is not offered") {
    SampleCopy sample;
    const fs::path recovery = sample.root / "recovery";
    const Scenario saved = formats::loadScenario(sample.scenario).value.value();
    {
        // A running editor (its document and session) with a copy of its unsaved work.
        edit::Document running;
        editor::Session runningSession(running, recovery);
        bool ok = false;
        runningSession.open(sample.scenario, ok);
        REQUIRE(ok);
        const HexId h = hexAt(running.scenario(), "A0510");
        REQUIRE(running.execute(
            edit::paintTerrain({{h, terrainNamed(running.scenario().map, "woods")}})));
        REQUIRE(runningSession.autosave());
        // Another editor opening the same file meanwhile: not asked.
        auto* other = new editor::MainFrame(recovery);
        other->Show();
        AnswerDialogs none(wxID_YES);
        REQUIRE(other->openFile(sample.scenario));
        CHECK(none.messages.empty());
        CHECK(other->context().document().scenario().map == saved.map);
        other->Close(true); // a clean quit takes nothing of the running editor's
        pump(20);
        REQUIRE(runningSession.ownRecovery());
    } // now the running editor crashes
    REQUIRE(leftCopies(recovery) == 1);
    {
        // Keep for Later: the saved file opens, and a clean quit leaves the copy.
        auto* frame = new editor::MainFrame(recovery);
        frame->Show();
        AnswerDialogs keep(wxID_CANCEL);
        REQUIRE(frame->openFile(sample.scenario));
        CHECK(keep.messages.size() == 1);
        CHECK_FALSE(frame->context().document().modified());
        CHECK(frame->context().document().scenario().map == saved.map);
        frame->Close(true);
        pump(20);
    }
    CHECK(leftCopies(recovery) == 1);
    {
        // Open the Saved File: the copy, answered, goes.
        auto* frame = new editor::MainFrame(recovery);
        frame->Show();
        AnswerDialogs discard(wxID_NO);
        REQUIRE(frame->openFile(sample.scenario));
        CHECK(discard.messages.size() == 1);
        CHECK(frame->context().document().scenario().map == saved.map);
        frame->Close(true);
        pump(20);
    }
    CHECK(leftCopies(recovery) == 0);
}

TEST_CASE("a file that cannot be read is refused and the open scenario stays") {
    FrameFixture f;
    const Scenario before = f.scenario();
    const fs::path broken = f.sample.root / "broken.scenario.xml";
    {
        std::FILE* out = std::fopen(broken.string().c_str(), "w");
        REQUIRE(out != nullptr);
        std::fputs("<scenario version=\"1\" title=\"x\"><map href=\"nowhere.map.xml\"/>", out);
        std::fclose(out);
    }
    CHECK_FALSE(f.frame->openFile(broken, false));
    CHECK_FALSE(f.frame->openFile(f.sample.root / "missing.scenario.xml", false));
    CHECK(f.scenario() == before);
    CHECK(f.frame->context().session().path() == f.sample.scenario);
}

TEST_CASE("a scenario referring outside its folder opens only when the user says so") {
    FrameFixture f;
    const Scenario before = f.scenario();
    // A scenario in pack/ whose map and OOBs are the sample's, one folder up and over.
    fs::create_directories(f.sample.root / "pack");
    const fs::path outside = f.sample.root / "pack" / "outside.scenario.xml";
    {
        std::ifstream in(f.sample.scenario, std::ios::binary);
        std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        for (std::size_t at = text.find("href=\""); at != std::string::npos;
             at = text.find("href=\"", at + 1))
            text.insert(at + 6, "../samples/friedland/");
        std::ofstream(outside, std::ios::binary) << text;
    }
    REQUIRE(formats::referencesOutside(outside).size() == 3);
    // Not interactive: refused without reading a file.
    CHECK_FALSE(f.frame->openFile(outside, false));
    CHECK(f.frame->context().session().path() == f.sample.scenario);
    // Asked, Cancel: refused.
    bool opened = true;
    wxTEST_DIALOG(opened = f.frame->openFile(outside), wxExpectModal<wxMessageDialog>(wxID_NO));
    CHECK_FALSE(opened);
    CHECK(f.scenario() == before);
    // Asked, Open Anyway: opened.
    wxTEST_DIALOG(opened = f.frame->openFile(outside), wxExpectModal<wxMessageDialog>(wxID_YES));
    CHECK(opened);
    CHECK(f.frame->context().session().path() == outside);
    CHECK(f.scenario().setup == before.setup);
    // Saving would write the map and OOBs outside the folder: asked again, Cancel saves nothing.
    REQUIRE(f.doc().execute(edit::removePlacement(before.setup.front().unit)));
    bool saved = true;
    wxTEST_DIALOG(saved = f.frame->save(), wxExpectModal<wxMessageDialog>(wxID_NO));
    CHECK_FALSE(saved);
    CHECK(f.doc().modified());
    CHECK_FALSE(f.frame->save(false));
}

TEST_CASE("the teaching variant's mistakes are listed with their rules, and the carré in the wood "
          "is found from its row") {
    FrameFixture f;
    const fs::path illegal = f.sample.scenario.parent_path() / "friedland-illegal.scenario.xml";
    REQUIRE(f.frame->openFile(illegal, false));
    pump(100);
    const auto& rows = f.frame->issuesPanel().issues();
    std::size_t fromChecks = runChecks(f.scenario()).size();
    CHECK(rows.size() > fromChecks); // the checks' problems, and the reader's format error
    CHECK(std::any_of(rows.begin(), rows.end(), [](const editor::IssueRow& r) {
        return r.problem.check == "format" &&
               r.location.find(".scenario.xml:") != std::string::npos;
    }));
    for (const editor::IssueRow& r : rows)
        if (r.problem.check != "format") {
            INFO(r.problem.check);
            CHECK(findCheck(r.problem.check) != nullptr);
        }
    if (!findCheck("carre.terrain")) {
        WARN("check carre.terrain is not in the catalogue yet");
        return;
    }
    auto carre = std::find_if(rows.begin(), rows.end(), [](const editor::IssueRow& r) {
        return r.problem.check == "carre.terrain";
    });
    REQUIRE(carre != rows.end());
    CHECK(carre->location == "A1414");
    const editor::IssueRow row = *carre;
    const long index = static_cast<long>(carre - rows.begin());
    f.frame->issuesPanel().Select(index);
    f.frame->issuesPanel().onActivate(row);
    CHECK(f.frame->context().selection().units() == row.problem.units);
    const render::Rect v = f.canvas().visibleRect();
    const Point c = f.canvas().geometry().hexCentre(f.scenario().map.find("A1414"));
    // Within two map pixels, and the half device pixel by which the view keeps its tiles on
    // whole pixels.
    const double slack = 2 + 0.5 / f.canvas().zoom();
    CHECK(std::abs(v.x + v.w / 2 - c.x) < slack);
    CHECK(std::abs(v.y + v.h / 2 - c.y) < slack);
    // The other panes follow the selection: the OOB tree and the properties of the unit.
    pump(100);
    REQUIRE(row.problem.units.size() == 1);
    const std::string unit = row.problem.units.front();
    if (editor::PropertiesPanel* props = &f.frame->propertiesPanel()) {
        props->refresh();
        CHECK(props->shownUnit() == unit);
    }
    if (editor::OobPanel* oob = &f.frame->oobPanel()) {
        wxTreeItemId item = oob->itemOf(unit);
        REQUIRE(item.IsOk());
        CHECK(oob->tree().GetSelection() == item);
        CHECK(oob->tree().GetItemText(item).Contains("A1414"));
    }
    const wxImage shot = grab(*f.frame);
    saveShot(shot, "editor-issues");
    CHECK_FALSE(blank(shot, areaIn(f.canvas(), *f.frame)));
}

TEST_CASE("a unit's text properties show its values and edit them, emptied too, one undo step "
          "each") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario& s = f.scenario();
    // A leader with a printed rank.
    std::string id;
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (id.empty() && u.echelon == Echelon::Leader && !u.rank.empty())
                id = u.id;
    REQUIRE_FALSE(id.empty());
    const std::string rank = s.findUnit(id)->rank.str();
    REQUIRE(rank != "GdD"); // each edit below changes the unit, so each is an undo step
    f.frame->context().selection().set({id});
    editor::PropertiesPanel& props = f.frame->propertiesPanel();
    props.refresh();
    REQUIRE(props.shownUnit() == id);
    CHECK(props.grid().GetPropertyValueAsString("rank").utf8_string() == rank);

    props.grid().ChangePropertyValue("rank", wxString::FromUTF8("  GdD "));
    CHECK(s.findUnit(id)->rank == "GdD"); // trimmed
    props.refresh();
    props.grid().ChangePropertyValue("source", wxString::FromUTF8("Les armées à Friedland"));
    CHECK(s.findUnit(id)->provenance.source == "Les armées à Friedland");
    props.refresh();
    CHECK(props.grid().GetPropertyValueAsString("source").utf8_string() ==
          "Les armées à Friedland");
    pump(20);
    saveShot(grab(*f.frame), "editor-unit-text");
    props.grid().ChangePropertyValue("rank", wxString());
    CHECK(s.findUnit(id)->rank.empty());

    doc.undo();
    CHECK(s.findUnit(id)->rank == "GdD");
    doc.undo();
    CHECK(s.findUnit(id)->provenance.source.empty());
    doc.undo();
    CHECK(s.findUnit(id)->rank == rank);
}
