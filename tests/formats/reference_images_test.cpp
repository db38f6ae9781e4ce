// Reference images in the map file: read, written back losslessly, located when wrong, resolved
// against the map's folder under the scenario's folder rule.
#include "test_util.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;
namespace fs = std::filesystem;

namespace {
const fs::path kData = fs::path(MARENGO_TEST_DATA) / "reference";

std::string mapWith(const std::string& references) {
    return "<map version=\"1\">\n"
           "  <numbering col-digits=\"2\" row-digits=\"2\" first-col=\"1\" first-row=\"1\"/>\n"
           "  <terrain-types>\n"
           "    <terrain id=\"clear\" name=\"Clear\" colour=\"#eef0d8\"/>\n"
           "  </terrain-types>\n"
           "  <sheets>\n"
           "    <sheet letter=\"A\" col=\"0\" row=\"0\" cols=\"8\" rows=\"6\"/>\n"
           "  </sheets>\n" +
           references +
           "  <hexes/>\n"
           "  <hexsides/>\n"
           "</map>\n";
}
} // namespace

TEST_CASE("a map's reference images are read with their placement, opacity, visibility and lock",
          "[reference]") {
    Loaded<Map> l = loadMap(kData / "traced.map.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    CHECK(l.diagnostics.empty());
    const auto& refs = l.value->references();
    REQUIRE(refs.size() == 2);
    CHECK(refs[0].href == "scan.png");
    CHECK(refs[0].toMap == Affine{0.1875, 0, 0.25, 0, 0.1875, 0.5});
    CHECK(refs[0].opacity == 0.75);
    CHECK(refs[0].visible);
    CHECK_FALSE(refs[0].locked);
    CHECK(refs[1].href == "scan.jpg");
    CHECK(refs[1].opacity == 0.5);
    CHECK_FALSE(refs[1].visible);
    CHECK(refs[1].locked);
    REQUIRE(l.sources.references.size() == 2);
    CHECK(l.sources.references[1].first == "scan.jpg");
    CHECK(l.sources.locate(l.sources.references[1].second).line == 15);
}

TEST_CASE("reference images round-trip: same model, same bytes, comments kept", "[reference]") {
    const std::string original = readText(kData / "traced.map.xml");
    Loaded<Map> first = parseMap(original, "traced.map.xml");
    REQUIRE(first.value);
    const std::string canonical = writeMap(*first.value);
    Loaded<Map> second = parseMap(canonical, "written");
    INFO(dump(second.diagnostics));
    REQUIRE(second.value);
    CHECK(*second.value == *first.value);
    CHECK(writeMap(*second.value) == canonical);
    // Unchanged, a save over the source gives the source back, comments and all.
    CHECK(writeOver(original, canonical) == original);

    // A calibrated placement of full precision survives the text.
    Map m = *first.value;
    auto refs = m.references();
    refs[0].toMap = {0.0041231056256176606, -0.00021604930839157, -3.5000000000000004,
                     0.00021160368475757,   0.0040423257683625,   7.25};
    refs[0].visible = false;
    m.setReferences(refs);
    Loaded<Map> third = parseMap(writeOver(original, writeMap(m)), "edited");
    REQUIRE(third.value);
    CHECK(*third.value == m);
}

TEST_CASE("a map without reference images writes no <reference-images>", "[reference]") {
    Loaded<Map> l = parseMap(mapWith(""), "plain.map.xml");
    REQUIRE(l.value);
    CHECK(writeMap(*l.value).find("reference") == std::string::npos);
}

TEST_CASE("a wrong reference image is located and dropped, and the map still loads",
          "[reference]") {
    Loaded<Map> l = parseMap(
        mapWith("  <reference-images>\n"
                "    <reference-image href=\"a.png\" transform=\"1 0 0 0 1\"/>\n"
                "    <reference-image href=\"b.png\" transform=\"1 2 0 2 4 0\"/>\n"
                "    <reference-image href=\"c.png\" transform=\"1 0 0 0 1 0\" opacity=\"2\"/>\n"
                "    <reference-image transform=\"1 0 0 0 1 0\"/>\n"
                "    <reference-image href=\"d.png\" transform=\"1 0 0 0 1 0\" scale=\"2\"/>\n"
                "    <reference-image href=\"ok.png\" transform=\"0.5 0 1 0 0.5 2\"/>\n"
                "  </reference-images>\n"),
        "wrong.map.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    REQUIRE(l.value->references().size() == 1);
    CHECK(l.value->references()[0].href == "ok.png");
    const Diagnostic* five = findDiagnostic(l.diagnostics, "'1 0 0 0 1' is not six numbers");
    REQUIRE(five);
    CHECK(five->line == 10);
    CHECK(five->col > 1);
    const Diagnostic* singular = findDiagnostic(l.diagnostics, "'1 2 0 2 4 0' is not six");
    REQUIRE(singular);
    CHECK(singular->line == 11);
    const Diagnostic* opacity = findDiagnostic(l.diagnostics, "opacity must be from 0 to 1");
    REQUIRE(opacity);
    CHECK(opacity->line == 12);
    const Diagnostic* href = findDiagnostic(l.diagnostics, "href");
    REQUIRE(href);
    CHECK(href->line == 13);
    const Diagnostic* unknown = findDiagnostic(l.diagnostics, "scale");
    REQUIRE(unknown);
    CHECK(unknown->line == 14);
}

TEST_CASE("reference image files resolve in the map's folder and outside ones are refused",
          "[reference]") {
    Loaded<Map> l = loadMap(kData / "missing.map.xml");
    INFO(dump(l.diagnostics));
    REQUIRE(l.value);
    CHECK(l.diagnostics.empty()); // the map itself is fine
    std::vector<Diagnostic> problems;
    auto files = referenceFiles(*l.value, l.sources, kData / "missing.map.xml", {}, problems);
    REQUIRE(files.size() == 3);
    CHECK(files[0].path == kData / "scans" / "moved.png");
    CHECK(files[0].at.line == 12);
    CHECK(files[1].path.empty());
    CHECK(files[2].path == kData / "traced.map.xml");
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].severity == Severity::Warning);
    CHECK(problems[0].line == 13);
    CHECK(problems[0].message.find("'../render/demo.map.xml' is outside the map's folder") !=
          std::string::npos);
    LoadOptions allow;
    allow.allowOutside = true;
    problems.clear();
    files = referenceFiles(*l.value, l.sources, kData / "missing.map.xml", allow, problems);
    CHECK(problems.empty());
    CHECK(files[1].path == kData.parent_path() / "render" / "demo.map.xml");
    CHECK(files[0]
              .warning("scans/moved.png", "cannot be opened: No such file or directory")
              .format() ==
          (kData / "missing.map.xml").string() +
              ":12:5: warning: reference image 'scans/moved.png' cannot be opened: No "
              "such file or directory: not drawn (the map is read without it)");
}

TEST_CASE("an image removed or added after reading leaves the others located at their lines",
          "[reference]") {
    Loaded<Map> l = loadMap(kData / "missing.map.xml");
    REQUIRE(l.value);
    Map m = *l.value;
    auto refs = m.references();
    refs.erase(refs.begin()); // the first one removed in the editor
    ReferenceImage added;
    added.href = "new-scan.png";
    refs.push_back(added); // and a new one imported
    m.setReferences(refs);
    std::vector<Diagnostic> problems;
    auto files = referenceFiles(m, l.sources, kData / "missing.map.xml", {}, problems);
    REQUIRE(files.size() == 3);
    CHECK(files[0].at.line == 13); // ../render/demo.map.xml, still at its own line
    CHECK(files[1].at.line == 14);
    CHECK(files[2].at.line == 0); // not in the file yet
    CHECK(files[2].at.file == (kData / "missing.map.xml").string());
}
