// marengo validate: load a scenario and run the check catalogue over it.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "engine/checks/checks.hpp"
#include "formats/formats.hpp"

#include <cstdio>

namespace marengo::cli {

namespace {
std::optional<Severity> parseSeverity(const std::string& s) {
    if (s == "error")
        return Severity::Error;
    if (s == "warning")
        return Severity::Warning;
    if (s == "info")
        return Severity::Info;
    return std::nullopt;
}
} // namespace

int cmdValidate(const Args& args) {
    Options o = parseOptions(args, {"format", "only", "severity"});
    if (o.error.empty() && o.positional.size() != 1)
        o.error = "validate takes one scenario file";
    std::string format = o.get("format").value_or("text");
    if (o.error.empty() && format != "text" && format != "json" && format != "sarif")
        o.error = "unknown format '" + format + "' (text, json or sarif)";
    auto minSeverity = parseSeverity(o.get("severity").value_or("info"));
    if (o.error.empty() && !minSeverity)
        o.error = "unknown severity '" + *o.get("severity") + "' (error, warning or info)";
    CheckFilter filter;
    if (auto only = o.get("only")) {
        filter.only = splitList(*only);
        for (const std::string& id : filter.only)
            if (o.error.empty() && !findCheck(id))
                o.error = "unknown check '" + id + "' (see marengo checks)";
    }
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo validate: %s\n", o.error.c_str());
        return kExitUnreadable;
    }

    const std::string& path = o.positional[0];
    auto loaded = formats::loadScenario(path);
    if (loaded.fatal()) {
        for (const formats::Diagnostic& d : loaded.diagnostics)
            std::fprintf(stderr, "%s\n", d.format().c_str());
        return kExitUnreadable;
    }

    std::vector<Finding> findings;
    for (const formats::Diagnostic& d : loaded.diagnostics)
        findings.push_back(fromDiagnostic(d));
    for (const Problem& p : runChecks(*loaded.value, filter))
        findings.push_back(fromProblem(p, loaded.value->map, path));
    std::erase_if(findings, [&](const Finding& f) { return f.severity > *minSeverity; });

    std::string out = format == "json"    ? formatJson(findings, path)
                      : format == "sarif" ? formatSarif(findings)
                                          : formatText(findings);
    std::fputs(out.c_str(), stdout);
    bool errors = false;
    for (const Finding& f : findings)
        errors = errors || f.severity == Severity::Error;
    if (format == "text")
        std::printf("%s: %zu problem(s), %s\n", path.c_str(), findings.size(),
                    errors ? "not valid" : "valid");
    return errors ? kExitProblems : kExitOk;
}

} // namespace marengo::cli
