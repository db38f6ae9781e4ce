// The rules-profile parameter table and its typed keys: lookups give the table's default or the
// profile's value in the key's type, and a value outside a key's range is refused.
#include "engine/profile/profile.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <type_traits>

using namespace marengo;

TEST_CASE("a typed key returns its table type", "[profile]") {
    const RulesProfile p;
    STATIC_REQUIRE(std::is_same_v<decltype(p.get(params::timeTurnMinutes)), int>);
    STATIC_REQUIRE(std::is_same_v<decltype(p.get(params::movementRoadMp)), double>);
    STATIC_REQUIRE(std::is_same_v<decltype(p.get(params::losUnitsBlock)), bool>);
    STATIC_REQUIRE(params::carreMinIncrements.key() == "carre.min-increments");
    STATIC_REQUIRE(paramSpec(ParamId::carreMinIncrements).type == ParamType::Int);
}

TEST_CASE("an empty profile reads every parameter's default", "[profile]") {
    const RulesProfile p;
    CHECK(p.get(params::timeTurnMinutes) == 20);
    CHECK(p.get(params::carreMinIncrements) == 3);
    CHECK(p.get(params::carreMoraleModifier) == -6);
    CHECK(p.get(params::movementRoadMp) == 0.5);
    CHECK(p.get(params::carreInfantryAssaultMultiplier) == 1.5);
    CHECK(p.get(params::artilleryFordMp) == -1);
    CHECK(p.get(params::stackingRegimentException));
    CHECK_FALSE(p.get(params::losUnitsBlock));
    CHECK(p.paramCount() == 0);
    for (const ParamSpec& spec : kParams) {
        INFO(spec.key);
        CHECK(p.param(spec.id) == nullptr);
        CHECK(findParam(spec.key) == &spec);
        CHECK_FALSE(paramValueProblem(spec, spec.defaultValue));
    }
    CHECK(findParam("time.turn-minute") == nullptr);
    CHECK(findParam("") == nullptr);
}

TEST_CASE("a profile's value replaces the default, with its source", "[profile]") {
    RulesProfile p;
    REQUIRE(p.set(params::timeTurnMinutes, 30, "Berlin 1813 p.3").ok());
    REQUIRE(p.set(params::chargeFacingCost, 0.5, "test").ok());
    REQUIRE(p.set(params::losUnitsBlock, true, "test").ok());
    REQUIRE(p.set(ParamId::stackingRegimentException, 0, "by id").ok());
    CHECK(p.get(params::timeTurnMinutes) == 30);
    CHECK(p.get(params::chargeFacingCost) == 0.5);
    CHECK(p.get(params::losUnitsBlock));
    CHECK_FALSE(p.get(params::stackingRegimentException));
    CHECK(p.get(params::carreMinIncrements) == 3); // untouched: still the default
    CHECK(p.paramCount() == 4);
    const Param* set = p.param(ParamId::timeTurnMinutes);
    REQUIRE(set);
    CHECK(set->value == 30);
    CHECK(set->source == "Berlin 1813 p.3");
}

TEST_CASE("a value outside a key's range is refused and changes nothing", "[profile]") {
    RulesProfile p;
    REQUIRE(p.set(params::timeTurnMinutes, 30, "first").ok());
    struct Case {
        ParamId id;
        double value;
        const char* message;
    };
    const Case cases[] = {
        {ParamId::timeTurnMinutes, 0, "time.turn-minutes 0 is out of range (expected 1 to 1440)"},
        {ParamId::timeTurnMinutes, -1, "time.turn-minutes -1 is out of range (expected 1 to 1440)"},
        {ParamId::timeTurnMinutes, 1e308,
         "time.turn-minutes 1e+308 is out of range (expected 1 to 1440)"},
        {ParamId::timeTurnMinutes, 2147483648.0,
         "time.turn-minutes 2147483648 is out of range (expected 1 to 1440)"},
        {ParamId::timeTurnMinutes, 20.5,
         "time.turn-minutes 20.5 is not a whole number (expected 1 to 1440)"},
        {ParamId::losUnitsBlock, 2, "los.units-block 2 is out of range (expected 0 or 1)"},
        {ParamId::losUnitsBlock, 0.5,
         "los.units-block 0.5 is not a whole number (expected 0 or 1)"},
        {ParamId::cavalryFordMp, -2, "cavalry.ford-mp -2 is out of range (expected -1 to 99)"},
        {ParamId::movementRoadMp, -0.5, "movement.road-mp -0.5 is out of range (expected 0 to 99)"},
        {ParamId::carreCavalryAssaultDivisor, 0,
         "carre.cavalry-assault-divisor 0 is out of range (expected 1 to 10)"},
        {ParamId::chargeBonusMp, std::numeric_limits<double>::infinity(),
         "charge.bonus-mp inf is out of range (expected 0 to 99)"},
    };
    for (const Case& c : cases) {
        INFO(c.message);
        const Status s = p.set(c.id, c.value, "bad");
        REQUIRE_FALSE(s.ok());
        CHECK(s.error() == c.message);
        if (c.id != ParamId::timeTurnMinutes)
            CHECK(p.param(c.id) == nullptr);
    }
    CHECK_FALSE(p.set(ParamId::chargeBonusMp, std::nan(""), "bad").ok());
    CHECK(p.get(params::timeTurnMinutes) == 30);
    CHECK(p.param(ParamId::timeTurnMinutes)->source == "first");
    CHECK(p.paramCount() == 1);
    // The bounds themselves are values.
    CHECK(p.set(params::timeTurnMinutes, 1, "min").ok());
    CHECK(p.set(params::timeTurnMinutes, 1440, "max").ok());
    CHECK(p.set(params::cavalryFordMp, -1, "prohibited").ok());
}

TEST_CASE("every row of the table is usable", "[profile]") {
    REQUIRE(kParamCount >= 52);
    for (const ParamSpec& spec : kParams) {
        INFO(spec.key);
        CHECK(&paramSpec(spec.id) == &spec);
        CHECK(spec.min <= spec.defaultValue);
        CHECK(spec.defaultValue <= spec.max);
        CHECK_FALSE(spec.meaning.empty());
        CHECK_FALSE(paramRangeText(spec).empty());
        if (spec.type != ParamType::Real)
            CHECK(paramValueProblem(spec, spec.min + 0.5));
        CHECK(paramValueProblem(spec, spec.max + 1));
        CHECK(paramValueProblem(spec, spec.min - 1));
    }
}
