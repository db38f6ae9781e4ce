// marengo render: draw a map or a scenario to PNG, SVG or PDF with the shared renderer.
#include "cli/commands.hpp"
#include "formats/formats.hpp"
#include "render/image_export.hpp"
#include "render/print/layout.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <unordered_map>

namespace marengo::cli {

namespace {

bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int usageError(const std::string& message) {
    return cli::usageError("render", message);
}

template <class T> void printDiagnostics(const formats::Loaded<T>& l) {
    for (const formats::Diagnostic& d : l.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
}

/// "A0101:A1510" -> the rectangle covering both hexes, in map pixels.
std::optional<render::Rect> parseRegion(const std::string& text, const Map& map, double hexSize,
                                        std::string& error) {
    auto colon = text.find(':');
    if (colon == std::string::npos) {
        error = "--region takes two hexes, FROM:TO (e.g. A0101:A1510)";
        return std::nullopt;
    }
    std::string a = text.substr(0, colon), b = text.substr(colon + 1);
    HexId ha = map.find(a), hb = map.find(b);
    for (const auto& [label, hex] : {std::pair{a, ha}, std::pair{b, hb}}) {
        if (hex == kNoHex) {
            error = "--region: '" + label + "' is not a hex of the map";
            return std::nullopt;
        }
    }
    return render::MapGeometry(map, hexSize).bounds(map.offset(ha), map.offset(hb));
}

/// The map's visible reference images, read from their files; each one that cannot be drawn
/// (refused, missing, unreadable) is a located warning on standard error, and the picture is
/// made without it.
std::vector<render::ReferenceLayer> readReferenceLayers(const Map& m, const SourceMap& sources,
                                                        const formats::LoadOptions& load) {
    if (sources.mapFile < 0)
        return {};
    std::vector<formats::Diagnostic> warnings;
    const auto files = formats::referenceFiles(
        m, sources, sources.files[static_cast<std::size_t>(sources.mapFile)].path(), load,
        warnings);
    std::unordered_map<std::string, std::shared_ptr<const render::ReferencePicture>> pictures;
    for (std::size_t i = 0; i < files.size(); ++i) {
        const ReferenceImage& r = m.references()[i];
        if (files[i].path.empty() || !r.visible || pictures.contains(r.href))
            continue;
        std::string why;
        if (auto picture = render::ReferencePicture::load(files[i].path, why))
            pictures.emplace(r.href, std::move(picture));
        else
            warnings.push_back(files[i].warning(r.href, why));
    }
    std::stable_sort(warnings.begin(), warnings.end(),
                     [](const auto& a, const auto& b) { return a.line < b.line; });
    for (const formats::Diagnostic& d : warnings)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    return render::referenceLayers(
        m, [&](const std::string& href) -> std::shared_ptr<const render::ReferencePicture> {
            auto it = pictures.find(href);
            return it == pictures.end() ? nullptr : it->second;
        });
}

struct RenderArgs {
    std::string input;
    std::string output;
    std::string hexSize;
    std::string region;
    int fit = 0; ///< longest side of the picture in pixels (0: at --hex-size)
    std::string dpi;
    std::string pngCompression;
    int pageSize = 0; ///< largest side of a PDF page in points (0: render::kMaxPdfPage)
    bool noUnits = false;
    bool noNumbers = false;
    bool noGrid = false;
    bool noPatterns = false;
    bool reference = false;
    formats::LoadOptions load;
};

int runRender(const RenderArgs& o) {
    render::ExportSettings settings;
    render::RenderOptions& opt = settings.options;
    opt.units = !o.noUnits;
    opt.hexNumbers = !o.noNumbers;
    opt.grid = !o.noGrid;
    opt.patterns = !o.noPatterns;
    if (o.input.empty())
        return usageError("render takes one scenario or map file");
    const std::string& output = o.output;
    if (output.empty())
        return usageError("render needs an output file: -o FILE.png|.svg|.pdf");
    auto format = render::formatForPath(output);
    if (!format)
        return usageError("'" + output + "': unknown image type (expected .png, .svg or .pdf)");
    if (const std::string& hs = o.hexSize; !hs.empty()) {
        double v = 0;
        auto [end, ec] = std::from_chars(hs.data(), hs.data() + hs.size(), v);
        if (ec != std::errc{} || end != hs.data() + hs.size() || v < 2 || v > 500)
            return usageError("--hex-size must be a number of pixels from 2 to 500");
        opt.hexSize = v;
    }
    std::optional<double> dpi;
    if (const std::string& d = o.dpi; !d.empty()) {
        double v = 0;
        auto [end, ec] = std::from_chars(d.data(), d.data() + d.size(), v);
        if (ec != std::errc{} || end != d.data() + d.size() || v < 10 || v > 2400)
            return usageError("--dpi must be a number of dots per inch from 10 to 2400");
        if (!o.hexSize.empty())
            return usageError("--dpi and --hex-size cannot be given together");
        dpi = v;
    }

    if (const std::string& c = o.pngCompression; !c.empty()) {
        if (*format != render::ImageFormat::Png)
            return usageError("--png-compression applies to a PNG only");
        if (c == "fast")
            settings.pngCompression = 1;
        else if (c == "smallest")
            settings.pngCompression = 9;
        else if (c.size() == 1 && c[0] >= '0' && c[0] <= '9')
            settings.pngCompression = c[0] - '0';
        else if (c != "auto")
            return usageError(
                "--png-compression must be auto, fast, smallest or a level from 0 to 9");
    }

    if (o.pageSize > 0) {
        if (*format != render::ImageFormat::Pdf)
            return usageError("--page-size applies to a PDF only");
        settings.pageSide = o.pageSize;
    }

    const std::string& path = o.input;
    std::optional<Scenario> scenario;
    std::optional<Map> map;
    SourceMap mapSources; // a map read alone (a scenario keeps its own)
    bool errors = false;
    if (endsWith(path, ".scenario.xml")) {
        auto l = formats::loadScenario(path, nullptr, o.load);
        printDiagnostics(l);
        if (l.fatal())
            return kExitUnreadable;
        errors = l.hasErrors();
        scenario = std::move(l.value);
    } else if (endsWith(path, ".map.xml")) {
        auto l = formats::loadMap(path);
        printDiagnostics(l);
        if (l.fatal())
            return kExitUnreadable;
        errors = l.hasErrors();
        map = std::move(l.value);
        mapSources = std::move(l.sources);
    } else {
        return usageError(path + ": unknown file kind (expected .scenario.xml or .map.xml)");
    }
    const Map& m = scenario ? scenario->map : *map;
    if (o.reference)
        opt.references = readReferenceLayers(m, scenario ? scenario->sources : mapSources, o.load);
    if (dpi) // hexes at the map's printed size
        opt.hexSize = render::print::hexRadiusForDpi(m.printHexMm(), *dpi);

    if (!o.region.empty()) {
        std::string error;
        settings.region = parseRegion(o.region, m, opt.hexSize, error);
        if (!settings.region)
            return usageError(error);
    }
    if (o.fit > 0) {
        // The picture grows with the hex size, around a fixed margin: scale the hex so that the
        // longest side is the size asked for (file managers' thumbnails: --fit 128, 256...).
        settings.margin = std::max(1.0, o.fit / 64.0);
        const Point at = render::exportSize(m, settings);
        const double longest = static_cast<double>(std::max(at.x, at.y)) - 2 * settings.margin;
        if (longest > 0)
            opt.hexSize *= (o.fit - 2 * settings.margin) / longest;
    }
    Status st = render::exportImage(output, *format, m, scenario ? &*scenario : nullptr, settings);
    if (!st)
        return usageError(st.error());
    Point size = render::exportSize(m, settings);
    std::printf("wrote %s (%ld x %ld", output.c_str(), static_cast<long>(size.x),
                static_cast<long>(size.y));
    if (*format == render::ImageFormat::Pdf)
        if (const auto pages = render::pdfPages(m, settings); pages.regions.size() > 1)
            std::printf(" on %zu pages, %d x %d", pages.regions.size(), pages.columns, pages.rows);
    std::printf(")\n");
    return errors ? kExitProblems : kExitOk;
}

} // namespace

void addRender(CLI::App& app) {
    Command& cmd =
        addCommand(app, "render",
                   "render SCENARIO|MAP -o FILE.png|.svg|.pdf [--hex-size N | --dpi N | --fit N]\n"
                   "         [--region A0101:A1510] [--png-compression auto|fast|smallest|0-9]\n"
                   "         [--page-size N]\n"
                   "         [--no-units] [--no-numbers] [--no-grid] [--no-patterns] [--reference]",
                   "draw the map (and the scenario's set-up) as a printed-style picture;\n"
                   "exit 1 when the input has errors (the picture is still written), 2 when\n"
                   "it cannot be read or the output cannot be written");
    auto o = std::make_shared<RenderArgs>();
    cmd.add_option("INPUT", o->input, "a *.scenario.xml or *.map.xml file");
    cmd.add_option("-o,--output", o->output, "the picture to write: *.png, *.svg or *.pdf")
        ->type_name("FILE");
    CLI::Option* hexSize = cmd.add_option("--hex-size", o->hexSize,
                                          "pixels from a hex's centre to a corner (2 to 500)")
                               ->type_name("N");
    CLI::Option* region =
        cmd.add_option("--region", o->region, "draw only the rectangle covering two hexes")
            ->type_name("FROM:TO");
    cmd.add_option("--fit", o->fit,
                   "scale the picture so that its longest side is N pixels (thumbnails)")
        ->type_name("N")
        ->check(CLI::Range(16, 100000))
        ->excludes(hexSize)
        ->excludes(region);
    cmd.add_option("--dpi", o->dpi,
                   "dots per inch at which hexes have the map's printed size (print-hex-mm)")
        ->type_name("N");
    cmd.add_option("--png-compression", o->pngCompression,
                   "PNG size against speed: fast (zlib level 1), smallest (9, slowest) or a\n"
                   "level from 0 to 9; auto (the default) is 6 up to 4 megapixels, 1 above")
        ->type_name("LEVEL");
    cmd.add_option("--page-size", o->pageSize,
                   "PDF: the largest side of a page in points (the default, 14400, is the\n"
                   "largest that viewers open); a larger picture, or one of more than about\n"
                   "100000 hexes, is cut into pages, each written in turn, so smaller pages\n"
                   "take less memory")
        ->type_name("N")
        ->check(CLI::Range(100, 14400));
    cmd.add_flag("--no-units", o->noUnits, "leave the counters out");
    cmd.add_flag("--no-numbers", o->noNumbers, "leave the hex numbers out");
    cmd.add_flag("--no-grid", o->noGrid, "leave the hex grid out");
    cmd.add_flag("--no-patterns", o->noPatterns, "plain terrain colours, without their patterns");
    cmd.add_flag("--reference", o->reference,
                 "draw the map's visible reference images (the scans it was traced from) over\n"
                 "the terrain colours; one that cannot be read is a warning");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runRender(*o); });
}

} // namespace marengo::cli
