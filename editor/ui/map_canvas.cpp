#include "editor/ui/map_canvas.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cairo.h>
#include <chrono>
#include <cmath>
#include <memory>

namespace marengo::editor {

namespace {
constexpr double kMinZoom = 0.002; // a million-hex battlefield fits a window (drawn as a landscape)
constexpr double kMaxZoom = 8.0;
constexpr int kScrollUnit = 1; // scrollbar positions are device pixels
// Tiles drawn per idle event: short enough that a wheel step or a drag waits for no more.
constexpr auto kIdleSlice = std::chrono::milliseconds(12);

/// The colour around the map: the paper, a shade darker.
render::Rgba surround(const render::RenderOptions& o) {
    return render::Rgba{o.paper.r * 0.9, o.paper.g * 0.9, o.paper.b * 0.9, 1};
}
} // namespace

MapCanvas::MapCanvas(wxWindow* parent, edit::Document& doc)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
               wxHSCROLL | wxVSCROLL | wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE),
      m_doc(&doc), m_tiles(surround(m_renderer.options())) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // Sheet letters in the margin, as on the printed sheets, never over the terrain.
    m_renderer.options().sheetLetters = render::SheetLetters::Margin;
    Bind(wxEVT_PAINT, &MapCanvas::onPaint, this);
    Bind(wxEVT_IDLE, &MapCanvas::onIdle, this);
    Bind(wxEVT_SIZE, &MapCanvas::onSize, this);
    for (auto type : {wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_MIDDLE_DOWN, wxEVT_MIDDLE_UP,
                      wxEVT_RIGHT_DOWN, wxEVT_RIGHT_UP, wxEVT_MOTION, wxEVT_LEAVE_WINDOW})
        Bind(type, &MapCanvas::onMouse, this);
    Bind(wxEVT_MOUSEWHEEL, &MapCanvas::onWheel, this);
    Bind(wxEVT_KEY_DOWN, &MapCanvas::onKeyDown, this);
    Bind(wxEVT_KEY_UP, &MapCanvas::onKeyUp, this);
    for (auto type : {wxEVT_SCROLLWIN_TOP, wxEVT_SCROLLWIN_BOTTOM, wxEVT_SCROLLWIN_LINEUP,
                      wxEVT_SCROLLWIN_LINEDOWN, wxEVT_SCROLLWIN_PAGEUP, wxEVT_SCROLLWIN_PAGEDOWN,
                      wxEVT_SCROLLWIN_THUMBTRACK, wxEVT_SCROLLWIN_THUMBRELEASE})
        Bind(type, &MapCanvas::onScroll, this);
}

void MapCanvas::setTool(Tool* tool) {
    if (m_tool)
        m_tool->deactivate(*this);
    m_tool = tool;
    m_toolDrag = false;
    if (m_tool)
        m_tool->activate(*this);
    Refresh(false);
}

render::Rect MapCanvas::visibleRect() const {
    wxSize sz = GetClientSize();
    return {m_origin.x, m_origin.y, sz.x / m_zoom, sz.y / m_zoom};
}

Point MapCanvas::toMap(wxPoint p) const {
    return {m_origin.x + p.x / m_zoom, m_origin.y + p.y / m_zoom};
}

wxPoint MapCanvas::toWindow(Point p) const {
    return {static_cast<int>((p.x - m_origin.x) * m_zoom),
            static_cast<int>((p.y - m_origin.y) * m_zoom)};
}

void MapCanvas::setZoom(double zoom, wxPoint anchor) {
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    Point fixed = toMap(anchor);
    m_zoom = zoom;
    m_origin = {fixed.x - anchor.x / m_zoom, fixed.y - anchor.y / m_zoom};
    viewMoved();
}

void MapCanvas::zoomBy(double factor) {
    wxSize sz = GetClientSize();
    setZoom(m_zoom * factor, wxPoint(sz.x / 2, sz.y / 2));
}

void MapCanvas::zoomToFit() {
    Point size = geometry().mapPixelSize();
    wxSize sz = GetClientSize();
    if (size.x <= 0 || size.y <= 0 || sz.x <= 0 || sz.y <= 0)
        return;
    m_zoom = std::clamp(std::min(sz.x / size.x, sz.y / size.y), kMinZoom, kMaxZoom);
    m_origin = {0, 0};
    viewMoved();
}

void MapCanvas::zoomToNumbers() {
    zoomToFit();
    const render::RenderOptions& o = m_renderer.options();
    // A quarter above the size where numbers appear, so that they read comfortably.
    const double readable = 1.25 * o.minPxNumbers / o.hexSize;
    if (m_zoom >= readable)
        return;
    m_zoom = std::clamp(readable, kMinZoom, kMaxZoom);
    m_origin = {0, 0};
    viewMoved();
}

void MapCanvas::centreOn(HexId h) {
    if (!m_doc->scenario().map.onMap(h))
        return;
    Point c = geometry().hexCentre(h);
    render::Rect v = visibleRect();
    m_origin = {c.x - v.w / 2, c.y - v.h / 2};
    viewMoved();
}

void MapCanvas::setOverlay(const std::string& key, render::Overlay overlay) {
    for (auto& [k, o] : m_overlays) {
        if (k == key) {
            o = std::move(overlay);
            Refresh(false);
            return;
        }
    }
    m_overlays.emplace_back(key, std::move(overlay));
    Refresh(false);
}

void MapCanvas::clearOverlay(const std::string& key) {
    std::erase_if(m_overlays, [&](const auto& p) { return p.first == key; });
    Refresh(false);
}

const render::Overlay* MapCanvas::overlay(const std::string& key) const {
    for (const auto& [k, o] : m_overlays)
        if (k == key)
            return &o;
    return nullptr;
}

void MapCanvas::viewMoved() {
    clampOrigin();
    updateScrollbars();
    Refresh(false);
    if (onViewChanged)
        onViewChanged();
}

void MapCanvas::clampOrigin() {
    Point size = geometry().mapPixelSize();
    render::Rect v = visibleRect();
    // Allow half a window of slack around the map so edges can be brought to the middle.
    double minX = -v.w / 2, minY = -v.h / 2;
    double maxX = std::max(minX, size.x - v.w / 2), maxY = std::max(minY, size.y - v.h / 2);
    m_origin.x = std::clamp(m_origin.x, minX, maxX);
    m_origin.y = std::clamp(m_origin.y, minY, maxY);
    // On a whole device pixel, so that the tiles are copied pixel for pixel.
    m_origin = {std::round(m_origin.x * m_zoom) / m_zoom, std::round(m_origin.y * m_zoom) / m_zoom};
}

void MapCanvas::updateScrollbars() {
    Point size = geometry().mapPixelSize();
    wxSize sz = GetClientSize();
    auto set = [&](int orient, double origin, double mapLen, int page) {
        int range = static_cast<int>((mapLen + page / m_zoom) * m_zoom / kScrollUnit);
        int pos = static_cast<int>((origin + page / (2 * m_zoom)) * m_zoom / kScrollUnit);
        SetScrollbar(orient, std::clamp(pos, 0, std::max(0, range - page)), page, range);
    };
    set(wxHORIZONTAL, m_origin.x, size.x, sz.x);
    set(wxVERTICAL, m_origin.y, size.y, sz.y);
}

void MapCanvas::onScroll(wxScrollWinEvent& e) {
    int orient = e.GetOrientation();
    wxSize sz = GetClientSize();
    int page = orient == wxHORIZONTAL ? sz.x : sz.y;
    int pos = GetScrollPos(orient);
    wxEventType t = e.GetEventType();
    if (t == wxEVT_SCROLLWIN_THUMBTRACK || t == wxEVT_SCROLLWIN_THUMBRELEASE)
        pos = e.GetPosition();
    else if (t == wxEVT_SCROLLWIN_LINEUP)
        pos -= 40;
    else if (t == wxEVT_SCROLLWIN_LINEDOWN)
        pos += 40;
    else if (t == wxEVT_SCROLLWIN_PAGEUP)
        pos -= page;
    else if (t == wxEVT_SCROLLWIN_PAGEDOWN)
        pos += page;
    else if (t == wxEVT_SCROLLWIN_TOP)
        pos = 0;
    else if (t == wxEVT_SCROLLWIN_BOTTOM)
        pos = GetScrollRange(orient);
    double origin = pos * kScrollUnit / m_zoom - page / (2 * m_zoom);
    (orient == wxHORIZONTAL ? m_origin.x : m_origin.y) = origin;
    viewMoved();
}

void MapCanvas::onSize(wxSizeEvent& e) {
    clampOrigin();
    updateScrollbars();
    if (onViewChanged)
        onViewChanged();
    e.Skip();
}

render::TileView MapCanvas::tileView() const {
    const wxSize sz = GetClientSize();
    return {sz.x, sz.y, m_zoom, m_origin};
}

void MapCanvas::takeReferences() {
    m_renderer.options().references =
        referenceLayers ? referenceLayers() : std::vector<render::ReferenceLayer>{};
}

void MapCanvas::refreshMap() {
    m_tiles.invalidateAll();
    Refresh(false);
}

void MapCanvas::mapChanged(const edit::Change& change) {
    if (change.everything) {
        m_tiles.clear(); // another battle, or a map of another shape
    } else if (change.hexes.empty() || (change.what & kOnStructure)) {
        m_tiles.invalidateAll(); // reference images, units' names and values...
    } else {
        // A hex's drawing reaches into its neighbours (hexsides, roads, a two-hex line's
        // counter): a hex's width around each changed hex.
        const render::MapGeometry geo = geometry();
        const Map& map = m_doc->scenario().map;
        const double r = 2 * m_renderer.options().hexSize;
        for (HexId h : change.hexes) {
            if (!map.onMap(h))
                continue;
            const Point c = geo.hexCentre(h);
            m_tiles.invalidate({c.x - r, c.y - r, 2 * r, 2 * r});
        }
    }
    Refresh(false);
}

bool MapCanvas::settled() const {
    return m_tiles.complete(tileView());
}

void MapCanvas::onIdle(wxIdleEvent& e) {
    if (!m_refining)
        return;
    takeReferences();
    const render::TileCache::Refinement done = m_tiles.refine(
        m_renderer, m_doc->scenario(), tileView(), std::chrono::steady_clock::now() + kIdleSlice);
    m_renderer.options().references.clear();
    if (done.viewTiles > 0)
        Refresh(false);
    m_refining = done.more;
    if (m_refining)
        e.RequestMore();
}

void MapCanvas::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    auto* cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
    if (!cr)
        return;
    cairo_save(cr);
    // The map from the tiles (drawn first where they are missing or out of date), ...
    takeReferences();
    m_lastFrame = m_tiles.paint(cr, m_renderer, m_doc->scenario(), tileView());
    m_renderer.options().references.clear();
    m_refining = true; // the previewed tiles, the overview, the ring around the view
    // ... then what is drawn over it live: problems, selection, the tool's preview.
    cairo_scale(cr, m_zoom, m_zoom);
    cairo_translate(cr, -m_origin.x, -m_origin.y);
    render::RenderOptions& opts = m_renderer.options();
    const std::size_t base = opts.overlays.size();
    for (const auto& [k, o] : m_overlays)
        opts.overlays.push_back(o);
    if (m_tool)
        m_tool->addOverlays(opts.overlays);
    m_renderer.drawOverlays(cr, m_doc->scenario().map, visibleRect());
    opts.overlays.resize(base);
    cairo_restore(cr);
}

ToolEvent MapCanvas::toolEvent(const wxMouseEvent& e) const {
    ToolEvent t;
    t.map = toMap(e.GetPosition());
    t.hex = geometry().hexAt(t.map);
    t.shift = e.ShiftDown();
    t.ctrl = e.ControlDown();
    t.right = e.RightIsDown() || e.RightDown() || e.RightUp();
    return t;
}

void MapCanvas::onMouse(wxMouseEvent& e) {
    const wxEventType type = e.GetEventType();
    if (type == wxEVT_LEFT_DOWN || type == wxEVT_MIDDLE_DOWN || type == wxEVT_RIGHT_DOWN)
        SetFocus();
    if (type == wxEVT_MIDDLE_DOWN || (type == wxEVT_LEFT_DOWN && m_spaceDown)) {
        m_panning = true;
        m_panStart = e.GetPosition();
        m_panOrigin = m_origin;
        if (!HasCapture())
            CaptureMouse();
        return;
    }
    if (m_panning) {
        if (type == wxEVT_MOTION) {
            wxPoint d = e.GetPosition() - m_panStart;
            m_origin = {m_panOrigin.x - d.x / m_zoom, m_panOrigin.y - d.y / m_zoom};
            viewMoved();
        } else if (type == wxEVT_MIDDLE_UP || type == wxEVT_LEFT_UP) {
            m_panning = false;
            if (HasCapture())
                ReleaseMouse();
        }
        return;
    }
    ToolEvent t = toolEvent(e);
    if (type == wxEVT_MOTION || type == wxEVT_LEAVE_WINDOW) {
        HexId hover = type == wxEVT_LEAVE_WINDOW ? kNoHex : t.hex;
        if (hover != m_hover) {
            m_hover = hover;
            if (onHover)
                onHover(hover);
        }
    }
    if (!m_tool)
        return;
    if (type == wxEVT_LEFT_DOWN || type == wxEVT_RIGHT_DOWN) {
        m_toolDrag = true;
        if (!HasCapture())
            CaptureMouse();
        m_tool->onPress(*this, t);
    } else if (type == wxEVT_MOTION) {
        if (m_toolDrag)
            m_tool->onDrag(*this, t);
        else
            m_tool->onMove(*this, t);
    } else if ((type == wxEVT_LEFT_UP || type == wxEVT_RIGHT_UP) && m_toolDrag) {
        m_toolDrag = false;
        if (HasCapture())
            ReleaseMouse();
        m_tool->onRelease(*this, t);
    }
    Refresh(false);
}

void MapCanvas::onWheel(wxMouseEvent& e) {
    if (e.GetWheelAxis() == wxMOUSE_WHEEL_HORIZONTAL || e.ShiftDown()) {
        m_origin.x -= e.GetWheelRotation() / m_zoom;
        viewMoved();
        return;
    }
    double steps = static_cast<double>(e.GetWheelRotation()) / std::max(1, e.GetWheelDelta());
    setZoom(m_zoom * std::pow(1.2, steps), e.GetPosition());
}

void MapCanvas::onKeyDown(wxKeyEvent& e) {
    int key = e.GetKeyCode();
    if (key == WXK_SPACE) {
        m_spaceDown = true;
        SetCursor(wxCursor(wxCURSOR_HAND));
        return;
    }
    if (m_tool && m_tool->onKey(*this, key, e.ShiftDown())) {
        Refresh(false);
        return;
    }
    const double step = 80 / m_zoom;
    switch (key) {
    case WXK_LEFT:
        m_origin.x -= step;
        break;
    case WXK_RIGHT:
        m_origin.x += step;
        break;
    case WXK_UP:
        m_origin.y -= step;
        break;
    case WXK_DOWN:
        m_origin.y += step;
        break;
    default:
        if (!onOtherKey || !onOtherKey(e))
            e.Skip();
        return;
    }
    viewMoved();
}

void MapCanvas::onKeyUp(wxKeyEvent& e) {
    if (e.GetKeyCode() == WXK_SPACE) {
        m_spaceDown = false;
        SetCursor(wxNullCursor);
        return;
    }
    e.Skip();
}

} // namespace marengo::editor
