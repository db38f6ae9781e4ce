#include "render/colour.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace marengo::render {

Rgba mix(const Rgba& a, const Rgba& b, double t) {
    return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
            a.a + (b.a - a.a) * t};
}

Rgba shade(const Rgba& c, double f) {
    return {std::clamp(c.r * f, 0.0, 1.0), std::clamp(c.g * f, 0.0, 1.0),
            std::clamp(c.b * f, 0.0, 1.0), c.a};
}

double luminance(const Rgba& c) {
    return 0.299 * c.r + 0.587 * c.g + 0.114 * c.b;
}

void setSource(cairo_t* cr, const Rgba& c) {
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a);
}

namespace {

struct NationEntry {
    std::string_view key; ///< lower-case prefix or word root found in the nationality
    std::uint32_t fill;
};

// Order matters: "prussian" contains "russ", so Prussia is tested first.
constexpr std::array<NationEntry, 21> kNations{{
    {"pruss", 0x2b3a5c}, {"preu", 0x2b3a5c},   {"fren", 0x3d66b8},    {"franc", 0x3d66b8},
    {"russ", 0x3f7d3c},  {"austr", 0xf2efe4},  {"poland", 0x9c2f4c},  {"brit", 0xc4372b},
    {"engl", 0xc4372b},  {"kgl", 0xc4372b},    {"hanover", 0xc4372b}, {"bavar", 0x8db8e0},
    {"saxon", 0xe4ead2}, {"polish", 0x9c2f4c}, {"westph", 0xd9c36a},  {"württ", 0xd9c36a},
    {"wurt", 0xd9c36a},  {"dutch", 0xe08a2e},  {"span", 0xe6c84e},    {"portug", 0x7a5632},
    {"swed", 0x2f6fb3},
}};

constexpr std::array<std::uint32_t, 6> kFallback{0x3d66b8, 0x3f7d3c, 0x8a5a9e,
                                                 0xc7872a, 0x4a8a8c, 0x9a4a3a};

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

CounterColours nationColours(std::string_view nationality, int sideIndex) {
    std::string n = lower(nationality);
    std::uint32_t fill =
        kFallback[static_cast<std::size_t>(std::max(sideIndex, 0)) % kFallback.size()];
    for (const NationEntry& e : kNations) {
        if (n.find(e.key) != std::string::npos) {
            fill = e.fill;
            break;
        }
    }
    CounterColours c;
    c.fill = Rgba::rgb(fill);
    bool light = luminance(c.fill) > 0.6;
    c.ink = light ? Rgba::rgb(0x1c1c1c) : Rgba::rgb(0xffffff);
    c.edge = light ? shade(c.fill, 0.55) : shade(c.fill, 0.5);
    return c;
}

} // namespace marengo::render
