#include "checks/checks.hpp"

#include "checks/structural.hpp"

#include <algorithm>

namespace marengo {

std::string_view toString(Severity s) {
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "error";
}

std::string_view toString(Reach r) {
    switch (r) {
    case Reach::Hex: return "hex";
    case Reach::Neighbours: return "neighbours";
    case Reach::Radius: return "radius";
    case Reach::Scenario: return "scenario";
    }
    return "scenario";
}

namespace {
struct Entry {
    CheckInfo info;
    void (*run)(const Scenario&, const CheckInfo&, std::vector<Problem>&);
};

constexpr std::string_view kStructural = "structural (file integrity, no rule section)";

// The explicit list of checks (no static self-registration: it is dropped from static libs).
const std::vector<Entry>& entries() {
    using S = Severity;
    using R = Reach;
    static const std::vector<Entry> kEntries{
        {{"oob.unique-id", "unit ids are unique across all orders of battle", S::Error,
          kStructural, R::Scenario},
         structural::uniqueIds},
        {{"setup.unknown-unit", "every placed or arriving unit exists in an order of battle",
          S::Error, kStructural, R::Scenario},
         structural::unknownUnit},
        {{"setup.placed-twice", "no unit is placed or scheduled twice", S::Error, kStructural,
          R::Scenario},
         structural::placedTwice},
        {{"setup.not-placeable",
          "only regiments, battalions, batteries and leaders stand on the map, and never a "
          "regiment together with its own battalions",
          S::Error, kStructural, R::Scenario},
         structural::notPlaceable},
        {{"setup.placement",
          "placement on the map, facing kind fits the formation, second hex adjacent", S::Error,
          kStructural, R::Hex},
         structural::placement},
        {{"setup.increments", "current increments between 1 and the printed value", S::Error,
          kStructural, R::Hex},
         structural::increments},
        {{"setup.unplaced", "every counter is placed at start or arrives as a reinforcement",
          S::Warning, kStructural, R::Scenario},
         structural::unplaced},
        {{"scenario.time", "the scenario ends after it starts, on a turn boundary", S::Error,
          kStructural, R::Scenario},
         structural::scenarioTime},
        {{"reinforcement.time", "reinforcements arrive on a turn inside the scenario", S::Error,
          kStructural, R::Scenario},
         structural::reinforcementTime},
    };
    return kEntries;
}
} // namespace

const std::vector<CheckInfo>& checkCatalogue() {
    static const std::vector<CheckInfo> kInfos = [] {
        std::vector<CheckInfo> v;
        for (const Entry& e : entries())
            v.push_back(e.info);
        return v;
    }();
    return kInfos;
}

const CheckInfo* findCheck(std::string_view id) {
    for (const CheckInfo& c : checkCatalogue())
        if (c.id == id)
            return &c;
    return nullptr;
}

bool CheckFilter::accepts(std::string_view id) const {
    return only.empty() || std::find(only.begin(), only.end(), id) != only.end();
}

std::vector<Problem> runChecks(const Scenario& s, const CheckFilter& filter) {
    std::vector<Problem> out;
    for (const Entry& e : entries())
        if (filter.accepts(e.info.id))
            e.run(s, e.info, out);
    return out;
}

} // namespace marengo
