// Terrain: print colours with elevation tint steps, and the fill patterns of woods, villages,
// marsh, orchards, vineyards and broken ground.
#include "render/paint_context.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <numbers>
#include <optional>
#include <unordered_map>

namespace marengo::render::detail {

void hexPath(cairo_t* cr, Point c, double radius) {
    for (int k = 0; k < 6; ++k) {
        double a = k * std::numbers::pi / 3.0;
        double x = c.x + radius * std::cos(a), y = c.y + radius * std::sin(a);
        if (k == 0)
            cairo_move_to(cr, x, y);
        else
            cairo_line_to(cr, x, y);
    }
    cairo_close_path(cr);
}

std::uint64_t hash(std::uint64_t id, std::uint64_t salt) {
    std::uint64_t z =
        id * 0x9E3779B97F4A7C15ull + salt * 0xBF58476D1CE4E5B9ull + 0x94D049BB133111EBull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double unit(std::uint64_t h) {
    return static_cast<double>(h >> 11) * 0x1.0p-53;
}

Rgba groundColour(const Map& map, HexId h, bool elevation) {
    Rgba base = Rgba::rgb(map.terrainType(h).colour);
    if (!elevation)
        return base;
    int level = map.elevation(h);
    if (level > 0) // each level a step warmer and darker, like printed height tints
        return mix(base, Rgba::rgb(0xb8935a), std::min(0.13 * level, 0.65));
    if (level < 0)
        return mix(base, Rgba::rgb(0x8aa0a8), std::min(0.12 * -level, 0.6));
    return base;
}

void paintTerrain(PaintContext& ctx) {
    cairo_t* cr = ctx.cr;
    // Grow each hex by half a device pixel so antialiased neighbours leave no seam.
    double radius = ctx.s + 0.5 * ctx.onePixel;
    forEachHex(ctx, [&](HexId h, Offset, Point c) {
        ++ctx.stats.hexes;
        if (!ctx.opt.terrain)
            return;
        setSource(cr, groundColour(ctx.map, h, ctx.opt.elevation));
        hexPath(cr, c, radius);
        cairo_fill(cr);
    });
}

namespace {

/// A tree crown of radius `r` at `c`, filled in the woods' colour and shaded by an arc of width
/// `line` at its lower right.
void drawCrown(cairo_t* cr, Point c, double r, double line, const Rgba& base) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, r, 0, 2 * std::numbers::pi);
    setSource(cr, shade(base, 0.9));
    cairo_fill(cr);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, r * 0.92, -0.1 * std::numbers::pi, 0.85 * std::numbers::pi);
    setSource(cr, shade(base, 0.66));
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
}

/// Tree crowns drawn from pre-rendered images on a raster target: a crown is a filled circle and a
/// stroked arc, ten a woods hex, and cairo's rasteriser makes them the costliest part of a large
/// map. A stamp is the same circle and arc drawn once on a small image for a colour, a radius (to
/// an eighth of a pixel) and a position within a pixel (to a quarter), then composited wherever
/// it occurs. Vector targets (PDF, SVG) and rotated or unevenly scaled ones keep the true paths.
class CrownStamps {
public:
    /// Stamps for drawing on `cr`, or none (crowns drawn as paths) when its target is not an
    /// image, it is not scaled evenly without rotation, or crowns of radius `maxRadius` (map
    /// pixels) are too large on it for stamps to pay.
    static std::optional<CrownStamps> forTarget(cairo_t* cr, double maxRadius) {
        if (cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE)
            return std::nullopt;
        cairo_matrix_t m;
        cairo_get_matrix(cr, &m);
        if (m.xy != 0 || m.yx != 0 || m.xx <= 0 || m.xx != m.yy || maxRadius * m.xx > kMaxRadius)
            return std::nullopt;
        return CrownStamps(m);
    }

    /// Composites the crown of radius `r` at `c` (map pixels): its colour, and its arc of width
    /// `line`, as drawCrown draws it.
    void paint(cairo_t* cr, Point c, double r, double line, const Rgba& base) {
        double x = std::round((m_m.xx * c.x + m_m.x0) * kSteps),
               y = std::round((m_m.yy * c.y + m_m.y0) * kSteps);
        double ix = std::floor(x / kSteps), iy = std::floor(y / kSteps);
        auto fx = static_cast<std::uint64_t>(x - ix * kSteps),
             fy = static_cast<std::uint64_t>(y - iy * kSteps);
        auto rq = static_cast<std::uint64_t>(std::lround(r * m_m.xx * kRadiusSteps));
        std::uint64_t rgb = packed(base);
        std::uint64_t key = rgb << 32 | rq << 8 | fx << 4 | fy;
        auto [it, added] = m_stamps.try_emplace(key);
        Stamp& stamp = it->second;
        if (added)
            stamp = draw(unpacked(rgb), static_cast<double>(rq) / kRadiusSteps, line * m_m.xx,
                         static_cast<double>(fx) / kSteps, static_cast<double>(fy) / kSteps);
        cairo_save(cr);
        cairo_identity_matrix(cr);
        double left = ix - stamp.half, top = iy - stamp.half;
        cairo_set_source_surface(cr, stamp.image.get(), left, top);
        cairo_rectangle(cr, left, top, 2 * stamp.half + 1, 2 * stamp.half + 1);
        cairo_fill(cr);
        cairo_restore(cr);
    }

private:
    static constexpr double kSteps = 4;       ///< positions within a pixel, each way
    static constexpr double kRadiusSteps = 8; ///< radii within a pixel
    static constexpr double kMaxRadius = 12;  ///< device pixels; larger crowns are few
    struct Stamp {
        std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> image{
            nullptr, cairo_surface_destroy};
        int half = 0; ///< the crown's pixel is (half, half)
    };

    explicit CrownStamps(const cairo_matrix_t& m) : m_m(m) {}

    static std::uint64_t packed(const Rgba& c) {
        auto byte = [](double v) { return static_cast<std::uint64_t>(std::lround(v * 255)); };
        return byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b);
    }
    static Rgba unpacked(std::uint64_t rgb) { return Rgba::rgb(static_cast<std::uint32_t>(rgb)); }

    static Stamp draw(const Rgba& base, double r, double line, double fx, double fy) {
        Stamp stamp;
        stamp.half = static_cast<int>(std::ceil(r + line)) + 1;
        int size = 2 * stamp.half + 1;
        stamp.image.reset(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size));
        cairo_t* cr = cairo_create(stamp.image.get());
        drawCrown(cr, {stamp.half + fx, stamp.half + fy}, r, line, base);
        cairo_destroy(cr);
        return stamp;
    }

    cairo_matrix_t m_m;
    std::unordered_map<std::uint64_t, Stamp> m_stamps;
};

void paintTrees(cairo_t* cr, HexId h, Point c, double s, const Rgba& base,
                std::optional<CrownStamps>& stamps) {
    // A canopy of overlapping crowns, each shaded at the lower right, drawn top to bottom so lower
    // crowns overlap the ones behind them.
    struct Crown {
        double x, y, r;
    };
    std::array<Crown, 10> crowns;
    for (std::size_t k = 0; k < crowns.size(); ++k) {
        std::uint64_t z = hash(h, k + 1);
        double jx = (unit(z) - 0.5) * 0.1 * s, jy = (unit(z >> 7) - 0.5) * 0.1 * s;
        double r = s * (0.19 + 0.05 * unit(z >> 17));
        // the centre, a ring towards the sides, and three crowns in alternate corners
        double d = k == 0 ? 0.0 : k <= 6 ? 0.44 * s : 0.7 * s;
        double a = k <= 6 ? 30.0 + 60.0 * static_cast<double>(k)
                          : 120.0 * static_cast<double>(k) + 60.0 * static_cast<double>(h % 2);
        a *= std::numbers::pi / 180.0;
        double reach = 0.9 * s - r; // stay inside the hex
        double x = d * std::cos(a) + jx, y = d * std::sin(a) + jy;
        double len = std::hypot(x, y);
        if (len > reach) {
            x *= reach / len;
            y *= reach / len;
        }
        crowns[k] = {c.x + x, c.y + y, r};
    }
    std::sort(crowns.begin(), crowns.end(),
              [](const Crown& a, const Crown& b) { return a.y < b.y; });
    for (const Crown& t : crowns) {
        if (stamps)
            stamps->paint(cr, {t.x, t.y}, t.r, 0.045 * s, base);
        else
            drawCrown(cr, {t.x, t.y}, t.r, 0.045 * s, base);
    }
}

void paintBuildings(cairo_t* cr, HexId h, Point c, double s) {
    // Slots around a central square, as houses line the streets of a village.
    static constexpr double kSlots[6][2] = {{-0.34, -0.12}, {0.08, -0.38}, {0.36, -0.06},
                                            {0.22, 0.32},   {-0.2, 0.34},  {-0.02, 0.02}};
    int count = 4 + static_cast<int>(hash(h, 11) % 3);
    std::uint64_t skip = hash(h, 12) % 6;
    int drawn = 0;
    for (std::uint64_t k = 0; k < 6 && drawn < count; ++k) {
        if (k == skip && count < 6)
            continue;
        std::uint64_t z = hash(h, 20 + k);
        double w = s * (0.26 + 0.14 * unit(z)), d = s * (0.16 + 0.08 * unit(z >> 9));
        double angle = (unit(z >> 19) - 0.5) * 0.7;
        cairo_save(cr);
        cairo_translate(cr, c.x + kSlots[k][0] * s, c.y + kSlots[k][1] * s);
        cairo_rotate(cr, angle);
        cairo_rectangle(cr, -w / 2, -d / 2, w, d);
        setSource(cr, Rgba::rgb(0x4a3b35));
        cairo_fill_preserve(cr);
        setSource(cr, Rgba::rgb(0x2a211d));
        cairo_set_line_width(cr, 0.02 * s);
        cairo_stroke(cr);
        // ridge line of the roof
        cairo_move_to(cr, -w / 2 + 0.03 * s, 0);
        cairo_line_to(cr, w / 2 - 0.03 * s, 0);
        setSource(cr, Rgba::rgb(0x7a6458));
        cairo_set_line_width(cr, 0.018 * s);
        cairo_stroke(cr);
        cairo_restore(cr);
        ++drawn;
    }
}

void paintMarsh(cairo_t* cr, HexId h, Point c, double s) {
    cairo_save(cr);
    hexPath(cr, c, s);
    cairo_clip(cr);
    double step = 0.2 * s, dash = 0.2 * s, gap = 0.14 * s;
    setSource(cr, Rgba::rgb(0x3f6f7d, 0.85));
    cairo_set_line_width(cr, 0.035 * s);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    // Rows on a map-wide lattice so the hatching runs on from hex to hex.
    long r0 = std::lround(std::floor((c.y - s) / step)),
         r1 = std::lround(std::ceil((c.y + s) / step));
    for (long r = r0; r <= r1; ++r) {
        double y = static_cast<double>(r) * step;
        double shift = (r & 1) ? (dash + gap) / 2 : 0;
        double period = dash + gap;
        double x = std::floor((c.x - s - shift) / period) * period + shift;
        for (; x < c.x + s; x += period) {
            cairo_move_to(cr, x, y);
            cairo_line_to(cr, x + dash, y);
        }
    }
    cairo_stroke(cr);
    // a few reed tufts
    for (int k = 0; k < 3; ++k) {
        std::uint64_t z = hash(h, 40 + static_cast<std::uint64_t>(k));
        double a = unit(z) * 2 * std::numbers::pi, d = 0.45 * s * unit(z >> 13);
        double x = c.x + d * std::cos(a), y = c.y + d * std::sin(a);
        for (int t = -1; t <= 1; ++t) {
            cairo_move_to(cr, x, y);
            cairo_line_to(cr, x + t * 0.07 * s, y - 0.14 * s);
        }
    }
    cairo_stroke(cr);
    cairo_restore(cr);
}

void paintOrchard(cairo_t* cr, Point c, double s, const Rgba& base) {
    cairo_save(cr);
    hexPath(cr, c, s);
    cairo_clip(cr);
    double sp = 0.3 * s, rowStep = sp * 0.866;
    long j0 = std::lround(std::floor((c.y - s) / rowStep)),
         j1 = std::lround(std::ceil((c.y + s) / rowStep));
    for (long j = j0; j <= j1; ++j) {
        double shift = (j & 1) ? sp / 2 : 0;
        double y = static_cast<double>(j) * rowStep;
        for (double x = std::floor((c.x - s - shift) / sp) * sp + shift; x <= c.x + s; x += sp) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, x, y, 0.075 * s, 0, 2 * std::numbers::pi);
        }
    }
    setSource(cr, shade(base, 0.62));
    cairo_fill(cr);
    cairo_restore(cr);
}

void paintVineyard(cairo_t* cr, Point c, double s, const Rgba& base) {
    cairo_save(cr);
    hexPath(cr, c, s);
    cairo_clip(cr);
    double sp = 0.22 * s;
    Rgba ink = mix(shade(base, 0.55), Rgba::rgb(0x6a3f6e), 0.4);
    setSource(cr, ink);
    cairo_set_line_width(cr, 0.025 * s);
    for (double x = std::floor((c.x - s) / sp) * sp; x <= c.x + s; x += sp) {
        cairo_move_to(cr, x, c.y - s);
        cairo_line_to(cr, x, c.y + s);
    }
    cairo_stroke(cr);
    double tick = 0.13 * s;
    for (double x = std::floor((c.x - s) / sp) * sp; x <= c.x + s; x += sp) {
        for (double y = std::floor((c.y - s) / tick) * tick; y <= c.y + s; y += tick) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, x, y, 0.03 * s, 0, 2 * std::numbers::pi);
        }
    }
    cairo_fill(cr);
    cairo_restore(cr);
}

void paintDots(cairo_t* cr, HexId h, Point c, double s, const Rgba& base) {
    for (int k = 0; k < 22; ++k) {
        std::uint64_t z = hash(h, 60 + static_cast<std::uint64_t>(k));
        double a = unit(z) * 2 * std::numbers::pi, d = 0.76 * s * std::sqrt(unit(z >> 21));
        cairo_new_sub_path(cr);
        cairo_arc(cr, c.x + d * std::cos(a), c.y + d * std::sin(a), 0.032 * s, 0,
                  2 * std::numbers::pi);
    }
    setSource(cr, shade(base, 0.58));
    cairo_fill(cr);
}

} // namespace

void paintPatterns(PaintContext& ctx) {
    if (!ctx.opt.patterns || !ctx.opt.terrain || ctx.px < ctx.opt.minPxPatterns)
        return;
    cairo_t* cr = ctx.cr;
    std::optional<CrownStamps> stamps = CrownStamps::forTarget(cr, 0.24 * ctx.s);
    forEachHex(ctx, [&](HexId h, Offset, Point c) {
        const std::string& p = ctx.map.terrainType(h).pattern;
        if (p.empty() || p == "none")
            return;
        Rgba base = groundColour(ctx.map, h, ctx.opt.elevation);
        if (p == "trees")
            paintTrees(cr, h, c, ctx.s, base, stamps);
        else if (p == "buildings")
            paintBuildings(cr, h, c, ctx.s);
        else if (p == "marsh")
            paintMarsh(cr, h, c, ctx.s);
        else if (p == "orchard")
            paintOrchard(cr, c, ctx.s, base);
        else if (p == "vineyard")
            paintVineyard(cr, c, ctx.s, base);
        else if (p == "dots")
            paintDots(cr, h, c, ctx.s, base);
    });
}

} // namespace marengo::render::detail
