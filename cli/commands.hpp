#pragma once
// The `marengo` commands, parsed with CLI11.
//
// Adding a command: write cli/cmd_NAME.cpp with one function, `void addName(CLI::App& app)`,
// declare it below, list it in main.cpp and in cli/CMakeLists.txt. The function
//   1. calls addCommand(app, "name", "SYNOPSIS", "what it does") for its subcommand: the synopsis
//      and description make `marengo --help`, `marengo name --help` and `marengo help name`;
//   2. declares the command's positionals and options on it (add_option, add_flag, each with its
//      own help text), bound to a struct held by a std::shared_ptr;
//   3. sets what it does with runs([opts] { return run(*opts); }), returning an exit code below.
// Parsing, help, --version, "did you mean", usage errors and failed writes to stdout are handled
// once, in runCommandLine. For example:
//
//   void addHello(CLI::App& app) {
//       Command& cmd = addCommand(app, "hello", "hello NAME [--loud]", "greet NAME");
//       auto o = std::make_shared<HelloOptions>();
//       cmd.add_option("NAME", o->name, "who to greet");
//       cmd.add_flag("--loud", o->loud, "shout");
//       cmd.runs([o] { return hello(*o); });
//   }
#include "formats/formats.hpp"

#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace marengo::cli {

/// Exit codes shared by all commands.
inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;   ///< the input has errors (findings)
inline constexpr int kExitUnreadable = 2; ///< input unreadable, output unwritable or bad usage

/// One `marengo` subcommand: a CLI11 app with a synopsis for the help and a function to run.
class Command : public CLI::App {
public:
    Command(std::string name, std::string synopsis, std::string description);

    /// "render SCENARIO|MAP -o FILE [...]": the usage line, after "marengo ".
    const std::string& synopsis() const { return m_synopsis; }
    /// What the command does once its command line is parsed; returns the exit code.
    void runs(std::function<int()> run) { m_run = std::move(run); }
    int run() const { return m_run(); }

private:
    std::string m_synopsis;
    std::function<int()> m_run;
};

/// Adds a command to the `marengo` app; declare its options on the result.
Command& addCommand(CLI::App& app, std::string name, std::string synopsis, std::string description);

/// Sets up the `marengo` app itself: its help, --version / -V and the `help` command.
void setUpApp(CLI::App& app);

/// Parses the command line and runs the command it names; returns the exit code. Usage errors
/// are reported on stderr with a suggestion for a misspelt command or option (exit 2), as are
/// failed writes to stdout.
int runCommandLine(CLI::App& app, int argc, const char* const* argv);

/// The name among `candidates` closest to a misspelt `word`, or "" when none is close.
std::string closest(const std::string& word, const std::vector<std::string>& candidates);

/// Splits "a,b,c" into its non-empty parts.
std::vector<std::string> splitList(const std::string& s);

/// Writes `content` to the file `path`: atomically for a regular file or a new one, directly for
/// a device or pipe (/dev/stdout). Prints "marengo CMD: cannot write..." on failure; returns
/// whether it worked.
bool writeOutput(const char* cmd, const std::string& path, const std::string& content);

/// Declares --allow-outside on a command that loads scenarios, bound to `options` (held, like
/// the command's other options, by the struct its run lambda owns).
void addLoadOptions(Command& cmd, formats::LoadOptions& options);

/// Prints "marengo CMD: MESSAGE" on stderr and returns kExitUnreadable.
int usageError(const char* cmd, const std::string& message);

/// Loads the scenario a command works on, printing its load diagnostics on stderr; nullopt when
/// it cannot be read at all (the command then exits with kExitUnreadable).
std::optional<Scenario> loadScenarioFor(const std::string& path,
                                        const formats::LoadOptions& options);

void addInfo(CLI::App& app);
void addValidate(CLI::App& app);
void addNew(CLI::App& app);
void addChecks(CLI::App& app);
void addRender(CLI::App& app);
void addPrint(CLI::App& app);
void addLos(CLI::App& app);
void addViewshed(CLI::App& app);
void addCharge(CLI::App& app);
void addMelee(CLI::App& app);
void addReach(CLI::App& app);
void addCarre(CLI::App& app);
void addGenStress(CLI::App& app);
void addImportOob(CLI::App& app);
void addExportOob(CLI::App& app);
void addRulesParams(CLI::App& app);
void addFormat(CLI::App& app);
void addCompletion(CLI::App& app);

} // namespace marengo::cli
