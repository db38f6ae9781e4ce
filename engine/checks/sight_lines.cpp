#include "engine/checks/sight_lines.hpp"

#include "engine/checks/check_helpers.hpp"
#include "engine/rules/los.hpp"

#include <utility>

// assumption: a stated sight line is checked by day (LosOptions::night false): the scenario
//   model has no night turns to attach it to.

namespace marengo::sight_lines {

namespace {

/// "A1210" or "A1210 (Unit name)" for a unit end.
std::string describeEnd(const Scenario& s, const SightEnd& e, HexId h) {
    std::string out = s.map.onMap(h) ? s.map.label(h) : std::string("?");
    if (!e.unit.empty()) {
        const Unit* u = s.findUnit(e.unit);
        out += " (" + (u && !u->name.empty() ? u->name : e.unit) + ")";
    }
    return out;
}

/// "A1313 (woods)", "A1313 (higher ground, level 2)".
std::string blocker(const Map& map, LosBlock block, HexId h) {
    std::string out = map.label(h) + " (";
    switch (block) {
    case LosBlock::Terrain:
        out += checks::terrainName(map, h);
        break;
    case LosBlock::Height:
        out += "higher ground, level " + std::to_string(map.elevation(h));
        break;
    default:
        out += "units, los.units-block=1";
        break;
    }
    return out + ")";
}

/// Why the line is not clear, after "but ".
std::string whyBlocked(const Scenario& s, const LosVerdict& v, HexId from, HexId to) {
    const Map& map = s.map;
    if (v.block == LosBlock::Range)
        return std::to_string(distance(map.offset(from), map.offset(to))) +
               " hexes is beyond the sight range of " + std::to_string(v.limit) +
               " (los.max-range)";
    std::string out = "the line is blocked at " + blocker(map, v.block, v.at);
    if (v.altBlock != LosBlock::None)
        out += " and " + blocker(map, v.altBlock, v.alt) + ", on both sides of the hexside it " +
               "runs along";
    return out;
}

} // namespace

void expected(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    if (s.sightLines.empty())
        return;
    const LosChecker los(s.map, s.rules, setupSightOptions(ctx));
    for (const ExpectedSight& e : s.sightLines) {
        const int index = static_cast<int>(&e - s.sightLines.data());
        const std::string label = e.note.empty() ? std::string() : " (" + e.note + ")";
        std::vector<std::string> units;
        for (const SightEnd* end : {&e.from, &e.to})
            if (!end->unit.empty())
                units.push_back(end->unit);
        const HexId from = s.resolve(e.from);
        const HexId to = s.resolve(e.to);
        std::string missing;
        for (const auto& [end, h] : {std::pair{&e.from, from}, std::pair{&e.to, to}}) {
            if (s.map.onMap(h))
                continue;
            missing = end->unit.empty() ? "hex is not on the map"
                                        : "unit '" + end->unit + "' is not placed at set-up";
            break;
        }
        if (!missing.empty()) {
            std::vector<HexId> hexes;
            for (HexId h : {from, to})
                if (s.map.onMap(h))
                    hexes.push_back(h);
            out.push_back(
                about(makeProblem(c, "stated sight line" + label + " cannot be checked: " + missing,
                                  std::move(hexes), std::move(units)),
                      About::SightLine, index));
            continue;
        }
        const LosVerdict v = los.check(from, to);
        if (v.clear() == e.visible)
            continue;
        const std::string a = describeEnd(s, e.from, from);
        const std::string b = describeEnd(s, e.to, to);
        std::vector<HexId> hexes{from, to};
        std::string msg;
        if (e.visible) {
            msg = "expected " + a + " to see " + b + label + ", but " + whyBlocked(s, v, from, to);
            for (HexId h : {v.at, v.alt})
                if (h != kNoHex && h != to)
                    hexes.push_back(h);
        } else {
            msg = "expected " + a + " not to see " + b + label + ", but the line is clear";
        }
        out.push_back(about(makeProblem(c, std::move(msg), std::move(hexes), std::move(units)),
                            About::SightLine, index));
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{
        {"sight.expected",
         "every sight line the scenario states holds: the observer sees the target, or is stated "
         "not to and does not (line of sight of the rules profile; a unit end is its set-up hex)",
         Severity::Error,
         "Line of Sight (rule 23) is not in our sources: assumed model of docs/rules.md "
         "(Assumptions) and the los.* options of the rules profile",
         Reach::Scenario},
        kOnTerrain | kOnUnits | kOnStructure,
        expected,
        nullptr,
        HexDomain::Occupied,
        0});
}

} // namespace marengo::sight_lines
