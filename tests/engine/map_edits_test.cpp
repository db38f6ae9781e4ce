// Map editing helpers: brush disks, flood fill, rectangles, automatic slopes, sheets added and
// removed with their data kept at the same grid positions and labels.
#include "engine/checks/registry.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/document.hpp"
#include "engine/edit/map_edits.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::edit;

namespace {

std::vector<TerrainType> terrainTable() {
    return {{"clear", "Clear", 0xeeeeee, "none", false, false},
            {"woods", "Woods", 0x88aa88, "trees", true, true},
            {"village", "Village", 0xccbb99, "buildings", true, true}};
}

Map map(int cols = 12, int rows = 10) {
    return *Map::create("m", {}, {Sheet{'A', 0, 0, cols, rows}}, terrainTable());
}

HexId at(const Map& m, const char* label) {
    HexId h = m.find(label);
    REQUIRE(h != kNoHex);
    return h;
}

bool isSorted(const std::vector<HexId>& v) {
    return std::is_sorted(v.begin(), v.end()) && std::adjacent_find(v.begin(), v.end()) == v.end();
}

/// Every hexside between two on-map hexes has a slope exactly when their levels differ.
bool slopesMatchElevation(const Map& m) {
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if (!m.onMap(h))
            continue;
        for (HexSide s : kAllSides) {
            HexId n = m.neighbour(h, s);
            if (n == kNoHex)
                continue;
            bool slope = (m.features(h, s) & kSlope) != 0;
            if (slope != (m.elevation(h) != m.elevation(n)))
                return false;
        }
    }
    return true;
}

} // namespace

TEST_CASE("brush disks hold 1, 7 and 19 hexes for radius 0, 1 and 2", "[map_edits]") {
    Map m = map();
    HexId c = at(m, "A0605");
    for (auto [radius, size] : {std::pair{0, 1}, {1, 7}, {2, 19}, {3, 37}}) {
        auto disk = brushDisk(m, c, radius);
        CHECK(disk.size() == static_cast<std::size_t>(size));
        CHECK(isSorted(disk));
        for (HexId h : disk)
            CHECK(distance(m.offset(h), m.offset(c)) <= radius);
    }
    // Even and odd columns give the same shapes.
    CHECK(brushDisk(m, at(m, "A0505"), 2).size() == 19);
    CHECK(brushDisk(m, c, -1).empty());
    CHECK(brushDisk(m, kNoHex, 1).empty());
}

TEST_CASE("brush disks are clipped at the map edge", "[map_edits]") {
    Map m = map();
    auto corner = brushDisk(m, at(m, "A0101"), 1);
    // A0101 (column 0, even): neighbours on the map are N? no, NE? no (row -1), SE A0201, S A0102.
    CHECK(corner.size() == 3);
    for (HexId h : corner)
        CHECK(m.onMap(h));
    auto edge = brushDisk(m, at(m, "A0105"), 2);
    CHECK(edge.size() < 19);
    CHECK(edge.size() == 12); // the half disk: columns 0, 1, 2 of radius 2 (5 + 4 + 3)
}

TEST_CASE("flood fill is bounded by terrain", "[map_edits]") {
    Map m = map();
    // A ring of woods around A0605 (its six neighbours); the inside is one clear hex.
    HexId c = at(m, "A0605");
    for (HexSide s : kAllSides)
        m.setTerrain(m.neighbour(c, s), 1);
    CHECK(floodRegion(m, c) == std::vector<HexId>{c});
    auto ring = floodRegion(m, m.neighbour(c, HexSide::N));
    CHECK(ring.size() == 6);
    CHECK(isSorted(ring));
    auto outside = floodRegion(m, at(m, "A0101"));
    CHECK(outside.size() == m.hexCount() - 7);
    CHECK(floodRegion(m, kNoHex).empty());
}

TEST_CASE("flood fill of a large region switches to a bitmap and stays exact", "[map_edits]") {
    Map m =
        *Map::create("big", Numbering{3, 3, 1, 1}, {Sheet{'A', 0, 0, 120, 100}}, terrainTable());
    // A woods column splits the map: the fill stays on its side.
    for (int row = 0; row < 100; ++row)
        m.setTerrain(m.id({60, row}), 1);
    auto left = floodRegion(m, m.id({0, 0}));
    CHECK(left.size() == 60u * 100u);
    CHECK(isSorted(left));
    CHECK(floodRegion(m, m.id({119, 99})).size() == 59u * 100u);
}

TEST_CASE("rectangles cover the block of grid cells between two corners", "[map_edits]") {
    Map m = map();
    auto r = rectangleRegion(m, at(m, "A0305"), at(m, "A0102"));
    CHECK(r.size() == 3u * 4u);
    CHECK(isSorted(r));
    CHECK(rectangleRegion(m, at(m, "A0303"), at(m, "A0303")).size() == 1);
    auto changes = terrainChanges(m, r, 1);
    CHECK(changes.size() == r.size());
    m.setTerrain(r.front(), 1);
    CHECK(terrainChanges(m, r, 1).size() == r.size() - 1);
}

TEST_CASE("automatic slopes match elevation differences and are idempotent", "[map_edits]") {
    Map m = map();
    for (HexId h : brushDisk(m, at(m, "A0605"), 1))
        m.setElevation(h, 1);
    m.setElevation(at(m, "A0605"), 2);
    // A stray slope between two equal levels is removed.
    m.setFeatures(at(m, "A0202"), HexSide::SE, kSlope | kStream);

    Scenario s;
    s.map = m;
    Document doc(s);
    auto edits = slopeChanges(doc.scenario().map);
    CHECK(edits.size() == 6 + 18 + 1); // round the top, round the foot, the stray slope
    REQUIRE(doc.execute(setHexsides(edits)));
    CHECK(slopesMatchElevation(doc.scenario().map));
    CHECK(doc.scenario().map.features(at(m, "A0202"), HexSide::SE) == kStream);
    CHECK(slopeChanges(doc.scenario().map).empty());
    doc.undo();
    CHECK(doc.scenario().map == m);
}

TEST_CASE("slope changes around some hexes touch only their hexsides", "[map_edits]") {
    Map m = map();
    HexId c = at(m, "A0605");
    m.setElevation(c, 1);
    m.setElevation(at(m, "A0101"), 3); // far away: not looked at
    std::vector<HexId> hexes{c};
    auto edits = slopeChanges(m, hexes);
    CHECK(edits.size() == 6);
    for (const auto& [h, side, f] : edits)
        CHECK(f == kSlope);
}

TEST_CASE("elevation with automatic slopes is one command and undoes exactly", "[map_edits]") {
    Scenario s;
    s.map = map();
    const Map before = s.map;
    Document doc(s);
    HexId c = at(before, "A0605");
    std::vector<std::pair<HexId, int>> cells;
    for (HexId h : brushDisk(before, c, 1))
        cells.emplace_back(h, 1);
    REQUIRE(doc.execute(setElevationWithSlopes(cells, true, "Raise Ground")));
    CHECK(doc.undoName() == "Raise Ground");
    CHECK(slopesMatchElevation(doc.scenario().map));
    const Map raised = doc.scenario().map;
    // Lowering the centre back to 0 is not "equal levels" with its ring: slopes appear inside.
    REQUIRE(doc.execute(setElevationWithSlopes({{c, 0}}, true)));
    CHECK(slopesMatchElevation(doc.scenario().map));
    doc.undo();
    CHECK(doc.scenario().map == raised);
    doc.undo();
    CHECK(doc.scenario().map == before);
    doc.redo();
    CHECK(doc.scenario().map == raised);
    // Without automatic slopes only the level changes.
    REQUIRE(doc.execute(setElevationWithSlopes({{at(before, "A0101"), 4}}, false)));
    CHECK(doc.scenario().map.features(at(before, "A0101"), HexSide::SE) == 0);
}

TEST_CASE("a sequence that fails halfway changes nothing", "[map_edits]") {
    Scenario s;
    s.map = map();
    const Scenario original = s;
    std::vector<CommandPtr> parts;
    parts.push_back(paintTerrain({{s.map.find("A0101"), 1}}));
    parts.push_back(paintTerrain({{kNoHex, 1}}));
    Change ch;
    CHECK_FALSE(sequence("Both", std::move(parts))->apply(s, ch));
    CHECK(s == original);
}

TEST_CASE("adding a sheet keeps data at the same grid positions and labels", "[map_edits]") {
    Map m = map(10, 8);
    HexId woods = at(m, "A0304"), hill = at(m, "A1008"), river = at(m, "A0505");
    m.setTerrain(woods, 1);
    m.setElevation(hill, 2);
    m.setFeatures(river, HexSide::SE, kRiver | kBridge);
    m.setFeatures(hill, HexSide::NE, kStream); // an outer hexside that becomes inner

    auto bigger = addSheet(m, Sheet{'B', 10, 0, 10, 8});
    REQUIRE(bigger);
    CHECK(bigger->hexCount() == 160);
    for (const char* label : {"A0304", "A1008", "A0505", "A0101"}) {
        HexId h = bigger->find(label);
        REQUIRE(h != kNoHex);
        HexId old = at(m, label);
        CHECK(bigger->offset(h) == m.offset(old));
        CHECK(bigger->terrain(h) == m.terrain(old));
        CHECK(bigger->elevation(h) == m.elevation(old));
        for (HexSide s : kAllSides)
            CHECK(bigger->features(h, s) == m.features(old, s));
    }
    CHECK(bigger->terrain(bigger->find("B0304")) == 0);
    CHECK(bigger->features(bigger->find("A1008"), HexSide::NE) == kStream);
    CHECK(sameCell(m, *bigger, woods) == bigger->find("A0304"));

    auto back = removeSheet(*bigger, 'B');
    REQUIRE(back);
    CHECK(*back == m);
    CHECK_FALSE(removeSheet(m, 'A'));
    CHECK_FALSE(removeSheet(m, 'Q'));
    CHECK_FALSE(addSheet(m, Sheet{'B', 5, 0, 10, 8})); // overlaps A
}

TEST_CASE("removing the first sheet keeps the other's data and labels", "[map_edits]") {
    Map m = *Map::create("m", {}, {Sheet{'A', 0, 0, 6, 5}, Sheet{'B', 6, 0, 6, 5}}, terrainTable());
    HexId b = at(m, "B0203");
    m.setTerrain(b, 2);
    m.setFeatures(b, HexSide::S, kRoad);
    auto only = removeSheet(m, 'A');
    REQUIRE(only);
    HexId nb = only->find("B0203");
    REQUIRE(nb != kNoHex);
    CHECK(only->offset(nb) == m.offset(b));
    CHECK(only->terrain(nb) == 2);
    CHECK(only->features(nb, HexSide::S) == kRoad);
    CHECK(only->find("A0101") == kNoHex);
}

TEST_CASE("renumbering keeps data at the same grid positions", "[map_edits]") {
    Map m = map(10, 8);
    m.setTerrain(at(m, "A0304"), 1);
    Numbering n{2, 2, 0, 0};
    auto r = resheet(m, m.sheets(), n);
    REQUIRE(r);
    CHECK(r->terrain(r->find("A0203")) == 1);
    CHECK_FALSE(resheet(m, m.sheets(), Numbering{1, 1, 1, 1})); // 10 columns need two digits
}

TEST_CASE("replacing the map moves units and objectives to the same grid positions",
          "[map_edits]") {
    Scenario s;
    s.map = *Map::create("m", {}, {Sheet{'A', 0, 0, 6, 5}, Sheet{'B', 6, 0, 6, 5}}, terrainTable());
    s.setup.push_back(Placement{"a", s.map.find("A0203"), kNoHex, Formation::Column,
                                Facing::side(HexSide::N), -1, UnitState::Good});
    s.setup.push_back(Placement{"b", s.map.find("B0203"), kNoHex, Formation::Column,
                                Facing::side(HexSide::N), -1, UnitState::Good});
    s.objectives.push_back(Objective{s.map.find("A0101"), "Mill", 2, ""});
    s.objectives.push_back(Objective{s.map.find("B0505"), "Church", 3, ""});
    const Scenario original = s;

    // A third sheet to the east widens the grid, so every hex id changes.
    auto wider =
        resheet(s.map, {Sheet{'A', 0, 0, 6, 5}, Sheet{'B', 6, 0, 6, 5}, Sheet{'C', 12, 0, 6, 5}},
                s.map.numbering());
    REQUIRE(wider);
    auto r = replaceMap(s, *wider);
    REQUIRE(r.command);
    CHECK(r.unitsOffMap.empty());
    Document doc(s);
    REQUIRE(doc.execute(std::move(r.command)));
    const Scenario& now = doc.scenario();
    CHECK(now.map.label(now.findPlacement("a")->hex) == "A0203");
    CHECK(now.map.label(now.findPlacement("b")->hex) == "B0203");
    CHECK(now.map.label(now.objectives[1].hex) == "B0505");
    doc.undo();
    CHECK(doc.scenario() == original);

    auto lessB = removeSheet(s.map, 'B');
    REQUIRE(lessB);
    auto r2 = replaceMap(s, *lessB);
    REQUIRE(r2.command);
    CHECK(r2.unitsOffMap == std::vector<std::string>{"b"});
    CHECK(r2.objectivesLost == std::vector<std::string>{"Church"});
    REQUIRE(doc.execute(std::move(r2.command)));
    CHECK(doc.scenario().setup.size() == 1);
    CHECK(doc.scenario().objectives.size() == 1);
    doc.undo();
    CHECK(doc.scenario() == original);
}

TEST_CASE("a sheet where reinforcements enter is not removed", "[map_edits]") {
    Scenario s;
    s.map = *Map::create("m", {}, {Sheet{'A', 0, 0, 6, 5}, Sheet{'B', 6, 0, 6, 5}}, terrainTable());
    Reinforcement rf;
    rf.time = Clock{10 * 60};
    rf.side = "French";
    rf.entry = s.map.find("B0101");
    s.reinforcements.push_back(rf);
    auto lessB = removeSheet(s.map, 'B');
    REQUIRE(lessB);
    auto r = replaceMap(s, *lessB);
    CHECK_FALSE(r.command);
    CHECK(r.blocked.find("B0101") != std::string::npos);
}
