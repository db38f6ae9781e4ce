// The print document: its pages, and the PDF read back with poppler's pdftotext (the text of
// every page, and the positions of the hex numbers, which measure the printed hex size).
#include "formats/formats.hpp"
#include "render/geometry.hpp"
#include "render/print/print_job.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <regex>
#include <string>
#include <unistd.h>

using namespace marengo;
using namespace marengo::render::print;
namespace fs = std::filesystem;

namespace {

Scenario sample() {
    auto l = formats::loadScenario(std::string(MARENGO_SOURCE_DIR) +
                                   "/samples/friedland/friedland-sortlack.scenario.xml");
    REQUIRE_FALSE(l.fatal());
    return std::move(*l.value);
}

fs::path scratch(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / ("marengo-print-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    return dir / name;
}

std::string run(const std::string& command) {
    std::string out;
    FILE* p = ::popen(command.c_str(), "r");
    REQUIRE(p);
    char buf[4096];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0)
        out.append(buf, n);
    REQUIRE(::pclose(p) == 0);
    return out;
}

/// Words of a PDF with their boxes (points), by page (1-based), from pdftotext -bbox.
struct Word {
    int page;
    double xMin, yMin, xMax, yMax;
    std::string text;
};
std::vector<Word> words(const fs::path& pdf) {
    std::string html = run("pdftotext -bbox '" + pdf.string() + "' -");
    std::vector<Word> out;
    std::regex re(
        R"re(<page |<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)re");
    int page = 0;
    for (auto it = std::sregex_iterator(html.begin(), html.end(), re); it != std::sregex_iterator();
         ++it) {
        const std::smatch& m = *it;
        if (m[1].length() == 0) {
            ++page;
            continue;
        }
        out.push_back(
            {page, std::stod(m[1]), std::stod(m[2]), std::stod(m[3]), std::stod(m[4]), m[5]});
    }
    return out;
}

std::string squeeze(const std::string& s) {
    std::string out;
    for (char c : s)
        if (c != ' ' && c != '\n' && c != '\t' && c != '\f')
            out += c;
    return out;
}

} // namespace

TEST_CASE("print parts parse from a comma-separated list", "[render][print]") {
    CHECK(*parseParts("all") == PrintParts{true, true, true});
    CHECK(*parseParts("map") == PrintParts{true, false, false});
    CHECK(*parseParts("counters,setup") == PrintParts{false, true, true});
    auto bad = parseParts("map,cards");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().find("'cards'") != std::string::npos);
}

TEST_CASE("a print job has a key page, the tiles, counter fronts and backs and set-up cards",
          "[render][print]") {
    Scenario sc = sample();
    PrintSettings s;
    auto job = PrintJob::create(sc, s);
    REQUIRE(job.ok());
    CHECK(job->hexMm() == sc.map.printHexMm());
    const Tiling* t = job->tiling();
    REQUIRE(t);
    // The sample's four sheets, 60 x 44 hexes of 19.05 mm (995 x 848 mm), on A4: portrait
    // would take 6 x 4 pages, landscape 4 x 5, so auto takes landscape.
    CHECK(t->paper.widthMm == 297);
    CHECK(t->columns == 4);
    CHECK(t->rows == 5);
    std::map<PageKind, int> kinds;
    for (const Page& p : job->pages())
        ++kinds[p.kind];
    CHECK(kinds[PageKind::MapKey] == 1);
    CHECK(kinds[PageKind::MapTile] == 20);
    CHECK(kinds[PageKind::CounterFront] == kinds[PageKind::CounterBack]);
    CHECK(kinds[PageKind::CounterFront] >= 1);
    CHECK(kinds[PageKind::SetupCard] >= 2); // a card per side

    s.parts = *parseParts("setup");
    auto cards = PrintJob::create(sc, s);
    REQUIRE(cards.ok());
    CHECK_FALSE(cards->tiling());
    CHECK(static_cast<int>(cards->pages().size()) == kinds[PageKind::SetupCard]);

    s.hexMm = 1;
    CHECK_FALSE(PrintJob::create(sc, s).ok());
}

TEST_CASE("the PDF holds the title, every unit's name and every hex number of a sheet edge",
          "[render][print][pdf]") {
    Scenario sc = sample();
    auto job = PrintJob::create(sc, PrintSettings{});
    REQUIRE(job.ok());
    fs::path pdf = scratch("all.pdf");
    REQUIRE(job->writePdf(pdf).ok());
    std::string text = run("pdftotext '" + pdf.string() + "' -");
    std::string flat = squeeze(text);
    CHECK(text.find(sc.title) != std::string::npos);
    for (const OrderOfBattle& oob : sc.oobs)
        for (const Unit& u : oob.units()) {
            INFO(u.name);
            CHECK(flat.find(squeeze(u.name)) != std::string::npos);
        }
    const Map& m = sc.map;
    for (const Sheet& sh : m.sheets()) {
        std::vector<Offset> edge;
        for (int c = 0; c < sh.cols; ++c) {
            edge.push_back({sh.col + c, sh.row});
            edge.push_back({sh.col + c, sh.row + sh.rows - 1});
        }
        for (int r = 0; r < sh.rows; ++r) {
            edge.push_back({sh.col, sh.row + r});
            edge.push_back({sh.col + sh.cols - 1, sh.row + r});
        }
        for (Offset o : edge) {
            std::string label = m.label(m.id(o));
            INFO(label);
            CHECK(text.find(label) != std::string::npos);
        }
    }
}

TEST_CASE("a set-up card gives a two-hex unit's split beside its formation",
          "[render][print][pdf]") {
    Scenario sc = sample();
    Placement& p = sc.setup.front();
    p.formation = Formation::Line;
    p.facing = Facing::vertex(Vertex::NNE);
    p.second = sc.map.neighbour(p.hex, HexSide::SE);
    REQUIRE(p.second != kNoHex);
    PrintSettings s;
    s.parts = *parseParts("setup");
    auto text = [&](const char* name) {
        auto job = PrintJob::create(sc, s);
        REQUIRE(job.ok());
        const fs::path pdf = scratch(name);
        REQUIRE(job->writePdf(pdf).ok());
        return squeeze(run("pdftotext '" + pdf.string() + "' -"));
    };
    CHECK(text("even.pdf").find("line7+1") == std::string::npos);
    p.split = {7, 1};
    CHECK(text("split.pdf").find("line7+1") != std::string::npos);
}

TEST_CASE("measured in the PDF, assembled map pages put hexes at the requested size",
          "[render][print][pdf]") {
    Scenario sc = sample();
    for (auto [hexMm, paper] : {std::pair{19.05, "A4"}, std::pair{16.0, "letter"}}) {
        INFO(hexMm << " mm on " << paper);
        PrintSettings s;
        s.paper = *parsePaper(paper);
        s.hexMm = hexMm;
        s.parts = *parseParts("map");
        auto job = PrintJob::create(sc, s);
        REQUIRE(job.ok());
        const Tiling& t = *job->tiling();
        fs::path pdf = scratch(std::string("map-") + paper + ".pdf");
        REQUIRE(job->writePdf(pdf).ok());

        // Each hex number is centred across its hex: from the word's box on a tile page and
        // the tile's place in the assembly, where its hex centre lies on the assembled map.
        const Map& m = sc.map;
        render::MapGeometry geo(m, hexMm / std::sqrt(3.0));
        std::map<std::string, std::vector<Point>> seen; // label -> assembled centres (mm)
        std::size_t measured = 0;
        for (const Word& w : words(pdf)) {
            if (w.page < 2) // page 1 is the key page
                continue;
            HexId h = m.find(w.text);
            if (h == kNoHex)
                continue;
            int tileIndex = w.page - 2;
            int row = tileIndex / t.columns, col = tileIndex % t.columns;
            double x = (w.xMin + w.xMax) / 2 / kPointsPerMm - t.marginMm + col * t.stepX;
            double y = w.yMin / kPointsPerMm - t.marginMm + row * t.stepY;
            seen[w.text].push_back({x, y});
            Point c = geo.hexCentre(h);
            CHECK(std::abs(x - c.x) < 0.1);
            ++measured;
        }
        CHECK(measured >= m.hexCount());
        // Hex to hex, across pages: a column apart in the same row is 1.5 radii... two columns
        // apart is sqrt(3) flat-to-flat widths; a row apart is one flat-to-flat width.
        for (const auto& [label, at] : seen) {
            HexId h = m.find(label);
            Offset o = m.offset(h);
            for (Point p : at)
                CHECK(std::abs(p.y - at.front().y) < 0.1); // the same hex on two pages
            Offset below{o.col, o.row + 1}, across{o.col + 2, o.row};
            if (m.onMap(below)) {
                const auto& b = seen[m.label(m.id(below))];
                REQUIRE_FALSE(b.empty());
                CHECK(std::abs((b.front().y - at.front().y) - hexMm) < 0.1);
            }
            if (m.onMap(across)) {
                const auto& a = seen[m.label(m.id(across))];
                REQUIRE_FALSE(a.empty());
                CHECK(std::abs((a.front().x - at.front().x) - std::sqrt(3.0) * hexMm) < 0.1);
            }
        }
    }
}
