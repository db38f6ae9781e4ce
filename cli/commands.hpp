#pragma once
// The `marengo` subcommands. Each takes its arguments (after the subcommand name) and returns
// the process exit code: 0 success, 1 the input has errors, 2 the input cannot be read or the
// command line is wrong.
#include <string>
#include <vector>

namespace marengo::cli {

using Args = std::vector<std::string>;

int cmdInfo(const Args& args);
int cmdValidate(const Args& args);
int cmdChecks(const Args& args);
int cmdNew(const Args& args);
int cmdRender(const Args& args);
int cmdLos(const Args& args);
int cmdViewshed(const Args& args);
int cmdCharge(const Args& args);
int cmdGenStress(const Args& args);
int cmdImportOob(const Args& args);
int cmdExportOob(const Args& args);
int cmdRulesParams(const Args& args);
int cmdFormat(const Args& args);

/// Exit codes shared by all commands.
inline constexpr int kExitOk = 0;
inline constexpr int kExitProblems = 1;
inline constexpr int kExitUnreadable = 2;

} // namespace marengo::cli
