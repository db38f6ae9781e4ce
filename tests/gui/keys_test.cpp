// The keyboard: tool keys are the Map menu's accelerators and work wherever the focus is (the
// order-of-battle tree included), except in a text field, which keeps its letters; Ctrl+=,
// Ctrl+- and the keypad zoom; the status bar shows the current zoom. Real key presses through
// wxUIActionSimulator (XTest on the Xvfb display), so GTK's own key routing is what is tested.
#include "gui_support.hpp"

#include "editor/ui/oob_panel.hpp"

#include <wx/spinctrl.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/treectrl.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

namespace {

/// Puts the pointer over a window (the X server sends keys to the window under it when no
/// window manager gives focus) and the keyboard focus in it.
void focusOn(wxUIActionSimulator& sim, wxWindow& w) {
    w.GetParent()->Raise();
    w.SetFocus();
    pump(100);
    const wxSize size = w.GetClientSize();
    sim.MouseMove(w.ClientToScreen(wxPoint(size.x / 2, size.y / 2)));
    pump(100);
    w.SetFocus();
    pump(100);
}

void press(wxUIActionSimulator& sim, int key, int modifiers = wxMOD_NONE) {
    sim.Char(key, modifiers);
    pump(150);
}

wxString currentTool(editor::MainFrame& frame) {
    editor::Tool* tool = frame.canvas().tool();
    return tool ? tool->name() : wxString();
}

} // namespace

TEST_CASE("tool keys choose tools with the focus in the order-of-battle tree") {
    FrameFixture f;
    wxUIActionSimulator sim;
    wxTreeCtrl& tree = f.frame->oobPanel().tree();
    focusOn(sim, tree);
    REQUIRE(wxWindow::FindFocus() == &tree);

    press(sim, 'b');
    CHECK(currentTool(*f.frame) == "Terrain Brush");
    press(sim, 'e');
    CHECK(currentTool(*f.frame) == "Elevation");
    press(sim, 'h');
    CHECK(currentTool(*f.frame) == "Hexsides");
    press(sim, 's');
    CHECK(currentTool(*f.frame) == f.frame->tools()[0]->name());
    CHECK(wxWindow::FindFocus() == &tree); // the keys did not move the focus

    // The Map menu shows the keys.
    wxMenuBar* bar = f.frame->GetMenuBar();
    const int mapMenu = bar->FindMenu("Map");
    REQUIRE(mapMenu != wxNOT_FOUND);
    bool brushShown = false;
    for (wxMenuItem* item : bar->GetMenu(static_cast<std::size_t>(mapMenu))->GetMenuItems())
        if (item->GetItemLabelText() == "Terrain Brush")
            brushShown = item->GetItemLabel().EndsWith("\tB");
    CHECK(brushShown);
}

TEST_CASE("tool keys over the map, Escape back to selecting, and a text field keeps its letters") {
    FrameFixture f;
    wxUIActionSimulator sim;
    focusOn(sim, f.canvas());
    press(sim, 'l');
    CHECK(currentTool(*f.frame) == "Line of Sight");
    press(sim, WXK_ESCAPE);
    CHECK(currentTool(*f.frame) == f.frame->tools()[0]->name());

    // Any text field of the window: typing a name is not choosing tools.
    auto* field = new wxTextCtrl(f.frame->aui().GetPane("tools").window, wxID_ANY, "",
                                 wxPoint(0, 0), wxSize(200, -1));
    focusOn(sim, *field);
    REQUIRE(wxWindow::FindFocus() == field);
    press(sim, 'b');
    press(sim, 'e');
    CHECK(field->GetValue() == "be");
    CHECK(currentTool(*f.frame) == f.frame->tools()[0]->name());
    field->Destroy();

    // A number field of the Tools panel keeps its keys too: no tool, no keypad zoom.
    wxSpinCtrl* number = nullptr;
    for (wxWindow* w : f.frame->aui().GetPane("tools").window->GetChildren())
        if (auto* spin = dynamic_cast<wxSpinCtrl*>(w); spin && !number)
            number = spin;
    REQUIRE(number);
    focusOn(sim, *number);
    const double zoom = f.canvas().zoom();
    press(sim, 'b');
    press(sim, WXK_NUMPAD_SUBTRACT);
    CHECK(currentTool(*f.frame) == f.frame->tools()[0]->name());
    CHECK(f.canvas().zoom() == zoom);
}

TEST_CASE("Ctrl+=, Ctrl+- and the keypad zoom, and the status bar shows the current zoom") {
    FrameFixture f;
    wxUIActionSimulator sim;
    focusOn(sim, f.canvas());
    wxStatusBar* bar = f.frame->GetStatusBar();
    REQUIRE(bar);
    auto shown = [&] { return bar->GetStatusText(editor::kStatusZoom); };
    auto expected = [&] { return wxString::Format("zoom %.0f%%", f.canvas().zoom() * 100); };

    double zoom = f.canvas().zoom();
    press(sim, '=', wxMOD_CONTROL);
    CHECK(f.canvas().zoom() == Approx(zoom * 1.25));
    CHECK(shown() == expected());

    zoom = f.canvas().zoom();
    press(sim, '-', wxMOD_CONTROL);
    CHECK(f.canvas().zoom() == Approx(zoom * 0.8));
    CHECK(shown() == expected());

    zoom = f.canvas().zoom();
    press(sim, WXK_NUMPAD_ADD);
    CHECK(f.canvas().zoom() == Approx(zoom * 1.25));
    zoom = f.canvas().zoom();
    press(sim, WXK_NUMPAD_SUBTRACT);
    CHECK(f.canvas().zoom() == Approx(zoom * 0.8));

    // A zoom that does not come from the menu (the wheel, the overview) shows too.
    f.canvas().zoomBy(2.0);
    CHECK(shown() == expected());
}
