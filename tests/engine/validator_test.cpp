// Incremental validation must agree with a full run after any sequence of edits.
#include "checks/validator.hpp"

#include <catch2/catch.hpp>

#include <random>

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
        switch (pick(4)) {
        case 0: { // paint terrain
            HexId h = randomHex();
            s.map.setTerrain(h, static_cast<TerrainId>(pick(3)));
            touched.push_back(h);
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
