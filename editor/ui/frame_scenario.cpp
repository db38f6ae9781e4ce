// Scenario menu: settings, reinforcements, special rules, victory conditions. Settings and
// special rules are modal; reinforcements and victory conditions stay open beside the map so
// hexes can be picked on it (one instance each, raised when asked for again).
#include "editor/ui/main_frame.hpp"
#include "editor/ui/reinforcements_dialog.hpp"
#include "editor/ui/scenario_dialog.hpp"
#include "editor/ui/special_rules_dialog.hpp"
#include "editor/ui/victory_dialog.hpp"

namespace marengo::editor {

namespace {
template <class Dialog> void showModeless(MainFrame& frame) {
    if (wxWindow* open = wxWindow::FindWindowByName(Dialog::kWindowName, &frame)) {
        open->Raise();
        return;
    }
    auto* dlg = new Dialog(frame);
    dlg->Show();
}
} // namespace

void MainFrame::onScenarioSettings(wxCommandEvent&) {
    ScenarioDialog dlg(this, m_doc, m_session.path());
    dlg.ShowModal();
}

void MainFrame::onReinforcements(wxCommandEvent&) {
    showModeless<ReinforcementsDialog>(*this);
}

void MainFrame::onSpecialRules(wxCommandEvent&) {
    SpecialRulesDialog dlg(this, m_doc);
    dlg.ShowModal();
}

void MainFrame::onVictory(wxCommandEvent&) {
    showModeless<VictoryDialog>(*this);
}

} // namespace marengo::editor
