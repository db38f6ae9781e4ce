#pragma once
// How a check is run. Each family of checks (structural, stacking, formation...) appends its
// entries to the catalogue in an explicit list (checks.cpp); nothing registers itself.
#include "checks/context.hpp"
#include "checks/problem.hpp"

#include <vector>

namespace marengo {

/// What an edit changed; a check re-runs only when it depends on what changed.
enum Depends : unsigned {
    kOnTerrain = 1u << 0,   ///< terrain, elevation, hexside features
    kOnUnits = 1u << 1,     ///< placements (where units stand, formation, facing, state)
    kOnStructure = 1u << 2, ///< OOB, times, reinforcements, special rules, rules profile
};

/// Which hexes a per-hex check looks at in a full run.
enum class HexDomain { Occupied, AllHexes };

/// A check and how to run it. Exactly one of runAll / runHex is set.
struct CheckEntry {
    CheckInfo info;
    unsigned depends = kOnTerrain | kOnUnits | kOnStructure;
    /// Whole-scenario run (reach Scenario).
    void (*runAll)(const CheckContext&, const CheckInfo&, std::vector<Problem>&) = nullptr;
    /// Run at one hex: reports the problems anchored there (their first hex is `h`).
    void (*runHex)(const CheckContext&, const CheckInfo&, HexId h, std::vector<Problem>&) = nullptr;
    HexDomain domain = HexDomain::Occupied;
    /// For runHex checks: an edit at one hex can change results up to this many hexes away.
    int radius = 0;
};

/// Every family's entries, in catalogue order.
const std::vector<CheckEntry>& checkEntries();

/// Builds a Problem from a catalogue entry.
Problem makeProblem(const CheckInfo& c, std::string message, std::vector<HexId> hexes = {},
                    std::vector<std::string> units = {});

} // namespace marengo
