#include "engine/edit/deploy.hpp"

#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"

#include <algorithm>
#include <deque>
#include <unordered_set>

namespace marengo::edit {

namespace {

int wrap(int i) {
    return ((i % 6) + 6) % 6;
}

bool contains(const std::vector<Formation>& v, Formation f) {
    return std::find(v.begin(), v.end(), f) != v.end();
}

/// First of `prefs` that is allowed, else the first allowed (allowed must not be empty).
Formation pick(const std::vector<Formation>& allowed, const std::vector<Formation>& prefs) {
    for (Formation f : prefs)
        if (contains(allowed, f))
            return f;
    return allowed.front();
}

/// Hex at axial `a`, or kNoHex when that is off the map.
HexId hexAt(const Map& map, Axial a) {
    Offset o = toOffset(a);
    return map.onMap(o) ? map.id(o) : kNoHex;
}

Axial axialOf(const Map& map, HexId h) {
    return toAxial(map.offset(h));
}

Axial scaled(Axial d, int k) {
    return {d.q * k, d.r * k};
}

} // namespace

std::vector<Formation> formationsAllowed(const Scenario& s, const Unit& u, HexId hex,
                                         int increments) {
    std::vector<Formation> out;
    for (const rules::FormationOption& o : rules::formationOptions(s, u, hex, kNoHex, increments)) {
        bool offered = o.why.empty();
        for (HexSide side : kAllSides) {
            if (offered || !allowsTwoHexes(o.formation))
                break;
            const HexId n = s.map.neighbour(hex, side);
            offered = n != kNoHex &&
                      contains(rules::formationsAllowed(s, u, hex, n, increments), o.formation);
        }
        if (offered)
            out.push_back(o.formation);
    }
    return out;
}

Facing convertFacing(Facing f, FacingKind kind, int fromNone) {
    if (kind == FacingKind::None)
        return Facing{};
    if (f.kind == FacingKind::None)
        return Facing{kind, wrap(fromNone)};
    return Facing{kind, wrap(f.dir)};
}

Placement changeFormation(const Map& map, Placement p, Formation f, int fromNone) {
    p.formation = f;
    p.facing = convertFacing(p.facing, facingKindFor(f), fromNone);
    if (p.second != kNoHex && (!allowsTwoHexes(f) || !rules::isAcrossFlank(map, p)))
        p.second = kNoHex;
    return p;
}

Placement rotateFacing(const Map& map, Placement p, int steps) {
    if (p.facing.kind == FacingKind::None)
        return p;
    p.facing.dir = wrap(p.facing.dir + steps);
    if (p.second == kNoHex || !map.onMap(p.hex) || !map.onMap(p.second))
        return p;
    auto side = sideTowards(map.offset(p.hex), map.offset(p.second));
    if (!side)
        return p;
    const HexSide turned = rotate(*side, steps);
    HexId n = map.neighbour(p.hex, turned);
    if (n == kNoHex && p.facing.kind == FacingKind::Vertex) {
        // The other flank side of the new facing: flank sides are v-1 and v+2.
        const int v = p.facing.dir;
        const int other = static_cast<int>(turned) == wrap(v - 1) ? wrap(v + 2) : wrap(v - 1);
        n = map.neighbour(p.hex, static_cast<HexSide>(other));
    }
    p.second = n;
    return p;
}

Placement nextFormation(const Scenario& s, Placement p, int fromNone) {
    const Unit* u = s.findUnit(p.unit);
    if (!u)
        return p;
    std::vector<Formation> allowed = formationsAllowed(s, *u, p.hex, p.increments);
    if (allowed.empty())
        return p;
    auto it = std::find(allowed.begin(), allowed.end(), p.formation);
    Formation next =
        it == allowed.end()
            ? allowed.front()
            : allowed[static_cast<std::size_t>(it - allowed.begin() + 1) % allowed.size()];
    if (next == p.formation)
        return p;
    return changeFormation(s.map, std::move(p), next, fromNone);
}

Placement fitFormation(const Scenario& s, Placement p) {
    const Unit* u = s.findUnit(p.unit);
    if (!u)
        return p;
    std::vector<Formation> allowed = formationsAllowed(s, *u, p.hex, p.increments);
    if (allowed.empty())
        return p;
    if (!contains(allowed, p.formation)) {
        Formation f = pick(allowed, {Formation::GeneralOrder});
        const int fromNone = defaultFacing(sideIndexOf(s, p.unit), FacingKind::Hexside).dir;
        p = changeFormation(s.map, std::move(p), f, fromNone);
    }
    if (p.second != kNoHex &&
        !contains(formationsAllowed(s, *u, p.second, p.increments), p.formation))
        p.second = kNoHex;
    return p;
}

HexSide clockwiseFlank(Vertex v) {
    return rotate(static_cast<HexSide>(v), 2);
}

std::optional<Placement> toggleSecondHex(const Map& map, Placement p) {
    if (!allowsTwoHexes(p.formation) || p.facing.kind != FacingKind::Vertex)
        return std::nullopt;
    if (p.second != kNoHex) {
        p.second = kNoHex;
        return p;
    }
    const Vertex v = static_cast<Vertex>(wrap(p.facing.dir));
    HexId n = map.neighbour(p.hex, clockwiseFlank(v));
    if (n == kNoHex)
        n = map.neighbour(p.hex, rotate(static_cast<HexSide>(v), -1));
    if (n == kNoHex)
        return std::nullopt;
    p.second = n;
    return p;
}

std::optional<Placement> setSecondHex(const Map& map, Placement p, HexId hex) {
    if (!allowsTwoHexes(p.formation) || p.facing.kind != FacingKind::Vertex)
        return std::nullopt;
    if (hex == p.second) {
        p.second = kNoHex;
        return p;
    }
    p.second = hex;
    if (!map.onMap(hex) || !rules::isAcrossFlank(map, p))
        return std::nullopt;
    return p;
}

std::optional<Placement> translatePlacement(const Map& map, Placement p, HexId from, HexId to) {
    if (!map.onMap(from) || !map.onMap(to) || !map.onMap(p.hex))
        return std::nullopt;
    const Axial d = axialOf(map, to) - axialOf(map, from);
    p.hex = hexAt(map, axialOf(map, p.hex) + d);
    if (p.hex == kNoHex)
        return std::nullopt;
    if (p.second != kNoHex) {
        if (!map.onMap(p.second))
            return std::nullopt;
        p.second = hexAt(map, axialOf(map, p.second) + d);
        if (p.second == kNoHex)
            return std::nullopt;
    }
    return p;
}

int sideIndexOf(const Scenario& s, std::string_view unit) {
    for (std::size_t i = 0; i < s.oobs.size(); ++i)
        if (s.oobs[i].find(unit))
            return static_cast<int>(i);
    return -1;
}

Facing defaultFacing(int sideIndex, FacingKind kind) {
    const int dir = sideIndex > 0 && sideIndex % 2 == 1 ? 3 : 0;
    return kind == FacingKind::None ? Facing{} : Facing{kind, dir};
}

std::optional<Placement> defaultPlacement(const Scenario& s, const Unit& u, HexId hex) {
    std::vector<Formation> allowed = formationsAllowed(s, u, hex);
    if (allowed.empty())
        return std::nullopt;
    Placement p;
    p.unit = u.id;
    p.hex = hex;
    p.formation = pick(allowed, {Formation::Unlimbered, Formation::Column});
    p.facing = defaultFacing(sideIndexOf(s, u.id), facingKindFor(p.formation));
    return p;
}

std::vector<const Unit*> placeableUnder(const Scenario& s, std::string_view formationId) {
    std::vector<const Unit*> out;
    const OrderOfBattle* oob = nullptr;
    const Unit* top = s.findUnit(formationId, &oob);
    if (!top)
        return out;
    auto hasBattalions = [&](const Unit& u) {
        for (const Unit* c : oob->children(u.id))
            if (c->echelon == Echelon::Battalion)
                return true;
        return false;
    };
    auto counts = [&](const Unit& u) {
        return u.isPlaceable() && !(u.echelon == Echelon::Regiment && hasBattalions(u));
    };
    std::unordered_set<std::string> family{top->id};
    if (counts(*top))
        out.push_back(top);
    for (const Unit& u : oob->units()) {
        if (!family.count(u.parent))
            continue;
        family.insert(u.id);
        if (counts(u))
            out.push_back(&u);
    }
    return out;
}

std::string_view toString(DeployLayout l) {
    switch (l) {
    case DeployLayout::Line:
        return "battalions in line";
    case DeployLayout::Column:
        return "battalions in column";
    case DeployLayout::TwoLines:
        return "two lines";
    }
    return {};
}

namespace {

/// Lays units out hex by hex, keeping track of the hexes taken.
class Layout {
public:
    Layout(const Scenario& s, const std::vector<const Unit*>& units) : m_s(s) {
        std::unordered_set<std::string> mine;
        for (const Unit* u : units)
            mine.insert(u->id);
        for (const Placement& p : s.setup) {
            if (mine.count(p.unit))
                continue;
            m_taken.insert(p.hex);
            if (p.second != kNoHex)
                m_taken.insert(p.second);
        }
    }

    bool usable(const Unit& u, HexId h) const {
        return h != kNoHex && !m_taken.count(h) && !formationsAllowed(m_s, u, h).empty();
    }

    /// Places `u` in the first usable hex of `candidates` from `cursor` on; false when none.
    bool placeAlong(const Unit& u, const std::vector<HexId>& candidates, std::size_t& cursor,
                    Facing facing, const std::vector<Formation>& prefs) {
        for (; cursor < candidates.size(); ++cursor) {
            if (usable(u, candidates[cursor])) {
                put(u, candidates[cursor++], facing, prefs);
                return true;
            }
        }
        return false;
    }

    /// Places `u` in the usable hex nearest to `start` (breadth first over the map).
    bool placeNear(const Unit& u, HexId start, Facing facing, const std::vector<Formation>& prefs) {
        if (!m_s.map.onMap(start))
            return false;
        std::unordered_set<HexId> seen{start};
        std::deque<HexId> queue{start};
        constexpr std::size_t kMaxVisited = 4096;
        while (!queue.empty() && seen.size() < kMaxVisited) {
            HexId h = queue.front();
            queue.pop_front();
            if (usable(u, h)) {
                put(u, h, facing, prefs);
                return true;
            }
            for (HexSide side : kAllSides) {
                HexId n = m_s.map.neighbour(h, side);
                if (n != kNoHex && seen.insert(n).second)
                    queue.push_back(n);
            }
        }
        return false;
    }

    Deployment result;

private:
    void put(const Unit& u, HexId h, Facing facing, const std::vector<Formation>& prefs) {
        Placement p;
        if (const Placement* old = m_s.findPlacement(u.id)) {
            p.increments = old->increments;
            p.state = old->state;
        }
        p.unit = u.id;
        p.hex = h;
        p.formation = pick(formationsAllowed(m_s, u, h, p.increments), prefs);
        p.facing = convertFacing(facing, facingKindFor(p.formation), facing.dir);
        m_taken.insert(h);
        result.placements.push_back(std::move(p));
    }

    const Scenario& m_s;
    std::unordered_set<HexId> m_taken;
};

/// Hexes along a straight row through `centre` in direction `step`, for `count` units: first
/// the positions centred on `centre` and on to one end, then the other way.
std::vector<HexId> rowCandidates(const Map& map, Axial centre, Axial step, std::size_t count) {
    const int n = static_cast<int>(count);
    const int start = -(n - 1) / 2;
    const int reach = n + 64;
    std::vector<HexId> out;
    for (int k = start; k < start + reach; ++k)
        out.push_back(hexAt(map, centre + scaled(step, k)));
    for (int k = start - 1; k > start - reach; --k)
        out.push_back(hexAt(map, centre + scaled(step, k)));
    return out;
}

} // namespace

Deployment deployBrigade(const Scenario& s, std::string_view formationId, HexId anchor,
                         Facing facing, DeployLayout layout) {
    std::vector<const Unit*> units = placeableUnder(s, formationId);
    if (units.empty() || !s.map.onMap(anchor))
        return {};
    // Fighting units in OOB order, batteries at the end (the right of a line, the tail of a
    // column); leaders apart.
    std::vector<const Unit*> fighting, leaders;
    for (const Unit* u : units)
        if (u->echelon != Echelon::Battery && u->echelon != Echelon::Leader)
            fighting.push_back(u);
    for (const Unit* u : units)
        if (u->echelon == Echelon::Battery)
            fighting.push_back(u);
    for (const Unit* u : units)
        if (u->echelon == Echelon::Leader)
            leaders.push_back(u);

    Layout lay(s, units);
    const Map& map = s.map;
    const Axial a = axialOf(map, anchor);
    HexId leaderHex = kNoHex;
    Facing unitFacing;
    std::vector<const Unit*> missed;
    const std::vector<Formation> prefs =
        layout == DeployLayout::Column
            ? std::vector<Formation>{Formation::Column, Formation::Limbered,
                                     Formation::GeneralOrder}
            : std::vector<Formation>{Formation::Line, Formation::Unlimbered, Formation::Column,
                                     Formation::GeneralOrder};
    const std::vector<Formation> leaderPrefs{Formation::Column, Formation::GeneralOrder};

    if (layout == DeployLayout::Column) {
        const int f = wrap(facing.dir); // a vertex v turns into side v
        unitFacing = Facing{FacingKind::Hexside, f};
        const Axial back = direction(static_cast<HexSide>(wrap(f + 3)));
        std::vector<HexId> candidates;
        const int reach = static_cast<int>(fighting.size()) + 64;
        for (int k = 0; k < reach; ++k)
            candidates.push_back(hexAt(map, a + scaled(back, k)));
        for (int k = 1; k < reach; ++k)
            candidates.push_back(hexAt(map, a + scaled(back, -k)));
        std::size_t cursor = 0;
        for (const Unit* u : fighting)
            if (!lay.placeAlong(*u, candidates, cursor, unitFacing, prefs))
                missed.push_back(u);
        leaderHex = hexAt(map, a + direction(static_cast<HexSide>(wrap(f + 2))));
    } else {
        const int v = wrap(facing.dir); // a hexside f turns into vertex f
        unitFacing = Facing{FacingKind::Vertex, v};
        const Axial right = direction(static_cast<HexSide>(wrap(v + 2)));
        const Axial back = direction(static_cast<HexSide>(wrap(v + 3)));
        const std::size_t front =
            layout == DeployLayout::TwoLines ? (fighting.size() + 1) / 2 : fighting.size();
        auto fill = [&](Axial centre, std::size_t from, std::size_t to) {
            std::vector<HexId> candidates = rowCandidates(map, centre, right, to - from);
            std::size_t cursor = 0;
            for (std::size_t i = from; i < to; ++i)
                if (!lay.placeAlong(*fighting[i], candidates, cursor, unitFacing, prefs))
                    missed.push_back(fighting[i]);
        };
        fill(a, 0, front);
        if (front < fighting.size())
            fill(a + back, front, fighting.size());
        leaderHex = hexAt(map, a + scaled(back, front < fighting.size() ? 2 : 1));
    }
    for (const Unit* u : missed)
        if (!lay.placeNear(*u, anchor, unitFacing, prefs))
            lay.result.unplaced.push_back(u->id);
    for (const Unit* u : leaders)
        if (!lay.placeNear(*u, leaderHex != kNoHex ? leaderHex : anchor, unitFacing, leaderPrefs))
            lay.result.unplaced.push_back(u->id);
    return std::move(lay.result);
}

std::vector<Placement> mergeSetup(const Scenario& s, const std::vector<Placement>& placed) {
    std::vector<Placement> setup = s.setup;
    for (const Placement& p : placed) {
        auto it = std::find_if(setup.begin(), setup.end(),
                               [&](const Placement& q) { return q.unit == p.unit; });
        if (it != setup.end())
            *it = p;
        else
            setup.insert(
                setup.begin() + static_cast<std::ptrdiff_t>(s.placementSlot(p.unit, setup)), p);
    }
    return setup;
}

bool dropsAsFormation(const Scenario& s, std::string_view id) {
    const std::vector<const Unit*> under = placeableUnder(s, id);
    return under.size() > 1 || (under.size() == 1 && under.front()->id != id);
}

std::vector<Placement> dropPlacements(const Scenario& s, std::string_view id, HexId hex) {
    const Unit* u = s.findUnit(id);
    if (!u || !s.map.onMap(hex) || placeableUnder(s, id).empty())
        return {};
    if (dropsAsFormation(s, id))
        return deployBrigade(s, id, hex, defaultFacing(sideIndexOf(s, id), FacingKind::Vertex),
                             DeployLayout::Line)
            .placements;
    if (const Placement* p = s.findPlacement(id)) {
        std::optional<Placement> t = translatePlacement(s.map, *p, p->hex, hex);
        if (!t || formationsAllowed(s, *u, t->hex, t->increments).empty())
            return {};
        return {fitFormation(s, *t)};
    }
    if (std::optional<Placement> placed = defaultPlacement(s, *u, hex))
        return {std::move(*placed)};
    return {};
}

} // namespace marengo::edit
