#include "engine/checks/stacking.hpp"

#include "engine/checks/check_helpers.hpp"

#include <algorithm>

// assumption: leaders (and aides de camp) never count against stacking; they are not combat
//   units (Combat Units, rule 6, Leipzig 1813 p.149) and the stacking tables (Prusse 1806
//   special rules p.2) count only combat formations.
// assumption: a regiment counter counts as stacking.regiment-battalions battalions (2) against
//   a terrain's battalion limit: a regiment on the map is at least two battalions, since one
//   that falls to a single battalion's value must break up (Combat Units, rule 6, Leipzig 1813
//   p.149).
// assumption: "12 infantry increments + 1 battery" (Prusse 1806 SR p.2, clear) applies in every
//   terrain whose profile row limits increments, and the "one regiment" exception does not lift
//   it (stacking.infantry-with-battery-max-increments, stacking.batteries-with-infantry).
// assumption: an infantry hex whose units are all in carré is left to carre.increments, which
//   applies the carré limit (18 increments or a regiment) instead of the terrain's.
// assumption: the column limit (stacking.column-max-increments, Prusse p.126) applies to any hex
//   where infantry stands in column, on top of the terrain row's limit.
// assumption: the road-march limit (stacking.road-march-max-increments; Prusse 1806 SR p.2: 4
//   increments on a road or bridge in road march) counts the side's units in road march in the
//   hex, of every arm, on top of the terrain row's limits; it holds only stacks of two counters
//   or more: one counter stands for a column the model cannot spread over the road hexes it
//   would need.

namespace marengo::stacking {

namespace {

using checks::incrementsIn;
using checks::isArm;
using checks::nameOf;
using checks::sideOf;

/// What one side has in one hex.
struct Tally {
    int infIncrements = 0;
    int cavIncrements = 0;
    int artIncrements = 0;
    int infBattalions = 0;    ///< battalion counters
    int regimentCounters = 0; ///< infantry regiment counters
    int infUnits = 0;
    int cavRegiments = 0;
    int batteries = 0;
    bool anyColumn = false;
    bool allCarre = true;
    int roadMarchIncrements = 0; ///< all arms
    int roadMarchUnits = 0;
};

Tally tally(std::span<const Occupant> occ, std::string_view side, HexId h) {
    Tally t;
    for (const Occupant& o : occ) {
        if (!checks::isCombat(o) || sideOf(o) != side)
            continue;
        const int n = incrementsIn(o, h);
        if (o.placement->formation == Formation::RoadMarch) {
            t.roadMarchIncrements += n;
            ++t.roadMarchUnits;
        }
        switch (o.unit->arm) {
        case Arm::Infantry: {
            t.infIncrements += n;
            ++t.infUnits;
            if (o.unit->echelon == Echelon::Regiment)
                ++t.regimentCounters;
            else
                ++t.infBattalions;
            t.anyColumn = t.anyColumn || o.placement->formation == Formation::Column;
            t.allCarre = t.allCarre && o.placement->formation == Formation::Carre;
            break;
        }
        case Arm::Cavalry:
            t.cavIncrements += n;
            ++t.cavRegiments;
            break;
        case Arm::Artillery:
            t.artIncrements += n;
            ++t.batteries;
            break;
        default:
            break;
        }
    }
    return t;
}

/// True when all the side's infantry in the hex belongs to one regiment (looked up only when a
/// limit is exceeded: it reads the OOB).
bool oneRegiment(std::span<const Occupant> occ, std::string_view side) {
    std::string_view first;
    bool any = false;
    for (const Occupant& o : occ) {
        if (!isArm(o, Arm::Infantry) || sideOf(o) != side)
            continue;
        std::string_view r = checks::regimentOf(o);
        if (!any)
            first = r;
        else if (r != first)
            return false;
        any = true;
    }
    return true;
}

/// "1/69e Ligne (10), 1/39e Ligne (10)" for the side's units of an arm; ids into `ids`.
std::string listUnits(std::span<const Occupant> occ, std::string_view side, Arm arm, HexId h,
                      std::vector<std::string>& ids) {
    std::string s;
    for (const Occupant& o : occ) {
        if (!isArm(o, arm) || sideOf(o) != side)
            continue;
        if (!s.empty())
            s += ", ";
        s += nameOf(o) + " (" + std::to_string(incrementsIn(o, h)) + ")";
        ids.push_back(o.placement->unit);
    }
    return s;
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

} // namespace

void limit(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const auto occ = ctx.at(h);
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    const TerrainRules* row = ctx.terrainRules(h);
    // Profile values are read only where they can matter: most hexes hold one battalion.
    auto regimentException = [&] { return prof.get(params::stackingRegimentException); };

    checks::forEachSide(occ, [&](std::string_view side) {
        const Tally t = tally(occ, side, h);
        auto where = [&] { return checks::terrainName(map, h) + " at " + map.label(h); };
        auto report = [&](Arm arm, const std::string& what) {
            std::vector<std::string> ids;
            std::string units = listUnits(occ, side, arm, h, ids);
            out.push_back(makeProblem(c, what + ": " + units, {h}, std::move(ids)));
        };
        auto reportMixed = [&](const std::string& what) {
            std::vector<std::string> ids;
            std::string units = listUnits(occ, side, Arm::Infantry, h, ids);
            units += ", " + listUnits(occ, side, Arm::Artillery, h, ids);
            out.push_back(makeProblem(c, what + ": " + units, {h}, std::move(ids)));
        };

        // Infantry increments: the terrain's limit, and the column limit where a column stands.
        int infLimit = row ? row->maxIncrements : 0;
        if (t.anyColumn && !t.allCarre) {
            const int columnMax = prof.get(params::stackingColumnMaxIncrements);
            if (columnMax > 0)
                infLimit = infLimit > 0 ? std::min(infLimit, columnMax) : columnMax;
        }
        if (t.infUnits > 0 && infLimit > 0 && t.infIncrements > infLimit && !t.allCarre &&
            !(regimentException() && oneRegiment(occ, side)))
            report(Arm::Infantry, std::to_string(t.infIncrements) + " infantry increments in " +
                                      where() + ", more than the " + std::to_string(infLimit) +
                                      " allowed unless they are one regiment");
        if (row && row->maxIncrements > 0 && t.cavIncrements > row->maxIncrements &&
            !(t.cavRegiments == 1 && regimentException()))
            report(Arm::Cavalry, std::to_string(t.cavIncrements) + " cavalry increments in " +
                                     where() + ", more than the " +
                                     std::to_string(row->maxIncrements) +
                                     " allowed unless they are one regiment");
        if (row && row->maxCavalryRegiments > 0 && t.cavRegiments > row->maxCavalryRegiments)
            report(Arm::Cavalry, plural(t.cavRegiments, "cavalry regiment", "cavalry regiments") +
                                     " in " + where() + ", more than the " +
                                     std::to_string(row->maxCavalryRegiments) + " allowed");
        const int regimentBattalions =
            t.regimentCounters > 0 ? prof.get(params::stackingRegimentBattalions) : 0;
        const int battalions = t.infBattalions + t.regimentCounters * regimentBattalions;
        if (row && row->maxInfantryBattalions > 0 && battalions > row->maxInfantryBattalions)
            report(
                Arm::Infantry,
                plural(battalions, "infantry battalion", "infantry battalions") + " in " + where() +
                    (t.regimentCounters > 0
                         ? " (a regiment counts " + std::to_string(regimentBattalions) + ")"
                         : std::string()) +
                    ", more than the " + std::to_string(row->maxInfantryBattalions) + " allowed");
        if (row && row->maxArtilleryIncrements > 0 && t.artIncrements > row->maxArtilleryIncrements)
            report(Arm::Artillery, std::to_string(t.artIncrements) + " artillery increments in " +
                                       where() + ", more than the " +
                                       std::to_string(row->maxArtilleryIncrements) + " allowed");
        if (row && row->maxBatteries > 0 && t.batteries > row->maxBatteries)
            report(Arm::Artillery, plural(t.batteries, "battery", "batteries") + " in " + where() +
                                       ", more than the " + std::to_string(row->maxBatteries) +
                                       " allowed");
        if (t.roadMarchUnits > 1) {
            const int roadMax = prof.get(params::stackingRoadMarchMaxIncrements);
            if (roadMax > 0 && t.roadMarchIncrements > roadMax) {
                std::vector<std::string> ids;
                std::string units;
                for (const Occupant& o : occ)
                    if (checks::isCombat(o) && sideOf(o) == side &&
                        o.placement->formation == Formation::RoadMarch) {
                        units += (units.empty() ? "" : ", ") + nameOf(o) + " (" +
                                 std::to_string(incrementsIn(o, h)) + ")";
                        ids.push_back(o.placement->unit);
                    }
                out.push_back(makeProblem(c,
                                          std::to_string(t.roadMarchIncrements) +
                                              " increments in road march in " + where() +
                                              ", more than the " + std::to_string(roadMax) +
                                              " allowed: " + units,
                                          {h}, std::move(ids)));
            }
        }
        // Infantry with artillery where the terrain limits increments (clear: 12 + 1 battery).
        if (row && row->maxIncrements > 0 && t.infUnits > 0 && t.batteries > 0) {
            const int withBattery = prof.get(params::stackingInfantryWithBatteryMaxIncrements);
            const int batteriesWithInf = prof.get(params::stackingBatteriesWithInfantry);
            if (withBattery > 0 && t.infIncrements > withBattery)
                reportMixed(std::to_string(t.infIncrements) +
                            " infantry increments with artillery in " + where() +
                            ": infantry and a battery may share a hex with at most " +
                            std::to_string(withBattery) + " infantry increments");
            if (batteriesWithInf > 0 && t.batteries > batteriesWithInf)
                reportMixed(plural(t.batteries, "battery", "batteries") + " with infantry in " +
                            where() + ", more than the " + std::to_string(batteriesWithInf) +
                            " allowed");
        }
    });
}

void formationMix(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const auto occ = ctx.at(h);
    if (occ.size() < 2)
        return; // these concern two units or more
    checks::forEachSide(occ, [&](std::string_view side) {
        // Formations of the side's infantry and cavalry (artillery keeps its own: limbered or
        // unlimbered, and takes a line's orientation).
        const Occupant* first = nullptr;
        bool mixed = false;
        for (const Occupant& o : occ) {
            if (!(isArm(o, Arm::Infantry) || isArm(o, Arm::Cavalry)) || sideOf(o) != side)
                continue;
            if (!first)
                first = &o;
            else if (o.placement->formation != first->placement->formation)
                mixed = true;
        }
        if (!mixed)
            return;
        std::string list;
        std::vector<std::string> ids;
        for (const Occupant& o : occ) {
            if (!(isArm(o, Arm::Infantry) || isArm(o, Arm::Cavalry)) || sideOf(o) != side)
                continue;
            if (!list.empty())
                list += ", ";
            list += nameOf(o) + " in " + checks::formationName(o.placement->formation);
            ids.push_back(o.placement->unit);
        }
        out.push_back(
            makeProblem(c, "two formation types in one hex at " + ctx.map().label(h) + ": " + list,
                        {h}, std::move(ids)));
    });
}

void cavalryWithInfantry(const CheckContext& ctx, const CheckInfo& c, HexId h,
                         std::vector<Problem>& out) {
    const auto occ = ctx.at(h);
    if (occ.size() < 2)
        return; // these concern two units or more
    checks::forEachSide(occ, [&](std::string_view side) {
        bool cavalry = false, others = false;
        for (const Occupant& o : occ) {
            if (sideOf(o) != side)
                continue;
            cavalry = cavalry || isArm(o, Arm::Cavalry);
            others = others || isArm(o, Arm::Infantry) ||
                     (isArm(o, Arm::Artillery) && o.placement->formation == Formation::Unlimbered);
        }
        if (!cavalry || !others)
            return;
        std::string cav, rest;
        std::vector<std::string> ids;
        for (const Occupant& o : occ) {
            if (sideOf(o) != side)
                continue;
            const bool isCav = isArm(o, Arm::Cavalry);
            const bool isOther =
                isArm(o, Arm::Infantry) ||
                (isArm(o, Arm::Artillery) && o.placement->formation == Formation::Unlimbered);
            if (!isCav && !isOther)
                continue;
            std::string& s = isCav ? cav : rest;
            if (!s.empty())
                s += ", ";
            s += nameOf(o);
            ids.push_back(o.placement->unit);
        }
        out.push_back(makeProblem(c,
                                  "cavalry may not stand with infantry or unlimbered artillery: " +
                                      cav + " shares " + ctx.map().label(h) + " with " + rest,
                                  {h}, std::move(ids)));
    });
}

void opposingSides(const CheckContext& ctx, const CheckInfo& c, HexId h,
                   std::vector<Problem>& out) {
    const auto occ = ctx.at(h);
    if (occ.size() < 2)
        return; // these concern two units or more
    int sides = 0;
    checks::forEachSide(occ, [&](std::string_view) { ++sides; });
    if (sides < 2)
        return;
    std::string list;
    std::vector<std::string> ids;
    for (const Occupant& o : occ) {
        if (!o.oob)
            continue;
        if (!list.empty())
            list += ", ";
        list += nameOf(o) + " (" + o.oob->side + ")";
        ids.push_back(o.placement->unit);
    }
    out.push_back(makeProblem(c,
                              "units of opposing sides share " + ctx.map().label(h) + ": " + list,
                              {h}, std::move(ids)));
}

void addChecks(std::vector<CheckEntry>& out) {
    using S = Severity;
    constexpr unsigned kAll = kOnTerrain | kOnUnits | kOnStructure;
    constexpr unsigned kUnits = kOnUnits | kOnStructure;
    struct Row {
        CheckInfo info;
        unsigned depends;
        void (*run)(const CheckContext&, const CheckInfo&, HexId, std::vector<Problem>&);
    };
    const Row rows[] = {
        {{"stacking.limit",
          "per-terrain stacking limits of the rules profile: increments (one regiment excepted), "
          "infantry battalions, cavalry regiments, artillery increments and batteries, infantry "
          "with a battery, the column limit and the road-march limit",
          S::Error,
          "Stacking table, La Bataille pour la Prusse 1806 special rules, p.2 (limits per terrain "
          "in the profile's terrain rows; road march 4 increments); Column (one regiment or 18 "
          "increments), La Bataille pour la Prusse 1806, Premier Rules of August 2017, p.126",
          Reach::Hex},
         kAll,
         limit},
        {{"stacking.formation-mix", "never two formation types in one hex", S::Error,
          "Tactical Organization Special Rules (rule 16), La Bataille pour la Prusse 1806, Premier "
          "Rules of August 2017, p.126",
          Reach::Hex},
         kUnits,
         formationMix},
        {{"stacking.cavalry-with-infantry",
          "cavalry never ends in a hex with friendly infantry or unlimbered artillery", S::Error,
          "Stacking and mixing, La Bataille pour la Prusse 1806, Premier Rules of August 2017, "
          "p.126 and p.130; La Bataille de Berlin 1813, Premier Rules of July 2021, p.136",
          Reach::Hex},
         kUnits,
         cavalryWithInfantry},
        {{"stacking.opposing-sides", "units of opposing sides never share a hex at set-up",
          S::Error,
          "assumed: only cavalry assaulting a carré rests in an enemy's hex, in the middle of a "
          "turn (Assaulting a Carré, La Bataille de Berlin 1813, Premier Rules of July 2021, "
          "p.17), so no hex is shared at set-up",
          Reach::Hex},
         kUnits,
         opposingSides},
    };
    for (const Row& r : rows)
        out.push_back(CheckEntry{r.info, r.depends, nullptr, r.run, HexDomain::Occupied, 0});
}

} // namespace marengo::stacking
