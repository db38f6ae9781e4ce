#pragma once
// A scenario: a map, the orders of battle, where units stand at the start, what arrives later,
// special rules and victory conditions, played in turns of a rules profile.
#include "engine/core/result.hpp"
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/source_map.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// Tactical formation of a unit on the map.
enum class Formation {
    Column,
    Line,
    Carre,
    Skirmish,
    GeneralOrder,
    RoadMarch,
    Limbered,
    Unlimbered
};
/// How a formation's facing is written: toward a hexside, toward a vertex, or none (carré).
enum class FacingKind { None, Hexside, Vertex };
/// Morale state of a unit.
enum class UnitState { Good, Disordered, Routed };

std::string_view toString(Formation f);
std::optional<Formation> parseFormation(std::string_view s);
std::string_view toString(UnitState s);
std::optional<UnitState> parseUnitState(std::string_view s);
/// Column, road march, general order and artillery face a hexside; line and skirmish face a
/// vertex; carré has six fronts and no facing.
FacingKind facingKindFor(Formation f);
/// Formations that may occupy two hexes (line, skirmish).
bool allowsTwoHexes(Formation f);

/// A facing: a hexside or vertex index 0..5, or none.
struct Facing {
    FacingKind kind = FacingKind::None;
    int dir = 0;
    static Facing side(HexSide s) { return {FacingKind::Hexside, static_cast<int>(s)}; }
    static Facing vertex(Vertex v) { return {FacingKind::Vertex, static_cast<int>(v)}; }
    friend bool operator==(const Facing&, const Facing&) = default;
};
/// "N".."NW" for hexsides, "NNE".."NNW" for vertices, "" for none.
std::string formatFacing(Facing f);
/// Parses a facing written either way; empty text is no facing.
std::optional<Facing> parseFacing(std::string_view s);

/// A time of day in minutes after midnight.
struct Clock {
    int minutes = 0;
    friend auto operator<=>(const Clock&, const Clock&) = default;
};
std::string formatClock(Clock c);
std::optional<Clock> parseClock(std::string_view hhmm);
/// True for a date written YYYY-MM-DD with a month 01-12 and a day 01-31 ("1807-06-14").
bool isIsoDate(std::string_view d);

/// How a two-hex unit's increments stand in its hexes: the first hex's share, then the second's.
/// {0, 0}: not given, split as evenly as possible with the larger half in the first hex.
using HexSplit = std::array<int, 2>;
inline constexpr HexSplit kEvenSplit{0, 0};
/// "4+1" for {4, 1}; "" for kEvenSplit.
std::string formatSplit(HexSplit s);
/// Parses "4+1" (two whole numbers 1..99 joined by '+', spaces allowed around them); nullopt for
/// anything else.
std::optional<HexSplit> parseSplit(std::string_view s);

/// A unit standing on the map.
struct Placement {
    std::string unit;
    HexId hex = kNoHex;
    HexId second = kNoHex; ///< second hex of a two-hex line or skirmish line
    Formation formation = Formation::Column;
    Facing facing;
    int increments = -1; ///< current increments; -1: the printed value
    UnitState state = UnitState::Good;
    /// Increments in `hex` and in `second` as the set-up gives them (a 4+1 skirmish line, a 5+3
    /// cavalry line); only with a second hex.
    HexSplit split = kEvenSplit;
    friend bool operator==(const Placement&, const Placement&) = default;
};
/// Checks that the facing kind fits the formation, that a second hex is allowed and adjacent, and
/// that a split has a second hex and at least one increment in each. Does not look at terrain,
/// rules or the order of battle (those are checks: setup.increments compares a split with the
/// unit's increments).
Status validatePlacement(const Map& map, const Placement& p);

/// Units arriving at a time through an entry hex.
struct Reinforcement {
    Clock time;
    HexId entry = kNoHex;
    std::string side;
    std::vector<Placement> units; ///< hex of each is the entry hex
    friend bool operator==(const Reinforcement&, const Reinforcement&) = default;
};

/// Victory points of an objective or a level lie within ±kMaxVictoryPoints (a limit of the file
/// format, not of the rules: the scenario reader, the editor's victory dialog and the
/// victoryPoints type of formats/schema/scenario.xsd all use it).
inline constexpr int kMaxVictoryPoints = 9999;

/// A victory objective hex.
struct Objective {
    HexId hex = kNoHex;
    std::string name;
    int points = 0;
    std::string side; ///< side that scores it; empty: whoever holds it
    friend bool operator==(const Objective&, const Objective&) = default;
};
/// A victory level reached with a number of points.
struct VictoryLevel {
    std::string name; ///< "Decisive", "Tactical", "Marginal"...
    std::string side;
    int points = 0;
    friend bool operator==(const VictoryLevel&, const VictoryLevel&) = default;
};

/// One end of a stated sight line: a hex, or a unit standing at set-up (its first hex).
struct SightEnd {
    HexId hex = kNoHex; ///< used when `unit` is empty
    std::string unit;   ///< a unit id; the end is where the set-up places it
    friend bool operator==(const SightEnd&, const SightEnd&) = default;
};
/// A sight line the designer states ("the battery at A1210 sees the bridge at A1516"), or
/// states to be blocked (`visible` false); the check sight.expected verifies it.
struct ExpectedSight {
    SightEnd from;
    SightEnd to;
    bool visible = true;
    std::string note; ///< what the line is for, shown in the check's message
    friend bool operator==(const ExpectedSight&, const ExpectedSight&) = default;
};

/// The scenario and everything it uses.
struct Scenario {
    std::string title;
    std::string date; ///< ISO date, "1807-06-14"
    Clock start{9 * 60};
    Clock end{9 * 60};
    std::string description;
    std::string mapPath;               ///< relative to the scenario file
    std::vector<std::string> oobPaths; ///< relative to the scenario file
    std::string rulesPath;             ///< relative to the scenario file, when not bundled
    /// The id of a rules profile that ships with Marengo (profile="friedland-2014"), resolved
    /// from the installed data; when set, rulesPath is empty.
    std::string rulesProfile;
    Map map;
    std::vector<OrderOfBattle> oobs;
    RulesProfile rules;
    std::vector<Placement> setup;
    std::vector<Reinforcement> reinforcements;
    std::vector<ChargeModifier> chargeModifiers; ///< special rules: charge morale modifiers
    std::vector<std::string> notes;              ///< special rules in prose
    std::vector<Objective> objectives;
    std::vector<VictoryLevel> victoryLevels;
    std::vector<ExpectedSight> sightLines; ///< stated sight lines, checked by sight.expected
    /// Where each part was read from (empty for a scenario made in memory); not part of the
    /// scenario's value (always equal).
    SourceMap sources;

    /// Minutes of a turn: the profile's time.turn-minutes (1 or more, checked on load).
    int turnMinutes() const;
    /// Number of turns, counting both the first and the last (09:00-20:40 by 20 = 36).
    int turnCount() const;
    /// Finds a unit in any OOB; `side` receives its OOB's side when given.
    const Unit* findUnit(std::string_view id, const OrderOfBattle** oob = nullptr) const;
    const Placement* findPlacement(std::string_view unit) const;
    /// Where a new placement of `unit` goes in `list` (a set-up): where a person would put it,
    /// just after the last placement of its closest relatives in its order of battle (its
    /// brigade's battalions, else its division's units...); at the end when none is placed.
    std::size_t placementSlot(std::string_view unit, const std::vector<Placement>& list) const;
    /// The hex of a sight line's end: its hex, or its unit's set-up hex; kNoHex when the unit
    /// is not placed at set-up.
    HexId resolve(const SightEnd& e) const;

    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace marengo
