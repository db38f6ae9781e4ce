// formats::newBattle: the battle File > New and `marengo new` make.
#include "formats/new_battle.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using formats::NewBattle;
using formats::SheetArrangement;

TEST_CASE("new battle: sheets laid out across then down, of the profile's size") {
    NewBattle spec;
    spec.rules = "berlin-2021";
    spec.title = "Dennewitz";
    spec.date = "1813-09-06";
    spec.start = "11:00";
    spec.end = "19:40";
    spec.sheets = SheetArrangement{3, 2, 0, 0};
    auto made = formats::newBattle(spec);
    REQUIRE(made);
    const Scenario& s = made->scenario;
    CHECK(s.title == "Dennewitz");
    CHECK(s.map.name() == "Dennewitz");
    CHECK(s.date == "1813-09-06");
    CHECK(formatClock(s.start) == "11:00");
    CHECK(formatClock(s.end) == "19:40");
    CHECK(s.rulesProfile == "berlin-2021");
    CHECK(s.rulesPath.empty());
    CHECK(made->rulesFile.empty());
    const int cols = s.rules.get(params::mapSheetColumns);
    const int rows = s.rules.get(params::mapSheetRows);
    const std::vector<Sheet> want{
        {'A', 0, 0, cols, rows},        {'B', cols, 0, cols, rows},
        {'C', 2 * cols, 0, cols, rows}, {'D', 0, rows, cols, rows},
        {'E', cols, rows, cols, rows},  {'F', 2 * cols, rows, cols, rows}};
    CHECK(s.map.sheets() == want);
    CHECK(s.map.hexCount() == static_cast<std::size_t>(6 * cols * rows));
    CHECK(s.map.find("F0101") != kNoHex);
    CHECK(s.oobs.size() == 2);
}

TEST_CASE("new battle: the sides name their orders of battle and nationalities") {
    NewBattle spec;
    spec.sides = {"", "Prussian"};
    auto made = formats::newBattle(spec);
    REQUIRE(made);
    const auto& oobs = made->scenario.oobs;
    REQUIRE(oobs.size() == 2);
    CHECK(oobs[0].side == "French"); // the template's
    CHECK(oobs[1].side == "Prussian");
    CHECK(oobs[1].nationality == "Prussian");
    spec.sides = {"French", "Prussian", "Swedish"};
    auto three = formats::newBattle(spec);
    REQUIRE_FALSE(three);
    CHECK(three.error() == "3 sides named; the template has 2 orders of battle");
}

TEST_CASE("new battle: a sheet wider than two digits numbers its columns with three") {
    NewBattle spec;
    spec.sheets = SheetArrangement{1, 1, 120, 40};
    auto made = formats::newBattle(spec);
    REQUIRE(made);
    const Map& map = made->scenario.map;
    CHECK(map.numbering().colDigits == 3);
    CHECK(map.numbering().rowDigits == 2);
    CHECK(map.label(map.id(Offset{119, 39})) == "A12040");
}

TEST_CASE("new battle: what is left empty comes from the template") {
    NewBattle spec;
    spec.templ = "four-sheet";
    auto made = formats::newBattle(spec);
    REQUIRE(made);
    CHECK(made->scenario.map.sheets().size() == 4);
    CHECK(made->scenario.date == "1807-06-14");
    CHECK(made->scenario.rulesProfile == "friedland-2014");
}

TEST_CASE("new battle: every wrong entry is named, and nothing is made") {
    NewBattle spec;
    spec.date = "14/06/1807";
    spec.start = "9h";
    spec.end = "08:00";
    spec.sheets = SheetArrangement{9, 3, 0, 1000};
    const std::vector<std::string> want{
        "the date is written YYYY-MM-DD (1807-06-14), not '14/06/1807'",
        "the start time is written HH:MM (09:00), not '9h'",
        "9 x 3 sheets are more than the 26 letters A to Z can name",
        "a sheet has 1 to 999 hex columns and rows"};
    CHECK(formats::newBattleProblems(spec) == want);
    CHECK_FALSE(formats::newBattle(spec));

    NewBattle late;
    late.start = "10:00";
    late.end = "09:00";
    CHECK(formats::newBattleProblems(late) ==
          std::vector<std::string>{"the battle ends (09:00) before it starts (10:00)"});
    NewBattle fine;
    fine.sheets = SheetArrangement{2, 2, 0, 0};
    CHECK(formats::newBattleProblems(fine).empty());
}

TEST_CASE("new battle: an unknown profile is refused with its path") {
    NewBattle spec;
    spec.rules = "no-such-profile";
    auto made = formats::newBattle(spec);
    REQUIRE_FALSE(made);
    CHECK_THAT(made.error(), Catch::Contains("no-such-profile.rules.xml"));
}

TEST_CASE("new battle: the bundled profiles, each with its title and sheet size") {
    auto profiles = formats::loadBundledProfiles();
    REQUIRE(profiles.size() >= 3);
    for (const auto& [id, rules] : profiles) {
        CHECK_FALSE(rules.title.empty());
        CHECK_FALSE(rules.edition.empty());
        CHECK(rules.param(params::mapSheetColumns.id) != nullptr);
        CHECK(rules.param(params::mapSheetRows.id) != nullptr);
    }
}
