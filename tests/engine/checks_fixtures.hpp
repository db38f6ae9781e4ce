#pragma once
// A small battlefield for the rules checks: a 12 x 12 sheet with clear, woods, village, marsh,
// pond and orchard, a rules profile with the Friedland 2014 terrain rows (stacking and movement,
// templates/rules/friedland-2014.rules.xml), and French and Russian orders of battle to which
// each test adds the units it needs.
#include "engine/checks/checks.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

namespace checks_test {

using namespace marengo;

enum : TerrainId { kClear, kWoods, kVillage, kMarsh, kPond, kOrchard };

inline TerrainRules row(std::string id, double inf, double cav, double art, int maxInc,
                        int maxBattalions, int maxCavRegiments, int maxArtInc, int maxBatteries) {
    TerrainRules r;
    r.terrain = std::move(id);
    r.infantryMp = inf;
    r.cavalryMp = cav;
    r.artilleryMp = art;
    r.maxIncrements = maxInc;
    r.maxInfantryBattalions = maxBattalions;
    r.maxCavalryRegiments = maxCavRegiments;
    r.maxArtilleryIncrements = maxArtInc;
    r.maxBatteries = maxBatteries;
    return r;
}

struct Fixture {
    Scenario s;

    Fixture() {
        std::vector<TerrainType> terrain{
            {"clear", "Clear", 0xeeeeee, "none", false, false},
            {"woods", "Woods", 0x88aa88, "trees", true, true},
            {"village", "Village", 0xaa8888, "buildings", true, true},
            {"marsh", "Marsh", 0x88aacc, "marsh", false, true},
            {"pond", "Mill pond", 0x8888ff, "none", false, false},
            {"orchard", "Orchard", 0x99cc99, "orchard", false, true},
        };
        auto m = Map::create("test", Numbering{}, {Sheet{'A', 0, 0, 12, 12}}, terrain);
        REQUIRE(m.ok());
        s.map = std::move(m).value();
        s.title = "checks fixture";
        s.start = Clock{9 * 60};
        s.end = Clock{12 * 60};
        s.rules.id = "test";
        s.rules.terrain = {
            row("clear", 1, 1, 1, 18, 0, 3, 6, 0),  row("woods", 3, 5, -1, 0, 1, 1, 0, 0),
            row("village", 3, 3, 3, 0, 1, 1, 0, 1), row("marsh", 4, -1, -1, 0, 1, 0, 0, 0),
            row("pond", -1, -1, -1, 0, 0, 0, 0, 0), row("orchard", 2, 2, 4, 0, 1, 1, 0, 0),
        };
        for (const char* side : {"French", "Russian"}) {
            OrderOfBattle o;
            o.side = side;
            o.nationality = side;
            s.oobs.push_back(std::move(o));
            const std::string p = prefix(side);
            add(side, unit(p + "army", Echelon::Army, Arm::None, ""));
            add(side, unit(p + "bde", Echelon::Brigade, Arm::None, p + "army"));
        }
    }

    static std::string prefix(std::string_view side) { return side == "French" ? "f-" : "r-"; }

    OrderOfBattle& oob(std::string_view side) { return s.oobs[side == "French" ? 0 : 1]; }

    static Unit unit(std::string id, Echelon e, Arm arm, std::string parent, int increments = 0) {
        Unit u;
        u.name = "Unit " + id;
        u.id = std::move(id);
        u.echelon = e;
        u.arm = arm;
        u.parent = std::move(parent);
        u.increments = increments;
        if (e == Echelon::Battery)
            u.artillery = ArtilleryType::Foot;
        if (increments > 0 && arm != Arm::Artillery)
            u.morale = 43;
        u.movement = arm == Arm::Cavalry ? 14 : arm == Arm::Artillery ? 5 : 6;
        return u;
    }

    void add(std::string_view side, Unit u) {
        auto st = oob(side).add(std::move(u));
        INFO((st ? std::string() : st.error()));
        REQUIRE(st);
    }

    /// An infantry regiment headquarters (no increments) of the side's brigade.
    void regiment(std::string_view side, std::string id, std::string unitClass = "Ligne") {
        Unit u = unit(std::move(id), Echelon::Regiment, Arm::Infantry, prefix(side) + "bde");
        u.unitClass = std::move(unitClass);
        add(side, std::move(u));
    }
    void battalion(std::string_view side, std::string regimentId, std::string id, int increments,
                   bool skirmish = false) {
        Unit u = unit(std::move(id), Echelon::Battalion, Arm::Infantry, std::move(regimentId),
                      increments);
        u.skirmish = skirmish;
        add(side, std::move(u));
    }
    /// A regiment counter (infantry regiment on the map as one counter).
    void regimentCounter(std::string_view side, std::string id, int increments) {
        add(side, unit(std::move(id), Echelon::Regiment, Arm::Infantry, prefix(side) + "bde",
                       increments));
    }
    void cavalry(std::string_view side, std::string id, int increments, int movement = 14,
                 bool skirmish = false) {
        Unit u =
            unit(std::move(id), Echelon::Regiment, Arm::Cavalry, prefix(side) + "bde", increments);
        u.movement = movement;
        u.skirmish = skirmish;
        add(side, std::move(u));
    }
    void battery(std::string_view side, std::string id, int increments) {
        add(side, unit(std::move(id), Echelon::Battery, Arm::Artillery, prefix(side) + "bde",
                       increments));
    }
    void leader(std::string_view side, std::string id) {
        add(side, unit(std::move(id), Echelon::Leader, Arm::Leader, prefix(side) + "bde"));
    }

    HexId hex(const char* label) const {
        HexId h = s.map.find(label);
        REQUIRE(h != kNoHex);
        return h;
    }
    void paint(const char* label, TerrainId t) { s.map.setTerrain(hex(label), t); }

    /// Places a unit; `second` is the second hex of a two-hex unit ("" for none).
    Placement& place(std::string id, const char* at, Formation f = Formation::Column,
                     Facing facing = Facing::side(HexSide::N), const char* second = "",
                     int increments = -1) {
        Placement p;
        p.unit = std::move(id);
        p.hex = hex(at);
        if (second && *second)
            p.second = hex(second);
        p.formation = f;
        p.facing = f == Formation::Carre ? Facing{} : facing;
        p.increments = increments;
        s.setup.push_back(p);
        return s.setup.back();
    }

    /// Problems of one check.
    std::vector<Problem> run(std::string_view id) const {
        REQUIRE(findCheck(id) != nullptr);
        return runChecks(s, CheckFilter{{std::string(id)}});
    }
};

/// Message of the only problem, for CHECK_THAT.
inline std::string only(const std::vector<Problem>& ps) {
    REQUIRE(ps.size() == 1);
    return ps[0].message;
}

using Catch::Matchers::Contains;

} // namespace checks_test
