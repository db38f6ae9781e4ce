// marengo validate: load scenarios (files, or every *.scenario.xml under folders) and run the
// check catalogue over them, in parallel; one report, the worst exit code.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "cli/validate_pack.hpp"
#include "engine/checks/checks.hpp"

#include <cstdio>
#include <cstdlib>

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
    Options o = parseOptions(args, {"format", "only", "severity", "root"});
    if (o.error.empty() && o.positional.empty())
        o.error = "validate takes one or more scenario files or folders";
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
    std::vector<std::string> files;
    if (o.error.empty())
        files = scenarioFiles(o.positional, o.error);
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo validate: %s\n", o.error.c_str());
        return kExitUnreadable;
    }

    const std::vector<ScenarioReport> reports = validateAll(files, filter, *minSeverity);
    std::string out;
    if (format == "json") {
        out = formatJson(reports);
    } else if (format == "sarif") {
        SarifOptions so;
        so.root = o.get("root").value_or(".");
        so.docsUrl = docsUrl();
        out = formatSarif(reports, so);
    } else {
        out = formatText(reports);
    }
    std::fputs(out.c_str(), stdout);
    return worstExit(reports);
}

} // namespace marengo::cli
