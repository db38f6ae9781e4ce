// One predicate for the editor and the checks (rules/formations.hpp): every unit of every sample
// (each map and set of orders of battle of samples/*/*.scenario.xml), in every formation, in EVERY
// hex of its map. A formation the editor offers (edit::formationsAllowed), placed as the editor
// places it (in one hex, or in two when the rules want a second hex: a large skirmish line), draws
// no problem from the formation, carré and terrain.prohibited checks; every other formation, placed
// in one hex, draws at least one. Leaders are left out: they have no formation of their own and the
// checks do not judge them. Which hexside a two-hex unit straddles (terrain.impassable-hexside) is
// a movement fact, not a formation fact, and is not part of the comparison. Units alike in every
// value a formation rule reads (arm, echelon, class, nationality, increments, skirmish ability,
// artillery type) get the same answers, so one of each kind is placed: the whole-battle samples'
// hundreds of battalions are a few dozen kinds.
#include "engine/checks/checks.hpp"
#include "engine/edit/deploy.hpp"
#include "engine/rules/formations.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>

using namespace marengo;

namespace {

constexpr std::array<Formation, 8> kAllFormations{
    Formation::Column,       Formation::Line,      Formation::Carre,    Formation::Skirmish,
    Formation::GeneralOrder, Formation::RoadMarch, Formation::Limbered, Formation::Unlimbered};

Scenario loadSample(const std::filesystem::path& path) {
    auto loaded = formats::loadScenario(path);
    INFO(formats::test::dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    return std::move(*loaded.value);
}

/// Every sample scenario (samples/*/*.scenario.xml) with a map and orders of battle no earlier one
/// had: a folder's scenarios mostly share them (Friedland has two sets: the Sortlack corner and
/// the whole battle).
std::vector<Scenario> sampleScenarios() {
    std::vector<std::filesystem::path> all;
    const std::filesystem::path root = std::filesystem::path(MARENGO_SOURCE_DIR) / "samples";
    for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
        const std::string name = e.path().filename().string();
        if (e.is_regular_file() && name.ends_with(".scenario.xml"))
            all.push_back(e.path());
    }
    std::sort(all.begin(), all.end());
    std::vector<Scenario> out;
    std::set<std::string> seen;
    for (const auto& path : all) {
        Scenario s = loadSample(path);
        std::string key = s.map.name() + "|" + std::to_string(s.map.gridSize());
        for (const OrderOfBattle& oob : s.oobs)
            for (const Unit& u : oob.units())
                key += "|" + u.id;
        if (seen.insert(key).second)
            out.push_back(std::move(s));
    }
    return out;
}

CheckFilter formationChecks() {
    CheckFilter filter;
    for (const CheckInfo& c : checkCatalogue())
        if (c.id.starts_with("carre.") || c.id.starts_with("formation.") ||
            c.id == "terrain.prohibited")
            filter.only.emplace_back(c.id);
    return filter;
}

/// What a formation rule can read of a unit: units with the same kind get the same answers.
std::string kindOf(const Unit& u) {
    return std::to_string(static_cast<int>(u.arm)) + "|" +
           std::to_string(static_cast<int>(u.echelon)) + "|" + u.unitClass.str() + "|" +
           u.nationality.str() + "|" + std::to_string(u.increments) + "|" +
           (u.skirmish ? "s" : "-") + "|" + std::to_string(static_cast<int>(u.artillery));
}

bool has(const std::vector<Formation>& v, Formation f) {
    return std::find(v.begin(), v.end(), f) != v.end();
}

/// The placement of `u` in `f` at `h` as the editor makes it: one hex, or two (the second across
/// a flank hexside) when the rules accept `f` only with a second hex.
Placement placed(const Scenario& s, const Unit& u, Formation f, HexId h) {
    Placement p;
    p.unit = u.id;
    p.hex = h;
    p.formation = f;
    p.facing = Facing{facingKindFor(f), 0};
    if (!allowsTwoHexes(f) || has(rules::formationsAllowed(s, u, h), f))
        return p;
    for (HexSide side : kAllSides) {
        const HexId n = s.map.neighbour(h, side);
        if (n != kNoHex && has(rules::formationsAllowed(s, u, h, n), f)) {
            p.second = n;
            // A vertex facing v has its flank hexsides at v-1 and v+2.
            p.facing = Facing{FacingKind::Vertex, (static_cast<int>(side) + 1) % 6};
            return p;
        }
    }
    return p;
}

} // namespace

TEST_CASE("every sample unit in every formation in every hex: the editor offers exactly what "
          "the checks accept",
          "[formations][samples]") {
    const CheckFilter filter = formationChecks();
    REQUIRE(filter.only.size() >= 9);
    const std::vector<Scenario> scenarios = sampleScenarios();
    REQUIRE(scenarios.size() >= 3);
    std::size_t compared = 0;
    for (const Scenario& s : scenarios) {
        std::vector<HexId> hexes;
        for (HexId h = 0; h < s.map.gridSize(); ++h)
            if (s.map.onMap(h))
                hexes.push_back(h);
        Scenario t = s;
        t.reinforcements.clear();
        std::vector<std::string> mismatches;
        std::set<std::string> kinds;
        for (const OrderOfBattle& oob : s.oobs) {
            for (const Unit& u : oob.units()) {
                if (!u.isPlaceable() || u.arm == Arm::Leader ||
                    !kinds.insert(oob.side + "|" + kindOf(u)).second)
                    continue;
                std::vector<std::vector<Formation>> offered;
                for (HexId h : hexes)
                    offered.push_back(edit::formationsAllowed(s, u, h));
                for (Formation f : kAllFormations) {
                    t.setup.clear();
                    for (HexId h : hexes)
                        t.setup.push_back(placed(s, u, f, h));
                    std::set<HexId> flagged;
                    for (const Problem& p : runChecks(t, filter))
                        if (!p.hexes.empty())
                            flagged.insert(p.hexes.front());
                    for (std::size_t i = 0; i < hexes.size(); ++i) {
                        const bool offer = has(offered[i], f);
                        ++compared;
                        if (offer != !flagged.count(hexes[i]) && mismatches.size() < 20)
                            mismatches.push_back(
                                s.title + ": " + u.id + " in " + std::string(toString(f)) + " at " +
                                s.map.label(hexes[i]) +
                                (offer ? ": offered, but a check reports it"
                                       : ": not offered, but no check reports it"));
                    }
                }
            }
        }
        INFO(s.title);
        for (const std::string& m : mismatches)
            UNSCOPED_INFO(m);
        CHECK(mismatches.empty());
    }
    CHECK(compared > 200000);
}

TEST_CASE("the frozen pond of the Austerlitz sample is not clear: no carré offered, and the check "
          "rejects one",
          "[formations][samples]") {
    const Scenario s = loadSample(std::filesystem::path(MARENGO_SOURCE_DIR) / "samples" /
                                  "austerlitz" / "austerlitz-pratzen.scenario.xml");
    const HexId pond = s.map.find("B0618");
    REQUIRE(s.map.terrainType(pond).id == "frozen-lake");
    CHECK_FALSE(rules::isClear(s.map, s.rules, pond));
    const Unit* battalion = nullptr;
    for (const OrderOfBattle& oob : s.oobs)
        for (const Unit& u : oob.units())
            if (!battalion && u.arm == Arm::Infantry && u.echelon == Echelon::Battalion &&
                u.increments >= 3)
                battalion = &u;
    REQUIRE(battalion);
    CHECK(has(edit::formationsAllowed(s, *battalion, pond), Formation::Column));
    CHECK_FALSE(has(edit::formationsAllowed(s, *battalion, pond), Formation::Carre));
    Scenario t = s;
    t.setup = {placed(s, *battalion, Formation::Carre, pond)};
    CheckFilter carre;
    carre.only = {"carre.terrain"};
    const auto problems = runChecks(t, carre);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems.front().message, Catch::Contains("carré needs clear terrain"));
}
