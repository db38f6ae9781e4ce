// marengo import-oob / export-oob: orders of battle from the OOB text format or CSV to XML, and
// from XML back to text. Nothing is written when the input has an error.
#include "cli/commands.hpp"
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

/// Writes to the output file, or to stdout without one.
int emit(const char* cmd, const std::string& output, const std::string& content) {
    if (output.empty()) {
        std::fwrite(content.data(), 1, content.size(), stdout);
        return kExitOk;
    }
    return writeOutput(cmd, output, content) ? kExitOk : kExitUnreadable;
}

struct OobArgs {
    std::string input;
    std::string output;
    std::string side;        ///< import-oob
    std::string nationality; ///< import-oob
    std::string format;      ///< import-oob
};

int runImportOob(const OobArgs& o) {
    if (o.input.empty())
        return usageError("import-oob", "import-oob takes one OOB text or CSV file");
    formats::OobInputFormat format = formats::OobInputFormat::ByExtension;
    if (o.format == "text")
        format = formats::OobInputFormat::Text;
    else if (o.format == "csv")
        format = formats::OobInputFormat::Csv;
    else if (!o.format.empty())
        return usageError("import-oob", "--format must be text or csv");
    formats::OobImportOptions options;
    options.side = o.side;
    options.nationality = o.nationality;
    const std::string& input = o.input;
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
    auto check = formats::parseOob(xml, o.output.empty() ? "<output>" : o.output);
    if (check.fatal() || !check.diagnostics.empty() || !(*check.value == oob)) {
        printDiagnostics(check.diagnostics);
        std::fprintf(stderr,
                     "marengo import-oob: the XML made from %s does not read back the same; "
                     "nothing written (please report this)\n",
                     input.c_str());
        return kExitProblems;
    }
    const std::string& output = o.output;
    if (int rc = emit("import-oob", output, xml); rc != kExitOk)
        return rc;
    if (!output.empty())
        std::printf("wrote %s: side %s, %zu units\n", output.c_str(), oob.side.c_str(),
                    oob.units().size());
    return kExitOk;
}

int runExportOob(const OobArgs& o) {
    if (o.input.empty())
        return usageError("export-oob", "export-oob takes one OOB file (*.oob.xml)");
    const std::string& input = o.input;
    auto loaded = formats::loadOob(input);
    printDiagnostics(loaded.diagnostics);
    if (loaded.fatal())
        return kExitUnreadable;
    if (loaded.hasErrors()) {
        std::fprintf(stderr, "marengo export-oob: %zu error(s) in %s; nothing written\n",
                     countErrors(loaded.diagnostics), input.c_str());
        return kExitProblems;
    }
    const std::string& output = o.output;
    if (int rc = emit("export-oob", output, formats::writeOobText(*loaded.value)); rc != kExitOk)
        return rc;
    if (!output.empty())
        std::printf("wrote %s: side %s, %zu units\n", output.c_str(), loaded.value->side.c_str(),
                    loaded.value->units().size());
    return kExitOk;
}

} // namespace

void addImportOob(CLI::App& app) {
    Command& cmd = addCommand(
        app, "import-oob",
        "import-oob FILE.txt|FILE.csv [-o NAME.oob.xml] [--side S] [--nationality N] [--format "
        "text|csv]",
        "read an order of battle typed as OOB text (docs/oob-text.md) or CSV and\n"
        "write it as XML (stdout without -o); every error is reported with its\n"
        "line and column, exit 1 and nothing written when there is one");
    auto o = std::make_shared<OobArgs>();
    cmd.add_option("FILE", o->input, "the OOB text (*.txt) or CSV (*.csv) file");
    cmd.add_option("-o,--output", o->output, "the *.oob.xml file to write (default: stdout)")
        ->type_name("FILE");
    cmd.add_option("--side", o->side, "the side, when the file does not name it")->type_name("S");
    cmd.add_option("--nationality", o->nationality,
                   "the nationality, when the file does not name it")
        ->type_name("N");
    cmd.add_option("--format", o->format, "text or csv (default: by the file's extension)")
        ->type_name("FORMAT");
    cmd.runs([o] { return runImportOob(*o); });
}

void addExportOob(CLI::App& app) {
    Command& cmd = addCommand(app, "export-oob", "export-oob FILE.oob.xml [-o FILE.txt]",
                              "write an order of battle as OOB text (stdout without -o)");
    auto o = std::make_shared<OobArgs>();
    cmd.add_option("FILE", o->input, "the order of battle (*.oob.xml)");
    cmd.add_option("-o,--output", o->output, "the text file to write (default: stdout)")
        ->type_name("FILE");
    cmd.runs([o] { return runExportOob(*o); });
}

} // namespace marengo::cli
