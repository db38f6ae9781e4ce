// The order-of-battle tree of a big OOB: filled lazily (few items until a branch is expanded),
// a unit selected from code is revealed, and edits, undo and redo keep it right.
#include "gui_support.hpp"

#include "editor/ui/dialogs/add_unit_dialog.hpp"
#include "editor/ui/dialogs/deploy_dialog.hpp"
#include "editor/ui/oob_panel.hpp"
#include "engine/edit/commands.hpp"

#include "editor/ui/tools/unit_tool.hpp"

#include <wx/msgdlg.h>
#include <wx/testing.h>
#include <wx/treectrl.h>

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

namespace {

constexpr int kFan = 4; ///< corps of the army, divisions of a corps... regiments of a brigade
constexpr int kCorps = 9;
constexpr int kBattalions = 5; ///< of a regiment

Unit unit(std::string id, Echelon e, std::string parent) {
    Unit u;
    u.name = "Unit " + id;
    u.id = std::move(id);
    u.echelon = e;
    u.parent = std::move(parent);
    u.arm = e == Echelon::Regiment || e == Echelon::Battalion ? Arm::Infantry : Arm::None;
    u.increments = e == Echelon::Battalion ? 6 : 0;
    return u;
}

std::string corps(int c) {
    return "big-c" + std::to_string(c);
}
std::string division(int c, int d) {
    return corps(c) + "d" + std::to_string(d);
}
std::string brigade(int c, int d, int b) {
    return division(c, d) + "b" + std::to_string(b);
}
std::string regiment(int c, int d, int b, int r) {
    return brigade(c, d, b) + "r" + std::to_string(r);
}
std::string battalion(int c, int d, int b, int r, int n) {
    return regiment(c, d, b, r) + "n" + std::to_string(n);
}

/// The scenario with a big army added to the first side (3,646 units, none placed; still over
/// the panel's 3,000 without a corps).
Scenario withBigArmy(Scenario s) {
    OrderOfBattle& o = s.oobs.front();
    auto add = [&](Unit u) {
        const Status st = o.add(std::move(u));
        REQUIRE(st);
    };
    add(unit("big", Echelon::Army, ""));
    for (int c = 0; c < kCorps; ++c) {
        add(unit(corps(c), Echelon::Corps, "big"));
        for (int d = 0; d < kFan; ++d) {
            add(unit(division(c, d), Echelon::Division, corps(c)));
            for (int b = 0; b < kFan; ++b) {
                add(unit(brigade(c, d, b), Echelon::Brigade, division(c, d)));
                for (int r = 0; r < kFan; ++r) {
                    add(unit(regiment(c, d, b, r), Echelon::Regiment, brigade(c, d, b)));
                    for (int n = 0; n < kBattalions; ++n)
                        add(unit(battalion(c, d, b, r, n), Echelon::Battalion,
                                 regiment(c, d, b, r)));
                }
            }
        }
    }
    return s;
}

std::size_t unitCount(const Scenario& s) {
    std::size_t n = 0;
    for (const OrderOfBattle& o : s.oobs)
        n += o.units().size();
    return n;
}

} // namespace

TEST_CASE("the OOB tree of a big order of battle fills lazily and reveals selected units") {
    FrameFixture f;
    editor::OobPanel* oob = &f.frame->oobPanel();
    REQUIRE(oob != nullptr);
    wxTreeCtrl& tree = oob->tree();
    f.doc().reset(withBigArmy(f.scenario()));
    pump(100);
    const std::size_t units = unitCount(f.scenario());
    REQUIRE(units > 3000);

    // Open down to the corps: the divisions are there, folded, with an expand button.
    INFO("items " << tree.GetCount() << " of " << units << " units");
    CHECK(tree.GetCount() < units / 5);
    const wxTreeItemId div = oob->itemOf(division(3, 2));
    REQUIRE(div.IsOk());
    CHECK_FALSE(tree.IsExpanded(div));
    CHECK(tree.ItemHasChildren(div));
    CHECK(tree.GetChildrenCount(div, false) == 0);
    CHECK_FALSE(oob->itemOf(brigade(3, 2, 1)).IsOk());

    // Expanding a branch makes its children, labelled.
    tree.Expand(div);
    CHECK(tree.GetChildrenCount(div, false) == kFan);
    const wxTreeItemId bri = oob->itemOf(brigade(3, 2, 1));
    REQUIRE(bri.IsOk());
    CHECK(tree.GetItemParent(bri) == div);
    CHECK(tree.GetItemText(bri).Contains("0/20 on map"));
    CHECK(tree.ItemHasChildren(bri));

    // Selecting a deep unit from code (map, issues) expands the way to it.
    const std::string deep = battalion(6, 1, 2, 3, 4);
    CHECK_FALSE(oob->itemOf(deep).IsOk());
    f.frame->context().selection().set({deep});
    pump(100);
    const wxTreeItemId item = oob->itemOf(deep);
    REQUIRE(item.IsOk());
    CHECK(tree.GetSelection() == item);
    CHECK(oob->unitOf(item) == deep);
    CHECK(tree.GetItemText(item).Contains("(not placed)"));
    CHECK(tree.GetItemTextColour(item) == wxColour(0x80, 0x80, 0x80));
    for (wxTreeItemId p = tree.GetItemParent(item); p.IsOk() && p != tree.GetRootItem();
         p = tree.GetItemParent(p))
        CHECK(tree.IsExpanded(p));
    CHECK(oob->unitOf(tree.GetItemParent(item)) == regiment(6, 1, 2, 3));
    CHECK(tree.GetCount() < units / 5);

    // A rename updates the label; a move puts the unit under its new parent, still selected
    // and expanded to; undo and redo follow.
    Unit renamed = *f.scenario().findUnit(deep);
    renamed.name = "Renamed battalion";
    REQUIRE(f.doc().execute(edit::editUnit(renamed, "Rename Unit")));
    pump(100);
    CHECK(tree.GetItemText(oob->itemOf(deep)).Contains("Renamed battalion"));
    REQUIRE(f.doc().execute(edit::moveUnit(deep, regiment(0, 0, 0, 0))));
    pump(100);
    REQUIRE(oob->itemOf(deep).IsOk());
    CHECK(oob->unitOf(tree.GetItemParent(oob->itemOf(deep))) == regiment(0, 0, 0, 0));
    CHECK(tree.GetSelection() == oob->itemOf(deep));
    f.doc().undo();
    pump(100);
    REQUIRE(oob->itemOf(deep).IsOk());
    CHECK(oob->unitOf(tree.GetItemParent(oob->itemOf(deep))) == regiment(6, 1, 2, 3));
    // The branch expanded by hand stays expanded through the rebuilds.
    REQUIRE(oob->itemOf(division(3, 2)).IsOk());
    CHECK(tree.IsExpanded(oob->itemOf(division(3, 2))));

    // Deleting a corps takes its items away; undo brings it back, folded as it was.
    f.frame->context().selection().set({});
    REQUIRE(f.doc().execute(edit::deleteUnit(corps(3))));
    pump(100);
    CHECK_FALSE(oob->itemOf(corps(3)).IsOk());
    CHECK_FALSE(oob->itemOf(division(3, 2)).IsOk());
    CHECK_FALSE(oob->reveal(brigade(3, 2, 1)).IsOk());
    f.doc().undo();
    pump(100);
    REQUIRE(oob->itemOf(corps(3)).IsOk());
    CHECK(oob->reveal(brigade(3, 2, 1)).IsOk());
    f.doc().redo();
    pump(100);
    CHECK_FALSE(oob->itemOf(corps(3)).IsOk());
    CHECK(tree.GetCount() < units / 5);
}

TEST_CASE("the tree's dialogs are built from the context: Add Unit and Deploy Brigade") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    // Deploy Brigade preselects the brigade of the selected battalion.
    ctx.selection().set({"76l-2"});
    editor::DeployDialog deploy(f.frame, ctx);
    const editor::Checked<editor::DeployOrder> order = deploy.checked();
    REQUIRE(order);
    CHECK(order->formation == "fr-vi-1-2");
    CHECK_FALSE(order->atSelectedHex);
    // Add Unit under a brigade, with no name typed yet: the form says why not.
    editor::AddUnitDialog add(f.frame, ctx, "fr-vi-1-1");
    CHECK(add.GetTitle() == "Add Unit under Brigade Maucune");
    const editor::Checked<Unit> unit = add.checked();
    CHECK_FALSE(unit);
    CHECK(unit.errors == std::vector<std::string>{"A unit needs a name."});
}

TEST_CASE("the tree shows where each unit is, when reinforcements arrive, and a drop asks") {
    FrameFixture f;
    editor::OobPanel& oob = f.frame->oobPanel();
    wxTreeCtrl& tree = oob.tree();
    pump();
    const wxTreeItemId cavalry = oob.reveal("15ch");
    REQUIRE(cavalry.IsOk());
    pump();
    CHECK(tree.GetItemText(cavalry).Contains(wxString::FromUTF8("\u2014 arrives 17:40 at A1322")));
    CHECK(tree.GetItemTextColour(cavalry) != wxColour(0x80, 0x80, 0x80)); // not "not placed"
    const wxTreeItemId line = oob.reveal("69l-1");
    CHECK(tree.GetItemText(line).Contains(wxString::FromUTF8("\u2014 A0716-A0816, line")));
    wxTreeItemId side = line; // up to the side's item, under the (hidden) root
    while (tree.GetItemParent(side).IsOk() && tree.GetItemParent(side) != tree.GetRootItem())
        side = tree.GetItemParent(side);
    CHECK(tree.GetItemText(side).Contains("on map, 2 arriving")); // 15ch and the horse battery
    tree.ScrollTo(cavalry);
    pump(100);
    saveShot(grab(*f.frame), "editor-oob-status");

    // A reinforcement dropped on the map asks first.
    const Scenario before = f.scenario();
    const HexId hex = before.map.find("A0510");
    std::string why;
    wxTEST_DIALOG(why = editor::units::dropUnit(f.frame->context(), "15ch", hex),
                  wxExpectModal<wxMessageDialog>(wxID_NO));
    CHECK_FALSE(why.empty());
    CHECK(f.scenario() == before);
    wxTEST_DIALOG(why = editor::units::dropUnit(f.frame->context(), "15ch", hex),
                  wxExpectModal<wxMessageDialog>(wxID_YES));
    CHECK(why.empty());
    CHECK(f.scenario().findPlacement("15ch"));
    for (const Reinforcement& r : f.scenario().reinforcements)
        for (const Placement& p : r.units)
            CHECK(p.unit != "15ch");
    CHECK(f.doc().undoName() == "Place Reinforcement at Set-up");
    pump();
    CHECK(tree.GetItemText(oob.reveal("15ch")).Contains("A0510"));
    f.doc().undo();
    CHECK(f.scenario() == before);
}
