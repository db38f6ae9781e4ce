// sight.expected: the sight lines a scenario states (issue 3), checked with the LOS of
// engine/rules/los, on both sides, and under the incremental validator.
#include "checks_fixtures.hpp"

#include "engine/checks/validator.hpp"

#include <random>

using namespace checks_test;

namespace {

ExpectedSight sight(const Fixture& f, const char* from, const char* to, bool visible = true,
                    std::string note = "") {
    ExpectedSight e;
    e.from.hex = f.hex(from);
    e.to.hex = f.hex(to);
    e.visible = visible;
    e.note = std::move(note);
    return e;
}

} // namespace

TEST_CASE("sight.expected: a stated sight line that holds, and one that is blocked",
          "[checks][sight]") {
    Fixture f;
    f.s.sightLines.push_back(sight(f, "A0502", "A0508"));
    SECTION("open ground between: silent") {
        CHECK(f.run("sight.expected").empty());
    }
    SECTION("woods between: blocked at the wood") {
        f.paint("A0505", kWoods);
        auto ps = f.run("sight.expected");
        CHECK(only(ps) == "expected A0502 to see A0508, but the line is blocked at A0505 (woods)");
        CHECK(ps[0].severity == Severity::Error);
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0502"), f.hex("A0508"), f.hex("A0505")});
    }
    SECTION("a village at the target's own hex does not block") {
        f.paint("A0508", kVillage);
        f.paint("A0502", kWoods);
        CHECK(f.run("sight.expected").empty());
    }
    SECTION("higher ground between: blocked, with its level") {
        f.s.map.setElevation(f.hex("A0504"), 1);
        CHECK(only(f.run("sight.expected")) == "expected A0502 to see A0508, but the line is "
                                               "blocked at A0504 (higher ground, level 1)");
        SECTION("an observer on a height sees over it") {
            f.s.map.setElevation(f.hex("A0502"), 2);
            CHECK(f.run("sight.expected").empty());
        }
    }
    SECTION("the note names the line in the message") {
        f.s.sightLines[0].note = "the battery sees the bridge";
        f.paint("A0506", kVillage);
        CHECK(only(f.run("sight.expected")) ==
              "expected A0502 to see A0508 (the battery sees the bridge), but the line is "
              "blocked at A0506 (village)");
    }
    SECTION("beyond the profile's range") {
        REQUIRE(f.s.rules.set(params::losMaxRange, 4, "test"));
        CHECK(only(f.run("sight.expected")) ==
              "expected A0502 to see A0508, but 6 hexes is beyond the sight range of 4 "
              "(los.max-range)");
    }
}

TEST_CASE("sight.expected: a line stated to be blocked", "[checks][sight]") {
    Fixture f;
    f.s.sightLines.push_back(sight(f, "A0502", "A0508", false));
    SECTION("blocked by woods: silent") {
        f.paint("A0505", kWoods);
        CHECK(f.run("sight.expected").empty());
    }
    SECTION("clear: reported") {
        CHECK(only(f.run("sight.expected")) ==
              "expected A0502 not to see A0508, but the line is clear");
    }
}

TEST_CASE("sight.expected: unit ends stand where the set-up places them", "[checks][sight]") {
    Fixture f;
    f.battery("French", "bty", 3);
    f.regiment("Russian", "r1");
    f.battalion("Russian", "r1", "r1-1", 6);
    ExpectedSight e;
    e.from.unit = "bty";
    e.to.unit = "r1-1";
    f.s.sightLines.push_back(e);
    SECTION("a unit not on the map at set-up cannot be checked") {
        f.place("bty", "A0502", Formation::Unlimbered, Facing::side(HexSide::S));
        auto ps = f.run("sight.expected");
        CHECK(only(ps) == "stated sight line cannot be checked: unit 'r1-1' is not placed at "
                          "set-up");
        CHECK(ps[0].units == std::vector<std::string>{"bty", "r1-1"});
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0502")});
    }
    f.place("bty", "A0502", Formation::Unlimbered, Facing::side(HexSide::S));
    f.place("r1-1", "A0508", Formation::Column, Facing::side(HexSide::N));
    SECTION("placed in the open: silent") {
        CHECK(f.run("sight.expected").empty());
    }
    SECTION("moved behind a wood: reported with the units' names") {
        f.paint("A0506", kWoods);
        auto ps = f.run("sight.expected");
        CHECK(only(ps) == "expected A0502 (Unit bty) to see A0508 (Unit r1-1), but the line is "
                          "blocked at A0506 (woods)");
        CHECK(ps[0].units == std::vector<std::string>{"bty", "r1-1"});
    }
    SECTION("units between block only with los.units-block=1") {
        f.regiment("French", "r2");
        f.battalion("French", "r2", "r2-1", 6);
        f.place("r2-1", "A0505", Formation::Column, Facing::side(HexSide::S));
        CHECK(f.run("sight.expected").empty());
        REQUIRE(f.s.rules.set(params::losUnitsBlock, 1, "test"));
        CHECK_THAT(only(f.run("sight.expected")),
                   Contains("blocked at A0505 (units, los.units-block=1)"));
    }
}

// The check reads terrain, elevation, units and the stated lines: the incremental validator must
// re-run it after any of those edits and agree with a full run.
TEST_CASE("sight.expected: incremental validation equals a full run",
          "[checks][sight][validator]") {
    Fixture f;
    f.battery("French", "bty", 3);
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.place("bty", "A0502", Formation::Unlimbered, Facing::side(HexSide::S));
    f.s.sightLines.push_back(sight(f, "A0210", "A0904"));
    f.s.sightLines.push_back(sight(f, "A0505", "A0511", false));
    ExpectedSight e;
    e.from.unit = "bty";
    e.to.hex = f.hex("A0508");
    f.s.sightLines.push_back(e);
    Scenario& s = f.s;
    Validator v(s, CheckFilter{{"sight.expected"}});
    v.runFull();
    std::mt19937 rng(7);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    auto render = [](const std::vector<Problem>& ps) {
        std::vector<std::string> out;
        for (const Problem& p : ps)
            out.push_back(p.message);
        return out;
    };
    std::size_t reported = 0;
    for (int step = 0; step < 200; ++step) {
        std::vector<HexId> touched;
        unsigned what = 0;
        const HexId h = s.map.id({2 + pick(8), 2 + pick(10)});
        switch (pick(4)) {
        case 0:
            s.map.setTerrain(h, static_cast<TerrainId>(pick(3)));
            what = kOnTerrain;
            break;
        case 1:
            s.map.setElevation(h, pick(3) - 1);
            what = kOnTerrain;
            break;
        case 2: // move a unit
            touched.push_back(s.setup[0].hex);
            s.setup[0].hex = h;
            what = kOnUnits;
            break;
        default: // restate a line
            s.sightLines[static_cast<std::size_t>(pick(2))].visible = pick(2) == 0;
            what = kOnStructure;
            break;
        }
        touched.push_back(h);
        v.update(touched, what);
        INFO("step " << step);
        const auto full = runChecks(s, CheckFilter{{"sight.expected"}});
        REQUIRE(render(v.problems()) == render(full));
        reported += full.size();
    }
    CHECK(reported > 0);
}
