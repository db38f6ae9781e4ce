// The battlefield: sheets on one grid, labels, terrain, elevation and hexside features.
#include "engine/map/map.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <set>
#include <string>
#include <vector>

using namespace marengo;

namespace {

std::vector<TerrainType> terrainTable() {
    return {TerrainType{"clear", "Clear", 0xeef0d8, "none", false, false},
            TerrainType{"woods", "Woods", 0x9cc28a, "trees", true, true},
            TerrainType{"village", "Village", 0xc08080, "buildings", true, true}};
}

Map makeMap(Numbering n, std::vector<Sheet> sheets) {
    auto m = Map::create("test", n, std::move(sheets), terrainTable());
    INFO((m.ok() ? std::string() : m.error()));
    REQUIRE(m.ok());
    return std::move(m).value();
}

// Sheets A (12x9) and B (10x7) side by side, labelled from column 0 / row 0 with three digits.
Map twoSheets() {
    return makeMap(Numbering{3, 3, 0, 0}, {Sheet{'A', 0, 0, 12, 9}, Sheet{'B', 12, 0, 10, 7}});
}

} // namespace

TEST_CASE("Map::create rejects bad definitions", "[map]") {
    const Numbering n{};
    SECTION("no sheet") {
        auto m = Map::create("x", n, {}, terrainTable());
        REQUIRE_FALSE(m.ok());
        CHECK_THAT(m.error(), Catch::Contains("no sheet"));
    }
    SECTION("empty terrain table") {
        auto m = Map::create("x", n, {Sheet{'A', 0, 0, 5, 5}}, {});
        REQUIRE_FALSE(m.ok());
        CHECK_THAT(m.error(), Catch::Contains("terrain"));
    }
    SECTION("overlapping sheets") {
        auto m =
            Map::create("x", n, {Sheet{'A', 0, 0, 5, 5}, Sheet{'B', 4, 4, 5, 5}}, terrainTable());
        REQUIRE_FALSE(m.ok());
        CHECK_THAT(m.error(), Catch::Contains("overlaps"));
    }
    SECTION("duplicate letters") {
        auto m =
            Map::create("x", n, {Sheet{'A', 0, 0, 5, 5}, Sheet{'A', 5, 0, 5, 5}}, terrainTable());
        REQUIRE_FALSE(m.ok());
        CHECK_THAT(m.error(), Catch::Contains("letter A"));
    }
    SECTION("bad letter") {
        CHECK_FALSE(Map::create("x", n, {Sheet{'a', 0, 0, 5, 5}}, terrainTable()).ok());
        CHECK_FALSE(Map::create("x", n, {Sheet{'1', 0, 0, 5, 5}}, terrainTable()).ok());
    }
    SECTION("empty or misplaced sheet") {
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, 0, 0, 5}}, terrainTable()).ok());
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, 0, 5, 0}}, terrainTable()).ok());
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', -1, 0, 5, 5}}, terrainTable()).ok());
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, -1, 5, 5}}, terrainTable()).ok());
    }
    SECTION("size beyond the numbering's digits") {
        // Two digits from 1: columns 1..99 fit, 100 does not.
        CHECK(Map::create("x", n, {Sheet{'A', 0, 0, 99, 99}}, terrainTable()).ok());
        auto wide = Map::create("x", n, {Sheet{'A', 0, 0, 100, 10}}, terrainTable());
        REQUIRE_FALSE(wide.ok());
        CHECK_THAT(wide.error(), Catch::Contains("digits"));
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, 0, 10, 100}}, terrainTable()).ok());
        // Three digits from 0: 1000 columns (000..999) fit, 1001 do not.
        const Numbering n3{3, 3, 0, 0};
        CHECK(Map::create("x", n3, {Sheet{'A', 0, 0, 1000, 2}}, terrainTable()).ok());
        CHECK_FALSE(Map::create("x", n3, {Sheet{'A', 0, 0, 1001, 2}}, terrainTable()).ok());
        // Sheet B is checked too, not only the first sheet.
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, 0, 10, 10}, Sheet{'B', 10, 0, 100, 10}},
                                terrainTable())
                        .ok());
    }
    SECTION("digit counts out of range") {
        CHECK_FALSE(
            Map::create("x", Numbering{0, 2, 1, 1}, {Sheet{'A', 0, 0, 5, 5}}, terrainTable()).ok());
        CHECK_FALSE(
            Map::create("x", Numbering{2, 5, 1, 1}, {Sheet{'A', 0, 0, 5, 5}}, terrainTable()).ok());
    }
    SECTION("negative first column or row cannot be printed") {
        // A label "A-101" could never be read back.
        CHECK_FALSE(
            Map::create("x", Numbering{2, 2, -1, 1}, {Sheet{'A', 0, 0, 5, 5}}, terrainTable())
                .ok());
        CHECK_FALSE(
            Map::create("x", Numbering{2, 2, 1, -1}, {Sheet{'A', 0, 0, 5, 5}}, terrainTable())
                .ok());
    }
    SECTION("too many terrain types") {
        std::vector<TerrainType> many(255, TerrainType{"t", "T", 0, "none", false, false});
        CHECK_FALSE(Map::create("x", n, {Sheet{'A', 0, 0, 5, 5}}, many).ok());
        many.resize(254);
        CHECK(Map::create("x", n, {Sheet{'A', 0, 0, 5, 5}}, many).ok());
    }
    SECTION("sheets that touch but do not overlap are fine") {
        auto m = Map::create(
            "x", n, {Sheet{'A', 0, 0, 5, 5}, Sheet{'B', 5, 0, 5, 5}, Sheet{'C', 0, 5, 10, 3}},
            terrainTable());
        REQUIRE(m.ok());
        CHECK(m->hexCount() == 80);
        CHECK(m->width() == 10);
        CHECK(m->height() == 8);
    }
}

TEST_CASE("a new map: grid and sheets and default terrain and elevation", "[map]") {
    Map m = twoSheets();
    CHECK(m.name() == "test");
    CHECK(m.width() == 22);
    CHECK(m.height() == 9);
    CHECK(m.gridSize() == 22u * 9u);
    CHECK(m.hexCount() == 12u * 9u + 10u * 7u);
    std::size_t onMap = 0;
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if (m.onMap(h)) {
            ++onMap;
            CHECK(m.terrain(h) == 0);
            CHECK(m.elevation(h) == 0);
            CHECK(m.terrainType(h).id == "clear");
        } else {
            CHECK(m.terrain(h) == kVoidTerrain);
            CHECK(m.sheetOf(h) == nullptr);
            CHECK(m.label(h) == "?");
        }
    }
    CHECK(onMap == m.hexCount());
    // Grid cells below sheet B (rows 7, 8 of columns 12..21) are void.
    CHECK_FALSE(m.onMap(Offset{12, 7}));
    CHECK_FALSE(m.onMap(Offset{21, 8}));
    CHECK(m.onMap(Offset{11, 8}));
    CHECK(m.onMap(Offset{21, 6}));
    CHECK_FALSE(m.onMap(Offset{22, 0}));
    CHECK_FALSE(m.onMap(Offset{-1, 0}));
    CHECK_FALSE(m.onMap(Offset{0, -1}));
    CHECK_FALSE(m.onMap(kNoHex));
    CHECK(m.findTerrain("woods") == TerrainId{1});
    CHECK_FALSE(m.findTerrain("swamp").has_value());
    CHECK(m.id(Offset{3, 2}) == 2u * 22u + 3u);
    CHECK(m.offset(m.id(Offset{17, 5})) == Offset{17, 5});
}

TEST_CASE("every hex's label finds the same hex on a two-sheet map", "[map]") {
    Map m = twoSheets();
    std::set<std::string> labels;
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if (!m.onMap(h))
            continue;
        const std::string l = m.label(h);
        INFO("hex " << h << " label " << l);
        CHECK(l.size() == 7);
        CHECK(m.find(l) == h);
        labels.insert(l);
    }
    CHECK(labels.size() == m.hexCount());
    // Known labels: first column and row are numbered 0; B starts again at 000.
    CHECK(m.find("A000000") == m.id(Offset{0, 0}));
    CHECK(m.find("A011008") == m.id(Offset{11, 8}));
    CHECK(m.find("B000000") == m.id(Offset{12, 0}));
    CHECK(m.find("B009006") == m.id(Offset{21, 6}));
    CHECK(m.find("B003002") == m.id(Offset{15, 2}));
    CHECK(m.label(m.id(Offset{12, 0})) == "B000000");
    CHECK(m.label(m.id(Offset{5, 7})) == "A005007");
    CHECK(m.sheetOf(m.id(Offset{12, 0}))->letter == 'B');
    CHECK(m.sheetOf(m.id(Offset{11, 0}))->letter == 'A');
}

TEST_CASE("labels with the default numbering (two digits from 1)", "[map]") {
    Map m = makeMap(Numbering{}, {Sheet{'A', 0, 0, 30, 20}});
    CHECK(m.label(m.id(Offset{0, 0})) == "A0101");
    CHECK(m.label(m.id(Offset{11, 2})) == "A1203");
    CHECK(m.find("A1203") == m.id(Offset{11, 2}));
    CHECK(m.find("A3020") == m.id(Offset{29, 19}));
    for (HexId h = 0; h < m.gridSize(); ++h)
        REQUIRE(m.find(m.label(h)) == h);
}

TEST_CASE("every count of column and row digits finds every hex by its label", "[map]") {
    // find() reads each count of digits its own way (1 to 4, Map::create's range).
    for (int cols = 1; cols <= 4; ++cols)
        for (int rows = 1; rows <= 4; ++rows) {
            INFO(cols << " column digits, " << rows << " row digits");
            Map m = makeMap(Numbering{cols, rows, 0, 0}, {Sheet{'A', 0, 0, 10, 10}});
            for (HexId h = 0; h < m.gridSize(); ++h)
                REQUIRE(m.find(m.label(h)) == h);
            const std::string last = m.label(m.id(Offset{9, 9}));
            CHECK(last == "A" + std::string(static_cast<std::size_t>(cols) - 1, '0') + "9" +
                              std::string(static_cast<std::size_t>(rows) - 1, '0') + "9");
            // Each digit in turn made the bytes just before '0' and after '9'.
            for (std::size_t at = 1; at < last.size(); ++at)
                for (char c : {'/', ':'}) {
                    std::string bad = last;
                    bad[at] = c;
                    INFO(bad);
                    CHECK(m.find(bad) == kNoHex);
                }
        }
}

TEST_CASE("labels with a sheet placed away from the grid origin", "[map]") {
    Map m = makeMap(Numbering{2, 2, 1, 1}, {Sheet{'D', 3, 2, 4, 4}});
    CHECK(m.hexCount() == 16);
    CHECK(m.find("D0101") == m.id(Offset{3, 2}));
    CHECK(m.label(m.id(Offset{6, 5})) == "D0404");
    CHECK_FALSE(m.onMap(Offset{0, 0}));
    CHECK(m.label(m.id(Offset{0, 0})) == "?");
}

TEST_CASE("find gives kNoHex for malformed or off-sheet labels", "[map]") {
    Map m = twoSheets();
    // "A00:000": ':' is '0' + 10, so read as a digit it would give column 10, on the sheet.
    for (const char* bad : {"",        "A",       "A00",     "A00000",  "A0000000", "a000000",
                            "?",       "A00000x", "AX00000", "A-01000", "A+01000",  " A00000",
                            "A00000 ", "A000 00", "1000000", "C000000", "Z000000",  "A012000",
                            "A000009", "B010000", "B000007", "B009008", "A999999",  "A00:000"}) {
        INFO("label '" << bad << "'");
        CHECK(m.find(bad) == kNoHex);
    }
    CHECK(m.find("A011008") != kNoHex);
}

TEST_CASE("formatLabel and parseLabel", "[map]") {
    const Numbering n{2, 2, 1, 1};
    CHECK(formatLabel({'A', 12, 3}, n) == "A1203");
    CHECK(formatLabel({'B', 1, 1}, n) == "B0101");
    CHECK(formatLabel({'C', 7, 45}, Numbering{3, 2, 0, 0}) == "C00745");
    auto l = parseLabel("A1203", n);
    REQUIRE(l.has_value());
    CHECK(l->sheet == 'A');
    CHECK(l->col == 12);
    CHECK(l->row == 3);
    auto l4 = parseLabel("Q00120034", Numbering{4, 4, 0, 0});
    REQUIRE(l4.has_value());
    CHECK(l4->sheet == 'Q');
    CHECK(l4->col == 12);
    CHECK(l4->row == 34);
    CHECK_FALSE(parseLabel("A123", n).has_value());
    CHECK_FALSE(parseLabel("A12034", n).has_value());
    CHECK_FALSE(parseLabel("A12O3", n).has_value());
    CHECK_FALSE(parseLabel("@1203", n).has_value());
}

TEST_CASE("neighbour on the map and onEdge", "[map]") {
    Map m = twoSheets();
    // Interior hex of A: all six neighbours exist and match the hex geometry.
    for (Offset o : {Offset{4, 4}, Offset{5, 4}}) {
        HexId h = m.id(o);
        CHECK_FALSE(m.onEdge(h));
        for (HexSide s : kAllSides)
            CHECK(m.neighbour(h, s) == m.id(neighbour(o, s)));
    }
    // Across the seam between A and B the grid continues.
    CHECK(m.neighbour(m.id(Offset{11, 3}), HexSide::NE) == m.id(Offset{12, 3}));
    CHECK_FALSE(m.onEdge(m.id(Offset{11, 3})));
    CHECK_FALSE(m.onEdge(m.id(Offset{12, 3})));
    // Map corners and borders.
    HexId corner = m.id(Offset{0, 0});
    CHECK(m.onEdge(corner));
    CHECK(m.neighbour(corner, HexSide::N) == kNoHex);
    CHECK(m.neighbour(corner, HexSide::NW) == kNoHex);
    CHECK(m.neighbour(corner, HexSide::SW) == kNoHex);
    CHECK(m.neighbour(corner, HexSide::NE) == kNoHex); // even column: NE is row -1
    CHECK(m.neighbour(corner, HexSide::SE) == m.id(Offset{1, 0}));
    CHECK(m.neighbour(corner, HexSide::S) == m.id(Offset{0, 1}));
    // Odd column on the top row: NE neighbour is on row 0 of the next column.
    CHECK(m.neighbour(m.id(Offset{1, 0}), HexSide::NE) == m.id(Offset{2, 0}));
    CHECK(m.onEdge(m.id(Offset{1, 0}))); // N is off the map
    // Bottom of an odd column: S, SW and SE all lead off the map.
    HexId bottomOdd = m.id(Offset{3, 8});
    CHECK(m.onEdge(bottomOdd));
    CHECK(m.neighbour(bottomOdd, HexSide::SW) == kNoHex);
    CHECK(m.neighbour(bottomOdd, HexSide::SE) == kNoHex);
    CHECK(m.neighbour(bottomOdd, HexSide::NE) == m.id(Offset{4, 8}));
    // Bottom of an even column: only S leads off the map.
    HexId bottomEven = m.id(Offset{4, 8});
    CHECK(m.neighbour(bottomEven, HexSide::SW) == m.id(Offset{3, 8}));
    CHECK(m.neighbour(bottomEven, HexSide::S) == kNoHex);
    // Sheet B is shorter: its last row borders void grid cells, which are off the map.
    HexId bLast = m.id(Offset{14, 6});
    CHECK(m.onEdge(bLast));
    CHECK(m.neighbour(bLast, HexSide::S) == kNoHex);
    // A's hexes beside the void below B are on the edge.
    CHECK(m.onEdge(m.id(Offset{11, 7})));
    CHECK_FALSE(m.onEdge(m.id(Offset{10, 7})));
    // Count the edge hexes of a single 6x5 sheet: every hex except the 4x3 interior... with
    // the column shift, check against a direct count of missing neighbours.
    Map small = makeMap(Numbering{}, {Sheet{'A', 0, 0, 6, 5}});
    int edges = 0;
    for (HexId h = 0; h < small.gridSize(); ++h) {
        bool missing = false;
        for (HexSide s : kAllSides)
            missing = missing || !small.onMap(neighbour(small.offset(h), s));
        CHECK(small.onEdge(h) == missing);
        edges += small.onEdge(h) ? 1 : 0;
    }
    CHECK(edges == 18); // 30 hexes minus the 4x3 interior
}

TEST_CASE("terrain and elevation setters", "[map]") {
    Map m = twoSheets();
    HexId h = m.find("A003004");
    REQUIRE(h != kNoHex);
    m.setTerrain(h, 2);
    CHECK(m.terrain(h) == 2);
    CHECK(m.terrainType(h).id == "village");
    m.setTerrain(h, 3); // no such terrain type: ignored
    CHECK(m.terrain(h) == 2);
    HexId voidHex = m.id(Offset{15, 8});
    REQUIRE_FALSE(m.onMap(voidHex));
    m.setTerrain(voidHex, 1); // off the map: stays void
    CHECK(m.terrain(voidHex) == kVoidTerrain);
    CHECK_FALSE(m.onMap(voidHex));

    m.setElevation(h, 3);
    CHECK(m.elevation(h) == 3);
    m.setElevation(h, -7);
    CHECK(m.elevation(h) == -7);
    m.setElevation(h, 127);
    CHECK(m.elevation(h) == 127);
    m.setElevation(h, 128);
    CHECK(m.elevation(h) == 127);
    m.setElevation(h, 100000);
    CHECK(m.elevation(h) == Map::kMaxElevation);
    m.setElevation(h, -128);
    CHECK(m.elevation(h) == -128);
    m.setElevation(h, -129);
    CHECK(m.elevation(h) == -128);
    m.setElevation(h, -100000);
    CHECK(m.elevation(h) == Map::kMinElevation);
    // Neighbours untouched.
    for (HexSide s : kAllSides) {
        CHECK(m.elevation(m.neighbour(h, s)) == 0);
        CHECK(m.terrain(m.neighbour(h, s)) == 0);
    }
}

TEST_CASE("a hexside is stored once: seen the same from both hexes", "[map][hexside]") {
    Map m = twoSheets();
    // Interior hexes of an even and an odd column, and the seam between sheets.
    for (Offset o : {Offset{4, 4}, Offset{5, 4}, Offset{11, 3}, Offset{12, 3}}) {
        const HexId h = m.id(o);
        for (HexSide s : kAllSides) {
            INFO("hex " << m.label(h) << " side " << toString(s));
            const HexId n = m.neighbour(h, s);
            REQUIRE(n != kNoHex);
            const Features f = static_cast<Features>(kRoad | kStream);
            m.setFeatures(h, s, f);
            CHECK(m.features(h, s) == f);
            CHECK(m.features(n, opposite(s)) == f);
            // Setting from the other side overwrites the same hexside.
            m.setFeatures(n, opposite(s), kWall);
            CHECK(m.features(h, s) == kWall);
            // No other side of either hex changed.
            for (HexSide t : kAllSides) {
                if (t != s)
                    CHECK(m.features(h, t) == 0);
                if (t != opposite(s))
                    CHECK(m.features(n, t) == 0);
            }
            m.setFeatures(h, s, 0);
            CHECK(m.features(n, opposite(s)) == 0);
        }
    }
}

TEST_CASE("hexside storage: every on-map hexside is distinct from every other", "[map][hexside]") {
    // Give each (hex, side) pair a unique value where the hexside is first met, then read every
    // hex's six sides back: the two views of an inner hexside agree, no hexside is shared by two
    // different pairs, and edge hexsides hold their own values.
    Map m = makeMap(Numbering{}, {Sheet{'A', 0, 0, 7, 6}, Sheet{'B', 7, 0, 5, 4}});
    struct Key {
        HexId h;
        HexSide s;
    };
    std::vector<Key> owners;
    Features next = 1;
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if (!m.onMap(h))
            continue;
        for (HexSide s : kAllSides) {
            HexId n = m.neighbour(h, s);
            if (n != kNoHex && n < h)
                continue; // set already from the neighbour
            m.setFeatures(h, s, next++);
            owners.push_back({h, s});
        }
    }
    // Each value is still where it was put: no two hexsides share storage.
    Features expect = 1;
    for (const Key& k : owners)
        CHECK(m.features(k.h, k.s) == expect++);
    // Both views of each inner hexside agree.
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if (!m.onMap(h))
            continue;
        for (HexSide s : kAllSides) {
            HexId n = m.neighbour(h, s);
            if (n != kNoHex)
                CHECK(m.features(h, s) == m.features(n, opposite(s)));
        }
    }
    // 7x6 + 5x4 hexes.
    CHECK(m.hexCount() == 62);
}

TEST_CASE("edge hexsides are stored without touching other hexes", "[map][hexside]") {
    Map m = makeMap(Numbering{}, {Sheet{'A', 0, 0, 6, 5}});
    const int w = m.width(), h = m.height();
    // Corners and border hexes of both column parities, every side (including off-map ones).
    const Offset probes[] = {{0, 0},     {1, 0},     {w - 1, 0}, {0, h - 1}, {w - 1, h - 1},
                             {1, h - 1}, {2, h - 1}, {3, 0},     {0, 2},     {w - 1, 2}};
    for (Offset o : probes) {
        for (HexSide s : kAllSides) {
            Map fresh = m;
            const HexId id = fresh.id(o);
            INFO("hex " << fresh.label(id) << " side " << toString(s));
            fresh.setFeatures(id, s, kRiver);
            CHECK(fresh.features(id, s) == kRiver);
            const HexId n = fresh.neighbour(id, s);
            int seen = 0;
            for (HexId x = 0; x < fresh.gridSize(); ++x)
                for (HexSide t : kAllSides)
                    if (fresh.features(x, t) != 0)
                        ++seen;
            // Off the map only this hex sees it; inside, exactly the two sides of the hexside.
            CHECK(seen == (n == kNoHex ? 1 : 2));
            if (n != kNoHex)
                CHECK(fresh.features(n, opposite(s)) == kRiver);
        }
    }
}

TEST_CASE("features: names and parse and format", "[map][hexside]") {
    CHECK(featureName(kRiver) == "river");
    CHECK(featureName(kSunkenRoad) == "sunken-road");
    CHECK(featureName(kRiver | kRoad).empty());
    CHECK(featureName(0).empty());
    CHECK(featureName(1u << 10).empty());
    CHECK(parseFeature("hedge") == Features{kHedge});
    CHECK_FALSE(parseFeature("Hedge").has_value());
    CHECK_FALSE(parseFeature("").has_value());

    CHECK(formatFeatures(0).empty());
    CHECK(formatFeatures(kBridge | kStream | kRoad) == "stream bridge road");
    // Every single bit and every combination round trips.
    for (int i = 0; i < kFeatureCount; ++i) {
        const auto bit = static_cast<Features>(1u << i);
        CHECK(parseFeature(featureName(bit)) == bit);
    }
    for (unsigned f = 0; f < (1u << kFeatureCount); ++f) {
        auto parsed = parseFeatures(formatFeatures(static_cast<Features>(f)));
        REQUIRE(parsed.ok());
        REQUIRE(*parsed == f);
    }
    auto spaced = parseFeatures("  road   river ");
    REQUIRE(spaced.ok());
    CHECK(*spaced == (kRoad | kRiver));
    auto dup = parseFeatures("road road");
    REQUIRE(dup.ok());
    CHECK(*dup == kRoad);
    auto empty = parseFeatures("");
    REQUIRE(empty.ok());
    CHECK(*empty == 0);

    auto bad = parseFeatures("river canal bridge");
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error(), Catch::Contains("'canal'"));
    CHECK_FALSE(parseFeatures("River").ok());
    CHECK_FALSE(parseFeatures("sunken road").ok());
}

TEST_CASE("a copied map is equal until changed", "[map]") {
    Map a = twoSheets();
    Map b = a;
    CHECK(a == b);
    b.setFeatures(b.find("A001001"), HexSide::SE, kHedge);
    CHECK_FALSE(a == b);
    Map c = a;
    c.setElevation(c.find("B001001"), 1);
    CHECK_FALSE(a == c);
}

TEST_CASE("FOOTPRINT: a 1000x1000 map uses at most 16 MB of hex and hexside data", "[map]") {
    auto m =
        Map::create("big", Numbering{3, 3, 0, 0}, {Sheet{'A', 0, 0, 1000, 1000}}, terrainTable());
    REQUIRE(m.ok());
    CHECK(m->hexCount() == 1000000u);
    const std::size_t bytes = m->dataBytes();
    std::cout << "Map footprint: 1000x1000 hexes use " << bytes << " bytes ("
              << static_cast<double>(bytes) / (1024.0 * 1024.0) << " MiB) of hex and hexside data"
              << std::endl;
    WARN("1000x1000 map: dataBytes() = " << bytes << " bytes");
    CHECK(bytes <= std::size_t{16} * 1024 * 1024);
    // It holds at least one byte of terrain and elevation per hex and three hexsides per hex.
    CHECK(bytes >= 1000000u * (2 + 3 * sizeof(Features)));
    // The corners and centre work.
    CHECK(m->find("A999999") == m->id(Offset{999, 999}));
    HexId mid = m->find("A500500");
    m->setFeatures(mid, HexSide::SW, kBridge);
    CHECK(m->features(m->neighbour(mid, HexSide::SW), HexSide::NE) == kBridge);
}
