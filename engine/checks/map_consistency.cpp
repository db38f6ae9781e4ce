#include "engine/checks/map_consistency.hpp"

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <span>
#include <utility>

// assumption: a road may end at the map edge, in terrain that forces general order (towns,
//   villages, hamlets: "roads do not continue through towns", Prusse SR; woods, where a road
//   gives way to tracks), or where a trail continues it.
// assumption: a river may end at the map edge, where another river or a stream continues it,
//   or at a hex no arm may enter (a lake or pond: every movement cost of its profile row is
//   negative).
// assumption: streams may rise anywhere (springs), so a lone stream end is no problem; but a
//   stream that stops one empty hexside short of another stream or a river is a drawing slip
//   (a warning: map.stream-continuity). Its end is a corner where exactly one hexside carries
//   water, a stream, and the three hexes meeting there lie on the map and none is a lake or
//   pond; the gap is one of the two dry hexsides at that corner whose other corner has a stream
//   or river on it. Two stream ends facing each other across one gap are one problem.
// assumption: "every hex has a terrain" holds by construction (Map::create gives every sheet
//   hex terrain 0, Map::setTerrain refuses ids outside the table); map.terrain checks instead
//   that the rules profile describes every terrain type of the map.
// assumption: two sheets are joined when their rectangles share an edge (columns or rows end
//   to end with overlapping rows or columns); a corner touch does not join them.

namespace marengo::map_checks {

namespace {

constexpr Features kWater = kRiver | kStream;

/// Calls f(side, features, neighbour) for each hexside anchored at `h` that has features: its
/// N, NE and SE sides (which the map stores with `h`), and any other side that leads off the
/// map. `neighbour` is kNoHex off the map. Three feature reads for most hexes.
template <class F> void forAnchoredSides(const Map& map, HexId h, F&& f) {
    const Offset o = map.offset(h);
    for (int k = 0; k < 6; ++k) {
        const auto s = static_cast<HexSide>(k);
        if (k < 3) {
            if (const Features feats = map.features(o, s))
                f(s, feats, map.neighbour(o, s));
        } else if (map.neighbour(o, s) == kNoHex) { // else anchored at the neighbour
            if (const Features feats = map.features(o, s))
                f(s, feats, kNoHex);
        }
    }
}

std::string sideName(const Map& map, HexId h, HexSide s) {
    return map.label(h) + " " + std::string(toString(s));
}

/// True when no arm may enter the hex (a lake or pond), by the profile's terrain row.
bool isWaterBody(const Map& map, const RulesProfile& prof, HexId h) {
    const TerrainRules* r = prof.terrainRules(map.terrainType(h).id);
    return r && r->infantryMp < 0 && r->cavalryMp < 0 && r->artilleryMp < 0;
}

/// A problem about hexsides, located at their <hexside> elements.
Problem sideProblem(const CheckInfo& c, std::string message, std::vector<HexId> hexes) {
    return about(makeProblem(c, std::move(message), std::move(hexes)), About::Hexsides);
}

} // namespace

void bridgeWithoutWater(const CheckContext& ctx, const CheckInfo& c, HexId h,
                        std::vector<Problem>& out) {
    const Map& map = ctx.map();
    forAnchoredSides(map, h, [&](HexSide s, Features f, HexId n) {
        if (!(f & (kBridge | kFord)) || (f & kWater))
            return;
        std::vector<HexId> hexes{h};
        if (n != kNoHex)
            hexes.push_back(n);
        out.push_back(
            sideProblem(c,
                        std::string(f & kBridge ? "a bridge" : "a ford") +
                            " on a hexside without river or stream: " + sideName(map, h, s),
                        std::move(hexes)));
    });
}

void roadDeadEnd(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const Offset o = map.offset(h);
    int roads = 0;
    bool trail = false, edge = false;
    int roadSide = 0;
    for (int k = 0; k < 6; ++k) {
        const Features f = map.features(o, static_cast<HexSide>(k));
        if (f & kRoad) {
            ++roads;
            roadSide = k;
        }
        trail = trail || (f & kTrail);
    }
    if (roads != 1 || trail || map.terrainType(h).generalOrder)
        return;
    for (int k = 0; k < 6 && !edge; ++k)
        edge = map.neighbour(o, static_cast<HexSide>(k)) == kNoHex;
    if (edge)
        return;
    out.push_back(sideProblem(c,
                              "the road through " +
                                  sideName(map, h, static_cast<HexSide>(roadSide)) + " ends at " +
                                  map.label(h) + ", away from the map edge and any town or village",
                              {h}));
}

void riverContinuity(const CheckContext& ctx, const CheckInfo& c, HexId h,
                     std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    forAnchoredSides(map, h, [&](HexSide s, Features f, HexId n) {
        if (!(f & kRiver) || n == kNoHex)
            return; // a river along the map edge runs off it at both ends
        // At each end of the hexside three hexes meet: h, n and m; the river runs on along
        // (h, m) or (n, m), or stops at the map edge or in a lake.
        auto runsOn = [&](int towardsM, int fromN) {
            const HexId m = map.neighbour(h, rotate(s, towardsM));
            if (m == kNoHex)
                return true;
            if ((map.features(h, rotate(s, towardsM)) & kWater) ||
                (map.features(n, rotate(s, fromN)) & kWater))
                return true;
            return isWaterBody(map, prof, h) || isWaterBody(map, prof, n) ||
                   isWaterBody(map, prof, m);
        };
        const bool endA = runsOn(1, 2);   // the corner between s and s+1
        const bool endB = runsOn(-1, -2); // the corner between s-1 and s
        if (endA && endB)
            return;
        const HexId m = map.neighbour(h, rotate(s, endA ? -1 : 1));
        out.push_back(sideProblem(c,
                                  "the river on " + sideName(map, h, s) +
                                      " stops at the corner it shares with " + map.label(m) +
                                      ": rivers run on to the map edge, a lake or another river "
                                      "or stream",
                                  {h, n}));
    });
}

namespace {

/// A hex corner: vertex `v` of hex `h`, between its sides v and v+1, where `h` and its
/// neighbours through those sides meet.
struct Corner {
    HexId h;
    int v;
};

/// One of the three hexsides at a corner, as a hex on the map and its side (`h` kNoHex for the
/// hexside between two hexes off the map), and the corner at its other end.
struct CornerSide {
    HexId h;
    HexSide s;
    Corner far;
};

/// The hexsides at corner `c`: h's sides v and v+1, and the side between its neighbours a and b
/// through them (a's side v+2, or b's side v-1 when a is off the map).
std::array<CornerSide, 3> cornerSides(const Map& map, Corner c) {
    const auto s = static_cast<HexSide>(c.v);
    const HexId a = map.neighbour(c.h, s);
    const HexId b = map.neighbour(c.h, rotate(s, 1));
    const CornerSide between = a != kNoHex ? CornerSide{a, rotate(s, 2), {a, (c.v + 1) % 6}}
                                           : CornerSide{b, rotate(s, -1), {b, (c.v + 5) % 6}};
    return {{{c.h, s, {c.h, (c.v + 5) % 6}}, {c.h, rotate(s, 1), {c.h, (c.v + 1) % 6}}, between}};
}

Features featuresOf(const Map& map, const CornerSide& cs) {
    return cs.h == kNoHex ? Features{0} : map.features(cs.h, cs.s);
}

/// Where the map stores a hexside: the hex and its side there (N, NE or SE, or the side that
/// leads off the map). Names hexsides as the files do and orders the two ends of a gap.
std::pair<HexId, HexSide> storedAt(const Map& map, HexId h, HexSide s) {
    const HexId n = map.neighbour(h, s);
    if (static_cast<int>(s) < 3 || n == kNoHex)
        return {h, s};
    return {n, opposite(s)};
}

std::string storedName(const Map& map, const CornerSide& cs) {
    const auto [h, s] = storedAt(map, cs.h, cs.s);
    return sideName(map, h, s);
}

/// The stream hexside that ends at corner `c`, when it is a stream end: exactly one of its
/// hexsides carries water, a stream, and the three hexes there are on the map and none is a lake
/// or pond. Else nullopt.
std::optional<CornerSide> streamEnd(const Map& map, const RulesProfile& prof, Corner c) {
    const HexId hexes[3] = {c.h, map.neighbour(c.h, static_cast<HexSide>(c.v)),
                            map.neighbour(c.h, static_cast<HexSide>((c.v + 1) % 6))};
    std::optional<CornerSide> wet;
    for (const CornerSide& cs : cornerSides(map, c))
        if (featuresOf(map, cs) & kWater) {
            if (wet)
                return std::nullopt;
            wet = cs;
        }
    if (!wet || (featuresOf(map, *wet) & kRiver))
        return std::nullopt;
    for (HexId x : hexes)
        if (x == kNoHex || isWaterBody(map, prof, x))
            return std::nullopt;
    return wet;
}

} // namespace

void streamContinuity(const CheckContext& ctx, const CheckInfo& c, HexId h,
                      std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    forAnchoredSides(map, h, [&](HexSide s, Features f, HexId n) {
        if (!(f & kStream) || (f & kRiver) || n == kNoHex)
            return; // a hexside along the map edge ends on it
        // At each end of the hexside three hexes meet: h, n and m.
        for (const int towardsM : {1, -1}) {
            const Corner end{h, (static_cast<int>(s) + (towardsM == 1 ? 0 : 5)) % 6};
            if (!streamEnd(map, prof, end))
                continue;
            for (const CornerSide& gap : cornerSides(map, end)) {
                if (featuresOf(map, gap) & kWater)
                    continue; // the stream itself
                // Water on the far corner's other hexsides: drawing the gap would join it.
                std::optional<CornerSide> other;
                for (const CornerSide& cs : cornerSides(map, gap.far))
                    if (!other && (featuresOf(map, cs) & kWater))
                        other = cs;
                if (!other)
                    continue;
                // Two stream ends facing each other: reported once, by the one stored first.
                if (const auto facing = streamEnd(map, prof, gap.far);
                    facing && storedAt(map, facing->h, facing->s) < std::pair{h, s})
                    continue;
                const HexId m = map.neighbour(h, rotate(s, towardsM));
                const auto [gapAt, gapSide] = storedAt(map, gap.h, gap.s);
                const char* kind = featuresOf(map, *other) & kRiver ? "river" : "stream";
                out.push_back(sideProblem(
                    c,
                    "the stream on " + sideName(map, h, s) +
                        " stops at the corner it shares with " + map.label(m) +
                        ", one hexside short of the " + kind + " on " + storedName(map, *other) +
                        ": draw the stream across the hexside between " + map.label(gapAt) +
                        " and " + map.label(map.neighbour(gapAt, gapSide)) +
                        ", or end it elsewhere",
                    {h, n, m}));
            }
        }
    });
}

void slopeWithoutElevation(const CheckContext& ctx, const CheckInfo& c, HexId h,
                           std::vector<Problem>& out) {
    const Map& map = ctx.map();
    forAnchoredSides(map, h, [&](HexSide s, Features f, HexId n) {
        if (!(f & kSlope) || n == kNoHex || map.elevation(h) != map.elevation(n))
            return;
        out.push_back(sideProblem(c,
                                  "a slope on " + sideName(map, h, s) + " between " + map.label(h) +
                                      " and " + map.label(n) + ", which are both at elevation " +
                                      std::to_string(map.elevation(h)),
                                  {h, n}));
    });
}

void terrain(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    if (prof.terrain.empty())
        return; // a profile without terrain rows describes no terrain at all
    for (const TerrainType& t : map.terrainTypes())
        if (!prof.terrainRules(t.id))
            out.push_back(about(
                makeProblem(
                    c, "the rules profile" + (prof.id.empty() ? std::string() : " " + prof.id) +
                           " has no terrain row for '" + t.id +
                           "': its movement costs, prohibitions and stacking limits are unknown "
                           "(checks treat it as open to all, without limits)"),
                About::RulesProfile));
}

void sheets(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const std::vector<Sheet>& sh = ctx.map().sheets();
    if (sh.size() < 2)
        return;
    std::vector<std::size_t> parent(sh.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    auto find = [&](std::size_t i) {
        while (parent[i] != i)
            i = parent[i] = parent[parent[i]];
        return i;
    };
    auto overlap = [](int a0, int an, int b0, int bn) { return a0 < b0 + bn && b0 < a0 + an; };
    for (std::size_t i = 0; i < sh.size(); ++i)
        for (std::size_t j = i + 1; j < sh.size(); ++j) {
            const Sheet& a = sh[i];
            const Sheet& b = sh[j];
            const bool sideBySide = (a.col + a.cols == b.col || b.col + b.cols == a.col) &&
                                    overlap(a.row, a.rows, b.row, b.rows);
            const bool aboveBelow = (a.row + a.rows == b.row || b.row + b.rows == a.row) &&
                                    overlap(a.col, a.cols, b.col, b.cols);
            if (sideBySide || aboveBelow)
                parent[find(i)] = find(j);
        }
    const std::size_t main = find(0);
    for (std::size_t i = 1; i < sh.size(); ++i)
        if (find(i) != main)
            out.push_back(about(makeProblem(c, std::string("sheet ") + sh[i].letter +
                                                   " is not joined to sheet " + sh[0].letter +
                                                   ": map sheets meet edge to edge, without gaps"),
                                About::Sheets));
}

namespace {

using RunHex = void (*)(const CheckContext&, const CheckInfo&, HexId, std::vector<Problem>&);

/// For each hexside check but the road's, the features without one of which on the hex's six
/// sides it reports nothing there (it looks at the hexsides anchored at the hex).
struct Screen {
    RunHex run;
    Features needs;
};
constexpr Screen kScreens[] = {{bridgeWithoutWater, kBridge | kFord},
                               {riverContinuity, kRiver},
                               {streamContinuity, kStream},
                               {slopeWithoutElevation, kSlope}};

/// One check of the shared walk.
struct Walker {
    const CheckEntry* entry;
    Features needs;
    std::vector<Problem>* out;
};

/// The hexside checks' shared walk: each hex's six hexsides read once; a check runs at a hex
/// only when they hold the features it looks at (the road check: exactly one road and no trail).
void walkMap(const CheckContext& ctx, std::span<const CheckEntry* const> checks,
             std::span<std::vector<Problem>* const> out) {
    std::vector<Walker> walkers;
    for (std::size_t i = 0; i < checks.size(); ++i) {
        Features needs = kRoad;
        for (const Screen& s : kScreens)
            if (s.run == checks[i]->runHex)
                needs = s.needs;
        walkers.push_back({checks[i], needs, out[i]});
    }
    const Map& map = ctx.map();
    for (int row = 0; row < map.height(); ++row)
        for (int col = 0; col < map.width(); ++col) {
            const Offset o{col, row};
            const HexId h = map.id(o);
            if (!map.onMap(h))
                continue;
            Features any = 0;
            int roads = 0;
            for (HexSide s : kAllSides) {
                const Features f = map.features(o, s);
                any = static_cast<Features>(any | f);
                roads += (f & kRoad) ? 1 : 0;
            }
            if (!any)
                continue;
            for (const Walker& w : walkers) {
                const bool may = w.entry->runHex == roadDeadEnd ? roads == 1 && !(any & kTrail)
                                                                : (any & w.needs) != 0;
                if (may)
                    w.entry->runHex(ctx, w.entry->info, h, *w.out);
            }
        }
}

} // namespace

void addChecks(std::vector<CheckEntry>& out) {
    constexpr std::string_view kFeatures =
        "Hexside features of the terrain effects chart, La Bataille pour la Prusse 1806 special "
        "rules: streams and rivers lie on hexsides; bridges, fords and roads cross them";
    struct Row {
        CheckInfo info;
        unsigned depends;
        RunHex run;
        int radius; ///< 1: a hexside's own hexes; 2: the hexes around its corners too
    };
    const Row rows[] = {
        {{"map.bridge-without-water", "bridges and fords only on river or stream hexsides",
          Severity::Error, kFeatures, Reach::Neighbours},
         kOnTerrain,
         bridgeWithoutWater,
         1},
        {{"map.road-dead-end",
          "roads continue: no dead end except at the map edge, in general-order terrain (a town) "
          "or where a trail goes on",
          Severity::Error,
          "assumed (an authoring check): on the terrain effects chart of La Bataille pour la "
          "Prusse 1806's special rules roads run hex to hex across hexsides and end at towns, "
          "villages and hamlets",
          Reach::Neighbours},
         kOnTerrain,
         roadDeadEnd,
         1},
        {{"map.river-continuity",
          "rivers run on to the map edge, a lake or another river or stream", Severity::Error,
          "authoring heuristic (assumed): no rule says where rivers run; the terrain effects chart "
          "of La Bataille pour la Prusse 1806's special rules puts streams and rivers on hexsides",
          Reach::Neighbours},
         kOnTerrain | kOnStructure,
         riverContinuity,
         1},
        {{"map.stream-continuity",
          "no stream stops one hexside short of another stream or a river: a stream end (a "
          "corner where the stream is the only water hexside, away from the map edge and any "
          "lake or pond) is not one dry hexside from a corner with a stream or river",
          Severity::Warning,
          "authoring heuristic (assumed): streams may rise anywhere, but a gap of one hexside "
          "between two water courses is almost always a drawing slip; the terrain effects chart "
          "of La Bataille pour la Prusse 1806's special rules puts streams and rivers on hexsides",
          Reach::Radius},
         kOnTerrain | kOnStructure,
         streamContinuity,
         2},
        {{"map.slope-without-elevation", "slope hexsides only between hexes of different elevation",
          Severity::Error,
          "authoring heuristic (assumed): the terrain effects charts (La Bataille pour la Prusse "
          "1806 special rules) show elevation as slope hexsides, not numbered levels; a map that "
          "also numbers levels should put its slopes where the level changes",
          Reach::Neighbours},
         kOnTerrain,
         slopeWithoutElevation,
         1},
    };
    for (const Row& r : rows)
        out.push_back(
            CheckEntry{r.info, r.depends, nullptr, r.run, HexDomain::AllHexes, r.radius, walkMap});
    out.push_back(CheckEntry{
        {"map.terrain",
         "the rules profile has a terrain row for every terrain type of the "
         "map (every hex has a terrain by construction)",
         Severity::Warning,
         "the rules profile's terrain rows, one per row of a title's terrain effects chart",
         Reach::Scenario},
        kOnTerrain | kOnStructure,
        terrain,
        nullptr,
        HexDomain::AllHexes,
        0});
    out.push_back(
        CheckEntry{{"map.sheets", "the map sheets are joined edge to edge into one battlefield",
                    Severity::Error,
                    "assumed (Marengo's map model): map sheets, as in La Bataille de Leipzig "
                    "1813's multi-sheet maps, are rectangles placed on one grid",
                    Reach::Scenario},
                   kOnTerrain,
                   sheets,
                   nullptr,
                   HexDomain::AllHexes,
                   0});
}

} // namespace marengo::map_checks
