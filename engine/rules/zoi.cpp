#include "engine/rules/zoi.hpp"

#include <algorithm>
#include <utility>

// Zones of influence, rule 14 (Austerlitz 1805, Premier Rules (July 2016), rule 14; Berlin 1813,
// Premier Rules (July 2021), p.17):
//
// assumption: routed units (PGD) exert no zone of influence; disordered units keep theirs.
// assumption: only combat units exert one (infantry, cavalry, artillery, limbered or not);
//   leaders and aides de camp do not ("All combat units have a zone of influence").
// edition difference: a carré exerts its ZOI in its own hex only (Berlin 1813, Premier Rules (July
// 2021), p.17) or
//   none at all (Austerlitz 1805, Premier Rules (July 2016), rule 14): profile key
//   zoi.carre-own-hex.
// assumption: a two-hex line's ZOI lies across its exterior front hexsides (rules/facing.hpp).
//   Facing a vertex, the four front hexsides of the two hexes touch three distinct hexes: the
//   middle one lies in front of both hexes.
// edition difference: refused flanks are a rule of Berlin 1813, Premier Rules (July 2021), p.17,
//   Refused Flanks; the profile key zoi.refused-flanks turns them on (berlin-2021) or off
//   (friedland-2014 and austerlitz-2016 assume them absent: Austerlitz 1805, Premier Rules (July
//   2016), rule 14, Zone d'Influence does not have them).
// assumption: a refused flank counts only for units in line, and only when the
//   flank hex is covered by another friendly unit's ZOI; the line's ZOI then extends into it.
//   That hex is covered already, so a refusal never creates another: one pass suffices.
// assumption: a placement whose facing does not fit its formation (rules::sideArcs refuses it)
//   exerts no ZOI; the facing check reports it.

namespace marengo {

bool exertsZoi(const Placement& p, const Unit* unit) {
    if (p.state == UnitState::Routed)
        return false;
    return !unit || unit->arm == Arm::Infantry || unit->arm == Arm::Cavalry ||
           unit->arm == Arm::Artillery;
}

std::vector<HexId> zoiHexes(const Map& map, const Placement& p,
                            std::span<const rules::ExteriorSide> arcs,
                            const RulesProfile& profile) {
    std::vector<HexId> out;
    if (p.state == UnitState::Routed)
        return out;
    if (p.formation == Formation::Carre) {
        if (map.onMap(p.hex) && profile.get(params::zoiCarreOwnHex))
            out.push_back(p.hex);
        return out;
    }
    for (const rules::ExteriorSide& e : arcs) {
        if (e.arc != rules::Arc::Front || !map.onMap(e.hex))
            continue;
        const HexId n = map.neighbour(e.hex, e.side);
        if (n != kNoHex && n != p.hex && n != p.second)
            out.push_back(n);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<HexId> zoiHexes(const Map& map, const Placement& p, rules::ArmClass arm,
                            const RulesProfile& profile) {
    return zoiHexes(map, p, rules::exteriorArcs(map, p, arm, profile), profile);
}

ZoiMap::ZoiMap(const ScenarioIndex& ctx, std::string_view side) : m_side(side) {
    const Map& map = ctx.map();
    const RulesProfile& profile = ctx.scenario().rules;
    const std::vector<Occupant>& all = ctx.occupants();
    auto ours = [&](const Occupant& o) {
        return o.oob && o.unit && o.oob->side == side && exertsZoi(*o.placement, o.unit);
    };
    std::vector<std::pair<HexId, std::size_t>> entries; // (hex, index into all)
    for (std::size_t i = 0; i < all.size(); ++i)
        if (ours(all[i]))
            for (HexId h : zoiHexes(map, *all[i].placement,
                                    rules::armClassOf(*all[i].unit, profile), profile))
                entries.emplace_back(h, i);
    std::sort(entries.begin(), entries.end());

    // Refused flanks: a line's flank hex covered by another friendly unit counts as front.
    std::vector<std::pair<HexId, std::size_t>> refused;
    const bool refusing = profile.get(params::zoiRefusedFlanks);
    for (std::size_t i = 0; refusing && i < all.size(); ++i) {
        if (!ours(all[i]) || all[i].placement->formation != Formation::Line)
            continue;
        auto coveredByOther = [&](HexId h) {
            auto it =
                std::lower_bound(entries.begin(), entries.end(), std::pair{h, std::size_t{0}});
            for (; it != entries.end() && it->first == h; ++it)
                if (it->second != i)
                    return true;
            return false;
        };
        const Placement& p = *all[i].placement;
        const auto arcs = rules::arcsWithRefusedFlanks(
            map, p, rules::armClassOf(*all[i].unit, profile), profile, coveredByOther);
        for (HexId h : zoiHexes(map, p, arcs, profile))
            refused.emplace_back(h, i);
    }
    entries.insert(entries.end(), refused.begin(), refused.end());
    std::sort(entries.begin(), entries.end());
    entries.erase(std::unique(entries.begin(), entries.end()), entries.end());

    m_hex.reserve(entries.size());
    m_who.reserve(entries.size());
    for (const auto& [h, i] : entries) {
        m_hex.push_back(h);
        m_who.push_back(&all[i]);
        if (m_covered.empty() || m_covered.back() != h)
            m_covered.push_back(h);
    }
}

bool ZoiMap::covers(HexId h) const {
    return std::binary_search(m_covered.begin(), m_covered.end(), h);
}

std::span<const Occupant* const> ZoiMap::whoCovers(HexId h) const {
    auto [first, last] = std::equal_range(m_hex.begin(), m_hex.end(), h);
    const auto begin = static_cast<std::size_t>(first - m_hex.begin());
    const auto count = static_cast<std::size_t>(last - first);
    return std::span<const Occupant* const>(m_who.data() + begin, count);
}

} // namespace marengo
