// Elevation tool: click or drag raises the ground under its own brush (the palette's elevation
// radius, apart from the terrain brush's) by one level, Shift or the right button lowers it,
// Ctrl sets the palette's level. Each hex changes once per stroke, and the stroke is one undo
// step. With "automatic slopes" the same commands put slope hexsides between different levels
// and take them off between equal ones.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/edit/map_edits.hpp"

#include <algorithm>
#include <unordered_set>

namespace marengo::editor {

namespace {

enum class Mode { Raise, Lower, Set };

class ElevationTool final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kElevationTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_SIZENS)); }
    void deactivate(MapCanvas& c) override {
        endStroke();
        m_hover = kNoHex;
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        m_mode = e.ctrl ? Mode::Set : (e.right || e.shift) ? Mode::Lower : Mode::Raise;
        m_stroke = true;
        m_done.clear();
        m_last = kNoHex;
        doc().beginGroup(m_mode == Mode::Raise   ? "Raise Ground"
                         : m_mode == Mode::Lower ? "Lower Ground"
                                                 : "Set Elevation");
        applyTo(e.hex);
    }
    void onDrag(MapCanvas&, const ToolEvent& e) override {
        m_hover = e.hex;
        if (m_stroke)
            applyTo(e.hex);
    }
    void onRelease(MapCanvas&, const ToolEvent&) override { endStroke(); }
    void onMove(MapCanvas&, const ToolEvent& e) override { m_hover = e.hex; }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        if (m_hover == kNoHex || !map().onMap(m_hover))
            return;
        render::Overlay o;
        o.hexes = edit::brushDisk(map(), m_hover, radius(settings().elevationRadius));
        o.outline = render::Rgba::rgb(0x7a5430, 0.9);
        o.outlineWidth = 0.07;
        out.push_back(std::move(o));
    }

private:
    void applyTo(HexId h) {
        if (h == kNoHex || h == m_last)
            return;
        const Map& m = map();
        const std::vector<HexId> centres = strokeCentres(m_last, h);
        m_last = h;
        const int level = std::clamp(settings().level, Map::kMinElevation, Map::kMaxElevation);
        std::vector<std::pair<HexId, int>> cells;
        for (HexId c : centres) {
            for (HexId x : edit::brushDisk(m, c, radius(settings().elevationRadius))) {
                if (!m_done.insert(x).second)
                    continue;
                int now = m.elevation(x);
                int want = m_mode == Mode::Raise   ? std::min(now + 1, Map::kMaxElevation)
                           : m_mode == Mode::Lower ? std::max(now - 1, Map::kMinElevation)
                                                   : level;
                if (want != now)
                    cells.emplace_back(x, want);
            }
        }
        if (!cells.empty())
            doc().execute(edit::setElevationWithSlopes(std::move(cells), settings().autoSlopes));
    }

    void endStroke() {
        if (m_stroke)
            doc().endGroup();
        m_stroke = false;
        m_last = kNoHex;
        m_done.clear();
    }

    Mode m_mode = Mode::Raise;
    bool m_stroke = false;
    HexId m_last = kNoHex;
    HexId m_hover = kNoHex;
    std::unordered_set<HexId> m_done; ///< hexes changed in this stroke
};

} // namespace

std::unique_ptr<Tool> makeElevationTool(EditorContext& ctx) {
    return std::make_unique<ElevationTool>(ctx);
}

} // namespace marengo::editor
