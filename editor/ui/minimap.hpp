#pragma once
// The overview pane (AUI pane "minimap"): the whole map drawn small through the shared
// renderer at low detail, with the canvas's visible rectangle on top. Click or drag in it to
// centre the canvas there.
//
// The picture is cached in a cairo image surface. Edits mark the hexes they touched, and a
// throttle timer redraws only that part of the cache, so a brush stroke on a million-hex map
// costs a few small redraws, not one whole-map redraw per dab. A whole redraw (a map opened,
// sheets changed, the pane resized) is drawn in bands of a few thousand hexes on timer ticks,
// so even a million-hex map never freezes the window: the overview fills in over a few seconds.
#include "engine/map/map.hpp"
#include "render/map_renderer.hpp"

#include <wx/timer.h>
#include <wx/window.h>

#include <cairo.h>

#include <deque>
#include <memory>

namespace marengo::edit {
struct Change;
}

namespace marengo::editor {

class EditorContext;

class Minimap : public wxWindow {
public:
    Minimap(wxWindow* parent, EditorContext& ctx);
    ~Minimap() override;

    /// Map pixel (of the canvas's geometry) under a point of this window.
    Point toMap(wxPoint p) const;
    /// Redraws what is pending now instead of at the next throttle tick (tests, screenshots).
    void flush();

private:
    void onPaint(wxPaintEvent&);
    void onSize(wxSizeEvent&);
    void onMouse(wxMouseEvent&);
    void onTimer(wxTimerEvent&);
    void onDocumentChanged(const edit::Change& c);
    void schedule(int ms);
    /// Makes the cache fit the window and the map; queues a whole redraw when it had to change
    /// (the old picture, stretched, stands in meanwhile). False when there is nothing to draw.
    bool prepare();
    /// Draws queued bands for at most `budgetMs` (negative: until none is left).
    void work(double budgetMs);
    void drawBand(cairo_t* cr, const render::GridRange& band);
    void centreCanvasAt(wxPoint p);

    EditorContext& m_ctx;
    render::MapRenderer m_renderer;
    cairo_surface_t* m_cache = nullptr;
    double m_scale = 1;                    ///< window pixels per map pixel
    Point m_offset;                        ///< window position of map pixel (0, 0)
    bool m_dirtyAll = true;                ///< the whole cache must be redrawn
    render::GridRange m_dirty;             ///< cells edited since the last tick (empty: none)
    std::deque<render::GridRange> m_queue; ///< cells still to draw, first first
    Point m_mapSize;                       ///< map pixel size the cache was laid out for
    double m_hexSize = 0;                  ///< hex size the cache was laid out for
    wxTimer m_timer;
    bool m_dragging = false;
    std::shared_ptr<bool> m_alive; ///< false once destroyed (the document may outlive us)
};

} // namespace marengo::editor
