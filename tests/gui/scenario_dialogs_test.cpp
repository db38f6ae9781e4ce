// The Scenario menu's dialogs on the Friedland sample: settings, reinforcements (with the entry
// hex picked on the map), special rules (with the stand-check preview) and victory conditions.
// Each applies as one undo step.
#include "gui_support.hpp"

#include "editor/ui/dialogs/reinforcements_dialog.hpp"
#include "editor/ui/dialogs/scenario_dialog.hpp"
#include "editor/ui/dialogs/special_rules_dialog.hpp"
#include "editor/ui/dialogs/victory_dialog.hpp"
#include "engine/edit/arrival_facing.hpp"
#include "engine/edit/commands.hpp"
#include "engine/rules/charge.hpp"
#include "formats/formats.hpp"

#include <wx/grid.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;

namespace {

template <class T> T* child(wxWindow& parent, const char* name) {
    T* w = dynamic_cast<T*>(wxWindow::FindWindowByName(name, &parent));
    REQUIRE(w != nullptr);
    return w;
}

bool mentions(const std::vector<std::string>& messages, const std::string& part) {
    return std::any_of(messages.begin(), messages.end(),
                       [&](const std::string& m) { return m.find(part) != std::string::npos; });
}

/// A dialog's checked(): its problems copied out for the checks below; true when it has a value.
template <class Dialog>
bool check(const Dialog& dlg, std::vector<std::string>& errors,
           std::vector<std::string>& warnings) {
    const auto c = dlg.checked();
    errors = c.errors;
    warnings = c.warnings;
    return static_cast<bool>(c);
}
template <class Dialog> bool check(const Dialog& dlg, std::vector<std::string>& errors) {
    std::vector<std::string> warnings;
    return check(dlg, errors, warnings);
}

int namedChildren(wxWindow& parent, const char* name) {
    int n = 0;
    for (wxWindow* w : parent.GetChildren())
        n += w->GetName() == name ? 1 : 0;
    return n;
}

} // namespace

TEST_CASE("facing into the map points away from the edge an arrival enters by") {
    SampleCopy sample;
    auto loaded = formats::loadScenario(sample.scenario);
    REQUIRE_FALSE(loaded.fatal());
    const Map& m = loaded.value->map;
    CHECK(edit::facingIntoMap(m, m.find("A1022"), FacingKind::Hexside) == Facing::side(HexSide::N));
    // The sample map's four sheets: A is the south-east one, so the north edge is on sheet C and
    // the west edge on sheet D.
    CHECK(edit::facingIntoMap(m, m.find("C1001"), FacingKind::Hexside) == Facing::side(HexSide::S));
    CHECK(edit::facingIntoMap(m, m.find("D0110"), FacingKind::Vertex) == Facing::vertex(Vertex::E));
    CHECK(edit::facingIntoMap(m, m.find("A3010"), FacingKind::Vertex) == Facing::vertex(Vertex::W));
    const Facing east = edit::facingIntoMap(m, m.find("D0110"), FacingKind::Hexside);
    CHECK((east == Facing::side(HexSide::NE) || east == Facing::side(HexSide::SE)));
    CHECK(edit::facingIntoMap(m, m.find("A1010"), FacingKind::None) == Facing{});
}

TEST_CASE("scenario settings: live turn count, validation, rules profile, one undo step") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario original = f.scenario();
    editor::ScenarioDialog dlg(f.frame, f.frame->context());

    auto* title = child<wxTextCtrl>(dlg, "title");
    auto* date = child<wxTextCtrl>(dlg, "date");
    auto* start = child<wxTextCtrl>(dlg, "start");
    auto* end = child<wxTextCtrl>(dlg, "end");
    auto* turns = child<wxStaticText>(dlg, "turns");
    CHECK(title->GetValue() == wxString::FromUTF8(original.title));
    CHECK(dlg.turnsText() == "9 turns of 20 minutes, 17:00 to 19:40");
    CHECK(turns->GetLabel() == dlg.turnsText());
    CHECK(child<wxStaticText>(dlg, "map-file")->GetLabel().Contains("friedland.map.xml"));
    CHECK(child<wxStaticText>(dlg, "oob-files")->GetLabel().Contains("russian.oob.xml"));
    dlg.Show();
    saveShot(grab(dlg), "editor-settings");
    dlg.Hide();

    // The turn count follows the times as they are typed.
    end->SetValue("20:40");
    CHECK(turns->GetLabel() == "12 turns of 20 minutes, 17:00 to 20:40");
    start->SetValue("9:5");
    CHECK(turns->GetLabel() == "times are written HH:MM (17:00)");
    CHECK(mentions(dlg.checked().errors, "start time"));
    CHECK_FALSE(dlg.apply());
    CHECK_FALSE(doc.modified());
    start->SetValue("21:00");
    CHECK(mentions(dlg.checked().errors, "ends before it starts"));
    start->SetValue("16:00");
    date->SetValue("1807-13-40");
    CHECK(mentions(dlg.checked().errors, "date"));
    date->SetValue("1807-06-15");
    title->SetValue("Sortlack, longer");
    CHECK(dlg.checked().errors.empty());
    CHECK(turns->GetLabel() == "15 turns of 20 minutes, 16:00 to 20:40");

    // Another rules profile from templates/rules.
    const auto& files = dlg.profileFiles();
    auto berlin = std::find_if(files.begin(), files.end(), [](const fs::path& p) {
        return p.filename() == "berlin-2021.rules.xml";
    });
    REQUIRE(berlin != files.end());
    std::string error;
    CHECK_FALSE(dlg.chooseRules(f.sample.root / "missing.rules.xml", &error));
    CHECK_FALSE(error.empty());
    REQUIRE(dlg.chooseRules(*berlin, &error));

    REQUIRE(dlg.apply());
    const Scenario& s = f.scenario();
    CHECK(doc.undoName() == "Edit Settings");
    CHECK(s.title == "Sortlack, longer");
    CHECK(s.date == "1807-06-15");
    CHECK(formatClock(s.start) == "16:00");
    CHECK(formatClock(s.end) == "20:40");
    CHECK(s.turnCount() == 15);
    CHECK(s.rules.id == "berlin-2021");
    // A bundled profile is referred to by its id, wherever Marengo lies.
    CHECK(s.rulesProfile == "berlin-2021");
    CHECK(s.rulesPath.empty());
    CHECK(f.frame->GetTitle().Contains("Sortlack, longer"));

    // Saved and reloaded, the scenario uses the new profile.
    REQUIRE(f.frame->save(false));
    auto loaded = formats::loadScenario(f.sample.scenario);
    REQUIRE_FALSE(loaded.fatal());
    CHECK(loaded.value->rules.id == "berlin-2021");
    CHECK(loaded.value->rulesProfile == "berlin-2021");
    CHECK(loaded.value->title == "Sortlack, longer");

    // One step undoes all of it.
    doc.undo();
    CHECK(f.scenario() == original);
    CHECK_FALSE(doc.canUndo());
}

TEST_CASE("reinforcements: units from the chooser, entry hex picked on the map, validation") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    // Free a French battalion so the chooser has something to offer.
    REQUIRE(doc.execute(edit::removePlacement("76l-2")));
    const Scenario before = f.scenario();

    // The menu opens one dialog and raises it when asked again.
    wxCommandEvent open(wxEVT_MENU, editor::kIdReinforcements);
    f.frame->ProcessWindowEvent(open);
    f.frame->ProcessWindowEvent(open);
    CHECK(namedChildren(*f.frame, editor::ReinforcementsDialog::kWindowName) == 1);
    auto* dlg = dynamic_cast<editor::ReinforcementsDialog*>(
        wxWindow::FindWindowByName(editor::ReinforcementsDialog::kWindowName, f.frame));
    REQUIRE(dlg != nullptr);
    wxGrid& grid = dlg->grid();
    REQUIRE(grid.GetNumberRows() == static_cast<int>(before.reinforcements.size()));
    CHECK(grid.GetCellValue(0, editor::ReinforcementsDialog::kTime) == "17:40");
    CHECK(grid.GetCellValue(0, editor::ReinforcementsDialog::kEntry) == "A1322");

    // Unchanged, the table gives back the scenario's schedule and OK adds no step.
    auto same = dlg->checked().value;
    REQUIRE(same.has_value());
    CHECK(*same == before.reinforcements);
    const std::string undoBefore = doc.undoName();
    REQUIRE(dlg->apply());
    CHECK(doc.undoName() == undoBefore);

    using C = editor::ReinforcementsDialog;
    const int row = dlg->addRow();
    std::vector<std::string> errors, warnings;
    CHECK_FALSE(check(*dlg, errors, warnings));
    CHECK(mentions(errors, "arrival 4: no units"));
    CHECK(mentions(errors, "arrival 4: no entry hex"));
    CHECK(mentions(errors, "arrival 4: choose a side"));

    // The chooser offers the freed battalion, not units already on the map or arriving.
    grid.SetCellValue(row, C::kSide, "French");
    const auto candidates = dlg->chooserCandidates(row);
    CHECK(std::find(candidates.begin(), candidates.end(), "76l-2") != candidates.end());
    CHECK(std::find(candidates.begin(), candidates.end(), "76l-1") == candidates.end());
    CHECK(std::find(candidates.begin(), candidates.end(), "15ch") == candidates.end());
    CHECK(std::find(candidates.begin(), candidates.end(), "ru-cuir") == candidates.end());
    dlg->setUnits(row, {"76l-2"});

    // Pick the entry hex on the map: a one-shot tool, then the previous tool is back.
    editor::Tool* previous = f.canvas().tool();
    dlg->pickEntry(row);
    CHECK(dlg->picker().active());
    CHECK(f.canvas().tool() != previous);
    clickHex(f.canvas(), f.scenario().map.find("A1022"));
    CHECK_FALSE(dlg->picker().active());
    CHECK(f.canvas().tool() == previous);
    CHECK(grid.GetCellValue(row, C::kEntry) == "A1022");
    CHECK(grid.GetCellValue(row, C::kFacing) == "N"); // column, facing into the map

    // Esc cancels a pick without touching the row.
    dlg->pickEntry(row);
    REQUIRE(f.canvas().tool() != nullptr);
    CHECK(f.canvas().tool()->onKey(f.canvas(), WXK_ESCAPE, false));
    CHECK_FALSE(dlg->picker().active());
    CHECK(f.canvas().tool() == previous);
    CHECK(grid.GetCellValue(row, C::kEntry) == "A1022");

    // Bad time, bad label, a facing that does not fit the formation: all named.
    grid.SetCellValue(row, C::kTime, "18:2");
    grid.SetCellValue(row, C::kEntry, "Z9999");
    grid.SetCellValue(row, C::kFormation, "line");
    CHECK_FALSE(check(*dlg, errors, warnings));
    CHECK(mentions(errors, "arrival 4: time '18:2' is not written HH:MM"));
    CHECK(mentions(errors, "arrival 4: entry hex 'Z9999' is not on the map"));
    grid.SetCellValue(row, C::kEntry, "A1022");
    CHECK_FALSE(check(*dlg, errors, warnings));
    CHECK(errors.size() == 2); // the time, and the hexside facing of a line
    grid.SetCellValue(row, C::kFacing, "NNE");
    grid.SetCellValue(row, C::kTime, "20:00");
    REQUIRE(check(*dlg, errors, warnings));
    CHECK(mentions(warnings, "outside the scenario"));
    grid.SetCellValue(row, C::kTime, "18:20");
    REQUIRE(check(*dlg, errors, warnings));
    CHECK(warnings.empty());

    // A unit already on the map, and one of the other side.
    grid.SetCellValue(row, C::kUnits, "76l-2, 76l-1, ru-j-1");
    CHECK_FALSE(check(*dlg, errors, warnings));
    CHECK(mentions(errors, "already set up on the map"));
    CHECK(mentions(errors, "is Russian, not French"));
    dlg->setUnits(row, {"76l-2"});

    dlg->validate();
    saveShot(grab(*dlg), "editor-reinforcements");

    REQUIRE(dlg->apply());
    CHECK(doc.undoName() == "Edit Reinforcements");
    const Scenario& s = f.scenario();
    REQUIRE(s.reinforcements.size() == before.reinforcements.size() + 1);
    const Reinforcement& added = s.reinforcements.back();
    CHECK(formatClock(added.time) == "18:20");
    CHECK(added.side == "French");
    CHECK(s.map.label(added.entry) == "A1022");
    REQUIRE(added.units.size() == 1);
    CHECK(added.units[0].unit == "76l-2");
    CHECK(added.units[0].hex == added.entry);
    CHECK(added.units[0].formation == Formation::Line);
    CHECK(added.units[0].facing == Facing::vertex(Vertex::NNE));
    // The earlier arrivals are kept exactly.
    CHECK(std::equal(before.reinforcements.begin(), before.reinforcements.end(),
                     s.reinforcements.begin()));
    doc.undo();
    CHECK(f.scenario() == before);

    dlg->Close();
    pump(20);
    CHECK(wxWindow::FindWindowByName(editor::ReinforcementsDialog::kWindowName, f.frame) ==
          nullptr);
}

TEST_CASE("special rules: modifier grid, notes and the stand-check preview") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario before = f.scenario();
    editor::SpecialRulesDialog dlg(f.frame, f.frame->context());
    using C = editor::SpecialRulesDialog;
    wxGrid& grid = dlg.grid();
    REQUIRE(grid.GetNumberRows() == static_cast<int>(before.chargeModifiers.size()));
    REQUIRE(dlg.checked().value.has_value());
    CHECK(*dlg.checked() == before.chargeModifiers);
    CHECK(dlg.notes() == before.notes);

    // The preview: a Russian battalion in line, charged in the flank by lancers, corps at
    // morale level 2.
    const auto& units = dlg.previewUnits();
    REQUIRE(std::find(units.begin(), units.end(), "ru-m1-1") != units.end());
    REQUIRE(std::find(units.begin(), units.end(), "69l-1") != units.end());
    CHECK(std::find(units.begin(), units.end(), "3h") == units.end()); // cavalry
    rules::ChargeSituation sit;
    sit.flank = true;
    sit.targetFormation = Formation::Line;
    sit.chargerIsLancer = true;
    sit.moraleLevel = 2;
    auto expected = [&](const char* id, const std::vector<ChargeModifier>& scenarioRows) {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = before.findUnit(id, &oob);
        REQUIRE(u != nullptr);
        return rules::chargeMoraleModifierTotal(sit, rules::chargeTargetOf(*oob, *u),
                                                before.rules.chargeModifiers, scenarioRows);
    };
    dlg.setPreviewUnit("ru-m1-1");
    dlg.setSituation(sit);
    CHECK(dlg.previewTotal() == expected("ru-m1-1", before.chargeModifiers));
    CHECK(dlg.previewTotal() == -12 + 3 - 6 - 6 - 3); // profile rows + the scenario's Russian row
    CHECK(mentions(dlg.previewLines(), "(scenario: "));
    CHECK(mentions(dlg.previewLines(), "flank"));
    dlg.Show();
    saveShot(grab(dlg), "editor-special-rules");
    dlg.Hide();
    // The scenario's row is for the Russians only.
    dlg.setPreviewUnit("69l-1");
    CHECK(dlg.previewTotal() == expected("69l-1", before.chargeModifiers));
    CHECK(dlg.previewTotal() == -12 + 3 - 6 - 6);
    CHECK_FALSE(mentions(dlg.previewLines(), "(scenario: "));

    // A new row, typed wrong then right; the preview follows the table.
    const int row = dlg.addRow();
    grid.SetCellValue(row, C::kCondition, "lancers");
    grid.SetCellValue(row, C::kValue, "x");
    grid.SetCellValue(row, C::kSide, "Prussian");
    std::vector<std::string> errors;
    CHECK_FALSE(check(dlg, errors));
    CHECK(mentions(errors, "row 2: modifier 'x' is not a whole number"));
    CHECK(mentions(errors, "row 2: side 'Prussian'"));
    CHECK(mentions(errors, "row 2: source is empty"));
    CHECK_FALSE(dlg.apply());
    grid.SetCellValue(row, C::kValue, "-2");
    grid.SetCellValue(row, C::kSide, "French");
    grid.SetCellValue(row, C::kSource, "test special rule: tired horses");
    REQUIRE(check(dlg, errors));
    dlg.updatePreview();
    std::vector<ChargeModifier> rows = *dlg.checked();
    CHECK(dlg.previewTotal() == expected("69l-1", rows));
    CHECK(dlg.previewTotal() == -12 + 3 - 6 - 6 - 2);

    child<wxTextCtrl>(dlg, "notes")->SetValue("1. First rule.\n\n2. Second rule.\n");
    CHECK(dlg.notes() == std::vector<std::string>{"1. First rule.", "2. Second rule."});

    REQUIRE(dlg.apply());
    CHECK(doc.undoName() == "Edit Special Rules");
    CHECK(f.scenario().chargeModifiers == rows);
    CHECK(f.scenario().notes.size() == 2);
    doc.undo();
    CHECK(f.scenario() == before);
    CHECK_FALSE(doc.canUndo());
}

TEST_CASE("victory conditions: objectives picked on the map and levels, one undo step") {
    FrameFixture f;
    edit::Document& doc = f.doc();
    const Scenario before = f.scenario();
    wxCommandEvent open(wxEVT_MENU, editor::kIdVictory);
    f.frame->ProcessWindowEvent(open);
    auto* dlg = dynamic_cast<editor::VictoryDialog*>(
        wxWindow::FindWindowByName(editor::VictoryDialog::kWindowName, f.frame));
    REQUIRE(dlg != nullptr);
    using C = editor::VictoryDialog;
    REQUIRE(dlg->objectives().GetNumberRows() == static_cast<int>(before.objectives.size()));
    REQUIRE(dlg->levels().GetNumberRows() == static_cast<int>(before.victoryLevels.size()));
    auto same = dlg->checked().value;
    REQUIRE(same.has_value());
    CHECK(same->objectives == before.objectives);
    CHECK(same->levels == before.victoryLevels);

    const int row = dlg->addObjective();
    editor::Tool* previous = f.canvas().tool();
    dlg->pickObjective(row);
    CHECK(dlg->picker().active());
    clickHex(f.canvas(), f.scenario().map.find("A1520"));
    CHECK(f.canvas().tool() == previous);
    CHECK(dlg->objectives().GetCellValue(row, C::kHex) == "A1520");
    dlg->objectives().SetCellValue(row, C::kName, "Mill bridge");
    dlg->objectives().SetCellValue(row, C::kPoints, "lots");
    dlg->objectives().SetCellValue(row, C::kSide, "French");
    const int level = dlg->addLevel();
    std::vector<std::string> errors, warnings;
    CHECK_FALSE(check(*dlg, errors, warnings));
    CHECK(mentions(errors, "objective 8: points must be a whole number"));
    CHECK(mentions(errors, "level 5: name the level"));
    dlg->objectives().SetCellValue(row, C::kPoints, "7");
    dlg->levels().SetCellValue(level, C::kLevelName, "Crushing");
    dlg->levels().SetCellValue(level, C::kLevelSide, "French");
    dlg->levels().SetCellValue(level, C::kLevelPoints, "45");
    REQUIRE(check(*dlg, errors, warnings));
    // The same hex twice is allowed but pointed out.
    dlg->objectives().SetCellValue(row, C::kHex, "A2305");
    REQUIRE(check(*dlg, errors, warnings));
    CHECK(mentions(warnings, "also objective 1"));
    dlg->objectives().SetCellValue(row, C::kHex, "A1520");

    dlg->validate();
    saveShot(grab(*dlg), "editor-victory");

    REQUIRE(dlg->apply());
    CHECK(doc.undoName() == "Edit Victory Conditions");
    const Scenario& s = f.scenario();
    REQUIRE(s.objectives.size() == before.objectives.size() + 1);
    CHECK(s.objectives.back().name == "Mill bridge");
    CHECK(s.objectives.back().points == 7);
    CHECK(s.map.label(s.objectives.back().hex) == "A1520");
    REQUIRE(s.victoryLevels.size() == before.victoryLevels.size() + 1);
    CHECK(s.victoryLevels.back().name == "Crushing");
    doc.undo();
    CHECK(f.scenario() == before);
    dlg->Close();
    pump(20);
    CHECK(wxWindow::FindWindowByName(editor::VictoryDialog::kWindowName, f.frame) == nullptr);
}
