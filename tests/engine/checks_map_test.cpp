// Map consistency checks: bridges and fords on water, roads without dead ends, rivers that run
// on, streams that do not stop one hexside short of other water, slopes between elevations,
// terrain rows in the profile, joined sheets.
#include "checks_fixtures.hpp"

#include "engine/checks/map_consistency.hpp"

using namespace checks_test;

// A0505 is column 4 (even), row 4 of the grid: N A0504, NE A0604, SE A0605, S A0506, SW A0405,
// NW A0404. The map stores A0505's N, NE and SE sides with it; its S side is A0506's N.

TEST_CASE("map.bridge-without-water", "[checks][map]") {
    Fixture f;
    const HexId h = f.hex("A0505");
    CHECK(f.run("map.bridge-without-water").empty());
    SECTION("a bridge over a river or a stream, a ford on a stream: legal") {
        f.s.map.setFeatures(h, HexSide::N, kRiver | kBridge | kRoad);
        f.s.map.setFeatures(h, HexSide::NE, kStream | kFord);
        f.s.map.setFeatures(h, HexSide::SE, kStream | kBridge);
        CHECK(f.run("map.bridge-without-water").empty());
    }
    SECTION("a bridge on dry ground: illegal, reported once at the hex that stores the side") {
        f.s.map.setFeatures(h, HexSide::S, kBridge | kRoad);
        auto ps = f.run("map.bridge-without-water");
        CHECK(only(ps) == "a bridge on a hexside without river or stream: A0506 N");
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0506"), h});
    }
    SECTION("a ford on a map-edge hexside: reported at the hex on the map") {
        f.s.map.setFeatures(f.hex("A0512"), HexSide::S, kFord);
        auto ps = f.run("map.bridge-without-water");
        CHECK(only(ps) == "a ford on a hexside without river or stream: A0512 S");
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0512")});
    }
}

namespace {
/// A road down column 05 from the top edge to row `last`.
void roadDown(Fixture& f, int last) {
    for (int row = 1; row <= last; ++row) {
        char label[16];
        std::snprintf(label, sizeof label, "A05%02d", row);
        f.s.map.setFeatures(f.hex(label), HexSide::N, kRoad);
    }
}
} // namespace

TEST_CASE("map.road-dead-end", "[checks][map]") {
    Fixture f;
    SECTION("a road from the top edge to the bottom edge: legal") {
        roadDown(f, 12);
        f.s.map.setFeatures(f.hex("A0512"), HexSide::S, kRoad);
        CHECK(f.run("map.road-dead-end").empty());
    }
    SECTION("a road that stops in the open: illegal") {
        roadDown(f, 5);
        auto ps = f.run("map.road-dead-end");
        CHECK(only(ps) == "the road through A0505 N ends at A0505, away from the map edge and "
                          "any town or village");
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505")});
    }
    SECTION("a road that stops in a village or goes on as a trail: legal") {
        roadDown(f, 5);
        f.paint("A0505", kVillage);
        CHECK(f.run("map.road-dead-end").empty());
        f.paint("A0505", kClear);
        f.s.map.setFeatures(f.hex("A0505"), HexSide::SE, kTrail);
        CHECK(f.run("map.road-dead-end").empty());
    }
    SECTION("a road that enters the map and stops in its edge hex: legal") {
        roadDown(f, 1);
        CHECK(f.run("map.road-dead-end").empty());
    }
}

namespace {
/// Water along the boundary between columns 05 and 06 (each row's NE and SE sides), rows `first`
/// to `last`.
void waterDown(Fixture& f, Features water, int first, int last) {
    for (int row = first; row <= last; ++row) {
        char label[16];
        std::snprintf(label, sizeof label, "A05%02d", row);
        f.s.map.setFeatures(f.hex(label), HexSide::NE, water);
        f.s.map.setFeatures(f.hex(label), HexSide::SE, water);
    }
}
} // namespace

TEST_CASE("map.river-continuity", "[checks][map]") {
    Fixture f;
    SECTION("a river from edge to edge: legal") {
        waterDown(f, kRiver, 1, 12);
        CHECK(f.run("map.river-continuity").empty());
    }
    SECTION("a river that rises in the open: illegal, once") {
        waterDown(f, kRiver, 5, 12);
        auto ps = f.run("map.river-continuity");
        CHECK_THAT(only(ps), Contains("the river on A0505 NE stops at the corner it shares with "
                                      "A0504"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505"), f.hex("A0604")});
    }
    SECTION("a river that flows out of a pond or a stream: legal") {
        waterDown(f, kRiver, 5, 12);
        f.paint("A0504", kPond);
        CHECK(f.run("map.river-continuity").empty());
        f.paint("A0504", kClear);
        f.s.map.setFeatures(f.hex("A0504"), HexSide::SE, kStream);
        CHECK(f.run("map.river-continuity").empty());
    }
    SECTION("a single river hexside: illegal") {
        f.s.map.setFeatures(f.hex("A0707"), HexSide::N, kRiver);
        CHECK(f.run("map.river-continuity").size() == 1);
    }
}

// A0504 SE and A0505 NE both border A0604; the corner of A0504, A0505 and A0604 ends A0504 SE.
TEST_CASE("map.stream-continuity", "[checks][map]") {
    Fixture f;
    const HexId a0505 = f.hex("A0505");
    SECTION("a stream from edge to edge: no warning") {
        waterDown(f, kStream, 1, 12);
        CHECK(f.run("map.stream-continuity").empty());
    }
    SECTION("two streams one hexside apart: one warning, at the end stored first") {
        waterDown(f, kStream, 1, 4);
        waterDown(f, kStream, 5, 12);
        f.s.map.setFeatures(a0505, HexSide::NE, 0);
        auto ps = f.run("map.stream-continuity");
        CHECK(only(ps) == "the stream on A0504 SE stops at the corner it shares with A0505, one "
                          "hexside short of the stream on A0505 SE: draw the stream across the "
                          "hexside between A0505 and A0604, or end it elsewhere");
        CHECK(ps[0].severity == Severity::Warning);
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0504"), f.hex("A0604"), f.hex("A0505")});
        CHECK(ps[0].about == About::Hexsides);
        SECTION("closing the gap: no warning") {
            f.s.map.setFeatures(a0505, HexSide::NE, kStream);
            CHECK(f.run("map.stream-continuity").empty());
        }
        SECTION("the gap at a pond: the streams end at it") {
            f.paint("A0505", kPond);
            CHECK(f.run("map.stream-continuity").empty());
        }
    }
    SECTION("a stream that ends one hexside short of the middle of a river: warning") {
        waterDown(f, kStream, 1, 4);
        f.s.map.setFeatures(a0505, HexSide::SE, kRiver);
        f.s.map.setFeatures(f.hex("A0605"), HexSide::N, kRiver);
        CHECK(only(f.run("map.stream-continuity")) ==
              "the stream on A0504 SE stops at the corner it shares with A0505, one hexside short "
              "of the river on A0605 N: draw the stream across the hexside between A0505 and "
              "A0604, or end it elsewhere");
    }
    SECTION("a stream that joins a river, or ends alone in the open: no warning") {
        waterDown(f, kStream, 1, 4);
        CHECK(f.run("map.stream-continuity").empty());
        waterDown(f, kRiver, 5, 12);
        CHECK(f.run("map.stream-continuity").empty());
    }
    SECTION("a stream one hexside short of a stream along the map edge: warning") {
        // A0601 SE ends at the corner of A0601, A0701 and A0702; A0601 NE leads to the top edge,
        // where A0701's NW side carries a stream.
        f.s.map.setFeatures(f.hex("A0601"), HexSide::SE, kStream);
        f.s.map.setFeatures(f.hex("A0701"), HexSide::NW, kStream);
        CHECK(only(f.run("map.stream-continuity")) ==
              "the stream on A0601 SE stops at the corner it shares with A0701, one hexside short "
              "of the stream on A0701 NW: draw the stream across the hexside between A0601 and "
              "A0701, or end it elsewhere");
    }
    SECTION("two streams that run off the map one edge hexside apart: no warning") {
        // Both end at the bottom edge, at the two corners of the edge hexside A0512 S.
        f.s.map.setFeatures(f.hex("A0512"), HexSide::SE, kStream);
        f.s.map.setFeatures(f.hex("A0512"), HexSide::SW, kStream);
        CHECK(f.run("map.stream-continuity").empty());
    }
}

TEST_CASE("map.slope-without-elevation", "[checks][map]") {
    Fixture f;
    const HexId h = f.hex("A0505");
    f.s.map.setFeatures(h, HexSide::N, kSlope);
    auto ps = f.run("map.slope-without-elevation");
    CHECK(only(ps) == "a slope on A0505 N between A0505 and A0504, which are both at elevation 0");
    f.s.map.setElevation(f.hex("A0504"), 1);
    CHECK(f.run("map.slope-without-elevation").empty());
    f.s.map.setFeatures(f.hex("A0501"), HexSide::N, kSlope); // map edge: nothing to compare
    CHECK(f.run("map.slope-without-elevation").empty());
}

TEST_CASE("map.terrain: the profile describes every terrain type", "[checks][map]") {
    Fixture f;
    CHECK(f.run("map.terrain").empty());
    std::erase_if(f.s.rules.terrain, [](const TerrainRules& r) { return r.terrain == "orchard"; });
    auto ps = f.run("map.terrain");
    CHECK_THAT(only(ps), Contains("the rules profile test has no terrain row for 'orchard'"));
    CHECK(ps[0].severity == Severity::Warning);
    f.s.rules.terrain.clear();
    CHECK(f.run("map.terrain").empty());
}

TEST_CASE("map.sheets: sheets joined edge to edge", "[checks][map]") {
    Fixture f;
    std::vector<TerrainType> terrain{{"clear", "Clear", 0, "none", false, false}};
    auto joined =
        Map::create("m", {}, {Sheet{'A', 0, 0, 10, 10}, Sheet{'B', 10, 4, 10, 10}}, terrain);
    REQUIRE(joined.ok());
    f.s.map = *joined;
    CHECK(f.run("map.sheets").empty());
    auto gap = Map::create("m", {}, {Sheet{'A', 0, 0, 10, 10}, Sheet{'B', 11, 0, 10, 10}}, terrain);
    REQUIRE(gap.ok());
    f.s.map = *gap;
    CHECK(only(f.run("map.sheets")) ==
          "sheet B is not joined to sheet A: map sheets meet edge to edge, without gaps");
    auto below =
        Map::create("m", {}, {Sheet{'A', 0, 0, 10, 10}, Sheet{'B', 5, 10, 10, 10}}, terrain);
    REQUIRE(below.ok());
    f.s.map = *below;
    CHECK(f.run("map.sheets").empty());
}
