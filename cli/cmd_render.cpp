// marengo render: draw a map or a scenario to PNG, SVG or PDF with the shared renderer.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "formats/formats.hpp"
#include "render/image_export.hpp"

#include <charconv>
#include <cstdio>

namespace marengo::cli {

namespace {

bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int usageError(const std::string& message) {
    std::fprintf(stderr, "marengo render: %s\n", message.c_str());
    return kExitUnreadable;
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

} // namespace

int cmdRender(const Args& args) {
    // -o and the --no-* switches take no part in the shared --name value parsing.
    Args rest;
    render::ExportSettings settings;
    render::RenderOptions& opt = settings.options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "-o")
            rest.push_back("--output");
        else if (a == "--no-units")
            opt.units = false;
        else if (a == "--no-numbers")
            opt.hexNumbers = false;
        else if (a == "--no-grid")
            opt.grid = false;
        else if (a == "--no-patterns")
            opt.patterns = false;
        else
            rest.push_back(a);
    }
    Options o = parseOptions(rest, {"output", "hex-size", "region"});
    if (!o.error.empty())
        return usageError(o.error);
    if (o.positional.size() != 1)
        return usageError("render takes one scenario or map file");
    auto output = o.get("output");
    if (!output || output->empty())
        return usageError("render needs an output file: -o FILE.png|.svg|.pdf");
    auto format = render::formatForPath(*output);
    if (!format)
        return usageError("'" + *output + "': unknown image type (expected .png, .svg or .pdf)");
    if (auto hs = o.get("hex-size")) {
        double v = 0;
        auto [end, ec] = std::from_chars(hs->data(), hs->data() + hs->size(), v);
        if (ec != std::errc{} || end != hs->data() + hs->size() || v < 2 || v > 500)
            return usageError("--hex-size must be a number of pixels from 2 to 500");
        opt.hexSize = v;
    }

    const std::string& path = o.positional[0];
    std::optional<Scenario> scenario;
    std::optional<Map> map;
    bool errors = false;
    if (endsWith(path, ".scenario.xml")) {
        auto l = formats::loadScenario(path);
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
    } else {
        return usageError(path + ": unknown file kind (expected .scenario.xml or .map.xml)");
    }
    const Map& m = scenario ? scenario->map : *map;

    if (auto region = o.get("region")) {
        std::string error;
        settings.region = parseRegion(*region, m, opt.hexSize, error);
        if (!settings.region)
            return usageError(error);
    }
    Status st = render::exportImage(*output, *format, m, scenario ? &*scenario : nullptr, settings);
    if (!st)
        return usageError(st.error());
    Point size = render::exportSize(m, settings);
    std::printf("wrote %s (%ld x %ld)\n", output->c_str(), static_cast<long>(size.x),
                static_cast<long>(size.y));
    return errors ? kExitProblems : kExitOk;
}

} // namespace marengo::cli
