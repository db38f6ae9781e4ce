// reinforcement.arrival-formation: the formation reinforcements arrive in suits the entry hex
// (Reinforcements, Friedland et Danzig 1809, Premier Rules (2014), p.128), judged by the set-up
// formation rules where terrain decides.
#include "checks_fixtures.hpp"
#include "engine/checks/validator.hpp"

using namespace checks_test;

namespace {

/// A French reinforcement of 10:00 at `at` with one unit in `f`.
Placement& arrive(Fixture& fx, const char* at, const char* unit, Formation f,
                  Facing facing = Facing::side(HexSide::N)) {
    Reinforcement r;
    r.time = Clock{10 * 60};
    r.entry = fx.hex(at);
    r.side = "French";
    Placement p;
    p.unit = unit;
    p.hex = r.entry;
    p.formation = f;
    p.facing = f == Formation::Carre ? Facing{} : facing;
    r.units.push_back(p);
    fx.s.reinforcements.push_back(r);
    return fx.s.reinforcements.back().units.back();
}

constexpr const char* kId = "reinforcement.arrival-formation";

} // namespace

TEST_CASE("reinforcement.arrival-formation: on an entry hex with a road", "[checks][arrival]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.battery("French", "bty", 3);
    f.s.map.setFeatures(f.hex("A0601"), HexSide::S, kRoad);
    SECTION("column, carré and road march: legal") {
        for (Formation fm : {Formation::Column, Formation::Carre, Formation::RoadMarch}) {
            f.s.reinforcements.clear();
            arrive(f, "A0601", "r1-1", fm);
            INFO(toString(fm));
            CHECK(f.run(kId).empty());
        }
    }
    SECTION("artillery limbered or in road march: legal") {
        arrive(f, "A0601", "bty", Formation::Limbered);
        arrive(f, "A0601", "bty", Formation::RoadMarch);
        CHECK(f.run(kId).empty());
    }
    SECTION("line: illegal") {
        arrive(f, "A0601", "r1-1", Formation::Line, Facing::vertex(Vertex::SSE));
        auto ps = f.run(kId);
        CHECK(only(ps) == "Unit r1-1 arrives at A0601 at 10:00 (French) in line, but on an entry "
                          "hex with a road, units arrive in column, carré or road march "
                          "(Reinforcements, rule 44/45, Friedland et Danzig 1809, Premier Rules "
                          "of 2014, p.128)");
        CHECK(ps[0].hexes == std::vector<HexId>{f.hex("A0601")});
        CHECK(ps[0].units == std::vector<std::string>{"r1-1"});
    }
    SECTION("skirmish order and general order: illegal") {
        arrive(f, "A0601", "r1-1", Formation::GeneralOrder);
        arrive(f, "A0601", "r1-1", Formation::Skirmish, Facing::vertex(Vertex::SSE));
        CHECK(f.run(kId).size() == 2);
    }
    SECTION("a road through woods: only road march (general order terrain)") {
        f.paint("A0601", kWoods);
        arrive(f, "A0601", "r1-1", Formation::RoadMarch);
        CHECK(f.run(kId).empty());
        f.s.reinforcements[0].units[0].formation = Formation::Column;
        CHECK_THAT(only(f.run(kId)), Contains("A0601 is woods, general-order terrain: infantry "
                                              "there is in general order"));
    }
}

TEST_CASE("reinforcement.arrival-formation: off a road", "[checks][arrival]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    f.cavalry("French", "c1", 8);
    f.battery("French", "bty", 3);
    SECTION("clear: column, line, carré, cavalry line, limbered battery: legal") {
        arrive(f, "A0601", "r1-1", Formation::Column);
        arrive(f, "A0701", "r1-1", Formation::Line, Facing::vertex(Vertex::SSE));
        arrive(f, "A0801", "r1-1", Formation::Carre);
        arrive(f, "A0901", "c1", Formation::Line, Facing::vertex(Vertex::SSE));
        arrive(f, "A1001", "bty", Formation::Limbered);
        CHECK(f.run(kId).empty());
    }
    SECTION("road march without a road: illegal") {
        arrive(f, "A0601", "r1-1", Formation::RoadMarch);
        CHECK_THAT(only(f.run(kId)), Contains("road march needs a road, and A0601 has none"));
    }
    SECTION("general order in clear: illegal") {
        arrive(f, "A0601", "r1-1", Formation::GeneralOrder);
        CHECK_THAT(only(f.run(kId)),
                   Contains("general order is for general-order terrain, and A0601 is clear"));
    }
    SECTION("woods: general order legal, line illegal") {
        f.paint("A0601", kWoods);
        arrive(f, "A0601", "r1-1", Formation::GeneralOrder);
        CHECK(f.run(kId).empty());
        f.s.reinforcements[0].units[0].formation = Formation::Line;
        f.s.reinforcements[0].units[0].facing = Facing::vertex(Vertex::SSE);
        CHECK_THAT(only(f.run(kId)), Contains("in line, but A0601 is woods, general-order "
                                              "terrain"));
    }
    SECTION("a disordered unit is exempt from general order, as at set-up") {
        f.paint("A0601", kWoods);
        arrive(f, "A0601", "r1-1", Formation::Column).state = UnitState::Disordered;
        CHECK(f.run(kId).empty());
    }
    SECTION("carré in a marsh, cavalry line in an orchard: illegal") {
        f.paint("A0601", kMarsh);
        f.paint("A0701", kOrchard);
        arrive(f, "A0601", "r1-1", Formation::Carre);
        CHECK_THAT(only(f.run(kId)), Contains("carré needs clear terrain, and A0601 is marsh"));
        f.s.reinforcements.clear();
        arrive(f, "A0701", "c1", Formation::Line, Facing::vertex(Vertex::SSE));
        CHECK_THAT(only(f.run(kId)), Contains("cavalry line forms only in clear terrain"));
    }
    SECTION("carré on ground that is not clear but forces no general order: illegal") {
        f.paint("A0601", kPond);
        arrive(f, "A0601", "r1-1", Formation::Carre);
        CHECK_THAT(only(f.run(kId)), Contains("carré needs clear terrain, and A0601 is mill pond"));
    }
    SECTION("artillery unlimbered, infantry limbered: illegal") {
        arrive(f, "A0601", "bty", Formation::Unlimbered);
        arrive(f, "A0701", "r1-1", Formation::Limbered);
        auto ps = f.run(kId);
        REQUIRE(ps.size() == 2);
        CHECK_THAT(ps[0].message, Contains("artillery enters limbered"));
        CHECK_THAT(ps[1].message, Contains("infantry is never limbered: only artillery limbers"));
    }
    SECTION("leaders and unknown ids are not judged") {
        f.leader("French", "ldr");
        arrive(f, "A0601", "ldr", Formation::Line, Facing::vertex(Vertex::SSE));
        arrive(f, "A0701", "nobody", Formation::Line, Facing::vertex(Vertex::SSE));
        CHECK(f.run(kId).empty());
    }
}

// The check runs per entry hex: a terrain edit re-checks the arrivals at the hexes it touched and
// nothing else, so its work does not grow with the number of reinforcements or the map.
TEST_CASE("reinforcement.arrival-formation: a terrain edit re-checks only its own entry hex",
          "[checks][arrival][validator]") {
    Fixture f;
    f.regiment("French", "r1");
    f.battalion("French", "r1", "r1-1", 6);
    arrive(f, "A0601", "r1-1", Formation::Carre);
    arrive(f, "A0801", "r1-1", Formation::Column);
    Validator v(f.s, CheckFilter{{kId}});
    v.runFull();
    CHECK(v.lastRuns() == 2); // the two entry hexes
    CHECK(v.problems().empty());

    // Away from every entry: nothing runs.
    f.paint("A0304", kWoods);
    const HexId away[] = {f.hex("A0304")};
    v.update(away, kOnTerrain);
    CHECK(v.lastRuns() == 0);
    CHECK(v.problems().empty());

    // At the carré's entry: that hex alone is re-checked, and the carré is refused there.
    f.paint("A0601", kWoods);
    const HexId entry[] = {f.hex("A0601")};
    v.update(entry, kOnTerrain);
    CHECK(v.lastRuns() == 1);
    REQUIRE(v.problems().size() == 1);
    CHECK_THAT(v.problems()[0].message,
               Contains("in carré, but carré needs clear terrain, and A0601 is woods"));
    CHECK(v.problems()[0].hexes == std::vector<HexId>{f.hex("A0601")});
}
