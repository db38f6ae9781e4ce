// Zones of influence (Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence;
// carré and refused flanks from Berlin 1813, Premier Rules (July 2021), p.17, Forming Carré).
#include "engine/checks/context.hpp"
#include "engine/rules/zoi.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

using namespace marengo;

namespace {

Map flatMap() {
    auto m = Map::create("zoi", Numbering{}, {Sheet{'A', 0, 0, 20, 20}},
                         {TerrainType{"clear", "Clear", 0xeef0d8, "none", false, false}});
    REQUIRE(m.ok());
    return std::move(m).value();
}

HexId at(const Map& m, const char* label) {
    HexId h = m.find(label);
    INFO(label);
    REQUIRE(h != kNoHex);
    return h;
}

std::set<std::string> labels(const Map& m, const std::vector<HexId>& hexes) {
    std::set<std::string> out;
    for (HexId h : hexes)
        out.insert(m.label(h));
    return out;
}

Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int movement = 6) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    if (e == Echelon::Battalion || e == Echelon::Regiment) {
        u.increments = 6;
        u.morale = 43;
        u.movement = movement;
    }
    return u;
}

OrderOfBattle oob(std::string side, std::vector<Unit> units) {
    OrderOfBattle o;
    o.side = side;
    REQUIRE(o.add(unit(side + "-army", Echelon::Army, Arm::None, "")).ok());
    for (Unit& u : units) {
        if (u.parent.empty())
            u.parent = side + "-army";
        INFO(u.id);
        REQUIRE(o.add(std::move(u)).ok());
    }
    return o;
}

Placement place(const Map& m, std::string id, const char* hex, Formation f, Facing facing,
                const char* second = nullptr) {
    Placement p;
    p.unit = std::move(id);
    p.hex = at(m, hex);
    if (second)
        p.second = at(m, second);
    p.formation = f;
    p.facing = facing;
    return p;
}

constexpr rules::ArmClass kInfantry = rules::ArmClass::Infantry;
const RulesProfile kDefaults; // zoi.carre-own-hex 1 (Berlin 2021)

} // namespace

TEST_CASE("zoi: one unit covers the hexes across its front hexsides", "[zoi]") {
    const Map m = flatMap();
    // Around A1010 (odd column): N A1009, NE A1110, SE A1111, S A1011, SW A0911, NW A0910.
    SECTION("infantry column facing N covers the three front hexes") {
        Placement p = place(m, "b", "A1010", Formation::Column, Facing::side(HexSide::N));
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A0910", "A1009", "A1110"});
        CHECK(zoiHexes(m, p, rules::exteriorArcs(m, p, kInfantry, kDefaults), kDefaults) ==
              zoiHexes(m, p, kInfantry, kDefaults));
    }
    SECTION("column facing SE") {
        Placement p = place(m, "b", "A1010", Formation::Column, Facing::side(HexSide::SE));
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A1110", "A1111", "A1011"});
    }
    SECTION("carré exerts a ZOI only in its own hex (zoi.carre-own-hex 1, Berlin 2021)") {
        Placement p = place(m, "b", "A1010", Formation::Carre, Facing{});
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) == std::set<std::string>{"A1010"});
        CHECK(labels(m, zoiHexes(m, p, std::span<const rules::ExteriorSide>{}, kDefaults)) ==
              std::set<std::string>{"A1010"});
    }
    SECTION("carré exerts no ZOI at all (zoi.carre-own-hex 0, Austerlitz 2016)") {
        RulesProfile austerlitz;
        REQUIRE(austerlitz
                    .set(params::zoiCarreOwnHex, 0,
                         "Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence")
                    .ok());
        Placement p = place(m, "b", "A1010", Formation::Carre, Facing{});
        CHECK(zoiHexes(m, p, kInfantry, austerlitz).empty());
        CHECK(zoiHexes(m, p, rules::exteriorArcs(m, p, kInfantry, kDefaults), austerlitz).empty());
        // Other formations are unchanged by the key.
        p.formation = Formation::Column;
        p.facing = Facing::side(HexSide::N);
        CHECK(zoiHexes(m, p, kInfantry, austerlitz) == zoiHexes(m, p, kInfantry, kDefaults));
    }
    SECTION("one-hex line facing a vertex covers its two front hexes") {
        Placement p = place(m, "b", "A1010", Formation::Line, Facing::vertex(Vertex::NNE));
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A1009", "A1110"});
    }
    SECTION("two-hex line: four exterior front hexsides touching three hexes") {
        // A1010 + A1111 (across the SE flank) facing NNE. A1110 lies in front of both hexes:
        // across A1010's NE side and across A1111's N side.
        Placement p = place(m, "b", "A1010", Formation::Line, Facing::vertex(Vertex::NNE), "A1111");
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A1009", "A1110", "A1210"});
        const auto arcs = rules::exteriorArcs(m, p, kInfantry, kDefaults);
        CHECK(std::count_if(arcs.begin(), arcs.end(), [](const rules::ExteriorSide& e) {
                  return e.arc == rules::Arc::Front;
              }) == 4);
    }
    SECTION("the side between the two hexes of a line is not exterior") {
        // Skirmishers in two hexes facing NNE: fronts NW N NE SE of each hex; A1010's SE side
        // leads into A1111, the line's own hex.
        Placement p =
            place(m, "b", "A1010", Formation::Skirmish, Facing::vertex(Vertex::NNE), "A1111");
        std::vector<HexId> z = zoiHexes(m, p, kInfantry, kDefaults);
        CHECK(labels(m, z) == std::set<std::string>{"A0910", "A1009", "A1110", "A1210", "A1211"});
        CHECK(labels(m, z).count("A1111") == 0);
    }
    SECTION("one-hex skirmishers: four front hexes") {
        Placement p = place(m, "b", "A1010", Formation::Skirmish, Facing::vertex(Vertex::NNE));
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A0910", "A1009", "A1110", "A1111"});
    }
    SECTION("light cavalry in column: five front hexes; heavy cavalry: three") {
        Placement p = place(m, "h", "A1010", Formation::Column, Facing::side(HexSide::N));
        CHECK(labels(m, zoiHexes(m, p, rules::ArmClass::LightCavalry, kDefaults)) ==
              std::set<std::string>{"A0910", "A0911", "A1009", "A1110", "A1111"});
        CHECK(zoiHexes(m, p, rules::ArmClass::HeavyCavalry, kDefaults).size() == 3);
        p.formation = Formation::GeneralOrder;
        CHECK(zoiHexes(m, p, rules::ArmClass::HeavyCavalry, kDefaults).size() == 5);
    }
    SECTION("routed units and leaders exert none") {
        Placement p = place(m, "b", "A1010", Formation::Column, Facing::side(HexSide::N));
        p.state = UnitState::Routed;
        CHECK(zoiHexes(m, p, kInfantry, kDefaults).empty());
        CHECK(zoiHexes(m, p, rules::exteriorArcs(m, p, kInfantry, kDefaults), kDefaults).empty());
        p.state = UnitState::Disordered;
        CHECK(zoiHexes(m, p, kInfantry, kDefaults).size() == 3);
        const Unit leader = unit("ney", Echelon::Leader, Arm::Leader, "");
        p.state = UnitState::Good;
        CHECK_FALSE(exertsZoi(p, &leader));
        const Unit battalion = unit("b", Echelon::Battalion, Arm::Infantry, "");
        CHECK(exertsZoi(p, &battalion));
    }
    SECTION("hexes off the map are left out") {
        Placement p = place(m, "b", "A0101", Formation::Column, Facing::side(HexSide::N));
        CHECK(zoiHexes(m, p, kInfantry, kDefaults).empty());
        p.facing = Facing::side(HexSide::SE);
        CHECK(labels(m, zoiHexes(m, p, kInfantry, kDefaults)) ==
              std::set<std::string>{"A0201", "A0102"});
    }
}

TEST_CASE("zoi: ZoiMap: a side's zones of influence by hex", "[zoi]") {
    Scenario s;
    s.map = flatMap();
    const Map& m = s.map;
    s.oobs.push_back(oob("French", {unit("b1", Echelon::Battalion, Arm::Infantry, ""),
                                    unit("b2", Echelon::Battalion, Arm::Infantry, ""),
                                    unit("b3", Echelon::Battalion, Arm::Infantry, ""),
                                    unit("ney", Echelon::Leader, Arm::Leader, "")}));
    s.oobs.push_back(oob("Russian", {unit("r1", Echelon::Battalion, Arm::Infantry, "")}));
    s.setup.push_back(place(m, "b1", "A1010", Formation::Column, Facing::side(HexSide::N)));
    s.setup.push_back(place(m, "b2", "A1210", Formation::Column, Facing::side(HexSide::N)));
    s.setup.push_back(place(m, "ney", "A1010", Formation::Column, Facing::side(HexSide::S)));
    s.setup.push_back(place(m, "r1", "A1005", Formation::Column, Facing::side(HexSide::S)));
    Placement routed = place(m, "b3", "A0303", Formation::Column, Facing::side(HexSide::N));
    routed.state = UnitState::Routed;
    s.setup.push_back(routed);
    const CheckContext ctx(s);

    const ZoiMap fr(ctx, "French");
    CHECK(fr.side() == "French");
    CHECK(labels(m, fr.hexes()) ==
          std::set<std::string>{"A0910", "A1009", "A1110", "A1209", "A1310"});
    CHECK(fr.covers(at(m, "A1009")));
    CHECK_FALSE(fr.covers(at(m, "A1010"))); // its own hex
    CHECK_FALSE(fr.covers(at(m, "A1011"))); // the leader faces S, but has no ZOI
    CHECK_FALSE(fr.covers(at(m, "A0302"))); // routed
    CHECK_FALSE(fr.covers(at(m, "A1006"))); // the Russians'
    auto both = fr.whoCovers(at(m, "A1110"));
    REQUIRE(both.size() == 2);
    CHECK(both[0]->placement->unit == "b1");
    CHECK(both[1]->placement->unit == "b2");
    CHECK(both[0]->oob->side == "French");
    CHECK(fr.whoCovers(at(m, "A1009")).size() == 1);
    CHECK(fr.whoCovers(at(m, "A1006")).empty());

    const ZoiMap ru(ctx, "Russian");
    CHECK(labels(m, ru.hexes()) == std::set<std::string>{"A0906", "A1006", "A1106"});
    CHECK(ru.whoCovers(at(m, "A1006"))[0]->placement->unit == "r1");
    CHECK(ZoiMap(ctx, "Austrian").hexes().empty());
}

TEST_CASE("zoi: ZoiMap follows the scenario profile's zoi.carre-own-hex", "[zoi]") {
    Scenario s;
    s.map = flatMap();
    const Map& m = s.map;
    s.oobs.push_back(oob("French", {unit("b1", Echelon::Battalion, Arm::Infantry, "")}));
    s.setup.push_back(place(m, "b1", "A1010", Formation::Carre, Facing{}));
    {
        const CheckContext ctx(s);
        CHECK(labels(m, ZoiMap(ctx, "French").hexes()) == std::set<std::string>{"A1010"});
    }
    REQUIRE(s.rules
                .set(params::zoiCarreOwnHex, 0,
                     "Austerlitz 1805, Premier Rules (July 2016), rule 14, Zone d'Influence")
                .ok());
    const CheckContext ctx(s);
    CHECK(ZoiMap(ctx, "French").hexes().empty());
}

TEST_CASE("zoi: ZoiMap: a line's flank hex under friendly ZOI is refused and counts as front",
          "[zoi]") {
    Scenario s;
    s.map = flatMap();
    const Map& m = s.map;
    s.oobs.push_back(oob("French", {unit("l1", Echelon::Battalion, Arm::Infantry, ""),
                                    unit("b3", Echelon::Battalion, Arm::Infantry, "")}));
    s.oobs.push_back(oob("Russian", {unit("r1", Echelon::Battalion, Arm::Infantry, "")}));
    // l1 in line at A0510 facing NNE: fronts A0509 and A0609, flank hexes A0409 (NW) and A0610
    // (SE). A column at A0611 facing N covers A0610.
    s.setup.push_back(place(m, "l1", "A0510", Formation::Line, Facing::vertex(Vertex::NNE)));

    SECTION("friendly ZOI refuses the flank") {
        s.setup.push_back(place(m, "b3", "A0611", Formation::Column, Facing::side(HexSide::N)));
        const CheckContext ctx(s);
        const ZoiMap fr(ctx, "French");
        auto who = fr.whoCovers(at(m, "A0610"));
        REQUIRE(who.size() == 2);
        CHECK(who[0]->placement->unit == "l1");
        CHECK(who[1]->placement->unit == "b3");
        CHECK_FALSE(fr.covers(at(m, "A0409"))); // the other flank is not refused
        CHECK(fr.whoCovers(at(m, "A0509")).size() == 1);
    }
    SECTION("not without zoi.refused-flanks (the editions before Berlin 2021)") {
        REQUIRE(s.rules.set(params::zoiRefusedFlanks, 0, "test").ok());
        s.setup.push_back(place(m, "b3", "A0611", Formation::Column, Facing::side(HexSide::N)));
        const CheckContext ctx(s);
        const ZoiMap fr(ctx, "French");
        auto who = fr.whoCovers(at(m, "A0610"));
        REQUIRE(who.size() == 1);
        CHECK(who[0]->placement->unit == "b3");
    }
    SECTION("enemy ZOI does not") {
        s.setup.push_back(place(m, "r1", "A0611", Formation::Column, Facing::side(HexSide::N)));
        const CheckContext ctx(s);
        CHECK_FALSE(ZoiMap(ctx, "French").covers(at(m, "A0610")));
        CHECK(ZoiMap(ctx, "Russian").whoCovers(at(m, "A0610")).size() == 1);
    }
    SECTION("a column's flank is never refused") {
        s.setup[0].formation = Formation::Column;
        s.setup[0].facing = Facing::side(HexSide::N); // flanks SW and SE: A0410 and A0610
        s.setup.push_back(place(m, "b3", "A0611", Formation::Column, Facing::side(HexSide::N)));
        const CheckContext ctx(s);
        const ZoiMap fr(ctx, "French");
        REQUIRE(fr.whoCovers(at(m, "A0610")).size() == 1);
        CHECK(fr.whoCovers(at(m, "A0610"))[0]->placement->unit == "b3");
    }
}
