#pragma once
// Command-line option parsing shared by the subcommands.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace marengo::cli {

/// Positional arguments and `--name value` / `--name=value` options.
struct Options {
    std::vector<std::string> positional;
    std::map<std::string, std::string> values;
    std::string error; ///< non-empty when the command line is wrong

    std::optional<std::string> get(const std::string& name) const;
};

/// Parses args; `withValue` lists the options that take a value (names without dashes).
Options parseOptions(const std::vector<std::string>& args, const std::set<std::string>& withValue);

/// Splits "a,b,c" into its non-empty parts.
std::vector<std::string> splitList(const std::string& s);

} // namespace marengo::cli
