// The map's right-click calculators on the test scenarios of `marengo melee` and `marengo carre`:
// "Melee odds against…" with the adjacent enemy ticked by default, and "Carré values", showing
// what the CLI prints for the same hexes (rules/calculator_text.hpp).
#include "gui_support.hpp"

#include "editor/ui/dialogs/calculator_dialog.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/unit_tool.hpp"
#include "engine/edit/commands.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
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

TEST_CASE("the movement range overlay gives the hexes marengo reach gives", "[gui][calculators]") {
    // The same unit and scenario as tests/cli/reach.cmake: `marengo reach` gives 1/6e Léger
    // (6 MP) at A0405 91 hexes; stopping in the Russian battalions' zones, 85, of which 7 end
    // its move.
    FrameFixture f;
    REQUIRE(f.frame->openFile(movementData("charge-units.scenario.xml"), false));
    pump(100);
    editor::EditorContext& ctx = f.frame->context();
    const Scenario& s = f.scenario();
    CHECK(editor::units::movingUnitAt(ctx, s.map.find("A0405")) == "6l-1");
    CHECK(editor::units::movingUnitAt(ctx, s.map.find("A0101")).empty());
    auto count = [&](const char* key) {
        const render::Overlay* o = f.canvas().overlay(key);
        return o ? o->hexes.size() : 0;
    };
    auto has = [&](const char* key, const char* hex) {
        const render::Overlay* o = f.canvas().overlay(key);
        return o && std::find(o->hexes.begin(), o->hexes.end(), s.map.find(hex)) != o->hexes.end();
    };

    editor::units::showMovementRange(ctx, "6l-1", false);
    CHECK(count("overlay-0") == 91);
    CHECK(count("overlay-1") == 0);
    CHECK(has("overlay-0", "A0601"));
    CHECK(f.frame->GetStatusBar()
              ->GetStatusText(editor::kStatusMessage)
              .utf8_string()
              .find("from A0405: 91 hexes") != std::string::npos);

    editor::units::showMovementRange(ctx, "6l-1", true);
    CHECK(count("overlay-0") + count("overlay-1") == 85);
    CHECK(count("overlay-1") == 7);
    CHECK(has("overlay-1", "A0503"));
    CHECK_FALSE(has("overlay-0", "A0601"));
    pump(100);
    saveShot(grab(*f.frame), "editor-movement-range");

    // It follows the unit when it moves, and ends with Clear Overlays.
    Placement p = *s.findPlacement("6l-1");
    p.hex = s.map.find("A0101");
    REQUIRE(f.doc().execute(edit::updatePlacement(p, "Move Unit")));
    editor::refreshMapOverlay(ctx);
    CHECK(has("overlay-0", "A0101"));
    CHECK(f.frame->GetStatusBar()
              ->GetStatusText(editor::kStatusMessage)
              .utf8_string()
              .find("from A0101: ") != std::string::npos);
    wxCommandEvent clear(wxEVT_MENU, editor::kIdOverlayClear);
    f.frame->ProcessWindowEvent(clear);
    CHECK(count("overlay-0") == 0);
}
