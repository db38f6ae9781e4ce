#pragma once
// Findings of `marengo validate`: load diagnostics and rule-check problems in one list, printed
// as text, JSON or SARIF 2.1.0.
#include "engine/checks/problem.hpp"
#include "formats/formats.hpp"

#include <string>
#include <vector>

namespace marengo::cli {

/// One reported problem, with everything the output formats need.
struct Finding {
    std::string check; ///< check id, or "format" for file reading problems
    Severity severity = Severity::Error;
    std::string message;
    std::string file; ///< file the problem is in (as given on the command line or resolved)
    int line = 0;     ///< 1-based, 0 when unknown
    int col = 0;
    std::vector<std::string> hexes; ///< printed hex labels
    std::vector<std::string> units;
};

Finding fromDiagnostic(const formats::Diagnostic& d);
Finding fromProblem(const Problem& p, const Map& map, const std::string& scenarioFile);

std::string formatText(const std::vector<Finding>& findings);
std::string formatJson(const std::vector<Finding>& findings, const std::string& scenarioFile);
std::string formatSarif(const std::vector<Finding>& findings);

} // namespace marengo::cli
