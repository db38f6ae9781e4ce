// Line-of-sight tool: click the observer's hex, then the target's (or drag from one to the
// other): the line is drawn, the verdict stands on the map by the target (with the rule it
// follows) and goes to the status bar and the palette, and the hex that blocks is marked. Each
// line checked, both ways, and each viewshed go to the Sight panel's log. Shift-click shows what
// a hex sees within the palette's range. Uses the rules engine (rules/los.hpp) with the
// scenario's profile; nothing here decides visibility.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/checks/checks.hpp"
#include "engine/rules/los.hpp"

#include <algorithm>
#include <memory>

namespace marengo::editor {

namespace {

/// "blocked at A1207 (woods)" and the like.
std::string verdictText(const Map& map, const LosVerdict& v) {
    auto what = [&](LosBlock b, HexId h) -> std::string {
        switch (b) {
        case LosBlock::Terrain:
            return map.terrainType(h).id;
        case LosBlock::Height:
            return "higher ground, level " + std::to_string(map.elevation(h));
        case LosBlock::Unit:
            return "units";
        default:
            return {};
        }
    };
    switch (v.block) {
    case LosBlock::None:
        return "clear";
    case LosBlock::Range:
        return "out of range (limit " + std::to_string(v.limit) + " hexes)";
    case LosBlock::OffMap:
        return "not on the map";
    default:
        break;
    }
    std::string text = "blocked at " + map.label(v.at) + " (" + what(v.block, v.at) + ")";
    if (v.altBlock != LosBlock::None && v.alt != kNoHex)
        text += " and " + map.label(v.alt) + " (" + what(v.altBlock, v.alt) + ")";
    return text;
}

/// The rule the verdicts follow, from the check catalogue (the one place it is kept), cut to
/// its title for a label on the map: "Line of Sight (rule 23), assumed".
std::string losRule() {
    const CheckInfo* c = findCheck("sight.expected");
    if (!c)
        return {};
    std::string_view full = c->citation;
    std::string_view title =
        full.substr(0, std::min({full.find(" is "), full.find(':'), full.find(';'), full.size()}));
    return std::string(title) + (full.find("assumed") != std::string_view::npos ? ", assumed" : "");
}

/// Adds a line to the Sight panel's log, unless it repeats the last.
void logSight(ToolSettings& st, std::string line) {
    if (!st.sightLog.empty() && st.sightLog.back() == line)
        return;
    st.sightLog.push_back(std::move(line));
    if (st.sightLog.size() > ToolSettings::kSightLogSize)
        st.sightLog.erase(st.sightLog.begin());
}

class LosTool final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kLosTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_CROSS)); }
    void deactivate(MapCanvas& c) override {
        m_from = m_to = m_hover = kNoHex;
        m_viewshed.clear();
        m_text.clear();
        settings().losVerdict.clear();
        context().window().showReadout("");
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        if (e.hex == kNoHex)
            return;
        m_viewshed.clear();
        if (e.shift) {
            m_from = e.hex;
            m_to = kNoHex;
            computeViewshed();
            return;
        }
        if (m_from != kNoHex && m_to == kNoHex && e.hex != m_from) {
            m_to = e.hex; // second click: the target
            compute();
            logLine();
            return;
        } else {
            m_from = e.hex; // first click (or a new line): the observer
            m_to = kNoHex;
        }
        compute();
    }
    void onDrag(MapCanvas&, const ToolEvent& e) override {
        if (!m_viewshed.empty() || m_from == kNoHex || e.hex == kNoHex || e.hex == m_to)
            return;
        if (e.hex != m_from) {
            m_to = e.hex;
            compute();
        }
        show();
    }
    void onRelease(MapCanvas&, const ToolEvent&) override {
        if (m_to != kNoHex && m_viewshed.empty())
            logLine(); // the end of a drag from the observer to the target
        show();
    }
    void onMove(MapCanvas&, const ToolEvent& e) override {
        // While waiting for the target, the line follows the pointer.
        if (m_from != kNoHex && m_to == kNoHex && m_viewshed.empty() && e.hex != m_hover) {
            m_hover = e.hex;
            compute();
        }
        show();
    }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        const Map& m = map();
        if (m_from == kNoHex || !m.onMap(m_from))
            return;
        refreshIfSettingsChanged();
        if (!m_viewshed.empty()) {
            render::Overlay seen;
            seen.hexes = m_viewshed;
            seen.fill = render::Rgba::rgb(0xffe14d, 0.38);
            out.push_back(std::move(seen));
        }
        render::Overlay ends;
        ends.hexes.push_back(m_from);
        ends.outline = render::Rgba::rgb(0x1a1a1a, 0.9);
        ends.outlineWidth = 0.1;
        HexId target = m_to != kNoHex ? m_to : m_hover;
        if (target != kNoHex && m.onMap(target) && m_viewshed.empty()) {
            ends.hexes.push_back(target);
            ends.lines.emplace_back(m_from, target);
            ends.lineColour = m_verdict.clear() ? render::Rgba::rgb(0x1b7a2e, 0.95)
                                                : render::Rgba::rgb(0xc41a1a, 0.95);
            ends.lineWidth = 0.07;
            // The verdict where the eye is: under the target, with the rule it follows.
            ends.labels.emplace_back(target, verdictText(m, m_verdict) + "  \u2014 " + losRule());
            if (!m_verdict.clear()) {
                render::Overlay block;
                for (HexId h :
                     {m_verdict.at, m_verdict.altBlock != LosBlock::None ? m_verdict.alt : kNoHex})
                    if (h != kNoHex && m.onMap(h))
                        block.hexes.push_back(h);
                block.fill = render::Rgba::rgb(0xe02020, 0.45);
                block.outline = render::Rgba::rgb(0xb00000, 1.0);
                block.outlineWidth = 0.12;
                out.push_back(std::move(block));
            }
        }
        out.push_back(std::move(ends));
    }

private:
    LosOptions options() const {
        LosOptions o;
        o.night = settings().night;
        if (map().onMap(m_from) && doc().scenario().rules.get(params::losUnitsBlock)) {
            m_index = std::make_unique<ScenarioIndex>(doc().scenario());
            return setupSightOptions(*m_index, o.night);
        }
        return o;
    }

    void compute(bool andShow = true) const {
        const Scenario& s = doc().scenario();
        m_usedNight = settings().night;
        m_usedRange = settings().viewshedRange;
        HexId target = m_to != kNoHex ? m_to : m_hover;
        if (!s.map.onMap(m_from)) {
            m_text.clear();
            return;
        }
        if (target == kNoHex || !s.map.onMap(target) || target == m_from) {
            m_verdict = {};
            m_text = "Line of sight from " + s.map.label(m_from) + ": click the target hex";
            return;
        }
        m_verdict = checkLineOfSight(s.map, s.rules, m_from, target, options());
        m_text = "Line of sight " + s.map.label(m_from) + " to " + s.map.label(target) + " (" +
                 std::to_string(distance(s.map.offset(m_from), s.map.offset(target))) + " hexes" +
                 (m_usedNight ? ", night" : "") + "): " + verdictText(s.map, m_verdict);
        if (andShow)
            show();
    }

    void computeViewshed() const {
        const Scenario& s = doc().scenario();
        m_usedNight = settings().night;
        m_usedRange = std::max(1, settings().viewshedRange);
        m_viewshed = viewshed(s.map, s.rules, m_from, m_usedRange, options());
        m_text = "Viewshed of " + s.map.label(m_from) + " within " + std::to_string(m_usedRange) +
                 " hexes" + (m_usedNight ? " at night" : "") + ": " +
                 std::to_string(m_viewshed.empty() ? 0 : m_viewshed.size() - 1) +
                 " other hexes seen";
        logSight(settings(), m_text);
        show();
    }

    /// Before each paint: the line is re-checked (cheap, and the map may have changed under
    /// it); the viewshed when the palette's night or range box changed.
    void refreshIfSettingsChanged() const {
        if (m_viewshed.empty()) {
            std::string before = m_text;
            compute(false);
            if (m_text != before)
                show();
        } else if (settings().night != m_usedNight || settings().viewshedRange != m_usedRange) {
            computeViewshed();
        }
    }

    /// The line just checked, both ways (a line of sight need not be symmetric), to the log.
    void logLine() const {
        const Scenario& s = doc().scenario();
        if (!s.map.onMap(m_from) || !s.map.onMap(m_to) || m_from == m_to)
            return;
        const LosVerdict back = checkLineOfSight(s.map, s.rules, m_to, m_from, options());
        logSight(settings(),
                 s.map.label(m_from) + " \u2192 " + s.map.label(m_to) + " (" +
                     std::to_string(distance(s.map.offset(m_from), s.map.offset(m_to))) + " hexes" +
                     (m_usedNight ? ", night" : "") + "): " + verdictText(s.map, m_verdict) +
                     "; back: " + verdictText(s.map, back));
    }

    void show() const {
        settings().losVerdict = m_text;
        if (!m_text.empty())
            context().window().showReadout(wxString::FromUTF8(m_text));
    }

    HexId m_from = kNoHex;
    HexId m_to = kNoHex;
    HexId m_hover = kNoHex;
    mutable std::unique_ptr<ScenarioIndex> m_index; ///< who stands where, for units-block
    mutable LosVerdict m_verdict;
    mutable std::vector<HexId> m_viewshed;
    mutable std::string m_text;
    mutable bool m_usedNight = false;
    mutable int m_usedRange = 0;
};

} // namespace

std::unique_ptr<Tool> makeLosTool(EditorContext& ctx) {
    return std::make_unique<LosTool>(ctx);
}

} // namespace marengo::editor
