// Hexside tool: click near an edge toggles the palette's feature on the nearest hexside; a drag
// lays one connected run, in one undo step. Rivers, streams, slopes, walls and hedges follow the
// hex edges from corner to corner: between two pointer positions the run takes the edge path
// from the corner it has reached to the corner nearest the pointer, so it has no gaps, and going
// back along it takes the last edges off again, so it has no spurs. Roads, trails, sunken roads,
// bridges and fords go from hex centre to hex centre, across each shared hexside. Shift-click
// (or Shift-drag) extends the last run from where it ended; the right button removes. A road
// laid across a river or stream asks whether it crosses by a bridge or a ford.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/map_edits.hpp"

#include <wx/msgdlg.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace marengo::editor {

namespace {

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

/// The corner of an on-map hex nearest a point, exactly; nullopt off the map.
std::optional<Point> cornerNear(const render::MapGeometry& geo, Point p) {
    auto v = geo.nearestVertex(p);
    if (!v)
        return std::nullopt;
    return geo.corner(geo.hexCentre(v->hex), v->vertex);
}

double distance(Point a, Point b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

class HexsideTool final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kHexsideTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_PENCIL)); }
    void deactivate(MapCanvas& c) override {
        endStroke();
        m_hover.reset();
        m_runEnd.reset();
        m_runHex = kNoHex;
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas& c, const ToolEvent& e) override {
        m_remove = e.right;
        m_pressed = true;
        m_dragging = false;
        m_walked = false;
        m_first = pick(c, e.map);
        m_stroke.clear();
        m_corners.clear();
        m_hexes.clear();
        const Features f = feature();
        if (f != m_runFeature) { // a run of another feature does not continue this one
            m_runEnd.reset();
            m_runHex = kNoHex;
            m_runFeature = f;
        }
        if (e.shift && (crossesHexside(f) ? m_runHex != kNoHex : m_runEnd.has_value())) {
            // Extend the last run from where it ended to here, and go on from here if dragged.
            if (!crossesHexside(f))
                m_corner = m_runEnd;
            else
                m_lastHex = m_runHex;
            onDrag(c, e);
            return;
        }
        m_corner = cornerNear(c.geometry(), e.map);
        m_lastHex = e.hex;
    }

    void onDrag(MapCanvas& c, const ToolEvent& e) override {
        m_hover = pick(c, e.map);
        if (!m_pressed)
            return;
        if (crossesHexside(feature()))
            dragAcross(e);
        else
            dragAlong(c, e);
    }

    void onRelease(MapCanvas&, const ToolEvent& e) override {
        if (m_pressed && !m_walked && m_first) {
            // A click (the pointer never left its corner or hex): toggle (or remove) the
            // feature on the nearest hexside.
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
            m_runEnd = m_corner;
            m_runHex = e.hex;
        }
        const std::vector<Edge> crossings = m_remove ? std::vector<Edge>{} : waterCrossings();
        endStroke();
        if (!crossings.empty())
            offerCrossing(crossings);
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
    /// What the stroke did to one hexside: the features it had before, to go back to them.
    struct Laid {
        Edge edge;
        Features before;
    };

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

    /// Roads and the like: every hexside between successive hexes of the line from the last
    /// hex to the one under the pointer; back on a hex of the run, the run is taken back to it.
    void dragAcross(const ToolEvent& e) {
        if (e.hex == kNoHex)
            return;
        const Map& m = map();
        if (m_hexes.empty() && m_lastHex != kNoHex)
            m_hexes.push_back(m_lastHex);
        m_runHex = e.hex;
        if (m_hexes.empty()) {
            m_hexes.push_back(e.hex);
            return;
        }
        if (auto it = std::find(m_hexes.begin(), m_hexes.end(), e.hex); it != m_hexes.end()) {
            retractTo(static_cast<std::size_t>(it - m_hexes.begin()), m_hexes);
            return;
        }
        HexId prev = kNoHex;
        for (const LineStep& s :
             line(toAxial(m.offset(m_hexes.back())), toAxial(m.offset(e.hex)))) {
            Offset o = toOffset(s.hex);
            HexId h = m.onMap(o) ? m.id(o) : kNoHex;
            if (prev != kNoHex && h != kNoHex)
                if (auto side = sideTowards(m.offset(prev), o)) {
                    lay(canonical(m, prev, *side));
                    m_hexes.push_back(h);
                }
            prev = h;
        }
    }

    /// Rivers and the like: the edge path from the corner reached so far to the corner nearest
    /// the pointer, each step to the neighbouring corner nearest it (on a hex grid that always
    /// gets nearer, so the walk ends there); back on a corner of the run, the run is taken back
    /// to it.
    void dragAlong(MapCanvas& c, const ToolEvent& e) {
        const render::MapGeometry geo = c.geometry();
        const std::optional<Point> target = cornerNear(geo, e.map);
        if (!target || (m_corners.empty() && !m_corner))
            return;
        const double size = geo.hexSize();
        if (m_corners.empty())
            m_corners.push_back(*m_corner);
        for (std::size_t i = 0; i < m_corners.size(); ++i)
            if (distance(m_corners[i], *target) < 0.25 * size) {
                retractTo(i, m_corners);
                m_runEnd = m_corners.back();
                return;
            }
        Point at = m_corners.back();
        for (int guard = 0; guard < 100000 && distance(at, *target) > 0.25 * size; ++guard) {
            std::optional<Point> best;
            std::optional<Edge> bestEdge;
            for (int k = 0; k < 6; ++k) {
                const double a = k * std::numbers::pi / 3;
                const Point next{at.x + size * std::cos(a), at.y + size * std::sin(a)};
                const Point mid{(at.x + next.x) / 2, (at.y + next.y) / 2};
                auto hs = geo.nearestHexside(mid);
                if (!hs || hs->distance > 0.05 * size)
                    continue; // not an edge of the grid from this corner
                if (!best || distance(next, *target) < distance(*best, *target)) {
                    best = next;
                    bestEdge = canonical(map(), hs->hex, hs->side);
                }
            }
            if (!best || distance(*best, *target) >= distance(at, *target) - 1e-6 * size)
                break;
            lay(*bestEdge);
            at = cornerNear(geo, *best).value_or(*best);
            m_corners.push_back(at);
        }
        m_runEnd = at;
    }

    /// Lays the feature on one more hexside of the run (or takes it off, removing).
    void lay(Edge edge) {
        const Features f = feature();
        const Features old = map().features(edge.hex, edge.side);
        m_stroke.push_back({edge, old});
        m_walked = true;
        set(edge, static_cast<Features>(m_remove ? (old & ~f) : (old | f)));
    }

    /// Takes the run back to its point `index` (a corner or a hex of `points`): the hexsides
    /// laid after it get back what they had.
    template <class P> void retractTo(std::size_t index, std::vector<P>& points) {
        while (points.size() > index + 1 && !m_stroke.empty()) {
            set(m_stroke.back().edge, m_stroke.back().before);
            m_stroke.pop_back();
            points.pop_back();
        }
    }

    void set(Edge edge, Features now) {
        if (map().features(edge.hex, edge.side) == now)
            return;
        if (!m_dragging) {
            m_dragging = true;
            doc().beginGroup((m_remove ? "Remove " : "Draw ") +
                             featureLabel(feature()).ToStdString());
        }
        doc().execute(edit::setHexsides({{edge.hex, edge.side, now}}));
    }

    /// Hexsides of this stroke where a road or trail now crosses a river or stream without a
    /// bridge or ford.
    std::vector<Edge> waterCrossings() const {
        std::vector<Edge> out;
        if (!(feature() & (kRoad | kTrail | kSunkenRoad)))
            return out;
        for (const Laid& l : m_stroke) {
            const Features now = map().features(l.edge.hex, l.edge.side);
            if ((now & (kRiver | kStream)) && !(now & (kBridge | kFord)) && (now & feature()))
                out.push_back(l.edge);
        }
        return out;
    }

    /// Asks how the road crosses the water: a bridge, a ford, or neither (one undo step).
    void offerCrossing(const std::vector<Edge>& crossings) {
        const Map& m = map();
        std::string where;
        for (std::size_t i = 0; i < crossings.size() && i < 3; ++i) {
            const Edge& e = crossings[i];
            const HexId n = m.neighbour(e.hex, e.side);
            where += (i ? ", " : "") + m.label(e.hex) + (n != kNoHex ? "/" + m.label(n) : "");
        }
        if (crossings.size() > 3)
            where += " and " + std::to_string(crossings.size() - 3) + " more";
        wxMessageDialog ask(
            &context().canvas(),
            wxString::FromUTF8("The " + featureLabel(feature()).Lower().ToStdString() +
                               " crosses water at " + where + ". How does it cross?"),
            "Road across water", wxYES_NO | wxCANCEL | wxICON_QUESTION);
        ask.SetYesNoCancelLabels("&Bridge", "&Ford", "&Neither");
        const int answer = ask.ShowModal();
        if (answer != wxID_YES && answer != wxID_NO)
            return;
        const Features crossing = answer == wxID_YES ? kBridge : kFord;
        std::vector<edit::HexsideEdit> edits;
        for (const Edge& e : crossings)
            edits.emplace_back(e.hex, e.side,
                               static_cast<Features>(m.features(e.hex, e.side) | crossing));
        std::vector<edit::CommandPtr> one;
        one.push_back(edit::setHexsides(std::move(edits)));
        doc().execute(
            edit::sequence("Add " + featureLabel(crossing).ToStdString(), std::move(one)));
    }

    void endStroke() {
        if (m_dragging)
            doc().endGroup();
        m_pressed = m_dragging = false;
        m_first.reset();
        m_stroke.clear();
        m_corners.clear();
        m_hexes.clear();
        m_lastHex = kNoHex;
    }

    bool m_pressed = false;
    bool m_dragging = false; ///< a group is open: the stroke changed a hexside
    bool m_walked = false;   ///< the stroke stepped along at least one hexside (not a click)
    bool m_remove = false;
    std::optional<Edge> m_first;
    std::optional<Edge> m_hover;
    std::optional<Point> m_corner; ///< where a run along edges starts (the press)
    HexId m_lastHex = kNoHex;      ///< where a run across hexsides starts (the press)
    std::vector<Laid> m_stroke;    ///< hexsides laid by this stroke, in order
    std::vector<Point> m_corners;  ///< the run's corners: before and after each of m_stroke
    std::vector<HexId> m_hexes;    ///< the run's hexes, likewise
    /// Where the last run ended, for Shift-click, and the feature it drew.
    std::optional<Point> m_runEnd;
    HexId m_runHex = kNoHex;
    Features m_runFeature = 0;
};

} // namespace

std::unique_ptr<Tool> makeHexsideTool(EditorContext& ctx) {
    return std::make_unique<HexsideTool>(ctx);
}

} // namespace marengo::editor
