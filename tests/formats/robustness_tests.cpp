// Reading never crashes, hangs or throws, whatever the input; whatever is read writes back to a
// file that reads without complaint into the same model.
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {

const std::vector<std::string> kTokens{
    "<",
    ">",
    "/>",
    "\"",
    "'",
    "=",
    "&",
    "&amp;",
    "&#0;",
    "&#10;",
    "&#x1F600;",
    "&bogus;",
    "<!-- c -->",
    "<![CDATA[x]]>",
    "<?pi x?>",
    "<!DOCTYPE map [<!ENTITY a \"b\">]>",
    "&a;",
    "\xC3\xA9",
    "\xFF\xFE",
    "\xE2\x82",
    " ",
    "\n",
    "\r\n",
    "\t",
    "0",
    "-1",
    "99999999999",
    "1e999",
    "0x10",
    "+5",
    "17",
    "70",
    "66",
    "A0101",
    "A9999",
    "Z0101",
    "A01",
    "N",
    "NNE",
    "SE",
    "true",
    "false",
    "prohibited",
    "<hex at=\"A0101\" terrain=\"woods\"/>",
    "<hexside at=\"A0101\" side=\"S\" features=\"road\"/>",
    "<battalion id=\"x\" name=\"x\" morale=\"43\"/>",
    "<unit ref=\"69l-1\" at=\"A0101\"/>",
    "<sheet letter=\"C\" col=\"0\" row=\"9\" cols=\"3\" rows=\"3\"/>",
    " id=\"dup\"",
    " x=\"1\"",
    "<army id=\"a2\" name=\"A\">",
    "</army>",
    "</map>",
    "<map version=\"1\">",
    "version=\"2\"",
    "<terrain id=\"t\" name=\"T\" colour=\"#000000\"/>",
    "<note>n</note>",
    "formation=\"line\"",
    "second=\"A0102\"",
    "facing=\"W\""};

const std::vector<std::string> kValues{
    "",      "0",      "-1",     "1",       "7",          "17",          "43",       "66",
    "70",    "99",     "100",    "-129",    "128",        "99999999999", "1.5",      "1e3",
    "x",     "A0101",  "A0605",  "B0405",   "A0701",      "A01",         "N",        "SE",
    "NNE",   "W",      "true",   "no",      "prohibited", "woods",       "wood",     "line",
    "carre", "column", "French", "Russian", "fr",         "69l-1",       "3h",       "ru-cos",
    "69l",   "18:00",  "25:00",  "#123456", "trees",      "road stream", "\xC3\xA9", "&amp;&lt;",
    "&#9;",  "C",      "9999"};
const std::vector<std::string> kNames{"id",   "ref",     "at",    "side", "morale",    "terrain",
                                      "name", "version", "value", "key",  "formation", "bogus"};

std::vector<std::string> splitLines(const std::string& s) {
    std::vector<std::string> lines;
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t j = s.find('\n', i);
        j = j == std::string::npos ? s.size() : j + 1;
        lines.push_back(s.substr(i, j - i));
        i = j;
    }
    return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string s;
    for (const std::string& l : lines)
        s += l;
    return s;
}

std::string mutate(const std::string& in, std::mt19937& rng) {
    std::string s = in;
    auto pick = [&](std::size_t n) {
        return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    };
    int count = 1 + static_cast<int>(pick(3));
    for (int i = 0; i < count; ++i) {
        std::vector<std::string> lines = splitLines(s);
        switch (pick(12)) {
        case 0: // change a byte
            if (!s.empty())
                s[pick(s.size())] = static_cast<char>(pick(256));
            break;
        case 1: { // delete a range
            std::size_t at = pick(s.size() + 1);
            s.erase(at, pick(40));
            break;
        }
        case 2: // insert a token
            s.insert(pick(s.size() + 1), kTokens[pick(kTokens.size())]);
            break;
        case 3: // truncate
            s.resize(pick(s.size() + 1));
            break;
        case 4: // duplicate a line
            if (!lines.empty()) {
                std::size_t l = pick(lines.size());
                lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(pick(lines.size())),
                             lines[l]);
                s = joinLines(lines);
            }
            break;
        case 5: // delete a line
            if (!lines.empty()) {
                lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(pick(lines.size())));
                s = joinLines(lines);
            }
            break;
        case 6: // swap two lines
            if (!lines.empty()) {
                std::swap(lines[pick(lines.size())], lines[pick(lines.size())]);
                s = joinLines(lines);
            }
            break;
        case 7: { // rename an attribute
            std::size_t eq = s.find("=\"", pick(s.size() + 1));
            if (eq != std::string::npos) {
                std::size_t b = s.rfind(' ', eq);
                if (b != std::string::npos)
                    s.replace(b + 1, eq - b - 1, kNames[pick(kNames.size())]);
            }
            break;
        }
        default: { // replace an attribute value
            std::size_t eq = s.find("=\"", pick(s.size() + 1));
            if (eq != std::string::npos) {
                std::size_t e = s.find('"', eq + 2);
                if (e != std::string::npos)
                    s.replace(eq + 2, e - eq - 2, kValues[pick(kValues.size())]);
            }
        }
        }
    }
    return s;
}

/// How many inputs were read with problems (not fatal, not clean): the interesting cases.
struct Tally {
    int fatal = 0;
    int partial = 0;
    int clean = 0;
};

template <class T, class Parse, class Write>
void checkStable(const std::string& input, Parse parse, Write write, Tally& tally) {
    Loaded<T> first = parse(input, "fuzz.xml");
    for (const Diagnostic& d : first.diagnostics) {
        REQUIRE_FALSE(d.message.empty());
        REQUIRE(d.file == "fuzz.xml");
        // Every diagnostic of a parsed document has a position in it.
        REQUIRE(d.line >= 1);
        REQUIRE(d.col >= 1);
    }
    if (!first.value) {
        ++tally.fatal;
        return;
    }
    ++(first.diagnostics.empty() ? tally.clean : tally.partial);
    const std::string written = write(*first.value);
    Loaded<T> second = parse(written, "written.xml");
    INFO("input:\n" << input << "\nwritten:\n" << written << "\n" << dump(second.diagnostics));
    REQUIRE(second.value);
    REQUIRE(second.diagnostics.empty());
    REQUIRE(*second.value == *first.value);
    REQUIRE(write(*second.value) == written);
}

template <class T, class Parse, class Write>
void fuzzFile(const std::string& fixture, int iterations, unsigned seed, Parse parse, Write write) {
    const std::string original = readFixture(fixture);
    REQUIRE_FALSE(original.empty());
    std::mt19937 rng(seed);
    Tally tally;
    for (int i = 0; i < iterations; ++i) {
        std::string input = mutate(original, rng);
        checkStable<T>(input, parse, write, tally);
    }
    INFO(fixture << ": " << tally.fatal << " fatal, " << tally.partial << " partial, "
                 << tally.clean << " clean");
    // The mutations must exercise the semantic checks, not only the XML parser.
    CHECK(tally.partial > iterations / 10);
}

} // namespace

TEST_CASE("mutated maps never crash and read back stably", "[formats][robustness]") {
    fuzzFile<Map>("tiny.map.xml", 3000, 1, parseMap, writeMap);
}

TEST_CASE("mutated OOBs never crash and read back stably", "[formats][robustness]") {
    fuzzFile<OrderOfBattle>("french.oob.xml", 3000, 2, parseOob, writeOob);
    fuzzFile<OrderOfBattle>("russian.oob.xml", 1000, 3, parseOob, writeOob);
}

TEST_CASE("mutated rules never crash and read back stably", "[formats][robustness]") {
    fuzzFile<RulesProfile>("tiny.rules.xml", 3000, 4, parseRules, writeRules);
}

TEST_CASE("mutated scenarios never crash and read back stably", "[formats][robustness]") {
    Loaded<Scenario> base = loadScenario(fixturePath("tiny.scenario.xml"));
    REQUIRE(base.value);
    const Map& map = base.value->map;
    const std::vector<OrderOfBattle>& oobs = base.value->oobs;
    auto parse = [&](std::string_view text, const std::string& name) {
        return parseScenario(text, name, map, oobs);
    };
    const std::string original = readFixture("tiny.scenario.xml");
    std::mt19937 rng(5);
    Tally tally;
    for (int i = 0; i < 3000; ++i) {
        std::string input = mutate(original, rng);
        Loaded<Scenario> first = parse(input, "fuzz.xml");
        for (const Diagnostic& d : first.diagnostics)
            REQUIRE(d.line >= 1);
        if (!first.value) {
            ++tally.fatal;
            continue;
        }
        ++(first.diagnostics.empty() ? tally.clean : tally.partial);
        const std::string written = writeScenario(*first.value);
        Loaded<Scenario> second = parse(written, "written.xml");
        INFO("input:\n" << input << "\nwritten:\n" << written << "\n" << dump(second.diagnostics));
        REQUIRE(second.value);
        // A scenario that lost its <map>, <rules> or <oob> reference writes an empty href.
        for (const Diagnostic& d : second.diagnostics)
            REQUIRE((d.message.find("href") != std::string::npos ||
                     d.message.find("has no <") != std::string::npos));
        REQUIRE(*second.value == *first.value);
        REQUIRE(writeScenario(*second.value) == written);
    }
    INFO(tally.fatal << " fatal, " << tally.partial << " partial, " << tally.clean << " clean");
    CHECK(tally.partial > 300);
}

TEST_CASE("deep nesting neither overflows the stack nor hangs", "[formats][robustness]") {
    constexpr int kDepth = 200000;
    std::string text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<oob version=\"1\" side=\"S\">";
    for (int i = 0; i < kDepth; ++i)
        text += "<army id=\"a" + std::to_string(i) + "\" name=\"A\">";
    for (int i = 0; i < kDepth; ++i)
        text += "</army>";
    text += "</oob>\n";
    Loaded<OrderOfBattle> o = parseOob(text, "deep.oob.xml");
    REQUIRE(o.value);
    CHECK(o.value->units().size() == 1);
    CHECK(findDiagnostic(o.diagnostics, "is nested too deeply") != nullptr);
    CHECK(o.diagnostics.size() < 20);

    std::string map = "<map version=\"1\">";
    for (int i = 0; i < kDepth; ++i)
        map += "<x>";
    Loaded<Map> m = parseMap(map, "deep.map.xml");
    CHECK(m.fatal());
}

TEST_CASE("thousands of problems of one kind: the first hundred listed, the rest counted",
          "[formats][robustness]") {
    std::string text = readFixture("tiny.map.xml");
    std::string bad;
    for (int i = 0; i < 20000; ++i)
        bad += "    <hex at=\"A0101\" terrain=\"t" + std::to_string(i) + "\"/>\n";
    auto at = text.find("  </hexes>");
    REQUIRE(at != std::string::npos);
    text.insert(at, bad);
    Loaded<Map> m = parseMap(text, "many.map.xml");
    REQUIRE(m.value);
    REQUIRE(m.diagnostics.size() == 101);
    CHECK(m.diagnostics.front().line == 18);
    CHECK(m.diagnostics.back().line == 18 + 100);
    CHECK(m.diagnostics.back().message.find("; and 19,899 more like it") != std::string::npos);
}

TEST_CASE("huge numbers and long values are refused, not overflowed", "[formats][robustness]") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<oob version="1" side="S">
  <army id="a" name="A">
    <regiment id="r" name="R" arm="infantry" increments="99999999999999999999999" morale="4294967339"/>
    <regiment id="q" name="Q" arm="infantry" increments="-99999999999999999999" fire="+5"/>
  </army>
</oob>
)";
    Loaded<OrderOfBattle> o = parseOob(text, "huge.oob.xml");
    REQUIRE(o.value);
    INFO(dump(o.diagnostics));
    REQUIRE(o.diagnostics.size() == 4);
    CHECK(o.diagnostics[0].message ==
          "increments '99999999999999999999999' is not a whole number (expected 0-99)");
    CHECK(o.diagnostics[1].message == "morale 4294967339 is out of range (expected 0-99)");
    CHECK(o.diagnostics[3].message == "fire '+5' is not a whole number (expected 0-99)");
    CHECK(o.value->units().size() == 1);
}
