// The command layer: every edit is undone exactly; the document's history, groups and
// modified counter behave as the editor's Edit menu expects.
#include "engine/checks/registry.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/document.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::edit;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0) {
    Unit u;
    u.id = id;
    u.name = "Unit " + id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    if (e == Echelon::Battery)
        u.artillery = ArtilleryType::Foot;
    return u;
}

Scenario sample() {
    std::vector<TerrainType> terrain{{"clear", "Clear", 0xeeeeee, "none", false, false},
                                     {"woods", "Woods", 0x88aa88, "trees", true, true}};
    Scenario s;
    s.title = "Edit test";
    s.map = *Map::create("m", {}, {Sheet{'A', 0, 0, 10, 8}}, terrain);
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, Arm::None, "")));
    REQUIRE(fr.add(unit("c1", Echelon::Corps, Arm::None, "fr")));
    REQUIRE(fr.add(unit("d1", Echelon::Division, Arm::None, "c1")));
    REQUIRE(fr.add(unit("d2", Echelon::Division, Arm::None, "c1")));
    REQUIRE(fr.add(unit("r1", Echelon::Regiment, Arm::Infantry, "d1")));
    REQUIRE(fr.add(unit("b1", Echelon::Battalion, Arm::Infantry, "r1", 6)));
    REQUIRE(fr.add(unit("b2", Echelon::Battalion, Arm::Infantry, "r1", 5)));
    REQUIRE(fr.add(unit("art", Echelon::Battery, Arm::Artillery, "d2", 2)));
    s.oobs.push_back(fr);
    s.setup.push_back(Placement{"b1", s.map.find("A0203"), kNoHex, Formation::Column,
                                Facing::side(HexSide::N), -1, UnitState::Good});
    s.setup.push_back(Placement{"art", s.map.find("A0505"), kNoHex, Formation::Unlimbered,
                                Facing::side(HexSide::NE), -1, UnitState::Good});
    s.map.setFeatures(s.map.find("A0404"), HexSide::S, kStream);
    return s;
}

/// Applies `c`, checks it changed something, applies the inverse, checks the scenario is back
/// exactly; then redoes (inverse of the inverse) and checks it equals the first application.
void roundTrip(CommandPtr c) {
    Scenario s = sample();
    const Scenario original = s;
    Change ch;
    CommandPtr inverse = c->apply(s, ch);
    REQUIRE(inverse);
    REQUIRE_FALSE(s == original);
    const Scenario edited = s;
    Change ch2;
    CommandPtr redo = inverse->apply(s, ch2);
    REQUIRE(redo);
    CHECK(s == original);
    Change ch3;
    REQUIRE(redo->apply(s, ch3));
    CHECK(s == edited);
}

} // namespace

TEST_CASE("every command is undone exactly by its inverse") {
    Scenario s = sample();
    HexId a = s.map.find("A0101"), b = s.map.find("A0102");
    SECTION("paint terrain, the same hex twice in one command") {
        roundTrip(paintTerrain({{a, 1}, {b, 1}, {a, 0}, {a, 1}}));
    }
    SECTION("elevation") {
        roundTrip(setElevation({{a, 2}, {b, -1}}));
    }
    SECTION("hexside from either hex") {
        roundTrip(setHexsides({{a, HexSide::S, kRiver}, {b, HexSide::N, kRiver | kBridge}}));
    }
    SECTION("place") {
        roundTrip(placeUnit(Placement{"b2", b, kNoHex, Formation::Carre, {}, -1, UnitState::Good}));
    }
    SECTION("move keeps the set-up order") {
        Placement p = s.setup[0];
        p.hex = b;
        roundTrip(updatePlacement(p));
    }
    SECTION("remove from the middle of the set-up") {
        roundTrip(removePlacement("b1"));
    }
    SECTION("whole set-up") {
        roundTrip(setSetup({}, "Clear Set-up"));
    }
    SECTION("add unit") {
        roundTrip(addUnit(0, unit("b3", Echelon::Battalion, Arm::Infantry, "r1", 4)));
    }
    SECTION("edit unit") {
        Unit u = *s.findUnit("b1");
        u.name = "1er bataillon, 69e de Ligne";
        u.morale = 44;
        roundTrip(editUnit(u));
    }
    SECTION("delete a regiment with its placed battalions") {
        roundTrip(deleteUnit("r1"));
    }
    SECTION("move a regiment to another division") {
        roundTrip(moveUnit("r1", "d2"));
    }
    SECTION("settings") {
        roundTrip(setPart("Edit Title", &Scenario::title, std::string("X")));
    }
}

TEST_CASE("a unit that leaves its second hex leaves its split too") {
    Scenario s = sample();
    Placement p = s.setup[0];
    p.formation = Formation::Line;
    p.facing = Facing::vertex(Vertex::NNE);
    p.second = s.map.neighbour(p.hex, HexSide::SE);
    p.split = {4, 2};
    Change ch;
    REQUIRE(updatePlacement(p)->apply(s, ch));
    CHECK(s.setup[0].split == HexSplit{4, 2});
    p.second = kNoHex;
    SECTION("update") {
        REQUIRE(updatePlacement(p)->apply(s, ch));
        CHECK(s.setup[0].split == kEvenSplit);
    }
    SECTION("whole set-up") {
        REQUIRE(setSetup({p}, "Set-up")->apply(s, ch));
        CHECK(s.setup[0].split == kEvenSplit);
    }
}

TEST_CASE("commands that cannot apply change nothing") {
    Scenario s = sample();
    const Scenario original = s;
    Change ch;
    CHECK_FALSE(paintTerrain({{s.map.find("A0101"), 7}})->apply(s, ch));
    CHECK_FALSE(removePlacement("nobody")->apply(s, ch));
    CHECK_FALSE(addUnit(0, unit("b1", Echelon::Battalion, Arm::Infantry, "r1", 3))->apply(s, ch));
    CHECK_FALSE(moveUnit("d1", "b1")->apply(s, ch)); // a division under a battalion
    CHECK_FALSE(moveUnit("c1", "r1")->apply(s, ch)); // under its own descendant
    Unit bad = *s.findUnit("b1");
    bad.morale = 47;
    CHECK_FALSE(editUnit(bad)->apply(s, ch));
    CHECK(s == original);
}

TEST_CASE("change records report the touched hexes and what kind of data changed") {
    Scenario s = sample();
    Change ch;
    HexId h = s.map.find("A0404");
    REQUIRE(setHexside(h, HexSide::S, kRiver)->apply(s, ch));
    CHECK(ch.what == kOnTerrain);
    CHECK(std::find(ch.hexes.begin(), ch.hexes.end(), s.map.find("A0405")) != ch.hexes.end());
    Change moved;
    Placement p = s.setup[0];
    HexId from = p.hex;
    p.hex = s.map.find("A0909");
    REQUIRE(updatePlacement(p)->apply(s, moved));
    CHECK(moved.what == kOnUnits);
    CHECK(std::find(moved.hexes.begin(), moved.hexes.end(), from) != moved.hexes.end());
    CHECK(std::find(moved.hexes.begin(), moved.hexes.end(), p.hex) != moved.hexes.end());
}

TEST_CASE("document undo and redo with names, groups and the modified counter") {
    Document doc(sample());
    const Scenario original = doc.scenario();
    int notified = 0;
    doc.addListener([&](const Change&) { ++notified; });
    CHECK_FALSE(doc.canUndo());
    CHECK_FALSE(doc.modified());

    HexId a = doc.scenario().map.find("A0101");
    HexId b = doc.scenario().map.find("A0102");
    doc.beginGroup("Paint Terrain");
    REQUIRE(doc.execute(paintTerrain({{a, 1}})));
    REQUIRE(doc.execute(paintTerrain({{b, 1}})));
    CHECK_FALSE(doc.canUndo()); // a stroke in progress cannot be undone halfway
    doc.endGroup();
    CHECK(notified == 2);
    CHECK(doc.undoName() == "Paint Terrain");
    CHECK(doc.modified());

    doc.markSaved();
    CHECK_FALSE(doc.modified());
    REQUIRE(doc.execute(setElevation({{a, 3}})));
    CHECK(doc.modified());
    CHECK(doc.undoName() == "Set Elevation");
    doc.undo();
    CHECK_FALSE(doc.modified()); // back at the saved state
    CHECK(doc.redoName() == "Set Elevation");
    doc.undo(); // the whole stroke in one step
    CHECK(doc.scenario() == original);
    CHECK(doc.modified());
    doc.redo();
    CHECK(doc.scenario().map.terrain(a) == 1);
    CHECK(doc.scenario().map.terrain(b) == 1);
    CHECK_FALSE(doc.modified());

    // A new edit after undo discards redo; the saved state can no longer be reached.
    doc.undo();
    REQUIRE(doc.execute(setElevation({{b, 1}})));
    CHECK_FALSE(doc.canRedo());
    CHECK(doc.modified());
    doc.undo();
    CHECK(doc.modified());
}

TEST_CASE("the history lists every step and goes back or forward to any of them") {
    Document doc(sample());
    const Scenario original = doc.scenario();
    const HexId a = doc.scenario().map.find("A0101");
    REQUIRE(doc.execute(paintTerrain({{a, 1}})));
    const Scenario painted = doc.scenario();
    REQUIRE(doc.execute(setElevation({{a, 2}})));
    const Scenario raised = doc.scenario();
    REQUIRE(doc.execute(setElevation({{a, 3}})));
    const Scenario top = doc.scenario();
    REQUIRE(doc.historySize() == 3);
    CHECK(doc.undoDepth() == 3);
    CHECK(doc.stepName(0) == "Paint Terrain");
    CHECK(doc.stepName(2) == "Set Elevation");

    doc.goToDepth(1);
    CHECK(doc.scenario() == painted);
    CHECK(doc.undoDepth() == 1);
    CHECK(doc.historySize() == 3); // the undone steps stay, to be redone
    CHECK(doc.stepName(1) == "Set Elevation");
    CHECK(doc.redoName() == "Set Elevation");
    doc.goToDepth(2);
    CHECK(doc.scenario() == raised);
    doc.goToDepth(0);
    CHECK(doc.scenario() == original);
    CHECK_FALSE(doc.modified());
    doc.goToDepth(99); // clamped: everything redone
    CHECK(doc.scenario() == top);
    CHECK(doc.undoDepth() == 3);

    doc.beginGroup("Paint Terrain"); // nothing moves while a stroke is open
    REQUIRE(doc.execute(paintTerrain({{a, 0}})));
    doc.goToDepth(0);
    CHECK(doc.undoDepth() == 3);
    doc.endGroup();
    CHECK(doc.historySize() == 4);
}

TEST_CASE("the save point: listeners see modified() as the title must show it") {
    Document doc(sample());
    std::vector<bool> seen; // modified() as each listener call saw it
    doc.addListener([&](const Change&) { seen.push_back(doc.modified()); });
    HexId a = doc.scenario().map.find("A0101");
    HexId b = doc.scenario().map.find("A0102");

    // The first dab of the first stroke of a fresh document already marks it modified.
    doc.beginGroup("Paint Terrain");
    REQUIRE(doc.execute(paintTerrain({{a, 1}})));
    CHECK(seen.back());
    CHECK(doc.modified());
    REQUIRE(doc.execute(paintTerrain({{b, 1}})));
    doc.endGroup();
    CHECK(doc.modified());

    REQUIRE(doc.execute(setElevation({{a, 2}})));
    doc.markSaved(); // the save point: after two steps
    CHECK_FALSE(doc.modified());
    REQUIRE(doc.execute(setElevation({{b, 3}})));
    CHECK(seen.back());

    doc.undo(); // back to the save point
    CHECK_FALSE(seen.back());
    CHECK_FALSE(doc.modified());
    doc.undo(); // before it
    CHECK(seen.back());
    CHECK(doc.modified());
    doc.redo(); // at it again
    CHECK_FALSE(seen.back());
    doc.redo(); // past it
    CHECK(seen.back());
    CHECK(doc.modified());
    doc.undo();
    CHECK_FALSE(seen.back());

    // An empty group (a click that changed nothing) is not an edit.
    doc.beginGroup("Paint Terrain");
    doc.endGroup();
    CHECK_FALSE(doc.modified());
}

TEST_CASE("golden case: a sequence of edits gives the expected scenario") {
    Document doc(sample());
    const Map& m = doc.scenario().map;
    REQUIRE(doc.execute(paintTerrain({{m.find("A0303"), 1}})));
    REQUIRE(
        doc.execute(placeUnit(Placement{"b2", m.find("A0304"), m.find("A0404"), Formation::Line,
                                        Facing::vertex(Vertex::NNE), 4, UnitState::Disordered})));
    REQUIRE(doc.execute(moveUnit("art", "d1")));
    REQUIRE(doc.execute(deleteUnit("b1")));

    Scenario expected = sample();
    expected.map.setTerrain(expected.map.find("A0303"), 1);
    expected.setup.erase(expected.setup.begin());
    // b2 was placed beside its regiment's b1 (before the battery), and stays first once b1 goes.
    expected.setup.insert(expected.setup.begin(),
                          Placement{"b2", expected.map.find("A0304"), expected.map.find("A0404"),
                                    Formation::Line, Facing::vertex(Vertex::NNE), 4,
                                    UnitState::Disordered});
    REQUIRE(expected.oobs[0].reparent("art", "d1"));
    expected.oobs[0].remove("b1");
    CHECK(doc.scenario() == expected);
    // The battery now follows division 1's last descendant; parents still precede children.
    std::vector<std::string> order;
    for (const Unit& u : doc.scenario().oobs[0].units())
        order.push_back(u.id);
    CHECK(order == std::vector<std::string>{"fr", "c1", "d1", "d2", "r1", "b2", "art"});
}
