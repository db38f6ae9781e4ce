#include "engine/checks/context.hpp"

#include <algorithm>
#include <array>

namespace marengo {

CheckContext::CheckContext(const Scenario& s) : ScenarioIndex(s) {
    std::array<const TerrainRules*, 256> rules{};
    const auto& types = s.map.terrainTypes();
    for (std::size_t t = 0; t < types.size() && t < rules.size(); ++t)
        rules[t] = s.rules.terrainRules(types[t].id);
    m_terrainRules.assign(rules.begin(), rules.end());
    for (std::size_t i = 0; i < s.reinforcements.size(); ++i)
        if (s.map.onMap(s.reinforcements[i].entry))
            m_arrivals.emplace_back(s.reinforcements[i].entry, i);
    std::sort(m_arrivals.begin(), m_arrivals.end());
    for (const auto& [h, i] : m_arrivals) {
        if (m_entryHexes.empty() || m_entryHexes.back() != h)
            m_entryHexes.push_back(h);
        m_arrivalIndex.push_back(i);
    }
}

std::span<const std::size_t> CheckContext::arrivalsAt(HexId h) const {
    auto byHex = [](const std::pair<HexId, std::size_t>& a, HexId x) { return a.first < x; };
    auto from = std::lower_bound(m_arrivals.begin(), m_arrivals.end(), h, byHex);
    auto to = from;
    while (to != m_arrivals.end() && to->first == h)
        ++to;
    const auto first = static_cast<std::size_t>(from - m_arrivals.begin());
    return {m_arrivalIndex.data() + first, static_cast<std::size_t>(to - from)};
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
