// Line of sight and viewshed (rules/los.hpp) and the allocation-free hex line walk
// (hex/line_walk.hpp) it runs on.
#include "engine/hex/line_walk.hpp"
#include "engine/rules/los.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace marengo;

namespace {

constexpr TerrainId kClear = 0;
constexpr TerrainId kWoods = 1;

// A 20 x 20 sheet of clear ground with woods available; labels A0101..A2020.
Map flatMap() {
    auto m = Map::create("los", Numbering{}, {Sheet{'A', 0, 0, 20, 20}},
                         {TerrainType{"clear", "Clear", 0xeef0d8, "none", false, false},
                          TerrainType{"woods", "Woods", 0x9cc28a, "trees", true, true}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

HexId at(const Map& m, const char* label) {
    HexId h = m.find(label);
    INFO(label);
    REQUIRE(h != kNoHex);
    return h;
}

void setTerrain(Map& m, const char* label, TerrainId t) {
    m.setTerrain(at(m, label), t);
}
void setLevel(Map& m, const char* label, int level) {
    m.setElevation(at(m, label), level);
}

RulesProfile profileWith(std::initializer_list<std::pair<ParamId, double>> values) {
    RulesProfile p;
    for (auto [id, value] : values)
        REQUIRE(p.set(id, value, "test").ok());
    return p;
}

LosResult los(const Map& m, const RulesProfile& r, const char* from, const char* to,
              const LosOptions& o = {}) {
    return lineOfSight(m, r, at(m, from), at(m, to), o);
}

std::set<std::string> labels(const Map& m, const std::vector<HexId>& hexes) {
    std::set<std::string> out;
    for (HexId h : hexes)
        out.insert(m.label(h));
    return out;
}

std::set<Axial, bool (*)(const Axial&, const Axial&)> axialSet() {
    return std::set<Axial, bool (*)(const Axial&, const Axial&)>(
        [](const Axial& a, const Axial& b) { return std::pair(a.q, a.r) < std::pair(b.q, b.r); });
}

} // namespace

TEST_CASE("los: LineWalk gives the hexes of line() with alternatives", "[los][line]") {
    const Axial origin{0, 0};
    for (int q = -7; q <= 7; ++q) {
        for (int r = -7; r <= 7; ++r) {
            const Axial b{q, r};
            for (Axial a : {origin, Axial{2, -3}}) {
                std::vector<LineStep> expected = line(a, b);
                LineWalk walk(a, b);
                CHECK(walk.length() == distance(a, b));
                std::size_t i = 0;
                for (WalkStep s; walk.next(s); ++i) {
                    INFO("from " << a.q << "," << a.r << " to " << q << "," << r << " step " << i);
                    REQUIRE(i < expected.size());
                    CHECK(s.index == static_cast<int>(i));
                    CHECK(s.hex == expected[i].hex);
                    CHECK(s.hasAlt == expected[i].alt.has_value());
                    if (s.hasAlt && expected[i].alt)
                        CHECK(s.alt == *expected[i].alt);
                }
                CHECK(i == expected.size());
            }
        }
    }
}

TEST_CASE("los: LineWalk of a single hex and along a hexside", "[los][line]") {
    LineWalk one(Axial{3, 4}, Axial{3, 4});
    WalkStep s;
    REQUIRE(one.next(s));
    CHECK(s.hex == Axial{3, 4});
    CHECK_FALSE(s.hasAlt);
    CHECK_FALSE(one.next(s));

    // (0,0) to (2,-1) runs along the hexside between (1,-1) and (1,0).
    LineWalk spine(Axial{0, 0}, Axial{2, -1});
    REQUIRE(spine.next(s));
    REQUIRE(spine.next(s));
    CHECK(s.hasAlt);
    auto got = axialSet();
    got.insert(s.hex);
    got.insert(s.alt);
    auto want = axialSet();
    want.insert(Axial{1, -1});
    want.insert(Axial{1, 0});
    CHECK(got == want);
    REQUIRE(spine.next(s));
    CHECK(s.hex == Axial{2, -1});
    CHECK_FALSE(s.hasAlt);
}

TEST_CASE("los: sight over clear ground is clear", "[los]") {
    const Map m = flatMap();
    const RulesProfile r;
    LosResult res = los(m, r, "A0603", "A0609");
    CHECK(res.clear);
    CHECK(res.blockedAt == kNoHex);
    CHECK(res.reason.empty());
    CHECK(los(m, r, "A0603", "A0603").clear);
    CHECK(los(m, r, "A0101", "A2020").clear);
}

TEST_CASE("los: woods between observer and target block", "[los]") {
    Map m = flatMap();
    const RulesProfile r;
    setTerrain(m, "A0606", kWoods);
    setTerrain(m, "A0607", kWoods);
    LosResult res = los(m, r, "A0603", "A0609");
    CHECK_FALSE(res.clear);
    CHECK(res.blockedAt == at(m, "A0606")); // the first blocking hex from the observer
    CHECK(res.reason == "woods at A0606");
    LosResult back = los(m, r, "A0609", "A0603");
    CHECK_FALSE(back.clear);
    CHECK(back.reason == "woods at A0607");
    // Beside the line, woods do not matter.
    CHECK(los(m, r, "A0503", "A0509").clear);
}

TEST_CASE("los: woods in the observer's or the target's hex do not block", "[los]") {
    Map m = flatMap();
    const RulesProfile r;
    setTerrain(m, "A0603", kWoods);
    setTerrain(m, "A0609", kWoods);
    CHECK(los(m, r, "A0603", "A0609").clear);
    CHECK(los(m, r, "A0609", "A0603").clear);
    // Adjacent hexes have nothing in between.
    setTerrain(m, "A0604", kWoods);
    CHECK(los(m, r, "A0603", "A0604").clear);
}

TEST_CASE("los: elevation along the sight line", "[los]") {
    Map m = flatMap();
    const RulesProfile r;
    SECTION("a hill between two low hexes blocks") {
        setLevel(m, "A0603", 1);
        LosResult res = los(m, r, "A0601", "A0605");
        CHECK_FALSE(res.clear);
        CHECK(res.blockedAt == at(m, "A0603"));
        CHECK(res.reason == "higher ground (level 1) at A0603");
    }
    SECTION("low ground between two hills does not block") {
        setLevel(m, "A0601", 2);
        setLevel(m, "A0605", 2);
        CHECK(los(m, r, "A0601", "A0605").clear);
    }
    SECTION("ground level with the sight line does not block") {
        setLevel(m, "A0601", 1);
        setLevel(m, "A0603", 1);
        setLevel(m, "A0605", 1);
        CHECK(los(m, r, "A0601", "A0605").clear);
        setLevel(m, "A0603", 2);
        CHECK(los(m, r, "A0601", "A0605").reason == "higher ground (level 2) at A0603");
    }
    SECTION("the sight line falls from a hilltop observer to a low target") {
        // From level 2 to level 0 over four hexes the line stands at 1.5, 1, 0.5.
        setLevel(m, "A0601", 2);
        setLevel(m, "A0602", 1);
        CHECK(los(m, r, "A0601", "A0605").clear);
        setLevel(m, "A0603", 1);
        CHECK(los(m, r, "A0601", "A0605").clear);
        setLevel(m, "A0604", 1);
        LosResult res = los(m, r, "A0601", "A0605");
        CHECK_FALSE(res.clear);
        CHECK(res.blockedAt == at(m, "A0604"));
        // Seen from the low end the same hex blocks first.
        CHECK(los(m, r, "A0605", "A0601").blockedAt == at(m, "A0604"));
    }
    SECTION("an observer on a hill does not see over woods on low ground") {
        setLevel(m, "A0601", 3);
        setTerrain(m, "A0603", kWoods);
        LosResult res = los(m, r, "A0601", "A0605");
        CHECK_FALSE(res.clear);
        CHECK(res.reason == "woods at A0603");
    }
    SECTION("the observer's and target's own heights never block") {
        setLevel(m, "A0601", 5);
        CHECK(los(m, r, "A0601", "A0605").clear);
        CHECK(los(m, r, "A0605", "A0601").clear);
    }
}

TEST_CASE("los: a line along a hexside", "[los]") {
    Map m = flatMap();
    // A0103 -> A0303 runs along the hexside between A0202 and A0203.
    {
        LineWalk w(toAxial(m.offset(at(m, "A0103"))), toAxial(m.offset(at(m, "A0303"))));
        WalkStep s;
        REQUIRE(w.next(s));
        REQUIRE(w.next(s));
        REQUIRE(s.hasAlt);
        std::set<std::string> beside{m.label(m.id(toOffset(s.hex))),
                                     m.label(m.id(toOffset(s.alt)))};
        REQUIRE(beside == std::set<std::string>{"A0202", "A0203"});
    }
    const RulesProfile both;
    const RulesProfile either = profileWith({{params::losHexsideEitherBlocks.id, 1}});
    SECTION("one blocking hex beside the hexside: clear") {
        setTerrain(m, "A0202", kWoods);
        CHECK(los(m, both, "A0103", "A0303").clear);
        CHECK(los(m, both, "A0303", "A0103").clear);
        LosResult res = los(m, either, "A0103", "A0303");
        CHECK_FALSE(res.clear);
        CHECK(res.blockedAt == at(m, "A0202"));
        CHECK(res.reason == "woods at A0202");
    }
    SECTION("the other hex blocking: same answers") {
        setTerrain(m, "A0203", kWoods);
        CHECK(los(m, both, "A0103", "A0303").clear);
        LosResult res = los(m, either, "A0303", "A0103");
        CHECK_FALSE(res.clear);
        CHECK(res.reason == "woods at A0203");
    }
    SECTION("both hexes blocking: blocked, both named") {
        setTerrain(m, "A0202", kWoods);
        setLevel(m, "A0203", 1);
        LosResult res = los(m, both, "A0103", "A0303");
        CHECK_FALSE(res.clear);
        CHECK((res.blockedAt == at(m, "A0202") || res.blockedAt == at(m, "A0203")));
        CHECK_THAT(res.reason, Catch::Contains("woods at A0202"));
        CHECK_THAT(res.reason, Catch::Contains("higher ground (level 1) at A0203"));
        CHECK_FALSE(los(m, either, "A0103", "A0303").clear);
    }
    SECTION("a hexside line at the map edge with one hex off the grid") {
        // A0101 -> A0301 runs between A0201 and a hex above the top row.
        setTerrain(m, "A0201", kWoods);
        CHECK(los(m, both, "A0101", "A0301").clear);
        CHECK(los(m, either, "A0101", "A0301").reason == "woods at A0201");
    }
}

TEST_CASE("los: range limits by day and at night", "[los]") {
    const Map m = flatMap();
    SECTION("unlimited by default") {
        const RulesProfile r;
        CHECK(losRange(r) == 0);
        CHECK(los(m, r, "A0101", "A0120").clear);
    }
    SECTION("max range") {
        const RulesProfile r = profileWith({{params::losMaxRange.id, 10}});
        CHECK(los(m, r, "A0601", "A0611").clear); // 10 hexes
        LosResult res = los(m, r, "A0601", "A0612");
        CHECK_FALSE(res.clear);
        CHECK(res.blockedAt == at(m, "A0612"));
        CHECK(res.reason == "beyond range 10");
    }
    SECTION("night range (default 2)") {
        const RulesProfile r;
        LosOptions night;
        night.night = true;
        CHECK(losRange(r, night) == 2);
        CHECK(los(m, r, "A0601", "A0603", night).clear);
        LosResult res = los(m, r, "A0601", "A0604", night);
        CHECK_FALSE(res.clear);
        CHECK(res.reason == "beyond range 2");
        CHECK(los(m, r, "A0601", "A0604").clear); // by day
    }
    SECTION("night range from the profile, capped by max range") {
        LosOptions night;
        night.night = true;
        CHECK(losRange(profileWith({{params::losNightRange.id, 4}}), night) == 4);
        CHECK(losRange(profileWith({{params::losNightRange.id, 4}, {params::losMaxRange.id, 3}}),
                       night) == 3);
        CHECK(losRange(profileWith({{params::losNightRange.id, 0}, {params::losMaxRange.id, 8}}),
                       night) == 8);
        const RulesProfile r = profileWith({{params::losNightRange.id, 4}});
        CHECK(los(m, r, "A0601", "A0605", night).clear);
        CHECK(los(m, r, "A0601", "A0606", night).reason == "beyond range 4");
    }
}

TEST_CASE("los: units block only when the profile says so", "[los]") {
    const Map m = flatMap();
    const std::set<HexId> units{at(m, "A0606"), at(m, "A0603"), at(m, "A0609")};
    LosOptions o;
    o.occupied = [&units](HexId h) { return units.count(h) > 0; };
    CHECK(los(m, RulesProfile{}, "A0603", "A0609", o).clear);
    const RulesProfile r = profileWith({{params::losUnitsBlock.id, 1}});
    LosResult res = los(m, r, "A0603", "A0609", o);
    CHECK_FALSE(res.clear);
    CHECK(res.blockedAt == at(m, "A0606"));
    CHECK(res.reason == "units at A0606");
    // Units in the observer's and target's hexes do not block; no predicate: nobody blocks.
    CHECK(los(m, r, "A0603", "A0605", o).clear);
    CHECK(los(m, r, "A0603", "A0609").clear);
}

TEST_CASE("los: sight from or to a hex off the map is not clear", "[los]") {
    const Map m = flatMap();
    const RulesProfile r;
    LosResult res = lineOfSight(m, r, kNoHex, at(m, "A0101"));
    CHECK_FALSE(res.clear);
    CHECK(res.reason == "hex not on the map");
    CHECK_FALSE(checkLineOfSight(m, r, at(m, "A0101"), kNoHex).clear());
}

TEST_CASE("los: sight is symmetric over woods and hills", "[los]") {
    Map m = flatMap();
    // A deterministic scatter of woods and levels.
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if ((h * 7u + 3u) % 11u == 0)
            m.setTerrain(h, kWoods);
        m.setElevation(h, static_cast<int>((h * 13u) % 5u) == 0 ? 2 : 0);
    }
    for (const RulesProfile& r :
         {RulesProfile{}, profileWith({{params::losHexsideEitherBlocks.id, 1}})}) {
        int clear = 0, blocked = 0;
        for (HexId a = 0; a < m.gridSize(); a += 3) {
            for (HexId b = 0; b < m.gridSize(); b += 5) {
                const bool ab = checkLineOfSight(m, r, a, b).clear();
                const bool ba = checkLineOfSight(m, r, b, a).clear();
                INFO(m.label(a) << " " << m.label(b));
                CHECK(ab == ba);
                (ab ? clear : blocked) += 1;
            }
        }
        CHECK(clear > 0);
        CHECK(blocked > 0);
    }
}

TEST_CASE("viewshed: on flat clear ground is every hex within range", "[los][viewshed]") {
    const Map m = flatMap();
    const RulesProfile r;
    const HexId centre = at(m, "A1010");
    const Axial c = toAxial(m.offset(centre));
    for (int range : {0, 1, 4, 7}) {
        std::vector<HexId> seen = viewshed(m, r, centre, range);
        std::vector<HexId> within;
        for (HexId h = 0; h < m.gridSize(); ++h)
            if (distance(toAxial(m.offset(h)), c) <= range)
                within.push_back(h);
        CHECK(seen == within);
        CHECK(seen.size() == static_cast<std::size_t>(3 * range * (range + 1) + 1));
        CHECK(std::is_sorted(seen.begin(), seen.end()));
        // Symmetric: every hex seen sees the centre back.
        for (HexId h : seen) {
            std::vector<HexId> back = viewshed(m, r, h, range);
            CHECK(std::binary_search(back.begin(), back.end(), centre));
        }
    }
}

TEST_CASE("viewshed: stops at the map edge and at blocking hexes and at the range limit",
          "[los][viewshed]") {
    Map m = flatMap();
    const RulesProfile r;
    // Corner A0101 (even column, top row): within 2 hexes on the map lie 6 hexes and itself.
    std::vector<HexId> corner = viewshed(m, r, at(m, "A0101"), 2);
    CHECK(labels(m, corner) ==
          std::set<std::string>{"A0101", "A0102", "A0103", "A0201", "A0202", "A0301", "A0302"});
    for (HexId h : corner)
        CHECK(m.onMap(h));

    setTerrain(m, "A1009", kWoods);
    std::vector<HexId> seen = viewshed(m, r, at(m, "A1010"), 3);
    CHECK(std::binary_search(seen.begin(), seen.end(), at(m, "A1009"))); // the woods are seen
    CHECK_FALSE(std::binary_search(seen.begin(), seen.end(), at(m, "A1008")));
    CHECK_FALSE(std::binary_search(seen.begin(), seen.end(), at(m, "A1007")));
    // The lines to A0908 and A1108 (three hexes away) pass through A1009 too.
    CHECK_FALSE(std::binary_search(seen.begin(), seen.end(), at(m, "A0908")));
    CHECK_FALSE(std::binary_search(seen.begin(), seen.end(), at(m, "A1108")));
    CHECK(seen.size() == 37 - 4);

    LosOptions night;
    night.night = true;
    CHECK(viewshed(m, r, at(m, "A0505"), 5, night).size() == 19); // night range 2
    CHECK(viewshed(m, r, kNoHex, 3).empty());
    CHECK(viewshed(m, r, at(m, "A0505"), -1).empty());
}

TEST_CASE("los: a LosChecker answers as checkLineOfSight and viewshed do", "[los]") {
    Map m = flatMap();
    for (HexId h = 0; h < m.gridSize(); ++h) {
        if ((h * 7u + 3u) % 11u == 0)
            m.setTerrain(h, kWoods);
        m.setElevation(h, static_cast<int>((h * 13u) % 5u) == 0 ? 2 : 0);
    }
    const std::set<HexId> units{at(m, "A0606"), at(m, "A1010"), at(m, "A0312")};
    LosOptions withUnits;
    withUnits.occupied = [&units](HexId h) { return units.count(h) > 0; };
    LosOptions night;
    night.night = true;
    const RulesProfile profiles[] = {
        RulesProfile{},
        profileWith({{params::losHexsideEitherBlocks.id, 1}, {params::losMaxRange.id, 9}}),
        profileWith({{params::losUnitsBlock.id, 1}, {params::losNightRange.id, 4}})};
    for (const RulesProfile& r : profiles) {
        for (const LosOptions* o : {&withUnits, &night}) {
            const LosChecker checker(m, r, *o);
            CHECK(checker.range() == losRange(r, *o));
            for (HexId a = 0; a < m.gridSize(); a += 7) {
                for (HexId b = 0; b < m.gridSize(); b += 3) {
                    const LosVerdict want = checkLineOfSight(m, r, a, b, *o);
                    const LosVerdict got = checker.check(a, b);
                    INFO(m.label(a) << " " << m.label(b));
                    CHECK(describe(m, got) == describe(m, want));
                    CHECK(got.at == want.at);
                }
            }
            for (const char* from : {"A0101", "A1010", "A0606"})
                CHECK(checker.viewshed(at(m, from), 6) == viewshed(m, r, at(m, from), 6, *o));
        }
    }
    CHECK(LosChecker(m, RulesProfile{}).check(kNoHex, at(m, "A0101")).block == LosBlock::OffMap);
}
