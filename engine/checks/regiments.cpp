#include "engine/checks/regiments.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

// assumption: "down to the value of a single battalion" means no more increments than the
//   largest of its battalions has printed (a regiment with 6 left whose battalions print 6 and 5
//   must break up; the rule gives no battalion to compare with).
// assumption: the 50% rule is the same in every bundled edition (the rule pages at hand are of
//   2019 and 2021): regiment.break-up-loss-percent is 50 in each profile.
// assumption: a regiment whose order of battle lists no battalions is still reported by the 50%
//   rule; the message says it has none to break into.

namespace marengo::regiment_checks {

namespace {

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

} // namespace

void mustBreakUp(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    const int percent = s.rules.get(params::regimentBreakUpLossPercent);
    const std::vector<std::uint32_t>& units = ctx.placementUnits();
    std::size_t k = 0;
    auto check = [&](const Placement& p, const Reinforcement* r) {
        const std::uint32_t i = units[k++];
        if (i == CheckContext::kNoUnit || p.increments < 0)
            return;
        const Unit& u = ctx.unit(i);
        if (u.echelon != Echelon::Regiment || u.arm != Arm::Infantry || u.increments <= 0 ||
            p.increments <= 0 || p.increments > u.increments)
            return; // setup.increments reports counts out of range
        std::string battalions;
        int largest = 0;
        const Unit* largestBattalion = nullptr;
        for (const Unit* b : ctx.oobOf(i).children(u.id)) {
            if (b->echelon != Echelon::Battalion)
                continue;
            battalions += (battalions.empty() ? "" : ", ") + b->id;
            if (b->increments > largest) {
                largest = b->increments;
                largestBattalion = b;
            }
        }
        const int lost = u.increments - p.increments;
        std::string why;
        if (lost * 100 >= percent * u.increments)
            why = "has lost " + std::to_string(lost) + " of its " + std::to_string(u.increments) +
                  " increments (" + std::to_string(percent) + "% or more)";
        else if (largestBattalion && p.increments <= largest)
            why = "is down to " + std::to_string(p.increments) +
                  " increments, the value of a single battalion (" + nameOf(*largestBattalion) +
                  ", " + std::to_string(largest) + ")";
        else
            return;
        std::string msg =
            nameOf(u) + " (" + u.id + ") " + why + ": the regiment must break into its battalions";
        msg += battalions.empty() ? " (its order of battle lists none)" : " (" + battalions + ")";
        out.push_back(makeProblem(c, std::move(msg), {r ? r->entry : p.hex}, {u.id}));
    };
    for (const Placement& p : s.setup)
        check(p, nullptr);
    for (const Reinforcement& r : s.reinforcements)
        for (const Placement& p : r.units)
            check(p, &r);
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{
        {"setup.regiment-break-up",
         "an infantry regiment counter that has lost half its increments "
         "(regiment.break-up-loss-percent) or is down to a single battalion's must break into "
         "its battalions",
         Severity::Error,
         "Combat Units (rule 6), La Bataille de Heilsberg 1807, Premier Rules of July 2021, "
         "p.97; La Bataille de Bautzen 1813, Premier Rules of September 2019, p.136",
         Reach::Hex},
        kOnUnits | kOnStructure,
        mustBreakUp,
        nullptr,
        HexDomain::Occupied,
        0});
}

} // namespace marengo::regiment_checks
