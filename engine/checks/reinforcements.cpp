#include "engine/checks/reinforcements.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/movement/movement.hpp"
#include "engine/movement/zones.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/zoi.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace marengo::reinforcements {

using movement::CostTable;
using movement::MoveArm;
using movement::MoveMode;

namespace {

constexpr std::string_view kCitation = "Reinforcements (rule 44/45), La Bataille de Friedland et "
                                       "Danzig 1809, Premier Rules of 2014, p.128";
constexpr std::string_view kConnectedCitation =
    "assumed (an authoring check): no rule requires it; Reinforcements (rule 44/45), La Bataille "
    "de Friedland et Danzig 1809, Premier Rules of 2014, p.128, brings units onto the map; "
    "movement costs of the rules profile's terrain effects chart; with "
    "reinforcement.connected-respects-zoi, Austerlitz 1805, Premier Rules (July 2016), rule 14, "
    "Zone d'Influence";

/// Index of a reinforcement of `s` (for the problem's location).
int indexOf(const Scenario& s, const Reinforcement& r) {
    return static_cast<int>(&r - s.reinforcements.data());
}

/// Turns of shifting searched for a free entry hex: an engine limit, not a rule (assumed: a
/// reinforcement held back longer than that is an authoring error either way).
constexpr int kMaxShiftTurns = 10;

/// "A", "A and B", "A, B and C", "A, B, C and 2 more".
std::string joinList(const std::vector<std::string>& names) {
    std::string out;
    const std::size_t shown = std::min<std::size_t>(names.size(), 3);
    for (std::size_t i = 0; i < shown; ++i) {
        if (i > 0)
            out += i + 1 == shown && names.size() == shown ? " and " : ", ";
        out += names[i];
    }
    if (names.size() > shown)
        out += " and " + std::to_string(names.size() - shown) + " more";
    return out;
}

std::string joinNames(const std::vector<const Unit*>& units) {
    std::vector<std::string> names;
    for (const Unit* u : units)
        names.push_back(u->name.empty() ? u->id : u->name);
    return joinList(names);
}

/// "the French reinforcements of 10:00 at A0101"
std::string describe(const Scenario& s, const Reinforcement& r, const std::string& side) {
    std::string out = "the ";
    if (!side.empty())
        out += side + " ";
    out += "reinforcements of " + formatClock(r.time);
    if (s.map.onMap(r.entry))
        out += " at " + s.map.label(r.entry);
    return out;
}

std::vector<std::string> idsOf(const std::vector<const Unit*>& units) {
    std::vector<std::string> ids;
    for (const Unit* u : units)
        ids.push_back(u->id);
    return ids;
}

std::vector<std::string> unitIds(const Reinforcement& r) {
    std::vector<std::string> ids;
    for (const Placement& p : r.units)
        ids.push_back(p.unit);
    return ids;
}

std::string terrainName(const Map& map, HexId h) {
    const TerrainType& t = map.terrainType(h);
    return t.name.empty() ? t.id : t.name;
}

/// What arms and modes read like in a message: "artillery", "cavalry in road march".
std::string armPhrase(const Movers& m) {
    std::string out(movement::toString(m.arm));
    if (m.mode == MoveMode::RoadMarch)
        out += " in road march";
    return out;
}

/// The cost tables of one run, each built on first use (a table reads the profile's terrain
/// rows and parameters: cheap, but not free when a terrain edit re-runs the check).
class Tables {
public:
    explicit Tables(const Scenario& s) : m_s(&s) {}
    const CostTable& get(MoveArm arm, MoveMode mode) {
        auto& slot = m_tables[static_cast<std::size_t>(arm) * 2 + static_cast<std::size_t>(mode)];
        if (!slot)
            slot.emplace(m_s->map, m_s->rules, arm, mode);
        return *slot;
    }
    const CostTable& get(const Movers& m) { return get(m.arm, m.mode); }

private:
    const Scenario* m_s;
    std::array<std::optional<CostTable>, 6> m_tables;
};

// ---- the battlefield ------------------------------------------------------------------------

/// Hexes reinforcements must be able to reach: objectives, and the side's set-up hexes (every
/// set-up hex when the side sets up nothing).
class Battlefield {
public:
    Battlefield(const CheckContext& ctx, const std::string& side) : m_ctx(&ctx), m_side(side) {
        for (const Objective& o : ctx.scenario().objectives)
            if (ctx.map().onMap(o.hex))
                m_objectives.push_back(o.hex);
        std::sort(m_objectives.begin(), m_objectives.end());
        m_empty = m_objectives.empty() && ctx.occupiedHexes().empty();
    }
    bool empty() const { return m_empty; }
    bool operator()(HexId h) const {
        m_ctx->countVisits(1);
        // A long search (a cut-off entry explores its whole region) asks about every hex it
        // meets: past a few thousand questions, one pass over the set-up into a bitmap is
        // cheaper than a hash lookup each.
        if (!m_bitmap.empty())
            return m_bitmap[h];
        if (++m_asked == kBitmapAfter)
            buildBitmap();
        if (std::binary_search(m_objectives.begin(), m_objectives.end(), h))
            return true;
        const auto here = m_ctx->at(h);
        for (const Occupant& o : here)
            if (friendly(o))
                return true;
        return !here.empty() && anySide();
    }
    /// "any objective or French set-up hex"
    std::string description() const {
        std::string out = m_objectives.empty() ? "any " : "any objective or ";
        if (!anySide())
            out += m_side + " ";
        return out + "set-up hex";
    }

private:
    bool friendly(const Occupant& o) const { return o.oob && o.oob->side == m_side; }
    /// True when the side sets up nothing, so that any set-up hex counts. Found on first need:
    /// the scan may cross the whole set-up.
    bool anySide() const {
        if (!m_anySide)
            m_anySide = std::none_of(m_ctx->occupants().begin(), m_ctx->occupants().end(),
                                     [&](const Occupant& o) { return friendly(o); });
        return *m_anySide;
    }

    void buildBitmap() const {
        const Map& map = m_ctx->map();
        m_bitmap.assign(map.gridSize(), false);
        for (HexId h : m_objectives)
            m_bitmap[h] = true;
        const bool any = anySide();
        for (const Occupant& o : m_ctx->occupants())
            if (any || friendly(o))
                for (HexId h : {o.placement->hex, o.placement->second})
                    if (map.onMap(h))
                        m_bitmap[h] = true;
    }

    static constexpr std::size_t kBitmapAfter = 4096;
    const CheckContext* m_ctx;
    std::string m_side;
    std::vector<HexId> m_objectives;
    mutable std::optional<bool> m_anySide;
    mutable std::size_t m_asked = 0;
    mutable std::vector<bool> m_bitmap;
    bool m_empty = false;
};

// ---- witnesses ------------------------------------------------------------------------------

/// Paths that proved an entry connected, kept between runs. A witness is re-verified against
/// the current scenario before it is trusted (every step still passable, its last hex still
/// on the battlefield), so it can only save work, never change an answer: after a terrain edit
/// the incremental validator re-runs this check in O(path length) unless the edit broke the
/// path. Keyed by map, entry, arm, mode, side and route: the ground alone, or the enemy's
/// set-up standing for one kind of mover (reinforcement.connected-respects-zoi), whose witnesses
/// are also re-verified against the set-up's barriers (a unit moved since may block them);
/// bounded.
class WitnessCache {
public:
    /// The route of a key: the ground alone, else the ZoneStopKind of the movers + 1.
    static constexpr int kGround = 0;
    struct Key {
        std::uintptr_t map = 0;
        HexId entry = kNoHex;
        MoveArm arm = MoveArm::Infantry;
        MoveMode mode = MoveMode::Normal;
        std::string side;
        int route = kGround;
        friend bool operator==(const Key&, const Key&) = default;
    };

    /// True when a witness is stored for the key and `valid` accepts it.
    template <class F> bool check(const Key& k, F&& valid) {
        std::lock_guard lock(m_mutex);
        auto it = m_paths.find(k);
        return it != m_paths.end() && valid(it->second);
    }
    void put(Key k, std::vector<HexId> path) {
        std::lock_guard lock(m_mutex);
        if (m_paths.size() >= kMaxEntries)
            m_paths.clear();
        m_paths[std::move(k)] = std::move(path);
    }

private:
    struct Hash {
        std::size_t operator()(const Key& k) const {
            std::size_t h = std::hash<std::string>()(k.side);
            for (std::size_t v :
                 {static_cast<std::size_t>(k.map), static_cast<std::size_t>(k.entry),
                  static_cast<std::size_t>(k.arm), static_cast<std::size_t>(k.mode),
                  static_cast<std::size_t>(k.route)})
                h = h * 1000003u ^ v;
            return h;
        }
    };
    static constexpr std::size_t kMaxEntries = 4096;
    std::mutex m_mutex;
    std::unordered_map<Key, std::vector<HexId>, Hash> m_paths;
};

WitnessCache& witnesses() {
    static WitnessCache cache;
    return cache;
}

/// True when a route leads from the entry to the battlefield: over the ground alone
/// (`barriers` null), or past the enemy's set-up; `path` then receives the route. When there is
/// none, `cut` receives the hexes whose refusal cut it off (movement::pathToNearest).
bool connectedTo(const CheckContext& ctx, const CostTable& costs, HexId entry,
                 const Battlefield& field, const WitnessCache::Key& key,
                 movement::DeadEnds* deadEnds, std::vector<HexId>& path,
                 const movement::RouteBarriers* barriers = nullptr,
                 std::vector<HexId>* cut = nullptr) {
    const bool witnessed = witnesses().check(key, [&](const std::vector<HexId>& w) {
        ctx.countVisits(w.size());
        if (w.empty() || w.front() != entry || !field(w.back()) ||
            !movement::pathCost(costs, w).has_value() || (barriers && !barriers->allows(w)))
            return false;
        path = w;
        return true;
    });
    if (witnessed)
        return true;
    auto found = movement::pathToNearest(costs, entry, std::cref(field), deadEnds, barriers, cut);
    if (!found)
        return false;
    path = *found;
    witnesses().put(key, std::move(*found));
    return true;
}

// ---- the enemy's set-up standing (reinforcement.connected-respects-zoi) ---------------------

/// The barriers the enemy's set-up puts on the routes of one side's reinforcements (Austerlitz
/// 1805, Premier Rules (July 2016), rule 14, Zone d'Influence; movement::RouteBarriers): hexes
/// an enemy combat unit holds, and per kind of mover (movement::ZoneStopKind) the enemy zones
/// that stop it. A held hex that is itself part of the battlefield (an objective the enemy
/// holds; any set-up hex when the side sets up nothing) stays a target: reaching the enemy
/// there is reaching the battlefield.
class EnemyStanding {
public:
    EnemyStanding(const CheckContext& ctx, const std::string& side, const Battlefield& field)
        : m_ctx(&ctx), m_side(side) {
        const Map& map = ctx.map();
        for (const Occupant& o : ctx.occupants())
            if (enemy(o))
                for (HexId h : {o.placement->hex, o.placement->second})
                    if (map.onMap(h) && !field(h))
                        m_held.hold(h, map.gridSize());
    }

    /// The barriers for movers of `mover`'s kind, built on first use.
    const movement::RouteBarriers& barriers(const Unit& mover) { return route(mover).barriers; }

    /// The enemy units that hold the cut hexes and those whose zones cover them, as
    /// "A (Russian, A0806)" in order of the hexes, and their ids.
    struct Blockers {
        std::vector<std::string> holding, covering, ids;
    };
    Blockers blockers(const Unit& mover, const std::vector<HexId>& cut) {
        const Route& r = route(mover);
        Blockers out;
        // A unit may be named in both lists (its hex, its zone), once in each: a two-hex line
        // is one placement in two hexes.
        std::vector<const Placement*> holding, covering;
        auto note = [&](const Occupant& o, std::vector<std::string>& list,
                        std::vector<const Placement*>& seen) {
            if (std::find(seen.begin(), seen.end(), o.placement) != seen.end())
                return;
            seen.push_back(o.placement);
            if (std::find(out.ids.begin(), out.ids.end(), o.unit->id) == out.ids.end())
                out.ids.push_back(o.unit->id);
            list.push_back(checks::nameOf(o) + " (" + o.oob->side + ", " +
                           checks::hexesOf(m_ctx->map(), *o.placement) + ")");
        };
        for (HexId h : cut) {
            if (r.barriers.held(h)) {
                for (const Occupant& o : m_ctx->at(h))
                    if (enemy(o))
                        note(o, out.holding, holding);
            } else {
                for (const Occupant* o : r.zones.who(h))
                    note(*o, out.covering, covering);
            }
        }
        return out;
    }

private:
    struct Route {
        Route(const CheckContext& ctx, const Unit& mover, const std::string& side,
              const movement::RouteBarriers& held)
            : zones(ctx, mover, side), barriers(held) {
            barriers.setStops(&zones.hexes());
        }
        Route(const Route&) = delete; // the barriers point into the zones
        Route& operator=(const Route&) = delete;
        movement::ZoneStops zones;
        movement::RouteBarriers barriers;
    };

    bool enemy(const Occupant& o) const { return o.combat && o.oob && o.oob->side != m_side; }
    Route& route(const Unit& mover) {
        auto& slot = m_routes[static_cast<std::size_t>(movement::zoneStopKindOf(mover))];
        if (!slot)
            slot.emplace(*m_ctx, mover, m_side, m_held);
        return *slot;
    }

    const CheckContext* m_ctx;
    std::string m_side;
    movement::RouteBarriers m_held;
    std::array<std::optional<Route>, 3> m_routes;
};

/// The movers of a group split by the enemy zones that stop them (an artillery group may mix
/// foot and horse batteries), in order of first appearance.
std::vector<std::vector<const Unit*>> byZoneStopKind(const Movers& m) {
    std::vector<std::vector<const Unit*>> out;
    std::vector<movement::ZoneStopKind> kinds;
    for (const Unit* u : m.units) {
        const movement::ZoneStopKind k = movement::zoneStopKindOf(*u);
        auto it = std::find(kinds.begin(), kinds.end(), k);
        if (it == kinds.end()) {
            kinds.push_back(k);
            out.emplace_back();
            it = kinds.end() - 1;
        }
        out[static_cast<std::size_t>(it - kinds.begin())].push_back(u);
    }
    return out;
}

// ---- zones of influence at set-up (mirrors ZoiMap, computed only where asked) ----------------

bool exerts(const Occupant& o, std::string_view side) {
    return o.oob && o.unit && o.oob->side == side && exertsZoi(*o.placement, o.unit);
}

/// True when a unit of `side` other than `self` exerts its plain ZOI into x.
bool friendCovers(const CheckContext& ctx, const Occupant& self, HexId x) {
    const Map& map = ctx.map();
    auto covers = [&](HexId at) {
        for (const Occupant& q : ctx.at(at)) {
            if (q.placement == self.placement || !exerts(q, self.oob->side))
                continue;
            const RulesProfile& profile = ctx.scenario().rules;
            auto z = zoiHexes(map, *q.placement, rules::armClassOf(*q.unit, profile), profile);
            if (std::binary_search(z.begin(), z.end(), x))
                return true;
        }
        return false;
    };
    if (covers(x))
        return true;
    for (HexSide s : kAllSides)
        if (HexId n = map.neighbour(x, s); n != kNoHex && covers(n))
            return true;
    return false;
}

/// The ZOI of one unit with refused flanks, as ZoiMap computes it.
bool zoiCovers(const CheckContext& ctx, const Occupant& o, HexId h) {
    const Map& map = ctx.map();
    const Placement& p = *o.placement;
    const RulesProfile& profile = ctx.scenario().rules;
    const rules::ArmClass arm = rules::armClassOf(*o.unit, profile);
    std::vector<HexId> z;
    if (p.formation == Formation::Line && profile.get(params::zoiRefusedFlanks))
        z = zoiHexes(map, p,
                     rules::arcsWithRefusedFlanks(map, p, arm, profile,
                                                  [&](HexId x) { return friendCovers(ctx, o, x); }),
                     profile);
    else
        z = zoiHexes(map, p, arm, profile);
    return std::binary_search(z.begin(), z.end(), h);
}

/// What the enemy does to a hex at set-up.
struct EnemyPresence {
    const Occupant* unit = nullptr; ///< an enemy standing in the hex or covering it
    bool inHex = false;             ///< the enemy stands in the hex
};

EnemyPresence enemyAt(const CheckContext& ctx, HexId h, const std::string& side) {
    const Map& map = ctx.map();
    auto enemy = [&](const Occupant& o) { return o.oob && o.unit && o.oob->side != side; };
    for (const Occupant& o : ctx.at(h))
        if (enemy(o))
            return {&o, true};
    auto check = [&](HexId at) -> const Occupant* {
        for (const Occupant& o : ctx.at(at))
            if (enemy(o) && exertsZoi(*o.placement, o.unit) && zoiCovers(ctx, o, h))
                return &o;
        return nullptr;
    };
    if (const Occupant* o = check(h))
        return {o, false};
    for (HexSide s : kAllSides)
        if (HexId n = map.neighbour(h, s); n != kNoHex)
            if (const Occupant* o = check(n))
                return {o, false};
    return {};
}

/// The nearest edge hex, walking along the edge from the entry, where none of the enemy stands
/// or exerts a ZOI and every mover may enter; with its distance in hexes along the edge.
std::optional<std::pair<HexId, int>>
nearestFreeEdgeHex(const CheckContext& ctx, HexId entry, const std::string& side,
                   const std::vector<const CostTable*>& costs) {
    const Map& map = ctx.map();
    const int maxShift =
        kMaxShiftTurns *
        std::max(ctx.scenario().rules.get(params::reinforcementEntryShiftHexes), 1);
    std::vector<std::pair<HexId, int>> frontier{{entry, 0}};
    std::vector<HexId> seen{entry};
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const HexId h = frontier[i].first; // not a structured binding: clang 14 cannot capture one
        const int d = frontier[i].second;
        ctx.countVisits(1);
        if (d > 0 && !enemyAt(ctx, h, side).unit &&
            std::all_of(costs.begin(), costs.end(),
                        [h](const CostTable* c) { return c->canEnter(h); }))
            return frontier[i];
        if (d == maxShift)
            continue;
        for (HexSide s : kAllSides) {
            const HexId n = map.neighbour(h, s);
            if (n == kNoHex || !map.onEdge(n) ||
                std::find(seen.begin(), seen.end(), n) != seen.end())
                continue;
            seen.push_back(n);
            frontier.emplace_back(n, d + 1);
        }
    }
    return std::nullopt;
}

} // namespace

std::string sideOf(const Scenario& s, const Reinforcement& r) {
    if (!r.side.empty())
        return r.side;
    for (const Placement& p : r.units) {
        const OrderOfBattle* oob = nullptr;
        if (s.findUnit(p.unit, &oob) && oob)
            return oob->side;
    }
    return {};
}

std::vector<Movers> moversOf(const Scenario& s, const Reinforcement& r) {
    // Look in the reinforcement's own order of battle first: one hash lookup a unit.
    const OrderOfBattle* own = nullptr;
    for (const OrderOfBattle& o : s.oobs)
        if (!r.side.empty() && o.side == r.side)
            own = &o;
    std::vector<Movers> out;
    for (const Placement& p : r.units) {
        const Unit* u = own ? own->find(p.unit) : nullptr;
        if (!u)
            u = s.findUnit(p.unit);
        if (!u)
            continue;
        const auto arm = movement::moveArmOf(*u);
        if (!arm)
            continue;
        const MoveMode mode =
            p.formation == Formation::RoadMarch ? MoveMode::RoadMarch : MoveMode::Normal;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Movers& m) { return m.arm == *arm && m.mode == mode; });
        if (it == out.end()) {
            out.push_back(Movers{*arm, mode, {}});
            it = out.end() - 1;
        }
        it->units.push_back(u);
    }
    return out;
}

void entryEdge(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (const Reinforcement& r : s.reinforcements) {
        if (!s.map.onMap(r.entry))
            out.push_back(
                about(makeProblem(c, describe(s, r, sideOf(s, r)) + " have no entry hex on the map",
                                  {}, unitIds(r)),
                      About::Reinforcement, indexOf(s, r)));
        else if (!s.map.onEdge(r.entry))
            out.push_back(
                about(makeProblem(c,
                                  "entry hex " + s.map.label(r.entry) + " of " +
                                      describe(s, r, sideOf(s, r)) +
                                      " is not on a map edge: reinforcements enter "
                                      "from off the map (Reinforcements, rule 44/45, Friedland et "
                                      "Danzig 1809, Premier Rules of 2014, p.128)",
                                  {r.entry}, unitIds(r)),
                      About::Reinforcement, indexOf(s, r)));
    }
}

// Per entry hex, so that a terrain edit re-checks only the arrivals at the hexes it touched.
void entryPassable(const CheckContext& ctx, const CheckInfo& c, HexId h,
                   std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    Tables tables(s);
    for (std::size_t i : ctx.arrivalsAt(h)) {
        const Reinforcement& r = s.reinforcements[i];
        for (const Movers& m : moversOf(s, r)) {
            if (tables.get(m).canEnter(r.entry))
                continue;
            out.push_back(makeProblem(
                c,
                joinNames(m.units) + " (" + armPhrase(m) + ") cannot enter " +
                    s.map.label(r.entry) + ", the entry hex of " + describe(s, r, sideOf(s, r)) +
                    ": " + terrainName(s.map, r.entry) + " is prohibited terrain for " +
                    std::string(movement::toString(m.arm)) +
                    " (rules profile terrain table; Reinforcements, rule 44/45, Friedland et "
                    "Danzig 1809, Premier Rules of 2014, p.128)",
                {r.entry}, idsOf(m.units)));
            out.back() = about(std::move(out.back()), About::Reinforcement, indexOf(s, r));
        }
    }
}

/// The problem of movers that the ground lets through and the enemy's set-up cuts off.
Problem cutOffByEnemy(const Scenario& s, const CheckInfo& c, const Reinforcement& r,
                      const std::string& side, const Movers& m,
                      const std::vector<const Unit*>& group, const Battlefield& field,
                      const EnemyStanding::Blockers& b) {
    std::string by;
    if (!b.holding.empty())
        by = "the hexes held by " + joinList(b.holding);
    if (!b.covering.empty())
        by += (by.empty() ? "" : " and ") + std::string("the zones of influence of ") +
              joinList(b.covering);
    // Rule 14 says what zones do; that no route enters an enemy's hex is our assumption.
    std::string why = "an enemy-held hex is never entered, assumed: a unit enters an enemy's hex "
                      "only by assault";
    if (!b.covering.empty())
        why += "; a unit that enters an enemy zone stops there and leaves it at the start of its "
               "next movement, and with zoi.move-zone-to-zone = 0 not straight into another hex "
               "of a zone that stops it: Austerlitz 1805, Premier Rules (July 2016), rule 14, "
               "Zone d'Influence";
    std::vector<std::string> units = idsOf(group);
    units.insert(units.end(), b.ids.begin(), b.ids.end());
    return makeProblem(
        c,
        joinNames(group) + " (" + armPhrase(m) + ") of " + describe(s, r, side) +
            " cannot reach the battlefield past the enemy's set-up: the ground leads from " +
            s.map.label(r.entry) + " to " + field.description() + ", but " + by +
            " cut off every route for " + std::string(movement::toString(m.arm)) + " (" + why +
            "; the rules profile's reinforcement.connected-respects-zoi is 1)",
        {r.entry}, std::move(units));
}

namespace {

/// What reinforcement.connected found on one context, per reinforcement, and what each answer
/// rests on, kept between runs so that a terrain edit re-checks only the reinforcements it can
/// affect. The context is rebuilt when units or structure change, so the battlefields, the
/// enemy's standing and the cost tables kept here stay valid; only terrain changes under them.
///
/// An answer rests on the entry hex (which arms may enter it) and, for each kind of mover:
/// when connected, on the path that proved it (a path none of whose hexes was edited is still
/// passable, a hexside edit naming both its hexes, and still ends on the battlefield); when the
/// ground cuts it off, on the dead-end region of its side, arm and mode (checks::DeadEndMemo
/// keeps it closed under edits, or drops it when an edit opens it). When the ground lets it
/// through and the enemy's set-up cuts it off, the answer rests on all the search explored,
/// which is not kept: that reinforcement is re-checked after every edit.
class ConnectedMemo : public CheckMemo {
public:
    explicit ConnectedMemo(const Scenario& s) : tables(s) {}

    using RegionKey = std::tuple<std::string, MoveArm, MoveMode>;
    /// One reinforcement's problems and what they rest on.
    struct Finding {
        std::vector<Problem> problems;
        std::vector<HexId> hexes;       ///< the entry and every proving path
        std::vector<RegionKey> regions; ///< the dead-end regions it is cut off in
        bool always = false;            ///< cut off by the enemy's set-up
    };

    /// Replaces the finding of reinforcement `i`, which enters at `entry`.
    void keep(std::size_t i, HexId entry, Finding f) {
        if (auto old = m_findings.find(i); old != m_findings.end()) {
            for (HexId h : old->second.hexes) {
                auto [at, end] = m_byHex.equal_range(h);
                for (; at != end; ++at)
                    if (at->second == i) {
                        m_byHex.erase(at);
                        break;
                    }
            }
            for (const RegionKey& k : old->second.regions) {
                auto c = m_cutOff.find(k);
                c->second.erase(i);
                if (c->second.empty())
                    m_cutOff.erase(c);
            }
        }
        std::sort(f.hexes.begin(), f.hexes.end());
        f.hexes.erase(std::unique(f.hexes.begin(), f.hexes.end()), f.hexes.end());
        for (HexId h : f.hexes)
            m_byHex.emplace(h, i);
        for (const RegionKey& k : f.regions)
            m_cutOff[k].emplace(i, entry);
        if (f.always)
            m_always.insert(i);
        else
            m_always.erase(i);
        if (f.problems.empty())
            m_withProblems.erase(i);
        else
            m_withProblems.insert(i);
        m_findings[i] = std::move(f);
    }

    /// The reinforcements whose answer the terrain edits since the last call may have changed,
    /// ascending. Brings the dead-end regions up to date.
    std::vector<std::size_t> touched(const CheckContext& ctx) {
        std::vector<std::size_t> out(m_always.begin(), m_always.end());
        const std::vector<HexId>& edits = ctx.terrainEdits();
        for (std::size_t e = m_editsSeen; e < edits.size(); ++e) {
            ctx.countVisits(1);
            auto [at, end] = m_byHex.equal_range(edits[e]);
            for (; at != end; ++at)
                out.push_back(at->second);
        }
        m_editsSeen = edits.size();
        // A region only grows or is dropped whole, so it was dropped when it no longer holds
        // the entry of one of the reinforcements cut off in it.
        for (const auto& [key, cut] : m_cutOff) {
            const std::string& side = std::get<0>(key);
            const CostTable& costs = tables.get(std::get<1>(key), std::get<2>(key));
            const Battlefield& field = fields.at(side);
            if (!deadEnds.deadEnds(ctx, side, costs, std::cref(field))
                     .contains(cut.begin()->second))
                for (const auto& entry : cut)
                    out.push_back(entry.first);
        }
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    /// The problems of every reinforcement, in order.
    void problems(std::vector<Problem>& out) const {
        for (std::size_t i : m_withProblems) {
            const std::vector<Problem>& p = m_findings.at(i).problems;
            out.insert(out.end(), p.begin(), p.end());
        }
    }

    bool started = false; ///< every reinforcement was checked once
    Tables tables;
    std::map<std::string, Battlefield> fields;    ///< one per side
    std::map<std::string, EnemyStanding> enemies; ///< one per side, when the set-up stands
    checks::DeadEndMemo deadEnds;

private:
    std::map<std::size_t, Finding> m_findings; ///< by reinforcement index
    std::set<std::size_t> m_withProblems;
    std::unordered_multimap<HexId, std::size_t> m_byHex; ///< Finding::hexes
    /// Per dead-end region, the reinforcements cut off in it and their entries.
    std::map<RegionKey, std::map<std::size_t, HexId>> m_cutOff;
    std::set<std::size_t> m_always;
    std::size_t m_editsSeen = 0;
};

/// Checks reinforcement `i` (its entry on the map) from scratch; nullopt when there is no
/// battlefield to reach, and then the check reports nothing.
std::optional<ConnectedMemo::Finding> checkConnected(const CheckContext& ctx, const CheckInfo& c,
                                                     ConnectedMemo& memo, std::size_t i) {
    const Scenario& s = ctx.scenario();
    const Reinforcement& r = s.reinforcements[i];
    const auto mapKey = reinterpret_cast<std::uintptr_t>(&s.map);
    const bool standing = s.rules.get(params::reinforcementConnectedRespectsZoi);
    const std::string side = sideOf(s, r);
    auto it = memo.fields.find(side);
    if (it == memo.fields.end())
        it = memo.fields.emplace(side, Battlefield(ctx, side)).first;
    const Battlefield& field = it->second;
    if (field.empty())
        return std::nullopt;
    ctx.countVisits(r.units.size());
    ConnectedMemo::Finding found;
    found.hexes.push_back(r.entry);
    std::vector<HexId> path;
    for (const Movers& m : moversOf(s, r)) {
        const CostTable& costs = memo.tables.get(m);
        if (!costs.canEnter(r.entry))
            continue; // reinforcement.entry-passable reports it
        const WitnessCache::Key key{mapKey, r.entry, m.arm, m.mode, side};
        // Regions failed searches explored, per side (its battlefield), arm and mode: each
        // cut-off region is explored once, however many entries lie in it, and kept for the
        // next run on this context (terrain edits keep the context).
        movement::DeadEnds& dead = memo.deadEnds.deadEnds(ctx, side, costs, std::cref(field));
        if (!connectedTo(ctx, costs, r.entry, field, key, &dead, path)) {
            found.problems.push_back(makeProblem(
                c,
                joinNames(m.units) + " (" + armPhrase(m) + ") of " + describe(s, r, side) +
                    " cannot reach the battlefield: no passable route for " +
                    std::string(movement::toString(m.arm)) + " from " + s.map.label(r.entry) +
                    " to " + field.description() +
                    " (rivers without bridge or ford, prohibited terrain or hexsides cut it "
                    "off; movement costs of the rules profile)",
                {r.entry}, idsOf(m.units)));
            found.problems.back() =
                about(std::move(found.problems.back()), About::Reinforcement, indexOf(s, r));
            found.regions.emplace_back(side, m.arm, m.mode);
            continue;
        }
        found.hexes.insert(found.hexes.end(), path.begin(), path.end());
        // With the enemy's set-up standing, the ground's route is not enough. A side that is
        // not known has no enemy to tell apart. No dead ends here: the memo keeps regions by
        // side, arm and mode and brings them up to date with terrain edits alone, so it
        // knows neither the kind of mover nor the set-up, and a cut-off entry's message
        // needs the blockers of its whole region, which a search stopping at known dead
        // ends would not see. The witnesses are keyed by the kind of mover and re-verified
        // against the barriers.
        if (!standing || side.empty())
            continue;
        auto e = memo.enemies.find(side);
        if (e == memo.enemies.end())
            e = memo.enemies.try_emplace(side, ctx, side, field).first;
        for (const std::vector<const Unit*>& group : byZoneStopKind(m)) {
            const Unit& mover = *group.front();
            const movement::RouteBarriers& barriers = e->second.barriers(mover);
            WitnessCache::Key standingKey = key;
            standingKey.route = static_cast<int>(movement::zoneStopKindOf(mover)) + 1;
            std::vector<HexId> cut;
            if (connectedTo(ctx, costs, r.entry, field, standingKey, nullptr, path, &barriers,
                            &cut)) {
                found.hexes.insert(found.hexes.end(), path.begin(), path.end());
                continue;
            }
            found.problems.push_back(
                cutOffByEnemy(s, c, r, side, m, group, field, e->second.blockers(mover, cut)));
            found.problems.back() =
                about(std::move(found.problems.back()), About::Reinforcement, indexOf(s, r));
            found.always = true;
        }
    }
    return found;
}

} // namespace

// The first run on a context checks every reinforcement; later ones (after terrain edits, the
// only change a context lives through) only those whose answer the edits can change.
void connected(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    ConnectedMemo& memo = ctx.memoOf<ConnectedMemo>(c.id, s);
    std::vector<std::size_t> todo;
    if (memo.started) {
        todo = memo.touched(ctx);
    } else {
        for (std::size_t i = 0; i < s.reinforcements.size(); ++i)
            if (s.map.onMap(s.reinforcements[i].entry))
                todo.push_back(i);
        memo.touched(ctx); // marks the edits so far as seen
        memo.started = true;
    }
    for (std::size_t i : todo) {
        auto found = checkConnected(ctx, c, memo, i);
        if (!found)
            return; // no battlefield: the same for every side, so nothing was kept
        memo.keep(i, s.reinforcements[i].entry, std::move(*found));
    }
    memo.problems(out);
}

namespace {

/// The reinforcements whose entry hex the enemy holds or covers at set-up, found by the first
/// run of reinforcement.entry-zoi on a context. That depends on the set-up alone (zones of
/// influence do not read the terrain); a terrain edit changes only where such a reinforcement's
/// entry shifts to (the free edge hex must be one each of its arms may enter).
class EntryZoiMemo : public CheckMemo {
public:
    bool found = false;
    std::vector<std::size_t> reinforcements;
};

} // namespace

void entryZoi(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    EntryZoiMemo& memo = ctx.memoOf<EntryZoiMemo>(c.id);
    if (!memo.found) {
        for (std::size_t i = 0; i < s.reinforcements.size(); ++i) {
            const Reinforcement& r = s.reinforcements[i];
            ctx.countVisits(1);
            if (!s.map.onMap(r.entry) || !s.map.onEdge(r.entry))
                continue;
            const std::string side = sideOf(s, r);
            if (!side.empty() && enemyAt(ctx, r.entry, side).unit)
                memo.reinforcements.push_back(i);
        }
        memo.found = true;
    }
    Tables tables(s);
    for (std::size_t i : memo.reinforcements) {
        const Reinforcement& r = s.reinforcements[i];
        ctx.countVisits(1);
        const std::string side = sideOf(s, r);
        const EnemyPresence e = enemyAt(ctx, r.entry, side);
        const Unit& enemy = *e.unit->unit;
        const std::string who = (enemy.name.empty() ? enemy.id : enemy.name) + " (" +
                                e.unit->oob->side + ", " + s.map.label(e.unit->placement->hex) +
                                ")";
        const int shift = std::max(s.rules.get(params::reinforcementEntryShiftHexes), 1);
        std::string msg =
            "entry hex " + s.map.label(r.entry) + " of " + describe(s, r, side) +
            (e.inHex ? " holds the enemy unit " + who : " is in the zone of influence of " + who) +
            " at set-up: they enter up to " + std::to_string(shift) +
            " hexes either side along the edge";
        std::vector<HexId> hexes{r.entry};
        std::vector<const CostTable*> costs;
        for (const Movers& m : moversOf(s, r))
            costs.push_back(&tables.get(m));
        const auto free = nearestFreeEdgeHex(ctx, r.entry, side, costs);
        if (!free) {
            msg += "; no free edge hex within " + std::to_string(kMaxShiftTurns * shift) +
                   " hexes along the edge";
        } else {
            const auto [h, d] = *free;
            hexes.push_back(h);
            msg += "; the nearest free edge hex is " + s.map.label(h) + ", " + std::to_string(d) +
                   (d == 1 ? " hex" : " hexes") + " along the edge";
            if (d > shift) {
                const int delay = (d - 1) / shift;
                msg += ", after a delay of " + std::to_string(delay) +
                       (delay == 1 ? " turn" : " turns") + " (each further " +
                       std::to_string(shift) + " hexes cost a turn)";
            }
        }
        msg +=
            " (Reinforcements, rule 44/45, Friedland et Danzig 1809, Premier Rules of 2014, p.128)";
        std::vector<std::string> units = unitIds(r);
        units.push_back(enemy.id);
        out.push_back(about(makeProblem(c, std::move(msg), std::move(hexes), std::move(units)),
                            About::Reinforcement, indexOf(s, r)));
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    using S = Severity;
    using R = Reach;
    // The entry edge depends on the map's shape and the entry alone: terrain edits change
    // neither.
    out.push_back(
        CheckEntry{{"reinforcement.entry-edge", "a reinforcement's entry hex lies on a map edge",
                    S::Error, kCitation, R::Hex},
                   kOnStructure,
                   entryEdge,
                   nullptr,
                   HexDomain::Occupied,
                   0});
    // Per entry hex: a terrain edit re-checks the arrivals at the hexes it touched.
    out.push_back(CheckEntry{{"reinforcement.entry-passable",
                              "every arriving unit's arm may enter the entry hex (prohibited "
                              "terrain; road march may use a road)",
                              S::Error, kCitation, R::Hex},
                             kOnTerrain | kOnStructure,
                             nullptr,
                             entryPassable,
                             HexDomain::Entries,
                             0});
    // Whole-scenario checks that keep what they found on the context (ConnectedMemo,
    // EntryZoiMemo): a terrain edit re-checks only the reinforcements it can affect.
    out.push_back(CheckEntry{
        {"reinforcement.connected",
         "arriving units can reach the battlefield (an objective or a set-up hex of their side) "
         "over passable ground, per arm; with reinforcement.connected-respects-zoi, past the "
         "set-up's enemy units (never into their hexes; their zones of influence when "
         "zoi.move-zone-to-zone is 0)",
         S::Error, kConnectedCitation, R::Scenario},
        kOnTerrain | kOnUnits | kOnStructure,
        connected,
        nullptr,
        HexDomain::Occupied,
        0});
    out.push_back(CheckEntry{
        {"reinforcement.entry-zoi",
         "the entry hex is not held by the enemy or inside an enemy zone of influence at set-up "
         "(else entry shifts along the edge: reinforcement.entry-shift-hexes either side, each "
         "further span a turn later)",
         S::Warning, kCitation, R::Radius},
        kOnTerrain | kOnUnits | kOnStructure,
        entryZoi,
        nullptr,
        HexDomain::Occupied,
        0});
}

} // namespace marengo::reinforcements
