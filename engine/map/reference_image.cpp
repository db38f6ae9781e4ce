#include "engine/map/reference_image.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace marengo {

std::optional<Affine> Affine::inverse() const {
    const double det = determinant();
    if (!std::isfinite(det) || std::abs(det) < 1e-15)
        return std::nullopt;
    Affine r;
    r.a = e / det;
    r.b = -b / det;
    r.d = -d / det;
    r.e = a / det;
    r.c = -(r.a * c + r.b * f);
    r.f = -(r.d * c + r.e * f);
    return r;
}

namespace {

/// Solves the 3x3 system m x = v by Cramer's rule; nullopt when m is (nearly) singular relative
/// to its size.
std::optional<std::array<double, 3>> solve3(const double m[3][3], const double v[3]) {
    auto det = [](const double k[3][3]) {
        return k[0][0] * (k[1][1] * k[2][2] - k[1][2] * k[2][1]) -
               k[0][1] * (k[1][0] * k[2][2] - k[1][2] * k[2][0]) +
               k[0][2] * (k[1][0] * k[2][1] - k[1][1] * k[2][0]);
    };
    const double d = det(m);
    double scale = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            scale = std::max(scale, std::abs(m[i][j]));
    if (!std::isfinite(d) || std::abs(d) <= 1e-12 * scale * scale * scale)
        return std::nullopt;
    std::array<double, 3> x{};
    for (int col = 0; col < 3; ++col) {
        double k[3][3];
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                k[i][j] = j == col ? v[i] : m[i][j];
        x[col] = det(k) / d;
    }
    return x;
}

AffineFit measured(const Affine& t, std::span<const TiePoint> points) {
    AffineFit fit{t, 0, 0};
    double sum = 0;
    for (const TiePoint& p : points) {
        const Point q = t.apply(p.image);
        const double dist = std::hypot(q.x - p.map.x, q.y - p.map.y);
        sum += dist * dist;
        fit.worst = std::max(fit.worst, dist);
    }
    fit.rms = std::sqrt(sum / static_cast<double>(points.size()));
    return fit;
}

} // namespace

std::optional<AffineFit> fitAffine(std::span<const TiePoint> points) {
    if (points.size() < 2)
        return std::nullopt;
    if (points.size() == 2) {
        // x + iy = (s + ir)(u + iv) + t: one complex ratio gives scale and rotation.
        const double du = points[1].image.x - points[0].image.x;
        const double dv = points[1].image.y - points[0].image.y;
        const double dx = points[1].map.x - points[0].map.x;
        const double dy = points[1].map.y - points[0].map.y;
        const double n = du * du + dv * dv;
        if (n < 1e-18)
            return std::nullopt;
        const double s = (dx * du + dy * dv) / n;
        const double r = (dy * du - dx * dv) / n;
        Affine t{s, -r, 0, r, s, 0};
        t.c = points[0].map.x - (s * points[0].image.x - r * points[0].image.y);
        t.f = points[0].map.y - (r * points[0].image.x + s * points[0].image.y);
        if (std::abs(t.determinant()) < 1e-15)
            return std::nullopt;
        return measured(t, points);
    }
    // Least squares: the normal equations of [u v 1] [a b c]^T = x (and likewise for y),
    // centred on the points' mean so large pixel coordinates do not lose precision.
    double mu = 0, mv = 0;
    for (const TiePoint& p : points) {
        mu += p.image.x;
        mv += p.image.y;
    }
    mu /= static_cast<double>(points.size());
    mv /= static_cast<double>(points.size());
    double m[3][3] = {};
    double vx[3] = {}, vy[3] = {};
    for (const TiePoint& p : points) {
        const double row[3] = {p.image.x - mu, p.image.y - mv, 1};
        for (int i = 0; i < 3; ++i) {
            for (int j = 0; j < 3; ++j)
                m[i][j] += row[i] * row[j];
            vx[i] += row[i] * p.map.x;
            vy[i] += row[i] * p.map.y;
        }
    }
    const auto x = solve3(m, vx);
    const auto y = solve3(m, vy);
    if (!x || !y)
        return std::nullopt;
    Affine t{(*x)[0], (*x)[1], 0, (*y)[0], (*y)[1], 0};
    t.c = (*x)[2] - t.a * mu - t.b * mv;
    t.f = (*y)[2] - t.d * mu - t.e * mv;
    if (std::abs(t.determinant()) < 1e-15)
        return std::nullopt;
    return measured(t, points);
}

Affine fitInto(double width, double height, double x, double y, double w, double h) {
    if (width <= 0 || height <= 0)
        return Affine{1, 0, x, 0, 1, y};
    const double s = std::min(w / width, h / height);
    return Affine{s, 0, x + (w - s * width) / 2, 0, s, y + (h - s * height) / 2};
}

} // namespace marengo
