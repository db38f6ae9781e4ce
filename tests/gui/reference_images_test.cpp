// Tracing from a scan: File > Import Reference Image puts it under the hexes, Map > Reference
// Images shows, hides, locks and calibrates it from points clicked on the map, and a scan that
// has gone is a located warning while the map opens as usual.
#include "gui_support.hpp"

#include "editor/ui/dialogs/reference_images_dialog.hpp"
#include "editor/ui/issues_panel.hpp"
#include "engine/edit/commands.hpp"
#include "formats/formats.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cairo.h>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iterator>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;

namespace {
const fs::path kData = fs::path(MARENGO_SOURCE_DIR) / "tests" / "data" / "reference";

/// Pumps events until every picture asked for has been read (at most a few seconds).
void waitForPictures(editor::MainFrame& frame) {
    for (int i = 0; i < 100 && frame.context().references().loading(); ++i)
        pump(30);
    pump(100);
}

/// Mean colour of a square of `r` pixels round a point of the canvas.
wxColour meanAround(const wxImage& shot, wxPoint c, int r = 4) {
    long sr = 0, sg = 0, sb = 0, n = 0;
    for (int y = c.y - r; y <= c.y + r; ++y)
        for (int x = c.x - r; x <= c.x + r; ++x) {
            sr += shot.GetRed(x, y);
            sg += shot.GetGreen(x, y);
            sb += shot.GetBlue(x, y);
            ++n;
        }
    return wxColour(static_cast<unsigned char>(sr / n), static_cast<unsigned char>(sg / n),
                    static_cast<unsigned char>(sb / n));
}
} // namespace

TEST_CASE("an imported scan lies under the hexes, and shows, hides and locks") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    fs::copy_file(kData / "scan.png", f.sample.scenario.parent_path() / "scan.png");

    REQUIRE(editor::importReferenceImage(ctx, f.sample.scenario.parent_path() / "scan.png", false)
                .empty());
    REQUIRE(f.scenario().map.references().size() == 1);
    CHECK(f.scenario().map.references()[0].href == "scan.png");
    CHECK(f.doc().undoName() == "Import Reference Image");

    // Laid over the whole map with its proportions: the scan's left half (blue) covers the
    // map's left side, its right half (red) the right side.
    f.canvas().zoomToFit();
    // The canvas paints at once, without the scan, which is read on a worker thread and arrives
    // through the event loop (so it stays "loading" until events are processed).
    f.canvas().Refresh();
    f.canvas().Update();
    CHECK(ctx.references().loading());
    waitForPictures(*f.frame);
    CHECK_FALSE(ctx.references().loading());
    const render::MapGeometry geo = f.canvas().geometry();
    const Point size = geo.mapPixelSize();
    const wxPoint left = f.canvas().toWindow({size.x * 0.25, size.y * 0.5});
    const wxPoint right = f.canvas().toWindow({size.x * 0.75, size.y * 0.5});
    const wxImage shown = grab(f.canvas());

    auto* dlg = new editor::ReferenceImagesDialog(f.frame, ctx);
    dlg->Move(f.frame->GetScreenPosition() + wxPoint(1050, 450)); // off the measured points
    dlg->Show();
    pump(100);
    CHECK(dlg->current() == 0);
    saveShot(grab(*f.frame), "editor-reference-image");

    dlg->setVisible(false);
    CHECK(f.doc().undoName() == "Hide Reference Image");
    pump(100);
    const wxImage hidden = grab(f.canvas());
    // Blue in the scan's left half, red in its right half, against the map's own colours.
    auto blueness = [](const wxColour& c) { return c.Blue() - c.Red(); };
    CHECK(blueness(meanAround(shown, left)) > blueness(meanAround(hidden, left)) + 40);
    CHECK(blueness(meanAround(shown, right)) < blueness(meanAround(hidden, right)) - 40);
    f.doc().undo();
    CHECK(f.scenario().map.references()[0].visible);

    dlg->setOpacity(80);
    CHECK(f.scenario().map.references()[0].opacity == Approx(0.8));

    dlg->setLocked(true);
    CHECK(f.doc().undoName() == "Lock Reference Image");
    dlg->addTie({0, 0}, hexAt(f.scenario(), "A0101"));
    dlg->addTie({63, 47}, hexAt(f.scenario(), "A2010"));
    CHECK_FALSE(dlg->applyFit()); // locked: not calibrated
    dlg->remove();
    CHECK(f.scenario().map.references().size() == 1); // locked: not removed
    dlg->setLocked(false);
    dlg->remove();
    CHECK(f.scenario().map.references().empty());
    CHECK(f.doc().undoName() == "Remove Reference Image");
    dlg->Close();
    pump();
}

TEST_CASE("a scan from outside the map's folder is copied into it only when asked") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    const std::string refused = editor::importReferenceImage(ctx, kData / "scan.jpg", false);
    CHECK(refused.find("is outside the map's folder") != std::string::npos);
    CHECK(f.scenario().map.references().empty());
    REQUIRE(editor::importReferenceImage(ctx, kData / "scan.jpg", true).empty());
    CHECK(fs::exists(f.sample.scenario.parent_path() / "scan.jpg"));
    CHECK(f.scenario().map.references()[0].href == "scan.jpg");
    // Save As into another folder takes the scan along: its path is relative to the map.
    const fs::path elsewhere = f.sample.root / "elsewhere";
    fs::create_directories(elsewhere);
    REQUIRE(ctx.session().saveAs(elsewhere / "moved.scenario.xml"));
    CHECK(fs::exists(elsewhere / "scan.jpg"));
    CHECK(ctx.mapFile().parent_path() == elsewhere);
    // Not a picture: refused with the reason, nothing added.
    const std::string notPicture = editor::importReferenceImage(ctx, f.sample.scenario, false);
    CHECK(notPicture.find("is not a PNG or JPEG file") != std::string::npos);
    CHECK(f.scenario().map.references().size() == 1);
}

TEST_CASE("calibrating from three points clicked on the map places the scan on the hexes") {
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    fs::copy_file(kData / "scan.png", f.sample.scenario.parent_path() / "scan.png");
    REQUIRE(editor::importReferenceImage(ctx, f.sample.scenario.parent_path() / "scan.png", false)
                .empty());
    auto* dlg = new editor::ReferenceImagesDialog(f.frame, ctx);
    dlg->Show();
    pump();

    // Where the scan should be: a known placement; each landmark pixel belongs at a hex centre.
    const Affine wanted{0.3, 0.02, 1.5, -0.015, 0.31, 2.0};
    const render::MapGeometry unit(f.scenario().map, 1.0);
    const char* hexes[] = {"A0305", "A1808", "A0915"};
    const Affine placed = f.scenario().map.references()[0].toMap;
    for (const char* label : hexes) {
        const HexId h = hexAt(f.scenario(), label);
        const Point pixel = wanted.inverse()->apply(unit.hexCentre(h));
        // The landmark is clicked where the scan shows it now, then its hex.
        const Point shownAt = placed.apply(pixel);
        const double s = f.canvas().geometry().hexSize();
        dlg->pickTie();
        REQUIRE(dlg->picker().active());
        editor::ToolEvent click;
        click.map = {shownAt.x * s, shownAt.y * s};
        click.hex = f.canvas().geometry().hexAt(click.map);
        f.canvas().tool()->onRelease(f.canvas(), click);
        REQUIRE(dlg->picker().active()); // now the hex
        clickHex(f.canvas(), h);
        CHECK_FALSE(dlg->picker().active());
    }
    REQUIRE(dlg->tieCount() == 3);
    CHECK(dlg->fitText().StartsWith("3 points: off by 0.00 hex"));
    saveShot(grab(*dlg), "editor-reference-calibration");
    REQUIRE(dlg->applyFit());
    CHECK(f.doc().undoName() == "Calibrate Reference Image");
    const Affine got = f.scenario().map.references()[0].toMap;
    CHECK(got.a == Approx(wanted.a).margin(1e-6));
    CHECK(got.b == Approx(wanted.b).margin(1e-6));
    CHECK(got.c == Approx(wanted.c).margin(1e-4));
    CHECK(got.d == Approx(wanted.d).margin(1e-6));
    CHECK(got.e == Approx(wanted.e).margin(1e-6));
    CHECK(got.f == Approx(wanted.f).margin(1e-4));
    f.doc().undo();
    CHECK(f.scenario().map.references()[0].toMap == placed);
    dlg->Close();
    pump();
}

TEST_CASE("a map whose scan has gone opens, with a located warning in the issues") {
    SampleCopy sample;
    // The sample's map gains a reference image whose file is not there.
    const fs::path mapFile = sample.scenario.parent_path() / "friedland.map.xml";
    std::ifstream in(mapFile, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    const std::size_t at = text.find("  <hexes>");
    REQUIRE(at != std::string::npos);
    text.insert(at, "  <reference-images>\n"
                    "    <reference-image href=\"scans/moved.png\" transform=\"1 0 0 0 1 0\"/>\n"
                    "  </reference-images>\n");
    std::ofstream(mapFile, std::ios::binary) << text;

    auto* frame = new editor::MainFrame(sample.root / "recovery");
    frame->Show();
    REQUIRE(frame->openFile(sample.scenario, false));
    waitForPictures(*frame);
    const auto& rows = frame->issuesPanel().issues();
    const editor::IssueRow* warning = nullptr;
    for (const editor::IssueRow& r : rows)
        if (r.problem.message.find("reference image 'scans/moved.png' cannot be opened") !=
            std::string::npos)
            warning = &r;
    REQUIRE(warning);
    CHECK(warning->problem.severity == Severity::Warning);
    REQUIRE_FALSE(warning->problem.locations.empty());
    CHECK(warning->problem.locations[0].file.find("friedland.map.xml") != std::string::npos);
    CHECK(warning->problem.locations[0].line > 1);
    frame->Destroy();
    pump();
}

TEST_CASE("tracing Friedland from a scan: the calibrated scan lines up with the hexes") {
    // The "scan": the sample's own map drawn without grid, numbers or counters, turned 4 degrees
    // and toned sepia, standing in for a period map. Half of the map is then wiped, as if the
    // west were traced and the east not yet: the calibrated scan must show the east's woods,
    // village and streams where the wiped hexes are.
    FrameFixture f;
    editor::EditorContext& ctx = f.frame->context();
    const fs::path folder = f.sample.scenario.parent_path();
    const Map& map = f.scenario().map;
    const double s = 18, th = 4 * std::acos(-1.0) / 180;
    const render::MapGeometry geo(map, s);
    const Point size = geo.mapPixelSize();
    const int w = static_cast<int>(size.x) + 120, h = static_cast<int>(size.y) + 120;
    {
        cairo_surface_t* scan = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
        cairo_t* cr = cairo_create(scan);
        cairo_set_source_rgb(cr, 0.95, 0.92, 0.85);
        cairo_paint(cr);
        cairo_translate(cr, w / 2.0, h / 2.0);
        cairo_rotate(cr, th);
        cairo_translate(cr, -size.x / 2, -size.y / 2);
        render::RenderOptions opt;
        opt.hexSize = s;
        opt.grid = opt.hexNumbers = opt.units = opt.sheets = opt.objectives = false;
        render::MapRenderer(opt).draw(cr, map, render::Rect{0, 0, size.x, size.y});
        cairo_destroy(cr);
        cairo_surface_flush(scan);
        unsigned char* px = cairo_image_surface_get_data(scan);
        for (int y = 0; y < h; ++y) {
            auto* row =
                reinterpret_cast<std::uint32_t*>(px + y * cairo_image_surface_get_stride(scan));
            for (int x = 0; x < w; ++x) {
                const double r = (row[x] >> 16) & 0xff, g = (row[x] >> 8) & 0xff, b = row[x] & 0xff;
                const double grey = 0.3 * r + 0.59 * g + 0.11 * b;
                auto c = [](double v) {
                    return static_cast<std::uint32_t>(std::clamp(v, 0.0, 255.0));
                };
                row[x] = c(grey * 0.95 + 25) << 16 | c(grey * 0.85 + 12) << 8 | c(grey * 0.66);
            }
        }
        cairo_surface_mark_dirty(scan);
        REQUIRE(cairo_surface_write_to_png(scan, (folder / "friedland-survey.png").c_str()) ==
                CAIRO_STATUS_SUCCESS);
        cairo_surface_destroy(scan);
    }
    // Scan pixel (u, v) = rotation about the picture's centre of map pixel (x, y): its inverse,
    // in map units, is where the scan belongs.
    const double cx = w / 2.0, cy = h / 2.0;
    auto toMapUnits = [&](Point p) {
        const double dx = p.x - cx, dy = p.y - cy;
        return Point{(std::cos(th) * dx + std::sin(th) * dy + size.x / 2) / s,
                     (-std::sin(th) * dx + std::cos(th) * dy + size.y / 2) / s};
    };

    std::vector<std::pair<HexId, TerrainId>> wipe;
    for (HexId hex = 0; hex < map.gridSize(); ++hex)
        if (map.onMap(hex) && map.offset(hex).col >= map.width() / 2 && map.terrain(hex) != 0)
            wipe.emplace_back(hex, 0);
    REQUIRE(f.doc().execute(edit::paintTerrain(wipe)));

    REQUIRE(editor::importReferenceImage(ctx, folder / "friedland-survey.png", false).empty());
    auto* dlg = new editor::ReferenceImagesDialog(f.frame, ctx);
    dlg->Show();
    const render::MapGeometry unit(map, 1.0);
    // Three landmarks, found on the scan by where their hex centres were drawn.
    for (const char* label : {"A0203", "C2818", "B1520"}) {
        const HexId hex = hexAt(f.scenario(), label);
        const Point c = unit.hexCentre(hex);
        const double dx = c.x * s - size.x / 2, dy = c.y * s - size.y / 2;
        const Point pixel{std::cos(th) * dx - std::sin(th) * dy + cx,
                          std::sin(th) * dx + std::cos(th) * dy + cy};
        const Point back = toMapUnits(pixel);
        REQUIRE(back.x == Approx(c.x));
        dlg->addTie({std::round(pixel.x), std::round(pixel.y)}, hex); // clicked to the pixel
    }
    REQUIRE(dlg->applyFit());
    // Clicks rounded to whole pixels: a few hundredths of a hex.
    const auto fit = dlg->fit();
    REQUIRE(fit);
    CHECK(fit->worst < 0.05);
    const Point corner = fit->transform.apply({0, 0}), expected = toMapUnits({0, 0});
    CHECK(corner.x == Approx(expected.x).margin(0.05));
    CHECK(corner.y == Approx(expected.y).margin(0.05));

    dlg->setOpacity(60);
    f.canvas().zoomToFit();
    waitForPictures(*f.frame);
    wxImage shot = grab(*f.frame);
    const wxImage dialog = grab(*dlg);
    shot.Paste(dialog, shot.GetWidth() - dialog.GetWidth() - 12,
               shot.GetHeight() - dialog.GetHeight() - 12);
    saveShot(shot, "editor-reference-trace");
    dlg->Close();
    pump();
}
