#pragma once
// What part of a scenario an edit changed, which is also what a check depends on: an edit
// reports these bits and the validator re-runs only the checks that read what changed.
namespace marengo {

enum Depends : unsigned {
    kOnTerrain = 1u << 0,   ///< terrain, elevation, hexside features
    kOnUnits = 1u << 1,     ///< placements (where units stand, formation, facing, state)
    kOnStructure = 1u << 2, ///< OOB, times, reinforcements, special rules, rules profile
};

/// Every bit: what a change that cannot say what it touched affects.
inline constexpr unsigned kOnEverything = kOnTerrain | kOnUnits | kOnStructure;

} // namespace marengo
