#include "editor/ui/tools/unit_tool.hpp"

#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/tools.hpp"

#include <algorithm>
#include <cmath>

namespace marengo::editor {

using namespace marengo::edit;

namespace {

bool contains(const std::vector<std::string>& v, const std::string& id) {
    return std::find(v.begin(), v.end(), id) != v.end();
}

/// The one selected unit when it is placeable and not on the map yet (placed by a click).
std::optional<std::string> unitToPlace(EditorContext& ctx) {
    const auto& sel = ctx.selection().units();
    if (sel.size() != 1)
        return std::nullopt;
    const Scenario& s = ctx.document().scenario();
    const Unit* u = s.findUnit(sel.front());
    if (!u || s.findPlacement(u->id) || placeableUnder(s, u->id).size() != 1 ||
        placeableUnder(s, u->id).front() != u)
        return std::nullopt;
    return u->id;
}

void tell(EditorContext& ctx, const std::string& why) {
    if (!why.empty())
        units::say(ctx, wxString::FromUTF8("Not done: " + why), true);
}

} // namespace

UnitTool::UnitTool(EditorContext& ctx) : m_ctx(&ctx) {}

UnitTool* findUnitTool(EditorContext& ctx) {
    for (const auto& t : ctx.window().tools())
        if (auto* u = dynamic_cast<UnitTool*>(t.get()))
            return u;
    return nullptr;
}

std::unique_ptr<Tool> makeUnitTool(EditorContext& ctx) {
    return std::make_unique<UnitTool>(ctx);
}

void UnitTool::pickDeployAnchor(PendingDeploy pending) {
    m_pending = std::move(pending);
    m_ctx->canvas().SetCursor(wxCursor(wxCURSOR_CROSS));
    const Unit* u = m_ctx->document().scenario().findUnit(m_pending->formation);
    units::say(*m_ctx, wxString::FromUTF8("Click the hex where " + (u ? u->name : "the brigade") +
                                          " deploys (Esc cancels)"));
}

void UnitTool::deactivate(MapCanvas& canvas) {
    if (m_pending)
        canvas.SetCursor(wxNullCursor);
    m_pending.reset();
    m_mode = Mode::None;
}

void UnitTool::onPress(MapCanvas& canvas, const ToolEvent& e) {
    EditorContext& ctx = *m_ctx;
    const Scenario& s = ctx.document().scenario();
    m_mode = Mode::None;
    if (e.right) {
        if (m_pending) {
            m_pending.reset();
            canvas.SetCursor(wxNullCursor);
            units::say(ctx, "Deployment cancelled");
        } else {
            m_mode = Mode::Calculators;
            m_pressHex = e.hex;
        }
        return;
    }
    if (e.hex != kNoHex) {
        ctx.selection().setHex(e.hex);
    }
    if (m_pending) {
        if (e.hex == kNoHex)
            return;
        PendingDeploy d = std::move(*m_pending);
        m_pending.reset();
        canvas.SetCursor(wxNullCursor);
        tell(ctx, units::deploy(ctx, d.formation, e.hex, d.facing, d.layout));
        return;
    }
    m_pressHex = e.hex;
    m_pressMap = e.map;
    m_bandEnd = e.map;
    if (e.hex != kNoHex && !e.ctrl && !e.shift) {
        if (auto id = unitToPlace(ctx)) {
            tell(ctx, units::dropUnit(ctx, *id, e.hex));
            return;
        }
    }
    if (e.shift && e.hex != kNoHex) {
        std::vector<std::string> placed = units::placedSelection(ctx);
        if (placed.size() == 1) {
            const Placement* p = s.findPlacement(placed.front());
            if (p && p->hex != e.hex && allowsTwoHexes(p->formation)) {
                tell(ctx, units::setSecondHex(ctx, placed.front(), e.hex));
                return;
            }
        }
    }
    std::vector<std::string> stack = units::unitsInHex(s, e.hex);
    if (stack.empty()) {
        if (!e.ctrl)
            ctx.selection().set({});
        m_mode = Mode::Band;
        return;
    }
    clickUnits(e, stack);
}

void UnitTool::clickUnits(const ToolEvent& e, const std::vector<std::string>& stack) {
    EditorContext& ctx = *m_ctx;
    std::vector<std::string> sel = ctx.selection().units();
    if (e.ctrl) {
        // Add the top unit not selected yet; when all are, take the whole stack out.
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
            if (!contains(sel, *it)) {
                sel.push_back(*it);
                ctx.selection().set(std::move(sel));
                return;
            }
        }
        std::erase_if(sel, [&](const std::string& id) { return contains(stack, id); });
        ctx.selection().set(std::move(sel));
        return;
    }
    const bool anySelected =
        std::any_of(stack.begin(), stack.end(), [&](const auto& id) { return contains(sel, id); });
    if (!anySelected)
        ctx.selection().set({stack.back()});
    m_cycleOnRelease = anySelected;
    m_mode = Mode::Press;
}

void UnitTool::onDrag(MapCanvas&, const ToolEvent& e) {
    if (m_mode == Mode::Band) {
        m_bandEnd = e.map;
    } else if (m_mode == Mode::Press || m_mode == Mode::Moving) {
        if (e.hex != kNoHex && e.hex != m_pressHex) {
            m_mode = Mode::Moving;
            m_target = e.hex;
        } else if (m_mode == Mode::Moving && e.hex == m_pressHex) {
            m_target = m_pressHex;
        }
    }
}

void UnitTool::onRelease(MapCanvas&, const ToolEvent& e) {
    EditorContext& ctx = *m_ctx;
    const Mode mode = m_mode;
    m_mode = Mode::None;
    if (mode == Mode::Calculators) {
        if (e.right && e.hex != kNoHex && e.hex == m_pressHex)
            units::calculatorMenu(ctx, e.hex);
    } else if (mode == Mode::Band) {
        finishBand(e);
    } else if (mode == Mode::Moving) {
        if (m_target != kNoHex && m_target != m_pressHex)
            tell(ctx, units::moveSelection(ctx, m_pressHex, m_target));
    } else if (mode == Mode::Press && m_cycleOnRelease) {
        // A click (no drag) on a hex holding selected units: the next unit of the stack.
        std::vector<std::string> stack = units::unitsInHex(ctx.document().scenario(), m_pressHex);
        if (stack.empty())
            return;
        const auto& sel = ctx.selection().units();
        std::string next = stack.back();
        if (sel.size() == 1) {
            auto it = std::find(stack.begin(), stack.end(), sel.front());
            if (it != stack.end())
                next = it == stack.begin() ? stack.back() : *(it - 1);
        }
        ctx.selection().set({next});
    }
    m_target = kNoHex;
}

void UnitTool::finishBand(const ToolEvent& e) {
    EditorContext& ctx = *m_ctx;
    const Scenario& s = ctx.document().scenario();
    render::MapGeometry g = ctx.canvas().geometry();
    render::Rect r{std::min(m_pressMap.x, e.map.x), std::min(m_pressMap.y, e.map.y),
                   std::abs(e.map.x - m_pressMap.x), std::abs(e.map.y - m_pressMap.y)};
    if (r.w < g.hexSize() * 0.2 && r.h < g.hexSize() * 0.2)
        return; // a click on empty ground: the selection is already cleared
    std::vector<std::string> sel = e.ctrl ? ctx.selection().units() : std::vector<std::string>{};
    for (const Placement& p : s.setup) {
        bool inside = r.contains(g.hexCentre(p.hex)) ||
                      (p.second != kNoHex && r.contains(g.hexCentre(p.second)));
        if (inside && !contains(sel, p.unit))
            sel.push_back(p.unit);
    }
    ctx.selection().set(std::move(sel));
}

void UnitTool::onMove(MapCanvas&, const ToolEvent& e) {
    m_hover = e.hex;
}

bool UnitTool::onKey(MapCanvas& canvas, int keyCode, bool shift) {
    EditorContext& ctx = *m_ctx;
    switch (keyCode) {
    case 'R':
        units::rotateSelection(ctx, shift ? -1 : 1);
        return true;
    case 'F':
        units::cycleFormation(ctx);
        return true;
    case '2':
        units::toggleSecondHex(ctx);
        return true;
    case WXK_DELETE:
    case WXK_BACK:
        units::removeSelection(ctx);
        return true;
    case WXK_ESCAPE:
        if (m_pending) {
            m_pending.reset();
            canvas.SetCursor(wxNullCursor);
            units::say(ctx, "Deployment cancelled");
        } else {
            ctx.selection().set({});
        }
        m_mode = Mode::None;
        return true;
    default:
        return false;
    }
}

void UnitTool::addOverlays(std::vector<render::Overlay>& out) const {
    EditorContext& ctx = *m_ctx;
    const Scenario& s = ctx.document().scenario();
    if (m_mode == Mode::Band) {
        render::MapGeometry g = ctx.canvas().geometry();
        render::Rect r{std::min(m_pressMap.x, m_bandEnd.x), std::min(m_pressMap.y, m_bandEnd.y),
                       std::abs(m_bandEnd.x - m_pressMap.x), std::abs(m_bandEnd.y - m_pressMap.y)};
        render::Overlay band;
        band.fill = render::Rgba::rgb(0xffd24a, 0.25);
        band.outline = render::Rgba::rgb(0xc89400, 0.6);
        band.outlineWidth = 0.05;
        render::GridRange range = g.range(r);
        for (int row = range.rowMin; row <= range.rowMax; ++row)
            for (int col = range.colMin; col <= range.colMax; ++col) {
                Offset o{col, row};
                if (s.map.onMap(o) && r.contains(g.centre(o)))
                    band.hexes.push_back(s.map.id(o));
            }
        out.push_back(std::move(band));
    } else if (m_mode == Mode::Moving && m_target != kNoHex) {
        render::Overlay ghost;
        ghost.fill = render::Rgba::rgb(0x3070d0, 0.25);
        ghost.outline = render::Rgba::rgb(0x3070d0, 0.9);
        ghost.outlineWidth = 0.1;
        for (const std::string& id : ctx.selection().units())
            if (const Placement* p = s.findPlacement(id))
                if (auto t = translatePlacement(s.map, *p, m_pressHex, m_target)) {
                    ghost.hexes.push_back(t->hex);
                    if (t->second != kNoHex)
                        ghost.hexes.push_back(t->second);
                }
        out.push_back(std::move(ghost));
    } else if (m_pending && m_hover != kNoHex) {
        render::Overlay preview;
        preview.fill = render::Rgba::rgb(0x3070d0, 0.3);
        preview.outline = render::Rgba::rgb(0x3070d0, 0.9);
        preview.outlineWidth = 0.08;
        for (const Placement& p :
             deployBrigade(s, m_pending->formation, m_hover, m_pending->facing, m_pending->layout)
                 .placements)
            preview.hexes.push_back(p.hex);
        out.push_back(std::move(preview));
    } else if (m_hover != kNoHex && unitToPlace(ctx)) {
        render::Overlay spot;
        spot.outline = render::Rgba::rgb(0x3070d0, 0.9);
        spot.outlineWidth = 0.12;
        spot.hexes.push_back(m_hover);
        out.push_back(std::move(spot));
    }
}

} // namespace marengo::editor
