// parse -> write -> parse gives the same model and the same bytes, for every kind of file.
#include "test_util.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {
template <class T, class Parse, class Write>
void checkRoundTrip(const std::string& fixture, Parse parse, Write write) {
    const std::string original = readFixture(fixture);
    REQUIRE_FALSE(original.empty());
    Loaded<T> first = parse(original, fixture);
    INFO(dump(first.diagnostics));
    REQUIRE(first.value);
    CHECK(first.diagnostics.empty());
    const std::string written = write(*first.value);
    // The fixtures are in canonical form, so writing reproduces them byte for byte.
    CHECK(written == original);
    Loaded<T> second = parse(written, "written");
    INFO(dump(second.diagnostics));
    REQUIRE(second.value);
    CHECK(second.diagnostics.empty());
    CHECK(*second.value == *first.value);
    CHECK(write(*second.value) == written);
}
} // namespace

TEST_CASE("map round trip", "[formats][map]") {
    checkRoundTrip<Map>("tiny.map.xml", parseMap, writeMap);
}

TEST_CASE("OOB round trip", "[formats][oob]") {
    checkRoundTrip<OrderOfBattle>("french.oob.xml", parseOob, writeOob);
    checkRoundTrip<OrderOfBattle>("russian.oob.xml", parseOob, writeOob);
}

TEST_CASE("rules round trip", "[formats][rules]") {
    checkRoundTrip<RulesProfile>("tiny.rules.xml", parseRules, writeRules);
}

TEST_CASE("scenario round trip", "[formats][scenario]") {
    Loaded<Scenario> loaded = loadScenario(fixturePath("tiny.scenario.xml"));
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    CHECK(loaded.diagnostics.empty());
    const Scenario& s = *loaded.value;
    const std::string written = writeScenario(s);
    CHECK(written == readFixture("tiny.scenario.xml"));
    Loaded<Scenario> again = parseScenario(written, "written", s.map, s.oobs);
    INFO(dump(again.diagnostics));
    REQUIRE(again.value);
    CHECK(again.diagnostics.empty());
    again.value->rules = s.rules; // parseScenario does not load the profile
    CHECK(*again.value == s);
    CHECK(writeScenario(*again.value) == written);
}

TEST_CASE("loaded map holds what the file says", "[formats][map]") {
    Loaded<Map> m = parseMap(readFixture("tiny.map.xml"), "tiny.map.xml");
    REQUIRE(m.value);
    const Map& map = *m.value;
    CHECK(map.name() == "Tiny test map, Sortlack");
    CHECK(map.sheets().size() == 2);
    CHECK(map.width() == 10);
    CHECK(map.height() == 5);
    REQUIRE(map.terrainTypes().size() == 3);
    CHECK(map.terrainTypes()[0].pattern == "none");
    CHECK(map.terrainTypes()[1].colour == 0x9cc28a);
    CHECK(map.terrainTypes()[1].blocksLos);
    CHECK(map.terrainTypes()[1].generalOrder);
    CHECK(map.terrainType(map.find("A0201")).id == "woods");
    CHECK(map.elevation(map.find("A0603")) == -1);
    CHECK(map.elevation(map.find("A0101")) == 0);
    // The same hexside seen from either hex.
    CHECK(map.features(map.find("A0101"), HexSide::S) == (kWall | kSunkenRoad));
    CHECK(map.features(map.find("A0101"), HexSide::SE) == (kStream | kBridge | kRoad));
    CHECK(map.features(map.find("A0101"), HexSide::NW) == kRiver);
    CHECK(map.features(map.find("A0605"), HexSide::S) == kRoad);
    CHECK(map.features(map.find("B0102"), HexSide::NW) == kHedge);
}

TEST_CASE("a hexside may be written from either hex", "[formats][map]") {
    std::string text = readFixture("tiny.map.xml");
    const std::string canonical = R"(<hexside at="A0102" side="N" features="wall sunken-road"/>)";
    const std::string other = R"(<hexside at="A0101" side="S" features="wall sunken-road"/>)";
    auto at = text.find(canonical);
    REQUIRE(at != std::string::npos);
    text.replace(at, canonical.size(), other);
    Loaded<Map> m = parseMap(text, "other.map.xml");
    INFO(dump(m.diagnostics));
    REQUIRE(m.value);
    CHECK(m.diagnostics.empty());
    CHECK(writeMap(*m.value) == readFixture("tiny.map.xml"));
}

TEST_CASE("UTF-8 names survive a round trip", "[formats][utf8]") {
    Loaded<OrderOfBattle> fr = parseOob(readFixture("french.oob.xml"), "french.oob.xml");
    Loaded<OrderOfBattle> ru = parseOob(readFixture("russian.oob.xml"), "russian.oob.xml");
    REQUIRE(fr.value);
    REQUIRE(ru.value);
    CHECK(fr.value->find("6l")->unitClass == "L\xC3\xA9g\xC3\xA8re");
    CHECK(fr.value->find("fr")->commander == "Napol\xC3\xA9on");
    CHECK(ru.value->find("ru-14")->commander == "Prinz von W\xC3\xBCrttemberg");

    Unit u;
    u.id = "wu-1";
    u.name = "Carr\xC3\xA9 du W\xC3\xBCrttemberg \"Kronprinz\" & <Garde>";
    u.echelon = Echelon::Army;
    u.commander = "Friedrich\tII\nvon W\xC3\xBCrttemberg";
    OrderOfBattle oob;
    oob.side = "Allied";
    oob.nationality = "W\xC3\xBCrttemberg";
    REQUIRE(oob.add(u));
    const std::string text = writeOob(oob);
    CHECK(
        text.find("Carr\xC3\xA9 du W\xC3\xBCrttemberg &quot;Kronprinz&quot; &amp; &lt;Garde&gt;") !=
        std::string::npos);
    Loaded<OrderOfBattle> back = parseOob(text, "allied.oob.xml");
    INFO(dump(back.diagnostics));
    REQUIRE(back.value);
    CHECK(*back.value == oob);
}

TEST_CASE("numbers are written without needless decimals", "[formats][rules]") {
    RulesProfile r;
    r.id = "n";
    REQUIRE(r.set(params::timeTurnMinutes, 20, "a"));
    REQUIRE(r.set(params::carreMoraleModifier, -6, "b"));
    REQUIRE(r.set(params::chargeFacingCost, 0.1, "c"));
    REQUIRE(r.set(params::chargeBonusMp, 2.5e-7, "d"));
    const std::string text = writeRules(r);
    CHECK(text.find(R"(key="time.turn-minutes" value="20")") != std::string::npos);
    CHECK(text.find(R"(value="-6")") != std::string::npos);
    CHECK(text.find(R"(value="0.1")") != std::string::npos);
    Loaded<RulesProfile> back = parseRules(text, "n.rules.xml");
    INFO(dump(back.diagnostics));
    REQUIRE(back.value);
    CHECK(*back.value == r);
}

TEST_CASE("writing is deterministic and ends with a newline", "[formats]") {
    Loaded<Map> m = parseMap(readFixture("tiny.map.xml"), "tiny.map.xml");
    REQUIRE(m.value);
    Map copy = *m.value;
    const std::string a = writeMap(*m.value);
    const std::string b = writeMap(copy);
    CHECK(a == b);
    REQUIRE_FALSE(a.empty());
    CHECK(a.back() == '\n');
    CHECK(a.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 0) == 0);
}

TEST_CASE("a model edited in code round-trips", "[formats][map]") {
    auto created = Map::create("Edited", Numbering{}, {Sheet{'A', 0, 0, 4, 3}},
                               {TerrainType{"clear", "Clear", 0xffffff, "none", false, false},
                                TerrainType{"marsh", "Marsh", 0x336699, "marsh", false, true}});
    REQUIRE(created);
    Map map = *created;
    // Edge hexsides whose owner is off the map: written from the on-map hex.
    for (HexId h = 0; h < map.gridSize(); ++h)
        for (HexSide s : kAllSides)
            if (map.neighbour(h, s) == kNoHex)
                map.setFeatures(h, s, kRiver);
    map.setTerrain(map.find("A0202"), 1);
    map.setElevation(map.find("A0303"), -128);
    map.setElevation(map.find("A0403"), 127);
    const std::string text = writeMap(map);
    Loaded<Map> back = parseMap(text, "edited.map.xml");
    INFO(text);
    INFO(dump(back.diagnostics));
    REQUIRE(back.value);
    CHECK(back.diagnostics.empty());
    CHECK(*back.value == map);
    CHECK(writeMap(*back.value) == text);
    CHECK(text.find(R"(side="S")") != std::string::npos);
    CHECK(text.find(R"(side="SW")") != std::string::npos);
    CHECK(text.find(R"(side="NW")") != std::string::npos);
}

TEST_CASE("a map's printed hex size is kept, and written only when set", "[formats][map]") {
    Loaded<Map> m = parseMap(readFixture("tiny.map.xml"), "tiny.map.xml");
    REQUIRE(m.value);
    CHECK(m.value->printHexMm() == kDefaultPrintHexMm);
    CHECK(writeMap(*m.value).find("print-hex-mm") == std::string::npos);
    Map sized = *m.value;
    sized.setPrintHexMm(16.5);
    std::string text = writeMap(sized);
    CHECK(text.find("print-hex-mm=\"16.5\"") != std::string::npos);
    Loaded<Map> back = parseMap(text, "sized.map.xml");
    REQUIRE(back.value);
    CHECK(back.value->printHexMm() == 16.5);
    CHECK(*back.value == sized);

    std::string wrong = text;
    wrong.replace(wrong.find("16.5"), 4, "500");
    Loaded<Map> bad = parseMap(wrong, "bad.map.xml");
    REQUIRE_FALSE(bad.diagnostics.empty());
    CHECK(bad.diagnostics.front().format().find("print-hex-mm must be from 2 to 100") !=
          std::string::npos);
}
