// Hostile input costs no more than reading it: a reference to a FIFO, a map that lists one hex
// hundreds of thousands of times, an element with 200,000 unknown attributes, a symbolic link
// out of the scenario's folder. Each answers with a located message. The work is counted (the
// problems listed), not timed; CTest's timeout on this suite catches a hang.
#include "formats/repeat_cap.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <sys/stat.h>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::detail;
using namespace marengo::formats::test;

namespace {

/// Copies the tiny scenario and its files into `dir`, with `edit` applied to the scenario text.
void copyTinyScenario(const TempFolder& dir, const std::string& mapHref) {
    for (const char* f : {"tiny.map.xml", "tiny.rules.xml", "french.oob.xml", "russian.oob.xml"})
        writeText(dir / f, readFixture(f));
    std::string scenario = readFixture("tiny.scenario.xml");
    const std::string ref = "<map href=\"tiny.map.xml\"/>";
    scenario.replace(scenario.find(ref), ref.size(), "<map href=\"" + mapHref + "\"/>");
    writeText(dir / "s.scenario.xml", scenario);
}

/// The tiny map with `extra` inserted in its <hexes>.
std::string tinyMapWith(const std::string& extra) {
    std::string text = readFixture("tiny.map.xml");
    const auto at = text.find("  </hexes>");
    REQUIRE(at != std::string::npos);
    text.insert(at, extra);
    return text;
}

} // namespace

TEST_CASE("a reference to a FIFO is refused at once, at the reference", "[formats][hostile]") {
    TempFolder dir("fifo");
    copyTinyScenario(dir, "pipe.map.xml");
    REQUIRE(::mkfifo((dir / "pipe.map.xml").c_str(), 0600) == 0);
    // Without a writer on the FIFO, opening it to read would wait for ever.
    const auto loaded = loadScenario(dir / "s.scenario.xml");
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.fatal());
    const Diagnostic* d = findDiagnostic(loaded.diagnostics, "not a regular file (a FIFO)");
    REQUIRE(d != nullptr);
    CHECK(d->line == 4);
    CHECK(d->col == 3);
    // Read directly, the same refusal.
    const auto map = loadMap(dir / "pipe.map.xml");
    REQUIRE(map.fatal());
    CHECK(findDiagnostic(map.diagnostics, "not a regular file (a FIFO)") != nullptr);
    // A folder named like a map, too.
    std::filesystem::create_directory(dir / "folder.map.xml");
    CHECK(findDiagnostic(loadMap(dir / "folder.map.xml").diagnostics, "directory") != nullptr);
}

TEST_CASE("one hex listed 300,000 times: a hundred problems listed, the rest counted",
          "[formats][hostile]") {
    constexpr int kRepeats = 300000;
    std::string extra;
    extra.reserve(kRepeats * 32);
    for (int i = 0; i < kRepeats; ++i)
        extra += "    <hex at=\"A0603\" terrain=\"clear\"/>\n";
    const Loaded<Map> m = parseMap(tinyMapWith(extra), "repeated.map.xml");
    REQUIRE(m.value);
    // The fixture lists A0603 at line 17: every added one is a duplicate.
    REQUIRE(m.diagnostics.size() == 101);
    CHECK(m.diagnostics[0].line == 18);
    CHECK(m.diagnostics[0].message == "hex A0603 is listed twice (first at line 17)");
    const Diagnostic& last = m.diagnostics.back();
    CHECK(last.line == 18 + 100);
    CHECK(last.message == "hex A0603 is listed twice (first at line 17); and 299,899 more like "
                          "it, not listed (the first 100 problems of a kind are)");
}

TEST_CASE("past a kind's limit a problem is counted: no message, no position is worked out",
          "[formats][hostile]") {
    RepeatCap cap;
    std::vector<Diagnostic> out;
    int messages = 0, positions = 0;
    for (int i = 0; i < 5000; ++i)
        cap.add(
            out, "f.xml", Severity::Error, "test: a repeat",
            [&] {
                ++messages;
                return "repeat " + std::to_string(i);
            },
            [&] {
                ++positions;
                return std::pair{i + 1, 1};
            });
    CHECK(messages == 101);
    CHECK(positions == 101);
    REQUIRE(out.size() == 101);
    CHECK(out.back().message == "repeat 100");
    cap.finish(out);
    CHECK(out.back().message ==
          "repeat 100; and 4,899 more like it, not listed (the first 100 problems of a kind are)");
    CHECK(out.front().message == "repeat 0");
}

TEST_CASE("an element with 200,000 unknown attributes is read in linear time",
          "[formats][hostile]") {
    std::string attributes;
    for (int i = 0; i < 200000; ++i)
        attributes += " a" + std::to_string(i) + "=\"x\"";
    const Loaded<Map> m =
        parseMap(tinyMapWith("    <hex at=\"A0301\"" + attributes + "/>\n"), "attrs.map.xml");
    REQUIRE(m.value);
    INFO(m.diagnostics.front().format());
    REQUIRE(m.diagnostics.size() == 101);
    CHECK(m.diagnostics[0].message.rfind("unknown attribute 'a0' on <hex>", 0) == 0);
    // Columns still count from the line's start (positions are worked out in file order).
    CHECK(m.diagnostics[0].col == 21);
    CHECK(m.diagnostics[1].col == 21 + 7);
    CHECK(m.diagnostics[100].message.find("; and 199,899 more like it, not listed") !=
          std::string::npos);
}

TEST_CASE("problems of different kinds are each listed to a hundred", "[formats][hostile]") {
    std::string extra;
    for (int i = 0; i < 150; ++i)
        extra += "    <hex at=\"A0603\" terrain=\"t" + std::to_string(i) + "\"/>\n";
    const Loaded<Map> m = parseMap(tinyMapWith(extra), "kinds.map.xml");
    // 150 duplicates and 150 unknown terrains: 101 lines of each kind.
    CHECK(m.diagnostics.size() == 202);
    CHECK(messageKind("unknown terrain 't7' (expected clear, woods)") == "unknown terrain ''");
    CHECK(messageKind("hex A0503 is listed twice (first at line 12)") == "hex A# is listed twice");
    CHECK(groupedCount(898351) == "898,351");
    CHECK(groupedCount(100) == "100");
    CHECK(groupedCount(1000) == "1,000");
}

TEST_CASE("a symbolic link out of the scenario's folder is refused unless allowed",
          "[formats][hostile]") {
    TempFolder outside("link-target");
    writeText(outside / "elsewhere.map.xml", readFixture("tiny.map.xml"));
    TempFolder dir("link");
    copyTinyScenario(dir, "linked.map.xml");
    std::filesystem::create_symlink(outside / "elsewhere.map.xml", dir / "linked.map.xml");
    const auto refused = loadScenario(dir / "s.scenario.xml");
    INFO(dump(refused.diagnostics));
    REQUIRE(refused.fatal());
    const Diagnostic* d = findDiagnostic(refused.diagnostics, "is a symbolic link");
    REQUIRE(d != nullptr);
    CHECK(d->line == 4);
    CHECK(d->col == 8); // the href
    CHECK(d->message.find("elsewhere.map.xml") != std::string::npos);
    CHECK(referencesOutside(dir / "s.scenario.xml").size() == 1);
    const auto allowed = loadScenario(dir / "s.scenario.xml", nullptr, {.allowOutside = true});
    CHECK(allowed.value);
    // A link that stays inside the folder is no escape.
    std::filesystem::remove(dir / "linked.map.xml");
    std::filesystem::create_symlink("tiny.map.xml", dir / "linked.map.xml");
    CHECK(loadScenario(dir / "s.scenario.xml").value);
}
