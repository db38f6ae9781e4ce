// marengo print: a print-and-play PDF of a scenario (map pages, counter sheets, set-up cards).
#include "cli/commands.hpp"
#include "formats/formats.hpp"
#include "render/print/print_job.hpp"

#include <charconv>
#include <cstdio>
#include <memory>

namespace marengo::cli {

namespace {

int usageError(const std::string& message) {
    return cli::usageError("print", message);
}

/// A number of millimetres ("16", "16.5", "16mm") in [lo, hi], or nullopt.
std::optional<double> millimetres(const std::string& text, double lo, double hi) {
    std::string t = text;
    if (t.size() > 2 && t.compare(t.size() - 2, 2, "mm") == 0)
        t.resize(t.size() - 2);
    double v = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc{} || end != t.data() + t.size() || v < lo || v > hi)
        return std::nullopt;
    return v;
}

struct PrintArgs {
    std::string input;
    std::string output;
    std::string paper;
    std::string orientation;
    std::string hexSize;
    std::string overlap;
    std::string what;
    std::string counterSize;
    formats::LoadOptions load;
};

int runPrint(const PrintArgs& o) {
    if (o.input.empty())
        return usageError("print takes one scenario file");
    if (o.output.empty())
        return usageError("print needs an output file: -o FILE.pdf");
    render::print::PrintSettings s;
    if (!o.paper.empty()) {
        auto paper = render::print::parsePaper(o.paper);
        if (!paper)
            return usageError("--paper must be A4, A3, letter, tabloid or WxHmm (e.g. 300x400mm)");
        s.paper = *paper;
    }
    if (!o.orientation.empty()) {
        auto orientation = render::print::parseOrientation(o.orientation);
        if (!orientation)
            return usageError("--orientation must be portrait, landscape or auto");
        s.orientation = *orientation;
    }
    if (!o.hexSize.empty()) {
        auto mm = millimetres(o.hexSize, 2, 100);
        if (!mm)
            return usageError("--hex-size must be a flat-to-flat width from 2 to 100 mm");
        s.hexMm = *mm;
    }
    if (!o.overlap.empty()) {
        auto mm = millimetres(o.overlap, 0, 100);
        if (!mm)
            return usageError("--overlap must be from 0 to 100 mm");
        s.overlapMm = *mm;
    }
    if (!o.counterSize.empty()) {
        auto mm = millimetres(o.counterSize, 5, 60);
        if (!mm)
            return usageError("--counter-size must be from 5 to 60 mm");
        s.counterMm = *mm;
    }
    if (!o.what.empty()) {
        auto parts = render::print::parseParts(o.what);
        if (!parts)
            return usageError("--what: " + parts.error());
        s.parts = *parts;
    }

    auto l = formats::loadScenario(o.input, nullptr, o.load);
    for (const formats::Diagnostic& d : l.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    if (l.fatal())
        return kExitUnreadable;
    auto job = render::print::PrintJob::create(*l.value, s);
    if (!job)
        return usageError(job.error());
    Status st = job->writePdf(o.output);
    if (!st)
        return usageError(st.error());
    std::printf("wrote %s (%zu pages", o.output.c_str(), job->pages().size());
    if (const render::print::Tiling* t = job->tiling())
        std::printf(", map %d x %d pages of %s with hexes of %.2f mm", t->columns, t->rows,
                    t->paper.name.c_str(), job->hexMm());
    std::printf(")\n");
    return l.hasErrors() ? kExitProblems : kExitOk;
}

} // namespace

void addPrint(CLI::App& app) {
    Command& cmd = addCommand(
        app, "print",
        "print SCENARIO -o FILE.pdf [--paper A4|A3|letter|tabloid|WxHmm]\n"
        "        [--orientation portrait|landscape|auto] [--hex-size MM] [--overlap MM]\n"
        "        [--what map,counters,setup,all] [--counter-size MM]",
        "a print-and-play PDF: the map tiled over pages at the printed hex size\n"
        "(default: the map's print-hex-mm) with a key page, counter sheets front and\n"
        "back for duplex printing, a set-up card per side (docs/print.md)");
    auto o = std::make_shared<PrintArgs>();
    cmd.add_option("SCENARIO", o->input, "a *.scenario.xml file");
    cmd.add_option("-o,--output", o->output, "the PDF to write")->type_name("FILE");
    cmd.add_option("--paper", o->paper, "A4 (default), A3, letter, tabloid or WxHmm")
        ->type_name("PAPER");
    cmd.add_option("--orientation", o->orientation,
                   "of the map pages: portrait, landscape or auto (fewer pages; default)")
        ->type_name("O");
    cmd.add_option("--hex-size", o->hexSize,
                   "a hex's width flat to flat in mm (default: the map's print-hex-mm)")
        ->type_name("MM");
    cmd.add_option("--overlap", o->overlap, "mm of map repeated at each inner page edge (10)")
        ->type_name("MM");
    cmd.add_option("--what", o->what, "map, counters, setup or all (default), comma-separated")
        ->type_name("PARTS");
    cmd.add_option("--counter-size", o->counterSize, "a counter's side in mm (12.7)")
        ->type_name("MM");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runPrint(*o); });
}

} // namespace marengo::cli
