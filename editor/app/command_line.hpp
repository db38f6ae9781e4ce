#pragma once
// The editor's command line (wxCmdLineParser): --help, --version, --print and the files to open.
// Parsed before the toolkit starts, so that --help and --version answer without a display.
#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

/// What the command line asks for.
struct CommandLine {
    std::vector<std::string> files; ///< scenario files to open, in order
    bool print = false;             ///< open the Print / Export dialog on the first file
    std::optional<int> exitCode;    ///< set when the program should stop (help, version, error)
};

/// Parses argv. --help/-h prints the usage to stdout (exit 0), --version/-V the version (exit 0),
/// an unknown option prints the error and the usage to stderr (exit 2).
CommandLine parseCommandLine(int argc, char** argv);

/// The usage text (also the source of the man page marengo-editor.1).
std::string usageText();

} // namespace marengo::editor
