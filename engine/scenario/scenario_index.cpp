#include "engine/scenario/scenario_index.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <string_view>

namespace marengo {

Occupant::Occupant(const Placement* p, const Unit* u, const OrderOfBattle* o)
    : placement(p), unit(u), oob(o), arm(u ? u->arm : Arm::None) {
    combat = u && o &&
             (u->arm == Arm::Infantry || u->arm == Arm::Cavalry || u->arm == Arm::Artillery) &&
             u->echelon != Echelon::Leader;
}

ScenarioIndex::ScenarioIndex(const Scenario& s) : m_s(&s) {
    std::size_t units = 0;
    for (const OrderOfBattle& o : s.oobs)
        units += o.units().size();
    m_units.reserve(units);
    m_unitOob.reserve(units);
    m_canonical.reserve(units);
    m_parent.reserve(units);
    // Hashes of the ids of the OOBs done so far, one bit each: an id whose bit is clear is in
    // none of them, so only the rare others are looked up to find duplicates.
    std::vector<bool> seenHash(std::bit_ceil(std::max<std::size_t>(units, 1) * 16), false);
    const std::size_t mask = seenHash.size() - 1;
    std::vector<std::size_t> hashes;
    m_oobBase.reserve(s.oobs.size());
    for (const OrderOfBattle& o : s.oobs) {
        m_oobBase.push_back(static_cast<std::uint32_t>(m_units.size()));
        const std::size_t k = m_oobBase.size() - 1;
        const std::size_t hashesBefore = hashes.size();
        for (const Unit& u : o.units()) {
            const auto i = static_cast<std::uint32_t>(m_units.size());
            m_units.push_back(&u);
            m_unitOob.push_back(&o);
            m_canonical.push_back(i);
            const std::size_t hash = std::hash<std::string_view>()(u.id);
            hashes.push_back(hash);
            for (std::size_t j = 0; j < k && seenHash[hash & mask]; ++j) {
                if (const Unit* earlier = s.oobs[j].find(u.id)) {
                    m_canonical.back() = m_oobBase[j] + static_cast<std::uint32_t>(
                                                            earlier - s.oobs[j].units().data());
                    m_duplicates.push_back(DuplicateId{&u, &s.oobs[j], &o});
                    break;
                }
            }
            // Parents come before their children, mostly as an ancestor of the unit before:
            // walk up from it before asking the OOB's index.
            std::uint32_t parent = kNoUnit;
            if (!u.parent.empty()) {
                for (std::uint32_t a = i - 1, steps = 0;
                     i > m_oobBase[k] && a != kNoUnit && steps < 8; a = m_parent[a], ++steps) {
                    if (m_units[a]->id == u.parent) {
                        parent = a;
                        break;
                    }
                }
                if (parent == kNoUnit)
                    if (const Unit* p = o.find(u.parent))
                        parent = m_oobBase[k] + static_cast<std::uint32_t>(p - o.units().data());
            }
            m_parent.push_back(parent);
        }
        for (std::size_t h = hashesBefore; h < hashes.size(); ++h)
            seenHash[hashes[h] & mask] = true;
    }

    // Placements, set-up first, then reinforcements.
    m_timesPlaced.assign(m_units.size(), 0);
    std::uint32_t previous = kNoUnit;
    auto place = [&](const Placement& p) {
        const std::uint32_t i = resolve(p.unit, previous);
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
}

std::uint32_t ScenarioIndex::resolve(const std::string& id, std::uint32_t& previous) const {
    const auto& oobs = m_s->oobs;
    // Without duplicate ids a unit is in one OOB only, so the order they are tried in does not
    // change the answer. Set-ups list units mostly in OOB order: look a few units past the
    // previous placement's first, then in its OOB's index, then in the others.
    if (m_duplicates.empty() && previous != kNoUnit) {
        const OrderOfBattle& o = *m_unitOob[previous];
        const std::size_t k = static_cast<std::size_t>(&o - oobs.data());
        const std::uint32_t end = k + 1 < m_oobBase.size()
                                      ? m_oobBase[k + 1]
                                      : static_cast<std::uint32_t>(m_units.size());
        for (std::uint32_t i = previous + 1; i < end && i <= previous + 8; ++i)
            if (m_units[i]->id == id)
                return previous = i;
        if (const Unit* u = o.find(id))
            return previous = m_oobBase[k] + static_cast<std::uint32_t>(u - o.units().data());
    }
    for (std::size_t j = 0; j < oobs.size(); ++j)
        if (const Unit* u = oobs[j].find(id))
            return previous = m_oobBase[j] + static_cast<std::uint32_t>(u - oobs[j].units().data());
    return kNoUnit;
}

} // namespace marengo
