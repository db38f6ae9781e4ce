#include "checks/context.hpp"

#include <algorithm>

namespace marengo {

CheckContext::CheckContext(const Scenario& s) : m_s(&s) {
    m_all.reserve(s.setup.size());
    for (const Placement& p : s.setup) {
        Occupant o{&p, nullptr, nullptr};
        o.unit = s.findUnit(p.unit, &o.oob);
        m_all.push_back(o);
        for (HexId h : {p.hex, p.second})
            if (s.map.onMap(h))
                m_byHex[h].push_back(o);
    }
    m_hexes.reserve(m_byHex.size());
    for (const auto& [h, v] : m_byHex)
        m_hexes.push_back(h);
    std::sort(m_hexes.begin(), m_hexes.end());
}

std::span<const Occupant> CheckContext::at(HexId h) const {
    auto it = m_byHex.find(h);
    if (it == m_byHex.end())
        return {};
    return it->second;
}

} // namespace marengo
