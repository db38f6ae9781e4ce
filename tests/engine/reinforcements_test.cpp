// Reinforcement checks (engine/checks/reinforcements): entry on a map edge, passable for each
// arm, connected to the battlefield, and the enemy-ZOI warning with its five-hex shift
// (Reinforcements, Friedland et Danzig 1809, Premier Rules (2014), p.128; legality case 30 of
// docs/rules.md). Legal and illegal sides of each, and incremental == full with reinforcements.
#include "engine/checks/checks.hpp"
#include "engine/checks/reinforcements.hpp"
#include "engine/checks/validator.hpp"

#include "reinforcements_fixtures.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <set>

using namespace marengo;

namespace {

constexpr TerrainId kClear = 0;
constexpr TerrainId kWoods = 1;
constexpr TerrainId kMarsh = 2;

using reinforcements_test::makeUnit;

/// 16 x 12 clear map; French infantry set up at A0806, a French battalion, battery and cavalry
/// regiment arriving at 10:00 at A0106 on the west edge; a Russian army with a battalion at
/// A1406 and one reserve battalion.
Scenario makeScenario() {
    std::vector<TerrainType> terrain{{"clear", "Clear", 0xeeeeee, "none", false, false},
                                     {"woods", "Woods", 0x88aa88, "trees", true, true},
                                     {"marsh", "Marsh", 0x88aacc, "none", false, false}};
    Scenario s;
    s.map = *Map::create("test", {}, {Sheet{'A', 0, 0, 16, 12}}, terrain);
    s.start = Clock{9 * 60};
    s.end = Clock{12 * 60};
    s.rules.terrain = {TerrainRules{"clear", 1, 1, 1, 0, 0, 0, 0, 0, true, ""},
                       TerrainRules{"woods", 3, 5, -1, 0, 0, 0, 0, 0, true, ""},
                       TerrainRules{"marsh", 4, -1, -1, 0, 0, 0, 0, 0, true, ""}};
    OrderOfBattle fr;
    fr.side = "French";
    REQUIRE(fr.add(makeUnit("farmy", Echelon::Army, Arm::None, "")));
    REQUIRE(fr.add(makeUnit("freg", Echelon::Regiment, Arm::Infantry, "farmy")));
    REQUIRE(fr.add(makeUnit("fbn1", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fbn2", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fbty", Echelon::Battery, Arm::Artillery, "farmy", 2)));
    REQUIRE(fr.add(makeUnit("fcav", Echelon::Regiment, Arm::Cavalry, "farmy", 6)));
    OrderOfBattle ru;
    ru.side = "Russian";
    REQUIRE(ru.add(makeUnit("rarmy", Echelon::Army, Arm::None, "")));
    REQUIRE(ru.add(makeUnit("rreg", Echelon::Regiment, Arm::Infantry, "rarmy")));
    REQUIRE(ru.add(makeUnit("rbn1", Echelon::Battalion, Arm::Infantry, "rreg", 6)));
    REQUIRE(ru.add(makeUnit("rbn2", Echelon::Battalion, Arm::Infantry, "rreg", 6)));
    s.oobs = {fr, ru};
    auto place = [&](const char* unit, const char* hex, Formation f, Facing facing) {
        Placement p;
        p.unit = unit;
        p.hex = s.map.find(hex);
        REQUIRE(p.hex != kNoHex);
        p.formation = f;
        p.facing = facing;
        return p;
    };
    s.setup.push_back(place("fbn1", "A0806", Formation::Column, Facing::side(HexSide::N)));
    s.setup.push_back(place("rbn1", "A1406", Formation::Column, Facing::side(HexSide::N)));
    Reinforcement r;
    r.time = Clock{10 * 60};
    r.entry = s.map.find("A0106");
    r.side = "French";
    r.units = {place("fbn2", "A0106", Formation::Column, Facing::side(HexSide::NE)),
               place("fbty", "A0106", Formation::Limbered, Facing::side(HexSide::NE)),
               place("fcav", "A0106", Formation::Column, Facing::side(HexSide::NE))};
    s.reinforcements.push_back(r);
    Reinforcement rr;
    rr.time = Clock{11 * 60};
    rr.entry = s.map.find("A1606");
    rr.units = {place("rbn2", "A1606", Formation::Column, Facing::side(HexSide::NW))};
    s.reinforcements.push_back(rr);
    return s;
}

std::vector<Problem> run(const Scenario& s, const char* id) {
    return runChecks(s, CheckFilter{{id}});
}

HexId at(const Scenario& s, const char* label) {
    const HexId h = s.map.find(label);
    INFO(label);
    REQUIRE(h != kNoHex);
    return h;
}

/// A river down the hexsides east of column `col` (0-based), top to bottom.
void riverEastOf(Scenario& s, int col, Features extra = 0) {
    for (int row = 0; row < s.map.height(); ++row) {
        const HexId h = s.map.id({col, row});
        s.map.setFeatures(h, HexSide::NE, static_cast<Features>(kRiver | extra));
        s.map.setFeatures(h, HexSide::SE, static_cast<Features>(kRiver | extra));
    }
}

/// Problems as comparable lines: check, message and hexes.
std::vector<std::string> lines(const std::vector<Problem>& ps) {
    std::vector<std::string> out;
    for (const Problem& p : ps) {
        std::string line = p.check + "|" + p.message;
        for (HexId h : p.hexes)
            line += "|" + std::to_string(h);
        out.push_back(line);
    }
    return out;
}

/// A random terrain edit at `h` for the property tests: a new terrain, or a river (with or
/// without a bridge), a stream or nothing on one of its hexsides. Returns the hexes touched.
template <class Pick> std::vector<HexId> randomEdit(Scenario& s, HexId h, Pick& pick) {
    std::vector<HexId> touched{h};
    if (pick(2) == 0) {
        s.map.setTerrain(h, static_cast<TerrainId>(pick(3)));
        return touched;
    }
    const auto side = static_cast<HexSide>(pick(6));
    const int k = pick(4);
    s.map.setFeatures(h, side,
                      k == 0   ? Features{kRiver}
                      : k == 1 ? Features{kRiver | kBridge}
                      : k == 2 ? Features{0}
                               : Features{kStream});
    if (HexId n = s.map.neighbour(h, side); n != kNoHex)
        touched.push_back(n);
    return touched;
}

} // namespace

TEST_CASE("the reinforcement checks are in the catalogue, citing rule 44/45") {
    for (const char* id : {"reinforcement.entry-edge", "reinforcement.entry-passable",
                           "reinforcement.connected", "reinforcement.entry-zoi"}) {
        const CheckInfo* c = findCheck(id);
        INFO(id);
        REQUIRE(c);
        CHECK(std::string(c->citation).find("44/45") != std::string::npos);
    }
    CHECK(findCheck("reinforcement.entry-zoi")->severity == Severity::Warning);
}

TEST_CASE("a legal scenario with reinforcements has no reinforcement problem") {
    const Scenario s = makeScenario();
    for (const char* id : {"reinforcement.entry-edge", "reinforcement.entry-passable",
                           "reinforcement.connected", "reinforcement.entry-zoi"})
        CHECK(run(s, id).empty());
    CHECK(reinforcements::sideOf(s, s.reinforcements[1]) == "Russian");
    const auto movers = reinforcements::moversOf(s, s.reinforcements[0]);
    REQUIRE(movers.size() == 3);
    CHECK(movers[1].arm == movement::MoveArm::Artillery);
}

TEST_CASE("reinforcement.entry-edge: the entry hex must lie on a map edge") {
    Scenario s = makeScenario();
    s.reinforcements[0].entry = at(s, "A0506");
    auto ps = run(s, "reinforcement.entry-edge");
    REQUIRE(ps.size() == 1);
    CHECK(ps[0].message ==
          "entry hex A0506 of the French reinforcements of 10:00 at A0506 is not "
          "on a map edge: reinforcements enter from off the map ("
          "Reinforcements, rule 44/45, Friedland et Danzig 1809, Premier Rules of 2014, p.128)");
    CHECK(ps[0].hexes == std::vector<HexId>{at(s, "A0506")});
    CHECK(ps[0].units == std::vector<std::string>{"fbn2", "fbty", "fcav"});
    s.reinforcements[0].entry = kNoHex;
    ps = run(s, "reinforcement.entry-edge");
    REQUIRE(ps.size() == 1);
    CHECK(ps[0].message == "the French reinforcements of 10:00 have no entry hex on the map");
    // Corners and the other edges are edges.
    for (const char* e : {"A0101", "A1601", "A0812", "A1612"}) {
        s.reinforcements[0].entry = at(s, e);
        CHECK(run(s, "reinforcement.entry-edge").empty());
    }
}

TEST_CASE("reinforcement.entry-passable: each arm must be allowed into the entry hex") {
    Scenario s = makeScenario();
    s.map.setTerrain(at(s, "A0106"), kWoods);
    auto ps = run(s, "reinforcement.entry-passable");
    REQUIRE(ps.size() == 1);
    CHECK(ps[0].message ==
          "The fbty (artillery) cannot enter A0106, the entry hex of the French reinforcements of "
          "10:00 at A0106: Woods is prohibited terrain for artillery (rules profile terrain "
          "table; Reinforcements, rule 44/45, Friedland et Danzig 1809, Premier Rules of 2014, "
          "p.128)");
    CHECK(ps[0].units == std::vector<std::string>{"fbty"});

    SECTION("in road march along a road the battery may enter") {
        s.reinforcements[0].units[1].formation = Formation::RoadMarch;
        s.map.setFeatures(at(s, "A0106"), HexSide::SE, kRoad);
        CHECK(run(s, "reinforcement.entry-passable").empty());
    }
    SECTION("marsh keeps out cavalry and artillery, not infantry") {
        s.map.setTerrain(at(s, "A0106"), kMarsh);
        ps = run(s, "reinforcement.entry-passable");
        REQUIRE(ps.size() == 2);
        CHECK(ps[0].units == std::vector<std::string>{"fbty"});
        CHECK(ps[1].units == std::vector<std::string>{"fcav"});
    }
}

TEST_CASE("reinforcement.connected: the arrivals must reach the battlefield") {
    Scenario s = makeScenario();
    SECTION("a river without bridge cuts the west edge off") {
        riverEastOf(s, 3);
        auto ps = run(s, "reinforcement.connected");
        REQUIRE(ps.size() == 3);
        CHECK(ps[0].message ==
              "The fbn2 (infantry) of the French reinforcements of 10:00 at A0106 cannot reach "
              "the battlefield: no passable route for infantry from A0106 to any French set-up "
              "hex (rivers without bridge or ford, prohibited terrain or hexsides cut it off; "
              "movement costs of the rules profile)");
        CHECK(ps[0].hexes == std::vector<HexId>{at(s, "A0106")});
        SECTION("a bridge reconnects it") {
            s.map.setFeatures(s.map.id({3, 11}), HexSide::NE, kRiver | kBridge);
            CHECK(run(s, "reinforcement.connected").empty());
        }
        SECTION("a ford lets infantry and cavalry across, not artillery") {
            s.map.setFeatures(s.map.id({3, 0}), HexSide::SE, kRiver | kFord);
            ps = run(s, "reinforcement.connected");
            REQUIRE(ps.size() == 1);
            CHECK(ps[0].units == std::vector<std::string>{"fbty"});
        }
        SECTION("an objective on the near bank is part of the battlefield") {
            s.objectives.push_back(Objective{at(s, "A0203"), "Mill", 5, "French"});
            CHECK(run(s, "reinforcement.connected").empty());
        }
    }
    SECTION("a marsh wall stops cavalry and artillery only") {
        for (int row = 0; row < 12; ++row)
            s.map.setTerrain(s.map.id({4, row}), kMarsh);
        auto ps = run(s, "reinforcement.connected");
        REQUIRE(ps.size() == 2);
        CHECK(ps[0].units == std::vector<std::string>{"fbty"});
        CHECK(ps[1].units == std::vector<std::string>{"fcav"});
        CHECK(ps[1].message.find("no passable route for cavalry") != std::string::npos);
    }
    SECTION("a side that sets up nothing must reach any set-up hex") {
        s.setup.erase(s.setup.begin()); // the French battalion
        riverEastOf(s, 10);             // the Russian battalion at A1406 is cut off
        auto ps = run(s, "reinforcement.connected");
        REQUIRE(ps.size() == 3);
        CHECK(ps[0].message.find("to any set-up hex") != std::string::npos);
    }
    SECTION("without set-up or objectives there is no battlefield to reach") {
        s.setup.clear();
        riverEastOf(s, 3);
        CHECK(run(s, "reinforcement.connected").empty());
    }
    SECTION("entries that no arm may enter are left to entry-passable") {
        s.map.setTerrain(at(s, "A0106"), kMarsh);
        riverEastOf(s, 3);
        auto ps = run(s, "reinforcement.connected");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].units == std::vector<std::string>{"fbn2"});
    }
}

TEST_CASE("reinforcement.entry-zoi: an entry in enemy ZOI shifts along the edge (case 30)") {
    Scenario s = makeScenario();
    Placement enemy;
    enemy.unit = "rbn1";
    enemy.formation = Formation::Column;
    SECTION("a column facing the entry covers it; the nearest free edge hex is named") {
        // A0206 faces north-west... find the hex east of the entry and face it back.
        const HexId entry = at(s, "A0106");
        enemy.hex = s.map.neighbour(entry, HexSide::SE);
        enemy.facing = Facing::side(HexSide::NW);
        s.setup[1] = enemy;
        auto ps = run(s, "reinforcement.entry-zoi");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].severity == Severity::Warning);
        const std::string label = s.map.label(enemy.hex);
        CHECK(ps[0].message.find("entry hex A0106 of the French reinforcements of 10:00 at A0106 "
                                 "is in the zone of influence of The rbn1 (Russian, " +
                                 label + ") at set-up") == 0);
        CHECK(ps[0].message.find("the nearest free edge hex is") != std::string::npos);
        REQUIRE(ps[0].hexes.size() == 2);
        CHECK(ps[0].hexes[0] == entry);
        CHECK(s.map.onEdge(ps[0].hexes[1]));
        CHECK(ps[0].units.back() == "rbn1");
    }
    SECTION("facing away, the column does not cover the entry") {
        const HexId entry = at(s, "A0106");
        enemy.hex = s.map.neighbour(entry, HexSide::SE);
        enemy.facing = Facing::side(HexSide::SE);
        s.setup[1] = enemy;
        CHECK(run(s, "reinforcement.entry-zoi").empty());
    }
    SECTION("an enemy standing in the entry hex") {
        enemy.hex = at(s, "A0106");
        enemy.facing = Facing::side(HexSide::N);
        s.setup[1] = enemy;
        auto ps = run(s, "reinforcement.entry-zoi");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].message.find("holds the enemy unit The rbn1 (Russian, A0106)") !=
              std::string::npos);
        // Its ZOI (facing north) covers A0105, so the nearest free hex is A0107, one hex south.
        CHECK(ps[0].message.find("the nearest free edge hex is A0107, 1 hex along the edge "
                                 "(Reinforcements, rule 44/45, Friedland et Danzig 1809, Premier "
                                 "Rules of 2014, p.128)") != std::string::npos);
    }
    SECTION("when the five hexes either side are all held the entry is delayed a turn") {
        s.setup.pop_back();
        // Russian carrés hold the west edge from A0101 to A0111 and the north edge from A0201
        // to A0501: the nearest free edge hex is A0112, six hexes south of the entry.
        std::vector<Offset> held;
        for (int row = 0; row < 11; ++row)
            held.push_back({0, row});
        for (int col = 1; col < 5; ++col)
            held.push_back({col, 0});
        for (Offset o : held) {
            Placement p;
            p.unit = "rbn1";
            p.hex = s.map.id(o);
            p.formation = Formation::Carre;
            s.setup.push_back(p);
        }
        auto ps = run(s, "reinforcement.entry-zoi");
        REQUIRE(ps.size() == 1);
        INFO(ps[0].message);
        CHECK(ps[0].message.find("the nearest free edge hex is A0112, 6 hexes along the edge, "
                                 "after a delay of 1 turn") != std::string::npos);
        // The span is the profile's reinforcement.entry-shift-hexes: with 6 no delay, with 3
        // two turns.
        REQUIRE(s.rules.set(params::reinforcementEntryShiftHexes, 6, "test").ok());
        ps = run(s, "reinforcement.entry-zoi");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].message.find("they enter up to 6 hexes either side") != std::string::npos);
        CHECK(ps[0].message.find("delay") == std::string::npos);
        REQUIRE(s.rules.set(params::reinforcementEntryShiftHexes, 3, "test").ok());
        ps = run(s, "reinforcement.entry-zoi");
        REQUIRE(ps.size() == 1);
        CHECK(ps[0].message.find("6 hexes along the edge, after a delay of 1 turn (each further "
                                 "3 hexes cost a turn)") != std::string::npos);
    }
}

TEST_CASE("incremental validation equals a full run with reinforcements after terrain edits") {
    Scenario s = makeScenario();
    std::mt19937 rng(777);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    Validator v(s);
    v.runFull();
    REQUIRE(lines(v.problems()) == lines(runChecks(s)));
    for (int step = 0; step < 400; ++step) {
        const std::vector<HexId> touched = randomEdit(s, s.map.id({pick(16), pick(12)}), pick);
        v.update(touched, kOnTerrain);
        INFO("step " << step);
        REQUIRE(lines(v.problems()) == lines(runChecks(s)));
    }
}

TEST_CASE("reinforcement.connected incrementally: an edit that cuts an entry off is reported") {
    Scenario s = makeScenario();
    riverEastOf(s, 3);
    const HexId bridged = s.map.id({3, 11});
    s.map.setFeatures(bridged, HexSide::NE, kRiver | kBridge);
    const CheckFilter only{{"reinforcement.connected"}};
    Validator v(s, only);
    v.runFull();
    REQUIRE(v.problems().empty());
    auto edit = [&](HexId h, HexSide side, Features f) {
        s.map.setFeatures(h, side, f);
        const HexId touched[] = {h, s.map.neighbour(h, side)};
        v.update(touched, kOnTerrain);
        INFO(s.map.label(h));
        CHECK(v.problems().size() == runChecks(s, only).size());
    };
    // The bridge goes: the three arms of the west entry are cut off.
    edit(bridged, HexSide::NE, kRiver);
    CHECK(v.problems().size() == 3);
    // Edits in the cut-off region and far from it keep them cut off.
    const HexId west = s.map.id({1, 4});
    s.map.setTerrain(west, kWoods);
    v.update(std::span<const HexId>(&west, 1), kOnTerrain);
    CHECK(v.problems().size() == 3);
    const HexId east = s.map.id({12, 4});
    s.map.setTerrain(east, kMarsh);
    v.update(std::span<const HexId>(&east, 1), kOnTerrain);
    CHECK(v.problems().size() == 3);
    // A ford on the rim lets infantry and cavalry across; a bridge everything.
    edit(s.map.id({3, 0}), HexSide::SE, kRiver | kFord);
    REQUIRE(v.problems().size() == 1);
    CHECK(v.problems()[0].units == std::vector<std::string>{"fbty"});
    edit(s.map.id({3, 0}), HexSide::SE, kRiver);
    CHECK(v.problems().size() == 3);
    edit(bridged, HexSide::NE, kRiver | kBridge);
    CHECK(v.problems().empty());
}

TEST_CASE("incremental validation equals a full run while entries are cut off") {
    // A river down the map with a few crossings that random edits open and close, marsh and
    // woods painted on both banks: the west entry is often cut off, for some arms or all, and
    // the cut-off regions kept between edits are extended, shrunk and dropped.
    Scenario s = makeScenario();
    riverEastOf(s, 3);
    std::mt19937 rng(4242);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    const CheckFilter only{{"reinforcement.connected"}};
    Validator v(s, only);
    v.runFull();
    auto render = [](const std::vector<Problem>& ps) {
        std::vector<std::string> out;
        for (const Problem& p : ps)
            out.push_back(p.message);
        return out;
    };
    REQUIRE(render(v.problems()) == render(runChecks(s, only)));
    int cutOff = 0;
    for (int step = 0; step < 600; ++step) {
        std::vector<HexId> touched;
        const HexId h = s.map.id({pick(7), pick(12)});
        touched.push_back(h);
        if (pick(3) == 0) {
            s.map.setTerrain(h, static_cast<TerrainId>(pick(3)));
        } else {
            const auto side = pick(2) == 0 ? HexSide::NE : HexSide::SE;
            const int k = pick(4);
            s.map.setFeatures(h, side,
                              k == 0   ? Features{kRiver}
                              : k == 1 ? Features{kRiver | kBridge}
                              : k == 2 ? Features{kRiver | kFord}
                                       : Features{0});
            if (HexId n = s.map.neighbour(h, side); n != kNoHex)
                touched.push_back(n);
        }
        v.update(touched, kOnTerrain);
        INFO("step " << step);
        REQUIRE(render(v.problems()) == render(runChecks(s, only)));
        cutOff += v.problems().empty() ? 0 : 1;
    }
    CHECK(cutOff > 100); // the case this test is for did happen
    CHECK(cutOff < 600);
}

TEST_CASE("incremental validation equals a full run with several entries, one in an enemy zone") {
    // Besides the west entry A0106, French reinforcements on the north and south edges and at
    // A0103, which the Russian battalion's zone covers (entry-zoi: where the entry shifts to
    // depends on which edge hexes each arm may enter); with the set-up standing, its hex and
    // zone also cut routes (reinforcement.connected-respects-zoi), and those reinforcements are
    // re-checked after every edit. Random terrain and hexside edits over the whole map.
    Scenario s = makeScenario();
    OrderOfBattle& fr = s.oobs[0];
    REQUIRE(fr.add(makeUnit("fbn3", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fbn4", Echelon::Battalion, Arm::Infantry, "freg", 6)));
    REQUIRE(fr.add(makeUnit("fcav2", Echelon::Regiment, Arm::Cavalry, "farmy", 6)));
    REQUIRE(fr.add(makeUnit("fbty2", Echelon::Battery, Arm::Artillery, "farmy", 2)));
    auto arrive = [&](const char* hex, std::vector<std::pair<const char*, Formation>> units) {
        Reinforcement r;
        r.time = Clock{11 * 60};
        r.entry = at(s, hex);
        r.side = "French";
        for (const auto& u : units) {
            Placement p;
            p.unit = u.first;
            p.hex = r.entry;
            p.formation = u.second;
            r.units.push_back(p);
        }
        s.reinforcements.push_back(r);
    };
    arrive("A0103", {{"fbn3", Formation::Column}, {"fbty2", Formation::Limbered}});
    arrive("A0601", {{"fcav2", Formation::Column}});
    arrive("A1012", {{"fbn4", Formation::Column}});
    Placement& enemy = s.setup[1];
    enemy.hex = s.map.neighbour(at(s, "A0103"), HexSide::SE);
    enemy.facing = Facing::side(HexSide::NW);
    const bool standing = GENERATE(false, true);
    REQUIRE(s.rules.set(params::reinforcementConnectedRespectsZoi, standing ? 1 : 0, "test"));
    std::mt19937 rng(standing ? 5 : 98);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    Validator v(s);
    v.runFull();
    REQUIRE(lines(v.problems()) == lines(runChecks(s)));
    std::set<std::string> shifts; // entry-zoi messages seen
    int cutOff = 0;               // steps with an entry cut off
    for (int step = 0; step < 400; ++step) {
        // One edit in four on the west edge near A0103, where its entry shifts to.
        const std::vector<HexId> touched = randomEdit(
            s, pick(4) == 0 ? s.map.id({0, pick(6)}) : s.map.id({pick(16), pick(12)}), pick);
        v.update(touched, kOnTerrain);
        INFO("step " << step);
        const std::vector<Problem> ps = v.problems();
        REQUIRE(lines(ps) == lines(runChecks(s)));
        bool cut = false;
        for (const Problem& p : ps) {
            if (p.check == "reinforcement.entry-zoi")
                shifts.insert(p.message);
            cut = cut || p.check == "reinforcement.connected";
        }
        cutOff += cut ? 1 : 0;
    }
    // The cases this test is for did happen.
    CHECK(shifts.size() > 1);
    INFO("standing " << standing << ", shifts " << shifts.size());
    CHECK(cutOff > 20);
}

TEST_CASE("after a terrain edit the reinforcement checks look only at what it can change") {
    Scenario s = makeScenario();
    Validator v(s);
    v.runFull();
    auto edit = [&](const char* label, TerrainId t) {
        const HexId h = at(s, label);
        s.map.setTerrain(h, t);
        const HexId touched[] = {h};
        v.update(touched, kOnTerrain);
        CHECK(v.problems().size() == runChecks(s).size());
    };
    // Far from both entries and from the routes that joined them to the battlefield (A0106 to
    // A0806, A1606 to A1406): the edited hex is looked up, no reinforcement is checked again.
    edit("A0801", kWoods);
    CHECK(v.lastVisits("reinforcement.connected") == 1);
    CHECK(v.lastVisits("reinforcement.entry-passable") == 0);
    CHECK(v.lastVisits("reinforcement.entry-zoi") == 0);
    // At the west entry: its arrivals are checked again (marsh keeps out the cavalry and the
    // battery, which entry-passable reports).
    edit("A0106", kMarsh);
    CHECK(v.lastVisits("reinforcement.entry-passable") == 1);
    CHECK(v.lastVisits("reinforcement.connected") > 1 + 3);
    CHECK(run(s, "reinforcement.entry-passable").size() == 2);
}
