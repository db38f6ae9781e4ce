// Incremental revalidation stays flat in map size (issue #14): after a one-hex terrain edit, the
// units and hexes each check visits (Validator::lastVisits, counted by CheckContext::countVisits)
// are the same on a stress scenario (cli/stress.hpp, what `marengo gen-stress` writes) and on one
// four times larger, for the same edit in the same surroundings. A check that walked every
// reinforcement, or searched the map, after each edit would visit four times as much.
#include "cli/stress.hpp"
#include "engine/checks/checks.hpp"
#include "engine/checks/registry.hpp"
#include "engine/checks/validator.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace marengo;

namespace {

Scenario stress(std::size_t hexes, std::size_t units) {
    auto rules = cli::stressRules();
    REQUIRE(rules);
    return cli::generateStress({hexes, units, 1}, std::move(*rules));
}

TerrainId terrainNamed(const Map& map, std::string_view id) {
    const auto& types = map.terrainTypes();
    for (std::size_t t = 0; t < types.size(); ++t)
        if (types[t].id == id)
            return static_cast<TerrainId>(t);
    FAIL("no terrain " << id);
    return 0;
}

/// True when no counter is set up within `radius` hexes of `h`.
bool alone(const Scenario& s, HexId h, int radius) {
    for (const Placement& p : s.setup)
        for (HexId x : {p.hex, p.second})
            if (s.map.onMap(x) && distance(s.map.offset(x), s.map.offset(h)) <= radius)
                return false;
    return true;
}

/// "check: visits" for each check that visited anything after hex `h` is set to terrain `t`,
/// on a validator that ran in full before.
std::vector<std::string> visitsAfter(Scenario& s, HexId h, TerrainId t) {
    Validator v(s);
    v.runFull();
    s.map.setTerrain(h, t);
    const HexId touched[] = {h};
    v.update(touched, kOnTerrain);
    std::vector<std::string> out;
    for (const CheckEntry& e : checkEntries())
        if (const std::size_t n = v.lastVisits(e.info.id))
            out.push_back(std::string(e.info.id) + ": " + std::to_string(n));
    CHECK(v.lastVisits() > 0);
    return out;
}

} // namespace

TEST_CASE("incremental revalidation visits as much on a map four times larger") {
    // About 60,000 and 240,000 hexes: 4 and 16 reinforcement groups of five a side.
    Scenario small = stress(60000, 4000);
    Scenario large = stress(4 * small.map.hexCount(), 16000);
    REQUIRE(large.map.hexCount() >= 4 * small.map.hexCount());
    REQUIRE(large.reinforcements.size() == 4 * small.reinforcements.size());

    SECTION("woods at the centre of the map, between the armies") {
        auto centre = [](const Scenario& s) {
            return s.map.id({s.map.width() / 2, s.map.height() / 2});
        };
        const auto a = visitsAfter(small, centre(small), terrainNamed(small.map, "woods"));
        const auto b = visitsAfter(large, centre(large), terrainNamed(large.map, "woods"));
        CHECK(a == b);
    }
    SECTION("a pond on the entry hex of French reinforcements, no counter set up near it") {
        // The generator clears the ground two hexes round each entry; an entry with no counter
        // within two hexes has the same surroundings on both maps for every per-hex check.
        auto entry = [](const Scenario& s) {
            for (const Reinforcement& r : s.reinforcements)
                if (r.side == "French" && r.units.size() == 5 && alone(s, r.entry, 2))
                    return r.entry;
            return kNoHex;
        };
        const HexId e1 = entry(small);
        const HexId e2 = entry(large);
        REQUIRE(e1 != kNoHex);
        REQUIRE(e2 != kNoHex);
        const auto a = visitsAfter(small, e1, terrainNamed(small.map, "pond"));
        const auto b = visitsAfter(large, e2, terrainNamed(large.map, "pond"));
        CHECK(a == b);
        // The arrivals there were re-checked: the five units, and the entry hex by the per-hex
        // checks of entries.
        CHECK(std::count(a.begin(), a.end(), "reinforcement.connected: 6") == 1);
        CHECK(std::count(a.begin(), a.end(), "reinforcement.entry-passable: 1") == 1);
    }
}
