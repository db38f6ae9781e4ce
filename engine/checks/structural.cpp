#include "engine/checks/structural.hpp"

#include <cstdint>
#include <string_view>
#include <unordered_set>

namespace marengo::structural {

namespace {
/// Calls f(placement, reinforcement-or-null, unit index) for every placement, setup first; the
/// unit index is the context's (CheckContext::kNoUnit when the id is in no OOB).
template <class F> void forEachPlacement(const CheckContext& ctx, F&& f) {
    const Scenario& s = ctx.scenario();
    const std::vector<std::uint32_t>& units = ctx.placementUnits();
    std::size_t k = 0;
    for (const Placement& p : s.setup)
        f(p, static_cast<const Reinforcement*>(nullptr), units[k++]);
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            f(p, &r, units[k++]);
}

constexpr std::uint32_t kNoUnit = CheckContext::kNoUnit;

std::string unitName(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}
} // namespace

void uniqueIds(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    for (const DuplicateId& d : ctx.duplicateIds())
        out.push_back(
            about(makeProblem(c,
                              "unit id '" + d.unit->id + "' is used in the " + d.first->side +
                                  " and the " + d.again->side + " orders of battle",
                              {}, {d.unit->id}),
                  About::OobUnits));
}

void unknownUnit(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    forEachPlacement(ctx, [&](const Placement& p, const Reinforcement* r, std::uint32_t u) {
        if (u == kNoUnit)
            out.push_back(makeProblem(c,
                                      std::string(r ? "reinforcement" : "set-up") + " unit '" +
                                          p.unit + "' is in no order of battle",
                                      {r ? r->entry : p.hex}, {p.unit}));
    });
}

void placedTwice(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    std::vector<bool> seen(ctx.unitCount(), false);
    std::unordered_set<std::string_view> seenUnknown; // ids in no OOB
    forEachPlacement(ctx, [&](const Placement& p, const Reinforcement* r, std::uint32_t u) {
        bool again = false;
        if (u == kNoUnit) {
            again = !seenUnknown.insert(p.unit).second;
        } else {
            again = seen[u];
            seen[u] = true;
        }
        if (again)
            out.push_back(makeProblem(c,
                                      (u == kNoUnit ? p.unit : unitName(ctx.unit(u))) +
                                          " is placed or scheduled more than once",
                                      {r ? r->entry : p.hex}, {p.unit}));
    });
}

void notPlaceable(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    forEachPlacement(ctx, [&](const Placement& p, const Reinforcement* r, std::uint32_t i) {
        if (i == kNoUnit)
            return;
        const Unit& u = ctx.unit(i);
        HexId where = r ? r->entry : p.hex;
        if (!u.isPlaceable()) {
            out.push_back(makeProblem(c,
                                      u.name + " is a " + std::string(toString(u.echelon)) +
                                          " headquarters, not a counter: place its units instead",
                                      {where}, {u.id}));
            return;
        }
        // Only a regiment that is itself a counter doubles its battalions; a headquarters
        // regiment placed by mistake is reported above, once.
        if (u.echelon != Echelon::Battalion)
            return;
        const std::uint32_t parent = ctx.parentOf(i);
        if (parent == kNoUnit || ctx.timesPlaced(parent) == 0)
            return;
        const Unit& regiment = ctx.unit(ctx.canonical(parent));
        if (regiment.isPlaceable())
            out.push_back(makeProblem(c,
                                      u.name + " is on the map while its regiment " +
                                          unitName(regiment) + " is placed as one counter",
                                      {where}, {u.id, u.parent}));
    });
}

void placement(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (const Placement& p : s.setup)
        if (auto st = validatePlacement(s.map, p); !st)
            out.push_back(makeProblem(c, st.error(), {p.hex}, {p.unit}));
}

void increments(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    forEachPlacement(ctx, [&](const Placement& p, const Reinforcement* r, std::uint32_t i) {
        if (i == kNoUnit)
            return;
        const Unit& u = ctx.unit(i);
        if (u.echelon == Echelon::Leader)
            return;
        HexId where = r ? r->entry : p.hex;
        if (p.increments == 0)
            out.push_back(makeProblem(c, u.name + " has no increments left: remove it instead",
                                      {where}, {u.id}));
        else if (u.increments > 0 && p.increments > u.increments)
            out.push_back(makeProblem(c,
                                      u.name + " has " + std::to_string(p.increments) +
                                          " increments, more than its printed " +
                                          std::to_string(u.increments),
                                      {where}, {u.id}));
        else if (const int n = p.increments >= 0 ? p.increments : u.increments;
                 !r && p.split != kEvenSplit && p.second != kNoHex && p.split[0] + p.split[1] != n)
            // A split places every increment the unit has, no more.
            out.push_back(makeProblem(c,
                                      u.name + " is split " + formatSplit(p.split) + " over " +
                                          ctx.map().label(p.hex) + " and " +
                                          ctx.map().label(p.second) + ": " +
                                          std::to_string(p.split[0] + p.split[1]) +
                                          " increments, but it has " + std::to_string(n),
                                      {where}, {u.id}));
    });
}

void unplaced(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    // Per unit: whether it has children, and whether one of them is placed.
    const std::size_t n = ctx.unitCount();
    std::vector<bool> hasChild(n, false), childPlaced(n, false);
    for (std::uint32_t j = 0; j < n; ++j) {
        if (const std::uint32_t p = ctx.parentOf(j); p != kNoUnit) {
            hasChild[p] = true;
            if (ctx.timesPlaced(j) > 0)
                childPlaced[p] = true;
        }
    }
    for (std::uint32_t i = 0; i < n; ++i) {
        const Unit& u = ctx.unit(i);
        if (!u.isPlaceable() || ctx.timesPlaced(i) > 0)
            continue;
        // A battalion of a placed regiment, or a regiment whose battalions are placed, is on
        // the map through them; a regiment with battalions is reported through them.
        if (u.echelon == Echelon::Battalion && ctx.parentOf(i) != kNoUnit &&
            ctx.timesPlaced(ctx.parentOf(i)) > 0)
            continue;
        if (u.echelon == Echelon::Regiment && (childPlaced[i] || hasChild[i]))
            continue;
        out.push_back(
            makeProblem(c, u.name + " is neither set up nor scheduled to arrive", {}, {u.id}));
    }
}

void scenarioTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    if (s.end < s.start)
        out.push_back(about(makeProblem(c, "the scenario ends (" + formatClock(s.end) +
                                               ") before it starts (" + formatClock(s.start) + ")"),
                            About::Scenario));
    else if ((s.end.minutes - s.start.minutes) % s.turnMinutes() != 0)
        out.push_back(about(
            makeProblem(c, "the last turn (" + formatClock(s.end) + ") is not a whole number of " +
                               std::to_string(s.turnMinutes()) + "-minute turns after the start (" +
                               formatClock(s.start) + ")"),
            About::Scenario));
}

void reinforcementTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (const Reinforcement& r : s.reinforcements) {
        std::vector<std::string> ids;
        for (const Placement& p : r.units)
            ids.push_back(p.unit);
        const std::size_t before = out.size();
        if (r.time < s.start || r.time > s.end)
            out.push_back(makeProblem(c,
                                      "reinforcements at " + formatClock(r.time) +
                                          " arrive outside the scenario (" + formatClock(s.start) +
                                          "-" + formatClock(s.end) + ")",
                                      {r.entry}, ids));
        else if ((r.time.minutes - s.start.minutes) % s.turnMinutes() != 0)
            out.push_back(makeProblem(c,
                                      "reinforcements at " + formatClock(r.time) +
                                          " do not arrive on a turn (turns are " +
                                          std::to_string(s.turnMinutes()) + " minutes from " +
                                          formatClock(s.start) + ")",
                                      {r.entry}, ids));
        if (out.size() > before)
            out.back() = about(std::move(out.back()), About::Reinforcement,
                               static_cast<int>(&r - s.reinforcements.data()));
    }
}

namespace {
constexpr std::string_view kCitation = "structural (file integrity, no rule section)";
} // namespace

void addChecks(std::vector<CheckEntry>& out) {
    using S = Severity;
    using R = Reach;
    constexpr unsigned kUnitsAndStructure = kOnUnits | kOnStructure;
    struct Row {
        CheckInfo info;
        void (*run)(const CheckContext&, const CheckInfo&, std::vector<Problem>&);
    };
    const Row rows[] = {
        {{"oob.unique-id", "unit ids are unique across all orders of battle", S::Error, kCitation,
          R::Scenario},
         uniqueIds},
        {{"setup.unknown-unit", "every placed or arriving unit exists in an order of battle",
          S::Error, kCitation, R::Scenario},
         unknownUnit},
        {{"setup.placed-twice", "no unit is placed or scheduled twice", S::Error, kCitation,
          R::Scenario},
         placedTwice},
        {{"setup.not-placeable",
          "only regiments, battalions, batteries and leaders stand on the map, and never a "
          "regiment together with its own battalions",
          S::Error, kCitation, R::Scenario},
         notPlaceable},
        {{"setup.placement",
          "placement on the map, facing kind fits the formation, second hex adjacent", S::Error,
          kCitation, R::Hex},
         placement},
        {{"setup.increments",
          "current increments between 1 and the printed value; a two-hex unit's split adds up "
          "to them",
          S::Error, kCitation, R::Hex},
         increments},
        {{"setup.unplaced", "every counter is placed at start or arrives as a reinforcement",
          S::Warning, kCitation, R::Scenario},
         unplaced},
        {{"scenario.time", "the scenario ends after it starts, on a turn boundary", S::Error,
          kCitation, R::Scenario},
         scenarioTime},
        {{"reinforcement.time", "reinforcements arrive on a turn inside the scenario", S::Error,
          kCitation, R::Scenario},
         reinforcementTime},
    };
    for (const Row& r : rows)
        out.push_back(
            CheckEntry{r.info, kUnitsAndStructure, r.run, nullptr, HexDomain::Occupied, 0});
}

} // namespace marengo::structural
