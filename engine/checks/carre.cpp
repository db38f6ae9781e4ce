#include "engine/checks/carre.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/rules/formations.hpp"

#include <algorithm>

// assumption: "three increments in the hex" and "18 increments or a regiment" count the
//   increments of the side's infantry in carré in that hex, whatever battalions they are.
// assumption: whether a regiment larger than carre.max-increments may form one carré is open
//   (the wording could also mean 18 increments of one regiment); carre.regiment-exception = 1 reads
//   "or a regiment" literally.

namespace marengo::carre {

namespace {

using checks::isArm;
using checks::nameOf;
using checks::sideOf;

bool inCarre(const Occupant& o) {
    return o.placement->formation == Formation::Carre;
}

constexpr std::string_view kCitation =
    "Forming Carré, La Bataille de Berlin 1813, Premier Rules of July 2021, p.17; Carré, La "
    "Bataille pour la Prusse 1806, Premier Rules of August 2017, p.128";

} // namespace

void terrain(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    for (const Occupant& o : ctx.at(h)) {
        if (!inCarre(o) || o.placement->hex != h || !isArm(o, Arm::Infantry))
            continue;
        if (!rules::isClear(map, prof, h))
            out.push_back(makeProblem(c,
                                      "carré needs clear terrain: " + nameOf(o) + " is in " +
                                          checks::terrainName(map, h) + " at " + map.label(h),
                                      {h}, {o.placement->unit}));
    }
}

void increments(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const auto occ = ctx.at(h);
    if (std::none_of(occ.begin(), occ.end(), [](const Occupant& o) { return inCarre(o); }))
        return;
    const RulesProfile& prof = ctx.scenario().rules;
    const int minIncrements = prof.get(params::carreMinIncrements);
    const int maxIncrements = prof.get(params::carreMaxIncrements);
    checks::forEachSide(occ, [&](std::string_view side) {
        int total = 0, units = 0;
        for (const Occupant& o : occ) {
            if (!isArm(o, Arm::Infantry) || !inCarre(o) || sideOf(o) != side)
                continue;
            total += checks::incrementsIn(o, h);
            ++units;
        }
        if (units == 0)
            return;
        auto oneRegiment = [&] {
            std::string_view first;
            bool any = false;
            for (const Occupant& o : occ) {
                if (!isArm(o, Arm::Infantry) || !inCarre(o) || sideOf(o) != side)
                    continue;
                std::string_view r = checks::regimentOf(o);
                if (any && r != first)
                    return false;
                first = r;
                any = true;
            }
            return true;
        };
        const rules::CarreSize size = rules::carreSize(prof, total, oneRegiment());
        const bool tooFew = size == rules::CarreSize::TooFew;
        const bool tooMany = size == rules::CarreSize::TooMany;
        if (!tooFew && !tooMany)
            return;
        std::string list;
        std::vector<std::string> ids;
        for (const Occupant& o : occ) {
            if (!isArm(o, Arm::Infantry) || !inCarre(o) || sideOf(o) != side)
                continue;
            if (!list.empty())
                list += ", ";
            list += nameOf(o) + " (" + std::to_string(checks::incrementsIn(o, h)) + ")";
            ids.push_back(o.placement->unit);
        }
        const std::string where = ctx.map().label(h);
        if (tooFew)
            out.push_back(makeProblem(c,
                                      "a carré needs at least " + std::to_string(minIncrements) +
                                          " increments in the hex: " + std::to_string(total) +
                                          " at " + where + " (" + list + ")",
                                      {h}, ids));
        if (tooMany)
            out.push_back(makeProblem(c,
                                      "a carré holds at most " + std::to_string(maxIncrements) +
                                          " increments or one regiment: " + std::to_string(total) +
                                          " of more than one regiment at " + where + " (" + list +
                                          ")",
                                      {h}, ids));
    });
}

void arm(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const RulesProfile& prof = ctx.scenario().rules;
    for (const Occupant& o : ctx.at(h)) {
        if (!inCarre(o) || o.placement->hex != h || !checks::isCombat(o) ||
            rules::carreArm(o.unit->arm))
            continue;
        std::string msg = "only infantry forms carré: " + nameOf(o) + " (" +
                          checks::armName(o, prof) + ") is in carré at " + ctx.map().label(h);
        if (o.unit->arm == Arm::Artillery)
            msg += "; artillery stacks inside a carré limbered or unlimbered";
        out.push_back(makeProblem(c, std::move(msg), {h}, {o.placement->unit}));
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    constexpr unsigned kAll = kOnTerrain | kOnUnits | kOnStructure;
    constexpr unsigned kUnits = kOnUnits | kOnStructure;
    out.push_back(CheckEntry{{"carre.terrain", "a carré stands only in clear terrain",
                              Severity::Error, kCitation, Reach::Hex},
                             kAll,
                             nullptr,
                             terrain,
                             HexDomain::Occupied,
                             0});
    out.push_back(CheckEntry{{"carre.increments",
                              "a carré has at least carre.min-increments (3) in its hex and at "
                              "most carre.max-increments (18) or one regiment",
                              Severity::Error, kCitation, Reach::Hex},
                             kUnits,
                             nullptr,
                             increments,
                             HexDomain::Occupied,
                             0});
    out.push_back(
        CheckEntry{{"carre.arm", "only infantry forms carré (artillery may stack inside it)",
                    Severity::Error, kCitation, Reach::Hex},
                   kUnits,
                   nullptr,
                   arm,
                   HexDomain::Occupied,
                   0});
}

} // namespace marengo::carre
