#pragma once
// The one list a validation reports, shared by `marengo validate` and the editor's issues panel:
// the file readers' diagnostics and the checks' problems, each with where it is in the files.
#include "engine/checks/problem.hpp"
#include "engine/scenario/scenario.hpp"
#include "formats/formats.hpp"

#include <string>
#include <vector>

namespace marengo::formats {

/// The check id of a file reading problem.
inline constexpr std::string_view kFormatCheck = "format";

/// A reader's diagnostic as a problem of check "format", located at its file:line:col.
Problem toProblem(const Diagnostic& d);

/// The findings of a scenario: its load diagnostics first (in the order the loader gives them),
/// then the checks' problems (in the order given), each located in `scenario`'s files
/// (locate()). `scenario` may be null when the files could not be loaded.
std::vector<Problem> findings(const std::vector<Diagnostic>& load, std::vector<Problem> problems,
                              const Scenario* scenario);

/// Where a finding is, as the issues list shows it: the printed labels of its hexes (where the
/// designer goes on the map), else "file:line:col" of its first location.
std::string where(const Problem& p, const Map& map);

} // namespace marengo::formats
