// A window that remembers and dialogs that behave: the main window's size and position, its
// panes, the recent files and the last folder survive a restart (through wxConfig, which
// main.cpp points at a private file); every dialog opens centred on the main window; the
// question about unsaved changes answers Save / Don't Save / Cancel.
#include "gui_support.hpp"

#include "editor/ui/dialogs/add_unit_dialog.hpp"
#include "editor/ui/dialogs/deploy_dialog.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/dialogs/print_dialog.hpp"
#include "editor/ui/dialogs/reinforcements_dialog.hpp"
#include "editor/ui/dialogs/scenario_dialog.hpp"
#include "editor/ui/dialogs/sheets_dialog.hpp"
#include "editor/ui/dialogs/special_rules_dialog.hpp"
#include "editor/ui/dialogs/victory_dialog.hpp"
#include "editor/ui/main_frame.hpp"

#include <wx/config.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;

namespace {

/// Forgets what the editor remembers, so that no test sees another's window or layout.
void forgetEverything() {
    wxConfigBase::Get()->DeleteAll();
}

/// A button label without its mnemonic marks (wx's & or GTK's _).
wxString plain(wxString label) {
    label.Replace("&", "");
    label.Replace("_", "");
    return label;
}

} // namespace

TEST_CASE("window memory: size, position, panes, recent files and folder survive a restart") {
    forgetEverything();
    SampleCopy sample;
    {
        auto* frame = new editor::MainFrame(sample.root / "recovery");
        frame->Show();
        pump(100);
        REQUIRE(frame->openFile(sample.scenario, false));
        frame->SetSize(wxRect(130, 70, 1250, 820));
        wxAuiPaneInfo& overview = frame->aui().GetPane("minimap");
        REQUIRE(overview.IsOk());
        overview.Hide();
        frame->aui().Update();
        pump(200);
        CHECK(editor::lastFolder() == sample.scenario.parent_path());
        frame->Destroy();
        pump(100);
    }
    // The next session: the same place and size, the overview still hidden, the scenario first
    // in File > Open Recent, its folder the one file dialogs start in.
    auto* frame = new editor::MainFrame(sample.root / "recovery");
    frame->Show();
    pump(200);
    CHECK(frame->GetPosition() == wxPoint(130, 70));
    CHECK(frame->GetSize() == wxSize(1250, 820));
    CHECK_FALSE(frame->aui().GetPane("minimap").IsShown());
    CHECK(frame->aui().GetPane("oob").IsShown());
    // Nothing is open yet: the issues pane claims no count from the last session.
    CHECK(frame->aui().GetPane("issues").caption == "Issues");
    wxMenuItem* recent = frame->GetMenuBar()->FindItem(wxID_FILE1);
    REQUIRE(recent);
    CHECK(recent->GetItemLabelText().Contains("friedland-sortlack.scenario.xml"));
    CHECK(editor::lastFolder() == sample.scenario.parent_path());
    saveShot(grab(*frame), "editor-window-restored");
    frame->Destroy();
    pump(50);
    forgetEverything();
}

TEST_CASE("window memory: every dialog opens centred on the main window") {
    FrameFixture f;
    // Away from the screen's centre, so that a dialog centred on the screen is caught.
    f.frame->SetSize(wxRect(160, 40, 1100, 760));
    pump(200);
    editor::EditorContext& ctx = f.frame->context();
    const std::vector<std::pair<const char*, std::function<wxDialog*()>>> dialogs{
        {"print", [&] { return new editor::PrintDialog(f.frame, ctx); }},
        {"settings", [&] { return new editor::ScenarioDialog(f.frame, ctx); }},
        {"special rules", [&] { return new editor::SpecialRulesDialog(f.frame, ctx); }},
        {"reinforcements", [&] { return new editor::ReinforcementsDialog(f.frame, ctx); }},
        {"victory", [&] { return new editor::VictoryDialog(f.frame, ctx); }},
        {"sheets", [&] { return new editor::SheetsDialog(f.frame, ctx); }},
        {"deploy", [&] { return new editor::DeployDialog(f.frame, ctx); }},
        {"add unit", [&] { return new editor::AddUnitDialog(f.frame, ctx, "fr-vi-1-1"); }},
    };
    const wxRect frame = f.frame->GetScreenRect();
    const wxPoint centre(frame.x + frame.width / 2, frame.y + frame.height / 2);
    for (const auto& [name, make] : dialogs) {
        INFO(name);
        wxDialog* dlg = make();
        dlg->Show();
        pump(150);
        const wxRect r = dlg->GetScreenRect();
        INFO(r.x << "," << r.y << " " << r.width << "x" << r.height);
        CHECK(std::abs(r.x + r.width / 2 - centre.x) <= 2);
        CHECK(std::abs(r.y + r.height / 2 - centre.y) <= 2);
        dlg->Destroy();
        pump(20);
    }
    forgetEverything(); // the next test's window is not where this one moved it
}

TEST_CASE("window memory: unsaved changes are asked about with Save / Don't Save / Cancel") {
    FrameFixture f;
    std::unique_ptr<wxMessageDialog> question = f.frame->unsavedChangesQuestion();
    CHECK(question->GetMessage().Contains("Ney's attack on the Sortlack wood"));
    CHECK(plain(question->GetYesLabel()) == "Save");
    CHECK(plain(question->GetNoLabel()) == "Don't Save");
    CHECK(plain(question->GetCancelLabel()) == "Cancel");
}
