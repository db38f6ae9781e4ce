// File > New Battle: the dialog's game, sheets, size, name, date and times, its picture of the
// sheets, its refusals; then the whole path from the menu to a four-sheet battle of the chosen
// profile, opened where hex numbers show.
#include "gui_support.hpp"

#include "editor/ui/dialogs/new_battle_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/testing.h>
#include <wx/textctrl.h>

#include <catch2/catch.hpp>

#include <functional>

using namespace marengo;
using namespace marengo::guitest;
using editor::NewBattleDialog;

/// Fills the New Battle dialog when File > New shows it, then presses Create.
template <> class wxExpectModal<NewBattleDialog> : public wxExpectModalBase<NewBattleDialog> {
public:
    explicit wxExpectModal(std::function<void(NewBattleDialog&)> fill) : m_fill(std::move(fill)) {}

protected:
    int OnInvoked(NewBattleDialog* dlg) const override {
        m_fill(*dlg);
        return dlg->battle() ? wxID_OK : wxID_CANCEL;
    }

private:
    std::function<void(NewBattleDialog&)> m_fill;
};

namespace {

template <class T> T& child(wxWindow& parent, const char* name) {
    T* w = dynamic_cast<T*>(wxWindow::FindWindowByName(name, &parent));
    REQUIRE(w != nullptr);
    return *w;
}

/// Sets a number field as a user does (the field then tells the dialog).
void setSpin(wxWindow& dlg, const char* name, int value) {
    auto& spin = child<wxSpinCtrl>(dlg, name);
    spin.SetValue(value);
    wxSpinEvent e(wxEVT_SPINCTRL, spin.GetId());
    e.SetEventObject(&spin);
    e.SetPosition(value);
    spin.ProcessWindowEvent(e);
}

/// Chooses the game whose profile id is `id`, as a user does.
void chooseGame(NewBattleDialog& dlg, const std::string& title) {
    auto& choice = child<wxChoice>(dlg, "rules");
    const int at = choice.FindString(wxString::FromUTF8(title), false);
    REQUIRE(at != wxNOT_FOUND);
    choice.SetSelection(at);
    wxCommandEvent e(wxEVT_CHOICE, choice.GetId());
    e.SetEventObject(&choice);
    e.SetInt(at);
    choice.ProcessWindowEvent(e);
}

const std::string kBerlin = "La Bataille de Berlin 1813 \u2014 Premier Rules (July 2021)";

bool mentions(const std::vector<std::string>& problems, const std::string& part) {
    for (const std::string& p : problems)
        if (p.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("new battle dialog: four sheets of the game's size, a picture, refusals named") {
    FrameFixture f;
    NewBattleDialog dlg(f.frame);
    dlg.Show();
    pump(100);

    // Opens on four sheets of the first game's printed size, ready to create.
    REQUIRE(dlg.battle());
    const Scenario& s = dlg.battle()->scenario;
    CHECK(s.rulesProfile == "friedland-2014");
    CHECK(s.map.sheets().size() == 4);
    CHECK(s.map.sheets().front().cols == s.rules.get(params::mapSheetColumns));
    CHECK(child<wxStaticText>(dlg, "summary").GetLabel() ==
          "4 sheets, A to D: 64 x 44 hexes, 2816 on the map");
    CHECK(dlg.FindWindow(wxID_OK)->IsEnabled());

    // The picture shows the map (not an empty panel), centred on the parent.
    wxWindow& picture = child<wxWindow>(dlg, "layout-picture");
    const wxImage shot = grab(picture);
    CHECK_FALSE(blank(shot, wxRect(shot.GetWidth() / 3, shot.GetHeight() / 3, shot.GetWidth() / 3,
                                   shot.GetHeight() / 3)));
    saveShot(grab(dlg), "new-battle-dialog");

    // Another game, three sheets across: six sheets of that game's size.
    chooseGame(dlg, kBerlin);
    setSpin(dlg, "across", 3);
    REQUIRE(dlg.battle());
    CHECK(dlg.battle()->scenario.rulesProfile == "berlin-2021");
    CHECK(dlg.battle()->scenario.map.sheets().size() == 6);
    CHECK(child<wxStaticText>(dlg, "summary").GetLabel().StartsWith("6 sheets, A to F"));

    // Another size is the designer's choice, and the dialog says it is not the printed one.
    setSpin(dlg, "columns", 40);
    REQUIRE(dlg.battle());
    CHECK(dlg.battle()->scenario.map.sheets()[1].col == 40);
    CHECK(child<wxStaticText>(dlg, "turns").GetLabel().Contains("turns of 20 minutes"));

    // Refusals: each named, and nothing to create.
    child<wxTextCtrl>(dlg, "end").SetValue("08:00");
    child<wxTextCtrl>(dlg, "title").SetValue("");
    child<wxTextCtrl>(dlg, "first-side").SetValue(" ");
    setSpin(dlg, "down", 9);
    CHECK_FALSE(dlg.battle());
    CHECK_FALSE(dlg.FindWindow(wxID_OK)->IsEnabled());
    CHECK(mentions(dlg.problems(), "the battle needs a name"));
    CHECK(mentions(dlg.problems(), "each side needs a name"));
    CHECK(mentions(dlg.problems(), "before it starts"));
    CHECK(mentions(dlg.problems(), "more than the 26 letters"));
}

TEST_CASE("file new: a four-sheet battle of the chosen game opens where hex numbers show") {
    FrameFixture f;
    auto fill = [](NewBattleDialog& dlg) {
        chooseGame(dlg, kBerlin);
        child<wxTextCtrl>(dlg, "title").SetValue("Gross-Beeren");
        child<wxTextCtrl>(dlg, "second-side").SetValue("Prussian");
        child<wxTextCtrl>(dlg, "date").SetValue("1813-08-23");
        child<wxTextCtrl>(dlg, "start").SetValue("14:00");
        child<wxTextCtrl>(dlg, "end").SetValue("20:40");
        setSpin(dlg, "across", 2);
        setSpin(dlg, "down", 2);
    };
    wxCommandEvent menu(wxEVT_MENU, wxID_NEW);
    wxTEST_DIALOG(f.frame->ProcessWindowEvent(menu), wxExpectModal<NewBattleDialog>(fill));
    pump(150);

    const Scenario& s = f.scenario();
    CHECK(s.title == "Gross-Beeren");
    CHECK(s.date == "1813-08-23");
    CHECK(formatClock(s.start) == "14:00");
    CHECK(s.rulesProfile == "berlin-2021");
    CHECK(s.rules.title == "La Bataille de Berlin 1813");
    REQUIRE(s.oobs.size() == 2);
    CHECK(s.oobs[0].side == "French");
    CHECK(s.oobs[1].side == "Prussian");
    CHECK(s.oobs[1].nationality == "Prussian");
    REQUIRE(s.map.sheets().size() == 4);
    CHECK(s.map.sheets()[3].letter == 'D');
    CHECK(s.map.hexCount() == 4 * 32 * 22);
    CHECK(s.mapPath.empty()); // untitled until Save As
    CHECK(f.frame->context().session().path().empty());
    CHECK(f.doc().undoDepth() == 0);

    // Hex numbers show: the canvas's hex is at least the renderer's size for numbers.
    const render::RenderOptions& o = f.canvas().renderer().options();
    CHECK(o.hexSize * f.canvas().zoom() >= o.minPxNumbers);
    CHECK(f.canvas().visibleRect().x == Approx(0).margin(1));
    saveShot(grab(*f.frame), "editor-new-battle");

    // Cancel changes nothing.
    wxTEST_DIALOG(f.frame->ProcessWindowEvent(menu),
                  wxExpectModal<NewBattleDialog>(
                      [](NewBattleDialog& dlg) { child<wxTextCtrl>(dlg, "title").SetValue(""); }));
    CHECK(f.scenario().title == "Gross-Beeren");
}
