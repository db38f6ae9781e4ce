// The bundled rules profiles (templates/rules/) are complete: every key of the engine's catalogue
// is set with its source, so no title silently falls back to a catalogue default. The
// canonical-form test (samples_tests.cpp) cannot see a missing key (the writer writes only the
// keys a profile has) and the schema test only checks that keys are known, which is how
// friedland-2014 and berlin-2021 went without six stacking, carré and road-march keys.
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {

std::vector<std::filesystem::path> bundledProfiles() {
    std::vector<std::filesystem::path> out;
    const auto root = std::filesystem::path(MARENGO_SOURCE_DIR) / "templates" / "rules";
    for (const auto& e : std::filesystem::directory_iterator(root))
        if (e.is_regular_file() && e.path().string().ends_with(".rules.xml"))
            out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("every bundled rules profile sets every catalogue key with a source",
          "[formats][rules]") {
    const auto profiles = bundledProfiles();
    REQUIRE(profiles.size() >= 3);
    for (const auto& path : profiles) {
        INFO(path.filename().string());
        Loaded<RulesProfile> l = loadRules(path);
        INFO(dump(l.diagnostics));
        REQUIRE(l.value);
        CHECK(l.diagnostics.empty());
        for (const ParamSpec& spec : kParams) {
            INFO(spec.key);
            const Param* p = l.value->param(spec.id);
            REQUIRE(p);
            CHECK_FALSE(p->source.empty());
        }
        for (const TerrainRules& t : l.value->terrain) {
            INFO(t.terrain);
            CHECK_FALSE(t.source.empty());
        }
    }
}

TEST_CASE("the carré zone of influence follows each edition", "[formats][rules]") {
    // Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence: none; Berlin 1813,
    // Premier Rules (July 2021), p.17, Forming Carré: its own hex.
    const auto dir = std::filesystem::path(MARENGO_SOURCE_DIR) / "templates" / "rules";
    auto value = [&](const char* file) {
        Loaded<RulesProfile> l = loadRules(dir / file);
        REQUIRE(l.value);
        return l.value->get(params::zoiCarreOwnHex);
    };
    CHECK(value("austerlitz-2016.rules.xml") == 0);
    CHECK(value("friedland-2014.rules.xml") == 0);
    CHECK(value("berlin-2021.rules.xml") == 1);
}

TEST_CASE("refused flanks only in Berlin 2021", "[formats][rules]") {
    // Berlin 1813, Premier Rules (July 2021) p.17; absent from the 2016 rule 14 page.
    const auto dir = std::filesystem::path(MARENGO_SOURCE_DIR) / "templates" / "rules";
    auto value = [&](const char* file) {
        Loaded<RulesProfile> l = loadRules(dir / file);
        REQUIRE(l.value);
        return l.value->get(params::zoiRefusedFlanks);
    };
    CHECK(value("austerlitz-2016.rules.xml") == 0);
    CHECK(value("friedland-2014.rules.xml") == 0);
    CHECK(value("berlin-2021.rules.xml") == 1);
}

TEST_CASE("a terrain row's road-march-mp round trips and is checked", "[formats][rules]") {
    const std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<rules version="1" id="t">
  <terrain id="village" infantry-mp="3" cavalry-mp="3" artillery-mp="3" road-march-mp="2" source="test"/>
  <terrain id="clear" infantry-mp="1" cavalry-mp="1" artillery-mp="1" source="test"/>
</rules>
)";
    Loaded<RulesProfile> l = parseRules(text, "t.rules.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    REQUIRE(l.diagnostics.empty());
    REQUIRE(l.value->terrainRules("village"));
    CHECK(l.value->terrainRules("village")->roadMarchMp == 2.0);
    CHECK_FALSE(l.value->terrainRules("clear")->roadMarchMp);
    CHECK(writeRules(*l.value) == text);

    std::string negative = text;
    negative.replace(negative.find("road-march-mp=\"2\""), 17, "road-march-mp=\"-1\"");
    Loaded<RulesProfile> bad = parseRules(negative, "t.rules.xml");
    CHECK(findDiagnostic(bad.diagnostics, "road-march-mp must be 0 or more"));
}

TEST_CASE("an unknown key or a value outside its key's range is a located load error",
          "[formats][rules]") {
    // One bad row a line, from line 3; the message and the column of the attribute at fault.
    struct Row {
        const char* xml;
        const char* attribute;
        const char* message;
    };
    const Row rows[] = {
        {R"(<param key="time.turn-minutes" value="0" source="t"/>)", "value",
         "time.turn-minutes 0 is out of range (expected 1 to 1440)"},
        {R"(<param key="carre.min-increments" value="-1" source="t"/>)", "value",
         "carre.min-increments -1 is out of range (expected 1 to 999)"},
        {R"(<param key="charge.bonus-mp" value="1e308" source="t"/>)", "value",
         "charge.bonus-mp 1e+308 is out of range (expected 0 to 99)"},
        {R"(<param key="los.max-range" value="2147483648" source="t"/>)", "value",
         "los.max-range 2147483648 is out of range (expected 0 to 999)"},
        {R"(<param key="charge.declaration-range" value="2.5" source="t"/>)", "value",
         "charge.declaration-range 2.5 is not a whole number (expected 0 to 99)"},
        {R"(<param key="los.units-block" value="2" source="t"/>)", "value",
         "los.units-block 2 is out of range (expected 0 or 1)"},
        {R"(<param key="infantry.ford-mp" value="-3" source="t"/>)", "value",
         "infantry.ford-mp -3 is out of range (expected -1 to 99)"},
        {R"(<param key="time.turns" value="20" source="t"/>)", "key",
         "unknown rules parameter 'time.turns'"},
    };
    std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rules version=\"1\" id=\"r\">\n";
    for (const Row& r : rows)
        text += std::string("  ") + r.xml + "\n";
    text += "  <param key=\"carre.max-increments\" value=\"12\" source=\"t\"/>\n</rules>\n";

    Loaded<RulesProfile> l = parseRules(text, "r.rules.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    REQUIRE(l.diagnostics.size() == std::size(rows));
    for (std::size_t i = 0; i < std::size(rows); ++i) {
        const Diagnostic& d = l.diagnostics[i];
        const std::string line = std::string("  ") + rows[i].xml;
        CHECK(d.file == "r.rules.xml");
        CHECK(d.line == static_cast<int>(i) + 3);
        CHECK(d.col == static_cast<int>(line.find(std::string(rows[i].attribute) + "=")) + 1);
        CHECK(d.message.find(rows[i].message) == 0);
    }
    // The refused rows set nothing; the good one is read.
    CHECK(l.value->paramCount() == 1);
    CHECK(l.value->get(params::timeTurnMinutes) == 20);
    CHECK(l.value->get(params::carreMaxIncrements) == 12);
}
