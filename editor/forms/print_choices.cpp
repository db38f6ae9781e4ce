#include "editor/forms/print_choices.hpp"

#include "render/geometry.hpp"

#include <algorithm>
#include <cstdio>

namespace marengo::editor {

namespace rp = render::print;

const std::vector<std::string>& printPaperNames() {
    static const std::vector<std::string> names{"A4", "A3", "letter", "tabloid"};
    return names;
}

const std::vector<rp::Orientation>& printOrientations() {
    static const std::vector<rp::Orientation> o{rp::Orientation::Auto, rp::Orientation::Portrait,
                                                rp::Orientation::Landscape};
    return o;
}

PrintChoices defaultPrintChoices(const Map& map) {
    PrintChoices c;
    c.hexMm = map.printHexMm();
    return c;
}

Checked<rp::PrintSettings> printSettings(const PrintChoices& c) {
    Checked<rp::PrintSettings> out;
    rp::PrintSettings s;
    const auto& papers = printPaperNames();
    if (c.paper >= 0 && c.paper < static_cast<int>(papers.size())) {
        s.paper = *rp::parsePaper(papers[static_cast<std::size_t>(c.paper)]);
    } else {
        char name[64];
        std::snprintf(name, sizeof name, "%gx%gmm", c.customWidthMm, c.customHeightMm);
        auto custom = rp::parsePaper(name);
        if (!custom)
            out.errors.push_back("a custom paper must be from 50 to 2000 mm a side");
        else
            s.paper = *custom;
    }
    const auto& orientations = printOrientations();
    s.orientation = orientations[static_cast<std::size_t>(
        std::clamp(c.orientation, 0, static_cast<int>(orientations.size()) - 1))];
    s.hexMm = c.hexMm;
    s.overlapMm = c.overlapMm;
    s.counterMm = c.counterMm;
    s.parts = c.parts;
    if (!s.parts.map && !s.parts.counters && !s.parts.setup)
        out.errors.push_back("choose at least one of map, counters and set-up cards");
    if (out.errors.empty())
        out.value = s;
    return out;
}

std::string printSummary(const rp::PrintJob& job) {
    std::size_t n = job.pages().size();
    std::string text = std::to_string(n) + (n == 1 ? " page" : " pages");
    if (const rp::Tiling* t = job.tiling()) {
        char buf[160];
        std::snprintf(buf, sizeof buf, "; the map on %d x %d pages of %s (%s), hexes of %.2f mm",
                      t->columns, t->rows, t->paper.name.c_str(),
                      t->paper.widthMm > t->paper.heightMm ? "landscape" : "portrait", job.hexMm());
        text += buf;
    }
    return text;
}

std::string pngSummary(const Map& map, double dpi) {
    Point px = render::MapGeometry(map, rp::hexRadiusForDpi(map.printHexMm(), dpi)).mapPixelSize();
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "A PNG of about %.0f x %.0f pixels, hexes of %.2f mm at %.0f dpi", px.x, px.y,
                  map.printHexMm(), dpi);
    return buf;
}

std::filesystem::path suggestedPrintPath(const std::filesystem::path& scenarioPath,
                                         const std::filesystem::path& fallbackFolder,
                                         const std::string& extension) {
    if (scenarioPath.empty())
        return fallbackFolder / ("scenario" + extension);
    std::string name = scenarioPath.filename().string();
    for (const char* suffix : {".scenario.xml", ".xml"})
        if (name.size() > std::string(suffix).size() && name.ends_with(suffix)) {
            name.resize(name.size() - std::string(suffix).size());
            break;
        }
    return scenarioPath.parent_path() / (name + extension);
}

} // namespace marengo::editor
