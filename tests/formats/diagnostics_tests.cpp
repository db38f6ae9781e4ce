// Problems are reported with exact positions, all in one pass; fatal problems leave no value.
#include "test_util.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {
const std::string kMapHead = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1">
  <terrain-types>
    <terrain id="clear" name="Clear" colour="#eef0d8"/>
    <terrain id="woods" name="Woods" colour="#9cc28a"/>
  </terrain-types>
  <sheets>
    <sheet letter="A" col="0" row="0" cols="6" rows="5"/>
  </sheets>
)";

/// Column (1-based, in code points) of `needle` on line `line` of `text`.
int columnOf(const std::string& text, int line, const std::string& needle) {
    std::size_t start = 0;
    for (int l = 1; l < line; ++l)
        start = text.find('\n', start) + 1;
    std::size_t at = text.find(needle, start);
    int col = 1;
    for (std::size_t i = start; i < at; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++col;
    return col;
}

const Diagnostic& only(const std::vector<Diagnostic>& ds) {
    INFO(dump(ds));
    REQUIRE(ds.size() == 1);
    return ds.front();
}
} // namespace

TEST_CASE("a bad attribute is reported at its line and column", "[formats][diagnostics]") {
    const std::string text = kMapHead + R"(  <hexes>
    <hex at="A0201" terrain="wood"/>
  </hexes>
</map>
)";
    Loaded<Map> m = parseMap(text, "bad.map.xml");
    REQUIRE(m.value); // not fatal: the hex is dropped
    const Diagnostic& d = only(m.diagnostics);
    CHECK(d.file == "bad.map.xml");
    CHECK(d.line == 11);
    CHECK(d.col == columnOf(text, 11, "terrain=\"wood\""));
    CHECK(d.col == 21);
    CHECK(d.severity == Severity::Error);
    CHECK(d.message == "unknown terrain 'wood' (known: clear, woods; did you mean 'woods'?)");
    CHECK(d.format() == "bad.map.xml:11:21: error: " + d.message);
    CHECK(m.value->terrain(m.value->find("A0201")) == 0);
}

TEST_CASE("columns count UTF-8 characters, not bytes", "[formats][diagnostics]") {
    const std::string text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<oob version=\"1\" side=\"Fran\xC3\xA7"
                             "ais\">\n"
                             "  <army id=\"fr\" name=\"Arm\xC3\xA9"
                             "e \xC3\xA0 pied\" "
                             "commandr=\"Napol\xC3\xA9on\"/>\n"
                             "</oob>\n";
    Loaded<OrderOfBattle> o = parseOob(text, "utf8.oob.xml");
    REQUIRE(o.value);
    const Diagnostic& d = only(o.diagnostics);
    CHECK(d.line == 3);
    CHECK(d.col == 37); // bytes would give 39
    CHECK(d.message.find("unknown attribute 'commandr' on <army>") == 0);
    CHECK(d.message.find("did you mean 'commander'?") != std::string::npos);
}

TEST_CASE("an element with a problem is reported at its '<'", "[formats][diagnostics]") {
    const std::string text =
        kMapHead + "  <hexes>\n      <hexx at=\"A0101\"/>\n  </hexes>\n</map>\n";
    Loaded<Map> m = parseMap(text, "x.map.xml");
    REQUIRE(m.value);
    const Diagnostic& d = only(m.diagnostics);
    CHECK(d.line == 11);
    CHECK(d.col == 7);
    CHECK(d.message == "unknown element <hexx> in <hexes> (expected <hex>)");
}

TEST_CASE("every problem of a file is reported in one pass", "[formats][diagnostics]") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<oob version="1" side="French">
  <army id="fr" name="Armée">
    <regiment id="69l" name="69e Ligne" arm="infantry">
      <battalion id="69l-1" name="1/69e" increments="7" morale="47"/>
      <battalion id="69l-2" name="2/69e" increments="-2" morale="43"/>
      <battalion id="69l-3" name="3/69e" increments="6" morale="70" moral="43"/>
      <battalion id="69l-4" name="4/69e" increments="6" morale="43"/>
      <battalion id="69l-4" name="4/69e bis" increments="6" morale="43"/>
      <battalion name="5/69e" fire="seven"/>
    </regiment>
  </army>
</oob>
)";
    Loaded<OrderOfBattle> o = parseOob(text, "many.oob.xml");
    REQUIRE(o.value);
    INFO(dump(o.diagnostics));
    REQUIRE(o.diagnostics.size() == 7);
    const auto& d = o.diagnostics;
    CHECK(d[0].line == 5);
    CHECK(d[0].message == "morale 47 is not a d66 number (both digits 1-6)");
    CHECK(d[1].line == 6);
    CHECK(d[1].message == "increments -2 is negative (expected 0-99)");
    CHECK(d[2].line == 7); // same line: in column order
    CHECK(d[2].message == "morale 70 is not a d66 number (both digits 1-6)");
    CHECK(d[3].line == 7);
    CHECK(d[3].message.find("unknown attribute 'moral' on <battalion>") == 0);
    CHECK(d[3].message.find("did you mean 'morale'?") != std::string::npos);
    CHECK(d[4].line == 9);
    CHECK(d[4].message == "unit id '69l-4' is used twice (first at line 8)");
    CHECK(d[5].line == 10);
    CHECK(d[5].col == 7);
    CHECK(d[5].message == "<battalion> has no 'id' attribute");
    CHECK(d[6].line == 10);
    CHECK(d[6].message == "fire 'seven' is not a whole number (expected 0-99)");
    // The valid units are kept, the others dropped.
    CHECK(o.value->find("69l") != nullptr);
    CHECK(o.value->find("69l-4") != nullptr);
    CHECK(o.value->find("69l-4")->name == "4/69e");
    CHECK(o.value->find("69l-1") == nullptr);
    CHECK(o.value->find("69l-2") == nullptr);
    CHECK(o.value->find("69l-3") == nullptr);
    CHECK(o.value->units().size() == 3);
}

TEST_CASE("a file that is not well-formed XML is fatal, with the position",
          "[formats][diagnostics][fatal]") {
    const std::string text = kMapHead + "  <hexes>\n    <hex at=\"A0101\">\n  </hexes>\n</map>\n";
    Loaded<Map> m = parseMap(text, "broken.map.xml");
    CHECK(m.fatal());
    const Diagnostic& d = only(m.diagnostics);
    CHECK(d.line == 12);
    CHECK(d.message.find("not well-formed XML") == 0);
}

TEST_CASE("fatal problems of a whole file", "[formats][diagnostics][fatal]") {
    struct Case {
        std::string text;
        std::string message;
        int line;
    };
    const std::string decl = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    const std::vector<Case> cases{
        {"", "the file has no XML element", 1},
        {"just text", "the file has no XML element", 1},
        {decl + "<oob version=\"1\" side=\"x\"/>\n",
         "the root element is <oob>, expected <map> (is this the right kind of file?)", 2},
        {decl + "<map name=\"x\"/>\n", "<map> has no 'version' attribute (expected version=\"1\")",
         2},
        {decl + "<map version=\"2\"/>\n", "unsupported version '2' (this Marengo reads version 1)",
         2},
        {decl + "<map version=\"1\"/>\n<map version=\"1\"/>\n",
         "not well-formed XML: a second root element <map> after <map>", 3},
        {decl + "<map version=\"1\">\n  <sheets x=\"1\" x=\"2\"/>\n</map>\n",
         "not well-formed XML: attribute 'x' is given twice on <sheets>", 3},
        {decl + "<map version=\"1\">" + std::string(1, '\0') + "</map>\n",
         "the file contains a NUL byte", 2},
        {std::string("\xFF\xFE<\0m\0", 6), "the file is UTF-16; Marengo files are UTF-8", 1},
        {decl + "<map version=\"1\" name=\"L\xE9g\xE8re\"/>\n",
         "the file is not valid UTF-8 (byte 0xE9); save it with the UTF-8 encoding", 2},
        {decl + "<map version=\"1\" name=\"\xED\xA0\x80\"/>\n", "not valid UTF-8 (byte 0xED)", 2},
        {decl + "<map version=\"1\">\n  <sheets/>\n</map>\n",
         "<map> has no <terrain-types>, so it cannot be loaded", 2},
        // pugixml turns these into bytes that are not UTF-8 (which a save would write, and the
        // next reading refuse), or cuts the text at &#0;: no such character exists.
        {decl + "<map version=\"1\"\n name=\"a&#0;\"/>\n",
         "not well-formed XML: character reference '&#0;' is no character", 3},
        {decl + "<map version=\"1\">\n&#xD800;</map>\n", "character reference '&#xD800;'", 3},
        {decl + "<map version=\"1\" name=\"&#x110000;\"/>\n", "reference '&#x110000;'", 2},
        {decl + "<map version=\"1\" name=\"&#1" + std::string(40, '8') + ";\"/>\n",
         "character reference '&#188888888888888888...;' is no character", 2},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        Loaded<Map> m = parseMap(c.text, "f.map.xml");
        CHECK(m.fatal());
        REQUIRE_FALSE(m.diagnostics.empty());
        INFO(dump(m.diagnostics));
        REQUIRE(findDiagnostic(m.diagnostics, c.message) != nullptr);
        CHECK(findDiagnostic(m.diagnostics, c.message)->line == c.line);
    }
}

TEST_CASE("a sheet the engine cannot hold is reported at the sheet", "[formats][diagnostics]") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1">
  <numbering col-digits="4" row-digits="4"/>
  <terrain-types>
    <terrain id="clear" name="Clear" colour="#eef0d8"/>
  </terrain-types>
  <sheets>
    <sheet letter="A" col="0" row="0" cols="10" rows="10"/>
    <sheet letter="B" col="5" row="5" cols="10" rows="10"/>
    <sheet letter="C" col="0" row="0" cols="9999" rows="9999"/>
    <sheet letter="D" col="60000" row="60000" cols="10" rows="10"/>
    <sheet letter="A" col="20" row="0" cols="1" rows="1"/>
    <sheet letter="AB" col="30" row="0" cols="1" rows="1"/>
  </sheets>
</map>
)";
    Loaded<Map> m = parseMap(text, "big.map.xml");
    INFO(dump(m.diagnostics));
    REQUIRE(m.value);
    CHECK(m.value->sheets().size() == 1);
    REQUIRE(m.diagnostics.size() == 5);
    CHECK(m.diagnostics[0].line == 9);
    CHECK(m.diagnostics[0].message == "sheet B overlaps sheet A (line 8)");
    CHECK(m.diagnostics[1].line == 10);
    CHECK(m.diagnostics[1].message == "sheet C overlaps sheet A (line 8)");
    CHECK(m.diagnostics[2].line == 11);
    CHECK(m.diagnostics[2].message.find("sheet D makes the battlefield grid 60010 x 60010 hexes") ==
          0);
    CHECK(m.diagnostics[3].message == "sheet A is defined twice (first at line 8)");
    CHECK(m.diagnostics[4].message == "sheet letter 'AB' is not a single capital letter A-Z");

    const std::string none = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1">
  <terrain-types>
    <terrain id="clear" name="Clear" colour="#eef0d8"/>
  </terrain-types>
  <sheets>
    <sheet letter="A" col="0" row="0" cols="100" rows="5"/>
  </sheets>
</map>
)";
    Loaded<Map> n = parseMap(none, "none.map.xml");
    CHECK(n.fatal());
    INFO(dump(n.diagnostics));
    REQUIRE(n.diagnostics.size() == 2);
    CHECK(n.diagnostics[0].line == 6);
    CHECK(n.diagnostics[0].message == "the map has no valid sheet, so it cannot be loaded");
    CHECK(n.diagnostics[1].line == 7);
    CHECK(n.diagnostics[1].message ==
          "sheet A has 100 columns, more than 2 column digits can number from 1");
}

TEST_CASE("hexes off the map and malformed labels", "[formats][diagnostics]") {
    const std::string text = kMapHead + R"(  <hexes>
    <hex at="A3105" terrain="woods"/>
    <hex at="B0101" terrain="woods"/>
    <hex at="A31" terrain="woods"/>
    <hex at="A0101" elevation="1.5"/>
    <hex at="A0101" elevation="128"/>
    <hex at="A0202" terrain="woods"/>
    <hex at="A0202" elevation="2"/>
  </hexes>
  <hexsides>
    <hexside at="A0101" side="SE" features="stream bridge rode"/>
    <hexside at="A0202" side="N" features="road"/>
    <hexside at="A0201" side="S" features="trail"/>
    <hexside at="A0202" side="NNE" features="road"/>
  </hexsides>
</map>
)";
    Loaded<Map> m = parseMap(text, "hexes.map.xml");
    REQUIRE(m.value);
    INFO(dump(m.diagnostics));
    const auto& d = m.diagnostics;
    REQUIRE(d.size() == 9);
    CHECK(d[0].message == "hex A3105 is off the map (sheet A has columns 01-06 and rows 01-05)");
    CHECK(d[0].line == 11);
    CHECK(d[0].col == 10);
    CHECK(d[1].message == "hex B0101 is off the map (the map has no sheet B)");
    CHECK(d[2].message == "hex 'A31' is not a hex label (expected a sheet letter, 2 column and 2 "
                          "row digits, e.g. A0101)");
    CHECK(d[3].message == "elevation '1.5' is not a whole number (expected -128 to 127)");
    CHECK(d[4].message == "elevation 128 is out of range (expected -128 to 127)");
    CHECK(d[5].message == "hex A0202 is listed twice (first at line 16)");
    CHECK(d[6].message.find("unknown hexside feature 'rode' (known: river, stream") == 0);
    CHECK(d[7].message == "hexside A0201 S is listed twice (first at line 21)");
    CHECK(d[8].message == "unknown side 'NNE' (known: N, NE, SE, S, SW, NW; did you mean 'NE'?)");
    CHECK(m.value->terrain(m.value->find("A0202")) == 1);
    CHECK(m.value->features(m.value->find("A0202"), HexSide::N) == kRoad);
    CHECK(m.value->features(m.value->find("A0101"), HexSide::SE) == 0);
}

TEST_CASE("rules profile problems", "[formats][diagnostics]") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<rules version="1" id="r">
  <param key="time.turn-minute" value="20" source="3.0"/>
  <param key="los.max-range" value="4"/>
  <param key="los.night-range" value="two" source=""/>
  <param key="carre.min-increments" value="3" source="10.1"/>
  <terrain id="woods" artillery-mp="forbidden" max-battalions="-1" source="SR"/>
  <charge-modifier condition="flank" value="-12" source="chart"/>
</rules>
)";
    Loaded<RulesProfile> r = parseRules(text, "r.rules.xml");
    REQUIRE(r.value);
    INFO(dump(r.diagnostics));
    const auto& d = r.diagnostics;
    REQUIRE(d.size() == 6);
    CHECK(d[0].message == "unknown rules parameter 'time.turn-minute' (did you mean "
                          "'time.turn-minutes'?)");
    CHECK(d[1].message == "<param> has no 'source' attribute");
    CHECK(d[2].message == "value 'two' is not a number");
    CHECK(d[3].message == "source is empty (name the rule, chart or excerpt the value comes from)");
    CHECK(d[4].message == "artillery-mp 'forbidden' is not a movement cost (expected a number "
                          "of 0 or more, or 'prohibited')");
    CHECK(d[5].message == "max-battalions -1 is negative (expected 0-999)");
    CHECK(r.value->paramCount() == 1);
    CHECK(r.value->get(params::carreMinIncrements) == 3);
    CHECK(r.value->terrain.empty());
    CHECK(r.value->chargeModifiers.size() == 1);
}

TEST_CASE("a DOCTYPE and an entity reference get a located warning that they are ignored") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rules [
  <!ENTITY author "Someone > else">
]>
<!-- &comment; is not a reference -->
<rules version="1" id="tiny" title="By &author; &amp; &#233;" edition="test">
  <param key="carre.min-increments" value="3" source="p.17 &x;"/>
</rules>
)";
    auto loaded = parseRules(text, "t.rules.xml");
    REQUIRE_FALSE(loaded.fatal());
    CHECK_FALSE(loaded.hasErrors());
    INFO(dump(loaded.diagnostics));
    std::vector<Diagnostic> warnings;
    for (const Diagnostic& d : loaded.diagnostics)
        if (d.severity == Severity::Warning)
            warnings.push_back(d);
    REQUIRE(warnings.size() == 3);
    CHECK(warnings[0].line == 2);
    CHECK(warnings[0].col == 1);
    CHECK(warnings[0].message.starts_with("the DOCTYPE is ignored"));
    CHECK(warnings[1].line == 6);
    CHECK(warnings[1].col == columnOf(text, 6, "&author;"));
    CHECK(warnings[1].message.starts_with("entity reference '&author;' is ignored"));
    CHECK(warnings[2].line == 7);
    CHECK(warnings[2].message.starts_with("entity reference '&x;' is ignored"));
    // The predefined entities and character references are replaced, with nothing to say.
    CHECK(loaded.value->title == "By &author; & \u00e9");

    // A file without either has no warning.
    auto plain = parseRules(R"(<rules version="1" id="a" title="A &amp; B"/>)", "p.rules.xml");
    REQUIRE_FALSE(plain.fatal());
    CHECK(plain.diagnostics.empty());
}

TEST_CASE("every printed problem says its severity, as the compilers print it") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE rules>
<rules version="1" id="tiny" title="Tiny" edition="test">
  <param key="time.turn-minutes" value="0" source="a turn of no minutes"/>
</rules>
)";
    auto loaded = parseRules(text, "t.rules.xml");
    REQUIRE_FALSE(loaded.fatal());
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.size() == 2);
    const std::string printed = diagnosticsText(loaded.diagnostics);
    CHECK(printed.find("t.rules.xml:2:1: warning: the DOCTYPE is ignored") != std::string::npos);
    CHECK(printed.find("t.rules.xml:4:" + std::to_string(columnOf(text, 4, "value=")) +
                       ": error: time.turn-minutes 0 is out of range") != std::string::npos);

    // Without a position, the severity follows the file's name.
    CHECK(Diagnostic{"gone.map.xml", 0, 0, Severity::Error, "cannot open"}.format() ==
          "gone.map.xml: error: cannot open");
    CHECK(Diagnostic{"gone.map.xml", 0, 0, Severity::Warning, "is old"}.format() ==
          "gone.map.xml: warning: is old");
}
