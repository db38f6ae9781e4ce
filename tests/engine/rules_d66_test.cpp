// d66 arithmetic (Errors in Judgment, rule 8, Berlin 1813, Premier Rules (July 2021), p.125) and
// the morale check, passed only by a roll over the morale (Berlin 1813, Premier Rules (July 2021),
// p.38, Charge a Cheval); legality cases 26-27 of docs/rules.md.
#include "engine/rules/d66.hpp"

#include <catch2/catch.hpp>

using namespace marengo::rules;

TEST_CASE("d66 values map to ordinals 0..35 and back", "[rules][d66]") {
    CHECK(d66ToOrdinal(11) == 0);
    CHECK(d66ToOrdinal(16) == 5);
    CHECK(d66ToOrdinal(21) == 6);
    CHECK(d66ToOrdinal(43) == 20);
    CHECK(d66ToOrdinal(66) == 35);
    for (int o = 0; o < 36; ++o) {
        INFO("ordinal " << o);
        auto v = ordinalToD66(o);
        REQUIRE(v);
        CHECK(d66ToOrdinal(*v) == o);
    }
}

TEST_CASE("values that are not d66 have no ordinal", "[rules][d66]") {
    for (int bad : {0, 10, 17, 20, 67, 70, 77, -11})
        CHECK_FALSE(d66ToOrdinal(bad));
    CHECK_FALSE(ordinalToD66(-1));
    CHECK_FALSE(ordinalToD66(36));
    CHECK_FALSE(addD66(17, 1));
}

TEST_CASE("case 26: modifiers add in base six and clamp at 11 and 66", "[rules][d66]") {
    CHECK(addD66(43, 4) == 51);
    CHECK(addD66(65, 3) == 66);
    CHECK(addD66(12, -6) == 11);
    CHECK(addD66(43, 6) == 53); // +6 is one tens step
    CHECK(addD66(43, -6) == 33);
    CHECK(addD66(43, -12) == 23);
    CHECK(addD66(43, 0) == 43);
    CHECK(addD66(16, 1) == 21);
    CHECK(addD66(21, -1) == 16);
    CHECK(addD66(11, -1000000000) == 11);
    CHECK(addD66(66, 2000000000) == 66);
}

TEST_CASE("case 27: a morale check passes only when the roll is over the morale", "[rules][d66]") {
    CHECK(moraleCheckPasses(44, 43));
    CHECK_FALSE(moraleCheckPasses(43, 43));
    CHECK_FALSE(moraleCheckPasses(36, 43));
    // A charged unit rolling 53 with a -12 modifier gets 33: fails against 33, passes against 32.
    auto modified = addD66(53, -12);
    REQUIRE(modified == 33);
    CHECK_FALSE(moraleCheckPasses(*modified, 33));
    CHECK(moraleCheckPasses(*modified, 32));
}
