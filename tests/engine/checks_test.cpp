// Structural checks over small scenarios built in code: each fires on its illegal case and stays
// quiet on the legal one; the catalogue and the filter.
#include "engine/checks/checks.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace marengo;

namespace {

Unit unit(std::string id, Echelon e, std::string parent, Arm arm = Arm::None, int increments = 0) {
    Unit u;
    u.id = std::move(id);
    u.name = "Unit " + u.id;
    u.echelon = e;
    u.parent = std::move(parent);
    u.arm = arm;
    u.increments = increments;
    if (e == Echelon::Battery)
        u.artillery = ArtilleryType::Foot;
    return u;
}

Placement at(const Scenario& s, std::string id, const char* hex, Formation f = Formation::Column,
             Facing facing = Facing::side(HexSide::N)) {
    Placement p;
    p.unit = std::move(id);
    p.hex = s.map.find(hex);
    REQUIRE(p.hex != kNoHex);
    p.formation = f;
    p.facing = facing;
    return p;
}

// A legal scenario: 09:00-12:00, a French and a Russian OOB, every counter placed or arriving.
//   French: army fr > corps vi > brigade vi-b > regiment 69l (headquarters, no increments) >
//           battalions 69l-1 (7), 69l-2 (6); battery vi-a1; leader ney.
//   Russian: army ru > regiment pavlov (a counter of 12 increments) > battalions pavlov-1,
//            pavlov-2 (off map while the regiment is placed); cavalry regiment ru-c arriving.
Scenario legal() {
    Scenario s;
    s.title = "test";
    s.start = Clock{9 * 60};
    s.end = Clock{12 * 60};
    auto m = Map::create("m", Numbering{}, {Sheet{'A', 0, 0, 12, 10}},
                         {TerrainType{"clear", "Clear", 0, "none", false, false}});
    REQUIRE(m.ok());
    s.map = std::move(m).value();

    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(unit("fr", Echelon::Army, "")));
    REQUIRE(fr.add(unit("vi", Echelon::Corps, "fr")));
    REQUIRE(fr.add(unit("vi-b", Echelon::Brigade, "vi")));
    REQUIRE(fr.add(unit("69l", Echelon::Regiment, "vi-b", Arm::Infantry)));
    REQUIRE(fr.add(unit("69l-1", Echelon::Battalion, "69l", Arm::Infantry, 7)));
    REQUIRE(fr.add(unit("69l-2", Echelon::Battalion, "69l", Arm::Infantry, 6)));
    REQUIRE(fr.add(unit("vi-a1", Echelon::Battery, "vi", Arm::Artillery, 2)));
    REQUIRE(fr.add(unit("ney", Echelon::Leader, "vi", Arm::Leader)));

    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(unit("ru", Echelon::Army, "")));
    REQUIRE(ru.add(unit("pavlov", Echelon::Regiment, "ru", Arm::Infantry, 12)));
    REQUIRE(ru.add(unit("pavlov-1", Echelon::Battalion, "pavlov", Arm::Infantry, 6)));
    REQUIRE(ru.add(unit("pavlov-2", Echelon::Battalion, "pavlov", Arm::Infantry, 6)));
    REQUIRE(ru.add(unit("ru-c", Echelon::Regiment, "ru", Arm::Cavalry, 6)));
    s.oobs = {fr, ru};

    s.setup.push_back(at(s, "69l-1", "A0505"));
    Placement line = at(s, "69l-2", "A0606", Formation::Line, Facing::vertex(Vertex::NNE));
    line.second = s.map.find("A0707"); // across the SE flank hexside (formation.two-hex-line)
    line.increments = 5;
    s.setup.push_back(line);
    s.setup.push_back(at(s, "vi-a1", "A0405", Formation::Unlimbered, Facing::side(HexSide::NE)));
    s.setup.push_back(at(s, "ney", "A0505"));
    s.setup.push_back(at(s, "pavlov", "A0903", Formation::Carre, Facing{}));

    Reinforcement r;
    r.time = Clock{10 * 60};
    r.entry = s.map.find("A1201");
    r.side = "Russian";
    Placement c;
    c.unit = "ru-c";
    c.hex = r.entry;
    c.facing = Facing::side(HexSide::SW);
    r.units.push_back(c);
    s.reinforcements.push_back(r);
    return s;
}

std::vector<Problem> run(const Scenario& s, const std::string& check) {
    return runChecks(s, CheckFilter{{check}});
}

std::string describe(const std::vector<Problem>& ps) {
    std::string out;
    for (const Problem& p : ps)
        out += p.check + ": " + p.message + "\n";
    return out;
}

bool mentions(const Problem& p, const std::string& unitId) {
    return std::find(p.units.begin(), p.units.end(), unitId) != p.units.end();
}

} // namespace

TEST_CASE("the legal scenario raises no problem at all", "[checks]") {
    Scenario s = legal();
    auto problems = runChecks(s);
    INFO(describe(problems));
    CHECK(problems.empty());
}

TEST_CASE("oob.unique-id: the same id in two orders of battle", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "oob.unique-id").empty());
    REQUIRE(s.oobs[1].add(unit("69l-1", Echelon::Battalion, "pavlov", Arm::Infantry, 4)));
    auto ps = run(s, "oob.unique-id");
    INFO(describe(ps));
    REQUIRE(ps.size() == 1);
    CHECK(ps[0].check == "oob.unique-id");
    CHECK(ps[0].severity == Severity::Error);
    CHECK(ps[0].units == std::vector<std::string>{"69l-1"});
    CHECK_THAT(ps[0].message, Catch::Contains("French") && Catch::Contains("Russian"));
}

TEST_CASE("setup.unknown-unit: placed or arriving units must exist", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "setup.unknown-unit").empty());
    s.setup.push_back(at(s, "ghost", "A0101"));
    s.reinforcements[0].units.push_back(Placement{});
    s.reinforcements[0].units.back().unit = "phantom";
    auto ps = run(s, "setup.unknown-unit");
    INFO(describe(ps));
    REQUIRE(ps.size() == 2);
    CHECK(ps[0].units == std::vector<std::string>{"ghost"});
    CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0101")});
    CHECK_THAT(ps[0].message, Catch::Contains("set-up"));
    CHECK(ps[1].units == std::vector<std::string>{"phantom"});
    CHECK(ps[1].hexes == std::vector<HexId>{s.map.find("A1201")}); // the entry hex
    CHECK_THAT(ps[1].message, Catch::Contains("reinforcement"));
}

TEST_CASE("setup.placed-twice: a unit both set up and arriving", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "setup.placed-twice").empty());
    SECTION("set up and scheduled") {
        s.setup.push_back(at(s, "ru-c", "A1005"));
        auto ps = run(s, "setup.placed-twice");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"ru-c"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A1201")});
    }
    SECTION("set up twice") {
        s.setup.push_back(at(s, "ney", "A0202"));
        auto ps = run(s, "setup.placed-twice");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"ney"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0202")});
        CHECK_THAT(ps[0].message, Catch::Contains("Unit ney"));
    }
}

TEST_CASE("setup.not-placeable: headquarters and doubled regiments", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "setup.not-placeable").empty());
    SECTION("a brigade placed") {
        s.setup.push_back(at(s, "vi-b", "A0202"));
        auto ps = run(s, "setup.not-placeable");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"vi-b"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0202")});
        CHECK_THAT(ps[0].message, Catch::Contains("brigade"));
    }
    SECTION("a corps arriving as a reinforcement") {
        s.reinforcements[0].units.push_back(Placement{});
        s.reinforcements[0].units.back().unit = "vi";
        auto ps = run(s, "setup.not-placeable");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"vi"});
    }
    SECTION("a battalion placed while its regiment is placed") {
        s.setup.push_back(at(s, "pavlov-1", "A0904"));
        auto ps = run(s, "setup.not-placeable");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"pavlov-1", "pavlov"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0904")});
    }
    SECTION("a battalion arriving while its regiment is placed") {
        s.reinforcements[0].units.push_back(Placement{});
        s.reinforcements[0].units.back().unit = "pavlov-2";
        auto ps = run(s, "setup.not-placeable");
        REQUIRE(ps.size() == 1);
        CHECK(mentions(ps[0], "pavlov-2"));
        CHECK(mentions(ps[0], "pavlov"));
    }
    SECTION("a headquarters regiment placed with its battalions is one problem") {
        // 69l has no increments of its own: placing it is the error; its battalions on the map
        // are not "doubled" by a regiment counter that does not exist.
        s.setup.push_back(at(s, "69l", "A0202"));
        auto ps = run(s, "setup.not-placeable");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"69l"});
    }
}

TEST_CASE("setup.placement: facing kind and second hex and on the map", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "setup.placement").empty());
    SECTION("line facing a hexside") {
        s.setup[1].facing = Facing::side(HexSide::N);
        auto ps = run(s, "setup.placement");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"69l-2"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0606")});
        CHECK_THAT(ps[0].message, Catch::Contains("vertex"));
    }
    SECTION("column facing a vertex") {
        s.setup[0].facing = Facing::vertex(Vertex::E);
        auto ps = run(s, "setup.placement");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"69l-1"});
    }
    SECTION("second hex not adjacent") {
        s.setup[1].second = s.map.find("A0608");
        auto ps = run(s, "setup.placement");
        REQUIRE(ps.size() == 1);
        CHECK_THAT(ps[0].message, Catch::Contains("not adjacent"));
    }
    SECTION("carre with a facing and column with a second hex: two problems") {
        s.setup[4].facing = Facing::side(HexSide::S);
        s.setup[0].second = s.map.find("A0506");
        auto ps = run(s, "setup.placement");
        INFO(describe(ps));
        REQUIRE(ps.size() == 2);
        CHECK(ps[0].units == std::vector<std::string>{"69l-1"}); // set-up order
        CHECK(ps[1].units == std::vector<std::string>{"pavlov"});
    }
    SECTION("off the map") {
        s.setup[2].hex = kNoHex;
        auto ps = run(s, "setup.placement");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"vi-a1"});
    }
}

TEST_CASE("setup.increments: between 1 and the printed value", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "setup.increments").empty());
    SECTION("the printed value itself is fine") {
        s.setup[0].increments = 7;
        s.setup[1].increments = 1;
        CHECK(run(s, "setup.increments").empty());
    }
    SECTION("zero increments") {
        s.setup[0].increments = 0;
        auto ps = run(s, "setup.increments");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"69l-1"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A0505")});
    }
    SECTION("more than printed") {
        s.setup[0].increments = 8;
        auto ps = run(s, "setup.increments");
        REQUIRE(ps.size() == 1);
        CHECK_THAT(ps[0].message, Catch::Contains("8") && Catch::Contains("7"));
    }
    SECTION("a reinforcement with more than printed") {
        s.reinforcements[0].units[0].increments = 9;
        auto ps = run(s, "setup.increments");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"ru-c"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A1201")});
    }
    SECTION("leaders have no increments to check") {
        s.setup[3].increments = 0;
        CHECK(run(s, "setup.increments").empty());
    }
}

TEST_CASE("setup.unplaced: counters neither set up nor arriving", "[checks]") {
    Scenario s = legal();
    // Battalions of the placed regiment pavlov are on the map through it: no warning.
    CHECK(run(s, "setup.unplaced").empty());
    SECTION("a battery left out") {
        s.setup.erase(s.setup.begin() + 2);
        auto ps = run(s, "setup.unplaced");
        INFO(describe(ps));
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].severity == Severity::Warning);
        CHECK(ps[0].units == std::vector<std::string>{"vi-a1"});
        CHECK(ps[0].hexes.empty());
    }
    SECTION("a reinforcement counts as placed; without it the regiment is unplaced") {
        s.reinforcements.clear();
        auto ps = run(s, "setup.unplaced");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"ru-c"});
    }
    SECTION("a regiment placed through its battalions") {
        s.setup.back() = at(s, "pavlov-1", "A0903");
        s.setup.push_back(at(s, "pavlov-2", "A0904"));
        CHECK(run(s, "setup.unplaced").empty());
    }
    SECTION("a regiment with battalions, nothing placed: the battalions are reported") {
        s.setup.pop_back();
        auto ps = run(s, "setup.unplaced");
        INFO(describe(ps));
        std::set<std::string> ids;
        for (const Problem& p : ps)
            ids.insert(p.units.at(0));
        CHECK(ids == std::set<std::string>{"pavlov-1", "pavlov-2"});
    }
    SECTION("one battalion of two placed") {
        s.setup.back() = at(s, "pavlov-1", "A0903");
        auto ps = run(s, "setup.unplaced");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"pavlov-2"});
    }
}

TEST_CASE("scenario.time: end after start and on a turn boundary", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "scenario.time").empty());
    SECTION("end before start") {
        s.end = Clock{8 * 60 + 40};
        auto ps = run(s, "scenario.time");
        REQUIRE(ps.size() == 1);
        CHECK_THAT(ps[0].message, Catch::Contains("08:40") && Catch::Contains("09:00"));
    }
    SECTION("end not on a turn boundary") {
        s.end = Clock{12 * 60 + 10};
        auto ps = run(s, "scenario.time");
        REQUIRE(ps.size() == 1);
        CHECK_THAT(ps[0].message, Catch::Contains("20-minute"));
    }
    SECTION("a one-turn scenario is fine") {
        s.end = s.start;
        s.reinforcements[0].time = s.start;
        CHECK(run(s, "scenario.time").empty());
    }
    SECTION("turn length comes from the rules profile") {
        REQUIRE(s.rules.set(params::timeTurnMinutes, 30, "test").ok());
        s.end = Clock{11 * 60 + 30};
        CHECK(run(s, "scenario.time").empty());
        s.end = Clock{11 * 60 + 40};
        CHECK(run(s, "scenario.time").size() == 1);
    }
}

TEST_CASE("reinforcement.time: inside the scenario and on a turn", "[checks]") {
    Scenario s = legal();
    CHECK(run(s, "reinforcement.time").empty());
    SECTION("first and last turn are inside") {
        s.reinforcements[0].time = Clock{9 * 60};
        CHECK(run(s, "reinforcement.time").empty());
        s.reinforcements[0].time = Clock{12 * 60};
        CHECK(run(s, "reinforcement.time").empty());
    }
    SECTION("after the end") {
        s.reinforcements[0].time = Clock{12 * 60 + 20};
        auto ps = run(s, "reinforcement.time");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"ru-c"});
        CHECK(ps[0].hexes == std::vector<HexId>{s.map.find("A1201")});
        CHECK_THAT(ps[0].message, Catch::Contains("outside"));
    }
    SECTION("before the start") {
        s.reinforcements[0].time = Clock{8 * 60 + 40};
        CHECK(run(s, "reinforcement.time").size() == 1);
    }
    SECTION("between turns") {
        s.reinforcements[0].time = Clock{10 * 60 + 10};
        auto ps = run(s, "reinforcement.time");
        REQUIRE(ps.size() == 1);
        CHECK_THAT(ps[0].message, Catch::Contains("not arrive on a turn"));
    }
}

TEST_CASE("CheckFilter selects checks by id", "[checks]") {
    CHECK(CheckFilter{}.accepts("setup.placement"));
    CHECK(CheckFilter{}.accepts("anything"));
    CheckFilter f{{"setup.placement", "scenario.time"}};
    CHECK(f.accepts("setup.placement"));
    CHECK(f.accepts("scenario.time"));
    CHECK_FALSE(f.accepts("setup.unknown-unit"));
    CHECK_FALSE(f.accepts("setup"));

    // A scenario with three kinds of problem.
    Scenario s = legal();
    s.setup[1].facing = Facing::side(HexSide::N); // setup.placement
    s.setup.push_back(at(s, "ghost", "A0101"));   // setup.unknown-unit
    s.end = Clock{12 * 60 + 10};                  // scenario.time
    auto all = runChecks(s);
    std::set<std::string> ids;
    for (const Problem& p : all)
        ids.insert(p.check);
    CHECK(ids == std::set<std::string>{"setup.placement", "setup.unknown-unit", "scenario.time"});

    auto only = runChecks(s, CheckFilter{{"setup.placement"}});
    REQUIRE(only.size() == 1);
    CHECK(only[0].check == "setup.placement");
    auto two = runChecks(s, f);
    REQUIRE(two.size() == 2);
    CHECK(two[0].check == "setup.placement");
    CHECK(two[1].check == "scenario.time");
    CHECK(runChecks(s, CheckFilter{{"no.such-check"}}).empty());
}

TEST_CASE("problems come in catalogue order", "[checks]") {
    Scenario s = legal();
    s.end = Clock{8 * 60};                      // scenario.time (and reinforcement.time)
    s.setup[0].increments = 0;                  // setup.increments
    s.setup.push_back(at(s, "ghost", "A0101")); // setup.unknown-unit
    s.setup.push_back(at(s, "vi-b", "A0102"));  // setup.not-placeable
    auto ps = runChecks(s);
    const auto& cat = checkCatalogue();
    auto index = [&](const std::string& id) {
        for (std::size_t i = 0; i < cat.size(); ++i)
            if (cat[i].id == id)
                return i;
        FAIL("unknown check " << id);
        return cat.size();
    };
    REQUIRE(ps.size() >= 4);
    for (std::size_t i = 1; i < ps.size(); ++i)
        CHECK(index(ps[i - 1].check) <= index(ps[i].check));
    for (const Problem& p : ps) {
        const CheckInfo* info = findCheck(p.check);
        REQUIRE(info != nullptr);
        CHECK(p.severity == info->severity);
    }
}

TEST_CASE("the check catalogue", "[checks]") {
    const auto& cat = checkCatalogue();
    REQUIRE_FALSE(cat.empty());
    std::set<std::string_view> ids;
    for (const CheckInfo& c : cat) {
        INFO("check " << std::string(c.id));
        CHECK_FALSE(c.id.empty());
        CHECK(ids.insert(c.id).second);
        CHECK_FALSE(c.title.empty());
        CHECK_FALSE(c.citation.empty());
        CHECK(findCheck(c.id) == &c);
    }
    for (const char* id : {"oob.unique-id", "setup.unknown-unit", "setup.placed-twice",
                           "setup.not-placeable", "setup.placement", "setup.increments",
                           "setup.unplaced", "scenario.time", "reinforcement.time"})
        CHECK(ids.count(id) == 1);
    CHECK(findCheck("setup.unplaced")->severity == Severity::Warning);
    CHECK(findCheck("oob.unique-id")->severity == Severity::Error);
    CHECK(findCheck("no.such-check") == nullptr);
    CHECK(toString(Severity::Warning) == "warning");
    CHECK(toString(Reach::Neighbours) == "neighbours");
}
