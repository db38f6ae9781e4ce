#pragma once
// The map canvas: draws the scenario through the shared cairo renderer (the same code as
// `marengo render`) into cached tiles (render::TileCache) and copies them on a repaint, zooms
// about the cursor, pans with the middle button, space-drag or the scrollbars, and forwards
// clicks and drags to the active tool. A zoom or pan onto tiles not drawn yet shows them scaled
// from those at hand at once; the sharp ones are drawn while the editor is idle.
#include "editor/ui/tool.hpp"
#include "engine/edit/document.hpp"
#include "render/map_renderer.hpp"
#include "render/tile_cache.hpp"

#include <wx/window.h>

#include <functional>

namespace marengo::editor {

class MapCanvas : public wxWindow {
public:
    MapCanvas(wxWindow* parent, edit::Document& doc);

    edit::Document& document() { return *m_doc; }
    render::MapRenderer& renderer() { return m_renderer; }
    render::MapGeometry geometry() const { return m_renderer.geometry(m_doc->scenario().map); }

    void setTool(Tool* tool);
    Tool* tool() const { return m_tool; }

    /// Device pixels per map pixel.
    double zoom() const { return m_zoom; }
    void setZoom(double zoom, wxPoint anchor);
    void zoomBy(double factor);
    /// Zooms so the whole map fits the window.
    void zoomToFit();
    /// Zooms so the whole map fits, or closer where that is too small for hex numbers (then
    /// showing the map's top left corner): where a new battle opens.
    void zoomToNumbers();
    /// Scrolls so that a hex is in the middle of the window.
    void centreOn(HexId h);
    /// The map rectangle currently visible, in map pixels.
    render::Rect visibleRect() const;
    Point toMap(wxPoint p) const;
    wxPoint toWindow(Point p) const;

    /// Overlays drawn over the map (problem hexes, selection, ZOI...), kept by name.
    void setOverlay(const std::string& key, render::Overlay overlay);
    void clearOverlay(const std::string& key);
    /// The overlay kept under `key`, or nullptr.
    const render::Overlay* overlay(const std::string& key) const;

    /// Called with the hex under the pointer whenever it changes (status bar).
    std::function<void(HexId)> onHover;
    /// Called when the view moves or zooms (minimap).
    std::function<void()> onViewChanged;
    /// Offered the keys that neither the canvas nor its tool uses (the menus' single keys);
    /// returns true when it used the key.
    std::function<bool(const wxKeyEvent&)> onOtherKey;
    /// The reference images to draw under the map's lines (ReferencePictures::layers).
    std::function<std::vector<render::ReferenceLayer>()> referenceLayers;

    /// Repaints everything: the display options or the reference pictures changed.
    void refreshMap();
    /// Repaints what a document change touched (its hexes; everything when it cannot say).
    void mapChanged(const edit::Change& change);
    /// True when the view is drawn sharp, with nothing left to draw at its zoom.
    bool settled() const;
    /// True while tiles are left to draw when idle (the view's, the overview, those around).
    bool drawingAhead() const { return m_refining; }
    /// What the last repaint did (tiles copied, drawn, previewed from other zooms).
    const render::TileFrame& lastFrame() const { return m_lastFrame; }

private:
    void onPaint(wxPaintEvent&);
    void onSize(wxSizeEvent&);
    void onMouse(wxMouseEvent&);
    void onWheel(wxMouseEvent&);
    void onKeyDown(wxKeyEvent&);
    void onKeyUp(wxKeyEvent&);
    void onScroll(wxScrollWinEvent&);
    void onIdle(wxIdleEvent&);
    render::TileView tileView() const;
    /// Points the renderer at the reference pictures of the moment (they are drawn in tiles).
    void takeReferences();
    /// Clamps the origin, updates scrollbars, repaints and tells onViewChanged.
    void viewMoved();
    void clampOrigin();
    void updateScrollbars();
    ToolEvent toolEvent(const wxMouseEvent& e) const;

    edit::Document* m_doc;
    render::MapRenderer m_renderer;
    Tool* m_tool = nullptr;
    double m_zoom = 1.0;
    Point m_origin; ///< map pixel at the window's top-left corner
    bool m_panning = false;
    bool m_spaceDown = false;
    bool m_toolDrag = false;
    wxPoint m_panStart;
    Point m_panOrigin;
    HexId m_hover = kNoHex;
    std::vector<std::pair<std::string, render::Overlay>> m_overlays;
    render::TileCache m_tiles;
    render::TileFrame m_lastFrame;
    bool m_refining = false; ///< tiles may be left to draw while idle
};

} // namespace marengo::editor
