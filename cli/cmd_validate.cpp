// marengo validate: load a scenario and run the check catalogue over it.
#include "cli/commands.hpp"
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
struct ValidateOptions {
    std::string scenario;
    std::string format = "text";
    std::string only;
    std::string severity = "info";
};

int runValidate(const ValidateOptions& o) {
    std::string error;
    if (o.scenario.empty())
        error = "validate takes one scenario file";
    const std::string& format = o.format;
    if (error.empty() && format != "text" && format != "json" && format != "sarif")
        error = "unknown format '" + format + "' (text, json or sarif)";
    auto minSeverity = parseSeverity(o.severity);
    if (error.empty() && !minSeverity)
        error = "unknown severity '" + o.severity + "' (error, warning or info)";
    CheckFilter filter;
    filter.only = splitList(o.only);
    for (const std::string& id : filter.only)
        if (error.empty() && !findCheck(id))
            error = "unknown check '" + id + "' (see marengo checks)";
    if (!error.empty())
        return usageError("validate", error);

    const std::string& path = o.scenario;
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

} // namespace

void addValidate(CLI::App& app) {
    Command& cmd =
        addCommand(app, "validate",
                   "validate SCENARIO [--format text|json|sarif] [--only ID,ID...] [--severity "
                   "error|warning|info]",
                   "load a scenario and everything it uses, run every check; exit 0 when\n"
                   "there is no error, 1 when there are errors, 2 when a file cannot be read");
    auto o = std::make_shared<ValidateOptions>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file (*.scenario.xml)");
    cmd.add_option("--format", o->format, "text (default), json, or sarif (SARIF 2.1.0)")
        ->type_name("FORMAT");
    cmd.add_option("--only", o->only,
                   "run only these checks (ids of marengo checks, comma-separated)")
        ->type_name("ID,ID...");
    cmd.add_option("--severity", o->severity,
                   "report problems of this severity and worse: error, warning or info (default)")
        ->type_name("LEVEL");
    cmd.runs([o] { return runValidate(*o); });
}

} // namespace marengo::cli
