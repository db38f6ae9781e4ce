// Cavalry Charge Morale Modifiers (stand check, Friedland et Danzig 1809, Premier Rules (2014),
// p.35, Charge a Cheval; the table of the Friedland 1807 special rules as transcribed in the
// lb.react app) and the carré attempt window (Berlin 1813, Premier Rules (July 2021), p.38, Charge
// a Cheval; legality case 23 of docs/rules.md).
#include "engine/rules/charge.hpp"
#include "engine/rules/d66.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace marengo;
using namespace marengo::rules;

namespace {

ChargeModifier row(std::string condition, int value, std::string nationality = {}) {
    ChargeModifier m;
    m.condition = std::move(condition);
    m.value = value;
    m.nationality = std::move(nationality);
    m.source = "Friedland 1807 special rules, Cavalry Charge Morale Modifiers, as transcribed in "
               "the lb.react app";
    return m;
}

/// The Friedland 1807 stand table as transcribed in the lb.react app (not checked against the
/// booklet).
std::vector<ChargeModifier> friedlandTable() {
    return {row("flank", -12),         row("rear", -6),          row("skirmish", -12),
            row("in-line", 3),         row("disordered", -6),    row("routed", -12),
            row("carre", 12),          row("across-stream", 6),  row("lancers", -6),
            row("heavy-cavalry", -3),  row("losses-50", -6),     row("morale-level-1", -3),
            row("morale-level-2", -6), row("morale-level-3", -9)};
}

const ChargeTarget kRussian{"Russian", "Russian", "Musketeer"};

} // namespace

TEST_CASE("every condition of the table is known and unknown names are not", "[rules][charge]") {
    for (const ChargeModifier& m : friedlandTable())
        CHECK(isKnownChargeCondition(m.condition));
    CHECK(isKnownChargeCondition("road-march"));
    CHECK(isKnownChargeCondition("across-slope"));
    CHECK_FALSE(isKnownChargeCondition("Flank"));
    CHECK_FALSE(isKnownChargeCondition("uphill"));
    CHECK_FALSE(isKnownChargeCondition(""));
    CHECK(knownChargeConditions().size() == 16);
}

TEST_CASE("a column charged head-on by light cavalry has no modifier", "[rules][charge]") {
    auto table = friedlandTable();
    ChargeSituation s;
    CHECK(chargeMoraleModifierTotal(s, kRussian, table, {}) == 0);
    CHECK(applicableChargeModifiers(s, kRussian, table, {}).empty());
}

TEST_CASE("matching rows add up", "[rules][charge]") {
    auto table = friedlandTable();
    ChargeSituation s;
    s.flank = true;
    s.targetFormation = Formation::Line;
    s.chargerIsLancer = true;
    s.chargerIsHeavy = true;
    CHECK(chargeMoraleModifierTotal(s, kRussian, table, {}) == -12 + 3 - 6 - 3);

    ChargeSituation t;
    t.rear = true;
    t.targetState = UnitState::Disordered;
    t.acrossStream = true;
    t.losses50 = true;
    t.moraleLevel = 2;
    CHECK(chargeMoraleModifierTotal(t, kRussian, table, {}) == -6 - 6 + 6 - 6 - 6);
    t.moraleLevel = 3;
    CHECK(chargeMoraleModifierTotal(t, kRussian, table, {}) == -6 - 6 + 6 - 6 - 9);

    ChargeSituation u;
    u.targetFormation = Formation::Skirmish;
    u.targetState = UnitState::Routed;
    CHECK(chargeMoraleModifierTotal(u, kRussian, table, {}) == -24);
    u.targetFormation = Formation::Carre;
    u.targetState = UnitState::Good;
    CHECK(chargeMoraleModifierTotal(u, kRussian, table, {}) == 12);
}

TEST_CASE("selectors restrict rows and scenario rows add to the profile's", "[rules][charge]") {
    std::vector<ChargeModifier> profileRows{row("in-line", 3, "Russian"), row("flank", -12)};
    std::vector<ChargeModifier> scenarioRows{row("in-line", 3), row("uphill", 6)};
    ChargeSituation s;
    s.targetFormation = Formation::Line;
    const ChargeTarget french{"French", "French", "Ligne"};
    CHECK(chargeMoraleModifierTotal(s, kRussian, profileRows, scenarioRows) == 6);
    CHECK(chargeMoraleModifierTotal(s, french, profileRows, scenarioRows) == 3);
    auto rows = applicableChargeModifiers(s, kRussian, profileRows, scenarioRows);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0] == &profileRows[0]);
    CHECK(rows[1] == &scenarioRows[0]);

    ChargeModifier guard = row("flank", -6);
    guard.side = "Russian";
    guard.unitClass = "Guard";
    CHECK_FALSE(selectorsMatch(guard, kRussian));
    CHECK(selectorsMatch(guard, {"Russian", "Russian", "Guard"}));
    CHECK_FALSE(selectorsMatch(guard, {"French", "Russian", "Guard"}));
}

TEST_CASE("the total modifies the stand-check roll in d66 steps", "[rules][charge]") {
    auto table = friedlandTable();
    ChargeSituation s;
    s.flank = true;
    int total = chargeMoraleModifierTotal(s, kRussian, table, {});
    auto roll = addD66(55, total); // 55 - 12 = 35
    REQUIRE(roll == 35);
    CHECK_FALSE(moraleCheckPasses(*roll, 43));
    CHECK(moraleCheckPasses(*addD66(55, 0), 43));
}

TEST_CASE("the target of a unit inherits its OOB nationality", "[rules][charge]") {
    OrderOfBattle oob;
    oob.side = "Russian";
    oob.nationality = "Russian";
    Unit army;
    army.id = "army";
    army.echelon = Echelon::Army;
    REQUIRE(oob.add(army).ok());
    Unit u;
    u.id = "b1";
    u.parent = "army";
    u.arm = Arm::Infantry;
    u.unitClass = "Jaeger";
    u.increments = 6;
    REQUIRE(oob.add(u).ok());
    ChargeTarget t = chargeTargetOf(oob, *oob.find("b1"));
    CHECK(t.side == "Russian");
    CHECK(t.nationality == "Russian");
    CHECK(t.unitClass == "Jaeger");
}

TEST_CASE("a battalion without a class takes its regiment's", "[rules][charge]") {
    OrderOfBattle oob;
    oob.side = "French";
    Unit army;
    army.id = "army";
    army.echelon = Echelon::Army;
    REQUIRE(oob.add(army).ok());
    Unit reg;
    reg.id = "6l";
    reg.parent = "army";
    reg.echelon = Echelon::Regiment;
    reg.arm = Arm::Infantry;
    reg.unitClass = "Légère";
    REQUIRE(oob.add(reg).ok());
    Unit bn;
    bn.parent = "6l";
    bn.arm = Arm::Infantry;
    bn.increments = 6;
    bn.id = "6l-1"; // no class of its own
    REQUIRE(oob.add(bn).ok());
    bn.id = "6l-v"; // a class of its own wins
    bn.unitClass = "Voltigeur";
    REQUIRE(oob.add(bn).ok());
    bn.id = "lone"; // a battalion straight under the army inherits nothing
    bn.parent = "army";
    bn.unitClass.clear();
    REQUIRE(oob.add(bn).ok());

    CHECK(chargeTargetOf(oob, *oob.find("6l-1")).unitClass == "Légère");
    CHECK(chargeTargetOf(oob, *oob.find("6l-v")).unitClass == "Voltigeur");
    CHECK(chargeTargetOf(oob, *oob.find("lone")).unitClass.empty());
    // A Légère row now reaches the battalion that only its regiment names.
    ChargeModifier legere{"flank", -3, "", "", "Légère", "test"};
    ChargeSituation s;
    s.flank = true;
    CHECK(chargeMoraleModifierTotal(s, chargeTargetOf(oob, *oob.find("6l-1")), {}, {&legere, 1}) ==
          -3);
}

TEST_CASE("case 23: a carré attempt needs the cavalry within range, sight, and a first try",
          "[rules][charge]") {
    RulesProfile p; // carre.attempt-range 4
    CHECK(carreAttemptAllowed(4, true, false, p).allowed);
    CHECK(carreAttemptAllowed(1, true, false, p).allowed);
    auto far = carreAttemptAllowed(5, true, false, p);
    CHECK_FALSE(far.allowed);
    REQUIRE(far.reasons.size() == 1);
    CHECK_THAT(far.reasons[0], Catch::Contains("within 4 hexes"));
    auto blind = carreAttemptAllowed(3, false, false, p);
    CHECK_FALSE(blind.allowed);
    CHECK_THAT(blind.reasons.at(0), Catch::Contains("line of sight"));
    auto again = carreAttemptAllowed(3, true, true, p);
    CHECK_FALSE(again.allowed);
    CHECK_THAT(again.reasons.at(0), Catch::Contains("once per charge"));
    CHECK(carreAttemptAllowed(6, false, true, p).reasons.size() == 3);
    REQUIRE(p.set(params::carreAttemptRange, 2, "night").ok());
    CHECK_FALSE(carreAttemptAllowed(3, true, false, p).allowed);
}
