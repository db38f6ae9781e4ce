#pragma once
// Line of sight between hexes and the viewshed of a hex.
//
// Rule 23 (Line of Sight) is in none of the rule books at hand, so this is the common hex-wargame
// model, with every choice that the rules do not settle marked "assumption:" in los.cpp and made a
// profile option where the catalogue has one (los.max-range, los.night-range, los.units-block,
// los.hexside-either-blocks).
#include "engine/map/map.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario_index.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace marengo {

/// Circumstances of a sight check.
struct LosOptions {
    /// Night turn: the range limit is los.night-range instead of los.max-range.
    bool night = false;
    /// True when units stand in a hex. Consulted only when the profile sets los.units-block=1;
    /// without it no hex is occupied. Set it once and reuse the options: it is not copied per
    /// query.
    std::function<bool(HexId)> occupied;
};

/// The options for sight across a scenario's set-up: a hex holds units, and then blocks sight
/// when the profile sets los.units-block=1, when the index has an occupant there (both hexes of a
/// two-hex unit, friend or foe). The one definition of "units block sight", used by the
/// sight.expected check, `marengo los` and the editor's line-of-sight tool. `index` must outlive
/// the options.
LosOptions setupSightOptions(const ScenarioIndex& index, bool night = false);

/// Answer of lineOfSight().
struct LosResult {
    bool clear = true;
    HexId blockedAt = kNoHex; ///< first hex that blocks (the target when out of range)
    std::string reason;       ///< "woods at A1207", "higher ground (level 2) at A1306",
                              ///< "beyond range 10"; empty when clear
};

/// Why a sight line is blocked (the allocation-free form of LosResult::reason).
enum class LosBlock : std::uint8_t {
    None,    ///< clear
    Terrain, ///< blocking terrain in an intervening hex
    Height,  ///< an intervening hex rises above the sight line
    Unit,    ///< units in an intervening hex (los.units-block=1)
    Range,   ///< the target is beyond the range limit
    OffMap,  ///< observer or target is not on the map
};

/// Allocation-free answer: what blocks, where, and (along a hexside) the second hex.
struct LosVerdict {
    LosBlock block = LosBlock::None;
    HexId at = kNoHex; ///< first blocking hex (the target when out of range)
    LosBlock altBlock = LosBlock::None;
    HexId alt = kNoHex; ///< the other hex beside a blocking hexside, when it blocks too
    int limit = 0;      ///< the range limit, for LosBlock::Range
    bool clear() const { return block == LosBlock::None; }
};

/// Range limit that applies (0: unlimited): los.max-range, or at night los.night-range (still
/// capped by los.max-range when that is set).
int losRange(const RulesProfile& rules, const LosOptions& options = {});

/// Line of sight from one hex to another, without allocating. Reads the profile's los.*
/// parameters on each call: for many queries, use a LosChecker.
LosVerdict checkLineOfSight(const Map& map, const RulesProfile& rules, HexId from, HexId to,
                            const LosOptions& options = {});

/// Line of sight from one hex to another, with a readable reason when blocked.
LosResult lineOfSight(const Map& map, const RulesProfile& rules, HexId from, HexId to,
                      const LosOptions& options = {});

/// The reason text of a verdict ("woods at A1207"); empty when clear.
std::string describe(const Map& map, const LosVerdict& v);

/// Every on-map hex within `range` hexes of `from` (the observer's own hex included) that
/// `from` sees, sorted by HexId. The profile's range limit applies too.
std::vector<HexId> viewshed(const Map& map, const RulesProfile& rules, HexId from, int range,
                            const LosOptions& options = {});

/// Line-of-sight queries on one map and rules profile, for loops over many of them (a
/// viewshed, a check over many sight lines, a benchmark): the profile's los.* parameters and
/// the options are resolved once, when it is made, so a query only walks the line. Answers
/// are those of checkLineOfSight() and viewshed() with the same arguments. The map and profile
/// must outlive it; it keeps its own copy of the options.
class LosChecker {
public:
    LosChecker(const Map& map, const RulesProfile& rules, LosOptions options = {});
    /// checkLineOfSight(map, rules, from, to, options).
    LosVerdict check(HexId from, HexId to) const;
    /// losRange(rules, options).
    int range() const { return m_limit; }
    /// viewshed(map, rules, from, range, options).
    std::vector<HexId> viewshed(HexId from, int range) const;

private:
    const Map* m_map;
    LosOptions m_options;
    int m_limit = 0;           ///< range limit, 0: none
    bool m_unitsBlock = false; ///< los.units-block=1 and options.occupied given
    bool m_eitherBlocks = false;
};

} // namespace marengo
