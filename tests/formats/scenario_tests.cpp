// Loading a scenario with the files it refers to, and the set-up checks made while reading.
#include "engine/checks/locate.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/document.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {
/// Copies the scenario fixtures into a fresh folder, so that a test may change one of them.
void copyFixtures(const TempFolder& dir) {
    for (const char* name : {"tiny.map.xml", "tiny.rules.xml", "french.oob.xml", "russian.oob.xml",
                             "tiny.scenario.xml"})
        writeText(dir / name, readFixture(name));
}

void replaceIn(const std::filesystem::path& file, const std::string& from, const std::string& to) {
    std::string text = readText(file);
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    writeText(file, text);
}

const std::string kHead = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario version="1" title="T" start="17:00" end="19:00">
  <map href="tiny.map.xml"/>
  <rules href="tiny.rules.xml"/>
  <oob href="french.oob.xml"/>
  <oob href="russian.oob.xml"/>
)";
} // namespace

TEST_CASE("a scenario loads with its map, rules and orders of battle", "[formats][scenario]") {
    Loaded<Scenario> l = loadScenario(fixturePath("tiny.scenario.xml"));
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    CHECK(l.diagnostics.empty());
    const Scenario& s = *l.value;
    CHECK(s.title == "Ney's attack on Sortlack wood");
    CHECK(s.date == "1807-06-14");
    CHECK(s.mapPath == "tiny.map.xml"); // as written, relative
    CHECK(s.rulesPath == "tiny.rules.xml");
    CHECK(s.oobPaths == std::vector<std::string>{"french.oob.xml", "russian.oob.xml"});
    CHECK(s.map.name() == "Tiny test map, Sortlack");
    CHECK(s.rules.id == "tiny-2014");
    REQUIRE(s.oobs.size() == 2);
    CHECK(s.oobs[1].side == "Russian");
    CHECK(s.turnCount() == 7);
    CHECK(s.description == "The VIe Corps forms carr\xC3\xA9 & advances.");
    REQUIRE(s.setup.size() == 5);
    const Placement& line = s.setup[1];
    CHECK(line.unit == "6l-1");
    CHECK(s.map.label(line.hex) == "A0303");
    CHECK(s.map.label(line.second) == "A0403");
    CHECK(line.formation == Formation::Line);
    CHECK(line.facing == Facing::vertex(Vertex::NNE));
    CHECK(line.increments == 5);
    CHECK(line.split == HexSplit{3, 2});
    CHECK(line.state == UnitState::Disordered);
    CHECK(s.setup[2].facing.kind == FacingKind::None);
    CHECK(s.setup[0].increments == -1);
    REQUIRE(s.reinforcements.size() == 2);
    CHECK(s.reinforcements[1].time == Clock{18 * 60 + 20});
    CHECK(s.map.label(s.reinforcements[1].entry) == "B0405");
    REQUIRE(s.reinforcements[1].units.size() == 2);
    CHECK(s.reinforcements[1].units[0].hex == s.reinforcements[1].entry);
    CHECK(s.notes.size() == 2);
    CHECK(s.notes[1] == "Carr\xC3\xA9 <one hex>: \"no\" retreat.");
    CHECK(s.objectives.size() == 2);
    CHECK(s.objectives[1].side.empty());
    CHECK(s.victoryLevels[0].name == "D\xC3\xA9"
                                     "cisive");
}

TEST_CASE("a missing order of battle is fatal and named", "[formats][scenario][fatal]") {
    const auto path = fixturePath("missing_oob.scenario.xml");
    Loaded<Scenario> l = loadScenario(path);
    CHECK(l.fatal());
    INFO(dump(l.diagnostics));
    const Diagnostic* d = findDiagnostic(l.diagnostics, "prussian.oob.xml");
    REQUIRE(d);
    CHECK(d->file == path.string());
    CHECK(d->line == 6);
    CHECK(d->col == 3);
    CHECK(d->message == "cannot open oob 'prussian.oob.xml': No such file or directory");
    CHECK(l.diagnostics.size() == 1); // the files that exist load cleanly
}

TEST_CASE("files that cannot be opened", "[formats][fatal]") {
    Loaded<Scenario> s = loadScenario("/nonexistent/x.scenario.xml");
    CHECK(s.fatal());
    REQUIRE(s.diagnostics.size() == 1);
    CHECK(s.diagnostics[0].line == 0);
    CHECK(s.diagnostics[0].format() ==
          "/nonexistent/x.scenario.xml: error: cannot open: No such file or directory");
    Loaded<Map> m = loadMap(MARENGO_TEST_DATA);
    CHECK(m.fatal());
    REQUIRE(m.diagnostics.size() == 1);
    CHECK(m.diagnostics[0].message == "cannot open: Is a directory");
    CHECK(loadOob("/nonexistent.oob.xml").fatal());
    CHECK(loadRules("/nonexistent.rules.xml").fatal());
}

TEST_CASE("problems of referenced files carry their own file names", "[formats][scenario]") {
    TempFolder dir("scenario-refs");
    copyFixtures(dir);
    replaceIn(dir / "tiny.map.xml", R"(<hex at="A0201" terrain="woods"/>)",
              R"(<hex at="A0201" terrain="wood"/>)");
    replaceIn(dir / "russian.oob.xml", R"(morale="42")", R"(morale="47")");
    replaceIn(dir / "tiny.scenario.xml", R"(facing="N"/>)", R"(facing="N" colour="red"/>)");
    Loaded<Scenario> l = loadScenario(dir / "tiny.scenario.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value); // none of these is fatal
    REQUIRE(l.diagnostics.size() == 4);
    // The scenario's own problems first, then the map's, the rules' and the OOBs'.
    CHECK(l.diagnostics[0].file == (dir / "tiny.scenario.xml").string());
    CHECK(l.diagnostics[0].line == 9);
    CHECK(l.diagnostics[0].message.find("unknown attribute 'colour' on <unit>") == 0);
    // ru-sofia was dropped from its OOB, so its placement is refused too.
    CHECK(l.diagnostics[1].file == (dir / "tiny.scenario.xml").string());
    CHECK(l.diagnostics[1].message == "unit 'ru-sofia' is in no order of battle");
    CHECK(l.diagnostics[2].file == (dir / "tiny.map.xml").string());
    CHECK(l.diagnostics[2].line == 14);
    CHECK(l.diagnostics[3].file == (dir / "russian.oob.xml").string());
    CHECK(l.diagnostics[3].message == "morale 47 is not a d66 number (both digits 1-6)");
    CHECK(l.value->setup.size() == 3);
}

TEST_CASE("a referenced file that is not XML makes the scenario fatal", "[formats][scenario]") {
    TempFolder dir("scenario-badmap");
    copyFixtures(dir);
    replaceIn(dir / "tiny.map.xml", "</sheets>", "</sheet>");
    Loaded<Scenario> l = loadScenario(dir / "tiny.scenario.xml");
    CHECK(l.fatal());
    INFO(dump(l.diagnostics));
    REQUIRE(l.diagnostics.size() == 1);
    CHECK(l.diagnostics[0].file == (dir / "tiny.map.xml").string());
    CHECK(l.diagnostics[0].line == 12);
}

TEST_CASE("a scenario without a map is fatal", "[formats][scenario][fatal]") {
    TempFolder dir("scenario-nomap");
    copyFixtures(dir);
    replaceIn(dir / "tiny.scenario.xml", "  <map href=\"tiny.map.xml\"/>\n", "");
    Loaded<Scenario> l = loadScenario(dir / "tiny.scenario.xml");
    CHECK(l.fatal());
    REQUIRE_FALSE(l.diagnostics.empty());
    CHECK(l.diagnostics[0].message == "<scenario> has no <map href=\"...\"/>");
    CHECK(l.diagnostics[0].line == 2);
}

TEST_CASE("set-up problems are all reported and the units dropped", "[formats][scenario]") {
    Loaded<Scenario> base = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(base.value);
    const std::string text = kHead + R"(  <setup>
    <unit ref="69l-1" at="A0203" formation="column" facing="N"/>
    <unit ref="69l-1" at="A0204" formation="column" facing="N"/>
    <unit ref="69l-9" at="A0205" formation="column" facing="N"/>
    <unit ref="6l-1" at="A0303" second="A0503" formation="line" facing="NNE"/>
    <unit ref="69l-2" at="A0204" formation="carre" facing="N"/>
    <unit ref="fr-vi-a1" at="A0304" formation="unlimbered"/>
    <unit ref="ru-sofia" at="A3105" formation="line" facing="W"/>
    <unit ref="ru-h1" at="B0203" formation="colum" facing="NNE" state="shaken"/>
    <unit ref="3h" at="A0101" second="A0102" formation="column" facing="N"/>
  </setup>
  <reinforcements>
    <arrival time="18:00" at="A0101" side="Frnech">
      <unit ref="ru-cos" formation="column" facing="S"/>
    </arrival>
    <arrival time="18:20" at="B0405" side="Russian">
      <unit ref="69l-1" formation="column" facing="N"/>
      <unit ref="ru-cos" at="B0405" formation="column" facing="N"/>
    </arrival>
  </reinforcements>
</scenario>
)";
    Loaded<Scenario> l = parseScenario(text, "s.xml", base.value->map, base.value->oobs);
    REQUIRE(l.value);
    INFO(dump(l.diagnostics));
    const auto& d = l.diagnostics;
    REQUIRE(d.size() == 12);
    CHECK(d[0].line == 9);
    CHECK(d[0].message == "unit '69l-1' is placed twice (first at line 8)");
    CHECK(d[1].message == "unit '69l-9' is in no order of battle (did you mean '69l-1'?)");
    CHECK(d[2].line == 11);
    CHECK(d[2].message == "the two hexes of unit '6l-1' (A0303, A0503) are not adjacent");
    CHECK(d[3].message == "unit '69l-2' in carre has no facing (remove facing 'N')");
    CHECK(d[4].message == "unit 'fr-vi-a1' in unlimbered needs a facing toward a hexside (N, NE, "
                          "SE, S, SW, NW)");
    CHECK(d[5].message == "hex A3105 is off the map (sheet A has columns 01-06 and rows 01-05)");
    CHECK(d[6].message.find("unknown formation 'colum'") == 0);
    CHECK(d[7].message == "unknown state 'shaken' (known: good, disordered, routed)");
    CHECK(d[8].message == "unit '3h' in column cannot occupy two hexes");
    CHECK(d[9].line == 19);
    CHECK(d[9].message == "side 'Frnech' is not the side of any order of battle (known: French, "
                          "Russian; did you mean 'French'?)");
    CHECK(d[10].line == 23); // ru-cos under the dropped arrival (line 20) was not placed
    CHECK(d[10].message == "unit '69l-1' is placed twice (first at line 8)");
    CHECK(d[11].line == 24);
    CHECK(d[11].message.find("unknown attribute 'at' on <unit>") == 0);
    REQUIRE(l.value->setup.size() == 1);
    CHECK(l.value->setup[0].unit == "69l-1");
    REQUIRE(l.value->reinforcements.size() == 1);
    CHECK(l.value->reinforcements[0].units.empty());
}

TEST_CASE("a set-up unit whose id two orders of battle hold is the first one's, whatever the "
          "order of the set-up",
          "[formats][scenario]") {
    // The reader looks for the unit after the last one it found before it asks the indexes; a
    // unit found so in the second order of battle must still be the first's when both hold it.
    Loaded<Scenario> base = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(base.value);
    auto oob = [](std::string side, std::string units) {
        Loaded<OrderOfBattle> o =
            parseOob("<oob version=\"1\" side=\"" + side + "\"><army id=\"" + side +
                         "\" name=\"A\"><regiment id=\"" + side +
                         "-r\" name=\"R\" arm=\"infantry\">" + units + "</regiment></army></oob>",
                     side + ".oob.xml");
        INFO(dump(o.diagnostics));
        REQUIRE(o.diagnostics.empty());
        return std::move(*o.value);
    };
    auto battalion = [](std::string id) {
        return "<battalion id=\"" + id + "\" name=\"" + id +
               "\" increments=\"6\" morale=\"44\" fire=\"6\" melee=\"7\" movement=\"6\"/>";
    };
    std::vector<OrderOfBattle> oobs;
    oobs.push_back(oob("French", battalion("shared")));
    oobs.push_back(oob("Russian", battalion("r-1") + battalion("shared")));
    const std::string text = kHead + R"(  <setup>
    <unit ref="shared" at="A0203" formation="column" facing="N"/>
    <unit ref="r-1" at="A0204" formation="column" facing="N"/>
    <unit ref="shared" at="A0205" formation="column" facing="N"/>
  </setup>
</scenario>
)";
    Loaded<Scenario> l = parseScenario(text, "s.xml", base.value->map, std::move(oobs));
    REQUIRE(l.value);
    INFO(dump(l.diagnostics));
    REQUIRE(l.diagnostics.size() == 1);
    CHECK(l.diagnostics[0].line == 10);
    CHECK(l.diagnostics[0].message == "unit 'shared' is placed twice (first at line 8)");
    CHECK(l.value->setup.size() == 2);
}

TEST_CASE("a two-hex unit's split: read, written, and its mistakes", "[formats][scenario]") {
    Loaded<Scenario> base = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(base.value);
    const std::string text = kHead + R"(  <setup>
    <unit ref="6l-1" at="A0303" second="A0403" split=" 4 + 1" formation="line" facing="NNE"/>
    <unit ref="69l-1" at="A0203" second="A0303" split="4-1" formation="line" facing="NNE"/>
    <unit ref="69l-2" at="A0204" second="A0304" split="0+5" formation="line" facing="NNE"/>
    <unit ref="3h" at="A0101" split="2+2" formation="line" facing="NNE"/>
  </setup>
</scenario>
)";
    Loaded<Scenario> l = parseScenario(text, "s.xml", base.value->map, base.value->oobs);
    REQUIRE(l.value);
    INFO(dump(l.diagnostics));
    const auto& d = l.diagnostics;
    REQUIRE(d.size() == 3);
    CHECK(d[0].line == 9);
    CHECK(d[0].col == 49);
    CHECK(d[0].message == "a split is the increments in the first hex and in the second, each "
                          "at least 1, as in '4+1', not '4-1'");
    CHECK(d[1].line == 10);
    CHECK(d[1].message.find("not '0+5'") != std::string::npos);
    CHECK(d[2].line == 11);
    CHECK(d[2].message == "unit '3h' stands in one hex: a split of its increments (2+2) needs a "
                          "second hex");
    REQUIRE(l.value->setup.size() == 1);
    const Placement& p = l.value->setup[0];
    CHECK(p.split == HexSplit{4, 1});
    const std::string written = writeScenario(*l.value);
    CHECK_THAT(written, Catch::Contains(R"(second="A0403" split="4+1" formation="line")"));
}

TEST_CASE("stated sight lines: hex and unit ends, and their mistakes", "[formats][scenario]") {
    Loaded<Scenario> base = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(base.value);
    const Scenario& tiny = *base.value;
    REQUIRE(tiny.sightLines.size() == 2);
    CHECK(tiny.sightLines[0].from.unit == "fr-vi-a1");
    CHECK(tiny.sightLines[0].from.hex == kNoHex);
    CHECK(tiny.map.label(tiny.sightLines[0].to.hex) == "A0603");
    CHECK(tiny.sightLines[0].visible);
    CHECK(tiny.sightLines[0].note == "the battery sees the wood");
    CHECK(tiny.map.label(tiny.resolve(tiny.sightLines[0].from)) == "A0304");
    CHECK(tiny.sightLines[1].to.unit == "69l-2");
    CHECK_FALSE(tiny.sightLines[1].visible);

    const std::string text = kHead + R"(  <sight-lines>
    <sight from="A0203" to="A0603"/>
    <sight from="A0701" to="A0603"/>
    <sight from-unit="69l-9" to="A0603"/>
    <sight from="A0203" from-unit="69l-1" to="A0603"/>
    <sight to="A0603"/>
    <sight from="A0203" to="A0603" visible="maybe"/>
    <line from="A0203" to="A0603"/>
  </sight-lines>
</scenario>
)";
    Loaded<Scenario> l = parseScenario(text, "s.xml", tiny.map, tiny.oobs);
    REQUIRE(l.value);
    INFO(dump(l.diagnostics));
    const auto& d = l.diagnostics;
    REQUIRE(d.size() == 6);
    CHECK(d[0].line == 9);
    CHECK(d[0].message == "hex A0701 is off the map (sheet A has columns 01-06 and rows 01-05)");
    CHECK(d[1].line == 10);
    CHECK(d[1].message == "unit '69l-9' is in no order of battle (did you mean '69l-1'?)");
    CHECK(d[2].line == 11);
    CHECK(d[2].col == 25);
    CHECK(d[2].message == "give from (a hex) or from-unit (a unit), not both");
    CHECK(d[3].line == 12);
    CHECK(d[3].message == "<sight> needs from=\"HEX\" or from-unit=\"UNIT\"");
    CHECK(d[4].line == 13);
    CHECK(d[4].message == "visible 'maybe' is not a boolean (expected true or false)");
    CHECK(d[5].line == 14);
    CHECK(d[5].message.find("unknown element <line> in <sight-lines> (expected <sight>") == 0);
    REQUIRE(l.value->sightLines.size() == 1); // the lines with a mistake are dropped
    CHECK(l.value->sightLines[0].to.hex == tiny.sightLines[0].to.hex);
}

TEST_CASE("the schema's victory-point limit is the engine's kMaxVictoryPoints", "[scenario]") {
    const std::string xsd =
        readText(std::filesystem::path(MARENGO_SOURCE_DIR) / "formats" / "schema" / "scenario.xsd");
    const auto type = xsd.find("<xs:simpleType name=\"victoryPoints\">");
    REQUIRE(type != std::string::npos);
    const std::string body = xsd.substr(type, xsd.find("</xs:simpleType>", type) - type);
    const std::string max = std::to_string(kMaxVictoryPoints);
    CHECK_THAT(body, Catch::Contains("<xs:minInclusive value=\"-" + max + "\"/>"));
    CHECK_THAT(body, Catch::Contains("<xs:maxInclusive value=\"" + max + "\"/>"));
    CHECK(xsd.find("name=\"points\" type=\"xs:integer\"") == std::string::npos);
}

TEST_CASE("after edits to the set-up and the orders of battle, a unit's positions still name its "
          "own elements",
          "[formats][scenario][source]") {
    Loaded<Scenario> l = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(l.value);
    edit::Document doc(std::move(*l.value));
    // Placements and units move, go and come: every list the positions were read from shifts.
    REQUIRE(doc.execute(edit::removePlacement("69l-1")));
    REQUIRE(doc.execute(edit::moveUnit("fr-vi-a1", "fr-vi-1")));
    REQUIRE(doc.execute(edit::deleteUnit("ney")));
    std::vector<Placement> reversed(doc.scenario().setup.rbegin(), doc.scenario().setup.rend());
    REQUIRE(doc.execute(edit::setSetup(reversed, "Reverse")));
    Unit added = *doc.scenario().findUnit("69l-2");
    added.id = "69l-3";
    REQUIRE(doc.execute(edit::addUnit(0, added)));
    const Scenario& s = doc.scenario();

    // The line of `file` that a location names.
    auto lineOf = [](const SourceLocation& at) {
        std::istringstream in(readText(at.file));
        std::string line;
        for (int i = 0; i < at.line && std::getline(in, line);)
            ++i;
        return line;
    };
    int placed = 0;
    for (const OrderOfBattle& oob : s.oobs)
        for (const Unit& u : oob.units()) {
            for (About about : {About::Auto, About::OobUnits}) {
                Problem p;
                p.units = {u.id};
                p.about = about;
                locate(p, s);
                REQUIRE_FALSE(p.locations.empty());
                const SourceLocation& at = p.locations.front();
                INFO(u.id << " at " << at.format());
                if (u.id == "69l-3") { // added in the editor: in no file, so the scenario
                    CHECK(at.what == "<scenario>");
                    continue;
                }
                const bool placement = at.what.rfind("placement", 0) == 0;
                placed += placement;
                CHECK_THAT(lineOf(at),
                           Catch::Contains((placement ? "ref=\"" : "id=\"") + u.id + "\""));
            }
        }
    CHECK(placed == 8); // each unit the file places, 69l-1 too (its <unit> is still its own)
}
