#include "checks/structural.hpp"

#include <unordered_map>
#include <unordered_set>

namespace marengo::structural {

namespace {
/// Calls f(placement, reinforcement-or-null) for every placement, setup first.
template <class F> void forEachPlacement(const Scenario& s, F&& f) {
    for (const Placement& p : s.setup)
        f(p, static_cast<const Reinforcement*>(nullptr));
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            f(p, &r);
}

std::string unitName(const Scenario& s, const std::string& id) {
    const Unit* u = s.findUnit(id);
    return u && !u->name.empty() ? u->name : id;
}
} // namespace

void uniqueIds(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    std::unordered_map<std::string, const OrderOfBattle*> seen;
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units())
            if (auto [it, fresh] = seen.emplace(u.id, &o); !fresh)
                out.push_back(makeProblem(c,
                                          "unit id '" + u.id + "' is used in the " +
                                              it->second->side + " and the " + o.side +
                                              " orders of battle",
                                          {}, {u.id}));
}

void unknownUnit(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    forEachPlacement(s, [&](const Placement& p, const Reinforcement* r) {
        if (!s.findUnit(p.unit))
            out.push_back(makeProblem(c,
                                      std::string(r ? "reinforcement" : "set-up") + " unit '" +
                                          p.unit + "' is in no order of battle",
                                      {r ? r->entry : p.hex}, {p.unit}));
    });
}

void placedTwice(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    std::unordered_set<std::string> seen;
    forEachPlacement(s, [&](const Placement& p, const Reinforcement* r) {
        if (!seen.insert(p.unit).second)
            out.push_back(
                makeProblem(c, unitName(s, p.unit) + " is placed or scheduled more than once",
                            {r ? r->entry : p.hex}, {p.unit}));
    });
}

void notPlaceable(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    std::unordered_set<std::string> placed;
    forEachPlacement(s, [&](const Placement& p, const Reinforcement*) { placed.insert(p.unit); });
    forEachPlacement(s, [&](const Placement& p, const Reinforcement* r) {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = s.findUnit(p.unit, &oob);
        if (!u)
            return;
        HexId where = r ? r->entry : p.hex;
        if (!u->isPlaceable()) {
            out.push_back(makeProblem(c,
                                      u->name + " is a " + std::string(toString(u->echelon)) +
                                          " headquarters, not a counter: place its units instead",
                                      {where}, {u->id}));
            return;
        }
        // Only a regiment that is itself a counter doubles its battalions; a headquarters
        // regiment placed by mistake is reported above, once.
        const Unit* regiment = placed.count(u->parent) ? s.findUnit(u->parent) : nullptr;
        if (u->echelon == Echelon::Battalion && regiment && regiment->isPlaceable())
            out.push_back(makeProblem(c,
                                      u->name + " is on the map while its regiment " +
                                          unitName(s, u->parent) + " is placed as one counter",
                                      {where}, {u->id, u->parent}));
    });
}

void placement(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (const Placement& p : s.setup)
        if (auto st = validatePlacement(s.map, p); !st)
            out.push_back(makeProblem(c, st.error(), {p.hex}, {p.unit}));
}

void increments(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    forEachPlacement(s, [&](const Placement& p, const Reinforcement* r) {
        const Unit* u = s.findUnit(p.unit);
        if (!u || p.increments < 0 || u->echelon == Echelon::Leader)
            return;
        HexId where = r ? r->entry : p.hex;
        if (p.increments == 0)
            out.push_back(makeProblem(c, u->name + " has no increments left: remove it instead",
                                      {where}, {u->id}));
        else if (u->increments > 0 && p.increments > u->increments)
            out.push_back(makeProblem(c,
                                      u->name + " has " + std::to_string(p.increments) +
                                          " increments, more than its printed " +
                                          std::to_string(u->increments),
                                      {where}, {u->id}));
    });
}

void unplaced(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    std::unordered_set<std::string> placed;
    forEachPlacement(s, [&](const Placement& p, const Reinforcement*) { placed.insert(p.unit); });
    for (const OrderOfBattle& o : s.oobs) {
        for (const Unit& u : o.units()) {
            if (!u.isPlaceable() || placed.count(u.id))
                continue;
            // A battalion of a placed regiment, or a regiment whose battalions are placed, is on
            // the map through them.
            if (u.echelon == Echelon::Battalion && placed.count(u.parent))
                continue;
            if (u.echelon == Echelon::Regiment) {
                bool viaBattalions = false;
                for (const Unit* child : o.children(u.id))
                    viaBattalions = viaBattalions || placed.count(child->id) > 0;
                if (viaBattalions)
                    continue;
                if (!o.children(u.id).empty())
                    continue; // reported through its battalions
            }
            out.push_back(
                makeProblem(c, u.name + " is neither set up nor scheduled to arrive", {}, {u.id}));
        }
    }
}

void scenarioTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    if (s.end < s.start)
        out.push_back(makeProblem(c, "the scenario ends (" + formatClock(s.end) +
                                         ") before it starts (" + formatClock(s.start) + ")"));
    else if ((s.end.minutes - s.start.minutes) % s.turnMinutes() != 0)
        out.push_back(
            makeProblem(c, "the last turn (" + formatClock(s.end) + ") is not a whole number of " +
                               std::to_string(s.turnMinutes()) + "-minute turns after the start (" +
                               formatClock(s.start) + ")"));
}

void reinforcementTime(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    for (const Reinforcement& r : s.reinforcements) {
        std::vector<std::string> ids;
        for (const Placement& p : r.units)
            ids.push_back(p.unit);
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
        {{"setup.increments", "current increments between 1 and the printed value", S::Error,
          kCitation, R::Hex},
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
