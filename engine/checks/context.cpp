#include "engine/checks/context.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace marengo {

CheckContext::CheckContext(const Scenario& s) : ScenarioIndex(s) {
    std::array<const TerrainRules*, 256> rules{};
    const auto& types = s.map.terrainTypes();
    for (std::size_t t = 0; t < types.size() && t < rules.size(); ++t)
        rules[t] = s.rules.terrainRules(types[t].id);
    m_terrainRules.assign(rules.begin(), rules.end());
    std::vector<std::pair<HexId, std::size_t>> arrivals;
    for (std::size_t i = 0; i < s.reinforcements.size(); ++i)
        if (s.map.onMap(s.reinforcements[i].entry))
            arrivals.emplace_back(s.reinforcements[i].entry, i);
    std::sort(arrivals.begin(), arrivals.end());
    for (const auto& [h, i] : arrivals) {
        if (m_entryHexes.empty() || m_entryHexes.back() != h)
            m_entryHexes.push_back(h);
        m_arrivalHex.push_back(h);
        m_arrivalIndex.push_back(i);
    }
}

std::span<const std::size_t> CheckContext::arrivalsAt(HexId h) const {
    const auto [from, to] = std::equal_range(m_arrivalHex.begin(), m_arrivalHex.end(), h);
    return {m_arrivalIndex.data() + (from - m_arrivalHex.begin()),
            static_cast<std::size_t>(to - from)};
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
