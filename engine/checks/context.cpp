#include "checks/context.hpp"

#include <array>

namespace marengo {

Occupant::Occupant(const Placement* p, const Unit* u, const OrderOfBattle* o)
    : placement(p), unit(u), oob(o), arm(u ? u->arm : Arm::None) {
    combat = u && o &&
             (u->arm == Arm::Infantry || u->arm == Arm::Cavalry || u->arm == Arm::Artillery) &&
             u->echelon != Echelon::Leader;
}

CheckContext::CheckContext(const Scenario& s) : m_s(&s) {
    // Units, numbered across the OOBs; an id an earlier OOB already uses is a duplicate.
    m_oobBase.reserve(s.oobs.size());
    for (const OrderOfBattle& o : s.oobs) {
        m_oobBase.push_back(static_cast<std::uint32_t>(m_units.size()));
        const std::size_t k = m_oobBase.size() - 1;
        const Unit* last = nullptr; // siblings come together: their parent is found once
        std::uint32_t lastIndex = kNoUnit;
        for (const Unit& u : o.units()) {
            const auto i = static_cast<std::uint32_t>(m_units.size());
            m_units.push_back(&u);
            m_unitOob.push_back(&o);
            m_canonical.push_back(i);
            for (std::size_t j = 0; j < k; ++j) {
                if (const Unit* earlier = s.oobs[j].find(u.id)) {
                    m_canonical.back() = m_oobBase[j] + static_cast<std::uint32_t>(
                                                            earlier - s.oobs[j].units().data());
                    m_duplicates.push_back(DuplicateId{&u, &s.oobs[j], &o});
                    break;
                }
            }
            std::uint32_t parent = kNoUnit;
            if (!u.parent.empty()) {
                if (last && last->id == u.parent) {
                    parent = lastIndex;
                } else if (const Unit* p = o.find(u.parent)) {
                    last = p;
                    lastIndex = m_oobBase[k] + static_cast<std::uint32_t>(p - o.units().data());
                    parent = lastIndex;
                }
            }
            m_parent.push_back(parent);
        }
    }

    // Placements, set-up first, then reinforcements.
    m_timesPlaced.assign(m_units.size(), 0);
    std::size_t hint = 0;
    auto place = [&](const Placement& p) {
        const std::uint32_t i = resolve(p.unit, hint);
        m_placementUnit.push_back(i);
        if (i != kNoUnit)
            ++m_timesPlaced[i];
        return i;
    };
    m_all.reserve(s.setup.size());
    for (const Placement& p : s.setup) {
        const std::uint32_t i = place(p);
        m_all.emplace_back(&p, i == kNoUnit ? nullptr : m_units[i],
                           i == kNoUnit ? nullptr : m_unitOob[i]);
    }
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            place(p);

    // Occupants by hex: counted, then laid out hex after hex in set-up order.
    const std::size_t grid = s.map.gridSize();
    m_first.assign(grid + 1, 0);
    for (const Placement& p : s.setup)
        for (HexId h : {p.hex, p.second})
            if (s.map.onMap(h))
                ++m_first[h + 1];
    std::uint32_t total = 0;
    for (std::size_t h = 0; h <= grid; ++h) {
        const std::uint32_t n = m_first[h];
        m_first[h] = total;
        total += n;
        if (n > 0)
            m_hexes.push_back(static_cast<HexId>(h - 1));
    }
    // m_first[h] is now the start of hex h - 1's entries; shift by one as they are filled.
    m_byHex.resize(total);
    for (const Occupant& o : m_all)
        for (HexId h : {o.placement->hex, o.placement->second})
            if (s.map.onMap(h))
                m_byHex[m_first[h + 1]++] = o;

    std::array<const TerrainRules*, 256> rules{};
    const auto& types = s.map.terrainTypes();
    for (std::size_t t = 0; t < types.size() && t < rules.size(); ++t)
        rules[t] = s.rules.terrainRules(types[t].id);
    m_terrainRules.assign(rules.begin(), rules.end());
}

CheckContext::~CheckContext() = default;

std::uint32_t CheckContext::resolve(const std::string& id, std::size_t& hint) const {
    const auto& oobs = m_s->oobs;
    // Without duplicate ids a unit is in one OOB only, so the order they are tried in does not
    // change the answer: start with the OOB of the previous placement (sides set up together).
    if (m_duplicates.empty() && hint < oobs.size())
        if (const Unit* u = oobs[hint].find(id))
            return m_oobBase[hint] + static_cast<std::uint32_t>(u - oobs[hint].units().data());
    for (std::size_t j = 0; j < oobs.size(); ++j) {
        if (const Unit* u = oobs[j].find(id)) {
            hint = j;
            return m_oobBase[j] + static_cast<std::uint32_t>(u - oobs[j].units().data());
        }
    }
    return kNoUnit;
}

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
