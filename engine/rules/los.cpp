#include "engine/rules/los.hpp"

#include "engine/hex/line_walk.hpp"

#include <algorithm>

// The sight model. Rule 23 (Line of Sight) is in none of the rule books at hand; these
// are the common hex-wargame conventions, listed for docs/rules.md:
//
// assumption: sight runs from the centre of the observer's hex to the centre of the target's
//   hex along the hex line (line() / LineWalk); only the hexes strictly between them can block.
//   The observer's and the target's own hexes never block, whatever their terrain or units.
// assumption: an intervening hex whose terrain type has blocks-los blocks, whatever the
//   elevations: blocking terrain (woods, villages...) has no height of its own, and an observer
//   on a hill does not see over woods on lower ground.
// assumption: elevation is a level per hex. The sight line rises or falls linearly from the
//   observer's level to the target's level, measured at hex centres: at step i of n it stands
//   at from + (to - from) * i / n. An intervening hex blocks when its level is strictly higher
//   than the sight line there (level equal to the line does not block). Slope hexsides play no
//   part.
// assumption: when the line runs exactly along a hexside (LineStep::alt), it is blocked only
//   when both hexes beside the hexside block (for any of the reasons here, not necessarily the
//   same one); with los.hexside-either-blocks=1 it is blocked when either does.
// assumption: units block only with los.units-block=1, and then any unit in an intervening hex
//   blocks (friend or foe, whatever the elevations), as told by LosOptions::occupied.
// assumption: hexes outside the playing area (between sheets, or beyond the grid beside a
//   hexside line at the map edge) block nothing.
// assumption: the range limit counts hexes from observer to target (hex distance);
//   los.max-range=0 means no limit. At night the limit is los.night-range (0 or less: no night
//   limit), capped by los.max-range when that is set. A target beyond the limit is not seen, and
//   the verdict names the target hex.
// assumption: a hex always sees itself, so a viewshed includes the observer's own hex.

namespace marengo {

namespace {

struct LosParams {
    int maxRange = 0;
    int nightRange = 0;
    bool unitsBlock = false;
    bool eitherBlocks = false;
};

LosParams readParams(const RulesProfile& rules) {
    return {rules.get(params::losMaxRange), rules.get(params::losNightRange),
            rules.get(params::losUnitsBlock), rules.get(params::losHexsideEitherBlocks)};
}

int rangeLimit(const LosParams& p, bool night) {
    if (!night || p.nightRange == 0)
        return p.maxRange;
    return p.maxRange > 0 ? std::min(p.maxRange, p.nightRange) : p.nightRange;
}

// What a query needs of the parameters and options, worked out once per batch.
struct Resolved {
    int limit = 0;             // range limit, 0: none
    bool unitsBlock = false;   // los.units-block=1 and an occupied() test given
    bool eitherBlocks = false; // los.hexside-either-blocks=1
};

Resolved resolve(const LosParams& p, const LosOptions& options) {
    return {rangeLimit(p, options.night), p.unitsBlock && static_cast<bool>(options.occupied),
            p.eitherBlocks};
}

// Hex at axial coordinates, or kNoHex when it lies outside the playing area.
inline HexId hexAt(const Map& map, Axial a) {
    const int col = a.q;
    const int row = a.r + (a.q - (a.q & 1)) / 2;
    if (col < 0 || row < 0 || col >= map.width() || row >= map.height())
        return kNoHex;
    const HexId h =
        static_cast<HexId>(row) * static_cast<HexId>(map.width()) + static_cast<HexId>(col);
    return map.onMap(h) ? h : kNoHex;
}

// One query's fixed data.
struct Sight {
    const Map& map;
    const LosOptions& options;
    bool unitsBlock;
    long fromLevel;
    long toLevel;
    long n;

    // Why intervening hex h, at step i of the line, blocks sight (None when it does not).
    LosBlock blocker(HexId h, int i) const {
        if (h == kNoHex)
            return LosBlock::None;
        if (map.terrainType(h).blocksLos)
            return LosBlock::Terrain;
        // Strictly above the line from + (to - from) * i / n, compared in whole numbers.
        if (static_cast<long>(map.elevation(h)) * n > fromLevel * n + (toLevel - fromLevel) * i)
            return LosBlock::Height;
        if (unitsBlock && options.occupied(h))
            return LosBlock::Unit;
        return LosBlock::None;
    }
};

LosVerdict walk(const Map& map, const Resolved& params, HexId from, HexId to,
                const LosOptions& options) {
    LosVerdict v;
    if (!map.onMap(from) || !map.onMap(to)) {
        v.block = LosBlock::OffMap;
        v.at = map.onMap(from) ? to : from;
        return v;
    }
    const Axial a = toAxial(map.offset(from));
    const Axial b = toAxial(map.offset(to));
    LineWalk line(a, b);
    const int n = line.length();
    const int limit = params.limit;
    if (limit > 0 && n > limit) {
        v.block = LosBlock::Range;
        v.at = to;
        v.limit = limit;
        return v;
    }
    const Sight sight{map, options, params.unitsBlock, map.elevation(from), map.elevation(to), n};
    WalkStep step;
    line.next(step); // the observer's hex
    while (line.next(step) && step.index < n) {
        const HexId h = hexAt(map, step.hex);
        const LosBlock block = sight.blocker(h, step.index);
        if (!step.hasAlt) {
            if (block != LosBlock::None) {
                v.block = block;
                v.at = h;
                return v;
            }
            continue;
        }
        if (block == LosBlock::None && !params.eitherBlocks)
            continue;
        const HexId h2 = hexAt(map, step.alt);
        const LosBlock block2 = sight.blocker(h2, step.index);
        if (params.eitherBlocks) {
            if (block != LosBlock::None) {
                v.block = block;
                v.at = h;
                return v;
            }
            if (block2 != LosBlock::None) {
                v.block = block2;
                v.at = h2;
                return v;
            }
        } else if (block2 != LosBlock::None) {
            v.block = block;
            v.at = h;
            v.altBlock = block2;
            v.alt = h2;
            return v;
        }
    }
    return v;
}

void describeOne(const Map& map, LosBlock block, HexId h, std::string& out) {
    switch (block) {
    case LosBlock::Terrain:
        out += map.terrainType(h).id;
        break;
    case LosBlock::Height:
        out += "higher ground (level ";
        out += std::to_string(map.elevation(h));
        out += ')';
        break;
    case LosBlock::Unit:
        out += "units";
        break;
    default:
        return;
    }
    out += " at ";
    out += map.label(h);
}

std::vector<HexId> viewshedOf(const Map& map, const Resolved& params, HexId from, int range,
                              const LosOptions& options) {
    std::vector<HexId> seen;
    if (!map.onMap(from) || range < 0)
        return seen;
    if (params.limit > 0)
        range = std::min(range, params.limit);
    range = std::min(range, map.width() + map.height()); // no hex of the grid is further
    const Axial c = toAxial(map.offset(from));
    const auto area = static_cast<std::size_t>(3L * range * (range + 1) + 1);
    seen.reserve(std::min(area, map.hexCount()));
    for (int dq = -range; dq <= range; ++dq) {
        for (int dr = std::max(-range, -dq - range); dr <= std::min(range, -dq + range); ++dr) {
            const HexId h = hexAt(map, Axial{c.q + dq, c.r + dr});
            if (h != kNoHex && walk(map, params, from, h, options).clear())
                seen.push_back(h);
        }
    }
    std::sort(seen.begin(), seen.end());
    return seen;
}

} // namespace

LosOptions setupSightOptions(const ScenarioIndex& index, bool night) {
    LosOptions o;
    o.night = night;
    o.occupied = [&index](HexId h) { return !index.at(h).empty(); };
    return o;
}

int losRange(const RulesProfile& rules, const LosOptions& options) {
    return rangeLimit(readParams(rules), options.night);
}

LosVerdict checkLineOfSight(const Map& map, const RulesProfile& rules, HexId from, HexId to,
                            const LosOptions& options) {
    return walk(map, resolve(readParams(rules), options), from, to, options);
}

std::string describe(const Map& map, const LosVerdict& v) {
    switch (v.block) {
    case LosBlock::None:
        return {};
    case LosBlock::Range:
        return "beyond range " + std::to_string(v.limit);
    case LosBlock::OffMap:
        return "hex not on the map";
    default:
        break;
    }
    std::string text;
    text.reserve(64);
    describeOne(map, v.block, v.at, text);
    if (v.altBlock != LosBlock::None) {
        text += " and ";
        describeOne(map, v.altBlock, v.alt, text);
    }
    return text;
}

LosResult lineOfSight(const Map& map, const RulesProfile& rules, HexId from, HexId to,
                      const LosOptions& options) {
    const LosVerdict v = checkLineOfSight(map, rules, from, to, options);
    if (v.clear())
        return {};
    return {false, v.at, describe(map, v)};
}

std::vector<HexId> viewshed(const Map& map, const RulesProfile& rules, HexId from, int range,
                            const LosOptions& options) {
    return viewshedOf(map, resolve(readParams(rules), options), from, range, options);
}

LosChecker::LosChecker(const Map& map, const RulesProfile& rules, LosOptions options)
    : m_map(&map), m_options(std::move(options)) {
    const Resolved r = resolve(readParams(rules), m_options);
    m_limit = r.limit;
    m_unitsBlock = r.unitsBlock;
    m_eitherBlocks = r.eitherBlocks;
}

LosVerdict LosChecker::check(HexId from, HexId to) const {
    return walk(*m_map, Resolved{m_limit, m_unitsBlock, m_eitherBlocks}, from, to, m_options);
}

std::vector<HexId> LosChecker::viewshed(HexId from, int range) const {
    return viewshedOf(*m_map, Resolved{m_limit, m_unitsBlock, m_eitherBlocks}, from, range,
                      m_options);
}

} // namespace marengo
