// Terrain tools: brush (radius 0..5), flood fill, rectangle, eyedropper. A stroke or a drag is
// one undo step; the brush touches only the hexes under it, never the whole map.
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/map_edits.hpp"

#include <algorithm>

namespace marengo::editor {

edit::Document& MapTool::doc() const {
    return m_ctx.document();
}

const Map& MapTool::map() const {
    return m_ctx.scenario().map;
}

void MapTool::deactivate(MapCanvas&) {
    settings().previousTool = this;
}

int MapTool::radius(int setting) {
    return std::clamp(setting, 0, 5);
}

std::vector<HexId> MapTool::strokeCentres(HexId from, HexId to) const {
    if (from == kNoHex)
        return {to};
    const Map& m = map();
    std::vector<HexId> out;
    for (const LineStep& s : line(toAxial(m.offset(from)), toAxial(m.offset(to))))
        if (Offset o = toOffset(s.hex); m.onMap(o))
            out.push_back(m.id(o));
    return out;
}

namespace {

/// Preview colours: the current terrain's print colour, translucent, with a dark outline.
render::Overlay terrainPreview(const Map& map, TerrainId t, std::vector<HexId> hexes) {
    render::Overlay o;
    o.hexes = std::move(hexes);
    if (t < map.terrainTypes().size())
        o.fill = render::Rgba::rgb(map.terrainTypes()[t].colour, 0.55);
    o.outline = render::Rgba::rgb(0x303030, 0.75);
    o.outlineWidth = 0.05;
    return o;
}

TerrainId currentTerrain(const Map& map, const ToolSettings& st) {
    return st.terrain < map.terrainTypes().size() ? st.terrain : TerrainId{0};
}

class TerrainBrush final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kBrushTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_PAINT_BRUSH)); }
    void deactivate(MapCanvas& c) override {
        endStroke();
        m_hover = kNoHex;
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        if (e.right) { // right-click picks the terrain under the pointer
            if (e.hex != kNoHex)
                settings().terrain = map().terrain(e.hex);
            return;
        }
        m_stroke = true;
        doc().beginGroup("Paint Terrain");
        m_last = kNoHex;
        paintTo(e.hex);
    }
    void onDrag(MapCanvas&, const ToolEvent& e) override {
        m_hover = e.hex;
        if (m_stroke)
            paintTo(e.hex);
    }
    void onRelease(MapCanvas&, const ToolEvent&) override { endStroke(); }
    void onMove(MapCanvas&, const ToolEvent& e) override { m_hover = e.hex; }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        if (m_hover == kNoHex || !map().onMap(m_hover))
            return;
        out.push_back(
            terrainPreview(map(), currentTerrain(map(), settings()),
                           edit::brushDisk(map(), m_hover, radius(settings().brushRadius))));
    }

private:
    /// Paints dabs along the hex line from the last dab to `h`, so a fast drag leaves no gap;
    /// all of them in one command.
    void paintTo(HexId h) {
        if (h == kNoHex || h == m_last)
            return;
        const Map& m = map();
        std::vector<HexId> hexes;
        for (HexId centre : strokeCentres(m_last, h)) {
            auto disk = edit::brushDisk(m, centre, radius(settings().brushRadius));
            hexes.insert(hexes.end(), disk.begin(), disk.end());
        }
        m_last = h;
        std::sort(hexes.begin(), hexes.end());
        hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
        auto cells = edit::terrainChanges(m, hexes, currentTerrain(m, settings()));
        if (!cells.empty())
            doc().execute(edit::paintTerrain(std::move(cells)));
    }

    void endStroke() {
        if (m_stroke)
            doc().endGroup();
        m_stroke = false;
        m_last = kNoHex;
    }

    bool m_stroke = false;
    HexId m_last = kNoHex;
    HexId m_hover = kNoHex;
};

class TerrainFill final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kFillTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_PAINT_BRUSH)); }
    void deactivate(MapCanvas& c) override {
        m_hover = kNoHex;
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        if (e.hex == kNoHex)
            return;
        if (e.right) {
            settings().terrain = map().terrain(e.hex);
            return;
        }
        TerrainId t = currentTerrain(map(), settings());
        if (map().terrain(e.hex) == t)
            return;
        wxBusyCursor busy;
        auto cells = edit::terrainChanges(map(), edit::floodRegion(map(), e.hex), t);
        doc().beginGroup("Fill Terrain");
        doc().execute(edit::paintTerrain(std::move(cells)));
        doc().endGroup();
    }
    void onMove(MapCanvas&, const ToolEvent& e) override { m_hover = e.hex; }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        if (m_hover != kNoHex && map().onMap(m_hover))
            out.push_back(terrainPreview(map(), currentTerrain(map(), settings()), {m_hover}));
    }

private:
    HexId m_hover = kNoHex;
};

class TerrainRectangle final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kRectangleTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_CROSS)); }
    void deactivate(MapCanvas& c) override {
        m_from = m_to = m_hover = kNoHex;
        m_preview.clear();
        c.SetCursor(wxNullCursor);
        MapTool::deactivate(c);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        if (e.right) {
            if (e.hex != kNoHex)
                settings().terrain = map().terrain(e.hex);
            return;
        }
        m_from = m_to = e.hex;
        updatePreview();
    }
    void onDrag(MapCanvas&, const ToolEvent& e) override {
        m_hover = e.hex;
        if (m_from != kNoHex && e.hex != kNoHex && e.hex != m_to) {
            m_to = e.hex;
            updatePreview();
        }
    }
    void onRelease(MapCanvas&, const ToolEvent&) override {
        if (m_from != kNoHex && m_to != kNoHex) {
            auto cells = edit::terrainChanges(map(), m_preview, currentTerrain(map(), settings()));
            if (!cells.empty()) {
                doc().beginGroup("Paint Rectangle");
                doc().execute(edit::paintTerrain(std::move(cells)));
                doc().endGroup();
            }
        }
        m_from = m_to = kNoHex;
        m_preview.clear();
    }
    void onMove(MapCanvas&, const ToolEvent& e) override { m_hover = e.hex; }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        TerrainId t = currentTerrain(map(), settings());
        if (!m_preview.empty())
            out.push_back(terrainPreview(map(), t, m_preview));
        else if (m_hover != kNoHex && map().onMap(m_hover))
            out.push_back(terrainPreview(map(), t, {m_hover}));
    }

private:
    void updatePreview() { m_preview = edit::rectangleRegion(map(), m_from, m_to); }

    HexId m_from = kNoHex;
    HexId m_to = kNoHex;
    HexId m_hover = kNoHex;
    std::vector<HexId> m_preview;
};

class Eyedropper final : public MapTool {
public:
    using MapTool::MapTool;
    wxString name() const override { return kEyedropperTool.name; }

    void activate(MapCanvas& c) override { c.SetCursor(wxCursor(wxCURSOR_BULLSEYE)); }
    // Not remembered as the previous tool: it returns to the one before it.
    void deactivate(MapCanvas& c) override {
        m_hover = kNoHex;
        c.SetCursor(wxNullCursor);
    }

    void onPress(MapCanvas&, const ToolEvent& e) override {
        m_picked = e.hex != kNoHex;
        if (m_picked)
            settings().terrain = map().terrain(e.hex);
    }
    void onRelease(MapCanvas&, const ToolEvent&) override {
        if (!m_picked)
            return;
        m_picked = false;
        // After the canvas has finished with this mouse event.
        EditorContext& ctx = context();
        ctx.window().window()->CallAfter([&ctx] {
            const auto& tools = ctx.window().tools();
            std::size_t back = tools.size();
            const Tool* prev = ctx.toolSettings().previousTool;
            for (std::size_t i = 0; i < tools.size(); ++i)
                if (tools[i].get() == prev)
                    back = i;
            if (back == tools.size())
                back = toolIndex(ctx, kBrushTool.name);
            switchTool(ctx, back);
        });
    }
    void onMove(MapCanvas&, const ToolEvent& e) override { m_hover = e.hex; }

    void addOverlays(std::vector<render::Overlay>& out) const override {
        if (m_hover == kNoHex || !map().onMap(m_hover))
            return;
        render::Overlay o;
        o.hexes = {m_hover};
        o.outline = render::Rgba::rgb(0x202020, 0.9);
        o.outlineWidth = 0.1;
        out.push_back(std::move(o));
    }

private:
    HexId m_hover = kNoHex;
    bool m_picked = false;
};

} // namespace

std::unique_ptr<Tool> makeTerrainBrush(EditorContext& ctx) {
    return std::make_unique<TerrainBrush>(ctx);
}
std::unique_ptr<Tool> makeTerrainFill(EditorContext& ctx) {
    return std::make_unique<TerrainFill>(ctx);
}
std::unique_ptr<Tool> makeTerrainRectangle(EditorContext& ctx) {
    return std::make_unique<TerrainRectangle>(ctx);
}
std::unique_ptr<Tool> makeEyedropper(EditorContext& ctx) {
    return std::make_unique<Eyedropper>(ctx);
}

} // namespace marengo::editor
