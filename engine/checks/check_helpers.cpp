#include "engine/checks/check_helpers.hpp"

#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"

#include <memory>
#include <vector>

namespace marengo::checks {

std::string nameOf(const Occupant& o) {
    if (o.unit && !o.unit->name.empty())
        return o.unit->name;
    return o.placement ? o.placement->unit : std::string();
}

std::string_view sideOf(const Occupant& o) {
    return o.oob ? std::string_view(o.oob->side) : std::string_view();
}

int incrementsOf(const Occupant& o) {
    if (o.placement && o.placement->increments >= 0)
        return o.placement->increments;
    return o.unit ? o.unit->increments : 0;
}

int incrementsIn(const Occupant& o, HexId h) {
    const int n = incrementsOf(o);
    return rules::incrementsIn(*o.placement, n, h);
}

std::string_view regimentOf(const Occupant& o) {
    const Unit& u = *o.unit;
    if (u.echelon == Echelon::Battalion && o.oob && !u.parent.empty()) {
        if (const Unit* parent = o.oob->find(u.parent);
            parent && parent->echelon == Echelon::Regiment)
            return parent->id;
    }
    return u.id;
}

std::string terrainName(const Map& map, HexId h) {
    const TerrainType& t = map.terrainType(h);
    std::string s = t.name.empty() ? t.id : t.name;
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string hexesOf(const Map& map, const Placement& p) {
    std::string s = map.onMap(p.hex) ? map.label(p.hex) : "?";
    if (p.second != kNoHex && map.onMap(p.second))
        s += "-" + map.label(p.second);
    return s;
}

std::string formationName(Formation f) {
    switch (f) {
    case Formation::Column:
        return "column";
    case Formation::Line:
        return "line";
    case Formation::Carre:
        return "carré";
    case Formation::Skirmish:
        return "skirmish order";
    case Formation::GeneralOrder:
        return "general order";
    case Formation::RoadMarch:
        return "road march";
    case Formation::Limbered:
        return "limbered";
    case Formation::Unlimbered:
        return "unlimbered";
    }
    return std::string(toString(f));
}

std::string armName(const Occupant& o, const RulesProfile& profile) {
    if (!o.unit)
        return "unknown";
    switch (o.unit->arm) {
    case Arm::Infantry:
        return "infantry";
    case Arm::Cavalry:
        return rules::armClassOf(*o.unit, profile) == rules::ArmClass::HeavyCavalry
                   ? "heavy cavalry"
                   : "light cavalry";
    case Arm::Artillery:
        return "artillery";
    case Arm::Leader:
        return "leader";
    case Arm::None:
        break;
    }
    return "headquarters";
}

// Why an edited region stays a dead end. R, the dead ends, is closed: every passable step out
// of a hex of R leads into R, and no hex of R is a target. A terrain edit at hex h (its terrain,
// elevation or a hexside; a hexside edit reports both of its hexes) changes only the steps
// into or out of h. So a walk from a hex of R that uses no changed step stays in R, and one
// that does must first step into an edited hex, from R (or start there): only edited hexes in
// R, or beside R and now entered from it, can lead anywhere new. A breadth-first search from
// those, not entering R, finds every hex that R now reaches outside itself. When it meets no
// target, R plus what it explored is still closed and target-free; when it meets one, the
// region is dropped and the check searches again from its entries.

movement::DeadEnds& DeadEndMemo::deadEnds(const CheckContext& ctx, const std::string& side,
                                          const movement::CostTable& costs,
                                          const std::function<bool(HexId)>& isTarget) {
    const std::vector<HexId>& edits = ctx.terrainEdits();
    auto [it, fresh] = m_regions.try_emplace(Key{side, costs.arm(), costs.mode()});
    Region& r = it->second;
    if (fresh) {
        r.editsSeen = edits.size();
        return r.dead;
    }
    const Map& map = ctx.map();
    std::vector<HexId> frontier;
    std::vector<bool> queued;
    auto enqueue = [&](HexId h) {
        if (queued.empty())
            queued.assign(map.gridSize(), false);
        if (!queued[h]) {
            queued[h] = true;
            frontier.push_back(h);
        }
    };
    for (std::size_t e = r.editsSeen; e < edits.size(); ++e) {
        const HexId h = edits[e];
        if (!map.onMap(h))
            continue;
        if (r.dead.contains(h)) {
            enqueue(h);
            continue;
        }
        for (HexSide s : kAllSides) {
            const HexId u = map.neighbour(h, s);
            if (u != kNoHex && r.dead.contains(u) && costs.step(u, opposite(s), h).passable()) {
                enqueue(h);
                break;
            }
        }
    }
    r.editsSeen = edits.size();
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const HexId x = frontier[i];
        if (isTarget(x)) {
            r.dead = movement::DeadEnds{};
            return r.dead;
        }
        for (HexSide s : kAllSides) {
            const HexId n = map.neighbour(x, s);
            if (n == kNoHex || !map.onMap(n) || r.dead.contains(n) || queued[n])
                continue;
            if (costs.step(x, s, n).passable())
                enqueue(n);
        }
    }
    for (HexId x : frontier)
        r.dead.add(x, map.gridSize());
    return r.dead;
}

} // namespace marengo::checks
