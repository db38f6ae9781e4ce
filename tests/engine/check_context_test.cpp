// CheckContext (engine/checks/context): the unit indexes it builds once per run answer as the
// scenario's own lookups do (Scenario::findUnit, OrderOfBattle::find), whatever the order of
// the set-up and with ids used by two orders of battle; occupants by hex in set-up order.
#include "engine/checks/context.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using namespace marengo;

namespace {

Unit unit(std::string id, Echelon e, Arm arm, std::string parent) {
    Unit u;
    u.id = std::move(id);
    u.echelon = e;
    u.arm = arm;
    u.parent = std::move(parent);
    if (e == Echelon::Battalion || e == Echelon::Battery || e == Echelon::Regiment)
        u.increments = 4;
    if (arm == Arm::Artillery)
        u.artillery = ArtilleryType::Foot;
    return u;
}

/// An OOB of `corps` corps, each of two brigades of two regiments of three battalions and a
/// battery, ids prefixed with `p`.
OrderOfBattle makeOob(const std::string& side, const std::string& p, int corps) {
    OrderOfBattle o;
    o.side = side;
    REQUIRE(o.add(unit(p + "a", Echelon::Army, Arm::None, "")));
    for (int c = 0; c < corps; ++c) {
        const std::string cid = p + "c" + std::to_string(c);
        REQUIRE(o.add(unit(cid, Echelon::Corps, Arm::None, p + "a")));
        for (int b = 0; b < 2; ++b) {
            const std::string bid = cid + "b" + std::to_string(b);
            REQUIRE(o.add(unit(bid, Echelon::Brigade, Arm::None, cid)));
            for (int r = 0; r < 2; ++r) {
                const std::string rid = bid + "r" + std::to_string(r);
                REQUIRE(o.add(unit(rid, Echelon::Regiment, Arm::Infantry, bid)));
                for (int n = 0; n < 3; ++n)
                    REQUIRE(o.add(unit(rid + "n" + std::to_string(n), Echelon::Battalion,
                                       Arm::Infantry, rid)));
            }
            REQUIRE(o.add(unit(bid + "art", Echelon::Battery, Arm::Artillery, bid)));
        }
        // A parent listed long before its child: not an ancestor of the unit before.
        REQUIRE(o.add(unit(cid + "ldr", Echelon::Leader, Arm::Leader, p + "a")));
    }
    return o;
}

Scenario makeScenario(bool duplicates) {
    Scenario s;
    s.map = *Map::create("t", {}, {Sheet{'A', 0, 0, 20, 20}},
                         {TerrainType{"clear", "Clear", 0xeeeeee, "none", false, false}});
    s.oobs.push_back(makeOob("French", "f", 3));
    s.oobs.push_back(makeOob("Russian", "r", 3));
    if (duplicates) // a third OOB that reuses some French and Russian ids
        s.oobs.push_back(makeOob("Austrian", "f", 1));
    return s;
}

/// Every OOB unit placed once or twice, some ids placed that no OOB has, in a shuffled or in OOB
/// order; a few arrive as reinforcements.
void place(Scenario& s, std::mt19937& rng, bool shuffle) {
    std::vector<std::string> ids;
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (rng() % 4 != 0)
                ids.push_back(u.id);
    for (int i = 0; i < 10; ++i)
        ids.push_back(ids[rng() % ids.size()]);
    ids.push_back("nobody");
    ids.push_back("nobody");
    if (shuffle)
        std::shuffle(ids.begin(), ids.end(), rng);
    Reinforcement r;
    r.entry = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        Placement p;
        p.unit = ids[i];
        p.hex = static_cast<HexId>(rng() % s.map.gridSize());
        if (rng() % 3 == 0)
            p.second = s.map.neighbour(p.hex, HexSide::SE);
        if (i % 17 == 0)
            r.units.push_back(p);
        else
            s.setup.push_back(p);
    }
    s.reinforcements.push_back(r);
}

} // namespace

TEST_CASE("CheckContext resolves units as Scenario::findUnit and OrderOfBattle::find do") {
    std::mt19937 rng(99);
    for (bool duplicates : {false, true}) {
        for (bool shuffle : {false, true}) {
            Scenario s = makeScenario(duplicates);
            place(s, rng, shuffle);
            const CheckContext ctx(s);
            INFO("duplicates " << duplicates << ", shuffled " << shuffle);

            // Units: numbered in scenario and document order, parents in their own OOB, the
            // canonical unit of an id is the one findUnit gives.
            std::size_t units = 0;
            for (const OrderOfBattle& o : s.oobs)
                units += o.units().size();
            REQUIRE(ctx.unitCount() == units);
            std::vector<std::string> dupIds;
            for (const OrderOfBattle& o : s.oobs) {
                for (std::size_t k = 0; k < o.units().size(); ++k) {
                    const Unit& u = o.units()[k];
                    const std::uint32_t i = ctx.indexOf(o, k);
                    CHECK(&ctx.unit(i) == &u);
                    CHECK(&ctx.oobOf(i) == &o);
                    const Unit* parent = o.find(u.parent);
                    CHECK((ctx.parentOf(i) == CheckContext::kNoUnit
                               ? nullptr
                               : &ctx.unit(ctx.parentOf(i))) == parent);
                    CHECK(&ctx.unit(ctx.canonical(i)) == s.findUnit(u.id));
                    if (s.findUnit(u.id) != &u)
                        dupIds.push_back(u.id);
                    const auto times =
                        std::count_if(s.setup.begin(), s.setup.end(),
                                      [&](const Placement& p) { return p.unit == u.id; }) +
                        std::count_if(s.reinforcements[0].units.begin(),
                                      s.reinforcements[0].units.end(),
                                      [&](const Placement& p) { return p.unit == u.id; });
                    CHECK(ctx.timesPlaced(i) == times);
                }
            }
            std::vector<std::string> reported;
            for (const DuplicateId& d : ctx.duplicateIds())
                reported.push_back(d.unit->id);
            CHECK(reported == dupIds);
            CHECK(dupIds.empty() == !duplicates);

            // Placements: set-up, then reinforcements, each resolved as findUnit does.
            std::vector<const Placement*> all;
            for (const Placement& p : s.setup)
                all.push_back(&p);
            for (const Placement& p : s.reinforcements[0].units)
                all.push_back(&p);
            REQUIRE(ctx.placementUnits().size() == all.size());
            for (std::size_t k = 0; k < all.size(); ++k) {
                const OrderOfBattle* oob = nullptr;
                const Unit* u = s.findUnit(all[k]->unit, &oob);
                const std::uint32_t i = ctx.placementUnits()[k];
                INFO(all[k]->unit);
                CHECK((i == CheckContext::kNoUnit ? nullptr : &ctx.unit(i)) == u);
                if (u)
                    CHECK(&ctx.oobOf(i) == oob);
            }

            // Occupants by hex: both hexes of a two-hex unit, set-up order, every hex.
            for (HexId h = 0; h < s.map.gridSize(); ++h) {
                std::vector<const Placement*> want;
                for (const Placement& p : s.setup)
                    for (HexId x : {p.hex, p.second})
                        if (x == h)
                            want.push_back(&p);
                std::vector<const Placement*> got;
                for (const Occupant& o : ctx.at(h))
                    got.push_back(o.placement);
                CHECK(got == want);
                CHECK(std::binary_search(ctx.occupiedHexes().begin(), ctx.occupiedHexes().end(),
                                         h) == !want.empty());
            }
            CHECK(ctx.at(kNoHex).empty());
        }
    }
}

TEST_CASE("an Occupant knows whether its unit is a combat unit, and its arm") {
    OrderOfBattle o = makeOob("French", "f", 1);
    const Placement p;
    const Occupant battalion(&p, o.find("fc0b0r0n0"), &o);
    CHECK(battalion.combat);
    CHECK(battalion.arm == Arm::Infantry);
    CHECK(Occupant(&p, o.find("fc0b0art"), &o).combat);
    CHECK_FALSE(Occupant(&p, o.find("fc0ldr"), &o).combat);         // a leader
    CHECK_FALSE(Occupant(&p, o.find("fc0b0"), &o).combat);          // a headquarters
    CHECK_FALSE(Occupant(&p, o.find("fc0b0r0n0"), nullptr).combat); // in no OOB
    const Occupant unknown(&p, nullptr, nullptr);
    CHECK_FALSE(unknown.combat);
    CHECK(unknown.arm == Arm::None);
}
