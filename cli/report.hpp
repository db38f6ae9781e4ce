#pragma once
// Findings of `marengo validate`, one report for one or several scenarios: load diagnostics and
// rule-check problems (formats::findings, shared with the editor), printed as text (the GCC form
// file:line:col: severity: message [check]), JSON or SARIF 2.1.0.
#include "engine/checks/problem.hpp"
#include "engine/map/map.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace marengo::cli {

/// One reported problem with its hexes' printed labels (the map is gone once it is reported).
struct Finding {
    Problem problem;                ///< located (Problem::locations)
    std::vector<std::string> hexes; ///< printed hex labels
};

/// The findings of one scenario file.
struct ScenarioReport {
    std::string scenario; ///< the path as given
    std::vector<Finding> findings;
    int exitCode = 0; ///< 0 valid, 1 errors, 2 cannot be read
};

/// Labels the hexes of located problems with `map` (null: no labels).
std::vector<Finding> labelled(std::vector<Problem> problems, const Map* map);

/// The worst exit code of the reports (0 when there is none).
int worstExit(const std::vector<ScenarioReport>& reports);

/// One line per finding, "file:line:col: error: message [check.id] (hexes, units)", then one
/// summary line per scenario ("FILE: N problem(s), valid"), and a total for several.
std::string formatText(const std::vector<ScenarioReport>& reports);
/// One scenario: {"scenario","errors","warnings","problems":[...]}; several:
/// {"errors","warnings","scenarios":[one such object each]}.
std::string formatJson(const std::vector<ScenarioReport>& reports);

/// Where SARIF's links point.
struct SarifOptions {
    std::filesystem::path root; ///< %SRCROOT%: files under it get relative URIs
    std::string docsUrl;        ///< absolute URI of the docs/ folder (informationUri, helpUri)
};
/// One SARIF 2.1.0 run for all the reports, with the whole check catalogue as its rules.
std::string formatSarif(const std::vector<ScenarioReport>& reports, const SarifOptions& options);

/// Absolute URI of Marengo's docs, for links in reports (SARIF's informationUri and helpUri):
/// $MARENGO_DOCS_URL (e.g. the docs of the published repository), else the file:// URI of
/// formats::docDir().
std::string docsUrl();

/// The absolute file:// URI of `path`, percent-encoded.
std::string absoluteFileUri(const std::filesystem::path& path);

/// `path` as a URI reference: percent-encoded and relative to `root` when under it (`relative`
/// true), else an absolute file:// URI.
std::string fileUri(const std::filesystem::path& path, const std::filesystem::path& root,
                    bool& relative);

} // namespace marengo::cli
