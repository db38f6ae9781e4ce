// Line of sight where the eye is: the verdict stands on the map under the target, with the rule
// it follows, and the Sight panel keeps the last lines checked, both ways, and the viewsheds with
// their hex counts.
#include "gui_support.hpp"

#include "editor/ui/sight_panel.hpp"
#include "engine/checks/checks.hpp"
#include "engine/rules/los.hpp"

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;

namespace {

/// The labels of the active tool's overlays.
std::vector<std::pair<HexId, std::string>> toolLabels(editor::MapCanvas& canvas) {
    std::vector<render::Overlay> overlays;
    canvas.tool()->addOverlays(overlays);
    std::vector<std::pair<HexId, std::string>> out;
    for (const render::Overlay& o : overlays)
        out.insert(out.end(), o.labels.begin(), o.labels.end());
    return out;
}

void shiftClickHex(editor::MapCanvas& canvas, HexId hex) {
    editor::ToolEvent e = eventAt(canvas, hex);
    e.shift = true;
    canvas.tool()->onPress(canvas, e);
    canvas.tool()->onRelease(canvas, e);
}

} // namespace

TEST_CASE("a line of sight's verdict stands by its target, and the Sight panel keeps the lines") {
    FrameFixture f;
    REQUIRE(chooseToolNamed(*f.frame, "Line of Sight"));
    const Scenario& s = f.scenario();
    const HexId observer = s.map.find("A0510");
    // A target four hexes on whose line is blocked (by the sample's woods or heights), as the
    // rules engine judges it.
    HexId blocked = kNoHex;
    for (HexId h = 0; h < s.map.gridSize() && blocked == kNoHex; ++h)
        if (s.map.onMap(h) && distance(s.map.offset(observer), s.map.offset(h)) == 4 &&
            !checkLineOfSight(s.map, s.rules, observer, h, {}).clear())
            blocked = h;
    REQUIRE(blocked != kNoHex);

    clickHex(f.canvas(), observer);
    clickHex(f.canvas(), blocked);
    const auto labels = toolLabels(f.canvas());
    REQUIRE(labels.size() == 1);
    CHECK(labels[0].first == blocked);
    CHECK(labels[0].second.starts_with("blocked at "));
    // The rule, as the check catalogue cites it, to its title.
    const std::string_view rule = findCheck("sight.expected")->citation;
    CHECK(rule.starts_with("Line of Sight (rule 23)"));
    CHECK(labels[0].second.ends_with("\u2014 Line of Sight (rule 23), assumed"));

    pump();
    editor::SightPanel& pane = f.frame->sightPanel();
    REQUIRE(pane.GetItemCount() == 1);
    const wxString line = pane.GetItemText(0);
    CHECK(line.StartsWith(wxString::FromUTF8("A0510 \u2192 " + s.map.label(blocked))));
    CHECK(line.Contains("; back: "));

    // A viewshed goes in too, newest first, with its count.
    shiftClickHex(f.canvas(), observer);
    pump();
    REQUIRE(pane.GetItemCount() == 2);
    CHECK(pane.GetItemText(0).StartsWith("Viewshed of A0510"));
    CHECK(pane.GetItemText(0).Contains("other hexes seen"));
    CHECK(pane.GetItemText(1) == line);

    // The picture: a line and its label.
    clickHex(f.canvas(), observer);
    clickHex(f.canvas(), blocked);
    f.canvas().setZoom(1.3, wxPoint(0, 0));
    f.canvas().centreOn(observer);
    pump(200);
    saveShot(grab(*f.frame), "editor-sight");
}
