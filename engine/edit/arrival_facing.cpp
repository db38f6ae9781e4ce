#include "engine/edit/arrival_facing.hpp"

#include <array>
#include <cmath>

namespace marengo::edit {

namespace {
/// Screen direction of each hexside of a flat-topped hex (x right, y down).
constexpr std::array<std::array<double, 2>, 6> kSideDir{
    {{0, -1}, {0.866, -0.5}, {0.866, 0.5}, {0, 1}, {-0.866, 0.5}, {-0.866, -0.5}}};
} // namespace

Facing facingIntoMap(const Map& map, HexId hex, FacingKind kind) {
    if (kind == FacingKind::None || !map.onMap(hex))
        return {};
    // Inward: away from the sides that lead off the map; for an inner hex, towards the middle.
    double vx = 0, vy = 0;
    for (HexSide s : kAllSides)
        if (map.neighbour(hex, s) == kNoHex) {
            vx -= kSideDir[static_cast<int>(s)][0];
            vy -= kSideDir[static_cast<int>(s)][1];
        }
    if (std::abs(vx) < 1e-6 && std::abs(vy) < 1e-6) {
        Offset o = map.offset(hex);
        vx = (map.width() / 2.0 - o.col) * 0.866;
        vy = map.height() / 2.0 - o.row;
    }
    auto score = [&](double dx, double dy) { return dx * vx + dy * vy; };
    if (kind == FacingKind::Hexside) {
        int best = 0;
        double bestScore = -1e9;
        for (HexSide s : kAllSides) {
            const auto& d = kSideDir[static_cast<int>(s)];
            double sc = score(d[0], d[1]) + (map.neighbour(hex, s) == kNoHex ? -100 : 0);
            if (sc > bestScore + 1e-9) {
                bestScore = sc;
                best = static_cast<int>(s);
            }
        }
        return Facing::side(static_cast<HexSide>(best));
    }
    int best = 0;
    double bestScore = -1e9;
    for (Vertex v : kAllVertices) {
        auto [a, b] = sidesOf(v);
        const auto& da = kSideDir[static_cast<int>(a)];
        const auto& db = kSideDir[static_cast<int>(b)];
        double sc = score(da[0] + db[0], da[1] + db[1]);
        if (sc > bestScore + 1e-9) {
            bestScore = sc;
            best = static_cast<int>(v);
        }
    }
    return Facing::vertex(static_cast<Vertex>(best));
}

} // namespace marengo::edit
