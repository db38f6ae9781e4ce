// Movement costs and searches (engine/movement): step costs per arm with and without roads,
// rivers, bridges, fords, streams and slopes, prohibited terrain, reachable sets worked out by
// hand, A* paths, and windowed searches against a plain whole-map Dijkstra.
#include "engine/movement/movement.hpp"
#include "engine/movement/movement_graph.hpp"

#include <boost/graph/graph_concepts.hpp>
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>
#include <map>
#include <queue>
#include <random>

using namespace marengo;
using namespace marengo::movement;

namespace {

constexpr TerrainId kClear = 0;
constexpr TerrainId kWoods = 1;
constexpr TerrainId kMarsh = 2;

Map makeMap(int cols, int rows) {
    // Three digits a label when the map is too large for two.
    const Numbering numbering = cols > 99 || rows > 99 ? Numbering{3, 3, 1, 1} : Numbering{};
    auto m = Map::create("move", numbering, {Sheet{'A', 0, 0, cols, rows}},
                         {TerrainType{"clear", "Clear", 0xffffff, "none", false, false},
                          TerrainType{"woods", "Woods", 0x00aa00, "trees", true, true},
                          TerrainType{"marsh", "Marsh", 0x88aacc, "none", false, false}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

/// Bautzen-like TEC: woods 3/5/prohibited, marsh 4/prohibited/prohibited.
RulesProfile makeProfile() {
    RulesProfile p;
    p.terrain.push_back(TerrainRules{"clear", 1, 1, 1, 0, 0, 0, 0, 0, true, ""});
    p.terrain.push_back(TerrainRules{"woods", 3, 5, -1, 0, 0, 0, 0, 0, true, ""});
    p.terrain.push_back(TerrainRules{"marsh", 4, -1, -1, 0, 0, 0, 0, 0, true, ""});
    REQUIRE(p.set(params::infantrySlopeMp, 2, "test"));
    REQUIRE(p.set(params::cavalrySlopeMp, 3, "test"));
    REQUIRE(p.set(params::artillerySlopeMp, 4, "test"));
    REQUIRE(p.set(params::infantryStreamMp, 3, "test"));
    REQUIRE(p.set(params::cavalryStreamMp, 5, "test"));
    REQUIRE(p.set(params::artilleryStreamMp, 4, "test"));
    REQUIRE(p.set(params::infantryFordMp, 4, "test"));
    REQUIRE(p.set(params::cavalryFordMp, 9, "test"));
    REQUIRE(p.set(params::artilleryFordMp, -1, "test"));
    REQUIRE(p.set(params::movementRoadMp, 0.5, "test"));
    REQUIRE(p.set(params::movementBridgeMp, 0, "test"));
    return p;
}

HexId at(const Map& m, const char* label) {
    const HexId h = m.find(label);
    INFO(label);
    REQUIRE(h != kNoHex);
    return h;
}

/// Plain Dijkstra over the whole map with CostTable::step, the oracle for the windowed searches:
/// a stop hex other than `from` is entered, never left; from a start in one, the step into
/// another is taken only when the stops allow zone-to-zone moves.
std::map<HexId, double> oracle(const CostTable& costs, HexId from, double limit,
                               const StopHexes* stops = nullptr) {
    const Map& map = costs.map();
    std::vector<double> dist(map.gridSize(), std::numeric_limits<double>::infinity());
    using Item = std::pair<double, HexId>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> q;
    dist[from] = 0;
    q.push({0, from});
    while (!q.empty()) {
        auto [d, h] = q.top();
        q.pop();
        if (d > dist[h])
            continue;
        const bool inStop = stops && stops->contains(h);
        if (inStop && h != from)
            continue;
        for (HexSide s : kAllSides) {
            const StepCost c = costs.step(h, s);
            if (!c.passable())
                continue;
            const HexId n = map.neighbour(h, s);
            if (inStop && !stops->zoneToZone() && stops->contains(n))
                continue;
            if (d + c.mp < dist[n]) {
                dist[n] = d + c.mp;
                q.push({dist[n], n});
            }
        }
    }
    std::map<HexId, double> out;
    for (HexId h = 0; h < map.gridSize(); ++h)
        if (dist[h] <= limit)
            out[h] = dist[h];
    return out;
}

std::map<HexId, double> asMap(const std::vector<Reached>& r) {
    std::map<HexId, double> out;
    for (const Reached& x : r)
        out[x.hex] = x.mp;
    return out;
}

} // namespace

TEST_CASE("the movement graph models Boost's incidence and vertex list graph concepts") {
    BOOST_CONCEPT_ASSERT((boost::IncidenceGraphConcept<MovementGraph>));
    BOOST_CONCEPT_ASSERT((boost::VertexListGraphConcept<MovementGraph>));
    Map map = makeMap(5, 5);
    RulesProfile p = makeProfile();
    CostTable costs(map, p, MoveArm::Infantry);
    MovementGraph g(costs, Window::whole(map));
    CHECK(num_vertices(g) == 25);
    const auto centre = g.vertexOf(at(map, "A0303"));
    CHECK(out_degree(centre, g) == 6);
    CHECK(out_degree(g.vertexOf(at(map, "A0101")), g) == 2);
    map.setTerrain(at(map, "A0302"), kMarsh);
    CostTable cav(map, p, MoveArm::Cavalry);
    MovementGraph gc(cav, Window::whole(map));
    CHECK(out_degree(centre, gc) == 5);
}

TEST_CASE("step costs follow the terrain table per arm, prohibited terrain refuses the step") {
    Map map = makeMap(6, 6);
    RulesProfile p = makeProfile();
    const HexId a = at(map, "A0303");
    const HexId b = map.neighbour(a, HexSide::N);
    map.setTerrain(b, kWoods);
    CHECK(CostTable(map, p, MoveArm::Infantry).step(a, HexSide::N).mp == 3);
    CHECK(CostTable(map, p, MoveArm::Cavalry).step(a, HexSide::N).mp == 5);
    const StepCost art = CostTable(map, p, MoveArm::Artillery).step(a, HexSide::N);
    CHECK_FALSE(art.passable());
    CHECK(art.block == StepBlock::Terrain);
    map.setTerrain(b, kMarsh);
    CHECK(CostTable(map, p, MoveArm::Infantry).step(a, HexSide::N).mp == 4);
    CHECK(CostTable(map, p, MoveArm::Cavalry).step(a, HexSide::N).block == StepBlock::Terrain);
    CHECK_FALSE(CostTable(map, p, MoveArm::Artillery).canEnter(b));
    CHECK(CostTable(map, p, MoveArm::Infantry).canEnter(b));

    SECTION("a terrain without a row in the profile costs 1") {
        RulesProfile bare;
        CHECK(CostTable(map, bare, MoveArm::Artillery).step(a, HexSide::N).mp == 1);
    }
    SECTION("off the map") {
        const HexId corner = at(map, "A0101");
        CHECK(CostTable(map, p, MoveArm::Infantry).step(corner, HexSide::N).block ==
              StepBlock::OffMap);
    }
}

TEST_CASE("hexside costs: slope, stream, river, bridge and ford, per arm") {
    Map map = makeMap(6, 6);
    RulesProfile p = makeProfile();
    const HexId a = at(map, "A0303");
    const CostTable inf(map, p, MoveArm::Infantry), cav(map, p, MoveArm::Cavalry),
        art(map, p, MoveArm::Artillery);
    auto costs = [&](Features f) {
        map.setFeatures(a, HexSide::NE, f);
        return std::array<StepCost, 3>{inf.step(a, HexSide::NE), cav.step(a, HexSide::NE),
                                       art.step(a, HexSide::NE)};
    };
    SECTION("slope") {
        auto c = costs(kSlope);
        CHECK(c[0].mp == 3);
        CHECK(c[1].mp == 4);
        CHECK(c[2].mp == 5);
    }
    SECTION("stream") {
        auto c = costs(kStream);
        CHECK(c[0].mp == 4);
        CHECK(c[1].mp == 6);
        CHECK(c[2].mp == 5);
    }
    SECTION("the same hexside seen from the other hex costs the same") {
        costs(kStream);
        const HexId b = map.neighbour(a, HexSide::NE);
        CHECK(inf.step(b, HexSide::SW).mp == 4);
    }
    SECTION("a river blocks every arm") {
        for (const StepCost& c : costs(kRiver)) {
            CHECK_FALSE(c.passable());
            CHECK(c.block == StepBlock::River);
        }
        map.setFeatures(a, HexSide::NE, kRiver | kRoad);
        CHECK(inf.step(a, HexSide::NE).block == StepBlock::River);
    }
    SECTION("a bridge lets every arm cross a river at the terrain cost") {
        for (const StepCost& c : costs(kRiver | kBridge))
            CHECK(c.mp == 1);
    }
    SECTION("a ford: its own cost, prohibited for artillery") {
        auto c = costs(kRiver | kFord);
        CHECK(c[0].mp == 5);
        CHECK(c[1].mp == 10);
        CHECK(c[2].block == StepBlock::Ford);
    }
    SECTION("a road crossing a stream without a bridge is a ford (Prusse SR)") {
        auto c = costs(kStream | kRoad);
        CHECK(c[0].mp == 5);
        CHECK(c[2].block == StepBlock::Ford);
    }
}

TEST_CASE("roads cost movement.road-mp in road march only, and let artillery through woods") {
    Map map = makeMap(6, 6);
    RulesProfile p = makeProfile();
    const HexId a = at(map, "A0303");
    const HexId b = map.neighbour(a, HexSide::S);
    map.setTerrain(b, kWoods);
    map.setFeatures(a, HexSide::S, kRoad | kSlope);
    const CostTable inf(map, p, MoveArm::Infantry),
        infRoad(map, p, MoveArm::Infantry, MoveMode::RoadMarch);
    CHECK(inf.step(a, HexSide::S).mp == 5); // woods 3 + slope 2: no road bonus off road march
    CHECK(infRoad.step(a, HexSide::S).mp == 0.5);
    const CostTable art(map, p, MoveArm::Artillery),
        artRoad(map, p, MoveArm::Artillery, MoveMode::RoadMarch);
    CHECK_FALSE(art.step(a, HexSide::S).passable());
    CHECK(artRoad.step(a, HexSide::S).mp == 0.5);
    CHECK(artRoad.canEnter(b));
    CHECK_FALSE(art.canEnter(b));
    // Leaving the road in road march pays the terrain.
    map.setTerrain(map.neighbour(a, HexSide::N), kWoods);
    CHECK(infRoad.step(a, HexSide::N).mp == 3);
    CHECK_FALSE(artRoad.step(a, HexSide::N).passable());
    SECTION("a bridge on the road: road rate") {
        map.setFeatures(a, HexSide::S, kRoad | kRiver | kBridge);
        CHECK(infRoad.step(a, HexSide::S).mp == 0.5);
    }
    CHECK(infRoad.minStepCost() == 0.5);
    CHECK(inf.minStepCost() == 1);
}

TEST_CASE("reachable sets on a one-row map, worked out by hand") {
    // Five hexes in one row form a line: A0101-A0201-A0301-A0401-A0501.
    Map map = makeMap(5, 1);
    RulesProfile p = makeProfile();
    map.setTerrain(at(map, "A0201"), kWoods);
    const HexId start = at(map, "A0101");
    auto labels = [&](const std::vector<Reached>& r) {
        std::vector<std::pair<std::string, double>> out;
        for (const Reached& x : r)
            out.emplace_back(map.label(x.hex), x.mp);
        return out;
    };
    using V = std::vector<std::pair<std::string, double>>;
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Infantry), start, 4)) ==
          V{{"A0101", 0}, {"A0201", 3}, {"A0301", 4}});
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Infantry), start, 2.5)) == V{{"A0101", 0}});
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Cavalry), start, 6)) ==
          V{{"A0101", 0}, {"A0201", 5}, {"A0301", 6}});
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Artillery), start, 20)) == V{{"A0101", 0}});
    // A river between A0301 and A0401 stops everyone; a bridge reopens it.
    const HexId c = at(map, "A0301");
    const auto side = sideTowards(map.offset(c), map.offset(at(map, "A0401")));
    REQUIRE(side);
    map.setFeatures(c, *side, kRiver);
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Infantry), start, 20)) ==
          V{{"A0101", 0}, {"A0201", 3}, {"A0301", 4}});
    map.setFeatures(c, *side, kRiver | kBridge);
    CHECK(labels(reachable(CostTable(map, p, MoveArm::Infantry), start, 20)) ==
          V{{"A0101", 0}, {"A0201", 3}, {"A0301", 4}, {"A0401", 5}, {"A0501", 6}});
    CHECK(reachable(CostTable(map, p, MoveArm::Infantry), kNoHex, 5).empty());
    CHECK(reachable(CostTable(map, p, MoveArm::Infantry), start, -1).empty());
}

TEST_CASE("reachable in clear: every hex within N steps, at N MP") {
    Map map = makeMap(15, 15);
    RulesProfile p = makeProfile();
    const HexId c = at(map, "A0808");
    const auto r = reachable(CostTable(map, p, MoveArm::Infantry), c, 3);
    CHECK(r.size() == 37); // 1 + 6 + 12 + 18
    for (const Reached& x : r)
        CHECK(x.mp == distance(map.offset(c), map.offset(x.hex)));
    CHECK(std::is_sorted(r.begin(), r.end(),
                         [](const Reached& a, const Reached& b) { return a.hex < b.hex; }));
}

TEST_CASE("A* finds the cheapest path: around a river to its bridge") {
    Map map = makeMap(10, 10);
    RulesProfile p = makeProfile();
    // A river down the hexsides between columns 5 and 6 (A05xx | A06xx), bridged at row 9.
    for (int row = 0; row < 10; ++row) {
        const HexId h = map.id({4, row});
        map.setFeatures(h, HexSide::NE, kRiver);
        map.setFeatures(h, HexSide::SE, kRiver);
    }
    const HexId bridgeFrom = map.id({4, 8});
    map.setFeatures(bridgeFrom, HexSide::SE, kRiver | kBridge);
    const CostTable inf(map, p, MoveArm::Infantry);
    const HexId from = at(map, "A0302"), to = at(map, "A0802");
    auto path = findPath(inf, from, to);
    REQUIRE(path);
    CHECK(path->hexes.front() == from);
    CHECK(path->hexes.back() == to);
    CHECK(std::find(path->hexes.begin(), path->hexes.end(), bridgeFrom) != path->hexes.end());
    REQUIRE(pathCost(inf, path->hexes));
    CHECK(*pathCost(inf, path->hexes) == path->mp);
    CHECK(path->mp == oracle(inf, from, 1e9).at(to));
    // Without the bridge there is no path.
    map.setFeatures(bridgeFrom, HexSide::SE, kRiver);
    CHECK_FALSE(findPath(inf, from, to));
    CHECK(findPath(inf, from, from)->hexes.size() == 1);
}

TEST_CASE("pathToNearest stops at the nearest target and reports none when cut off") {
    Map map = makeMap(12, 12);
    RulesProfile p = makeProfile();
    const HexId from = at(map, "A0101");
    const HexId target = at(map, "A0404");
    const CostTable art(map, p, MoveArm::Artillery);
    auto path = pathToNearest(art, from, [&](HexId h) { return h == target; });
    REQUIRE(path);
    CHECK(path->front() == from);
    CHECK(path->back() == target);
    CHECK(static_cast<int>(path->size()) == distance(map.offset(from), map.offset(target)) + 1);
    // Ring the target with marsh: artillery cannot get in, infantry can.
    for (HexSide s : kAllSides)
        map.setTerrain(map.neighbour(target, s), kMarsh);
    CHECK_FALSE(pathToNearest(art, from, [&](HexId h) { return h == target; }));
    CHECK(pathToNearest(CostTable(map, p, MoveArm::Infantry), from,
                        [&](HexId h) { return h == target; }));
    CHECK(pathToNearest(art, from, [&](HexId h) { return h == from; })->size() == 1);
}

TEST_CASE("pathToNearest with route barriers: held hexes are never entered, zones cut only "
          "zone to zone") {
    // A route over several movements past the enemy's set-up (Austerlitz 1805, Premier Rules
    // (July 2016), rule 14, Zone d'Influence): a stop hex is entered, and left at the start of
    // the next movement.
    Map map = makeMap(7, 7);
    RulesProfile p = makeProfile();
    const CostTable inf(map, p, MoveArm::Infantry);
    const HexId from = at(map, "A0407");
    const HexId target = at(map, "A0401");
    auto isTarget = [&](HexId h) { return h == target; };
    std::vector<HexId> row4, row3; // every path north crosses each row
    for (int col = 0; col < 7; ++col) {
        row4.push_back(map.id({col, 3}));
        row3.push_back(map.id({col, 2}));
    }
    std::sort(row4.begin(), row4.end());
    std::sort(row3.begin(), row3.end());
    std::vector<HexId> cut{from};

    SECTION("a row of held hexes cuts it off; the cut is that row") {
        RouteBarriers barriers;
        for (HexId h : row4)
            barriers.hold(h, map.gridSize());
        CHECK(pathToNearest(inf, from, isTarget));
        CHECK_FALSE(pathToNearest(inf, from, isTarget, nullptr, &barriers, &cut));
        CHECK(cut == row4);
        // One hex freed: the route goes through it, and the barriers allow the path.
        RouteBarriers gap;
        for (HexId h : row4)
            if (h != at(map, "A0104"))
                gap.hold(h, map.gridSize());
        const auto path = pathToNearest(inf, from, isTarget, nullptr, &gap, &cut);
        REQUIRE(path);
        CHECK(cut.empty());
        CHECK(std::find(path->begin(), path->end(), at(map, "A0104")) != path->end());
        CHECK(gap.allows(*path));
        CHECK_FALSE(barriers.allows(*path));
        // A route may start in a held hex (the caller decides what that means).
        CHECK(pathToNearest(inf, at(map, "A0404"), isTarget, nullptr, &barriers));
    }
    SECTION("two rows of stop hexes: passed over two movements, cut when zone to zone is refused") {
        StopHexes stops;
        for (HexId h : row4)
            stops.add(h, map.gridSize());
        for (HexId h : row3)
            stops.add(h, map.gridSize());
        RouteBarriers barriers;
        barriers.setStops(&stops);
        const auto path = pathToNearest(inf, from, isTarget, nullptr, &barriers, &cut);
        REQUIRE(path);
        CHECK(cut.empty());
        CHECK(barriers.allows(*path));
        stops.setZoneToZone(false);
        CHECK_FALSE(barriers.allows(*path));
        CHECK_FALSE(pathToNearest(inf, from, isTarget, nullptr, &barriers, &cut));
        // Refused: the steps north into the second row, and those along the first.
        std::vector<HexId> both = row3;
        both.insert(both.end(), row4.begin(), row4.end());
        std::sort(both.begin(), both.end());
        CHECK(cut == both);
        // One row alone is entered from outside and left into open ground: no cut.
        StopHexes one;
        for (HexId h : row4)
            one.add(h, map.gridSize());
        one.setZoneToZone(false);
        RouteBarriers single;
        single.setStops(&one);
        CHECK(pathToNearest(inf, from, isTarget, nullptr, &single));
    }
}

TEST_CASE("windowed searches agree with a whole-map Dijkstra on random maps") {
    std::mt19937 rng(2024);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    for (int round = 0; round < 12; ++round) {
        Map map = makeMap(30, 24);
        for (HexId h = 0; h < map.gridSize(); ++h) {
            const int t = pick(10);
            map.setTerrain(h, t < 6 ? kClear : t < 9 ? kWoods : kMarsh);
            for (HexSide s : {HexSide::N, HexSide::NE, HexSide::SE}) {
                Features f = 0;
                const int k = pick(20);
                if (k == 0)
                    f = kRiver;
                else if (k == 1)
                    f = kRiver | kBridge;
                else if (k == 2)
                    f = kStream;
                else if (k == 3)
                    f = kSlope;
                else if (k < 7)
                    f = kRoad;
                map.setFeatures(h, s, f);
            }
        }
        RulesProfile p = makeProfile();
        for (MoveArm arm : kAllArms) {
            for (MoveMode mode : {MoveMode::Normal, MoveMode::RoadMarch}) {
                const CostTable costs(map, p, arm, mode);
                const HexId from = map.id({pick(30), pick(24)});
                const double mp = 2 + pick(12);
                INFO("round " << round << " arm " << toString(arm) << " mp " << mp);
                CHECK(asMap(reachable(costs, from, mp)) == oracle(costs, from, mp));
                const auto all = oracle(costs, from, 1e9);
                const HexId to = map.id({pick(30), pick(24)});
                const auto path = findPath(costs, from, to);
                REQUIRE(path.has_value() == (all.count(to) > 0));
                if (path) {
                    CHECK(path->mp == all.at(to));
                    CHECK(pathCost(costs, path->hexes) == path->mp);
                }
            }
        }
    }
}

TEST_CASE("searches with stop hexes enter them but never leave them, except from the start") {
    // Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence: a unit stops on
    // entering an enemy zone and leaves one only at the start of its movement.
    Map map = makeMap(7, 7);
    RulesProfile p = makeProfile();
    const CostTable inf(map, p, MoveArm::Infantry);
    const HexId start = at(map, "A0407");
    StopHexes stops;
    for (const char* h : {"A0305", "A0405", "A0505"}) // a wall of zone across the way north
        stops.add(at(map, h), map.gridSize());
    const auto free = asMap(reachable(inf, start, 4));
    const auto held = asMap(reachable(inf, start, 4, &stops));
    CHECK(free.at(at(map, "A0403")) == 4);
    CHECK(held.at(at(map, "A0405")) == 2); // entered, and movement ends there
    CHECK(held.count(at(map, "A0404")) == 0);
    CHECK(held.count(at(map, "A0403")) == 0);
    CHECK(held == oracle(inf, start, 4, &stops));
    // Around the zone: A0204 is reached by the west, through no stop hex.
    CHECK(held.at(at(map, "A0204")) == free.at(at(map, "A0204")));
    const auto path = findPath(inf, start, at(map, "A0403"), &stops);
    REQUIRE(path);
    CHECK(path->mp > 4);
    for (std::size_t i = 1; i + 1 < path->hexes.size(); ++i)
        CHECK_FALSE(stops.contains(path->hexes[i]));
    CHECK(findPath(inf, start, at(map, "A0405"), &stops)->mp == 2);

    SECTION("a unit starting in a zone leaves it; into another zone hex only zone-to-zone") {
        const HexId inZone = at(map, "A0405");
        const auto out = asMap(reachable(inf, inZone, 2, &stops));
        CHECK(out.at(at(map, "A0403")) == 2); // left the zone at the start
        CHECK(out.at(at(map, "A0305")) == 1); // straight into the next zone hex, and stops
        CHECK(out == oracle(inf, inZone, 2, &stops));
        stops.setZoneToZone(false);
        const auto apart = asMap(reachable(inf, inZone, 2, &stops));
        CHECK(apart.at(at(map, "A0305")) == 2); // out of the zone first, by A0404
        CHECK(apart.at(at(map, "A0505")) == 2);
        CHECK(apart.at(at(map, "A0403")) == 2);
        CHECK(apart == oracle(inf, inZone, 2, &stops));
        const auto around = findPath(inf, inZone, at(map, "A0305"), &stops);
        REQUIRE(around);
        CHECK(around->mp == 2);
        CHECK_FALSE(stops.contains(around->hexes[1]));
    }
}

TEST_CASE("searches with random stop hexes agree with the whole-map Dijkstra") {
    std::mt19937 rng(1805);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    for (int round = 0; round < 16; ++round) {
        Map map = makeMap(30, 24);
        for (HexId h = 0; h < map.gridSize(); ++h)
            map.setTerrain(h, pick(10) < 7 ? kClear : kWoods);
        StopHexes stops;
        stops.setZoneToZone(round % 2 == 0);
        for (HexId h = 0; h < map.gridSize(); ++h)
            if (pick(5) == 0)
                stops.add(h, map.gridSize());
        RulesProfile p = makeProfile();
        const CostTable costs(map, p, round % 3 == 0 ? MoveArm::Cavalry : MoveArm::Infantry);
        const HexId from = map.id({pick(30), pick(24)});
        const double mp = 2 + pick(10);
        INFO("round " << round << " mp " << mp);
        CHECK(asMap(reachable(costs, from, mp, &stops)) == oracle(costs, from, mp, &stops));
        const auto all = oracle(costs, from, 1e9, &stops);
        const HexId to = map.id({pick(30), pick(24)});
        const auto path = findPath(costs, from, to, &stops);
        REQUIRE(path.has_value() == (all.count(to) > 0));
        if (path)
            CHECK(path->mp == all.at(to));
    }
}

TEST_CASE("searches on a large map touch only what they need and grow windows when cut") {
    // 600 x 400 clear hexes; a 12 MP reach is the 469-hex disc whatever the map size.
    Map map = makeMap(600, 400);
    RulesProfile p = makeProfile();
    const CostTable inf(map, p, MoveArm::Infantry);
    const HexId c = map.id({300, 200});
    CHECK(reachable(inf, c, 12).size() == 469);
    // A road march along a long straight road: 0.5 MP a hex reaches 24 hexes down the road.
    for (int row = 0; row < 399; ++row)
        map.setFeatures(map.id({300, row}), HexSide::S, kRoad);
    const CostTable road(map, p, MoveArm::Infantry, MoveMode::RoadMarch);
    const auto r = asMap(reachable(road, c, 12));
    CHECK(r.count(map.id({300, 224})) == 1);
    CHECK(r.at(map.id({300, 224})) == 12);
    CHECK(r.count(map.id({300, 225})) == 0);
    // A path across the whole map needs the window to grow around a long wall of marsh.
    for (int row = 0; row < 399; ++row)
        map.setTerrain(map.id({310, row}), kMarsh);
    const CostTable cav(map, p, MoveArm::Cavalry);
    const auto path = findPath(cav, map.id({305, 10}), map.id({315, 10}));
    REQUIRE(path);
    CHECK(path->hexes.size() > 380);
    CHECK(pathCost(cav, path->hexes) == path->mp);
}

TEST_CASE("dead ends: a failed search marks what it explored, later searches stop there") {
    Map map = makeMap(20, 12);
    RulesProfile p = makeProfile();
    // A river east of column 5 (A06xx | A07xx) cuts the west off; the target is in the east.
    for (int row = 0; row < 12; ++row) {
        map.setFeatures(map.id({5, row}), HexSide::NE, kRiver);
        map.setFeatures(map.id({5, row}), HexSide::SE, kRiver);
    }
    const HexId target = at(map, "A1506");
    auto isTarget = [&](HexId h) { return h == target; };
    const CostTable inf(map, p, MoveArm::Infantry);
    DeadEnds dead;
    CHECK_FALSE(pathToNearest(inf, at(map, "A0101"), isTarget, &dead));
    // Every hex west of the river is now a dead end, none east of it.
    CHECK(dead.contains(at(map, "A0101")));
    CHECK(dead.contains(at(map, "A0612")));
    CHECK_FALSE(dead.contains(at(map, "A0701")));
    CHECK_FALSE(dead.contains(target));
    // Another entry in the same region fails at once; one east of the river still succeeds.
    CHECK_FALSE(pathToNearest(inf, at(map, "A0307"), isTarget, &dead));
    const auto east = pathToNearest(inf, at(map, "A2001"), isTarget, &dead);
    REQUIRE(east);
    CHECK(east->back() == target);
    // Without the memo the answers are the same.
    CHECK_FALSE(pathToNearest(inf, at(map, "A0307"), isTarget));
}

TEST_CASE("walls and hedges cost <arm>.wall-mp and <arm>.hedge-mp on top, negative refuses") {
    Map map = makeMap(6, 6);
    RulesProfile p = makeProfile();
    REQUIRE(p.set(params::infantryWallMp, 1, "test"));
    REQUIRE(p.set(params::cavalryWallMp, -1, "test"));
    REQUIRE(p.set(params::artilleryWallMp, 3, "test"));
    REQUIRE(p.set(params::infantryHedgeMp, 2, "test"));
    REQUIRE(p.set(params::cavalryHedgeMp, 1, "test"));
    REQUIRE(p.set(params::artilleryHedgeMp, -1, "test"));
    const HexId a = at(map, "A0303");
    const CostTable inf(map, p, MoveArm::Infantry), cav(map, p, MoveArm::Cavalry),
        art(map, p, MoveArm::Artillery), infRoad(map, p, MoveArm::Infantry, MoveMode::RoadMarch);
    SECTION("wall") {
        map.setFeatures(a, HexSide::N, kWall);
        CHECK(inf.step(a, HexSide::N).mp == 2);
        CHECK(cav.step(a, HexSide::N).block == StepBlock::Wall);
        CHECK(art.step(a, HexSide::N).mp == 4);
        CHECK(toString(StepBlock::Wall) == "wall prohibited");
    }
    SECTION("hedge, with a slope") {
        map.setFeatures(a, HexSide::N, kHedge | kSlope);
        CHECK(inf.step(a, HexSide::N).mp == 5); // clear 1 + slope 2 + hedge 2
        CHECK(cav.step(a, HexSide::N).mp == 5); // 1 + 3 + 1
        CHECK(art.step(a, HexSide::N).block == StepBlock::Hedge);
    }
    SECTION("a road through a wall: road march pays the road rate only (a gate)") {
        map.setFeatures(a, HexSide::N, kWall | kRoad);
        CHECK(infRoad.step(a, HexSide::N).mp == 0.5);
        CHECK(inf.step(a, HexSide::N).mp == 2);
    }
    SECTION("the bundled default: nothing extra") {
        map.setFeatures(a, HexSide::N, kWall | kHedge);
        CHECK(CostTable(map, RulesProfile{}, MoveArm::Cavalry).step(a, HexSide::N).mp == 1);
    }
    SECTION("Dijkstra goes round a wall that cavalry may not cross") {
        // A wall on every side of A0303 but its south one.
        for (HexSide s : kAllSides)
            if (s != HexSide::S)
                map.setFeatures(a, s, kWall);
        const auto r = asMap(reachable(cav, at(map, "A0302"), 3));
        CHECK(r.count(a) == 0); // round it to the south (three steps) and in: 4 MP
        CHECK(asMap(reachable(cav, at(map, "A0302"), 4)).at(a) == 4);
        CHECK(asMap(reachable(inf, at(map, "A0302"), 2)).at(a) == 2);
    }
}

TEST_CASE("road march along a road into a town pays the terrain row's road-march-mp") {
    auto m = Map::create("town", Numbering{}, {Sheet{'A', 0, 0, 7, 1}},
                         {TerrainType{"clear", "Clear", 0xffffff, "none", false, false},
                          TerrainType{"village", "Village", 0xcc8844, "houses", true, true}});
    REQUIRE(m.ok());
    Map map = std::move(m).value();
    RulesProfile p = makeProfile();
    TerrainRules village{"village", 3, 3, 3, 0, 0, 0, 0, 0, false, "test"};
    // Terrain effects charts: Bautzen 1813 special rules p.1, Heilsberg 1807 special rules p.2,
    // Leipzig 1813 special rules p.1.
    village.roadMarchMp = 2;
    p.terrain.push_back(village);
    // A road along the whole row A0101..A0701; A0401 is a village.
    std::vector<HexId> row;
    for (int c = 0; c < 7; ++c)
        row.push_back(map.id({c, 0}));
    for (std::size_t i = 0; i + 1 < row.size(); ++i) {
        const auto side = sideTowards(map.offset(row[i]), map.offset(row[i + 1]));
        REQUIRE(side);
        map.setFeatures(row[i], *side, kRoad);
    }
    map.setTerrain(row[3], 1);
    const CostTable road(map, p, MoveArm::Infantry, MoveMode::RoadMarch),
        normal(map, p, MoveArm::Infantry);
    CHECK(pathCost(road, row) == 0.5 * 5 + 2); // five clear road hexes and the village
    CHECK(pathCost(normal, row) == 1 * 5 + 3);
    CHECK(road.minStepCost() == 0.5);
    // Dijkstra: 3.5 MP get through the village to A0501 but no further.
    const auto r = asMap(reachable(road, row[0], 3.5));
    CHECK(r.at(row[3]) == 3);
    CHECK(r.at(row[4]) == 3.5);
    CHECK(r.count(row[5]) == 0);
    // A*: the path is the road and costs what pathCost says.
    auto path = findPath(road, row[0], row[6]);
    REQUIRE(path);
    CHECK(path->hexes == row);
    CHECK(path->mp == 4.5);
    SECTION("without a road-march-mp the town is crossed at movement.road-mp") {
        p.terrain.back().roadMarchMp.reset();
        CHECK(pathCost(CostTable(map, p, MoveArm::Infantry, MoveMode::RoadMarch), row) == 3);
    }
}

TEST_CASE("trails: ignored while movement.trail-mp is negative, else a road of that rate") {
    Map map = makeMap(6, 6);
    RulesProfile p = makeProfile();
    const HexId a = at(map, "A0303");
    const HexId b = map.neighbour(a, HexSide::S);
    map.setTerrain(b, kWoods);
    map.setFeatures(a, HexSide::S, kTrail);
    const CostTable off(map, p, MoveArm::Artillery, MoveMode::RoadMarch);
    CHECK(p.get(params::movementTrailMp) < 0); // the catalogue default and the bundled profiles
    CHECK_FALSE(off.step(a, HexSide::S).passable());
    CHECK_FALSE(off.canEnter(b));
    REQUIRE(p.set(params::movementTrailMp, 1, "test"));
    const CostTable on(map, p, MoveArm::Artillery, MoveMode::RoadMarch),
        normal(map, p, MoveArm::Infantry);
    CHECK(on.step(a, HexSide::S).mp == 1);
    CHECK(on.canEnter(b));
    CHECK(normal.step(a, HexSide::S).mp == 3); // off road march a trail is nothing
    CHECK(on.minStepCost() == 0.5);            // the road rate is still the cheapest
    REQUIRE(p.set(params::movementTrailMp, 0.25, "test"));
    CHECK(CostTable(map, p, MoveArm::Artillery, MoveMode::RoadMarch).minStepCost() == 0.25);
}
