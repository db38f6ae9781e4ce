// Reference images: PNG and JPEG scans read into levels, drawn under the map's lines at their
// placement and opacity, refused with a reason when they are not pictures.
#include "render/map_renderer.hpp"
#include "render/reference_picture.hpp"

#include <catch2/catch.hpp>

#include <cairo.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace marengo;
using namespace marengo::render;
namespace fs = std::filesystem;

namespace {
const fs::path kData = fs::path(MARENGO_TEST_DATA) / "reference";

/// 0xRRGGBB of a pixel of an image surface.
std::uint32_t pixelOf(cairo_surface_t* s, int x, int y) {
    cairo_surface_flush(s);
    const unsigned char* data = cairo_image_surface_get_data(s);
    const auto* row = reinterpret_cast<const std::uint32_t*>(
        data + static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(s));
    return row[x] & 0xFFFFFF;
}

bool near(std::uint32_t a, std::uint32_t b, int tolerance) {
    for (int shift : {0, 8, 16})
        if (std::abs(static_cast<int>((a >> shift) & 0xFF) -
                     static_cast<int>((b >> shift) & 0xFF)) > tolerance)
            return false;
    return true;
}

fs::path tempPath(const std::string& name) {
    return fs::temp_directory_path() /
           ("marengo-reference-" + std::to_string(::getpid()) + "-" + name);
}
/// A PNG of one colour, written by cairo to a temporary file.
fs::path solidPng(const std::string& name, int w, int h, double r, double g, double b) {
    const fs::path path = tempPath(name);
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, r, g, b);
    cairo_paint(cr);
    cairo_destroy(cr);
    REQUIRE(cairo_surface_write_to_png(s, path.c_str()) == CAIRO_STATUS_SUCCESS);
    cairo_surface_destroy(s);
    return path;
}
} // namespace

TEST_CASE("PNG and JPEG scans are read at their size, in their colours", "[reference]") {
    for (const char* name : {"scan.png", "scan.jpg"}) {
        INFO(name);
        std::string error;
        auto pic = ReferencePicture::load(kData / name, error);
        REQUIRE(pic);
        CHECK(error.empty());
        CHECK(pic->width() == 64);
        CHECK(pic->height() == 48);
        CHECK(pic->levels() == 1);
        CHECK(near(pixelOf(pic->level(0), 8, 24), 0x2050c0, 12));  // the blue half
        CHECK(near(pixelOf(pic->level(0), 56, 24), 0xc03020, 12)); // the red half
    }
}

TEST_CASE("a large scan is kept as levels halved down to 512 px", "[reference]") {
    const fs::path path = solidPng("large.png", 2100, 300, 0, 0.5, 0);
    std::string error;
    auto pic = ReferencePicture::load(path, error);
    fs::remove(path);
    REQUIRE(pic);
    REQUIRE(pic->levels() == 4); // 2100, 1050, 525, 263
    CHECK(cairo_image_surface_get_width(pic->level(3)) == 263);
    CHECK(pic->levelScale(1) == Approx(2));
    CHECK(near(pixelOf(pic->level(3), 100, 20), 0x008000, 2));
}

TEST_CASE("what is not a readable picture is refused with the reason", "[reference]") {
    std::string error;
    CHECK_FALSE(ReferencePicture::load(kData / "traced.map.xml", error));
    CHECK(error == "is not a PNG or JPEG file");
    CHECK_FALSE(ReferencePicture::load(kData / "no-such.png", error));
    CHECK(error == "cannot be opened: No such file or directory");
    CHECK_FALSE(ReferencePicture::load(kData, error));
    CHECK(error == "is not a regular file");
    const fs::path fifo = tempPath("fifo.png");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_FALSE(ReferencePicture::load(fifo, error)); // returns at once: no writer is waited for
    CHECK(error == "is not a regular file");
    fs::remove(fifo);
    // A PNG cut short: the decoder's complaint, not a crash.
    const fs::path cut = tempPath("cut.png");
    {
        std::ifstream in(kData / "scan.png", std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        std::ofstream(cut, std::ios::binary) << bytes.substr(0, 60);
    }
    CHECK_FALSE(ReferencePicture::load(cut, error));
    CHECK(error.rfind("is not a readable PNG (", 0) == 0);
    fs::remove(cut);
}

TEST_CASE("a reference image is drawn at its placement and opacity, under the grid",
          "[reference]") {
    auto made =
        Map::create("m", {}, {{'A', 0, 0, 8, 6}}, {{"clear", "Clear", 0xffffff, "", false, false}});
    REQUIRE(made);
    Map map = std::move(*made);
    ReferenceImage r;
    r.href = "scan.png";
    r.toMap = {0.1875, 0, 0.25, 0, 0.1875, 0.5}; // 12 x 9 map units from (0.25, 0.5)
    r.opacity = 1;
    std::string error;
    auto pic = ReferencePicture::load(kData / "scan.png", error);
    REQUIRE(pic);

    auto draw = [&](const Map& m) {
        RenderOptions opt;
        opt.hexSize = 20;
        opt.hexNumbers = false;
        opt.references = referenceLayers(
            m, [&](const std::string& href) -> std::shared_ptr<const ReferencePicture> {
                return href == "scan.png" ? pic : nullptr;
            });
        MapRenderer renderer(opt);
        cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 280, 240);
        cairo_t* cr = cairo_create(s);
        renderer.draw(cr, m, Rect{0, 0, 280, 240});
        cairo_destroy(cr);
        return s;
    };
    // Hex centres, away from the grid: map pixel (x, y) at hex size 20 is image pixel
    // ((x / 20 - 0.25) / 0.1875, (y / 20 - 0.5) / 0.1875).
    const MapGeometry geo(map, 20);
    const Point blue = geo.centre({1, 2}), red = geo.centre({6, 2});
    CHECK((blue.x / 20 - 0.25) / 0.1875 < 28);
    CHECK((red.x / 20 - 0.25) / 0.1875 > 36);
    auto at = [](cairo_surface_t* s, Point p) {
        return pixelOf(s, static_cast<int>(p.x), static_cast<int>(p.y));
    };
    std::vector<ReferenceImage> refs{r};
    map.setReferences(refs);
    cairo_surface_t* full = draw(map);
    CHECK(near(at(full, blue), 0x2050c0, 8));
    CHECK(near(at(full, red), 0xc03020, 8));
    cairo_surface_destroy(full);

    refs[0].opacity = 0.5;
    map.setReferences(refs);
    cairo_surface_t* half = draw(map);
    CHECK(near(at(half, blue), 0x8fa7df, 8)); // half way to the white ground
    cairo_surface_destroy(half);

    refs[0].visible = false;
    map.setReferences(refs);
    cairo_surface_t* hidden = draw(map);
    CHECK(near(at(hidden, blue), 0xffffff, 8));
    cairo_surface_destroy(hidden);
}

TEST_CASE("a scan's size is read from its header alone", "[reference]") {
    int w = 0, h = 0;
    std::string error;
    for (const char* name : {"scan.png", "scan.jpg"}) {
        INFO(name);
        w = h = 0;
        REQUIRE(ReferencePicture::probe(kData / name, w, h, error));
        CHECK(w == 64);
        CHECK(h == 48);
    }
    CHECK_FALSE(ReferencePicture::probe(kData / "traced.map.xml", w, h, error));
    CHECK(error == "is not a PNG or JPEG file");
    CHECK_FALSE(ReferencePicture::probe(kData / "gone.png", w, h, error));
    CHECK(error == "cannot be opened: No such file or directory");
}

TEST_CASE("a scan wider than the kept size is read at a half, a quarter...", "[reference]") {
    const fs::path path = solidPng("wide.png", ReferencePicture::kMaxSide + 808, 20, 0.5, 0, 0);
    std::string error;
    auto pic = ReferencePicture::load(path, error);
    fs::remove(path);
    REQUIRE(pic);
    CHECK(pic->width() == ReferencePicture::kMaxSide + 808); // the file's pixels place it
    CHECK(cairo_image_surface_get_width(pic->level(0)) == (ReferencePicture::kMaxSide + 808) / 2);
    CHECK(pic->levelScale(0) == Approx(2));
    CHECK(near(pixelOf(pic->level(0), 100, 5), 0x800000, 2));
}
