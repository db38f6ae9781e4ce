// The OOB text format: the samples import to exactly their XML, canonical text round-trips byte
// for byte, every broken file names its line and what was expected, and no input crashes it.
#include "engine/rules/facing.hpp"
#include "formats/oob_text.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {

std::filesystem::path oobTextFixture(const std::string& name) {
    return std::filesystem::path(MARENGO_TEST_DATA) / "oob_text" / name;
}

std::filesystem::path sourcePath(const std::string& relative) {
    return std::filesystem::path(MARENGO_SOURCE_DIR) / relative;
}

/// Parses text that must be free of problems.
OrderOfBattle parseClean(const std::string& text, const OobImportOptions& options = {}) {
    Loaded<OrderOfBattle> loaded = parseOobText(text, "test.txt", options);
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    REQUIRE(loaded.diagnostics.empty());
    return *loaded.value;
}

/// text -> model -> text -> model: the same model, and canonical text is a fixed point.
void checkTextRoundTrip(const OrderOfBattle& oob) {
    const std::string text = writeOobText(oob);
    Loaded<OrderOfBattle> again = parseOobText(text, "written.txt");
    INFO(text);
    INFO(dump(again.diagnostics));
    REQUIRE(again.value);
    CHECK(again.diagnostics.empty());
    CHECK(*again.value == oob);
    CHECK(writeOobText(*again.value) == text);
}

const std::string kHeader = "side: French\n";

} // namespace

TEST_CASE("OOB text: the Friedland samples import to exactly their XML", "[formats][oob-text]") {
    for (const std::string side : {"french", "russian"}) {
        INFO(side);
        const auto txt = sourcePath("samples/friedland/" + side + ".oob.txt");
        const auto xml = sourcePath("samples/friedland/" + side + ".oob.xml");
        Loaded<OrderOfBattle> fromText = loadOobText(txt);
        INFO(dump(fromText.diagnostics));
        REQUIRE(fromText.value);
        CHECK(fromText.diagnostics.empty());
        Loaded<OrderOfBattle> fromXml = loadOob(xml);
        INFO(dump(fromXml.diagnostics));
        REQUIRE(fromXml.value);
        CHECK(fromXml.diagnostics.empty());
        CHECK(*fromText.value == *fromXml.value);
        // Byte-identical once written: the XML file differs only by its leading comment.
        CHECK(writeOob(*fromText.value) == writeOob(*fromXml.value));
        checkTextRoundTrip(*fromText.value);
    }
}

TEST_CASE("OOB text: canonical text round-trips byte for byte through XML", "[formats][oob-text]") {
    const std::string original = readText(oobTextFixture("allied.oob.txt"));
    REQUIRE_FALSE(original.empty());
    const OrderOfBattle oob = parseClean(original);
    CHECK(writeOobText(oob) == original);
    // text -> XML -> text
    const std::string xml = writeOob(oob);
    Loaded<OrderOfBattle> fromXml = parseOob(xml, "allied.oob.xml");
    INFO(dump(fromXml.diagnostics));
    REQUIRE(fromXml.value);
    CHECK(fromXml.diagnostics.empty());
    CHECK(*fromXml.value == oob);
    CHECK(writeOobText(*fromXml.value) == original);

    // UTF-8 names and escapes survive.
    REQUIRE(oob.find("gd-chev"));
    CHECK(oob.find("gd-chev")->name == "Grenadiers à cheval de la Garde");
    CHECK(oob.find("w-f1")->name == "Fußbatterie Nr. 1");
    CHECK(oob.find("viii")->name == "VIIIe Corps \"Württemberg\"");
    CHECK(oob.find("viii")->nationality == "Württemberg");
    CHECK(oob.find("w-ir-2")->name == "2/IR \\ Herzog Wilhelm");
    CHECK(oob.find("gd-chass")->unitClass == "Guard light");
    // Lance bonus and skirmishing light cavalry.
    CHECK(oob.find("gd-lanc")->lanceBonus == 2);
    CHECK(oob.find("gd-lanc")->melee == 13);
    CHECK(oob.find("gd-chass")->skirmish);
    CHECK(oob.find("gd-chass")->fire == 2);
    const RulesProfile defaults;
    CHECK(rules::armClassOf(*oob.find("gd-chass"), defaults) == rules::ArmClass::LightCavalry);
    CHECK(rules::armClassOf(*oob.find("gd-chev"), defaults) == rules::ArmClass::HeavyCavalry);
    CHECK(oob.find("gd-h1")->artillery == ArtilleryType::Horse);
    CHECK(oob.find("bessieres")->rank == "Maréchal");
    CHECK(oob.find("bessieres")->leaderBonus == 2);
}

TEST_CASE("OOB text: provenance per file and per unit is kept", "[formats][oob-text]") {
    const OrderOfBattle oob = parseClean(readText(oobTextFixture("allied.oob.txt")));
    CHECK(oob.provenance.source == "test fixture: names with accents, quotes and #");
    CHECK(oob.provenance.page == "12-13");
    CHECK(oob.find("viii")->provenance == Provenance{"Württemberg OOB, 1809", "7"});
    CHECK(oob.find("gd-lanc")->provenance == Provenance{"", "44"});
    CHECK(oob.find("w-f1")->provenance.source == "Württemberg #1");
    const std::string xml = writeOob(oob);
    CHECK(xml.find("source=\"test fixture: names with accents, quotes and #\" page=\"12-13\"") !=
          std::string::npos);
    CHECK(xml.find("source=\"Württemberg OOB, 1809\" page=\"7\"") != std::string::npos);
}

TEST_CASE("OOB text: the example of docs/oob-text.md reads clean", "[formats][oob-text]") {
    const std::string doc = readText(sourcePath("docs/oob-text.md"));
    REQUIRE_FALSE(doc.empty());
    const std::string fence = "```text\n";
    auto start = doc.find(fence);
    REQUIRE(start != std::string::npos);
    start += fence.size();
    const auto end = doc.find("```", start);
    REQUIRE(end != std::string::npos);
    const OrderOfBattle oob = parseClean(doc.substr(start, end - start));
    // Marchand's division: 2 brigades, 4 regiments, 8 battalions, a battery, leaders.
    auto count = [&](Echelon e) {
        return std::count_if(oob.units().begin(), oob.units().end(),
                             [e](const Unit& u) { return u.echelon == e; });
    };
    CHECK(count(Echelon::Brigade) == 2);
    CHECK(count(Echelon::Regiment) == 4);
    CHECK(count(Echelon::Battalion) == 8);
    CHECK(count(Echelon::Battery) == 1);
    CHECK(count(Echelon::Leader) >= 3);
    checkTextRoundTrip(oob);
}

TEST_CASE("OOB text: the terse, keyword and printed-counter forms agree", "[formats][oob-text]") {
    const std::string top = kHeader + "army a \"A\"\n  regiment r \"R\" inf class Ligne\n";
    const OrderOfBattle positional =
        parseClean(top + "    bn 69l-1 \"1/69e Ligne\" 7-43-7-7-6 sk\n");
    const OrderOfBattle piped = parseClean(top + "    bn 69l-1 1/69e Ligne | 7-43-7-7-6 sk\n");
    const OrderOfBattle keywords = parseClean(
        top + "    battalion 69l-1 \"1/69e Ligne\" inc 7, morale 43, fire 7, melee 7, move 6, "
              "skirmish\n");
    CHECK(positional == piped);
    CHECK(positional == keywords);
    const Unit* bn = positional.find("69l-1");
    REQUIRE(bn);
    CHECK(bn->name == "1/69e Ligne");
    CHECK(bn->increments == 7);
    CHECK(bn->morale == 43);
    CHECK(bn->skirmish);
    CHECK(bn->arm == Arm::Infantry);
    CHECK(bn->unitClass.empty()); // inherited from the regiment, not copied

    // Light cavalry that skirmishes prints its fire in parentheses; a lance bonus follows melee.
    const OrderOfBattle cav =
        parseClean(kHeader + "army a \"A\"\n  regt l \"Lanciers\" cav 5-44-(3)-10+2-15\n");
    const Unit* l = cav.find("l");
    REQUIRE(l);
    CHECK(l->fire == 3);
    CHECK(l->skirmish);
    CHECK(l->melee == 10);
    CHECK(l->lanceBonus == 2);
    checkTextRoundTrip(cav);
}

TEST_CASE("OOB text: indentation by tabs, CRLF, BOM and comments", "[formats][oob-text]") {
    const OrderOfBattle spaces = parseClean(kHeader + "army a \"A\"\n    corps c \"C\"\n"
                                                      "        leader l \"L\" rank GdD +1\n");
    const OrderOfBattle tabs = parseClean(
        "\xEF\xBB\xBF# typed in Notepad\r\n" + std::string("side: French\r\n") +
        "army a \"A\"  # the army\r\n\tcorps c \"C\"\r\n\r\n\t\tleader l \"L\" rank GdD +1\r\n");
    CHECK(spaces == tabs);
    CHECK(spaces.find("l")->parent == "c");
}

TEST_CASE("OOB text: --side and --nationality", "[formats][oob-text]") {
    const std::string body = "army a \"A\"\n";
    const OrderOfBattle viaOption = parseClean(body, {"Allied", "Saxon"});
    CHECK(viaOption.side == "Allied");
    CHECK(viaOption.nationality == "Saxon");
    Loaded<OrderOfBattle> none = parseOobText(body, "x.txt");
    REQUIRE(findDiagnostic(none.diagnostics, "no side"));
    Loaded<OrderOfBattle> clash = parseOobText(kHeader + body, "x.txt", {"Russian", ""});
    const Diagnostic* d = findDiagnostic(clash.diagnostics, "differs from --side 'Russian'");
    REQUIRE(d);
    CHECK(d->line == 1);
}

namespace {
struct BrokenCase {
    const char* what;
    std::string text; ///< after the "side: French" line
    int line;         ///< of the whole file (the header is line 1)
    const char* expected;
};
} // namespace

TEST_CASE("OOB text: broken files name the line and what was expected", "[formats][oob-text]") {
    const std::string army = "army a \"A\"\n  corps c \"C\"\n";   // lines 2-3
    const std::string regt = army + "    regiment r \"R\" inf\n"; // line 4
    const std::vector<BrokenCase> cases{
        {"morale not d66", regt + "      bn b \"B\" 7-47-7-8-6\n", 5,
         "morale 47 is not a d66 number"},
        {"unknown unit kind", army + "    batallion b \"B\" 7-43-7-8-6\n", 4,
         "unknown unit kind 'batallion'"},
        {"typo suggestion", army + "    batallion b \"B\" 7-43-7-8-6\n", 4,
         "did you mean 'battalion'?"},
        {"mixed tabs and spaces", army + "  \tregiment r \"R\" inf 9-43-9-9-6\n", 4,
         "mixes tabs and spaces"},
        {"tabs after spaces", army + "\t\tregiment r \"R\" inf 9-43-9-9-6\n", 4,
         "indented with tabs, but line 3 uses spaces"},
        {"child two levels deeper", army + "        regiment r \"R\" inf 9-43-9-9-6\n", 4,
         "indented 3 levels deeper than line 3"},
        {"dedent to no level", regt + "      bn b \"B\" 7-43-7-8-6\n   bn d \"D\" 7-43-7-8-6\n", 6,
         "indented 3 spaces, which is not a multiple of 2 spaces"},
        {"first unit indented", "  army a \"A\"\n", 2, "the first unit is indented"},
        {"duplicate id", regt + "      bn b \"B\" 7-43-7-8-6\n      bn b \"B2\" 7-43-7-8-6\n", 6,
         "unit id 'b' is used twice (also at line 5)"},
        {"division under brigade", army + "    brigade g \"G\"\n      division d \"D\"\n", 5,
         "a division cannot be part of a brigade"},
        {"unit under a battalion",
         regt + "      bn b \"B\" 7-43-7-8-6\n        bn x \"X\" 7-43-7-8-6\n", 6,
         "nothing can be part of a battalion"},
        {"battalion under cavalry",
         army + "    regiment r \"R\" cav 6-44-0-12-14\n"
                "      bn b \"B\" 7-43-7-8-6\n",
         5, "a cavalry regiment has no battalions"},
        {"corps at the top", "corps c \"C\"\n", 2, "must be part of a formation"},
        {"army inside a corps", army + "    army x \"X\"\n", 4,
         "an army cannot be part of a corps"},
        {"battalion without values", regt + "      bn b \"B\"\n", 5,
         "battalion 'b' has no values: expected increments-morale-fire-melee-movement"},
        {"battalion missing some values", regt + "      bn b \"B\" inc 7 fire 7 melee 8\n", 5,
         "battalion 'b' has no morale, movement"},
        {"battalion morale 0", regt + "      bn b \"B\" 7-0-7-8-6\n", 5,
         "needs a morale, a d66 number (11-66), not 0"},
        {"four values", regt + "      bn b \"B\" 7-43-7-8\n", 5,
         "expected 5 values increments-morale-fire-melee-movement, found 4"},
        {"empty value", regt + "      bn b \"B\" 7-43--8-6\n", 5, "no fire in '7-43--8-6'"},
        {"value out of range", regt + "      bn b \"B\" 7-43-120-8-6\n", 5,
         "fire 120 is out of range 0-99"},
        {"value not a number", regt + "      bn b \"B\" inc 7 morale 43 fire x melee 8 move 6\n", 5,
         "fire 'x' is not a number"},
        {"regiment without arm", army + "    regiment r \"R\" 9-43-9-9-6\n", 4,
         "regiment 'r' needs an arm: inf or cav"},
        {"infantry regiment with nothing", army + "    regiment r \"R\" inf\n", 4,
         "has neither battalions nor values"},
        {"battery without type", army + "    battery y \"Y\" 2-0-8-0-5\n", 4,
         "battery 'y' needs its type: foot or horse"},
        {"unknown word", regt + "      bn b \"B\" 7-43-7-8-6 moral 43\n", 5,
         "unknown word 'moral'"},
        {"number on its own", regt + "      bn b \"B\" 7 43 7 8 6\n", 5, "a number on its own"},
        {"key without value", regt + "      bn b \"B\" 7-43-7-8-6 class\n", 5,
         "expected a value after 'class'"},
        {"value given twice", regt + "      bn b \"B\" 7-43-7-8-6 morale 44\n", 5,
         "morale is given twice"},
        {"unclosed quote", army + "    leader l \"Ney rank Maréchal\n", 4,
         "quoted text is not closed"},
        {"unknown escape", army + "    leader l \"N\\ey\"\n", 4, "unknown escape '\\e'"},
        {"bad id", army + "    leader l/1 \"L\"\n", 4, "unit id 'l/1' may only have letters"},
        {"missing id", army + "    leader\n", 4, "expected the id of the leader"},
        {"missing name", army + "    leader l\n", 4, "expected the printed name after the id"},
        {"values where the name goes", regt + "      bn b 7-43-7-8-6\n", 5,
         "expected the printed name before the values"},
        {"unquoted name swallows values", regt + "      bn b 1/R 7-43-7-8-6 sk\n", 5,
         "an unquoted name runs to '|' or the end of the line"},
        {"values on a brigade", army + "    brigade g \"G\" 7-43-7-8-6\n", 4,
         "a brigade has no counter values of its own"},
        {"lance on infantry", regt + "      bn b \"B\" 7-43-7-8+2-6\n", 5,
         "only cavalry has a lance bonus"},
        {"rank on a battalion", regt + "      bn b \"B\" 7-43-7-8-6 rank Major\n", 5,
         "rank is for leaders"},
        {"commander on a regiment", army + "    regiment r \"R\" inf cdr Soyer 9-43-9-9-6\n", 4,
         "a regiment has no commander"},
        {"class on a brigade", army + "    brigade g \"G\" class Ligne\n", 4,
         "class is for regiments and battalions"},
        {"battery skirmish", army + "    battery y \"Y\" foot 2-0-8-0-5 sk\n", 4,
         "a battery cannot skirmish"},
        {"header after units", army + "source: late\n", 4, "after the first unit"},
        {"unknown header", "sid: French\n" + army, 2, "unknown header 'sid:'"},
        {"header twice", "side: Russian\n" + army, 2, "side is given twice (also at line 1)"},
        {"empty header", "source:\n" + army, 2, "source needs a value"},
        {"quoted text opens a line", army + "    \"Ney\"\n", 4, "not with quoted text"},
        {"invalid UTF-8", army + "    leader l \"N\xC3\x28y\"\n", 4, "not valid UTF-8"},
        {"control character", army + "    leader l \"N\x01y\"\n", 4, "control character (byte 1)"},
    };
    for (const BrokenCase& c : cases) {
        INFO(c.what);
        const std::string text = kHeader + c.text;
        INFO(text);
        Loaded<OrderOfBattle> loaded = parseOobText(text, "broken.txt");
        INFO(dump(loaded.diagnostics));
        REQUIRE(loaded.value);
        CHECK(loaded.hasErrors());
        const Diagnostic* d = findDiagnostic(loaded.diagnostics, c.expected);
        REQUIRE(d);
        CHECK(d->line == c.line);
        CHECK(d->col >= 1);
        CHECK(d->file == "broken.txt");
    }
}

TEST_CASE("OOB text: all the errors of a file in one run, each where it is",
          "[formats][oob-text]") {
    const std::string text = "side: French\n"                       // 1
                             "army fr \"Grande Armée\"\n"           // 2
                             "  corps vi \"VIe Corps\" cdr Ney\n"   // 3
                             "    regiment 6l \"6e Léger\" inf\n"   // 4
                             "      bn 6l-1 \"1/6e\" 7-47-7-8-6\n"  // 5: morale
                             "      bn 6l-2 \"2/6e\" 7-45-7-8\n"    // 6: four values
                             "    regiment 69l \"69e\" inff\n"      // 7: unknown word
                             "      bn 6l-1 \"1/69e\" 8-43-8-9-6\n" // 8: duplicate
                             "    batery a9 \"9e Cie\" foot\n";     // 9: unknown kind
    Loaded<OrderOfBattle> loaded = parseOobText(text, "fr.txt");
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    std::vector<int> lines;
    for (const Diagnostic& d : loaded.diagnostics)
        if (lines.empty() || lines.back() != d.line)
            lines.push_back(d.line);
    CHECK(lines == std::vector<int>{5, 6, 7, 8, 9});
    const Diagnostic* morale = findDiagnostic(loaded.diagnostics, "morale 47");
    REQUIRE(morale);
    CHECK(morale->format() ==
          "fr.txt:5:24: error: morale 47 is not a d66 number (both digits 1-6)");
    // What was valid is kept (the loader's contract), what was not is left out.
    CHECK(loaded.value->find("vi"));
    CHECK_FALSE(loaded.value->find("6l-1"));
}

TEST_CASE("OOB text: no input crashes the reader, and what reads clean round-trips",
          "[formats][oob-text]") {
    const std::vector<std::string> seeds{readText(sourcePath("samples/friedland/french.oob.txt")),
                                         readText(oobTextFixture("allied.oob.txt"))};
    for (const std::string& seed : seeds)
        REQUIRE(parseOobText(seed, "seed.txt").diagnostics.empty());
    std::mt19937 rng(1807);
    const std::string alphabet = " \t\n\r\"\\#|,-+()0123456789:abcxyz\xC3\xA9\x80";
    int clean = 0;
    for (int round = 0; round < 1500; ++round) {
        std::string text = seeds[rng() % seeds.size()];
        const int edits = 1 + static_cast<int>(rng() % (round % 2 ? 8 : 2));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            switch (rng() % 4) {
            case 0:
                text[at] = alphabet[rng() % alphabet.size()];
                break;
            case 1:
                text.erase(at, 1 + rng() % 12);
                break;
            case 2:
                text.insert(at, 1, alphabet[rng() % alphabet.size()]);
                break;
            default: { // duplicate a slice: repeated lines, deeper nesting
                const std::size_t len = std::min<std::size_t>(1 + rng() % 80, text.size() - at);
                text.insert(rng() % text.size(), text.substr(at, len));
            }
            }
        }
        Loaded<OrderOfBattle> loaded = parseOobText(text, "fuzz.txt");
        REQUIRE(loaded.value);
        for (const Diagnostic& d : loaded.diagnostics)
            REQUIRE_FALSE(d.message.empty());
        if (!loaded.hasErrors()) {
            ++clean;
            const std::string written = writeOobText(*loaded.value);
            Loaded<OrderOfBattle> again = parseOobText(written, "again.txt");
            INFO(written);
            INFO(dump(again.diagnostics));
            REQUIRE(again.diagnostics.empty());
            REQUIRE(*again.value == *loaded.value);
            Loaded<OrderOfBattle> xml = parseOob(writeOob(*loaded.value), "again.xml");
            REQUIRE(xml.value);
            REQUIRE(xml.diagnostics.empty());
            REQUIRE(*xml.value == *loaded.value);
        }
    }
    CHECK(clean > 0);
}

TEST_CASE("OOB text: a huge line is read in linear time", "[formats][oob-text]") {
    std::string line = "side: French\narmy a \"A\"";
    for (int i = 0; i < 100000; ++i)
        line += " sk";
    line += "\n";
    Loaded<OrderOfBattle> loaded = parseOobText(line, "long.txt");
    REQUIRE(loaded.value);
    // Every 'sk' is a problem (an army cannot skirmish, and not twice): a hundred of each kind
    // are listed, the next one counts the rest.
    INFO(dump(loaded.diagnostics));
    CHECK(loaded.diagnostics.size() <= 202);
    const Diagnostic* more = findDiagnostic(loaded.diagnostics, "more like it, not listed");
    REQUIRE(more != nullptr);
    CHECK(more->message.find("; and 99,898 more") != std::string::npos);
}

TEST_CASE("fieldNamed finds each OobField by its name and nothing else", "[formats][oob]") {
    using detail::fieldName;
    using detail::fieldNamed;
    using detail::OobField;
    for (std::size_t i = 0; i < static_cast<std::size_t>(OobField::Count); ++i) {
        const auto f = static_cast<OobField>(i);
        INFO(fieldName(f));
        CHECK(fieldNamed(fieldName(f)) == f);
    }
    // Same first letter and length as a field, one letter off, a prefix, another case, the
    // attributes that are no OobField, and a name sixteen letters longer (same slot as "arm").
    for (const char* other : {"", "a", "arn", "mor", "morals", "Morale", "morale ", "id", "name",
                              "zz", "ark", "armxxxxxxxxxxxxxxxx"}) {
        INFO("'" << other << "'");
        CHECK_FALSE(fieldNamed(other).has_value());
    }
}
