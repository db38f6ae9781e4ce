// Incremental validation must agree with a full run after any sequence of edits.
#include "engine/checks/registry.hpp"
#include "engine/checks/validator.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/document.hpp"

#include "checks_fixtures.hpp"

#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <set>
#include <thread>

using namespace marengo;

namespace {

std::vector<std::string> render(const std::vector<Problem>& ps) {
    std::vector<std::string> out;
    for (const Problem& p : ps) {
        std::string s = p.check + "|" + p.message;
        for (HexId h : p.hexes)
            s += "|" + std::to_string(h);
        for (const std::string& u : p.units)
            s += "|" + u;
        out.push_back(s);
    }
    return out;
}

/// The map's hexes, ascending.
std::vector<HexId> everyHex(const Map& map) {
    std::vector<HexId> out;
    for (HexId h = 0; h < map.gridSize(); ++h)
        if (map.onMap(h))
            out.push_back(h);
    return out;
}

/// A full run's problems of the per-hex checks (those problemsAt runs), in its order.
std::vector<Problem> perHexProblems(const Scenario& s) {
    std::vector<Problem> out;
    for (Problem& p : runChecks(s))
        for (const CheckEntry& e : checkEntries())
            if (e.info.id == p.check && e.runHex)
                out.push_back(std::move(p));
    return out;
}

Unit makeUnit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0) {
    Unit u;
    u.id = id;
    u.name = id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    u.increments = increments;
    if (increments > 0) {
        u.morale = 43;
        u.movement = 6;
    }
    return u;
}

Scenario makeScenario() {
    std::vector<TerrainType> terrain{{"clear", "Clear", 0xeeeeee, "none", false, false},
                                     {"woods", "Woods", 0x88aa88, "trees", true, true},
                                     {"village", "Village", 0xaa8888, "buildings", true, true}};
    Scenario s;
    s.map = *Map::create("test", {}, {Sheet{'A', 0, 0, 16, 12}}, terrain);
    s.start = Clock{9 * 60};
    s.end = Clock{12 * 60};
    for (const char* side : {"French", "Russian"}) {
        OrderOfBattle o;
        o.side = side;
        std::string p = side[0] == 'F' ? "f" : "r";
        REQUIRE(o.add(makeUnit(p + "army", Echelon::Army, Arm::None, "")));
        for (int r = 0; r < 3; ++r) {
            std::string reg = p + "reg" + std::to_string(r);
            REQUIRE(o.add(makeUnit(reg, Echelon::Regiment, Arm::Infantry, p + "army")));
            for (int b = 0; b < 3; ++b)
                REQUIRE(o.add(makeUnit(reg + "-" + std::to_string(b), Echelon::Battalion,
                                       Arm::Infantry, reg, 6)));
        }
        s.oobs.push_back(std::move(o));
    }
    return s;
}

} // namespace

TEST_CASE("incremental validation equals a full run after random edits") {
    Scenario s = makeScenario();
    std::mt19937 rng(12345);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    auto randomHex = [&] { return s.map.id({pick(s.map.width()), pick(s.map.height())}); };
    Validator v(s);
    v.runFull();
    REQUIRE(render(v.problems()) == render(runChecks(s)));

    std::vector<std::string> unitIds;
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (u.echelon == Echelon::Battalion || u.echelon == Echelon::Regiment)
                unitIds.push_back(u.id);

    for (int step = 0; step < 300; ++step) {
        std::vector<HexId> touched;
        unsigned what = 0;
        switch (pick(5)) {
        case 0: { // paint terrain
            HexId h = randomHex();
            s.map.setTerrain(h, static_cast<TerrainId>(pick(3)));
            touched.push_back(h);
            what = kOnTerrain;
            break;
        }
        case 4: { // draw or erase a stream, a river or a road on a hexside
            constexpr Features kDrawn[] = {0, kStream, kRiver, kRoad, kStream | kBridge | kRoad};
            HexId h = randomHex();
            const auto side = static_cast<HexSide>(pick(6));
            s.map.setFeatures(h, side, kDrawn[pick(5)]);
            touched.push_back(h);
            if (HexId n = s.map.neighbour(h, side); n != kNoHex)
                touched.push_back(n);
            what = kOnTerrain;
            break;
        }
        case 1: { // place a unit (possibly twice, possibly a regiment with its battalions)
            Placement p;
            p.unit = unitIds[static_cast<std::size_t>(pick(static_cast<int>(unitIds.size())))];
            p.hex = randomHex();
            p.formation = static_cast<Formation>(pick(8));
            FacingKind k = facingKindFor(p.formation);
            p.facing = Facing{k, k == FacingKind::None ? 0 : pick(6)};
            p.increments = pick(3) == 0 ? pick(9) : -1;
            s.setup.push_back(p);
            touched.push_back(p.hex);
            what = kOnUnits;
            break;
        }
        case 2: { // remove a unit
            if (s.setup.empty())
                continue;
            auto i = static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())));
            touched.push_back(s.setup[i].hex);
            s.setup.erase(s.setup.begin() + static_cast<std::ptrdiff_t>(i));
            what = kOnUnits;
            break;
        }
        case 3: { // move a unit
            if (s.setup.empty())
                continue;
            auto i = static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())));
            touched.push_back(s.setup[i].hex);
            s.setup[i].hex = randomHex();
            touched.push_back(s.setup[i].hex);
            what = kOnUnits;
            break;
        }
        }
        v.update(touched, what);
        INFO("step " << step);
        REQUIRE(render(v.problems()) == render(runChecks(s)));
        if (step % 20 == 0)
            REQUIRE(render(problemsAt(s, everyHex(s.map))) == render(perHexProblems(s)));
    }
}

TEST_CASE("a terrain edit does not re-run checks that do not read terrain") {
    Scenario s = makeScenario();
    Validator v(s);
    v.runFull();
    std::size_t full = v.lastRuns();
    HexId h = s.map.id({3, 3});
    s.map.setTerrain(h, 1);
    std::vector<HexId> touched{h};
    v.update(touched, kOnTerrain);
    std::size_t terrainChecks = 0;
    for (const CheckEntry& e : checkEntries())
        if (e.depends & kOnTerrain)
            ++terrainChecks;
    // Each terrain-dependent check runs at most once whole, or at the hexes within its reach.
    CHECK(v.lastRuns() <= terrainChecks * 19);
    CHECK(v.lastRuns() < full + 1);
}

// The rules checks (stacking, carré, formation, terrain, map, OOB, ZOI, special rules) under
// random edits of every kind an editor makes: terrain, elevation, hexsides, placements with
// second hexes, formations and states, and structure edits that name no hex (a battalion moved
// to another regiment, a profile value, a special rule).
TEST_CASE("incremental validation equals a full run for the rules checks", "[validator]") {
    checks_test::Fixture f;
    Scenario& s = f.s;
    std::vector<std::string> ids;
    for (const char* side : {"French", "Russian"}) {
        const std::string p = checks_test::Fixture::prefix(side);
        for (int r = 0; r < 3; ++r) {
            const std::string reg = p + "reg" + std::to_string(r);
            f.regiment(side, reg);
            for (int b = 0; b < 2; ++b) {
                ids.push_back(reg + "-" + std::to_string(b));
                f.battalion(side, reg, ids.back(), 3 + 3 * b + r, b == 1);
            }
        }
        for (int c = 0; c < 3; ++c) {
            ids.push_back(p + "cav" + std::to_string(c));
            f.cavalry(side, ids.back(), 4 + 2 * c, c == 0 ? 11 : 14, c == 1);
        }
        ids.push_back(p + "bty");
        f.battery(side, ids.back(), 3);
        ids.push_back(p + "ldr");
        f.leader(side, ids.back());
    }
    s.rules.chargeModifiers.push_back({"carre", 12, "", "", "", "test"});

    std::mt19937 rng(20240611);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    // Two hexes in three fall in a 4 x 4 corner of the map, so units meet and stack.
    auto randomHex = [&] {
        if (pick(3) > 0)
            return s.map.id({3 + pick(4), 3 + pick(4)});
        return s.map.id({pick(s.map.width()), pick(s.map.height())});
    };
    auto touch = [&](const Placement& p, std::vector<HexId>& out) {
        out.push_back(p.hex);
        if (p.second != kNoHex)
            out.push_back(p.second);
    };
    auto randomPlacement = [&](Placement p) {
        p.formation = static_cast<Formation>(pick(8));
        FacingKind k = facingKindFor(p.formation);
        p.facing = Facing{k, k == FacingKind::None ? 0 : pick(6)};
        p.second = kNoHex;
        if (allowsTwoHexes(p.formation) && pick(2) == 0)
            p.second = s.map.neighbour(p.hex, static_cast<HexSide>(pick(6)));
        p.increments = pick(3) == 0 ? 1 + pick(12) : -1;
        p.state = static_cast<UnitState>(pick(5) == 0 ? 1 + pick(2) : 0);
        return p;
    };
    constexpr Features kBits[] = {kRiver, kStream, kFord, kBridge, kRoad, kTrail, kSlope};

    Validator v(s);
    v.runFull();
    REQUIRE(render(v.problems()) == render(runChecks(s)));
    std::set<std::string> seen;
    for (int step = 0; step < 600; ++step) {
        std::vector<HexId> touched;
        unsigned what = 0;
        // Placing is three times as likely as removing, so the set-up grows and units meet.
        const int kind = pick(14);
        switch (kind >= 11 ? 1 : kind) {
        case 0: { // paint terrain
            HexId h = randomHex();
            s.map.setTerrain(h, static_cast<TerrainId>(pick(6)));
            touched.push_back(h);
            what = kOnTerrain;
            break;
        }
        case 1: { // place a unit
            Placement p;
            p.unit = ids[static_cast<std::size_t>(pick(static_cast<int>(ids.size())))];
            p.hex = randomHex();
            s.setup.push_back(randomPlacement(p));
            touch(s.setup.back(), touched);
            what = kOnUnits;
            break;
        }
        case 2: { // remove a unit
            if (s.setup.empty())
                continue;
            auto i = static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())));
            touch(s.setup[i], touched);
            s.setup.erase(s.setup.begin() + static_cast<std::ptrdiff_t>(i));
            what = kOnUnits;
            break;
        }
        case 3: { // move a unit, two-hex units keeping their shape when they can
            if (s.setup.empty())
                continue;
            Placement& p =
                s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
            touch(p, touched);
            std::optional<HexSide> shape;
            if (p.second != kNoHex)
                shape = sideTowards(s.map.offset(p.hex), s.map.offset(p.second));
            p.hex = randomHex();
            p.second = shape ? s.map.neighbour(p.hex, *shape) : kNoHex;
            touch(p, touched);
            what = kOnUnits;
            break;
        }
        case 4: { // draw a hexside
            HexId h = randomHex();
            HexSide side = static_cast<HexSide>(pick(6));
            Features feats = 0;
            for (int n = pick(3); n > 0; --n)
                feats |= kBits[pick(7)];
            HexId n = s.map.neighbour(h, side);
            s.map.setFeatures(h, side, feats);
            touched.push_back(h);
            if (n != kNoHex)
                touched.push_back(n);
            what = kOnTerrain;
            break;
        }
        case 5: { // raise or lower a hex
            HexId h = randomHex();
            s.map.setElevation(h, pick(3) - 1);
            touched.push_back(h);
            what = kOnTerrain;
            break;
        }
        case 6: { // change formation, facing, state, increments
            if (s.setup.empty())
                continue;
            Placement& p =
                s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
            touch(p, touched);
            p = randomPlacement(p);
            touch(p, touched);
            what = kOnUnits;
            break;
        }
        case 7: { // move a battalion to another regiment: structure, no hex named
            OrderOfBattle& o = s.oobs[static_cast<std::size_t>(pick(2))];
            const std::string p = o.side == "French" ? "f-" : "r-";
            const std::string bn =
                p + "reg" + std::to_string(pick(3)) + "-" + std::to_string(pick(2));
            if (!o.find(bn) || !o.reparent(bn, p + "reg" + std::to_string(pick(3))))
                continue;
            what = kOnStructure;
            break;
        }
        case 8: { // change the rules profile: structure, no hex named
            switch (pick(4)) {
            case 0:
                REQUIRE(s.rules.set(params::stackingRegimentException, pick(2), "test"));
                break;
            case 1:
                REQUIRE(s.rules.set(params::carreMinIncrements, 2 + pick(3), "test"));
                break;
            case 2:
                s.rules.terrain[0].maxIncrements = 12 + 6 * pick(2);
                break;
            default:
                s.rules.terrain[3].infantryMp = pick(2) == 0 ? -1 : 4;
                break;
            }
            what = kOnStructure;
            break;
        }
        case 9: { // special rules
            s.chargeModifiers.push_back({pick(4) == 0 ? "flnak" : "carre", 6 * pick(5),
                                         pick(2) == 0 ? "Russian" : "Prussian", "", "", "test"});
            what = kOnStructure;
            break;
        }
        case 10: { // edit a placed unit's printed values: structure and its hexes
            if (s.setup.empty())
                continue;
            const Placement& p =
                s.setup[static_cast<std::size_t>(pick(static_cast<int>(s.setup.size())))];
            Unit* u = nullptr;
            for (OrderOfBattle& o : s.oobs)
                if (!u)
                    u = o.find(p.unit);
            if (!u || u->echelon == Echelon::Leader)
                continue;
            u->increments = 1 + pick(12);
            u->skirmish = pick(2) == 0;
            touch(p, touched);
            what = kOnStructure | kOnUnits;
            break;
        }
        }
        v.update(touched, what);
        INFO("step " << step);
        const auto full = runChecks(s);
        REQUIRE(render(v.problems()) == render(full));
        for (const Problem& p : full)
            seen.insert(p.check);
    }
    // The walk exercised the rules checks, not only the structural ones.
    for (const char* id :
         {"stacking.limit", "stacking.formation-mix", "stacking.cavalry-with-infantry",
          "carre.terrain", "carre.increments", "carre.arm", "formation.general-order-terrain",
          "formation.two-hex-line", "formation.skirmish", "terrain.prohibited",
          "map.bridge-without-water", "map.road-dead-end", "map.river-continuity",
          "map.stream-continuity", "map.slope-without-elevation", "zoi.start-in-enemy-zoi",
          "special.modifier-unknown-condition", "special.modifier-matches-nothing"}) {
        INFO(id);
        CHECK(seen.count(id) == 1);
    }
}

// map.stream-continuity reads two hexes from the stream hexside it reports (round the far
// corners of the stream end's dry hexsides): streams, rivers and ponds drawn at random in a small
// area, where stream ends and gaps come and go, keep the incremental validator equal to a full
// run.
TEST_CASE("incremental validation equals a full run for stream gaps", "[validator]") {
    checks_test::Fixture f;
    Scenario& s = f.s;
    std::mt19937 rng(1806);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    auto randomHex = [&] { return s.map.id({3 + pick(5), 3 + pick(5)}); };
    constexpr Features kWater[] = {0, kStream, kStream, kRiver};
    const CheckFilter streams{{"map.stream-continuity"}};
    Validator v(s, streams);
    v.runFull();
    int warned = 0;
    for (int step = 0; step < 500; ++step) {
        std::vector<HexId> touched{randomHex()};
        if (pick(8) == 0) { // dig or fill a pond
            s.map.setTerrain(touched[0], pick(2) == 0 ? checks_test::kPond : checks_test::kClear);
        } else { // draw or erase a stream or river hexside
            const auto side = static_cast<HexSide>(pick(6));
            s.map.setFeatures(touched[0], side, kWater[pick(4)]);
            if (HexId n = s.map.neighbour(touched[0], side); n != kNoHex)
                touched.push_back(n);
        }
        v.update(touched, kOnTerrain);
        INFO("step " << step);
        const auto full = runChecks(s, streams);
        REQUIRE(render(v.problems()) == render(full));
        warned += full.empty() ? 0 : 1;
    }
    // The walk made gaps, not only open ends and continuous water.
    CHECK(warned > 100);
}

// Streams on A0505 N and A0504 NE face each other across A0504 SE; A0504, which stores its
// stream first, reports the gap. A pond dug in A0603, two hexes from A0505, ends the stream on
// A0504 NE there: the gap is now A0505's to report, and the validator must look two hexes away.
TEST_CASE("a pond two hexes from a stream end moves its gap warning", "[validator]") {
    checks_test::Fixture f;
    f.s.map.setFeatures(f.hex("A0505"), HexSide::N, kStream);
    f.s.map.setFeatures(f.hex("A0504"), HexSide::NE, kStream);
    const CheckFilter streams{{"map.stream-continuity"}};
    Validator v(f.s, streams);
    v.runFull();
    auto before = v.problems();
    REQUIRE(before.size() == 1);
    CHECK(before[0].hexes[0] == f.hex("A0504"));
    f.paint("A0603", checks_test::kPond);
    const std::vector<HexId> touched{f.hex("A0603")};
    v.update(touched, kOnTerrain);
    const auto after = v.problems();
    REQUIRE(after.size() == 1);
    CHECK(after[0].message ==
          "the stream on A0505 N stops at the corner it shares with A0604, one hexside short of "
          "the stream on A0504 NE: draw the stream across the hexside between A0504 and A0604, "
          "or end it elsewhere");
    CHECK(render(after) == render(runChecks(f.s, streams)));
}

TEST_CASE("a cancelled full validation keeps the problems of the previous run") {
    Scenario s = makeScenario();
    // Two battalions of different sides in one hex: at least one problem to keep.
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (u.echelon == Echelon::Battalion) {
                Placement p;
                p.unit = u.id;
                p.hex = s.map.id({3, 3});
                s.setup.push_back(p);
                break;
            }
    Validator v(s);
    Progress done;
    REQUIRE(v.runFull(&done));
    REQUIRE(done.fraction() == Approx(1.0));
    const auto before = render(v.problems());
    REQUIRE(before == render(runChecks(s)));
    REQUIRE_FALSE(before.empty());

    s.setup.clear(); // the next run would find nothing...
    Progress cancelled;
    cancelled.cancel(); // ...but it is cancelled before it starts
    REQUIRE_FALSE(v.runFull(&cancelled));
    REQUIRE(render(v.problems()) == before);

    // A run cancelled from another thread part-way stops and also keeps the old results.
    auto big = Map::create("big", {},
                           {Sheet{'A', 0, 0, 90, 90}, Sheet{'B', 90, 0, 90, 90},
                            Sheet{'C', 0, 90, 90, 90}, Sheet{'D', 90, 90, 90, 90}},
                           s.map.terrainTypes());
    REQUIRE(big.ok());
    s.map = std::move(big).value();
    Progress midway;
    std::thread stopper([&] {
        while (midway.fraction() <= 0)
            std::this_thread::yield();
        midway.cancel();
    });
    bool finished = v.runFull(&midway);
    stopper.join();
    if (!finished) // (a loaded machine may let the run finish before the cancel arrives)
        REQUIRE(render(v.problems()) == before);
}

// A settings edit reports what it changed (structure, no hexes), so the validator re-runs the
// checks that read structure and nothing else; a set-up replaced whole names the hexes of its
// old and new placements.
TEST_CASE("a settings edit re-runs only the checks that read structure") {
    Scenario s = makeScenario();
    for (auto [unit, hex] : {std::pair{"freg0-0", Offset{2, 2}}, {"rreg0-0", {6, 6}}}) {
        Placement p;
        p.unit = unit;
        p.hex = s.map.id(hex);
        s.setup.push_back(p);
    }
    edit::Document doc(std::move(s));
    Validator v(doc.scenario());
    v.runFull();
    const std::size_t full = v.lastRuns();
    edit::Change seen;
    doc.addListener([&](const edit::Change& c) { seen = c; });

    REQUIRE(doc.execute(edit::setPart("Title", &Scenario::title, std::string("Sortlack"))));
    CHECK_FALSE(seen.everything);
    CHECK(seen.what == kOnStructure);
    CHECK(seen.hexes.empty());
    v.update(seen.hexes, seen.what);
    std::size_t expected = 0;
    REQUIRE(doc.scenario().reinforcements.empty());
    for (const CheckEntry& e : checkEntries()) {
        if (!(e.depends & kOnStructure))
            continue;
        if (e.runAll)
            expected += 1;
        else if (e.domain == HexDomain::Occupied)
            expected += 2; // the two occupied hexes
        else if (e.domain == HexDomain::Entries)
            expected += 0; // no entry hexes
        else
            expected += doc.scenario().map.hexCount();
    }
    CHECK(v.lastRuns() == expected);
    CHECK(v.lastRuns() < full);
    CHECK(render(v.problems()) == render(runChecks(doc.scenario())));

    std::vector<Placement> setup = doc.scenario().setup;
    setup[0].hex = doc.scenario().map.id({3, 2});
    REQUIRE(doc.execute(edit::setSetup(setup, "Move")));
    CHECK_FALSE(seen.everything);
    CHECK(seen.what == kOnUnits);
    std::set<HexId> hexes(seen.hexes.begin(), seen.hexes.end());
    CHECK(hexes == std::set<HexId>{doc.scenario().map.id({2, 2}), doc.scenario().map.id({3, 2}),
                                   doc.scenario().map.id({6, 6})});
    v.update(seen.hexes, seen.what);
    CHECK(render(v.problems()) == render(runChecks(doc.scenario())));
}

TEST_CASE("the map checks' shared walk reports what each check reports hex by hex",
          "[validator][map]") {
    // Two sheets with a notch of void cells between them, every hexside feature drawn at random
    // (fords, trails and slopes too), elevations 0 and 1, ponds and villages: runChecks walks the
    // map once for the hexside checks; problemsAt runs each check at each hex alone.
    checks_test::Fixture f;
    Scenario& s = f.s;
    auto m = Map::create("walk", Numbering{}, {Sheet{'A', 0, 0, 9, 11}, Sheet{'B', 9, 3, 8, 9}},
                         s.map.terrainTypes());
    REQUIRE(m.ok());
    s.map = std::move(m).value();
    std::mt19937 rng(7);
    const std::vector<HexId> hexes = everyHex(s.map);
    for (HexId h : hexes) {
        const auto roll = rng() % 20;
        s.map.setTerrain(h, roll == 0   ? checks_test::kPond
                            : roll == 1 ? checks_test::kVillage
                                        : checks_test::kClear);
        s.map.setElevation(h, static_cast<int>(rng() % 4 == 0));
        for (HexSide side : kAllSides)
            if (rng() % 3 == 0)
                s.map.setFeatures(h, side, static_cast<Features>(1u << (rng() % kFeatureCount)));
    }
    const std::vector<std::string> ids{"map.bridge-without-water", "map.road-dead-end",
                                       "map.river-continuity", "map.stream-continuity",
                                       "map.slope-without-elevation"};
    const CheckFilter all{ids};
    const auto walked = runChecks(s, all);
    CHECK(render(walked) == render(problemsAt(s, hexes, all)));
    for (const std::string& id : ids) {
        INFO(id);
        const CheckFilter one{{id}};
        const auto alone = runChecks(s, one);
        CHECK(!alone.empty());
        CHECK(render(alone) == render(problemsAt(s, hexes, one)));
    }
    // The editor's validator shares the walk in a full run and after a structure edit, and files
    // each problem under its hex, so that an edit there replaces it.
    Validator v(s, all);
    v.runFull();
    CHECK(render(v.problems()) == render(walked));
    CHECK(v.lastVisits("map.river-continuity") == hexes.size());
    for (int step = 0; step < 60; ++step) {
        const HexId h = hexes[rng() % hexes.size()];
        const auto side = static_cast<HexSide>(rng() % 6);
        s.map.setFeatures(h, side, 0);
        std::vector<HexId> touched{h};
        if (const HexId n = s.map.neighbour(h, side); n != kNoHex)
            touched.push_back(n);
        v.update(touched, kOnTerrain);
        INFO("step " << step);
        REQUIRE(render(v.problems()) == render(runChecks(s, all)));
    }
    v.update({}, kOnStructure);
    CHECK(v.lastRuns() == 2 * hexes.size()); // the river and stream checks read structure
    CHECK(render(v.problems()) == render(runChecks(s, all)));
}
