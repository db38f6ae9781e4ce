// The table of malformed files (tests/data/broken/): each must load without crashing and report
// its problem at the right line with a clear message; fatal ones give no model, the others drop
// only the offending element. Crashes found by the fuzzers (.ci/fuzz) join this table.
#include "formats/formats.hpp"

#include <catch2/catch.hpp>

#include <cctype>
#include <filesystem>

using namespace marengo;

namespace {

struct Case {
    const char* file;
    bool fatal;          ///< no model at all
    int line;            ///< line of the expected diagnostic
    const char* message; ///< fragment of the expected message
};

const Case kCases[] = {
    {"01-truncated.map.xml", true, 9, "not well-formed XML"},
    {"02-not-xml.map.xml", true, 1, "the file has no XML element"},
    {"03-wrong-root.map.xml", true, 2, "the root element is <scenario>, expected <map>"},
    {"04-no-version.map.xml", true, 2, "has no 'version' attribute"},
    {"05-future-version.map.xml", true, 2, "unsupported version '99'"},
    {"06-unknown-terrain.map.xml", false, 12, "unknown terrain 'wood'"},
    {"07-hex-off-map.map.xml", false, 12, "hex A3105 is off the map"},
    {"08-bad-label.map.xml", false, 12, "'A12' is not a hex label"},
    {"09-unknown-feature.map.xml", false, 12, "unknown hexside feature 'canal'"},
    {"10-bad-side.map.xml", false, 12, "unknown side 'UP'"},
    {"11-overlapping-sheets.map.xml", false, 10, "sheet B overlaps sheet A"},
    {"12-bad-colour.map.xml", false, 5, "colour 'green' is not #rrggbb"},
    {"13-elevation-not-number.map.xml", false, 12, "elevation 'high' is not a whole number"},
    {"14-unknown-element.map.xml", false, 11, "unknown element <rivers>"},
    {"15-morale-17.oob.xml", false, 5, "morale 17 is not a d66 number"},
    {"16-morale-70.oob.xml", false, 5, "morale 70 is not a d66 number"},
    {"17-negative-increments.oob.xml", false, 5, "increments -2 is negative"},
    {"18-duplicate-id.oob.xml", false, 6, "unit id '69l-1' is used twice"},
    {"19-unknown-attribute.oob.xml", false, 5, "unknown attribute 'moral'"},
    {"20-battery-no-type.oob.xml", false, 6, "<battery> has no 'type' attribute"},
    {"21-unknown-rules-param.rules.xml", false, 3, "unknown rules parameter 'carre.max-increment'"},
    {"22-missing-map.scenario.xml", true, 3, "cannot open map 'nowhere.map.xml'"},
    {"23-unit-twice.scenario.xml", false, 9, "unit '69l-1' is placed twice (first at line 8)"},
    {"24-line-facing-hexside.scenario.xml", false, 8, "in line faces a vertex"},
    {"25-column-facing-vertex.scenario.xml", false, 8, "in column faces a hexside"},
    {"26-two-hex-not-adjacent.scenario.xml", false, 8, "(A0202, A0505) are not adjacent"},
    {"27-unknown-unit.scenario.xml", false, 8, "unit '69l-9' is in no order of battle"},
    {"28-hex-off-map.scenario.xml", false, 8, "hex A2020 is off the map"},
    {"29-bad-time.scenario.xml", false, 2, "end '25:00' is not a time"},
    {"30-unknown-formation.scenario.xml", false, 8, "unknown formation 'wedge'"},
    {"31-negative-current-increments.scenario.xml", false, 8, "increments -3 is negative"},
    {"32-carre-with-facing.scenario.xml", false, 8, "in carre has no facing"},
    {"33-turn-minutes-zero.rules.xml", false, 3,
     "time.turn-minutes 0 is out of range (expected 1 to 1440)"},
    {"34-absolute-reference.scenario.xml", true, 3,
     "map '/etc/passwd' is outside the scenario's folder (an absolute path): not read"},
    {"35-reference-climbs-out.scenario.xml", true, 6,
     "oob '../../x' is outside the scenario's folder (it climbs out with '../'): not read"},
    {"36-unknown-profile.scenario.xml", true, 4,
     "no rules profile 'berlin-2012' ships with Marengo (known: austerlitz-2016, berlin-2021, "
     "friedland-2014; did you mean 'berlin-2021'?)"},
    {"37-character-reference.oob.xml", true, 4,
     "character reference '&#6888888888888;' is no character"},
    {"38-stray-ampersand.oob.xml", true, 5,
     "character reference '&#6888888888888;' is no character"},
    {"39-markup-in-a-value.oob.xml", true, 6,
     "character reference '&#6888888888888;' is no character"},
    {"40-comment-in-a-value.oob.xml", true, 5, "character reference '&#0;' is no character"},
    {"41-cdata-in-a-value.oob.xml", true, 5, "character reference '&#xD800;' is no character"},
    {"42-comment-in-a-doctype.oob.xml", true, 4, "character reference '&#0;' is no character"},
    {"43-list-inside-list.map.xml", true, 16, "bad attribute (values need quotes"},
};

template <class T>
void expect(const formats::Loaded<T>& loaded, const Case& c, const std::string& file) {
    INFO(c.file);
    for (const formats::Diagnostic& d : loaded.diagnostics)
        INFO(d.format());
    CHECK(loaded.fatal() == c.fatal);
    CHECK(loaded.hasErrors());
    bool found = false;
    for (const formats::Diagnostic& d : loaded.diagnostics)
        if (d.file.ends_with(file) && d.line == c.line && d.col >= 1 &&
            d.message.find(c.message) != std::string::npos)
            found = true;
    CHECK(found);
}

} // namespace

TEST_CASE("every malformed file reports its problem with file:line:col and never half-loads") {
    const std::filesystem::path dir = std::filesystem::path(MARENGO_TEST_DATA) / "broken";
    for (const Case& c : kCases) {
        const std::string name = c.file;
        const std::filesystem::path path = dir / name;
        REQUIRE(std::filesystem::exists(path));
        if (name.ends_with(".map.xml"))
            expect(formats::loadMap(path), c, name);
        else if (name.ends_with(".oob.xml"))
            expect(formats::loadOob(path), c, name);
        else if (name.ends_with(".rules.xml"))
            expect(formats::loadRules(path), c, name);
        else
            expect(formats::loadScenario(path), c, name);
    }
}

TEST_CASE("references outside the scenario's folder load when allowed, at the href's column") {
    const std::filesystem::path dir = std::filesystem::path(MARENGO_TEST_DATA) / "broken";
    for (const char* name :
         {"34-absolute-reference.scenario.xml", "35-reference-climbs-out.scenario.xml"}) {
        INFO(name);
        const auto refused = formats::loadScenario(dir / name);
        REQUIRE(refused.fatal());
        CHECK(refused.diagnostics.front().col == 8); // the href attribute
        const auto outside = formats::referencesOutside(dir / name);
        REQUIRE(outside.size() == 1);
        CHECK(outside[0].line == refused.diagnostics.front().line);
        CHECK(outside[0].message == refused.diagnostics.front().message);
        // Allowed, the file is read: /etc/passwd is no map and ../../x does not exist.
        const auto allowed = formats::loadScenario(dir / name, nullptr, {.allowOutside = true});
        CHECK(allowed.fatal());
        bool refusedAgain = false;
        for (const formats::Diagnostic& d : allowed.diagnostics)
            refusedAgain = refusedAgain || d.message.find("outside") != std::string::npos;
        CHECK_FALSE(refusedAgain);
    }
    CHECK(formats::referencesOutside(dir / "22-missing-map.scenario.xml").empty());
}

TEST_CASE("the malformed-file table covers at least 25 files, all present") {
    const std::filesystem::path dir = std::filesystem::path(MARENGO_TEST_DATA) / "broken";
    std::size_t onDisk = 0;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (std::isdigit(static_cast<unsigned char>(e.path().filename().string()[0])))
            ++onDisk;
    CHECK(std::size(kCases) >= 25);
    CHECK(onDisk == std::size(kCases)); // a file added to the folder must join the table
}
