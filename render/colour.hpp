#pragma once
// Colours of the printed look: RGBA helpers and the counter colours of each nation.
#include <cairo.h>

#include <cstdint>
#include <string_view>

namespace marengo::render {

/// A colour with components in 0..1.
struct Rgba {
    double r = 0, g = 0, b = 0, a = 1;
    /// From 0xRRGGBB (as stored in TerrainType::colour) and an alpha.
    static constexpr Rgba rgb(std::uint32_t hex, double alpha = 1.0) {
        return {((hex >> 16) & 0xFF) / 255.0, ((hex >> 8) & 0xFF) / 255.0, (hex & 0xFF) / 255.0,
                alpha};
    }
    friend bool operator==(const Rgba&, const Rgba&) = default;
};

/// Linear blend: t = 0 gives a, t = 1 gives b.
Rgba mix(const Rgba& a, const Rgba& b, double t);
/// Multiplies the colour components by `f` (below 1 darkens), keeping alpha.
Rgba shade(const Rgba& c, double f);
/// Perceived lightness 0..1, to pick dark or light text on a fill.
double luminance(const Rgba& c);
void setSource(cairo_t* cr, const Rgba& c);

/// Counter colours of a nation: body, text and symbol, and the darker front edge.
struct CounterColours {
    Rgba fill;
    Rgba ink;
    Rgba edge;
};
/// Colours for a nationality ("French", "Russian", "Prussian"...); an unknown nationality gets a
/// colour of a fallback palette chosen by `sideIndex` (the OOB's position in the scenario).
CounterColours nationColours(std::string_view nationality, int sideIndex);

} // namespace marengo::render
