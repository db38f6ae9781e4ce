// Lossless saves and `marengo format`: comments, blank lines and untouched bytes survive, an
// edit changes its own lines only, and every shipped file is canonical.
#include "engine/edit/commands.hpp"
#include "engine/edit/deploy.hpp"
#include "engine/edit/document.hpp"
#include "formats/source_merge.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <sstream>

using namespace marengo;
using namespace marengo::formats;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

/// Line numbers (1-based) that differ between two texts of the same line count.
std::vector<int> changedLines(const std::string& a, const std::string& b) {
    auto la = lines(a), lb = lines(b);
    REQUIRE(la.size() == lb.size());
    std::vector<int> out;
    for (std::size_t i = 0; i < la.size(); ++i)
        if (la[i] != lb[i])
            out.push_back(static_cast<int>(i + 1));
    return out;
}

const fs::path kSamples = fs::path(MARENGO_SOURCE_DIR) / "samples";

Scenario loadSample(const fs::path& path) {
    auto loaded = loadScenario(path);
    REQUIRE_FALSE(loaded.fatal());
    return std::move(*loaded.value);
}

std::size_t countOf(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto p = text.find(what); p != std::string::npos; p = text.find(what, p + 1))
        ++n;
    return n;
}

} // namespace

TEST_CASE("golden: moving one battalion changes exactly one line of the scenario file") {
    const fs::path path = kSamples / "friedland" / "friedland-sortlack.scenario.xml";
    const std::string source = test::readText(path);
    Scenario s = loadSample(path);
    const std::string mapBefore = writeMap(s.map), oob0 = writeOob(s.oobs[0]);
    Placement* p = nullptr;
    for (Placement& q : s.setup)
        if (q.unit == "69l-2")
            p = &q;
    REQUIRE(p);
    p->hex = s.map.find("A0719");
    const std::string saved = writeOver(source, writeScenario(s));
    CHECK(changedLines(source, saved) == std::vector<int>{15});
    CHECK(lines(saved)[14] ==
          R"(    <unit ref="69l-2" at="A0719" formation="column" facing="N"/>)");
    // The other files' models did not change: their text written over their source is the source.
    const fs::path dir = path.parent_path();
    CHECK(writeOver(test::readText(dir / s.mapPath), writeMap(s.map)) ==
          test::readText(dir / s.mapPath));
    CHECK(writeMap(s.map) == mapBefore);
    CHECK(writeOver(test::readText(dir / s.oobPaths[0]), writeOob(s.oobs[0])) ==
          test::readText(dir / s.oobPaths[0]));
    CHECK(writeOob(s.oobs[0]) == oob0);
}

TEST_CASE("golden: redeploying a brigade changes only its battalions' lines, in place") {
    const fs::path path = kSamples / "friedland" / "friedland-sortlack.scenario.xml";
    const std::string source = test::readText(path);
    Scenario s = loadSample(path);
    edit::Deployment d = edit::deployBrigade(s, "fr-vi-1-1", s.map.find("A0814"),
                                             Facing::side(HexSide::N), edit::DeployLayout::Column);
    REQUIRE_FALSE(d.placements.empty());
    s.setup = edit::mergeSetup(s, d.placements);
    const std::string saved = writeOver(source, writeScenario(s));
    const auto savedLines = lines(saved);
    for (int n : changedLines(source, saved)) {
        INFO(savedLines[static_cast<std::size_t>(n - 1)]);
        bool deployed = false;
        for (const Placement& p : d.placements)
            deployed = deployed || savedLines[static_cast<std::size_t>(n - 1)].find(
                                       "ref=\"" + p.unit + "\"") != std::string::npos;
        CHECK(deployed);
    }
    CHECK_FALSE(changedLines(source, saved).empty());
}

TEST_CASE("golden: a new placement goes beside its brigade's, as one added line") {
    const fs::path path = kSamples / "friedland" / "friedland-sortlack.scenario.xml";
    const std::string source = test::readText(path);
    edit::Document doc(loadSample(path));
    // Take 69l-1 off the map (its line goes) and save.
    REQUIRE(doc.execute(edit::removePlacement("69l-1")));
    const std::string before = writeOver(source, writeScenario(doc.scenario()));
    REQUIRE(lines(before).size() + 1 == lines(source).size());
    // Put it back elsewhere, as the editor does: the new line follows its regiment's 69l-2,
    // not the end of the set-up, and nothing else changes.
    Placement p = *loadSample(path).findPlacement("69l-1");
    p.hex = doc.scenario().map.find("A0616");
    p.second = doc.scenario().map.find("A0716");
    REQUIRE(doc.execute(edit::placeUnit(p)));
    const std::string saved = writeOver(before, writeScenario(doc.scenario()));
    auto a = lines(before), b = lines(saved);
    REQUIRE(b.size() == a.size() + 1);
    std::size_t at = 0;
    while (at < a.size() && a[at] == b[at])
        ++at;
    CHECK(b[at] ==
          R"(    <unit ref="69l-1" at="A0616" second="A0716" formation="line" facing="NNE"/>)");
    CHECK(b[at - 1].find("ref=\"69l-2\"") != std::string::npos);
    b.erase(b.begin() + static_cast<std::ptrdiff_t>(at));
    CHECK(b == a);

    // A unit whose regiment has nobody on the map goes after its brigade's last placement.
    const Scenario& s = doc.scenario();
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit("69l-2", &oob);
    REQUIRE(u);
    const Unit* regiment = oob->find(u->parent);
    REQUIRE(regiment);
    std::vector<Placement> others;
    for (const Placement& q : s.setup) {
        const Unit* r = oob->find(q.unit);
        if (!r || r->parent != regiment->id)
            others.push_back(q);
    }
    std::size_t lastOfBrigade = 0;
    for (std::size_t i = 0; i < others.size(); ++i) {
        const Unit* r = oob->find(others[i].unit);
        for (const Unit* x = r; x; x = x->parent.empty() ? nullptr : oob->find(x->parent))
            if (x->id == regiment->parent)
                lastOfBrigade = i + 1;
    }
    REQUIRE(lastOfBrigade > 0);
    CHECK(s.placementSlot("69l-1", others) == lastOfBrigade);
    CHECK(s.placementSlot("no-such-unit", others) == others.size());
}

TEST_CASE("every comment of every sample survives an edit and a save") {
    std::size_t comments = 0;
    for (const auto& entry : fs::recursive_directory_iterator(kSamples)) {
        const fs::path path = entry.path();
        if (fileKind(path) != FileKind::Scenario)
            continue;
        INFO(path.string());
        Scenario s = loadSample(path);
        REQUIRE_FALSE(s.setup.empty());
        s.setup.front().increments = 1; // an edit of the first placement
        s.map.setElevation(s.setup.front().hex, 3);
        const fs::path dir = path.parent_path();
        std::vector<std::pair<fs::path, std::string>> files{{path, writeScenario(s)},
                                                            {dir / s.mapPath, writeMap(s.map)}};
        for (std::size_t i = 0; i < s.oobs.size(); ++i)
            files.emplace_back(dir / s.oobPaths[i], writeOob(s.oobs[i]));
        for (const auto& [file, canonical] : files) {
            const std::string source = test::readText(file);
            const std::string saved = writeOver(source, canonical);
            comments += countOf(source, "<!--");
            std::size_t from = 0;
            for (auto p = source.find("<!--"); p != std::string::npos;
                 p = source.find("<!--", p + 1)) {
                std::string comment = source.substr(p, source.find("-->", p) + 3 - p);
                auto at = saved.find(comment, from);
                CHECK(at != std::string::npos); // present, and in the same order
                if (at != std::string::npos)
                    from = at + comment.size();
            }
        }
    }
    CHECK(comments >= 10);
}

TEST_CASE("writing over a source keeps spacing, order and comments of untouched elements") {
    const std::string source = "<?xml version=\"1.0\"?>\n"
                               "<!-- head -->\n"
                               "<a version='1'>\n"
                               "  <!-- about b -->\n"
                               "  <b id='1'  x=\"2\"/>\n"
                               "\n"
                               "  <b x=\"3\" id=\"2\"/>\n"
                               "  <c>text</c>\n"
                               "  <!-- tail -->\n"
                               "</a>\n";
    // The writer's form of the same model with b#2 changed and a new b#3.
    const std::string canonical = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                  "<a version=\"1\">\n"
                                  "  <b id=\"1\" x=\"2\"/>\n"
                                  "  <b id=\"2\" x=\"4\"/>\n"
                                  "  <b id=\"3\" x=\"5\"/>\n"
                                  "  <c>text</c>\n"
                                  "</a>\n";
    CHECK(mergeSource(source, canonical, MergeMode::Keep) == "<?xml version=\"1.0\"?>\n"
                                                             "<!-- head -->\n"
                                                             "<a version='1'>\n"
                                                             "  <!-- about b -->\n"
                                                             "  <b id='1'  x=\"2\"/>\n"
                                                             "\n"
                                                             "  <b id=\"2\" x=\"4\"/>\n"
                                                             "  <b id=\"3\" x=\"5\"/>\n"
                                                             "  <c>text</c>\n"
                                                             "  <!-- tail -->\n"
                                                             "</a>\n");
    // Formatting: the writer's form everywhere, comments kept and re-indented, blank lines one.
    CHECK(mergeSource(source, canonical, MergeMode::Canonical) ==
          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<!-- head -->\n"
          "<a version=\"1\">\n"
          "  <!-- about b -->\n"
          "  <b id=\"1\" x=\"2\"/>\n"
          "\n"
          "  <b id=\"2\" x=\"4\"/>\n"
          "  <b id=\"3\" x=\"5\"/>\n"
          "  <c>text</c>\n"
          "  <!-- tail -->\n"
          "</a>\n");
    // A removed element goes with its comment; what the merge cannot read gives the writer's form.
    CHECK(mergeSource("<!DOCTYPE a><a/>", canonical, MergeMode::Keep) == canonical);
    CHECK(mergeSource("", canonical, MergeMode::Keep) == canonical);
}

TEST_CASE("format: a messy map becomes canonical, keeps its comments and reads back the same") {
    const fs::path dir =
        fs::temp_directory_path() / ("marengo-format-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path path = dir / "messy.map.xml";
    const fs::path sample = kSamples / "friedland" / "friedland.map.xml";
    std::string text = test::readText(sample);
    // Non-canonical spacing, quotes and attribute order, a comment inside, blank lines.
    auto replaceOnce = [&](const std::string& from, const std::string& to) {
        auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        text.replace(at, from.size(), to);
    };
    replaceOnce("  <sheets>", "\n\n\n<!-- the sheets -->\n      <sheets   >");
    replaceOnce("<hexes>", "<hexes >\n\n");
    { std::ofstream(path, std::ios::binary) << text; }
    auto formatted = formatFile(path);
    REQUIRE(formatted.value);
    const std::string expected = test::readText(sample);
    auto sheets = expected.find("  <sheets>");
    CHECK(*formatted.value ==
          expected.substr(0, sheets) + "\n  <!-- the sheets -->\n" + expected.substr(sheets));
    fs::remove_all(dir);
}

TEST_CASE("every shipped sample and template is canonical") {
    int files = 0;
    for (const char* root : {"samples", "templates"})
        for (const auto& entry :
             fs::recursive_directory_iterator(fs::path(MARENGO_SOURCE_DIR) / root)) {
            if (fileKind(entry.path()) == FileKind::Other)
                continue;
            INFO(entry.path().string());
            auto formatted = formatFile(entry.path());
            REQUIRE(formatted.value);
            CHECK(*formatted.value == test::readText(entry.path()));
            ++files;
        }
    CHECK(files >= 20);
}
