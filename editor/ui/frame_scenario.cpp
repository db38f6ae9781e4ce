// Scenario menu: settings, reinforcements, special rules, victory conditions. Settings and
// special rules are modal; reinforcements and victory conditions stay open beside the map so
// hexes can be picked on it (one instance each, raised when asked for again).
#include "editor/ui/dialogs/reinforcements_dialog.hpp"
#include "editor/ui/dialogs/scenario_dialog.hpp"
#include "editor/ui/dialogs/special_rules_dialog.hpp"
#include "editor/ui/dialogs/victory_dialog.hpp"
#include "editor/ui/main_frame.hpp"

namespace marengo::editor {

namespace {
template <class Dialog> void showModeless(wxWindow* parent, EditorContext& ctx) {
    if (wxWindow* open = wxWindow::FindWindowByName(Dialog::kWindowName, parent)) {
        open->Raise();
        return;
    }
    auto* dlg = new Dialog(parent, ctx);
    dlg->Show();
}
} // namespace

void MainFrame::onScenarioSettings(wxCommandEvent&) {
    ScenarioDialog dlg(this, m_ctx);
    dlg.ShowModal();
}

void MainFrame::onReinforcements(wxCommandEvent&) {
    showModeless<ReinforcementsDialog>(this, m_ctx);
}

void MainFrame::onSpecialRules(wxCommandEvent&) {
    SpecialRulesDialog dlg(this, m_ctx);
    dlg.ShowModal();
}

void MainFrame::onVictory(wxCommandEvent&) {
    showModeless<VictoryDialog>(this, m_ctx);
}

} // namespace marengo::editor
