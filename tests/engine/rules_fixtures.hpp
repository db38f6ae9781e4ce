#pragma once
// Small maps and profiles shared by the rules calculator tests.
#include "engine/map/map.hpp"
#include "engine/profile/profile.hpp"

#include <catch2/catch.hpp>

#include <initializer_list>
#include <utility>
#include <vector>

namespace rules_test {

using namespace marengo;

/// A 12 x 12 sheet of clear hexes; terrain 1 woods and 2 village force general order,
/// 3 orchard and 4 marsh are plain (their charge rules come from a profile).
inline Map clearMap() {
    std::vector<TerrainType> terrain{
        {"clear", "Clear", 0xFFFFFF, "none", false, false},
        {"woods", "Woods", 0x00AA00, "trees", true, true},
        {"village", "Village", 0xAA0000, "houses", true, true},
        {"orchard", "Orchard", 0x88CC88, "none", false, false},
        {"marsh", "Marsh", 0x88AACC, "none", false, false},
    };
    auto m = Map::create("test", Numbering{}, {Sheet{'A', 0, 0, 12, 12}}, terrain);
    REQUIRE(m.ok());
    return std::move(m).value();
}

/// Hex reached from `from` by stepping through the given sides.
inline HexId walk(const Map& map, HexId from, std::initializer_list<HexSide> sides) {
    HexId h = from;
    for (HexSide s : sides) {
        h = map.neighbour(h, s);
        REQUIRE(h != kNoHex);
    }
    return h;
}

/// The hexes entered when stepping through the given sides from `from`.
inline std::vector<HexId> path(const Map& map, HexId from, std::initializer_list<HexSide> sides) {
    std::vector<HexId> out;
    HexId h = from;
    for (HexSide s : sides) {
        h = map.neighbour(h, s);
        REQUIRE(h != kNoHex);
        out.push_back(h);
    }
    return out;
}

} // namespace rules_test
