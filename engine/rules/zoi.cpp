#include "engine/rules/zoi.hpp"

#include <boost/container/static_vector.hpp>

#include <algorithm>
#include <array>
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

namespace {

/// zoiHexes into `out` (empty), which keeps them ascending as they come: a std::vector, or for
/// ZoiMap a buffer on the stack.
template <class Hexes>
void collectZoi(const Map& map, const Placement& p, std::span<const rules::ExteriorSide> arcs,
                const RulesProfile& profile, Hexes& out) {
    if (p.state == UnitState::Routed)
        return;
    if (p.formation == Formation::Carre) {
        if (map.onMap(p.hex) && profile.get(params::zoiCarreOwnHex))
            out.push_back(p.hex);
        return;
    }
    for (const rules::ExteriorSide& e : arcs) {
        if (e.arc != rules::Arc::Front || !map.onMap(e.hex))
            continue;
        const HexId n = map.neighbour(e.hex, e.side);
        if (n == kNoHex || n == p.hex || n == p.second)
            continue;
        const auto at = std::lower_bound(out.begin(), out.end(), n);
        if (at == out.end() || *at != n)
            out.insert(at, n);
    }
}

/// A unit's ZOI hexes in ZoiMap: at most one per exterior side of its two hexes.
using UnitZoi = boost::container::static_vector<HexId, 10>;

/// (hex, unit) pairs sorted by hex, the pairs of one hex kept in the order they came: a radix
/// sort on the hex, a byte at a time. ZoiMap appends them unit by unit, so that is their
/// (hex, unit) order.
void sortByHex(std::vector<std::pair<HexId, std::size_t>>& v) {
    std::vector<std::pair<HexId, std::size_t>> sorted(v.size());
    for (unsigned shift = 0; shift < 32; shift += 8) {
        std::array<std::size_t, 257> start{};
        for (const auto& e : v)
            ++start[((e.first >> shift) & 0xFFu) + 1];
        if (v.empty() || start[((v.front().first >> shift) & 0xFFu) + 1] == v.size())
            continue; // every hex has this byte alike: nothing moves
        for (std::size_t b = 0; b < 256; ++b)
            start[b + 1] += start[b];
        for (const auto& e : v)
            sorted[start[(e.first >> shift) & 0xFFu]++] = e;
        v.swap(sorted);
    }
}

} // namespace

std::vector<HexId> zoiHexes(const Map& map, const Placement& p,
                            std::span<const rules::ExteriorSide> arcs,
                            const RulesProfile& profile) {
    std::vector<HexId> out;
    collectZoi(map, p, arcs, profile, out);
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
    UnitZoi zoi;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!ours(all[i]))
            continue;
        const Placement& p = *all[i].placement;
        zoi.clear();
        collectZoi(map, p,
                   rules::exteriorArcs(map, p, rules::armClassOf(*all[i].unit, profile), profile),
                   profile, zoi);
        for (HexId h : zoi)
            entries.emplace_back(h, i);
    }
    sortByHex(entries);

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
        zoi.clear();
        collectZoi(map, p, arcs, profile, zoi);
        for (HexId h : zoi)
            refused.emplace_back(h, i);
    }
    if (!refused.empty()) { // else entries are sorted and each (hex, unit) once already
        entries.insert(entries.end(), refused.begin(), refused.end());
        std::sort(entries.begin(), entries.end());
        entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
    }

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
