#include "formats/findings.hpp"

#include "engine/checks/locate.hpp"

namespace marengo::formats {

Problem toProblem(const Diagnostic& d) {
    Problem p;
    p.check = kFormatCheck;
    p.severity = d.severity;
    p.message = d.message;
    p.locations.push_back(SourceLocation{d.file, d.line, d.col, {}});
    return p;
}

std::vector<Problem> findings(const std::vector<Diagnostic>& load, std::vector<Problem> problems,
                              const Scenario* scenario) {
    std::vector<Problem> out;
    out.reserve(load.size() + problems.size());
    for (const Diagnostic& d : load)
        out.push_back(toProblem(d));
    for (Problem& p : problems) {
        if (scenario)
            locate(p, *scenario);
        out.push_back(std::move(p));
    }
    return out;
}

std::string where(const Problem& p, const Map& map) {
    std::string out;
    for (HexId h : p.hexes)
        if (map.onMap(h))
            out += (out.empty() ? "" : ", ") + map.label(h);
    if (out.empty() && !p.locations.empty())
        out = p.locations.front().format();
    return out;
}

} // namespace marengo::formats
