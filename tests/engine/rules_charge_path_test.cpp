// Charge path validation (Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a Cheval;
// Berlin 1813, Premier Rules (July 2021), p.38, Charge a Cheval; no charge into general-order
// terrain, Prusse 1806 special rules p.2; legality cases 18-21 and 24 of docs/rules.md).
#include "engine/rules/charge.hpp"
#include "rules_fixtures.hpp"

#include <optional>
#include <string>
#include <vector>

using namespace marengo;
using namespace marengo::rules;
using rules_test::clearMap;
using rules_test::path;
using rules_test::walk;
using S = HexSide;

namespace {

const char* const kFriedland2014 =
    "Friedland et Danzig 1809, Premier Rules (2014), p.35, Charge a Cheval";
const char* const kBerlin2021 = "Berlin 1813, Premier Rules (July 2021), p.38, Charge a Cheval";

// Cavalry of 12 movement or less is heavy (Combat Units, Heilsberg 1807, Premier Rules (July
// 2021), p.97).
constexpr int kHeavyMovement = 10;
constexpr int kLightMovement = 14;

Unit cavalry(int movement) {
    Unit u;
    u.id = "cav";
    u.echelon = Echelon::Regiment;
    u.arm = Arm::Cavalry;
    u.increments = 6;
    u.movement = movement;
    return u;
}

/// Friedland 2014: one MP per hexside turned, no per-hex limit.
RulesProfile friedlandLike() {
    RulesProfile p;
    p.id = "friedland-like";
    REQUIRE(p.set(params::chargeFacingCost, 1, kFriedland2014).ok());
    return p;
}

/// Berlin 2021: two MP per hexside, light cavalry two hexsides per hex, heavy one.
RulesProfile berlinLike() {
    RulesProfile p;
    p.id = "berlin-like";
    REQUIRE(p.set(params::chargeFacingCost, 2, kBerlin2021).ok());
    REQUIRE(p.set(params::chargeLightMaxHexsidesPerHex, 2, kBerlin2021).ok());
    REQUIRE(p.set(params::chargeHeavyMaxHexsidesPerHex, 1, kBerlin2021).ok());
    return p;
}

Placement at(HexId hex, Formation f, Facing facing) {
    Placement p;
    p.unit = "cav";
    p.hex = hex;
    p.formation = f;
    p.facing = facing;
    return p;
}

Placement columnAt(HexId hex, HexSide facing) {
    return at(hex, Formation::Column, Facing::side(facing));
}

bool mentions(const ChargePathResult& r, std::string_view text) {
    for (const std::string& s : r.reasons)
        if (s.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("case 18: the first hex is the one directly ahead, a line may take either front hex",
          "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    Unit cav = cavalry(kHeavyMovement);
    HexId start = map.id({5, 8});
    Placement column = columnAt(start, S::N);

    auto ahead = path(map, start, {S::N});
    ChargePathResult ok = validateChargePath(map, p, cav, column, ahead, std::nullopt, kNoHex);
    CHECK(ok.legal);
    CHECK(ok.reasons.empty());
    CHECK(ok.mpUsed == Approx(1));
    CHECK(ok.mpAvailable == Approx(15));

    auto oblique = path(map, start, {S::NE});
    ChargePathResult bad = validateChargePath(map, p, cav, column, oblique, std::nullopt, kNoHex);
    CHECK_FALSE(bad.legal);
    CHECK(mentions(bad, "front centre"));

    Placement line = at(start, Formation::Line, Facing::vertex(Vertex::NNE));
    for (HexSide s : {S::N, S::NE}) {
        auto first = path(map, start, {s});
        INFO("first hex across " << toString(s));
        CHECK(validateChargePath(map, p, cav, line, first, std::nullopt, kNoHex).legal);
    }
    auto flank = path(map, start, {S::NW});
    ChargePathResult lineBad = validateChargePath(map, p, cav, line, flank, std::nullopt, kNoHex);
    CHECK_FALSE(lineBad.legal);
    CHECK(mentions(lineBad, "two front hexes"));
}

TEST_CASE("case 19: a formation change only in the second hex", "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    Unit cav = cavalry(kHeavyMovement);
    HexId start = map.id({5, 8});
    auto hexes = path(map, start, {S::N, S::N, S::N, S::N});
    ChargeFormationChange change{1, Formation::Line, Facing::vertex(Vertex::NNE)};

    ChargePathResult second =
        validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex);
    CHECK(second.legal);
    CHECK(second.mpUsed == Approx(4 + 3)); // four clear hexes + cavalry formation change

    change.pathIndex = 2;
    ChargePathResult third =
        validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex);
    CHECK_FALSE(third.legal);
    CHECK(mentions(third, "only permitted in the second hex"));

    change.pathIndex = 1;
    change.facing = Facing::side(S::N); // a line must face a vertex
    CHECK_FALSE(
        validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex).legal);

    change = {7, Formation::Line, Facing::vertex(Vertex::NNE)};
    CHECK_FALSE(
        validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex).legal);

    // The hex is the profile's charge.formation-change-hex (0: any hex).
    change = {2, Formation::Line, Facing::vertex(Vertex::NNE)};
    REQUIRE(p.set(params::chargeFormationChangeHex, 3, "test").ok());
    CHECK(validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex).legal);
    change.pathIndex = 1;
    ChargePathResult second3 =
        validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex);
    CHECK_FALSE(second3.legal);
    CHECK(mentions(second3, "only permitted in hex 3"));
    REQUIRE(p.set(params::chargeFormationChangeHex, 0, "test").ok());
    CHECK(validateChargePath(map, p, cav, columnAt(start, S::N), hexes, change, kNoHex).legal);
}

TEST_CASE("case 20 (Berlin 2021): heavy cavalry turns one hexside per hex, light two, at 2 MP",
          "[rules][charge]") {
    Map map = clearMap();
    RulesProfile berlin = berlinLike();
    HexId start = map.id({5, 8});
    Placement column = columnAt(start, S::N);
    auto twoInOneHex = path(map, start, {S::N, S::SE}); // N -> NE -> SE in the first hex

    ChargePathResult heavy = validateChargePath(map, berlin, cavalry(kHeavyMovement), column,
                                                twoInOneHex, std::nullopt, kNoHex);
    CHECK_FALSE(heavy.legal);
    CHECK(mentions(heavy, "heavy cavalry may change at most 1 hexside per hex"));

    ChargePathResult light = validateChargePath(map, berlin, cavalry(kLightMovement), column,
                                                twoInOneHex, std::nullopt, kNoHex);
    CHECK(light.legal);
    CHECK(light.mpUsed == Approx(2 + 2 * 2));

    auto onePerHex = path(map, start, {S::N, S::NE, S::SE});
    ChargePathResult heavySpread = validateChargePath(map, berlin, cavalry(kHeavyMovement), column,
                                                      onePerHex, std::nullopt, kNoHex);
    CHECK(heavySpread.legal);
    CHECK(heavySpread.mpUsed == Approx(3 + 2 * 2));

    auto aboutTurn = path(map, start, {S::N, S::S}); // three hexsides in one hex
    CHECK_FALSE(validateChargePath(map, berlin, cavalry(kLightMovement), column, aboutTurn,
                                   std::nullopt, kNoHex)
                    .legal);
}

TEST_CASE("case 20 (Friedland): one MP per hexside and no per-hex limit", "[rules][charge]") {
    Map map = clearMap();
    RulesProfile friedland = friedlandLike();
    HexId start = map.id({5, 8});
    auto twoInOneHex = path(map, start, {S::N, S::SE});
    ChargePathResult heavy =
        validateChargePath(map, friedland, cavalry(kHeavyMovement), columnAt(start, S::N),
                           twoInOneHex, std::nullopt, kNoHex);
    CHECK(heavy.legal);
    CHECK(heavy.mpUsed == Approx(2 + 2 * 1));
}

TEST_CASE("case 21: the last three hexes straight and face-on earn the bonus", "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    Unit cav = cavalry(kLightMovement);
    HexId start = map.id({5, 9});
    Placement column = columnAt(start, S::N);

    auto straight = path(map, start, {S::N, S::N, S::N});
    HexId ahead = walk(map, start, {S::N, S::N, S::N, S::N});
    ChargePathResult bonus = validateChargePath(map, p, cav, column, straight, std::nullopt, ahead);
    CHECK(bonus.legal);
    CHECK(bonus.earnsBonus);
    CHECK(bonus.reasons.empty());

    // Turning in the first hex, then three hexes straight toward the target: still a bonus.
    auto wheel = path(map, start, {S::N, S::NE, S::NE, S::NE});
    HexId wheelTarget = walk(map, start, {S::N, S::NE, S::NE, S::NE, S::NE});
    ChargePathResult wheeled =
        validateChargePath(map, p, cav, column, wheel, std::nullopt, wheelTarget);
    CHECK(wheeled.legal);
    CHECK(wheeled.earnsBonus);
    CHECK(wheeled.mpUsed == Approx(4 + 1));

    // The line bends within the last three hexes: legal, but no bonus.
    auto bent = path(map, start, {S::N, S::N, S::NE});
    HexId bentTarget = walk(map, start, {S::N, S::N, S::NE, S::NE});
    ChargePathResult noBonus =
        validateChargePath(map, p, cav, column, bent, std::nullopt, bentTarget);
    CHECK(noBonus.legal);
    CHECK_FALSE(noBonus.earnsBonus);
    CHECK(mentions(noBonus, "no charge bonus"));

    // Too short a run.
    auto shortRun = path(map, start, {S::N, S::N});
    HexId shortTarget = walk(map, start, {S::N, S::N, S::N});
    ChargePathResult tooShort =
        validateChargePath(map, p, cav, column, shortRun, std::nullopt, shortTarget);
    CHECK(tooShort.legal);
    CHECK_FALSE(tooShort.earnsBonus);

    // Straight, but the target stands off to the side: turn to bring it to the front.
    HexId sideTarget = walk(map, start, {S::N, S::N, S::N, S::SE});
    ChargePathResult aside = validateChargePath(map, p, cavalry(kHeavyMovement), column, straight,
                                                std::nullopt, sideTarget);
    CHECK(aside.legal);
    CHECK_FALSE(aside.earnsBonus);
    CHECK(aside.mpUsed == Approx(3 + 1));

    // Not adjacent to the target at the end: illegal.
    HexId far = walk(map, start, {S::N, S::N, S::N, S::N, S::N});
    ChargePathResult short2 = validateChargePath(map, p, cav, column, straight, std::nullopt, far);
    CHECK_FALSE(short2.legal);
    CHECK(mentions(short2, "not adjacent to its target"));
}

TEST_CASE("a formation change in the last hex can spoil a face-on finish", "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    REQUIRE(p.set(params::chargeStraightHexes, 2, "test").ok());
    HexId start = map.id({5, 9});
    auto hexes = path(map, start, {S::N, S::N});
    HexId target = walk(map, start, {S::N, S::N, S::N});
    ChargeFormationChange toLineE{1, Formation::Line, Facing::vertex(Vertex::E)};
    ChargePathResult r = validateChargePath(map, p, cavalry(kLightMovement), columnAt(start, S::N),
                                            hexes, toLineE, target);
    CHECK(r.legal);
    CHECK_FALSE(r.earnsBonus);
    CHECK(mentions(r, "directly facing"));
    ChargeFormationChange toLineNNE{1, Formation::Line, Facing::vertex(Vertex::NNE)};
    CHECK(validateChargePath(map, p, cavalry(kLightMovement), columnAt(start, S::N), hexes,
                             toLineNNE, target)
              .earnsBonus);
}

TEST_CASE("case 24: no charge into or through general-order or forbidden terrain",
          "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    Unit cav = cavalry(kLightMovement);
    HexId start = map.id({5, 9});
    Placement column = columnAt(start, S::N);
    auto hexes = path(map, start, {S::N, S::N, S::N});
    HexId target = walk(map, start, {S::N, S::N, S::N, S::N});

    REQUIRE(validateChargePath(map, p, cav, column, hexes, std::nullopt, target).legal);

    Map village = map;
    village.setTerrain(target, *village.findTerrain("village"));
    ChargePathResult intoVillage =
        validateChargePath(village, p, cav, column, hexes, std::nullopt, target);
    CHECK_FALSE(intoVillage.legal);
    CHECK_FALSE(intoVillage.earnsBonus);
    CHECK(mentions(intoVillage, "general-order terrain"));

    Map woods = map;
    woods.setTerrain(hexes[1], *woods.findTerrain("woods"));
    CHECK_FALSE(validateChargePath(woods, p, cav, column, hexes, std::nullopt, target).legal);

    Map orchard = map;
    orchard.setTerrain(target, *orchard.findTerrain("orchard"));
    CHECK(validateChargePath(orchard, p, cav, column, hexes, std::nullopt, target).legal);
    TerrainRules noCharge;
    noCharge.terrain = "orchard";
    noCharge.chargeAllowed = false;
    noCharge.source = "test SR";
    RulesProfile strict = p;
    strict.terrain.push_back(noCharge);
    ChargePathResult intoOrchard =
        validateChargePath(orchard, strict, cav, column, hexes, std::nullopt, target);
    CHECK_FALSE(intoOrchard.legal);
    CHECK(mentions(intoOrchard, "may not charge into"));

    Map marsh = map;
    marsh.setTerrain(hexes[0], *marsh.findTerrain("marsh"));
    TerrainRules prohibited;
    prohibited.terrain = "marsh";
    prohibited.cavalryMp = -1;
    RulesProfile withMarsh = p;
    withMarsh.terrain.push_back(prohibited);
    ChargePathResult intoMarsh =
        validateChargePath(marsh, withMarsh, cav, column, hexes, std::nullopt, target);
    CHECK_FALSE(intoMarsh.legal);
    CHECK(mentions(intoMarsh, "prohibited"));
}

TEST_CASE("the charge pays terrain and hexside costs within movement plus the charge bonus",
          "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    HexId start = map.id({5, 10});
    Placement column = columnAt(start, S::N);
    auto seven = path(map, start, {S::N, S::N, S::N, S::N, S::N, S::N, S::N});
    auto eight = path(map, start, {S::N, S::N, S::N, S::N, S::N, S::N, S::N, S::N});
    Unit slow = cavalry(2); // 2 + 5 charge MP
    CHECK(validateChargePath(map, p, slow, column, seven, std::nullopt, kNoHex).legal);
    ChargePathResult tooFar = validateChargePath(map, p, slow, column, eight, std::nullopt, kNoHex);
    CHECK_FALSE(tooFar.legal);
    CHECK(mentions(tooFar, "costs 8 MP but the unit has 7"));

    Map rough = map;
    rough.setTerrain(seven[0], *rough.findTerrain("orchard"));
    TerrainRules orchard;
    orchard.terrain = "orchard";
    orchard.cavalryMp = 2;
    RulesProfile withOrchard = p;
    withOrchard.terrain.push_back(orchard);
    ChargePathResult r =
        validateChargePath(rough, withOrchard, slow, column, seven, std::nullopt, kNoHex);
    CHECK(r.mpUsed == Approx(8));
    CHECK_FALSE(r.legal);

    Unit cav = cavalry(kHeavyMovement);
    auto two = path(map, start, {S::N, S::N});
    Map stream = map;
    stream.setFeatures(start, S::N, kStream);
    stream.setFeatures(two[0], S::N, kSlope);
    CHECK(validateChargePath(stream, p, cav, column, two, std::nullopt, kNoHex).mpUsed ==
          Approx(2 + 5 + 3));
    Map river = map;
    river.setFeatures(start, S::N, kRiver);
    ChargePathResult wet = validateChargePath(river, p, cav, column, two, std::nullopt, kNoHex);
    CHECK_FALSE(wet.legal);
    CHECK(mentions(wet, "river"));
    river.setFeatures(start, S::N, kRiver | kBridge);
    CHECK(validateChargePath(river, p, cav, column, two, std::nullopt, kNoHex).legal);
    RulesProfile noBridge = p;
    REQUIRE(noBridge.set(params::chargeOverBridge, 0, "Prusse 1806 SR").ok());
    CHECK_FALSE(validateChargePath(river, noBridge, cav, column, two, std::nullopt, kNoHex).legal);
    river.setFeatures(start, S::N, kRiver | kFord);
    CHECK(validateChargePath(river, p, cav, column, two, std::nullopt, kNoHex).mpUsed ==
          Approx(2 + 5));
    RulesProfile noStream = p;
    REQUIRE(noStream.set(params::cavalryStreamMp, -1, "test").ok());
    CHECK_FALSE(validateChargePath(stream, noStream, cav, column, two, std::nullopt, kNoHex).legal);
}

TEST_CASE("the charge pays cavalry.wall-mp and cavalry.hedge-mp, negative refuses",
          "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    REQUIRE(p.set(params::cavalryHedgeMp, 2, "test").ok());
    REQUIRE(p.set(params::cavalryWallMp, -1, "test").ok());
    HexId start = map.id({5, 10});
    Placement column = columnAt(start, S::N);
    Unit cav = cavalry(kHeavyMovement);
    auto two = path(map, start, {S::N, S::N});
    map.setFeatures(start, S::N, kHedge);
    CHECK(validateChargePath(map, p, cav, column, two, std::nullopt, kNoHex).mpUsed ==
          Approx(2 + 2));
    map.setFeatures(start, S::N, kWall);
    ChargePathResult walled = validateChargePath(map, p, cav, column, two, std::nullopt, kNoHex);
    CHECK_FALSE(walled.legal);
    CHECK(mentions(walled, "may not cross the wall hexside"));
}

TEST_CASE("a charge across a stream where a road crosses it pays the ford (Prusse SR)",
          "[rules][charge]") {
    // Regression: the charge path priced it as a stream while movement priced a ford.
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    REQUIRE(p.set(params::cavalryStreamMp, 5, "test").ok());
    REQUIRE(p.set(params::cavalryFordMp, 2, "test").ok());
    HexId start = map.id({5, 10});
    Placement column = columnAt(start, S::N);
    Unit cav = cavalry(kHeavyMovement);
    auto two = path(map, start, {S::N, S::N});
    map.setFeatures(start, S::N, kStream);
    CHECK(validateChargePath(map, p, cav, column, two, std::nullopt, kNoHex).mpUsed ==
          Approx(2 + 5));
    map.setFeatures(start, S::N, kStream | kRoad);
    CHECK(validateChargePath(map, p, cav, column, two, std::nullopt, kNoHex).mpUsed ==
          Approx(2 + 2));
}

TEST_CASE("malformed charges are refused", "[rules][charge]") {
    Map map = clearMap();
    RulesProfile p = friedlandLike();
    HexId start = map.id({5, 9});
    Placement column = columnAt(start, S::N);
    Unit cav = cavalry(kHeavyMovement);

    std::vector<HexId> gap{map.neighbour(start, S::N), walk(map, start, {S::N, S::N, S::N})};
    ChargePathResult jump = validateChargePath(map, p, cav, column, gap, std::nullopt, kNoHex);
    CHECK_FALSE(jump.legal);
    CHECK(mentions(jump, "not adjacent"));

    CHECK_FALSE(validateChargePath(map, p, cav, column, {}, std::nullopt, kNoHex).legal);

    Unit foot = cav;
    foot.arm = Arm::Infantry;
    auto one = path(map, start, {S::N});
    ChargePathResult infantry = validateChargePath(map, p, foot, column, one, std::nullopt, kNoHex);
    CHECK_FALSE(infantry.legal);
    CHECK(mentions(infantry, "only cavalry"));

    Placement wrongFacing = at(start, Formation::Column, Facing::vertex(Vertex::NNE));
    CHECK_FALSE(validateChargePath(map, p, cav, wrongFacing, one, std::nullopt, kNoHex).legal);
}
