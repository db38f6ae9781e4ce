#pragma once
// Reference images: scans of period and survey maps a designer traces the battlefield from. The
// map carries them (file path, placement, opacity, visibility, lock); the rules never read them.
// Placement is an affine transform from image pixels to map units, where a hex has circumradius
// 1 (render::MapGeometry at hex size 1), so it holds at any zoom and for any renderer.
#include "engine/hex/hex.hpp"

#include <optional>
#include <span>
#include <string>

namespace marengo {

/// x = a u + b v + c, y = d u + e v + f: image pixel (u, v) to map units (x, y).
struct Affine {
    double a = 1, b = 0, c = 0;
    double d = 0, e = 1, f = 0;

    Point apply(Point p) const { return {a * p.x + b * p.y + c, d * p.x + e * p.y + f}; }
    double determinant() const { return a * e - b * d; }
    /// The inverse (map units to image pixels), or nullopt when the transform is singular.
    std::optional<Affine> inverse() const;
    friend bool operator==(const Affine&, const Affine&) = default;
};

struct ReferenceImage {
    std::string href; ///< as written in the map file: relative to the map file's folder
    Affine toMap;     ///< image pixels to map units
    double opacity = 0.5;
    bool visible = true;
    bool locked = false; ///< the editor neither moves, calibrates nor removes it
    friend bool operator==(const ReferenceImage&, const ReferenceImage&) = default;
};

/// A calibration point: a pixel of the image and the map point it belongs to (map units).
struct TiePoint {
    Point image;
    Point map;
};

/// A fitted placement and how well it fits its tie points, in hexes (map units).
struct AffineFit {
    Affine transform;
    double rms = 0;   ///< root mean square distance between fitted and given map points
    double worst = 0; ///< the largest of those distances
};

/// The placement that best maps the tie points' image pixels to their map points. Two points
/// fix a similarity (scale, rotation, shift: a scan keeps its proportions); three or more a
/// full affine transform by least squares (a sheet scanned askew or stretched), whose residual
/// says how well the points agree. nullopt with fewer than two points, or when they are
/// degenerate (two on the same pixel, three or more in a line).
std::optional<AffineFit> fitAffine(std::span<const TiePoint> points);

/// The placement that lays an image of `width` x `height` pixels over the rectangle
/// (x, y, w, h) of the map (map units), as large as fits with its proportions kept, centred.
Affine fitInto(double width, double height, double x, double y, double w, double h);

} // namespace marengo
