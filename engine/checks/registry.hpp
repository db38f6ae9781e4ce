#pragma once
// How a check is run. Each family of checks (structural, stacking, formation...) appends its
// entries to the catalogue in an explicit list (checks.cpp); nothing registers itself.
#include "engine/checks/context.hpp"
#include "engine/checks/problem.hpp"
#include "engine/scenario/change.hpp"

#include <span>
#include <vector>

namespace marengo {

/// Which hexes a per-hex check looks at in a full run: those that hold a unit, every hex of the
/// map, or the hexes where reinforcements enter.
enum class HexDomain { Occupied, AllHexes, Entries };

/// True when hex `h` is in `domain` (CheckContext::occupiedHexes, the map, entryHexes).
bool inDomain(const CheckContext& ctx, HexDomain domain, HexId h);
/// How many hexes `domain` has.
std::size_t domainSize(const CheckContext& ctx, HexDomain domain);
/// Calls `f(h)` for each hex of `domain`, ascending, while it returns true; false when stopped.
template <class F> bool forEachInDomain(const CheckContext& ctx, HexDomain domain, F&& f) {
    if (domain == HexDomain::AllHexes) {
        const Map& map = ctx.scenario().map;
        for (HexId h = 0; h < map.gridSize(); ++h)
            if (map.onMap(h) && !f(h))
                return false;
        return true;
    }
    for (HexId h : domain == HexDomain::Occupied ? ctx.occupiedHexes() : ctx.entryHexes())
        if (!f(h))
            return false;
    return true;
}

struct CheckEntry;

/// A walk of the whole map shared by several per-hex checks of one family (HexDomain::AllHexes):
/// runs each of `checks` at every hex of the map, appending to `out` of the same index exactly
/// what its runHex at each hex, in ascending order, would. The family reads each hex's data once
/// for all its checks and skips the hexes where none of them can report.
using SharedWalk = void (*)(const CheckContext&, std::span<const CheckEntry* const> checks,
                            std::span<std::vector<Problem>* const> out);

/// A check and how to run it. Exactly one of runAll / runHex is set.
struct CheckEntry {
    CheckInfo info;
    unsigned depends = kOnEverything;
    /// Whole-scenario run (reach Scenario).
    void (*runAll)(const CheckContext&, const CheckInfo&, std::vector<Problem>&) = nullptr;
    /// Run at one hex: reports the problems anchored there (their first hex is `h`).
    void (*runHex)(const CheckContext&, const CheckInfo&, HexId h, std::vector<Problem>&) = nullptr;
    HexDomain domain = HexDomain::Occupied;
    /// For runHex checks: an edit at one hex can change results up to this many hexes away.
    int radius = 0;
    /// For runHex checks of the whole map: the walk a full run (runChecks) shares with the other
    /// checks that name it, or nullptr to run at each hex alone.
    SharedWalk walk = nullptr;
};

/// Every family's entries, in catalogue order.
const std::vector<CheckEntry>& checkEntries();

/// Builds a Problem from a catalogue entry.
Problem makeProblem(const CheckInfo& c, std::string message, std::vector<HexId> hexes = {},
                    std::vector<std::string> units = {});

} // namespace marengo
