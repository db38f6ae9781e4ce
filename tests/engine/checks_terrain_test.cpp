// Terrain checks: prohibited terrain per arm (legality case 16 of docs/rules.md: artillery
// prohibited in woods on the terrain effects charts of Prusse 1806 special rules p.1, Bautzen 1813
// special rules p.1 and Leipzig 1813 special rules p.1) and impassable hexsides.
#include "checks_fixtures.hpp"

#include "engine/checks/terrain.hpp"

using namespace checks_test;

TEST_CASE("terrain.prohibited: foot battery in woods (legality case 16)", "[checks][terrain]") {
    Fixture f;
    f.paint("A0505", kWoods);
    f.paint("A0707", kMarsh);
    f.battery("French", "a1", 2);
    f.cavalry("French", "c1", 6);
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    SECTION("limbered battery in woods: illegal") {
        f.place("a1", "A0505", Formation::Limbered, Facing::side(HexSide::N));
        auto ps = f.run("terrain.prohibited");
        CHECK(only(ps) == "artillery may not enter woods: Unit a1 stands at A0505");
        CHECK(ps[0].units == std::vector<std::string>{"a1"});
    }
    SECTION("battery in clear: legal") {
        f.place("a1", "A0606", Formation::Limbered, Facing::side(HexSide::N));
        CHECK(f.run("terrain.prohibited").empty());
    }
    SECTION("road march on a road through the woods: legal") {
        f.s.map.setFeatures(f.hex("A0505"), HexSide::N, kRoad);
        f.place("a1", "A0505", Formation::RoadMarch, Facing::side(HexSide::N));
        CHECK(f.run("terrain.prohibited").empty());
        f.s.setup[0].formation = Formation::Limbered;
        CHECK(f.run("terrain.prohibited").size() == 1);
    }
    SECTION("cavalry in a marsh: illegal; infantry there: legal") {
        f.place("c1", "A0707", Formation::GeneralOrder);
        f.place("r1-1", "A0707", Formation::GeneralOrder);
        CHECK_THAT(only(f.run("terrain.prohibited")), Contains("cavalry may not enter marsh"));
    }
    SECTION("the second hex of a two-hex unit counts, reported at the first") {
        f.paint("A0605", kPond);
        f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
        auto ps = f.run("terrain.prohibited");
        CHECK_THAT(only(ps), Contains("infantry may not enter mill pond"));
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0505")});
    }
}

TEST_CASE("terrain.impassable-hexside: a two-hex unit across a river", "[checks][terrain]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.place("r1-1", "A0505", Formation::Line, Facing::vertex(Vertex::NNE), "A0605");
    const HexId h = f.hex("A0505");
    CHECK(f.run("terrain.impassable-hexside").empty());
    SECTION("a river without bridge or ford between the hexes: illegal") {
        f.s.map.setFeatures(h, HexSide::SE, kRiver);
        auto ps = f.run("terrain.impassable-hexside");
        CHECK_THAT(only(ps), Contains("straddles a river without bridge or ford between A0505 "
                                      "and A0605"));
        CHECK(ps[0].hexes == std::vector<HexId>{h, f.hex("A0605")});
    }
    SECTION("a bridge or a ford: legal") {
        f.s.map.setFeatures(h, HexSide::SE, kRiver | kBridge);
        CHECK(f.run("terrain.impassable-hexside").empty());
        f.s.map.setFeatures(h, HexSide::SE, kRiver | kFord);
        CHECK(f.run("terrain.impassable-hexside").empty());
    }
    SECTION("a stream: legal unless the profile prohibits it to the arm") {
        f.s.map.setFeatures(h, HexSide::SE, kStream);
        CHECK(f.run("terrain.impassable-hexside").empty());
        REQUIRE(f.s.rules.set(params::cavalryStreamMp, -1, "test"));
        CHECK(f.run("terrain.impassable-hexside").empty()); // infantry
    }
}

TEST_CASE("terrain::hexsideBlock by arm", "[checks][terrain]") {
    RulesProfile p;
    CHECK(terrain::hexsideBlock(kRiver, Arm::Infantry, p) == "a river without bridge or ford");
    CHECK(terrain::hexsideBlock(kRiver | kBridge, Arm::Cavalry, p).empty());
    CHECK(terrain::hexsideBlock(kStream, Arm::Cavalry, p).empty());
    REQUIRE(p.set(params::cavalryStreamMp, -1, "test"));
    CHECK(terrain::hexsideBlock(kStream, Arm::Cavalry, p) ==
          "a stream cavalry may not cross (cavalry.stream-mp)");
    REQUIRE(p.set(params::cavalryFordMp, -1, "test"));
    CHECK(terrain::hexsideBlock(kStream | kRoad, Arm::Cavalry, p) ==
          "a ford cavalry may not cross (cavalry.ford-mp)");
    CHECK(terrain::hexsideBlock(kRiver | kFord, Arm::Cavalry, p) ==
          "a ford cavalry may not use (cavalry.ford-mp)");
    CHECK(terrain::hexsideBlock(kStream | kBridge, Arm::Cavalry, p).empty());
}
