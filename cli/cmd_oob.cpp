// marengo import-oob / export-oob: orders of battle from the OOB text format or CSV to XML, and
// from XML back to text. Nothing is written when the input has an error.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "formats/formats.hpp"
#include "formats/oob_text.hpp"

#include <cstdio>
#include <string>

namespace marengo::cli {

namespace {

void printDiagnostics(const std::vector<formats::Diagnostic>& diagnostics) {
    for (const formats::Diagnostic& d : diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
}

std::size_t countErrors(const std::vector<formats::Diagnostic>& diagnostics) {
    std::size_t n = 0;
    for (const formats::Diagnostic& d : diagnostics)
        if (d.severity == Severity::Error)
            ++n;
    return n;
}

/// Writes to the output file atomically, or to stdout without one.
int emit(const char* cmd, const std::optional<std::string>& output, const std::string& content) {
    if (!output) {
        std::fwrite(content.data(), 1, content.size(), stdout);
        return kExitOk;
    }
    if (auto st = formats::saveAtomic(*output, content); !st) {
        std::fprintf(stderr, "marengo %s: cannot write '%s': %s\n", cmd, output->c_str(),
                     st.error().c_str());
        return kExitUnreadable;
    }
    return kExitOk;
}

} // namespace

int cmdImportOob(const Args& args) {
    Options o = parseOptions(args, {"output", "side", "nationality", "format"});
    if (o.error.empty() && o.positional.size() != 1)
        o.error = "import-oob takes one OOB text or CSV file";
    formats::OobInputFormat format = formats::OobInputFormat::ByExtension;
    if (auto f = o.get("format"); o.error.empty() && f) {
        if (*f == "text")
            format = formats::OobInputFormat::Text;
        else if (*f == "csv")
            format = formats::OobInputFormat::Csv;
        else
            o.error = "--format must be text or csv";
    }
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo import-oob: %s\n", o.error.c_str());
        return kExitUnreadable;
    }
    formats::OobImportOptions options;
    options.side = o.get("side").value_or("");
    options.nationality = o.get("nationality").value_or("");
    const std::string& input = o.positional[0];
    auto loaded = formats::loadOobText(input, options, format);
    printDiagnostics(loaded.diagnostics);
    if (loaded.fatal())
        return kExitUnreadable;
    if (loaded.hasErrors()) {
        std::fprintf(stderr, "marengo import-oob: %zu error(s) in %s; nothing written\n",
                     countErrors(loaded.diagnostics), input.c_str());
        return kExitProblems;
    }
    const OrderOfBattle& oob = *loaded.value;
    const std::string xml = formats::writeOob(oob);
    // The XML must read back as the same order of battle; anything else is a bug here.
    auto check = formats::parseOob(xml, o.get("output").value_or("<output>"));
    if (check.fatal() || !check.diagnostics.empty() || !(*check.value == oob)) {
        printDiagnostics(check.diagnostics);
        std::fprintf(stderr,
                     "marengo import-oob: the XML made from %s does not read back the same; "
                     "nothing written (please report this)\n",
                     input.c_str());
        return kExitProblems;
    }
    const auto output = o.get("output");
    if (int rc = emit("import-oob", output, xml); rc != kExitOk)
        return rc;
    if (output)
        std::printf("wrote %s: side %s, %zu units\n", output->c_str(), oob.side.c_str(),
                    oob.units().size());
    return kExitOk;
}

int cmdExportOob(const Args& args) {
    Options o = parseOptions(args, {"output"});
    if (o.error.empty() && o.positional.size() != 1)
        o.error = "export-oob takes one OOB file (*.oob.xml)";
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo export-oob: %s\n", o.error.c_str());
        return kExitUnreadable;
    }
    const std::string& input = o.positional[0];
    auto loaded = formats::loadOob(input);
    printDiagnostics(loaded.diagnostics);
    if (loaded.fatal())
        return kExitUnreadable;
    if (loaded.hasErrors()) {
        std::fprintf(stderr, "marengo export-oob: %zu error(s) in %s; nothing written\n",
                     countErrors(loaded.diagnostics), input.c_str());
        return kExitProblems;
    }
    const auto output = o.get("output");
    if (int rc = emit("export-oob", output, formats::writeOobText(*loaded.value)); rc != kExitOk)
        return rc;
    if (output)
        std::printf("wrote %s: side %s, %zu units\n", output->c_str(), loaded.value->side.c_str(),
                    loaded.value->units().size());
    return kExitOk;
}

} // namespace marengo::cli
