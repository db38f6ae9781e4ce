#pragma once
// What checks share during a run: the scenario's index of who stands where (ScenarioIndex), the
// profile's terrain row per terrain, the terrain edits since the index was built, and state a
// check keeps between runs.
#include "engine/scenario/scenario_index.hpp"

#include <map>
#include <memory>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace marengo {

/// State a check keeps between its runs on one context (see CheckContext::memo()).
class CheckMemo {
public:
    virtual ~CheckMemo() = default;
};

/// A scenario plus the lookups checks need.
class CheckContext : public ScenarioIndex {
public:
    explicit CheckContext(const Scenario& s);
    ~CheckContext();

    /// The profile's terrain row for a hex's terrain, or nullptr.
    const TerrainRules* terrainRules(HexId h) const {
        return m_terrainRules[scenario().map.terrain(h)];
    }

    /// Hexes whose terrain, elevation or hexsides changed since the context was built, in the
    /// order they were reported (Validator::update reports them; the context is rebuilt when
    /// units or structure change, so this is the only change it lives through).
    const std::vector<HexId>& terrainEdits() const { return m_terrainEdits; }
    void noteTerrainEdits(std::span<const HexId> hexes);
    /// On-map hexes where a reinforcement enters, ascending, each once.
    const std::vector<HexId>& entryHexes() const { return m_entryHexes; }
    /// Indices (into scenario().reinforcements) of the reinforcements entering at `h`, in order.
    std::span<const std::size_t> arrivalsAt(HexId h) const;
    /// State check `id` kept on this context, or nullptr; keepMemo() replaces it. A check that
    /// keeps state must check it against terrainEdits() before trusting it.
    CheckMemo* memo(std::string_view id) const;
    void keepMemo(std::string_view id, std::unique_ptr<CheckMemo> memo) const;
    /// The memo of type M check `id` keeps on this context, made from `args` on first use.
    template <class M, class... Args> M& memoOf(std::string_view id, Args&&... args) const {
        if (auto* kept = dynamic_cast<M*>(memo(id)))
            return *kept;
        auto made = std::make_unique<M>(std::forward<Args>(args)...);
        M& out = *made;
        keepMemo(id, std::move(made));
        return out;
    }

    /// Units and hexes the checks looked at on this context: the Validator counts each hex a
    /// per-hex check runs at; a whole-scenario check that re-runs on terrain edits counts the
    /// units it walks and the hexes its searches meet. A measure of work that does not depend on
    /// the machine (tests assert that an incremental update's count does not grow with the
    /// map), not a time.
    void countVisits(std::size_t n) const { m_visits += n; }
    std::size_t visits() const { return m_visits; }

private:
    std::vector<const TerrainRules*> m_terrainRules; ///< per TerrainId
    std::vector<HexId> m_entryHexes;
    /// Each on-map reinforcement's entry hex and index, sorted by hex (then index): arrivalsAt's
    /// answers side by side in m_arrivalIndex.
    std::vector<HexId> m_arrivalHex;
    std::vector<std::size_t> m_arrivalIndex;
    std::vector<HexId> m_terrainEdits;
    mutable std::map<std::string_view, std::unique_ptr<CheckMemo>, std::less<>> m_memos;
    mutable std::size_t m_visits = 0;
};

} // namespace marengo
