// Charge path validation (Friedland et Danzig 1809, Premier Rules of 2014, p.35; Berlin 1813,
// Premier Rules of July 2021, p.38).
#include "engine/core/number_text.hpp"
#include "engine/rules/charge.hpp"
#include "engine/rules/facing.hpp"

#include <algorithm>
#include <cstdio>

namespace marengo::rules {

namespace {

int wrap(int i) {
    return ((i % 6) + 6) % 6;
}

/// Orientation in 30-degree steps: hexside f at 2f, vertex v at 2v+1.
int angle(Facing f) {
    return f.kind == FacingKind::Vertex ? 2 * f.dir + 1 : 2 * f.dir;
}

/// Hexsides turned between two facings, in 60-degree steps; the 30-degree shift between a
/// hexside and a neighbouring vertex (column to line) turns nothing.
int turnsBetween(Facing a, Facing b) {
    int d = ((angle(b) - angle(a)) % 12 + 12) % 12;
    return std::min(d, 12 - d) / 2;
}

/// True when the unit may leave across side s without turning: its front-centre hexside, or
/// either front hexside of a line (Friedland et Danzig 1809, Premier Rules, p.35).
bool aheadAcross(Facing f, int s) {
    if (f.kind == FacingKind::Vertex)
        return s == f.dir || s == wrap(f.dir + 1);
    return s == f.dir;
}

/// The facing reached by the fewest hexsides turned that puts side s ahead.
Facing facingToLeaveAcross(Facing f, int s) {
    if (aheadAcross(f, s))
        return f;
    if (f.kind == FacingKind::Vertex) {
        Facing a{FacingKind::Vertex, wrap(s - 1)}, b{FacingKind::Vertex, s};
        return turnsBetween(f, a) <= turnsBetween(f, b) ? a : b;
    }
    return {FacingKind::Hexside, s};
}

bool facingFits(Formation formation, Facing f) {
    return f.kind != FacingKind::None && f.kind == facingKindFor(formation) && f.dir >= 0 &&
           f.dir <= 5;
}

std::string terrainName(const TerrainType& t) {
    return t.name.empty() ? t.id : t.name;
}

/// The charging unit as it advances: where it is, how it faces, what it has spent.
class ChargeWalk {
public:
    ChargeWalk(const Map& map, const RulesProfile& profile, ArmClass arm, const Placement& start,
               ChargePathResult& r)
        : m_map(map), m_profile(profile), m_arm(arm), m_r(r), m_hex(start.hex),
          m_formation(start.formation), m_facing(start.facing),
          m_facingCost(profile.get(params::chargeFacingCost)),
          m_turnLimit(profile.get(arm == ArmClass::HeavyCavalry
                                      ? params::chargeHeavyMaxHexsidesPerHex
                                      : params::chargeLightMaxHexsidesPerHex)) {}

    HexId hex() const { return m_hex; }
    Facing facing() const { return m_facing; }

    void illegal(std::string why) {
        m_r.legal = false;
        m_r.reasons.push_back(std::move(why));
    }

    /// Turns to a new facing, paying charge.facing-cost per hexside.
    void turn(Facing to) {
        int n = turnsBetween(m_facing, to);
        m_facing = to;
        m_turnsHere += n;
        m_r.mpUsed += n * m_facingCost;
    }

    /// Faces side s for the first hex: no turn is allowed before it (Friedland et Danzig 1809,
    /// Premier Rules, p.35).
    void firstStep(int s) {
        if (!aheadAcross(m_facing, s)) {
            std::string label = m_map.label(m_map.neighbour(m_hex, static_cast<HexSide>(s)));
            illegal(m_facing.kind == FacingKind::Vertex
                        ? "the first hex entered, " + label +
                              ", is not one of the two front hexes of the line ("
                              "Friedland et Danzig 1809, Premier Rules of 2014, p.35)"
                        : "the first hex entered, " + label +
                              ", is not the hex directly to the front centre of the charging "
                              "formation (Friedland et Danzig 1809, Premier Rules of 2014, p.35)");
        }
        m_facing = facingToLeaveAcross(m_facing, s);
    }

    /// Leaves the current hex: the hexsides turned in it must be within the arm's limit.
    void closeHex() {
        if (m_turnLimit > 0 && m_turnsHere > m_turnLimit)
            illegal("turned " + std::to_string(m_turnsHere) + " hexsides in " + m_map.label(m_hex) +
                    ": charging " + (m_arm == ArmClass::HeavyCavalry ? "heavy" : "light") +
                    " cavalry may change at most " + std::to_string(m_turnLimit) +
                    (m_turnLimit == 1 ? " hexside" : " hexsides") +
                    " per hex (Berlin 1813, Premier Rules of July 2021, p.38)");
        m_turnsHere = 0;
    }

    /// Crosses side s into `next`, paying hexside and terrain costs.
    void step(int s, HexId next) {
        crossHexside(s, next);
        enterHex(next);
        m_hex = next;
    }

    /// Changes formation in the current hex (path index i).
    void changeFormation(const ChargeFormationChange& c, std::size_t i) {
        const int only = m_profile.get(params::chargeFormationChangeHex);
        if (only > 0 && c.pathIndex + 1 != static_cast<std::size_t>(only))
            illegal("formation change in " + m_map.label(m_hex) + ", hex " + std::to_string(i + 1) +
                    " of the charge: a formation change is only permitted in " +
                    (only == 2 ? std::string("the second hex") : "hex " + std::to_string(only)) +
                    " (charge.formation-change-hex; Friedland et Danzig 1809, Premier Rules "
                    "of 2014, p.35)");
        if (!facingFits(c.formation, c.facing)) {
            illegal("the facing given after the formation change does not fit " +
                    std::string(toString(c.formation)) + " (rule 13)");
            return;
        }
        turn(c.facing);
        m_formation = c.formation;
        m_r.mpUsed += m_profile.get(params::cavalryFormationChangeMp);
    }

    /// Checks that a hex may be charged into (path or target).
    bool chargeableTerrain(HexId h, std::string_view what) {
        const TerrainType& t = m_map.terrainType(h);
        const TerrainRules* tr = m_profile.terrainRules(t.id);
        std::string where = std::string(what) + m_map.label(h) + " (" + terrainName(t) + ")";
        if (t.generalOrder) {
            illegal(where + " is general-order terrain: no charges into villages, forests, "
                            "swamps, hamlets or other general-order terrain (La Bataille pour "
                            "la Prusse 1806, special rules)");
            return false;
        }
        if (tr && !tr->chargeAllowed) {
            illegal(where +
                    " is terrain cavalry may not charge into (rules profile terrain "
                    "table" +
                    (tr->source.empty() ? std::string() : ", " + tr->source) + ")");
            return false;
        }
        return true;
    }

    /// Turns in the last hex, if needed, to bring the target's side into a front hexside.
    void bringIntoFront(int s) {
        auto arcs = sideArcs(m_formation, m_facing, m_arm, m_profile);
        if (!arcs || (*arcs)[s] == Arc::Front)
            return;
        Facing best = m_facing;
        int bestTurns = 99;
        for (int d = 0; d < 6; ++d) {
            Facing f{m_facing.kind, d};
            auto a = sideArcs(m_formation, f, m_arm, m_profile);
            if (a && (*a)[s] == Arc::Front && turnsBetween(m_facing, f) < bestTurns) {
                best = f;
                bestTurns = turnsBetween(m_facing, f);
            }
        }
        turn(best);
    }

private:
    void crossHexside(int s, HexId next) {
        const Features f = m_map.features(m_hex, static_cast<HexSide>(s));
        const std::string between = m_map.label(m_hex) + " and " + m_map.label(next);
        if ((f & kRiver) && !(f & (kBridge | kFord)))
            illegal("the charge crosses the river between " + between +
                    ": rivers are prohibited except at a bridge or ford (terrain effects charts)");
        double cost = 0;
        if (f & kBridge) {
            if (!m_profile.get(params::chargeOverBridge))
                illegal("the charge crosses the bridge between " + between +
                        ": cavalry may not charge over a bridge (charge.over-bridge; Prusse "
                        "1806 SR)");
        } else if (f & kFord) {
            cost += hexsideCost(params::cavalryFordMp, "ford", between);
        } else if (f & kStream) {
            // A road across a stream marks a ford (Prusse SR), as in movement/costs.hpp.
            cost += (f & kRoad) ? hexsideCost(params::cavalryFordMp, "ford", between)
                                : hexsideCost(params::cavalryStreamMp, "stream", between);
        }
        if (f & kSlope)
            cost += hexsideCost(params::cavalrySlopeMp, "slope", between);
        if (f & kWall)
            cost += hexsideCost(params::cavalryWallMp, "wall", between);
        if (f & kHedge)
            cost += hexsideCost(params::cavalryHedgeMp, "hedge", between);
        m_r.mpUsed += cost;
    }

    double hexsideCost(ParamKey<double> key, std::string_view what, const std::string& between) {
        double c = m_profile.get(key);
        if (c >= 0)
            return c;
        illegal("cavalry may not cross the " + std::string(what) + " hexside between " + between +
                " (" + std::string(key.key()) + " prohibited in the rules profile)");
        return 0;
    }

    void enterHex(HexId h) {
        if (!chargeableTerrain(h, "hex "))
            return;
        const TerrainType& t = m_map.terrainType(h);
        const TerrainRules* tr = m_profile.terrainRules(t.id);
        double cost = tr ? tr->cavalryMp : 1.0;
        if (cost < 0) {
            illegal("cavalry may not enter hex " + m_map.label(h) + " (" + terrainName(t) +
                    "): prohibited terrain (rules profile terrain table)");
            cost = 0;
        }
        m_r.mpUsed += cost;
    }

    const Map& m_map;
    const RulesProfile& m_profile;
    ArmClass m_arm;
    ChargePathResult& m_r;
    HexId m_hex;
    Formation m_formation;
    Facing m_facing;
    double m_facingCost;
    int m_turnLimit;
    int m_turnsHere = 0;
};

} // namespace

ChargePathResult validateChargePath(const Map& map, const RulesProfile& profile,
                                    const Unit& charger, const Placement& start,
                                    std::span<const HexId> path,
                                    std::optional<ChargeFormationChange> change, HexId target) {
    ChargePathResult r;
    r.mpAvailable = charger.movement + profile.get(params::chargeBonusMp);
    const ArmClass arm = armClassOf(charger, profile);
    ChargeWalk w(map, profile, arm, start, r);
    if (charger.arm != Arm::Cavalry)
        w.illegal("only cavalry may charge (rule 37, Charge à Cheval)");
    if (!map.onMap(start.hex)) {
        w.illegal("the charging unit is not on the map");
        return r;
    }
    if (!facingFits(start.formation, start.facing)) {
        w.illegal("a charging formation must face a hexside (column) or a vertex (line) that "
                  "fits its formation (rule 13)");
        return r;
    }
    if (path.empty()) {
        w.illegal("a charge must enter at least one hex (Friedland et Danzig 1809, Premier Rules "
                  "of 2014, p.35)");
        return r;
    }
    if (change && change->pathIndex >= path.size())
        w.illegal("the formation change is placed after the last hex of the charge");

    std::vector<int> sides;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const HexId next = path[i];
        if (!map.onMap(next)) {
            w.illegal("hex " + std::to_string(i + 1) + " of the charge is not on the map");
            return r;
        }
        auto side = sideTowards(map.offset(w.hex()), map.offset(next));
        if (!side) {
            w.illegal(map.label(w.hex()) + " and " + map.label(next) +
                      " are not adjacent: a charge advances one hex at a time ("
                      "Friedland et Danzig 1809, Premier Rules of 2014, p.35)");
            return r;
        }
        const int s = static_cast<int>(*side);
        if (i == 0)
            w.firstStep(s);
        else
            w.turn(facingToLeaveAcross(w.facing(), s));
        w.closeHex();
        w.step(s, next);
        sides.push_back(s);
        if (change && change->pathIndex == i)
            w.changeFormation(*change, i);
    }

    bool straight = false, faceOn = false;
    if (target != kNoHex) {
        if (!map.onMap(target)) {
            w.illegal("the target hex is not on the map");
        } else if (w.chargeableTerrain(target, "the target hex ")) {
            auto side = sideTowards(map.offset(w.hex()), map.offset(target));
            if (!side) {
                w.illegal("the charge ends in " + map.label(w.hex()) +
                          ", not adjacent to its target in " + map.label(target) +
                          ": charging cavalry ends its move adjacent to the infantry ("
                          "Friedland et Danzig 1809, Premier Rules of 2014, p.35)");
            } else {
                const int t = static_cast<int>(*side);
                const auto n = static_cast<std::size_t>(profile.get(params::chargeStraightHexes));
                straight =
                    sides.size() >= n && std::all_of(sides.end() - static_cast<std::ptrdiff_t>(n),
                                                     sides.end(), [t](int s) { return s == t; });
                faceOn = aheadAcross(w.facing(), t);
                w.bringIntoFront(t);
                if (!straight)
                    r.reasons.push_back(
                        "no charge bonus: the last " + std::to_string(n) +
                        " hexes of the charge were not entered in a straight line toward the "
                        "target in " +
                        map.label(target) +
                        "; it may melee without charge benefits ("
                        "Friedland et Danzig 1809, Premier Rules of 2014, p.35; Berlin 1813, "
                        "Premier Rules of July 2021, p.38)");
                else if (!faceOn)
                    r.reasons.push_back(
                        "no charge bonus: the charge does not end directly "
                        "facing its target in " +
                        map.label(target) +
                        " (Friedland et Danzig 1809, Premier Rules of 2014, p.35; Berlin "
                        "1813, Premier Rules of July 2021, p.38)");
            }
        }
    }
    w.closeHex();
    if (r.mpUsed > r.mpAvailable + 1e-9)
        w.illegal("the charge costs " + numberText(r.mpUsed) + " MP but the unit has " +
                  numberText(r.mpAvailable) + " (movement " + std::to_string(charger.movement) +
                  " + charge.bonus-mp " + numberText(profile.get(params::chargeBonusMp)) +
                  "; La Bataille pour la Prusse 1806, p.132)");
    r.earnsBonus = r.legal && straight && faceOn;
    return r;
}

} // namespace marengo::rules
