// Reference images: the placement fitted from calibration points, and its inverse.
#include "engine/edit/commands.hpp"
#include "engine/edit/map_edits.hpp"
#include "engine/map/reference_image.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace marengo;

namespace {
std::vector<TiePoint> tiesOf(const Affine& t, std::initializer_list<Point> pixels) {
    std::vector<TiePoint> out;
    for (Point p : pixels)
        out.push_back({p, t.apply(p)});
    return out;
}

void checkSame(const Affine& got, const Affine& want) {
    CHECK(got.a == Approx(want.a).margin(1e-9));
    CHECK(got.b == Approx(want.b).margin(1e-9));
    CHECK(got.c == Approx(want.c).margin(1e-7));
    CHECK(got.d == Approx(want.d).margin(1e-9));
    CHECK(got.e == Approx(want.e).margin(1e-9));
    CHECK(got.f == Approx(want.f).margin(1e-7));
}
} // namespace

TEST_CASE("three calibration points recover a known affine placement", "[reference]") {
    // A scan 12,000 px wide, askew (rotated 3 degrees), stretched 2 % across, shifted.
    const double th = 3 * std::acos(-1.0) / 180;
    const Affine known{0.004 * 1.02 * std::cos(th), -0.004 * std::sin(th), -3.5,
                       0.004 * 1.02 * std::sin(th), 0.004 * std::cos(th),  7.25};
    const auto ties = tiesOf(known, {{150, 220}, {11800, 400}, {6000, 9100}});
    const auto fit = fitAffine(ties);
    REQUIRE(fit);
    checkSame(fit->transform, known);
    CHECK(fit->rms < 1e-9);
    CHECK(fit->worst < 1e-9);
}

TEST_CASE("two calibration points fix a similarity that keeps the scan's proportions",
          "[reference]") {
    const double th = -0.2;
    const Affine similarity{0.5 * std::cos(th), -0.5 * std::sin(th), 10,
                            0.5 * std::sin(th), 0.5 * std::cos(th),  -4};
    const auto fit = fitAffine(tiesOf(similarity, {{0, 0}, {300, 120}}));
    REQUIRE(fit);
    checkSame(fit->transform, similarity);
    CHECK(fit->rms < 1e-9);
}

TEST_CASE("more points than needed give the least-squares fit and its residual", "[reference]") {
    const Affine known{0.01, 0.001, 2, -0.002, 0.011, 3};
    auto ties = tiesOf(known, {{0, 0}, {1000, 0}, {0, 1000}, {1000, 1000}});
    // One point clicked a fifth of a hex off: the fit spreads it, and the residual shows it.
    ties[3].map.x += 0.2;
    const auto fit = fitAffine(ties);
    REQUIRE(fit);
    CHECK(fit->rms == Approx(0.05).margin(1e-9)); // spread evenly over the four corners
    CHECK(fit->worst == Approx(0.05).margin(1e-9));
    CHECK(fit->transform.a == Approx(0.0101));
}

TEST_CASE("degenerate calibrations are refused", "[reference]") {
    const Affine known{0.01, 0, 0, 0, 0.01, 0};
    CHECK_FALSE(fitAffine(tiesOf(known, {{5, 5}})));
    CHECK_FALSE(fitAffine(tiesOf(known, {{5, 5}, {5, 5}})));
    CHECK_FALSE(fitAffine(tiesOf(known, {{0, 0}, {10, 10}, {20, 20}})));
    CHECK(fitAffine(tiesOf(known, {{0, 0}, {10, 10}, {20, 21}})));
}

TEST_CASE("a placement's inverse takes map units back to image pixels", "[reference]") {
    const Affine t{0.02, 0.003, -1, -0.001, 0.025, 4};
    const auto inv = t.inverse();
    REQUIRE(inv);
    const Point p{1234, 567};
    const Point back = inv->apply(t.apply(p));
    CHECK(back.x == Approx(p.x));
    CHECK(back.y == Approx(p.y));
    CHECK_FALSE((Affine{1, 2, 0, 2, 4, 0}).inverse());
}

TEST_CASE("an image fitted into a rectangle keeps its proportions, centred", "[reference]") {
    const Affine t = fitInto(200, 100, 0, 0, 10, 10);
    CHECK(t.a == Approx(0.05));
    CHECK(t.e == Approx(0.05));
    const Point top = t.apply({0, 0}), bottom = t.apply({200, 100});
    CHECK(top.x == Approx(0));
    CHECK(top.y == Approx(2.5));
    CHECK(bottom.x == Approx(10));
    CHECK(bottom.y == Approx(7.5));
}

TEST_CASE("reference image edits undo and re-check nothing", "[reference][edit]") {
    auto map =
        Map::create("m", {}, {{'A', 0, 0, 4, 4}}, {{"clear", "Clear", 0xffffff, "", false, false}});
    REQUIRE(map);
    Scenario s;
    s.map = std::move(*map);
    ReferenceImage r;
    r.href = "scan.png";
    edit::Change change;
    auto undo = edit::setReferenceImages({r}, "Import Reference Image")->apply(s, change);
    REQUIRE(undo);
    CHECK(undo->name() == "Import Reference Image");
    REQUIRE(s.map.references().size() == 1);
    CHECK(s.map.references()[0].href == "scan.png");
    CHECK(change.what == 0u);
    CHECK(change.hexes.empty());
    CHECK_FALSE(change.everything);
    edit::Change back;
    CHECK(undo->apply(s, back));
    CHECK(s.map.references().empty());
}

TEST_CASE("adding or removing a sheet keeps the reference images and the printed hex size",
          "[reference][edit]") {
    auto map =
        Map::create("m", {}, {{'A', 0, 0, 4, 4}}, {{"clear", "Clear", 0xffffff, "", false, false}});
    REQUIRE(map);
    ReferenceImage r;
    r.href = "scan.png";
    r.toMap = {0.01, 0, 1, 0, 0.01, 2};
    map->setReferences({r});
    map->setPrintHexMm(16);
    auto wider = edit::addSheet(*map, {'B', 4, 0, 4, 4});
    REQUIRE(wider);
    CHECK(wider->references() == map->references());
    CHECK(wider->printHexMm() == 16);
    auto back = edit::removeSheet(*wider, 'B');
    REQUIRE(back);
    CHECK(back->references() == map->references());
    CHECK(back->printHexMm() == 16);
}
