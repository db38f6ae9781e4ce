#include "engine/hex/hex.hpp"

#include <cmath>
#include <cstdlib>

namespace marengo {

namespace {
constexpr std::array<std::string_view, 6> kSideNames{"N", "NE", "SE", "S", "SW", "NW"};
constexpr std::array<std::string_view, 6> kVertexNames{"NNE", "E", "SSE", "SSW", "W", "NNW"};
// Flat-top axial directions, clockwise from N.
constexpr std::array<Axial, 6> kDirections{Axial{0, -1}, Axial{1, -1}, Axial{1, 0},
                                           Axial{0, 1},  Axial{-1, 1}, Axial{-1, 0}};

struct Cube {
    double q, r, s;
};

Axial roundCube(Cube c) {
    double q = std::round(c.q), r = std::round(c.r), s = std::round(c.s);
    double dq = std::abs(q - c.q), dr = std::abs(r - c.r), ds = std::abs(s - c.s);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    return {static_cast<int>(q), static_cast<int>(r)};
}

// The nudge (eps, 2 eps, -3 eps) is parallel to no hexside, so +eps and -eps land on the two
// sides of any hexside the exact line runs along or crosses at a sample point. ((eps, eps,
// -2 eps) is parallel to the hexsides between NE/SW neighbours: ties there fell to rounding noise.)
Axial lerpRound(Axial a, Axial b, double t, double eps) {
    Cube ca{a.q + eps, a.r + 2 * eps, a.s() - 3 * eps};
    Cube cb{b.q + eps, b.r + 2 * eps, b.s() - 3 * eps};
    return roundCube(
        {ca.q + (cb.q - ca.q) * t, ca.r + (cb.r - ca.r) * t, ca.s + (cb.s - ca.s) * t});
}
} // namespace

std::string_view toString(HexSide s) {
    return kSideNames[static_cast<int>(s)];
}
std::string_view toString(Vertex v) {
    return kVertexNames[static_cast<int>(v)];
}

std::optional<HexSide> parseHexSide(std::string_view s) {
    for (int i = 0; i < 6; ++i)
        if (kSideNames[i] == s)
            return static_cast<HexSide>(i);
    return std::nullopt;
}

std::optional<Vertex> parseVertex(std::string_view s) {
    for (int i = 0; i < 6; ++i)
        if (kVertexNames[i] == s)
            return static_cast<Vertex>(i);
    return std::nullopt;
}

Axial toAxial(Offset o) {
    return {o.col, o.row - (o.col - (o.col & 1)) / 2};
}
Offset toOffset(Axial a) {
    return {a.q, a.r + (a.q - (a.q & 1)) / 2};
}
Axial direction(HexSide s) {
    return kDirections[static_cast<int>(s)];
}
Axial neighbour(Axial a, HexSide s) {
    return a + direction(s);
}

int distance(Axial a, Axial b) {
    Axial d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

std::optional<HexSide> sideTowards(Axial a, Axial b) {
    Axial d = b - a;
    for (int i = 0; i < 6; ++i)
        if (kDirections[i] == d)
            return static_cast<HexSide>(i);
    return std::nullopt;
}

Axial rotateAbout(Axial a, Axial centre, int steps) {
    Axial v = a - centre;
    int q = v.q, r = v.r, s = v.s();
    for (int i = 0; i < ((steps % 6) + 6) % 6; ++i) {
        // Clockwise 60 degrees in cube coordinates: (q, r, s) -> (-r, -s, -q).
        int nq = -r, nr = -s, ns = -q;
        q = nq, r = nr, s = ns;
    }
    return Axial{q, r} + centre;
}

std::vector<LineStep> line(Axial a, Axial b) {
    const int n = distance(a, b);
    std::vector<LineStep> out;
    out.reserve(static_cast<std::size_t>(n) + 1);
    constexpr double eps = 1e-6;
    for (int i = 0; i <= n; ++i) {
        double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        Axial p = lerpRound(a, b, t, eps);
        Axial m = lerpRound(a, b, t, -eps);
        LineStep step{p, std::nullopt};
        if (!(p == m))
            step.alt = m;
        out.push_back(step);
    }
    return out;
}

Point centre(Axial a, double size) {
    const double sqrt3 = std::sqrt(3.0);
    return {size * 1.5 * a.q, size * sqrt3 * (a.r + a.q / 2.0)};
}

} // namespace marengo
