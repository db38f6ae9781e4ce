// What the editor's dialogs check and build, without a window (editor/forms/): the Friedland
// sample's settings, a new unit, Deploy Brigade's choices, the victory, reinforcement and
// charge-modifier tables as typed.
#include "editor/forms/add_unit.hpp"
#include "editor/forms/charge_modifiers.hpp"
#include "editor/forms/deploy_order.hpp"
#include "editor/forms/print_choices.hpp"
#include "editor/forms/reinforcement_schedule.hpp"
#include "editor/forms/scenario_settings.hpp"
#include "editor/forms/victory_conditions.hpp"
#include "formats/formats.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::editor;

namespace {

const Scenario& friedland() {
    static const Scenario s = [] {
        auto loaded = formats::loadScenario(std::filesystem::path(MARENGO_SOURCE_DIR) / "samples" /
                                            "friedland" / "friedland-sortlack.scenario.xml");
        REQUIRE_FALSE(loaded.fatal());
        return *loaded.value;
    }();
    return s;
}

bool mentions(const std::vector<std::string>& messages, const std::string& part) {
    return std::any_of(messages.begin(), messages.end(),
                       [&](const std::string& m) { return m.find(part) != std::string::npos; });
}

} // namespace

TEST_CASE("settings: every bad entry is named, good ones make one edit per changed setting") {
    const Scenario& s = friedland();
    SettingsEntries e{"", "1807-13-40", "9:5", "19:40", "", s.rules, s.rulesPath, s.rulesProfile};
    Checked<ScenarioSettings> bad = checkSettings(e);
    CHECK_FALSE(bad);
    CHECK(mentions(bad.errors, "needs a title"));
    CHECK(mentions(bad.errors, "date"));
    CHECK(mentions(bad.errors, "start time"));
    e = {s.title, s.date, "20:00", "19:40", s.description, s.rules, s.rulesPath, s.rulesProfile};
    CHECK(checkSettings(e).errors ==
          std::vector<std::string>{"the scenario ends before it starts"});

    e.start = formatClock(s.start);
    e.end = formatClock(s.end);
    Checked<ScenarioSettings> same = checkSettings(e);
    REQUIRE(same);
    CHECK(settingsEdits(s, *same).empty());
    e.title = "Sortlack, longer";
    e.end = "20:40";
    Checked<ScenarioSettings> changed = checkSettings(e);
    REQUIRE(changed);
    CHECK(settingsEdits(s, *changed).size() == 2);

    CHECK(turnsText(s.rules, "17:00", "19:40") == "9 turns of 20 minutes, 17:00 to 19:40");
    CHECK(turnsText(s.rules, "17:00", "19:50") ==
          "9 turns of 20 minutes, 17:00 to 19:50  (the end is not on a 20-minute turn)");
    CHECK(turnsText(s.rules, "17", "19:40") == "times are written HH:MM (17:00)");
    CHECK(validDate(""));
    CHECK(validDate("1807-06-14"));
    CHECK_FALSE(validDate("14/06/1807"));
}

TEST_CASE("add unit: echelons and arms offered, id made from the name, refusals in order") {
    const Scenario& s = friedland();
    const Unit* brigade = s.findUnit("fr-vi-1-1");
    REQUIRE(brigade != nullptr);
    const std::vector<Echelon> under = echelonsUnder(brigade);
    CHECK(std::find(under.begin(), under.end(), Echelon::Regiment) != under.end());
    CHECK(std::find(under.begin(), under.end(), Echelon::Division) == under.end());
    CHECK(echelonsUnder(nullptr) == std::vector<Echelon>{Echelon::Army});
    CHECK(armChoices(Echelon::Battery) == std::vector<std::string>{"foot", "horse"});

    UnitDraft d{Echelon::Regiment, "cavalry", "69e Ligne", "", "fr-vi-1-1"};
    Checked<Unit> u = newUnit(s, d);
    REQUIRE(u);
    CHECK(u->id == "69e-ligne");
    CHECK(u->arm == Arm::Cavalry);
    d = {Echelon::Battery, "horse", "Batterie à cheval", "", "fr-vi-1-1"};
    u = newUnit(s, d);
    REQUIRE(u);
    CHECK(u->artillery == ArtilleryType::Horse);
    CHECK(u->increments == 2);

    d.name = "";
    CHECK(newUnit(s, d).errors == std::vector<std::string>{"A unit needs a name."});
    d.name = "Another";
    d.id = "69l";
    CHECK(newUnit(s, d).errors == std::vector<std::string>{"The id '69l' is taken."});
}

TEST_CASE("deploy brigade: formations with two or more counters, the brigade preselected") {
    const Scenario& s = friedland();
    const std::vector<FormationChoice> choices = deployableFormations(s);
    auto at = [&](const std::string& id) {
        return std::find_if(choices.begin(), choices.end(),
                            [&](const FormationChoice& c) { return c.id == id; });
    };
    REQUIRE(at("fr-vi-1-2") != choices.end());
    CHECK(at("fr-vi-1-2")->label.starts_with("French: Brigade Marcognet (brigade, "));
    CHECK(at("fr-vi") == choices.end()); // a corps is not offered
    // A battalion preselects its brigade, not its regiment.
    CHECK(preselectedFormation(s, choices, "76l-2") ==
          static_cast<int>(at("fr-vi-1-2") - choices.begin()));
    CHECK(preselectedFormation(s, choices, "") == 0);
    CHECK(deployFacingKind(edit::DeployLayout::Column) == FacingKind::Hexside);
    CHECK(deployFacingKind(edit::DeployLayout::TwoLines) == FacingKind::Vertex);
    CHECK_FALSE(checkDeployOrder(DeployOrder{}));
    CHECK(checkDeployOrder(
        DeployOrder{"fr-vi-1-2", edit::DeployLayout::Line, Facing::vertex(Vertex::E), false}));
}

TEST_CASE("victory conditions: rows as typed give the scenario's, problems name their row") {
    const Scenario& s = friedland();
    std::vector<ObjectiveRow> objectives;
    for (const Objective& o : s.objectives)
        objectives.push_back({s.map.label(o.hex), o.name, std::to_string(o.points), o.side});
    std::vector<LevelRow> levels;
    for (const VictoryLevel& l : s.victoryLevels)
        levels.push_back({l.name, l.side, std::to_string(l.points)});
    Checked<VictoryConditions> same = checkVictoryConditions(s, objectives, levels);
    REQUIRE(same);
    CHECK(same->objectives == s.objectives);
    CHECK(same->levels == s.victoryLevels);

    objectives.push_back({"A2305", "", "lots", "Prussian"});
    levels.push_back({"", "French", "10000"});
    Checked<VictoryConditions> bad = checkVictoryConditions(s, objectives, levels);
    CHECK_FALSE(bad);
    CHECK(mentions(bad.errors, "objective 8: points must be a whole number from -9999 to 9999"));
    CHECK(mentions(bad.errors, "objective 8: side 'Prussian'"));
    CHECK(mentions(bad.errors, "level 5: name the level"));
    CHECK(mentions(bad.errors, "level 5: points"));
    CHECK(mentions(bad.warnings, "objective 8: hex A2305 is also objective 1"));
    CHECK(mentions(bad.warnings, "objective 8: has no name"));
    CHECK(victoryPoints("-9999") == -9999);
    CHECK_FALSE(victoryPoints("12a"));
}

TEST_CASE("reinforcements: the schedule as typed, each problem named by its arrival") {
    const Scenario& s = friedland();
    CHECK(splitIds(" 76l-2, 76l-1;ru-j-1\t") ==
          std::vector<std::string>{"76l-2", "76l-1", "ru-j-1"});
    std::vector<ArrivalRow> rows;
    for (const Reinforcement& r : s.reinforcements) {
        ArrivalRow a{formatClock(r.time), r.side, {}, s.map.label(r.entry), "", "", r.units};
        for (const Placement& p : r.units)
            a.units.push_back(p.unit);
        a.formation = std::string(toString(r.units.front().formation));
        a.facing = formatFacing(r.units.front().facing);
        rows.push_back(std::move(a));
    }
    Checked<std::vector<Reinforcement>> same = checkSchedule(s, rows);
    REQUIRE(same);
    CHECK(*same == s.reinforcements);

    rows.push_back({"18:2", "", {}, "Z9999", "line", "N", {}});
    Checked<std::vector<Reinforcement>> bad = checkSchedule(s, rows);
    CHECK_FALSE(bad);
    const std::string n = "arrival " + std::to_string(rows.size()) + ": ";
    CHECK(mentions(bad.errors, n + "time '18:2' is not written HH:MM"));
    CHECK(mentions(bad.errors, n + "choose a side"));
    CHECK(mentions(bad.errors, n + "entry hex 'Z9999' is not on the map"));
    CHECK(mentions(bad.errors, n + "no units arrive"));

    rows.back() = {"20:00", "French", {"76l-1"}, "A1022", "column", "N", {}};
    bad = checkSchedule(s, rows);
    CHECK(mentions(bad.errors, n + "1/76e Ligne (76l-1) is already set up on the map"));
    CHECK(mentions(bad.warnings, n + "at 20:00, outside the scenario"));
}

TEST_CASE("charge modifiers: rows as typed, a typographic minus reads as '-'") {
    const Scenario& s = friedland();
    std::vector<ModifierRow> rows{{"flank", "\u22123", "French", "", "", "test rule"}};
    Checked<std::vector<ChargeModifier>> ok = checkModifiers(s, rows);
    REQUIRE(ok);
    CHECK(ok->front().value == -3);
    rows.push_back({"sideways", "x", "Prussian", "", "", ""});
    Checked<std::vector<ChargeModifier>> bad = checkModifiers(s, rows);
    CHECK_FALSE(bad);
    CHECK(mentions(bad.errors, "row 2: condition 'sideways'"));
    CHECK(mentions(bad.errors, "row 2: modifier 'x' is not a whole number from -99 to 99"));
    CHECK(mentions(bad.errors, "row 2: side 'Prussian'"));
    CHECK(mentions(bad.errors, "row 2: source is empty"));
}

TEST_CASE("print choices: the settings of marengo print, a summary, the file offered") {
    const Scenario& s = friedland();
    namespace rp = render::print;
    PrintChoices c = defaultPrintChoices(s.map);
    CHECK(c.hexMm == s.map.printHexMm());
    auto settings = printSettings(c);
    REQUIRE(settings);
    // The defaults are the command's.
    const rp::PrintSettings command;
    CHECK(settings->paper.name == command.paper.name);
    CHECK(settings->orientation == command.orientation);
    CHECK(settings->overlapMm == command.overlapMm);
    CHECK(settings->counterMm == command.counterMm);
    CHECK(settings->parts == command.parts);

    auto job = rp::PrintJob::create(s, *settings);
    REQUIRE(job.ok());
    CHECK(printSummary(*job) ==
          std::to_string(job->pages().size()) +
              " pages; the map on 4 x 5 pages of A4 (landscape), hexes of 19.05 mm");

    // Portrait A3, only the map: the summary says portrait.
    c.paper = 1;
    c.orientation = 1;
    c.hexMm = 16;
    c.parts = {true, false, false};
    job = rp::PrintJob::create(s, *printSettings(c));
    REQUIRE(job.ok());
    CHECK(printSummary(*job) ==
          "9 pages; the map on 4 x 2 pages of A3 (portrait), hexes of 16.00 mm");

    // A custom paper is a WxHmm paper; one out of range and no part at all are refused.
    c.paper = static_cast<int>(printPaperNames().size());
    c.customWidthMm = 300;
    c.customHeightMm = 400;
    settings = printSettings(c);
    REQUIRE(settings);
    CHECK(settings->paper.widthMm == 300);
    CHECK(settings->paper.heightMm == 400);
    c.customWidthMm = 20;
    CHECK(mentions(printSettings(c).errors, "50 to 2000 mm"));
    c.customWidthMm = 300;
    c.parts = {false, false, false};
    CHECK(mentions(printSettings(c).errors, "at least one"));

    CHECK(pngSummary(s.map, 300).find("at 300 dpi") != std::string::npos);

    CHECK(suggestedPrintPath("/a/b/friedland-sortlack.scenario.xml", "/x", ".pdf") ==
          std::filesystem::path("/a/b/friedland-sortlack.pdf"));
    CHECK(suggestedPrintPath("", "/x", ".png") == std::filesystem::path("/x/scenario.png"));
}
