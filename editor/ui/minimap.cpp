#include "editor/ui/minimap.hpp"

#include "editor/ui/editor_context.hpp"
#include "editor/ui/map_canvas.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace marengo::editor {

namespace {
constexpr int kThrottleMs = 300;      ///< redraw at most this often while edits come in
constexpr int kResizeMs = 80;         ///< redraw soon after a resize
constexpr double kMarginPx = 4.0;     ///< window pixels around the map
constexpr int kCellsPerSlice = 6000;  ///< grid cells drawn in one go
constexpr double kSliceBudgetMs = 25; ///< drawing time per timer tick
constexpr int kSliceGapMs = 15;       ///< pause between ticks, for the user's events
} // namespace

Minimap::Minimap(wxWindow* parent, EditorContext& ctx)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxFULL_REPAINT_ON_RESIZE),
      m_ctx(ctx), m_timer(this), m_alive(std::make_shared<bool>(true)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(120, 90)));
    render::RenderOptions& o = m_renderer.options();
    o.hexNumbers = false;
    o.grid = false;
    o.patterns = false;
    o.objectives = false;
    o.sheetLetters = render::SheetLetters::Small;
    Bind(wxEVT_PAINT, &Minimap::onPaint, this);
    Bind(wxEVT_SIZE, &Minimap::onSize, this);
    for (auto type : {wxEVT_LEFT_DOWN, wxEVT_LEFT_UP, wxEVT_MOTION})
        Bind(type, &Minimap::onMouse, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) { m_dragging = false; });
    Bind(wxEVT_TIMER, &Minimap::onTimer, this, m_timer.GetId());

    std::shared_ptr<bool> alive = m_alive;
    m_ctx.document().addListener([alive, this](const edit::Change& c) {
        if (*alive)
            onDocumentChanged(c);
    });
    MapCanvas& canvas = m_ctx.canvas();
    canvas.onViewChanged = [alive, this, previous = canvas.onViewChanged] {
        if (previous)
            previous();
        if (*alive)
            Refresh(false);
    };
}

Minimap::~Minimap() {
    *m_alive = false;
    if (m_cache)
        cairo_surface_destroy(m_cache);
}

Point Minimap::toMap(wxPoint p) const {
    return {(p.x - m_offset.x) / m_scale, (p.y - m_offset.y) / m_scale};
}

void Minimap::onDocumentChanged(const edit::Change& c) {
    if (c.everything) {
        m_dirtyAll = true;
        m_dirty = {};
        schedule(kThrottleMs);
        return;
    }
    const Map& map = m_ctx.scenario().map;
    for (HexId h : c.hexes) {
        if (!map.onMap(h))
            continue;
        Offset o = map.offset(h);
        if (m_dirty.empty()) {
            m_dirty = {o.col, o.col, o.row, o.row};
        } else {
            m_dirty.colMin = std::min(m_dirty.colMin, o.col);
            m_dirty.colMax = std::max(m_dirty.colMax, o.col);
            m_dirty.rowMin = std::min(m_dirty.rowMin, o.row);
            m_dirty.rowMax = std::max(m_dirty.rowMax, o.row);
        }
    }
    schedule(kThrottleMs);
}

void Minimap::schedule(int ms) {
    if (!m_timer.IsRunning())
        m_timer.StartOnce(ms);
}

void Minimap::onTimer(wxTimerEvent&) {
    work(kSliceBudgetMs);
    if (!m_queue.empty() || m_dirtyAll)
        m_timer.StartOnce(kSliceGapMs);
}

void Minimap::flush() {
    m_timer.Stop();
    work(-1);
    Refresh(false);
    Update();
}

void Minimap::onSize(wxSizeEvent& e) {
    m_timer.Stop();
    m_timer.StartOnce(kResizeMs);
    e.Skip();
}

bool Minimap::prepare() {
    const wxSize sz = GetClientSize();
    if (sz.x <= 0 || sz.y <= 0)
        return false;
    const Map& map = m_ctx.scenario().map;
    m_renderer.options().hexSize = m_ctx.canvas().renderer().options().hexSize;
    m_renderer.options().elevation = m_ctx.canvas().renderer().options().elevation;
    const Point mapSize = m_renderer.geometry(map).mapPixelSize();
    if (mapSize.x <= 0 || mapSize.y <= 0)
        return false;
    const bool resized = !m_cache || cairo_image_surface_get_width(m_cache) != sz.x ||
                         cairo_image_surface_get_height(m_cache) != sz.y;
    const bool relaid = mapSize.x != m_mapSize.x || mapSize.y != m_mapSize.y ||
                        m_renderer.options().hexSize != m_hexSize;
    if (!resized && !relaid && !m_dirtyAll)
        return true;
    cairo_surface_t* old = m_cache;
    const double oldScale = m_scale;
    const Point oldOffset = m_offset;
    if (resized)
        m_cache = cairo_image_surface_create(CAIRO_FORMAT_RGB24, sz.x, sz.y);
    m_mapSize = mapSize;
    m_hexSize = m_renderer.options().hexSize;
    m_scale = std::max(
        1e-6, std::min((sz.x - 2 * kMarginPx) / mapSize.x, (sz.y - 2 * kMarginPx) / mapSize.y));
    m_offset = {(sz.x - mapSize.x * m_scale) / 2, (sz.y - mapSize.y * m_scale) / 2};
    if (resized || relaid) {
        cairo_t* cr = cairo_create(m_cache);
        const render::Rgba paper = m_renderer.options().paper;
        cairo_set_source_rgb(cr, paper.r * 0.9, paper.g * 0.9, paper.b * 0.9);
        cairo_paint(cr);
        if (old && !relaid) { // the old picture, stretched, until the bands come in
            cairo_translate(cr, m_offset.x, m_offset.y);
            cairo_scale(cr, m_scale / oldScale, m_scale / oldScale);
            cairo_translate(cr, -oldOffset.x, -oldOffset.y);
            cairo_set_source_surface(cr, old, 0, 0);
            cairo_paint(cr);
        }
        cairo_destroy(cr);
    }
    if (old && old != m_cache)
        cairo_surface_destroy(old);
    m_dirtyAll = false;
    m_dirty = {};
    m_queue.clear();
    m_queue.push_back({0, map.width() - 1, 0, map.height() - 1});
    return true;
}

void Minimap::work(double budgetMs) {
    if (!prepare())
        return;
    if (!m_dirty.empty()) {
        m_queue.push_front(m_dirty);
        m_dirty = {};
    }
    if (m_queue.empty())
        return;
    const auto start = std::chrono::steady_clock::now();
    cairo_t* cr = cairo_create(m_cache);
    while (!m_queue.empty()) {
        render::GridRange band = m_queue.front();
        m_queue.pop_front();
        // A slice of a few thousand cells at a time; the rest goes back to the front.
        const int cols = band.colMax - band.colMin + 1;
        const int rows = std::max(1, kCellsPerSlice / std::max(cols, 1));
        if (band.rowMax - band.rowMin + 1 > rows) {
            render::GridRange rest = band;
            rest.rowMin = band.rowMin + rows;
            band.rowMax = rest.rowMin - 1;
            m_queue.push_front(rest);
        }
        drawBand(cr, band);
        const double spent =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        if (budgetMs >= 0 && spent >= budgetMs)
            break;
    }
    cairo_destroy(cr);
    cairo_surface_flush(m_cache);
    Refresh(false);
}

void Minimap::drawBand(cairo_t* cr, const render::GridRange& band) {
    const Scenario& s = m_ctx.scenario();
    const render::MapGeometry geo = m_renderer.geometry(s.map);
    const render::Rect r = geo.bounds({band.colMin, band.rowMin}, {band.colMax, band.rowMax});
    // The clip: for whole rows, from the top of the first row to the top of the next band, so
    // bands tile the picture exactly; for an edited block, the block's bounding box.
    double x0, x1, y0, y1;
    if (band.colMin == 0 && band.colMax == s.map.width() - 1) {
        const double h = geo.hexHeight();
        x0 = 0;
        x1 = cairo_image_surface_get_width(m_cache);
        y0 = band.rowMin == 0 ? 0 : std::floor(m_offset.y + band.rowMin * h * m_scale);
        y1 = band.rowMax == s.map.height() - 1
                 ? cairo_image_surface_get_height(m_cache)
                 : std::floor(m_offset.y + (band.rowMax + 1) * h * m_scale);
    } else {
        x0 = std::floor(m_offset.x + r.x * m_scale);
        x1 = std::ceil(m_offset.x + r.right() * m_scale);
        y0 = std::floor(m_offset.y + r.y * m_scale);
        y1 = std::ceil(m_offset.y + r.bottom() * m_scale);
    }
    cairo_save(cr);
    cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0);
    cairo_clip(cr);
    const render::Rgba paper = m_renderer.options().paper;
    cairo_set_source_rgb(cr, paper.r * 0.9, paper.g * 0.9, paper.b * 0.9);
    cairo_paint(cr);
    cairo_translate(cr, m_offset.x, m_offset.y);
    cairo_scale(cr, m_scale, m_scale);
    // Every hex that reaches into the clip, and its hexsides and roads: a hex more all round.
    const double pad = geo.hexSize();
    m_renderer.draw(cr, s, {r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad});
    cairo_restore(cr);
}

void Minimap::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    auto* cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
    if (!cr)
        return;
    if (!m_cache)
        schedule(0); // the first picture comes on the next tick, not inside a paint
    cairo_save(cr);
    const render::Rgba paper = m_renderer.options().paper;
    cairo_set_source_rgb(cr, paper.r * 0.9, paper.g * 0.9, paper.b * 0.9);
    cairo_paint(cr);
    if (m_cache) {
        cairo_set_source_surface(cr, m_cache, 0, 0);
        cairo_paint(cr);
    }
    // The canvas's view.
    render::Rect v = m_ctx.canvas().visibleRect();
    double x = m_offset.x + v.x * m_scale, y = m_offset.y + v.y * m_scale;
    double w = std::max(3.0, v.w * m_scale), h = std::max(3.0, v.h * m_scale);
    cairo_rectangle(cr, x, y, w, h);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.18);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.9);
    cairo_set_line_width(cr, 3);
    cairo_stroke_preserve(cr);
    cairo_set_source_rgb(cr, 0.75, 0.08, 0.08);
    cairo_set_line_width(cr, 1.5);
    cairo_stroke(cr);
    cairo_restore(cr);
}

void Minimap::centreCanvasAt(wxPoint p) {
    const Map& map = m_ctx.scenario().map;
    if (map.width() <= 0)
        return;
    const render::MapGeometry geo = m_ctx.canvas().geometry();
    Offset o = geo.offsetAt(toMap(p));
    o.col = std::clamp(o.col, 0, map.width() - 1);
    o.row = std::clamp(o.row, 0, map.height() - 1);
    // Between sheets (no hex there), the nearest hex that is on the map.
    const Axial a = toAxial(o);
    for (int radius = 0; radius <= 8; ++radius) {
        for (int dq = -radius; dq <= radius; ++dq) {
            for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius);
                 ++dr) {
                if (distance(Axial{0, 0}, Axial{dq, dr}) != radius)
                    continue;
                Offset n = toOffset(a + Axial{dq, dr});
                if (map.onMap(n)) {
                    m_ctx.canvas().centreOn(map.id(n));
                    return;
                }
            }
        }
    }
}

void Minimap::onMouse(wxMouseEvent& e) {
    const wxEventType type = e.GetEventType();
    if (type == wxEVT_LEFT_DOWN) {
        m_dragging = true;
        if (!HasCapture())
            CaptureMouse();
        centreCanvasAt(e.GetPosition());
    } else if (type == wxEVT_MOTION && m_dragging && e.LeftIsDown()) {
        centreCanvasAt(e.GetPosition());
    } else if (type == wxEVT_LEFT_UP) {
        m_dragging = false;
        if (HasCapture())
            ReleaseMouse();
    }
}

} // namespace marengo::editor
