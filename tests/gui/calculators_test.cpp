// The map's right-click calculators on the test scenarios of `marengo melee` and `marengo carre`:
// "Melee odds against…" with the adjacent enemy ticked by default, and "Carré values", showing
// what the CLI prints for the same hexes (rules/calculator_text.hpp).
#include "gui_support.hpp"

#include "editor/ui/dialogs/calculator_dialog.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace marengo;
using namespace marengo::guitest;

namespace {

std::filesystem::path movementData(const char* file) {
    return std::filesystem::path(MARENGO_SOURCE_DIR) / "tests/data/movement" / file;
}

std::vector<std::string> labels(const Scenario& s, const std::vector<HexId>& hexes) {
    std::vector<std::string> out;
    for (HexId h : hexes)
        out.push_back(s.map.label(h));
    return out;
}

bool shows(const editor::CalculatorDialog& dlg, const std::string& line) {
    return dlg.text().utf8_string().find(line) != std::string::npos;
}

} // namespace

TEST_CASE("melee odds against a hex: the adjacent enemy attacks by default", "[gui][calculators]") {
    FrameFixture f;
    REQUIRE(f.frame->openFile(movementData("melee.scenario.xml"), false));
    pump(100);
    const Scenario& s = f.scenario();
    auto* dlg = editor::CalculatorDialog::meleeOdds(f.frame, s, s.map.find("A0503"));
    dlg->Show();
    pump(100);
    CHECK(labels(s, dlg->attackerHexes()) == std::vector<std::string>{"A0502", "A0504"});
    CHECK(shows(*dlg, "melee from A0502,A0504 on A0503: legal\n"
                      "pre-melee odds: 10 attacking increments to 6 defending\n"));
    CHECK(shows(*dlg, "attacker 3e Hussards (3h), column, 6 increments: counts 6; no morale "
                      "check: cavalry makes no pre-melee morale check\n"));

    SECTION("unticking the hussars leaves the line's top four") {
        dlg->setAttacker(0, false);
        CHECK(dlg->text().utf8_string() ==
              "melee from A0504 on A0503: legal\n"
              "pre-melee odds: 4 attacking increments to 6 defending\n"
              "attacker 1/6e Léger (6l-1), line, 7 increments: counts 4; checks morale if the "
              "defenders pass theirs\n"
              "defender 1/Moscow (ru-m-1), column, 6 increments: counts 6; checks morale first\n");
        saveShot(grab(*dlg), "calculator-melee");
    }
    SECTION("no enemy next to the hex") {
        auto* none = editor::CalculatorDialog::meleeOdds(f.frame, s, s.map.find("A0101"));
        CHECK(none->attackerHexes().empty());
        none->Destroy();
    }
    dlg->Destroy();
}

TEST_CASE("carré values of a hex", "[gui][calculators]") {
    FrameFixture f;
    REQUIRE(f.frame->openFile(movementData("carre.scenario.xml"), false));
    pump(100);
    const Scenario& s = f.scenario();
    auto* dlg = editor::CalculatorDialog::carreValues(f.frame, s, s.map.find("A0505"));
    dlg->Show();
    pump(100);
    CHECK(shows(*dlg, "carré at A0505 (Russian): in carré, 6 increments\n"));
    CHECK(shows(*dlg, "may form carré here: yes\n"));
    CHECK(shows(*dlg, "fire value: 2 x the fire multiple; with enemy cavalry in the hex 6 x the "
                      "fire multiple (enemy cavalry is in the hex now)\n"));
    CHECK(shows(*dlg, "  1er Cuirassiers (1cu), cavalry next to it, must enter the hex and suffer "
                      "defensive fire first: melee 14 against the carré 4.67\n"));
    CHECK(shows(*dlg, "  1/Moscow (ru-m-1): 42 in carré 32\n"));
    saveShot(grab(*dlg), "calculator-carre");
    dlg->Destroy();

    // The carré's own hex offers the hussars inside it, then the enemy around it.
    auto* melee = editor::CalculatorDialog::meleeOdds(f.frame, s, s.map.find("A0505"));
    CHECK(labels(s, melee->attackerHexes()) == std::vector<std::string>{"A0505", "A0504", "A0506"});
    melee->Destroy();

    auto* village = editor::CalculatorDialog::carreValues(f.frame, s, s.map.find("A0703"));
    CHECK(shows(*village, "may form carré here: no\n  - a carré forms only in clear terrain, and "
                          "A0703 is not clear"));
    village->Destroy();
}
