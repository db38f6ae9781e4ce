#pragma once
// The unit tool (first in the palette: the select tool) and the unit actions it shares with the
// Units menu, the OOB tree and the properties pane. Every action is a command on the document
// (multi-unit actions as one undo step); the placement logic itself is GUI-free
// (engine/edit/deploy.hpp).
//
// Mouse: click selects the units of a hex (repeated clicks cycle through a stack), Ctrl+click
// adds or removes, a drag from empty ground selects every unit in the rectangle, a drag from a
// selected unit moves the selection ("Move Units"). Shift+click on a hex next to a selected line
// or skirmish unit, across one of its flank sides, makes it its second hex (Shift+click on the
// second hex again takes it away). With one unplaced unit selected (in the OOB tree) a click
// places it there. A right-click on a hex offers the rules calculators (calculatorMenu).
// Keys: R / Shift+R rotate, F next formation allowed there, 2 toggles a two-hex line (to the
// clockwise flank side), Delete takes off the map, Esc clears the selection or cancels picking.
#include "editor/ui/editor_context.hpp"
#include "editor/ui/tool.hpp"
#include "engine/edit/deploy.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

namespace units {

/// Says in the status bar when one of `units` is stacked with another unit by a two-hex line
/// (its own or the other's): counters that share hexes, which the map draws set off.
void announceOverlaps(EditorContext& ctx, const std::vector<std::string>& units);
/// Units standing in a hex (first or second hex), in set-up order: the last is drawn on top.
std::vector<std::string> unitsInHex(const Scenario& s, HexId h);
/// The selected units that stand on the map.
std::vector<std::string> placedSelection(EditorContext& ctx);

/// Turns every selected unit on the map by `steps` x 60 degrees clockwise (one undo step).
/// Returns the number of units turned.
int rotateSelection(EditorContext& ctx, int steps);
/// Puts every selected unit on the map in its next formation allowed where it stands.
int cycleFormation(EditorContext& ctx);
/// Takes the selected units off the map.
int removeSelection(EditorContext& ctx);
/// Toggles the second hex of the selected line or skirmish units.
int toggleSecondHex(EditorContext& ctx);
/// Sets (or, for its current second hex, clears) the second hex of a unit in line or skirmish.
/// Returns an empty string, or why not.
std::string setSecondHex(EditorContext& ctx, const std::string& unit, HexId hex);
/// Moves the selected units by the translation from hex `from` to hex `to`, adapting formations
/// to the ground (general order into woods, column out of them). Empty string, or why not.
std::string moveSelection(EditorContext& ctx, HexId from, HexId to);
/// Puts a unit at `hex` with a sensible formation and facing (or moves it there when it is on
/// the map already) and selects it; a formation (brigade...) is deployed in line instead.
/// Empty string, or why not.
std::string dropUnit(EditorContext& ctx, const std::string& id, HexId hex);
/// Shows on the map what dropping `id` at `hex` would place (edit::dropPlacements), each hex
/// tinted by the checks' verdict (hexesWithErrorsAbout on the set-up with the drop made: green
/// legal, red illegal), and says so
/// in the status bar; a drop that would be refused tints the hex red.
void showDropFootprint(EditorContext& ctx, const std::string& id, HexId hex);
/// Takes the footprint off the map.
void clearDropFootprint(EditorContext& ctx);
/// Deploys every placeable unit of a formation round `anchor` (one undo step "Deploy Brigade")
/// and selects them. Empty string, or why not.
std::string deploy(EditorContext& ctx, const std::string& formation, HexId anchor, Facing facing,
                   edit::DeployLayout layout);
/// The unit in `hex` whose movement range the right-click menu offers: a selected one that
/// moves, else the first that moves (headquarters do not); empty when none.
std::string movingUnitAt(EditorContext& ctx, HexId hex);
/// Shows the movement range of `unit` as the map overlay (View > Overlays > Clear Overlays ends
/// it), kept up to date while the document changes; with `zoneStops`, where the set-up's enemy
/// zones of influence stop it.
void showMovementRange(EditorContext& ctx, const std::string& unit, bool zoneStops);
/// The map's right-click menu on a hex: "Melee odds against…" (the units in `hex` as
/// defenders) and "Carré values", each opening a CalculatorDialog; "Movement Range" and
/// "Movement Range, Stopping in Enemy Zones" of movingUnitAt(hex), by showMovementRange.
void calculatorMenu(EditorContext& ctx, HexId hex);
/// A short message in the status bar (and a beep when it is a refusal).
void say(EditorContext& ctx, const wxString& text, bool refusal = false);

} // namespace units

/// The select / place / move tool.
class UnitTool final : public Tool {
public:
    explicit UnitTool(EditorContext& ctx);

    wxString name() const override { return "Select Units"; }
    void onPress(MapCanvas&, const ToolEvent&) override;
    void onDrag(MapCanvas&, const ToolEvent&) override;
    void onRelease(MapCanvas&, const ToolEvent&) override;
    void onMove(MapCanvas&, const ToolEvent&) override;
    bool onKey(MapCanvas&, int keyCode, bool shift) override;
    void addOverlays(std::vector<render::Overlay>& out) const override;
    void deactivate(MapCanvas&) override;

    /// A brigade deployment waiting for its anchor hex: the next click deploys it there.
    struct PendingDeploy {
        std::string formation;
        Facing facing;
        edit::DeployLayout layout = edit::DeployLayout::Line;
    };
    void pickDeployAnchor(PendingDeploy pending);
    bool pickingAnchor() const { return m_pending.has_value(); }

private:
    enum class Mode { None, Band, Press, Moving, Calculators };
    void clickUnits(const ToolEvent& e, const std::vector<std::string>& stack);
    void finishBand(const ToolEvent& e);

    EditorContext* m_ctx;
    Mode m_mode = Mode::None;
    HexId m_pressHex = kNoHex;
    HexId m_target = kNoHex;
    HexId m_hover = kNoHex;
    Point m_pressMap;
    Point m_bandEnd;
    bool m_cycleOnRelease = false;
    std::optional<PendingDeploy> m_pending;
};

/// The unit tool among the window's tools, or nullptr.
UnitTool* findUnitTool(EditorContext& ctx);

} // namespace marengo::editor
