#pragma once
// Hex geometry for flat-topped hexes numbered in printed columns (odd columns shifted down).
// Storage uses offset col/row as printed; maths uses axial/cube coordinates (Red Blob Games).
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace marengo {

/// The six hexsides of a flat-topped hex, clockwise from the top edge.
enum class HexSide : std::uint8_t { N, NE, SE, S, SW, NW };
/// The six vertices; vertex k lies between side k and side k+1 (NNE is between N and NE).
enum class Vertex : std::uint8_t { NNE, E, SSE, SSW, W, NNW };

inline constexpr std::array<HexSide, 6> kAllSides{HexSide::N, HexSide::NE, HexSide::SE,
                                                  HexSide::S, HexSide::SW, HexSide::NW};
inline constexpr std::array<Vertex, 6> kAllVertices{Vertex::NNE, Vertex::E, Vertex::SSE,
                                                    Vertex::SSW, Vertex::W, Vertex::NNW};

/// Side rotated clockwise by `steps` (negative: anticlockwise).
constexpr HexSide rotate(HexSide s, int steps) {
    return static_cast<HexSide>(((static_cast<int>(s) + steps) % 6 + 6) % 6);
}
/// Vertex rotated clockwise by `steps`.
constexpr Vertex rotate(Vertex v, int steps) {
    return static_cast<Vertex>(((static_cast<int>(v) + steps) % 6 + 6) % 6);
}
constexpr HexSide opposite(HexSide s) {
    return rotate(s, 3);
}
/// Number of 60-degree steps between two sides (0..3).
constexpr int sideDistance(HexSide a, HexSide b) {
    int d = ((static_cast<int>(b) - static_cast<int>(a)) % 6 + 6) % 6;
    return d > 3 ? 6 - d : d;
}
/// The two sides that meet at a vertex.
constexpr std::array<HexSide, 2> sidesOf(Vertex v) {
    return {static_cast<HexSide>(static_cast<int>(v)), rotate(static_cast<HexSide>(v), 1)};
}

std::string_view toString(HexSide s);
std::string_view toString(Vertex v);
std::optional<HexSide> parseHexSide(std::string_view s);
std::optional<Vertex> parseVertex(std::string_view s);

/// Printed grid position: column and row on the whole battlefield grid (0-based).
struct Offset {
    int col = 0;
    int row = 0;
    friend bool operator==(const Offset&, const Offset&) = default;
};

/// Axial coordinates (cube s = -q - r).
struct Axial {
    int q = 0;
    int r = 0;
    int s() const { return -q - r; }
    friend bool operator==(const Axial&, const Axial&) = default;
    friend Axial operator+(Axial a, Axial b) { return {a.q + b.q, a.r + b.r}; }
    friend Axial operator-(Axial a, Axial b) { return {a.q - b.q, a.r - b.r}; }
};

Axial toAxial(Offset o);
Offset toOffset(Axial a);
/// Unit vector for a hexside direction.
Axial direction(HexSide s);
Axial neighbour(Axial a, HexSide s);
/// The hex across side `s`: toOffset(neighbour(toAxial(o), s)) without the conversions (the maps'
/// all-hexes loops call it millions of times). Odd columns sit half a hex lower, so a side's row
/// step depends on the column's parity.
constexpr Offset neighbour(Offset o, HexSide s) {
    constexpr int kCol[6] = {0, 1, 1, 0, -1, -1};
    constexpr int kRowEven[6] = {-1, -1, 0, 1, 0, -1};
    constexpr int kRowOdd[6] = {-1, 0, 1, 1, 1, 0};
    const auto k = static_cast<int>(s);
    return {o.col + kCol[k], o.row + ((o.col & 1) ? kRowOdd[k] : kRowEven[k])};
}
/// Hex distance (number of steps).
int distance(Axial a, Axial b);
inline int distance(Offset a, Offset b) {
    return distance(toAxial(a), toAxial(b));
}
/// Side of `a` that touches `b`, if they are adjacent.
std::optional<HexSide> sideTowards(Axial a, Axial b);
inline std::optional<HexSide> sideTowards(Offset a, Offset b) {
    return sideTowards(toAxial(a), toAxial(b));
}
/// Rotates `a` about `centre` clockwise by `steps` x 60 degrees.
Axial rotateAbout(Axial a, Axial centre, int steps);

/// One step of a hex line. When the straight line between centres runs exactly along the
/// hexside between two hexes, both are given (`hex` and `alt`).
struct LineStep {
    Axial hex;
    std::optional<Axial> alt;
};
/// Hexes crossed by the straight line from a to b, both ends included.
std::vector<LineStep> line(Axial a, Axial b);

/// Centre of a hex in pixel space, for hexes of circumradius `size`.
struct Point {
    double x = 0;
    double y = 0;
};
Point centre(Axial a, double size);

} // namespace marengo
