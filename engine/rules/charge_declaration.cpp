// Target declarations during a cavalry charge: see charge_declaration.hpp.
#include "engine/rules/charge_declaration.hpp"

#include <algorithm>
#include <climits>
#include <optional>
#include <unordered_set>

namespace marengo::rules {

namespace {

/// The hexside the charger moves across from `a` into the adjacent `b`.
std::optional<HexSide> sideBetween(const Map& map, HexId a, HexId b) {
    for (int s = 0; s < 6; ++s)
        if (map.neighbour(a, static_cast<HexSide>(s)) == b)
            return static_cast<HexSide>(s);
    return std::nullopt;
}

/// True when `to` lies `distance` hexes from `from` straight across side `s`.
bool straightAcross(const Map& map, HexId from, HexSide s, HexId to, int distance) {
    HexId h = from;
    for (int i = 0; i < distance && h != kNoHex; ++i)
        h = map.neighbour(h, s);
    return h != kNoHex && h == to;
}

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

/// Infantry, cavalry or artillery, as Occupant::combat: leaders are not formations.
bool isCombatUnit(const Unit& u) {
    return (u.arm == Arm::Infantry || u.arm == Arm::Cavalry || u.arm == Arm::Artillery) &&
           u.echelon != Echelon::Leader;
}

} // namespace

ChargeDeclarations chargeDeclarations(const Scenario& s, const Unit& charger,
                                      const Placement& start, std::span<const HexId> path,
                                      HexId target, std::span<const std::string> notTarget) {
    ChargeDeclarations out;
    const Map& map = s.map;
    const OrderOfBattle* ownOob = nullptr;
    if (!s.findUnit(charger.id, &ownOob) || !map.onMap(start.hex))
        return out;
    const int range = s.rules.get(params::chargeDeclarationRange);
    const bool straight = s.rules.get(params::chargeDeclarationStraight);

    std::unordered_set<HexId> occupied;
    for (const Placement& p : s.setup) {
        occupied.insert(p.hex);
        if (p.second != kNoHex)
            occupied.insert(p.second);
    }
    LosOptions los;
    los.occupied = [&occupied](HexId h) { return occupied.contains(h); };

    // The enemy placements, found once; each is declared at most once.
    std::vector<const Placement*> enemies;
    for (const Placement& p : s.setup) {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = p.unit != charger.id ? s.findUnit(p.unit, &oob) : nullptr;
        if (u && oob->side != ownOob->side && isCombatUnit(*u))
            enemies.push_back(&p);
    }
    std::vector<bool> declared(enemies.size(), false);
    HexId at = start.hex;
    for (std::size_t step = 0; step <= path.size(); ++step) {
        if (step > 0) {
            const HexId next = path[step - 1];
            if (!map.onMap(next))
                break;
            at = next;
        }
        for (std::size_t e = 0; e < enemies.size(); ++e) {
            if (declared[e])
                continue;
            const Placement& p = *enemies[e];
            for (HexId h : {p.hex, p.second}) {
                if (!map.onMap(h))
                    continue;
                const int d = distance(map.offset(at), map.offset(h));
                if (d > range || !lineOfSight(map, s.rules, at, h, los).clear)
                    continue;
                const bool isTarget =
                    target != kNoHex && (p.hex == target || p.second == target) &&
                    std::find(notTarget.begin(), notTarget.end(), p.unit) == notTarget.end();
                out.declarations.push_back({step, at, p.unit, h, d, isTarget});
                declared[e] = true;
                break;
            }
        }
    }

    if (!straight)
        return out;
    for (const ChargeDeclaration& d : out.declarations) {
        if (!d.target)
            continue;
        // The direction of travel: the hexside last crossed, or at the start a front hexside
        // (either of the two of a line facing a vertex).
        std::vector<HexSide> ahead;
        if (d.step > 0) {
            const HexId before = d.step == 1 ? start.hex : path[d.step - 2];
            if (auto side = sideBetween(map, before, d.from))
                ahead.push_back(*side);
        } else if (start.facing.kind == FacingKind::Hexside) {
            ahead.push_back(static_cast<HexSide>(start.facing.dir));
        } else if (start.facing.kind == FacingKind::Vertex) {
            ahead.push_back(static_cast<HexSide>(start.facing.dir));
            ahead.push_back(static_cast<HexSide>((start.facing.dir + 1) % 6));
        }
        bool ok = false;
        for (HexSide side : ahead) {
            if (!straightAcross(map, d.from, side, d.hex, d.distance))
                continue;
            // The path goes on along that line to the target.
            bool onLine = true;
            HexId h = d.from;
            for (std::size_t k = d.step; k < path.size() && onLine; ++k) {
                h = map.neighbour(h, side);
                if (h == d.hex)
                    break;
                onLine = path[k] == h;
            }
            ok = ok || onLine;
        }
        if (!ok) {
            const Unit* u = s.findUnit(d.unit);
            out.legal = false;
            out.reasons.push_back(
                "the target " + (u ? nameOf(*u) : d.unit) + " at " + map.label(d.hex) +
                ", declared at " + map.label(d.from) +
                ", is not in a straight line ahead for the last " +
                (d.distance == 1 ? std::string("hex") : std::to_string(d.distance) + " hexes") +
                " (charge.declaration-straight; Berlin 1813, Premier Rules of July 2021, p.38)");
        }
        break; // the target is declared once
    }
    return out;
}

Verdict carreAttemptFromMap(const Map& map, const RulesProfile& profile, const Placement& infantry,
                            ArmClass arm, HexId cavalry, bool alreadyAttempted,
                            const LosOptions& los, CarreAttempter who) {
    const std::vector<ExteriorSide> arcs = exteriorArcs(map, infantry, arm, profile);
    auto frontSide = [&](HexId h, HexSide side) {
        return std::any_of(arcs.begin(), arcs.end(), [&](const ExteriorSide& e) {
            return e.hex == h && e.side == side && e.arc == Arc::Front;
        });
    };
    int nearest = INT_MAX;
    bool seen = false;
    for (HexId h : {infantry.hex, infantry.second}) {
        if (!map.onMap(h) || !map.onMap(cavalry))
            continue;
        const Axial from = toAxial(map.offset(h));
        const Axial to = toAxial(map.offset(cavalry));
        const int d = distance(from, to);
        nearest = std::min(nearest, d);
        if (seen || d == 0 || !lineOfSight(map, profile, h, cavalry, los).clear)
            continue;
        // The sight line leaves the hex into the second hex of the line (or either of the two
        // hexes beside a hexside it runs along).
        const std::vector<LineStep> steps = line(from, to);
        const LineStep& next = steps[1];
        auto leavesThroughFront = [&](Axial a) {
            const auto side = sideTowards(from, a);
            return side && frontSide(h, *side);
        };
        seen = leavesThroughFront(next.hex) || (next.alt && leavesThroughFront(*next.alt));
    }
    if (nearest == INT_MAX)
        return {false, {"the infantry or the cavalry is not on the map"}};
    return carreAttemptAllowed(nearest, seen, alreadyAttempted, profile, who);
}

Verdict carreAttemptOnSetUp(const Scenario& s, const std::string& unitId, HexId cavalry,
                            bool alreadyAttempted, CarreAttempter who) {
    const Unit* unit = s.findUnit(unitId);
    const Placement* at = s.findPlacement(unitId);
    if (!unit || !at)
        return {false, {"unit " + unitId + " is not set up on the map"}};
    Verdict out;
    if (const std::optional<CarreValues> carre = carreValues(s, at->hex))
        out = carre->mayForm;
    const Verdict window = carreAttemptFromMap(s.map, s.rules, *at, armClassOf(*unit, s.rules),
                                               cavalry, alreadyAttempted, {}, who);
    out.reasons.insert(out.reasons.end(), window.reasons.begin(), window.reasons.end());
    out.allowed = out.reasons.empty();
    return out;
}

} // namespace marengo::rules
