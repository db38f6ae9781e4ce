#pragma once
// Incremental validation: keeps every check's problems and, after an edit, re-runs only the
// checks that depend on what changed, and per-hex checks only within their reach of the edit.
// A full run (runChecks) stays the oracle: after any sequence of updates, problems() equals
// runChecks() on the same scenario.
#include "engine/checks/checks.hpp"
#include "engine/checks/registry.hpp"
#include "engine/core/progress.hpp"

#include <map>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace marengo {

class Validator {
public:
    /// Watches `s`, which must outlive the validator; nothing runs until runFull().
    explicit Validator(const Scenario& s, CheckFilter filter = {});
    ~Validator();

    /// Runs every selected check from scratch, reporting to `progress` when given. Returns false
    /// when the progress was cancelled: the validator then keeps the problems it had before.
    bool runFull(Progress* progress = nullptr);
    /// Re-runs what an edit can affect. `hexes`: hexes whose terrain, elevation, hexsides or
    /// occupants changed (for a moved unit: where it was and where it is). `what`: Depends bits.
    /// A structure edit re-runs the per-hex checks that depend on structure everywhere.
    void update(std::span<const HexId> hexes, unsigned what);
    /// Current problems, in the order runChecks() gives them.
    std::vector<Problem> problems() const;
    /// Check runs done by the last runFull/update: whole-scenario runs plus per-hex runs.
    std::size_t lastRuns() const { return m_lastRuns; }
    /// Units and hexes the last runFull/update visited (CheckContext::countVisits), in all and
    /// for check `id` alone (0 for a check that did not run or is not selected).
    std::size_t lastVisits() const;
    std::size_t lastVisits(std::string_view id) const;

private:
    struct State {
        const CheckEntry* entry;
        std::vector<Problem> all;                    ///< runAll checks
        std::map<HexId, std::vector<Problem>> byHex; ///< runHex checks, anchored by hex
        std::size_t visits = 0;                      ///< by the last runFull/update
    };
    void runHexAt(State& st, HexId h);
    /// Re-runs one check after an edit (update's work for one check).
    void rerun(State& st, std::span<const HexId> hexes, unsigned what);
    /// Re-runs a per-hex check at every hex of its domain; false when `progress` was cancelled.
    bool runDomain(State& st, Progress* progress = nullptr);
    /// Re-runs m_states[k] and every later state that shares its map walk and is marked in
    /// `pick`, in one walk of the map (as runChecks does); clears their marks.
    void runWalk(std::size_t k, std::vector<bool>& pick);

    const Scenario* m_s;
    CheckFilter m_filter;
    std::unique_ptr<CheckContext> m_ctx;
    std::vector<State> m_states;
    std::size_t m_lastRuns = 0;
};

} // namespace marengo
