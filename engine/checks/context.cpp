#include "engine/checks/context.hpp"

#include <array>

namespace marengo {

CheckContext::CheckContext(const Scenario& s) : ScenarioIndex(s) {
    std::array<const TerrainRules*, 256> rules{};
    const auto& types = s.map.terrainTypes();
    for (std::size_t t = 0; t < types.size() && t < rules.size(); ++t)
        rules[t] = s.rules.terrainRules(types[t].id);
    m_terrainRules.assign(rules.begin(), rules.end());
}

CheckContext::~CheckContext() = default;

void CheckContext::noteTerrainEdits(std::span<const HexId> hexes) {
    m_terrainEdits.insert(m_terrainEdits.end(), hexes.begin(), hexes.end());
}

CheckMemo* CheckContext::memo(std::string_view id) const {
    auto it = m_memos.find(id);
    return it == m_memos.end() ? nullptr : it->second.get();
}

void CheckContext::keepMemo(std::string_view id, std::unique_ptr<CheckMemo> memo) const {
    m_memos[id] = std::move(memo);
}

} // namespace marengo
