// Hexsides: the grid, contour lines, rivers and streams, slopes, walls and hedges, roads and
// trails (drawn centre to centre), bridges and fords, sheet borders.
#include "render/paint_context.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace marengo::render::detail {

namespace {

struct Segment {
    Point a, b;
};

/// A hexside feature occurrence: the edge, the two centres, and the high side for slopes.
struct Edge {
    Point from, to; ///< ends of the hexside
    Point centre;   ///< centre of the hex it was visited from
    Point other;    ///< centre of the hex across it (or the side's mirror off the map)
    bool otherOnMap = true;
};

Point lerp(Point a, Point b, double t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

Point unitVector(Point a, Point b) {
    double dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
    return len > 0 ? Point{dx / len, dy / len} : Point{1, 0};
}

void strokeSegments(cairo_t* cr, const std::vector<Segment>& segs, const Rgba& colour,
                    double width) {
    if (segs.empty())
        return;
    for (const Segment& s : segs) {
        cairo_move_to(cr, s.a.x, s.a.y);
        cairo_line_to(cr, s.b.x, s.b.y);
    }
    setSource(cr, colour);
    cairo_set_line_width(cr, width);
    cairo_stroke(cr);
}

/// Road-like features as recorded cairo paths, so casings and fills can be stroked in turn.
struct RoadPaths {
    cairo_path_t* road = nullptr;
    cairo_path_t* trail = nullptr;
    cairo_path_t* sunken = nullptr;
};

void destroy(RoadPaths& p) {
    for (cairo_path_t* path : {p.road, p.trail, p.sunken})
        if (path)
            cairo_path_destroy(path);
}

void strokePaths(cairo_t* cr, cairo_path_t* path, const Rgba& colour, double width) {
    if (!path)
        return;
    cairo_new_path(cr);
    cairo_append_path(cr, path);
    setSource(cr, colour);
    cairo_set_line_width(cr, width);
    cairo_stroke(cr);
}

/// Adds the road pieces of one hex: a curve between two sides, or spokes from the centre.
void roadPieces(cairo_t* cr, const MapGeometry& geo, Point c, const std::vector<HexSide>& sides) {
    if (sides.size() == 2) {
        Point a = geo.sideMidpoint(c, sides[0]), b = geo.sideMidpoint(c, sides[1]);
        cairo_move_to(cr, a.x, a.y);
        cairo_curve_to(cr, a.x + (c.x - a.x) * 2 / 3, a.y + (c.y - a.y) * 2 / 3,
                       b.x + (c.x - b.x) * 2 / 3, b.y + (c.y - b.y) * 2 / 3, b.x, b.y);
        return;
    }
    for (HexSide sd : sides) {
        Point m = geo.sideMidpoint(c, sd);
        cairo_move_to(cr, c.x, c.y);
        cairo_line_to(cr, m.x, m.y);
    }
}

RoadPaths collectRoads(const PaintContext& ctx) {
    cairo_t* cr = ctx.cr;
    RoadPaths out;
    auto record = [&](cairo_path_t*& target, auto&& add) {
        cairo_new_path(cr);
        bool any = false;
        forEachHex(ctx, [&](HexId h, Offset, Point c) { any = add(h, c) || any; });
        if (any)
            target = cairo_copy_path(cr);
        cairo_new_path(cr);
    };
    auto kind = [&](Features bit, Features unless) {
        return [&ctx, cr, bit, unless](HexId h, Point c) {
            std::vector<HexSide> sides;
            for (HexSide sd : kAllSides) {
                Features f = ctx.map.features(h, sd);
                if ((f & bit) && !(f & unless))
                    sides.push_back(sd);
            }
            if (sides.empty())
                return false;
            roadPieces(cr, ctx.geo, c, sides);
            return true;
        };
    };
    record(out.sunken, kind(kSunkenRoad, 0));
    record(out.road, kind(kRoad, kSunkenRoad));
    record(out.trail, kind(kTrail, kRoad | kSunkenRoad));
    return out;
}

} // namespace

void paintGrid(PaintContext& ctx) {
    if (!ctx.opt.grid || ctx.px < ctx.opt.minPxGrid)
        return;
    cairo_t* cr = ctx.cr;
    // Fade the grid in as hexes grow, so a zoomed-out map reads as a landscape.
    double alpha = std::clamp((ctx.px - ctx.opt.minPxGrid) / 20.0, 0.25, 0.6);
    setSource(cr, Rgba::rgb(0x2f2a22, alpha));
    cairo_set_line_width(cr, std::max(0.022 * ctx.s, 0.6 * ctx.onePixel));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    // Stroked in pieces: one path of every hexside of a million-hex map (three million
    // segments) takes cairo gigabytes to tessellate, and crashed it. A piece is large enough
    // that a map of a few sheets is still one stroke; between pieces the round caps of the
    // hexsides that meet at a vertex overlap once more, a dot no darker than a crossing.
    constexpr std::size_t kPiece = 200'000;
    std::size_t inPath = 0;
    forEachHexside(ctx, [&](HexId, Point c, HexSide side, HexId) {
        auto ends = ctx.geo.sideEnds(c, side);
        cairo_move_to(cr, ends[0].x, ends[0].y);
        cairo_line_to(cr, ends[1].x, ends[1].y);
        if (++inPath == kPiece) {
            cairo_stroke(cr);
            inPath = 0;
        }
    });
    cairo_stroke(cr);
}

void paintContours(PaintContext& ctx) {
    if (!ctx.opt.elevation)
        return;
    cairo_t* cr = ctx.cr;
    bool any = false;
    forEachHexside(ctx, [&](HexId h, Point c, HexSide side, HexId n) {
        if (n == kNoHex || ctx.map.elevation(h) == ctx.map.elevation(n))
            return;
        auto ends = ctx.geo.sideEnds(c, side);
        cairo_move_to(cr, ends[0].x, ends[0].y);
        cairo_line_to(cr, ends[1].x, ends[1].y);
        any = true;
    });
    if (!any)
        return;
    setSource(cr, Rgba::rgb(0x8f6a3c, 0.85));
    cairo_set_line_width(cr, std::max(0.045 * ctx.s, 0.8 * ctx.onePixel));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
}

void paintHexsides(PaintContext& ctx) {
    if (!ctx.opt.hexsides)
        return;
    cairo_t* cr = ctx.cr;
    const double s = ctx.s;
    const bool detail = ctx.px >= ctx.opt.minPxHexsideDetail;

    std::vector<Segment> rivers, streams, walls, hedges, slopes;
    std::vector<Edge> bridges, fords, slopeSides, hedgeSides;
    forEachHexside(ctx, [&](HexId h, Point c, HexSide side, HexId n) {
        Features f = ctx.map.features(h, side);
        if (!f)
            return;
        ++ctx.stats.hexsides;
        auto ends = ctx.geo.sideEnds(c, side);
        Point mid = ctx.geo.sideMidpoint(c, side);
        Point other = n != kNoHex ? ctx.geo.hexCentre(n) : Point{2 * mid.x - c.x, 2 * mid.y - c.y};
        Edge e{ends[0], ends[1], c, other, n != kNoHex};
        Segment edge{ends[0], ends[1]};
        if (f & kRiver)
            rivers.push_back(edge);
        if (f & kStream)
            streams.push_back(edge);
        if (f & kWall)
            walls.push_back(edge);
        if (f & kHedge) {
            hedges.push_back(edge);
            hedgeSides.push_back(e);
        }
        if (f & kSlope) {
            slopes.push_back(edge);
            // Hachures go on the high side; on a level or outer hexside, on this hex.
            Edge hs = e;
            if (n != kNoHex && ctx.map.elevation(n) > ctx.map.elevation(h))
                std::swap(hs.centre, hs.other);
            slopeSides.push_back(hs);
        }
        if (f & kBridge)
            bridges.push_back(e);
        if (f & kFord)
            fords.push_back(e);
    });

    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);

    // Slopes: a brown edge with hachures pointing into the high hex.
    strokeSegments(cr, slopes, Rgba::rgb(0x7a5430), std::max(0.04 * s, 0.8 * ctx.onePixel));
    if (detail) {
        for (const Edge& e : slopeSides) {
            Point in = unitVector(lerp(e.from, e.to, 0.5), e.centre);
            for (int i = 0; i < 5; ++i) {
                Point p = lerp(e.from, e.to, (i + 0.5) / 5.0);
                double len = (i % 2 ? 0.13 : 0.19) * s;
                cairo_move_to(cr, p.x, p.y);
                cairo_line_to(cr, p.x + in.x * len, p.y + in.y * len);
            }
        }
        setSource(cr, Rgba::rgb(0x7a5430));
        cairo_set_line_width(cr, 0.03 * s);
        cairo_stroke(cr);
    }

    // Water: rivers outlined, streams as thinner single lines.
    strokeSegments(cr, rivers, Rgba::rgb(0x2c5d9b), std::max(0.26 * s, 2.5 * ctx.onePixel));
    strokeSegments(cr, rivers, Rgba::rgb(0x6d9fd8), std::max(0.18 * s, 1.5 * ctx.onePixel));
    strokeSegments(cr, streams, Rgba::rgb(0x3b73b8), std::max(0.085 * s, 1.2 * ctx.onePixel));

    // Walls: grey stone line with cross ticks; hedges: green line with bushes.
    strokeSegments(cr, walls, Rgba::rgb(0x4a453e), std::max(0.075 * s, ctx.onePixel));
    strokeSegments(cr, hedges, Rgba::rgb(0x3b6a2a), std::max(0.045 * s, ctx.onePixel));
    if (detail) {
        // stones: light blocks along the dark wall line
        double dash[2] = {0.08 * s, 0.05 * s};
        cairo_set_dash(cr, dash, 2, 0);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        strokeSegments(cr, walls, Rgba::rgb(0xb8b2a6), 0.03 * s);
        cairo_set_dash(cr, nullptr, 0, 0);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        for (const Edge& e : hedgeSides) {
            Point n = unitVector(lerp(e.from, e.to, 0.5), e.centre);
            for (int i = 0; i < 8; ++i) {
                Point p = lerp(e.from, e.to, (i + 0.5) / 8.0);
                double side = i % 2 ? 0.03 : -0.03;
                cairo_new_sub_path(cr);
                cairo_arc(cr, p.x + n.x * side * s, p.y + n.y * side * s, 0.05 * s, 0,
                          2 * std::numbers::pi);
            }
        }
        setSource(cr, Rgba::rgb(0x3b6a2a));
        cairo_fill(cr);
    }

    // Roads run from centre to centre (off the map, to the map's edge): a hex that a road
    // enters and leaves gets one smooth curve through its centre, so rows of hexes do not zigzag.
    RoadPaths roads = collectRoads(ctx);
    strokePaths(cr, roads.sunken, Rgba::rgb(0x3a2818), std::max(0.2 * s, 2.5 * ctx.onePixel));
    strokePaths(cr, roads.road, Rgba::rgb(0x6b4526), std::max(0.15 * s, 2 * ctx.onePixel));
    strokePaths(cr, roads.sunken, Rgba::rgb(0xb48e58), std::max(0.1 * s, ctx.onePixel));
    strokePaths(cr, roads.road, Rgba::rgb(0xd9ae6c), std::max(0.085 * s, ctx.onePixel));
    if (roads.trail) {
        double dash[2] = {0.14 * s, 0.09 * s};
        cairo_set_dash(cr, dash, 2, 0);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        strokePaths(cr, roads.trail, Rgba::rgb(0x7a5330), std::max(0.05 * s, ctx.onePixel));
        cairo_set_dash(cr, nullptr, 0, 0);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    }
    destroy(roads);

    // Fords: sand-coloured bars across the water.
    if (detail) {
        for (const Edge& e : fords) {
            Point u = unitVector(e.centre, e.other);
            for (int i = 0; i < 3; ++i) {
                Point p = lerp(e.from, e.to, 0.3 + 0.2 * i);
                cairo_move_to(cr, p.x - u.x * 0.14 * s, p.y - u.y * 0.14 * s);
                cairo_line_to(cr, p.x + u.x * 0.14 * s, p.y + u.y * 0.14 * s);
            }
        }
        setSource(cr, Rgba::rgb(0xe4cc92));
        cairo_set_line_width(cr, 0.06 * s);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_stroke(cr);
    }

    // Bridges: a deck across the hexside with flared ends.
    for (const Edge& e : bridges) {
        Point m = lerp(e.from, e.to, 0.5);
        Point u = unitVector(e.centre, e.other);
        Point v{-u.y, u.x};
        double half = 0.27 * s, w = 0.1 * s, flare = 0.07 * s;
        auto at = [&](double along, double across) {
            return Point{m.x + u.x * along + v.x * across, m.y + u.y * along + v.y * across};
        };
        Point p[4] = {at(-half, -w), at(half, -w), at(half, w), at(-half, w)};
        cairo_move_to(cr, p[0].x, p[0].y);
        for (int i = 1; i < 4; ++i)
            cairo_line_to(cr, p[i].x, p[i].y);
        cairo_close_path(cr);
        setSource(cr, Rgba::rgb(0xece4d0));
        cairo_fill(cr);
        for (double sideSign : {-1.0, 1.0}) {
            Point a = at(-half - flare, sideSign * (w + flare)), b = at(-half, sideSign * w);
            Point c = at(half, sideSign * w), d = at(half + flare, sideSign * (w + flare));
            cairo_move_to(cr, a.x, a.y);
            cairo_line_to(cr, b.x, b.y);
            cairo_line_to(cr, c.x, c.y);
            cairo_line_to(cr, d.x, d.y);
        }
        setSource(cr, Rgba::rgb(0x2e2620));
        cairo_set_line_width(cr, std::max(0.035 * s, ctx.onePixel));
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        cairo_stroke(cr);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

void paintSheetBorders(PaintContext& ctx) {
    if (!ctx.opt.sheets)
        return;
    cairo_t* cr = ctx.cr;
    bool outer = false, inner = false;
    std::vector<Segment> between;
    forEachHexside(ctx, [&](HexId h, Point c, HexSide side, HexId n) {
        if (n != kNoHex && ctx.map.sheetOf(h) == ctx.map.sheetOf(n))
            return;
        auto ends = ctx.geo.sideEnds(c, side);
        if (n == kNoHex) {
            cairo_move_to(cr, ends[0].x, ends[0].y);
            cairo_line_to(cr, ends[1].x, ends[1].y);
            outer = true;
        } else {
            between.push_back({ends[0], ends[1]});
            inner = true;
        }
    });
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    if (outer) {
        setSource(cr, Rgba::rgb(0x2b2620));
        cairo_set_line_width(cr, std::max(0.06 * ctx.s, 1.2 * ctx.onePixel));
        cairo_stroke(cr);
    }
    if (inner)
        strokeSegments(cr, between, Rgba::rgb(0x2b2620, 0.7), std::max(0.04 * ctx.s, ctx.onePixel));
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

} // namespace marengo::render::detail
