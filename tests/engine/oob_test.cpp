// Orders of battle: counter values, the command hierarchy and its editing.
#include "engine/core/id_index.hpp"
#include "engine/oob/oob.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace marengo;

namespace {

Unit unit(std::string id, Echelon e, std::string parent, Arm arm = Arm::None) {
    Unit u;
    u.id = std::move(id);
    u.name = u.id;
    u.echelon = e;
    u.parent = std::move(parent);
    u.arm = arm;
    return u;
}

Unit battalion(std::string id, std::string parent, int increments = 7) {
    Unit u = unit(std::move(id), Echelon::Battalion, std::move(parent), Arm::Infantry);
    u.increments = increments;
    u.morale = 43;
    u.fire = 7;
    u.melee = 7;
    u.movement = 6;
    return u;
}

Unit cavalry(std::string id, std::string parent, int movement) {
    Unit u = unit(std::move(id), Echelon::Regiment, std::move(parent), Arm::Cavalry);
    u.increments = 6;
    u.morale = 44;
    u.melee = 12;
    u.movement = movement;
    return u;
}

Unit battery(std::string id, std::string parent, ArtilleryType t = ArtilleryType::Foot) {
    Unit u = unit(std::move(id), Echelon::Battery, std::move(parent), Arm::Artillery);
    u.artillery = t;
    u.increments = 2;
    u.fire = 8;
    u.movement = 4;
    return u;
}

Unit leader(std::string id, std::string parent) {
    Unit u = unit(std::move(id), Echelon::Leader, std::move(parent), Arm::Leader);
    u.rank = "GdD";
    u.leaderBonus = 2;
    return u;
}

// army > corps > division > brigade > regiment > 2 battalions, plus a battery and a leader.
OrderOfBattle french() {
    OrderOfBattle o;
    o.side = "French";
    o.nationality = "French";
    REQUIRE(o.add(unit("fr", Echelon::Army, "")));
    REQUIRE(o.add(unit("vi", Echelon::Corps, "fr")));
    REQUIRE(o.add(unit("vi-1", Echelon::Division, "vi")));
    REQUIRE(o.add(unit("vi-1-1", Echelon::Brigade, "vi-1")));
    REQUIRE(o.add(unit("69l", Echelon::Regiment, "vi-1-1", Arm::Infantry)));
    REQUIRE(o.add(battalion("69l-1", "69l")));
    REQUIRE(o.add(battalion("69l-2", "69l")));
    REQUIRE(o.add(battery("vi-a1", "vi")));
    REQUIRE(o.add(leader("ney", "vi")));
    REQUIRE(o.add(cavalry("3h", "vi", 14)));
    return o;
}

} // namespace

TEST_CASE("isD66: both digits 1 to 6", "[oob]") {
    for (int v : {11, 16, 43, 61, 66})
        CHECK(isD66(v));
    for (int v : {17, 70, 10, 67, 0, 1, 6, 20, 60, 77, 111, -11, -43})
        CHECK_FALSE(isD66(v));
    int count = 0;
    for (int v = -100; v <= 200; ++v)
        count += isD66(v) ? 1 : 0;
    CHECK(count == 36);
}

TEST_CASE("echelon and arm and artillery names round trip", "[oob]") {
    for (Echelon e : {Echelon::Army, Echelon::Corps, Echelon::Division, Echelon::Brigade,
                      Echelon::Regiment, Echelon::Battalion, Echelon::Battery, Echelon::Leader})
        CHECK(parseEchelon(toString(e)) == e);
    CHECK(toString(Echelon::Battalion) == "battalion");
    CHECK_FALSE(parseEchelon("Battalion").has_value());
    CHECK_FALSE(parseEchelon("company").has_value());
    for (Arm a : {Arm::None, Arm::Infantry, Arm::Cavalry, Arm::Artillery, Arm::Leader})
        CHECK(parseArm(toString(a)) == a);
    CHECK(toString(Arm::Cavalry) == "cavalry");
    CHECK_FALSE(parseArm("horse").has_value());
    for (ArtilleryType a : {ArtilleryType::None, ArtilleryType::Foot, ArtilleryType::Horse})
        CHECK(parseArtilleryType(toString(a)) == a);
    CHECK(parseArtilleryType("horse") == ArtilleryType::Horse);
    CHECK_FALSE(parseArtilleryType("position").has_value());
}

TEST_CASE("echelons in messages take the right article", "[oob]") {
    // Regression: the nesting messages said "a army".
    CHECK(withArticle(Echelon::Army) == "an army");
    CHECK(withArticle(Echelon::Corps) == "a corps");
    CHECK(withArticle(Echelon::Battalion) == "a battalion");
    CHECK(withArticle(Echelon::Leader) == "a leader");
}

TEST_CASE("validateUnit accepts well-formed counters", "[oob]") {
    CHECK(validateUnit(battalion("b", "r")).ok());
    CHECK(validateUnit(cavalry("c", "d", 12)).ok());
    CHECK(validateUnit(battery("a", "d", ArtilleryType::Horse)).ok());
    CHECK(validateUnit(leader("l", "d")).ok());
    CHECK(validateUnit(unit("d", Echelon::Division, "c")).ok());
    Unit lancers = cavalry("lanc", "d", 14);
    lancers.lanceBonus = 2;
    CHECK(validateUnit(lancers).ok());
    Unit unprinted = battalion("b", "r");
    unprinted.morale = 0; // not printed
    CHECK(validateUnit(unprinted).ok());
    Unit big = battalion("b", "r", 99);
    CHECK(validateUnit(big).ok());
}

TEST_CASE("validateUnit rejects bad values", "[oob]") {
    SECTION("morale 17 is not d66") {
        Unit u = battalion("69l-1", "69l");
        u.morale = 17;
        auto st = validateUnit(u);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("69l-1") && Catch::Contains("17"));
    }
    SECTION("morale 70 is not d66") {
        Unit u = battalion("b", "r");
        u.morale = 70;
        CHECK_FALSE(validateUnit(u).ok());
    }
    SECTION("negative increments") {
        Unit u = battalion("b", "r", -1);
        auto st = validateUnit(u);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("negative"));
    }
    SECTION("more than 99 increments") {
        CHECK_FALSE(validateUnit(battalion("b", "r", 100)).ok());
    }
    SECTION("values out of range") {
        Unit u = battalion("b", "r");
        u.fire = -1;
        CHECK_FALSE(validateUnit(u).ok());
        u = battalion("b", "r");
        u.melee = 100;
        CHECK_FALSE(validateUnit(u).ok());
        u = battalion("b", "r");
        u.movement = -3;
        CHECK_FALSE(validateUnit(u).ok());
    }
    SECTION("a battalion that is not infantry") {
        Unit u = battalion("b", "r");
        u.arm = Arm::Cavalry;
        auto st = validateUnit(u);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("infantry"));
    }
    SECTION("a battery without a type") {
        Unit u = battery("a", "d");
        u.artillery = ArtilleryType::None;
        auto st = validateUnit(u);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("foot or horse"));
        u = battery("a", "d");
        u.arm = Arm::Infantry;
        CHECK_FALSE(validateUnit(u).ok());
    }
    SECTION("a lance bonus on infantry") {
        Unit u = battalion("b", "r");
        u.lanceBonus = 2;
        auto st = validateUnit(u);
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("lance"));
        Unit reg = unit("r", Echelon::Regiment, "d", Arm::Infantry);
        reg.lanceBonus = 1;
        CHECK_FALSE(validateUnit(reg).ok());
    }
    SECTION("a regiment of artillery") {
        CHECK_FALSE(validateUnit(unit("r", Echelon::Regiment, "d", Arm::Artillery)).ok());
        CHECK_FALSE(validateUnit(unit("r", Echelon::Regiment, "d", Arm::None)).ok());
    }
    SECTION("a headquarters with increments") {
        Unit u = unit("d", Echelon::Division, "c");
        u.increments = 3;
        CHECK_FALSE(validateUnit(u).ok());
    }
    SECTION("a leader whose arm is not leader") {
        Unit u = leader("l", "d");
        u.arm = Arm::Infantry;
        CHECK_FALSE(validateUnit(u).ok());
    }
    SECTION("no id") {
        CHECK_FALSE(validateUnit(battalion("", "r")).ok());
    }
}

TEST_CASE("which counters stand on the map", "[oob]") {
    CHECK(battalion("b", "r").isPlaceable());
    CHECK(battery("a", "d").isPlaceable());
    CHECK(leader("l", "d").isPlaceable());
    CHECK(cavalry("c", "d", 12).isPlaceable());
    // A regiment without increments of its own is a headquarters for its battalions.
    CHECK_FALSE(unit("r", Echelon::Regiment, "d", Arm::Infantry).isPlaceable());
    CHECK_FALSE(unit("d", Echelon::Division, "c").isPlaceable());
    CHECK_FALSE(unit("a", Echelon::Army, "").isPlaceable());
    CHECK_FALSE(unit("b", Echelon::Brigade, "d").isPlaceable());
}

TEST_CASE("add builds the hierarchy", "[oob]") {
    OrderOfBattle o = french();
    REQUIRE(o.units().size() == 10);
    CHECK(o.units().front().id == "fr");
    CHECK(o.units().back().id == "3h");
    REQUIRE(o.find("69l-2") != nullptr);
    CHECK(o.find("69l-2")->parent == "69l");
    CHECK(o.find("nobody") == nullptr);
    auto kids = o.children("69l");
    REQUIRE(kids.size() == 2);
    CHECK(kids[0]->id == "69l-1");
    CHECK(kids[1]->id == "69l-2");
    auto corps = o.children("vi");
    REQUIRE(corps.size() == 4);
    CHECK(corps[0]->id == "vi-1");
    CHECK(corps[1]->id == "vi-a1");
    CHECK(corps[2]->id == "ney");
    CHECK(corps[3]->id == "3h");
    CHECK(o.children("69l-1").empty());
    // The mutable find edits in place.
    o.find("69l-1")->name = "1/69e Ligne";
    CHECK(o.find("69l-1")->name == "1/69e Ligne");
}

TEST_CASE("add rejects bad units and bad nesting", "[oob]") {
    OrderOfBattle o = french();
    const auto before = o.units();

    SECTION("duplicate id") {
        auto st = o.add(battalion("69l-1", "69l"));
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("duplicate"));
        // Duplicate of a unit of another echelon.
        CHECK_FALSE(o.add(unit("vi", Echelon::Division, "fr")).ok());
    }
    SECTION("unknown parent") {
        auto st = o.add(battalion("x-1", "nowhere"));
        REQUIRE_FALSE(st.ok());
        CHECK_THAT(st.error(), Catch::Contains("nowhere"));
        CHECK_FALSE(o.add(battalion("x-2", "")).ok());
    }
    SECTION("an army with a parent") {
        CHECK_FALSE(o.add(unit("fr2", Echelon::Army, "fr")).ok());
    }
    SECTION("a unit under a battalion") {
        CHECK_FALSE(o.add(battalion("x", "69l-1")).ok());
        CHECK_FALSE(o.add(leader("l2", "69l-1")).ok());
        CHECK_FALSE(o.add(battery("a2", "69l-1")).ok());
    }
    SECTION("a unit under a battery or a leader") {
        CHECK_FALSE(o.add(leader("l2", "vi-a1")).ok());
        CHECK_FALSE(o.add(battery("a2", "ney")).ok());
        CHECK_FALSE(o.add(battalion("x", "ney")).ok());
    }
    SECTION("a parent of the same or a lower echelon") {
        CHECK_FALSE(o.add(unit("vi-2", Echelon::Division, "vi-1")).ok());
        CHECK_FALSE(o.add(unit("vii", Echelon::Corps, "vi-1")).ok());
        CHECK_FALSE(o.add(unit("r2", Echelon::Regiment, "69l", Arm::Infantry)).ok());
        CHECK_FALSE(o.add(unit("b2", Echelon::Brigade, "69l")).ok());
    }
    SECTION("invalid values") {
        Unit u = battalion("69l-3", "69l");
        u.morale = 67;
        CHECK_FALSE(o.add(u).ok());
    }
    // Nothing was added by any failing call.
    CHECK(o.units() == before);
    CHECK(o.find("x") == nullptr);
    CHECK(o.find("fr2") == nullptr);
}

TEST_CASE("add allows skipped levels and batteries or leaders under any formation", "[oob]") {
    OrderOfBattle o = french();
    CHECK(o.add(battalion("lone-1", "vi-1")).ok());           // battalion under a division
    CHECK(o.add(cavalry("5c", "fr", 11)).ok());               // regiment under the army
    CHECK(o.add(unit("vi-2", Echelon::Division, "fr")).ok()); // division under the army
    CHECK(o.add(battery("69l-a", "69l")).ok());               // battery under a regiment
    CHECK(o.add(leader("marchand", "vi-1")).ok());            // leader under a division
    CHECK(o.add(leader("maucune", "vi-1-1")).ok());           // leader under a brigade
    CHECK(o.add(battery("fr-res", "fr", ArtilleryType::Horse)).ok());
    CHECK(o.units().size() == 17);
}

TEST_CASE("nationality is inherited from parents and then the OOB", "[oob]") {
    OrderOfBattle o;
    o.side = "Allied";
    o.nationality = "French";
    REQUIRE(o.add(unit("army", Echelon::Army, "")));
    Unit corps = unit("ix", Echelon::Corps, "army");
    corps.nationality = "Saxon";
    REQUIRE(o.add(corps));
    REQUIRE(o.add(unit("ix-1", Echelon::Division, "ix")));
    REQUIRE(o.add(unit("reg", Echelon::Regiment, "ix-1", Arm::Infantry)));
    REQUIRE(o.add(battalion("reg-1", "reg")));
    Unit polish = battalion("reg-2", "reg");
    polish.nationality = "Polish";
    REQUIRE(o.add(polish));
    REQUIRE(o.add(unit("x", Echelon::Corps, "army")));
    REQUIRE(o.add(battalion("x-1", "x")));

    CHECK(o.nationalityOf(*o.find("reg-1")) == "Saxon");
    CHECK(o.nationalityOf(*o.find("reg")) == "Saxon");
    CHECK(o.nationalityOf(*o.find("ix")) == "Saxon");
    CHECK(o.nationalityOf(*o.find("reg-2")) == "Polish");
    CHECK(o.nationalityOf(*o.find("x-1")) == "French");
    CHECK(o.nationalityOf(*o.find("army")) == "French");
    o.nationality = "";
    CHECK(o.nationalityOf(*o.find("x-1")).empty());
    CHECK(o.nationalityOf(*o.find("reg-1")) == "Saxon");
}

TEST_CASE("remove takes a unit and all its descendants", "[oob]") {
    OrderOfBattle o = french();
    SECTION("a brigade") {
        CHECK(o.remove("vi-1-1") == 4); // brigade, regiment, two battalions
        CHECK(o.units().size() == 6);
        CHECK(o.find("vi-1-1") == nullptr);
        CHECK(o.find("69l") == nullptr);
        CHECK(o.find("69l-1") == nullptr);
        CHECK(o.find("69l-2") == nullptr);
        // Everything else stays, in order, and is still found.
        CHECK(o.find("vi-1") != nullptr);
        CHECK(o.find("3h") != nullptr);
        CHECK(o.find("3h")->id == "3h");
        CHECK(o.find("ney")->id == "ney");
        CHECK(o.units()[0].id == "fr");
        CHECK(o.units()[3].id == "vi-a1");
        CHECK(o.children("vi-1").empty());
        // The id can be used again.
        CHECK(o.add(unit("vi-1-1", Echelon::Brigade, "vi-1")).ok());
    }
    SECTION("a single battalion") {
        CHECK(o.remove("69l-1") == 1);
        CHECK(o.find("69l-1") == nullptr);
        CHECK(o.find("69l-2") != nullptr);
        CHECK(o.children("69l").size() == 1);
    }
    SECTION("the army") {
        CHECK(o.remove("fr") == 10);
        CHECK(o.units().empty());
        CHECK(o.find("ney") == nullptr);
    }
    SECTION("an unknown id") {
        CHECK(o.remove("nobody") == 0);
        CHECK(o.units().size() == 10);
    }
}

namespace {

/// An army with one regiment holding a battalion of each id.
OrderOfBattle regimentOf(const std::string& army, const std::vector<std::string>& ids) {
    OrderOfBattle o;
    if (!o.add(unit(army, Echelon::Army, "")).ok() ||
        !o.add(unit(army + "-r", Echelon::Regiment, army, Arm::Infantry)).ok())
        FAIL("the army or its regiment is refused");
    for (const std::string& id : ids)
        if (!o.add(battalion(id, army + "-r")).ok())
            FAIL("battalion " << id << " is refused");
    return o;
}

/// What idsAlsoIn should give, found with one lookup per unit.
std::vector<bool> heldByFind(const OrderOfBattle& o, const OrderOfBattle& other) {
    std::vector<bool> held;
    for (const Unit& u : o.units())
        held.push_back(other.find(u.id) != nullptr);
    return held;
}

} // namespace

TEST_CASE("idsAlsoIn: which units another order of battle holds by id", "[oob]") {
    // Orders of battle of different sizes (their indexes' tables differ, so one is probed in
    // several laps of the other's) sharing every seventh battalion's id.
    auto shared = [](std::size_t i) { return "b" + std::to_string(i); };
    std::vector<std::string> bigIds, smallIds;
    for (std::size_t i = 0; i < 3000; ++i)
        bigIds.push_back(shared(i));
    for (std::size_t i = 0; i < 200; ++i)
        smallIds.push_back(i % 7 == 0 ? shared(i * 11) : "s" + std::to_string(i));
    const OrderOfBattle big = regimentOf("big", bigIds);
    OrderOfBattle small = regimentOf("small", smallIds);
    const std::vector<bool> held = small.idsAlsoIn(big);
    CHECK(held == heldByFind(small, big));
    CHECK(std::ranges::count(held, true) == 29); // 0, 7, ..., 196
    CHECK(big.idsAlsoIn(small) == heldByFind(big, small));
    CHECK(std::ranges::count(held, true) == std::ranges::count(big.idsAlsoIn(small), true));
    // After a removal the index is rebuilt: the answer follows it.
    CHECK(small.remove("b0") == 1);
    CHECK(small.idsAlsoIn(big) == heldByFind(small, big));
    CHECK(std::ranges::count(small.idsAlsoIn(big), true) == 28);
    CHECK(std::ranges::count(big.idsAlsoIn(OrderOfBattle()), true) == 0);
    CHECK(OrderOfBattle().idsAlsoIn(big).empty());
}

TEST_CASE("idsAlsoIn: small tables, probes that wrap around, ids of the same hash", "[oob]") {
    // Every size from empty to a few tables' worth: some of the shared ids' probes start near a
    // small table's end and go on at its start.
    for (std::size_t n = 0; n <= 40; ++n) {
        std::vector<std::string> mine, theirs;
        for (std::size_t i = 0; i < n; ++i) {
            mine.push_back("x" + std::to_string(i));
            if (i % 3 != 1)
                theirs.push_back("x" + std::to_string(i));
            theirs.push_back("t" + std::to_string(i));
        }
        const OrderOfBattle a = regimentOf("a", mine), b = regimentOf("b", theirs);
        INFO(n << " ids on one side");
        CHECK(a.idsAlsoIn(b) == heldByFind(a, b));
        CHECK(b.idsAlsoIn(a) == heldByFind(b, a));
        CHECK(std::ranges::count(a.idsAlsoIn(b), true) ==
              static_cast<std::ptrdiff_t>(n - (n + 1) / 3));
    }
    // Two ids filed under one hash are still two ids.
    REQUIRE(IdIndex::hash("c33047") == IdIndex::hash("c34286"));
    const OrderOfBattle a = regimentOf("a", {"c33047", "same"}),
                        b = regimentOf("b", {"c34286", "same"});
    CHECK(a.idsAlsoIn(b) == std::vector<bool>{false, false, false, true});
    CHECK(b.idsAlsoIn(a) == std::vector<bool>{false, false, false, true});
}

TEST_CASE("OOB equality compares units and header", "[oob]") {
    OrderOfBattle a = french(), b = french();
    CHECK(a == b);
    b.provenance.page = "3";
    CHECK_FALSE(a == b);
    b = french();
    b.find("69l-1")->morale = 44;
    CHECK_FALSE(a == b);
}

TEST_CASE("a unit's sparse text fields: a pointer each, text kept, copied and moved", "[oob]") {
    STATIC_REQUIRE(sizeof(SparseText) == sizeof(void*));
    SparseText empty;
    CHECK(empty.empty());
    CHECK(empty.size() == 0);
    CHECK(std::string(empty.c_str()).empty());
    CHECK(empty == "");
    CHECK(SparseText("").empty()); // no allocation for empty text

    SparseText rank = std::string("Maréchal");
    CHECK(rank.size() == 9); // bytes, not code points
    CHECK(rank == "Maréchal");
    CHECK(rank == std::string("Maréchal"));
    CHECK(rank == std::string_view("Maréchal"));
    CHECK(rank.c_str()[rank.size()] == '\0');
    CHECK_FALSE(rank == "Maréchal de camp");

    SparseText copy = rank; // a copy of its own
    rank = "GdD";
    CHECK(copy == "Maréchal");
    CHECK(rank == "GdD");
    SparseText moved = std::move(copy);
    CHECK(moved == "Maréchal");
    CHECK(copy.empty()); // moved from: empty
    SparseText target = "GdB";
    target = std::move(moved);
    CHECK(target == "Maréchal");
    CHECK(moved.empty());
    moved = target;
    copy = moved; // assigned after the move
    CHECK(copy == moved);
    const SparseText& same = copy;
    copy = same; // to itself
    CHECK(copy == "Maréchal");
    copy.clear();
    CHECK(copy.empty());
    target = {}; // null: cleared
    CHECK(target.empty());
    CHECK(SparseText(static_cast<const char*>(nullptr)).empty());

    // A unit compares and copies with them.
    Unit a;
    a.id = "fr";
    a.commander = "Napoléon";
    a.provenance = {"Les armées à Friedland", "3"};
    Unit b = a;
    CHECK(a == b);
    b.provenance.page = "4";
    CHECK_FALSE(a == b);
    CHECK(b.commander.str() + "!" == "Napoléon!");
}
