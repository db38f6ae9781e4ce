// marengo checks: the check catalogue, as text, JSON or the Markdown table of docs/rules.md.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "engine/checks/checks.hpp"

#include <cstdio>
#include <string>

namespace marengo::cli {

namespace {

int runChecks(const std::string& format) {
    if (format != "text" && format != "json" && format != "markdown")
        return usageError("checks", "unknown format '" + format + "' (text, json or markdown)");
    const auto& catalogue = checkCatalogue();
    if (format == "json") {
        JsonWriter w;
        w.beginArray();
        for (const CheckInfo& c : catalogue) {
            w.beginObject();
            w.key("id");
            w.value(c.id);
            w.key("title");
            w.value(c.title);
            w.key("severity");
            w.value(toString(c.severity));
            w.key("reach");
            w.value(toString(c.reach));
            w.key("citation");
            w.value(c.citation);
            w.endObject();
        }
        w.endArray();
        std::printf("%s\n", w.str().c_str());
    } else if (format == "markdown") {
        std::string out = "| check | what it verifies | severity | reach | rule |\n"
                          "|---|---|---|---|---|\n";
        for (const CheckInfo& c : catalogue)
            out += "| `" + std::string(c.id) + "` | " + std::string(c.title) + " | " +
                   std::string(toString(c.severity)) + " | " + std::string(toString(c.reach)) +
                   " | " + std::string(c.citation) + " |\n";
        std::fputs(out.c_str(), stdout);
    } else {
        std::string out;
        for (const CheckInfo& c : catalogue)
            out += std::string(c.id) + "  [" + std::string(toString(c.severity)) + "] " +
                   std::string(c.title) + "\n    rule: " + std::string(c.citation) + "\n";
        std::fputs(out.c_str(), stdout);
    }
    return kExitOk;
}

} // namespace

void addChecks(CLI::App& app) {
    Command& cmd = addCommand(app, "checks", "checks [--format text|json|markdown]",
                              "list the check catalogue: id, severity, reach, rule citation");
    auto format = std::make_shared<std::string>("text");
    cmd.add_option("--format", *format,
                   "text (default), json, or markdown: the table of docs/rules.md")
        ->type_name("FORMAT");
    cmd.runs([format] { return runChecks(*format); });
}

} // namespace marengo::cli
