#pragma once
// Allocation-free, exact walk along a hex line: the same hexes as line() in hex.hpp, computed
// step by step with integer arithmetic (no std::vector, no floating point), for hot loops such
// as line of sight.
//
// Step i of n lies at the cube point a + (b - a) * i / n. Like line(), a point exactly on a
// hexside gives both hexes, `hex` being the one that the nudge eps * (1, 2, -3) of hex.cpp moves
// it into and `alt` the other. Here the arithmetic is exact, so the answer never depends on
// rounding noise.
#include "engine/hex/hex.hpp"

namespace marengo {

/// One step of a LineWalk. `alt` is meaningful only when `hasAlt` is set: the line then runs
/// exactly along the hexside between `hex` and `alt`.
struct WalkStep {
    int index = 0; ///< 0 at the start hex, distance(a, b) at the end hex
    Axial hex;
    Axial alt;
    bool hasAlt = false;
};

/// Iterates the hexes of the straight line from a to b, both ends included:
///     LineWalk w(a, b);
///     for (WalkStep s; w.next(s);) ...
///
/// How: b - a = alpha * e1 + beta * e2 for two adjacent unit directions e1, e2 (alpha, beta >= 0,
/// alpha + beta = n). The point of step i lies on the segment from a + i * e1 to a + i * e2,
/// whose hexes are a + i * e1 + k * (e2 - e1), k = 0..i, one hex apart: it lies in hex
/// k = round(i * beta / n), and exactly on the hexside between two of them when i * beta / n is
/// a half integer. So the walk is a Bresenham-style accumulator, a few integer operations a step.
class LineWalk {
public:
    constexpr LineWalk(Axial a, Axial b) noexcept : m_pos(a) {
        // Cube components of b - a; the largest in magnitude equals the distance n.
        const int d[3] = {b.q - a.q, b.r - a.r, (a.q + a.r) - (b.q + b.r)};
        int c = 0;
        for (int i = 1; i < 3; ++i)
            if (abs(d[i]) > abs(d[c]))
                c = i;
        m_n = abs(d[c]);
        if (m_n == 0)
            return;
        const int sign = d[c] > 0 ? 1 : -1;
        const int u = (c + 1) % 3, v = (c + 2) % 3;
        // e_u moves component c by sign and u by -sign; e_v likewise with v. b - a is
        // -sign * d[u] steps of e_u plus -sign * d[v] steps of e_v.
        const Axial eU = axialOf(c, u, sign), eV = axialOf(c, v, sign);
        m_e1 = eV;
        m_diff = eU - eV;
        m_beta = -sign * d[u];
        // The nudge eps * (1, 2, -3) moves a point on the hexside towards the hex k + 1 when
        // it has a positive component along e2 - e1 = sign * (unit v - unit u).
        constexpr int kNudge[3] = {1, 2, -3};
        m_upward = sign * (kNudge[v] - kNudge[u]) > 0;
    }

    /// Number of steps after the start: the hex distance from a to b.
    constexpr int length() const noexcept { return m_n; }

    /// Writes the next step into `out`; false once the end hex has been given.
    constexpr bool next(WalkStep& out) noexcept {
        if (m_i > m_n)
            return false;
        out.index = m_i;
        const int twice = 2 * m_acc;
        if (twice < m_n || m_n == 0) {
            out.hex = m_pos;
            out.hasAlt = false;
        } else if (twice > m_n) {
            out.hex = m_pos + m_diff;
            out.hasAlt = false;
        } else {
            const Axial up = m_pos + m_diff;
            out.hex = m_upward ? up : m_pos;
            out.alt = m_upward ? m_pos : up;
            out.hasAlt = true;
        }
        if (!out.hasAlt)
            out.alt = out.hex;
        ++m_i;
        m_pos = m_pos + m_e1;
        m_acc += m_beta;
        if (m_acc >= m_n && m_n > 0) {
            m_acc -= m_n;
            m_pos = m_pos + m_diff;
        }
        return true;
    }

private:
    static constexpr int abs(int x) noexcept { return x < 0 ? -x : x; }
    // Axial form of the unit cube vector sign * (unit c - unit o).
    static constexpr Axial axialOf(int c, int o, int sign) noexcept {
        int cube[3] = {0, 0, 0};
        cube[c] = sign;
        cube[o] = -sign;
        return {cube[0], cube[1]};
    }

    int m_n = 0;
    int m_i = 0;
    Axial m_pos;    ///< a + i * e1 + k * (e2 - e1), k = floor(i * beta / n)
    Axial m_e1;     ///< step along e1
    Axial m_diff;   ///< e2 - e1
    int m_beta = 0; ///< steps along e2 in the whole line
    int m_acc = 0;  ///< i * beta mod n
    bool m_upward = false;
};

} // namespace marengo
