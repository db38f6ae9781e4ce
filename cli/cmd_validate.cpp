// marengo validate: load scenarios (files, or every *.scenario.xml under folders) and run the
// check catalogue over them, in parallel; one report, the worst exit code.
#include "cli/commands.hpp"
#include "cli/report.hpp"
#include "cli/validate_pack.hpp"
#include "engine/checks/checks.hpp"

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
    std::vector<std::string> inputs;
    std::string format = "text";
    std::string only;
    std::string severity = "info";
    std::string root = ".";
    formats::LoadOptions load;
};

int runValidate(const ValidateOptions& o) {
    std::string error;
    if (o.inputs.empty())
        error = "validate takes one or more scenario files or folders";
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
    std::vector<std::string> files;
    if (error.empty())
        files = scenarioFiles(o.inputs, error);
    if (!error.empty())
        return usageError("validate", error);

    const std::vector<ScenarioReport> reports = validateAll(files, filter, *minSeverity, o.load);
    std::string out;
    if (format == "json") {
        out = formatJson(reports);
    } else if (format == "sarif") {
        SarifOptions so;
        so.root = o.root;
        so.docsUrl = docsUrl();
        out = formatSarif(reports, so);
    } else {
        out = formatText(reports);
    }
    std::fputs(out.c_str(), stdout);
    return worstExit(reports);
}

} // namespace

void addValidate(CLI::App& app) {
    Command& cmd =
        addCommand(app, "validate",
                   "validate SCENARIO|FOLDER... [--format text|json|sarif] [--only ID,ID...]\n"
                   "           [--severity error|warning|info] [--root DIR]",
                   "load scenarios (a folder: every *.scenario.xml under it) and everything\n"
                   "they use, run every check on all cores, print one report\n"
                   "(file:line:col: severity: message [check]); exit with the worst code:\n"
                   "0 no error, 1 errors, 2 a file cannot be read");
    auto o = std::make_shared<ValidateOptions>();
    cmd.add_option("SCENARIO", o->inputs, "scenario files (*.scenario.xml) or folders of them");
    cmd.add_option("--format", o->format, "text (default), json, or sarif (SARIF 2.1.0)")
        ->type_name("FORMAT");
    cmd.add_option("--only", o->only,
                   "run only these checks (ids of marengo checks, comma-separated)")
        ->type_name("ID,ID...");
    cmd.add_option("--severity", o->severity,
                   "report problems of this severity and worse: error, warning or info (default)")
        ->type_name("LEVEL");
    cmd.add_option("--root", o->root,
                   "the folder SARIF URIs are relative to (%SRCROOT%; default: the current one)")
        ->type_name("DIR");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runValidate(*o); });
}

} // namespace marengo::cli
