// Hexside tool: click near an edge toggles the palette's feature on the nearest hexside; a drag
// adds it to every hexside crossed, in one undo step. Rivers, streams, slopes, walls and hedges
// follow the edges under the pointer; roads, trails, sunken roads, bridges and fords go from
// hex centre to hex centre, so dragging from hex to hex puts them on each shared hexside.
// Shift or the right button removes instead.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/map_edits.hpp"

#include <cmath>
#include <optional>

namespace marengo::editor {

namespace {

/// How close to an edge (in hex sizes) the pointer must pass for a drag to follow it.
constexpr double kNearEdge = 0.3;

/// Features drawn from centre to centre (they cross the hexside rather than run along it).
bool crossesHexside(Features f) {
    return (f & (kRoad | kTrail | kSunkenRoad | kBridge | kFord)) != 0;
}

/// One hexside, named from the hex that owns it (N, NE or SE) when both hexes are on the map,
/// so the same edge compares equal from either side.
struct Edge {
    HexId hex = kNoHex;
    HexSide side = HexSide::N;
    friend bool operator==(const Edge&, const Edge&) = default;
};

Edge canonical(const Map& map, HexId h, HexSide s) {
    if (static_cast<int>(s) >= 3)
        if (HexId n = map.neighbour(h, s); n != kNoHex)
            return {n, opposite(s)};
    return {h, s};
}

class HexsideTool final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kHexsideTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_PENCIL)); }
    void deactivate(MapCanvas& c) override {
        endStroke();
        m_hover.reset();
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas& c, const ToolEvent& e) override {
        m_remove = e.right || e.shift;
        m_pressed = true;
        m_dragging = false;
        m_first = pick(c, e.map);
        auto hs = c.geometry().nearestHexside(e.map);
        m_firstOnEdge = hs && hs->distance <= kNearEdge * c.renderer().options().hexSize;
        m_lastEdge = m_firstOnEdge ? m_first : std::nullopt;
        m_lastPoint = e.map;
        m_lastHex = e.hex;
    }

    void onDrag(MapCanvas& c, const ToolEvent& e) override {
        m_hover = pick(c, e.map);
        if (!m_pressed)
            return;
        const Features f = feature();
        std::vector<edit::HexsideEdit> edits;
        if (crossesHexside(f)) {
            if (e.hex != kNoHex && m_lastHex != kNoHex && e.hex != m_lastHex) {
                const Map& m = map();
                HexId prev = kNoHex;
                for (const LineStep& s :
                     line(toAxial(m.offset(m_lastHex)), toAxial(m.offset(e.hex)))) {
                    Offset o = toOffset(s.hex);
                    HexId h = m.onMap(o) ? m.id(o) : kNoHex;
                    if (prev != kNoHex && h != kNoHex)
                        if (auto side = sideTowards(m.offset(prev), o))
                            addEdit(edits, canonical(m, prev, *side));
                    prev = h;
                }
            }
            if (e.hex != kNoHex)
                m_lastHex = e.hex;
        } else {
            // Sample the pointer's path so a quick stroke still catches every edge it follows;
            // only points close to an edge count, so crossing a hex's middle adds nothing.
            const double size = c.renderer().options().hexSize;
            double dx = e.map.x - m_lastPoint.x, dy = e.map.y - m_lastPoint.y;
            int steps = std::max(1, static_cast<int>(std::hypot(dx, dy) / (0.2 * size)));
            for (int i = 1; i <= steps; ++i) {
                Point p{m_lastPoint.x + dx * i / steps, m_lastPoint.y + dy * i / steps};
                auto hs = c.geometry().nearestHexside(p);
                if (!hs || hs->distance > kNearEdge * size)
                    continue;
                Edge edge = canonical(map(), hs->hex, hs->side);
                if (m_lastEdge && edge == *m_lastEdge)
                    continue;
                if (!m_dragging && m_first && m_firstOnEdge)
                    addEdit(edits, *m_first); // the stroke began on this edge
                addEdit(edits, edge);
                m_lastEdge = edge;
            }
            m_lastPoint = e.map;
        }
        if (edits.empty())
            return;
        if (!m_dragging) {
            m_dragging = true;
            doc().beginGroup((m_remove ? "Remove " : "Draw ") + featureLabel(f).ToStdString());
        }
        doc().execute(edit::setHexsides(std::move(edits)));
    }

    void onRelease(MapCanvas&, const ToolEvent&) override {
        if (m_pressed && !m_dragging && m_first) {
            // A click: toggle (or remove) the feature on the nearest hexside.
            const Features f = feature();
            Features old = map().features(m_first->hex, m_first->side);
            auto now = static_cast<Features>(m_remove ? (old & ~f) : (old ^ f));
            if (now != old) {
                std::vector<edit::CommandPtr> one;
                one.push_back(edit::setHexside(m_first->hex, m_first->side, now));
                doc().execute(
                    edit::sequence(((now & f) ? "Add " : "Remove ") + featureLabel(f).ToStdString(),
                                   std::move(one)));
            }
        }
        endStroke();
    }

    void onMove(MapCanvas& c, const ToolEvent& e) override { m_hover = pick(c, e.map); }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        if (!m_hover)
            return;
        const Map& m = map();
        // The picked hexside: a short bar across it from centre to centre, and its two hexes.
        render::Overlay o;
        o.hexes.push_back(m_hover->hex);
        HexId n = m.neighbour(m_hover->hex, m_hover->side);
        if (n != kNoHex) {
            o.hexes.push_back(n);
            o.lines.emplace_back(m_hover->hex, n);
        }
        o.outline = render::Rgba::rgb(0xff8c00, 0.55);
        o.outlineWidth = 0.05;
        o.lineColour = render::Rgba::rgb(0xff8c00, 0.9);
        o.lineWidth = 0.08;
        out.push_back(std::move(o));
    }

private:
    Features feature() const {
        Features f = settings().feature;
        return f ? f : Features{kRiver};
    }

    std::optional<Edge> pick(MapCanvas& c, Point p) const {
        auto hs = c.geometry().nearestHexside(p);
        if (!hs)
            return std::nullopt;
        return canonical(map(), hs->hex, hs->side);
    }

    void addEdit(std::vector<edit::HexsideEdit>& edits, Edge e) const {
        const Features f = feature();
        Features old = map().features(e.hex, e.side);
        for (const auto& [h, s, nf] : edits)
            if (h == e.hex && s == e.side)
                return;
        auto now = static_cast<Features>(m_remove ? (old & ~f) : (old | f));
        if (now != old)
            edits.emplace_back(e.hex, e.side, now);
    }

    void endStroke() {
        if (m_dragging)
            doc().endGroup();
        m_pressed = m_dragging = false;
        m_first.reset();
        m_lastEdge.reset();
        m_lastHex = kNoHex;
    }

    bool m_pressed = false;
    bool m_dragging = false;
    bool m_remove = false;
    bool m_firstOnEdge = false;
    std::optional<Edge> m_first;
    std::optional<Edge> m_lastEdge;
    std::optional<Edge> m_hover;
    Point m_lastPoint;
    HexId m_lastHex = kNoHex;
};

} // namespace

std::unique_ptr<Tool> makeHexsideTool(EditorContext& ctx) {
    return std::make_unique<HexsideTool>(ctx);
}

} // namespace marengo::editor
