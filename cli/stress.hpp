#pragma once
// Stress scenarios for benchmarks (`marengo gen-stress`, the `bench` executable): a large map of
// several sheets with terrain patches, hills with slopes, rivers and streams crossed by roads
// at bridges and fords, and two armies of counters placed legally (one counter a hex, in clear
// terrain, in column or unlimbered facing the enemy, out of each other's zones of influence),
// plus reinforcement groups entering on each side's own map edge.
#include "engine/core/result.hpp"
#include "engine/scenario/scenario.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>

namespace marengo::cli {

/// Size of a stress scenario.
struct StressOptions {
    std::size_t hexes = 15000; ///< at least this many hexes (sheets are rounded up)
    std::size_t units = 1000;  ///< counters in both orders of battle together
    std::uint32_t seed = 1;
};

/// The rules profile stress scenarios use: templates/rules/friedland-2014.rules.xml of the data
/// folder (formats::dataDir()).
Result<RulesProfile> stressRules();

/// Builds a stress scenario in memory (deterministic for a seed). Its file paths are
/// stress.map.xml, french.oob.xml, russian.oob.xml and stress.rules.xml.
Scenario generateStress(const StressOptions& options, RulesProfile rules);

/// Writes the scenario and the files it refers to into `dir` (created if needed), each saved
/// atomically; returns the scenario file's path.
Result<std::filesystem::path> writeStress(const Scenario& s, const std::filesystem::path& dir);

} // namespace marengo::cli
