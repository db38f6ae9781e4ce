#pragma once
// `marengo validate` on a pack: the scenario files named and found under folders, validated in
// parallel, one report each in the order given.
#include "cli/report.hpp"
#include "engine/checks/checks.hpp"
#include "formats/formats.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace marengo::cli {

/// The scenario files of `args`: a file as given; a folder, every *.scenario.xml under it
/// (recursively, sorted by path). A folder without one, or a path that does not exist, is
/// reported in `error`.
std::vector<std::string> scenarioFiles(const std::vector<std::string>& args, std::string& error);

/// Loads and checks one scenario: its findings (located, at least `minSeverity`) and exit code.
ScenarioReport validateScenario(const std::string& path, const CheckFilter& filter,
                                Severity minSeverity, const formats::LoadOptions& load = {});

/// validateScenario for every file, on up to `threads` threads (0: every core), in the order
/// of `files`.
std::vector<ScenarioReport> validateAll(const std::vector<std::string>& files,
                                        const CheckFilter& filter, Severity minSeverity,
                                        const formats::LoadOptions& load = {},
                                        unsigned threads = 0);

} // namespace marengo::cli
