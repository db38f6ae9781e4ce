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

/// Parses args; `withValue` lists the options that take a value, `flags` those that take none
/// (names without dashes; a flag's value is "1"). `-o` is short for `--output`.
Options parseOptions(const std::vector<std::string>& args, const std::set<std::string>& withValue,
                     const std::set<std::string>& flags = {});

/// Splits "a,b,c" into its non-empty parts.
std::vector<std::string> splitList(const std::string& s);

} // namespace marengo::cli
