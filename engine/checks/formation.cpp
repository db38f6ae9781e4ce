#include "engine/checks/formation.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"

// assumption: a facing whose kind does not fit the formation, or a second hex that is not
//   adjacent, is reported by setup.placement alone; the geometric checks here skip the unit.
// assumption: artillery keeps its limbered/unlimbered formation in general-order terrain (the
//   model has one formation per counter, and the limber state decides whether it fires); only
//   infantry and cavalry are held to general order there.
// assumption: disordered and routed units are exempt from the general-order terrain rule
//   ("unless DD/PGD"); disordered ones are held to column or general order instead.
// assumption: road march may stand in general-order terrain on a hex with a road hexside
//   (general-order.road-march-on-road; road march through villages costs 2 MP a hex in the
//   Bautzen, Heilsberg and Leipzig TECs, so columns do pass through them on the road).
// assumption: artillery stacked with an infantry line "takes the infantry's orientation"
//   (Austerlitz p.90) when its front arc holds both of the line's front hexsides, i.e. it faces
//   one of them.
// assumption: a skirmish line of fewer than skirmish.two-hex-min-increments takes one hex
//   ("3 increments or less: one hex", Berlin 1813, Premier Rules (July 2021), p.136); heavy cavalry
//   never skirmishes.
// assumption: a one-hex cavalry line also needs cavalry-line.min-increments-per-hex.

namespace marengo::formation {

namespace {

using checks::isArm;
using checks::nameOf;

/// Combat units whose first hex is `h` (a two-hex unit is reported once, at its first hex) and
/// whose placement passes `wanted`, tested first: it reads only the set-up, while the unit's
/// counter lies elsewhere in memory.
template <class P, class F>
void forEachAnchored(const CheckContext& ctx, HexId h, P&& wanted, F&& f) {
    for (const Occupant& o : ctx.at(h))
        if (o.placement->hex == h && wanted(*o.placement) && checks::isCombat(o))
            f(o);
}

constexpr auto kAny = [](const Placement&) { return true; };

/// True when setup.placement accepts the placement's facing and hexes, so geometry can be read.
bool geometryOk(const Map& map, const Placement& p) {
    return static_cast<bool>(validatePlacement(map, p));
}

bool twoHexes(const Map& map, const Placement& p) {
    return p.second != kNoHex && p.second != p.hex && map.onMap(p.second);
}

int wrap(int i) {
    return ((i % 6) + 6) % 6;
}

} // namespace

std::string armFormationBlock(Arm arm, Formation f) {
    if (rules::armHasFormation(arm, f))
        return {};
    if (arm == Arm::Infantry || arm == Arm::Cavalry)
        return std::string(arm == Arm::Infantry ? "infantry" : "cavalry") + " is never " +
               checks::formationName(f) + ": only artillery limbers";
    return "artillery is limbered, unlimbered or in road march, never in " +
           checks::formationName(f);
}

void facing(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const auto occ = ctx.at(h);
    forEachAnchored(ctx, h, kAny, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        const Formation f = p.formation;
        const Arm arm = o.unit->arm;
        const bool artilleryFormation = f == Formation::Limbered || f == Formation::Unlimbered;
        const std::string wrong = armFormationBlock(arm, f);
        if (!wrong.empty()) {
            out.push_back(
                makeProblem(c, wrong + ": " + nameOf(o) + " at " + map.label(h), {h}, {p.unit}));
            return;
        }
        if (arm == Arm::Artillery && f == Formation::RoadMarch && !rules::hasRoad(map, h)) {
            out.push_back(makeProblem(c,
                                      "artillery is in road march only on a road: " + nameOf(o) +
                                          " at " + map.label(h) + " has none",
                                      {h}, {p.unit}));
            return;
        }
        // Artillery stacked with an infantry line takes the line's orientation.
        if (arm != Arm::Artillery || !artilleryFormation || !geometryOk(map, p))
            return;
        for (const Occupant& q : occ) {
            if (!isArm(q, Arm::Infantry) || checks::sideOf(q) != checks::sideOf(o) ||
                q.placement->formation != Formation::Line || !geometryOk(map, *q.placement))
                continue;
            const int v = q.placement->facing.dir;
            if (p.facing.dir == v || p.facing.dir == wrap(v + 1))
                continue;
            const std::string fronts = std::string(toString(static_cast<HexSide>(v))) + " and " +
                                       std::string(toString(static_cast<HexSide>(wrap(v + 1))));
            out.push_back(makeProblem(
                c,
                "artillery stacked with a line takes the line's orientation: " + nameOf(o) +
                    " faces " + formatFacing(p.facing) + " but " + nameOf(q) + " at " +
                    map.label(h) + " faces " + formatFacing(q.placement->facing) +
                    " (face its front hexside " + fronts + ")",
                {h}, {p.unit, q.placement->unit}));
            break;
        }
    });
}

void generalOrderTerrain(const CheckContext& ctx, const CheckInfo& c, HexId h,
                         std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    auto inGeneralOrderTerrain = [&](const Placement& p) {
        if (p.state != UnitState::Good)
            return false;
        if (p.formation == Formation::GeneralOrder)
            return map.onMap(p.hex) && !map.terrainType(p.hex).generalOrder;
        for (HexId x : {p.hex, p.second})
            if (x != kNoHex && map.onMap(x) && map.terrainType(x).generalOrder)
                return true;
        return false;
    };
    forEachAnchored(ctx, h, inGeneralOrderTerrain, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        const Formation f = p.formation;
        if (rules::generalOrderOutOfPlace(map, o.unit->arm, f, p.hex)) {
            out.push_back(makeProblem(c,
                                      "infantry takes general order only in general-order "
                                      "terrain: " +
                                          nameOf(o) + " is in general order in " +
                                          checks::terrainName(map, p.hex) + " at " +
                                          map.label(p.hex) + " (column, line or carré there)",
                                      {h}, {p.unit}));
            return;
        }
        for (HexId x : {p.hex, p.second}) {
            if (!rules::generalOrderRequired(map, prof, *o.unit, f, p.state, x))
                continue;
            const bool roadMarchOnRoad =
                f == Formation::RoadMarch && prof.get(params::generalOrderRoadMarchOnRoad);
            out.push_back(makeProblem(
                c,
                "general-order terrain: " + nameOf(o) + " is in " + checks::formationName(f) +
                    " in " + checks::terrainName(map, x) + " at " + map.label(x) + "; " +
                    (o.unit->arm == Arm::Infantry ? "infantry" : "cavalry") +
                    " there is in general order" + (o.unit->skirmish ? " or skirmish order" : "") +
                    (roadMarchOnRoad ? " (road march only on a road)" : ""),
                {h}, {p.unit}));
            return;
        }
    });
}

void cavalryLine(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    auto isLine = [](const Placement& p) { return p.formation == Formation::Line; };
    forEachAnchored(ctx, h, isLine, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        if (!isArm(o, Arm::Cavalry))
            return;
        const int perHex = prof.get(params::cavalryLineMinIncrementsPerHex);
        const bool two = twoHexes(map, p);
        for (HexId x : {p.hex, p.second}) {
            if (x == kNoHex || !map.onMap(x))
                continue;
            if (!rules::isClear(map, prof, x)) {
                out.push_back(makeProblem(c,
                                          "cavalry line forms only in clear terrain: " + nameOf(o) +
                                              " has a hex in " + checks::terrainName(map, x) +
                                              " at " + map.label(x),
                                          {h}, {p.unit}));
                break;
            }
        }
        for (HexId x : {p.hex, p.second}) {
            if (x == kNoHex || !map.onMap(x))
                continue;
            const int n = checks::incrementsIn(o, x);
            if (!rules::cavalryLineHexOk(prof, n)) {
                out.push_back(
                    makeProblem(c,
                                "cavalry line needs at least " + std::to_string(perHex) +
                                    " increments in each hex: " + nameOf(o) + " has " +
                                    std::to_string(n) + " at " + map.label(x) +
                                    (!two ? ""
                                     : p.split != kEvenSplit
                                         ? " (split " + formatSplit(p.split) + " over two hexes)"
                                         : " (" + std::to_string(checks::incrementsOf(o)) +
                                               " over two hexes, the larger half in the first)"),
                                {h}, {p.unit}));
                break;
            }
        }
    });
}

void twoHexLine(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    auto isTwoHexLine = [&](const Placement& p) {
        return p.formation == Formation::Line && twoHexes(map, p) && geometryOk(map, p);
    };
    forEachAnchored(ctx, h, isTwoHexLine, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        const int minIncrements = prof.get(params::lineTwoHexMinIncrements);
        if (!rules::isAcrossFlank(map, p))
            out.push_back(makeProblem(
                c,
                "a two-hex line stands side by side across a flank hexside: the second hex of " +
                    nameOf(o) + " (" + map.label(p.second) + ") lies ahead of or behind " +
                    map.label(p.hex) + " for its facing " + formatFacing(p.facing),
                {h, p.second}, {p.unit}));
        const int n = checks::incrementsOf(o);
        if (isArm(o, Arm::Infantry) && !rules::twoHexLineOk(prof, n))
            out.push_back(makeProblem(c,
                                      "a two-hex infantry line needs at least " +
                                          std::to_string(minIncrements) +
                                          " increments: " + nameOf(o) + " has " +
                                          std::to_string(n) + " at " + checks::hexesOf(map, p),
                                      {h, p.second}, {p.unit}));
    });
}

void skirmish(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    const RulesProfile& prof = ctx.scenario().rules;
    auto isSkirmish = [](const Placement& p) { return p.formation == Formation::Skirmish; };
    forEachAnchored(ctx, h, isSkirmish, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        const int twoHexMin = prof.get(params::skirmishTwoHexMinIncrements);
        const Unit& u = *o.unit;
        std::string cannot;
        switch (rules::skirmishAbility(u, prof)) {
        case rules::SkirmishAbility::Artillery:
            cannot = "artillery never skirmishes";
            break;
        case rules::SkirmishAbility::NoAbility:
            cannot = "it has no skirmish ability (no tirailleur multiple; for cavalry, no fire "
                     "value in parentheses)";
            break;
        case rules::SkirmishAbility::HeavyCavalry:
            cannot = "only light cavalry skirmishes";
            break;
        case rules::SkirmishAbility::Able:
            break;
        }
        if (!cannot.empty()) {
            out.push_back(makeProblem(
                c, nameOf(o) + " is in skirmish order at " + map.label(h) + " but " + cannot, {h},
                {p.unit}));
            return;
        }
        const int n = checks::incrementsOf(o);
        const bool two = twoHexes(map, p);
        const int hexes = rules::skirmishHexes(prof, n);
        if (hexes == 2 && !two)
            out.push_back(
                makeProblem(c,
                            "skirmishers with " + std::to_string(twoHexMin) +
                                " increments or more take two hexes, split evenly: " + nameOf(o) +
                                " has " + std::to_string(n) + " in " + map.label(h) + " alone",
                            {h}, {p.unit}));
        else if (hexes == 1 && two)
            out.push_back(makeProblem(c,
                                      "skirmishers with fewer than " + std::to_string(twoHexMin) +
                                          " increments take one hex: " + nameOf(o) + " has " +
                                          std::to_string(n) + " over " + checks::hexesOf(map, p),
                                      {h, p.second}, {p.unit}));
        if (two && geometryOk(map, p) && !rules::isAcrossFlank(map, p))
            out.push_back(makeProblem(
                c,
                "a two-hex skirmish line stands side by side across a flank hexside: the second "
                "hex of " +
                    nameOf(o) + " (" + map.label(p.second) + ") lies ahead of or behind " +
                    map.label(p.hex) + " for its facing " + formatFacing(p.facing),
                {h, p.second}, {p.unit}));
    });
}

void disordered(const CheckContext& ctx, const CheckInfo& c, HexId h, std::vector<Problem>& out) {
    const Map& map = ctx.map();
    auto isDisordered = [](const Placement& p) { return p.state == UnitState::Disordered; };
    forEachAnchored(ctx, h, isDisordered, [&](const Occupant& o) {
        const Placement& p = *o.placement;
        if (o.unit->arm == Arm::Cavalry)
            out.push_back(makeProblem(c,
                                      "cavalry is never disordered (good order goes straight to "
                                      "rout): " +
                                          nameOf(o) + " at " + map.label(h),
                                      {h}, {p.unit}));
        else if (o.unit->arm == Arm::Infantry && p.formation != Formation::Column &&
                 p.formation != Formation::GeneralOrder)
            out.push_back(makeProblem(
                c,
                "disordered units are in column or general order: " + nameOf(o) + " is in " +
                    checks::formationName(p.formation) + " at " + checks::hexesOf(map, p),
                {h}, {p.unit}));
    });
}

void addChecks(std::vector<CheckEntry>& out) {
    using S = Severity;
    constexpr unsigned kAll = kOnTerrain | kOnUnits | kOnStructure;
    constexpr unsigned kUnits = kOnUnits | kOnStructure;
    struct Row {
        CheckInfo info;
        unsigned depends;
        void (*run)(const CheckContext&, const CheckInfo&, HexId, std::vector<Problem>&);
        int radius;
    };
    const Row rows[] = {
        {{"formation.facing",
          "the formation exists for the arm (no limbered infantry or cavalry, no artillery in "
          "column, line, skirmish or general order, artillery in road march only on a road) and "
          "artillery "
          "stacked with a line takes its orientation; the facing kind itself is setup.placement's",
          S::Error,
          "Orientation (rule 13), La Bataille de Leipzig 1813, p.154; artillery with infantry in "
          "line, La Bataille d'Austerlitz 1805, Premier Rules of July 2016, p.90",
          Reach::Hex},
         kUnits,
         facing,
         0},
        {{"formation.general-order-terrain",
          "in general-order terrain, infantry and cavalry in good order are in general order, or "
          "skirmish order when able (road march on a road); infantry takes general order nowhere "
          "else",
          S::Error,
          "General Order, La Bataille pour la Prusse 1806, Premier Rules of August 2017, p.126 and "
          "p.130 (infantry is in column unless the terrain forces general order); the terrain "
          "effects chart of its special rules (woods, villages, towns, swamps)",
          Reach::Neighbours},
         kAll,
         generalOrderTerrain,
         1},
        {{"formation.cavalry-line",
          "cavalry line only in clear terrain, with cavalry-line.min-increments-per-hex (4) in "
          "each hex",
          S::Error,
          "Cavalry line, La Bataille de Berlin 1813, Premier Rules of July 2021, p.134; La "
          "Bataille pour la Prusse 1806, Premier Rules of August 2017, p.130",
          Reach::Neighbours},
         kAll,
         cavalryLine,
         1},
        {{"formation.two-hex-line",
          "a two-hex line has its second hex across a flank hexside, and infantry needs "
          "line.two-hex-min-increments (5)",
          S::Error,
          "Line (two hexes from 5 increments), La Bataille pour la Prusse 1806, Premier Rules of "
          "August 2017, p.126; two-hex geometry: Orientation (rule 13), La Bataille de Leipzig "
          "1813, p.154",
          Reach::Hex},
         kUnits,
         twoHexLine,
         0},
        {{"formation.skirmish",
          "skirmish order only for units with the ability (light cavalry among horse); from "
          "skirmish.two-hex-min-increments (4) in two hexes across a flank hexside, fewer in one",
          S::Error,
          "Infantry Tirailleurs (rule 19), La Bataille de Berlin 1813, Premier Rules of July 2021, "
          "p.136",
          Reach::Hex},
         kUnits,
         skirmish,
         0},
        {{"formation.disordered",
          "disordered infantry is in column or general order; cavalry is never disordered",
          S::Error,
          "Disorder (Tactical Organization), La Bataille pour la Prusse 1806, Premier Rules of "
          "August 2017, p.126, and La Bataille de Friedland et Danzig 1809, Premier Rules of 2014, "
          "p.113; cavalry morale, La Bataille pour la Prusse 1806, Premier Rules of August 2017, "
          "p.143",
          Reach::Hex},
         kUnits,
         disordered,
         0},
    };
    for (const Row& r : rows)
        out.push_back(CheckEntry{r.info, r.depends, nullptr, r.run, HexDomain::Occupied, r.radius});
}

} // namespace marengo::formation
