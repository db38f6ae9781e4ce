#include "engine/scenario/scenario.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

namespace marengo {

namespace {
constexpr std::array<std::string_view, 8> kFormationNames{
    "column", "line", "carre", "skirmish", "general-order", "road-march", "limbered", "unlimbered"};
constexpr std::array<std::string_view, 3> kStateNames{"good", "disordered", "routed"};
} // namespace

std::string_view toString(Formation f) {
    return kFormationNames[static_cast<std::size_t>(f)];
}
std::optional<Formation> parseFormation(std::string_view s) {
    for (std::size_t i = 0; i < kFormationNames.size(); ++i)
        if (kFormationNames[i] == s)
            return static_cast<Formation>(i);
    return std::nullopt;
}
std::string_view toString(UnitState s) {
    return kStateNames[static_cast<std::size_t>(s)];
}
std::optional<UnitState> parseUnitState(std::string_view s) {
    for (std::size_t i = 0; i < kStateNames.size(); ++i)
        if (kStateNames[i] == s)
            return static_cast<UnitState>(i);
    return std::nullopt;
}

FacingKind facingKindFor(Formation f) {
    switch (f) {
    case Formation::Carre:
        return FacingKind::None;
    case Formation::Line:
    case Formation::Skirmish:
        return FacingKind::Vertex;
    default:
        return FacingKind::Hexside;
    }
}

bool allowsTwoHexes(Formation f) {
    return f == Formation::Line || f == Formation::Skirmish;
}

std::string formatFacing(Facing f) {
    switch (f.kind) {
    case FacingKind::Hexside:
        return std::string(toString(static_cast<HexSide>(f.dir)));
    case FacingKind::Vertex:
        return std::string(toString(static_cast<Vertex>(f.dir)));
    case FacingKind::None:
        break;
    }
    return {};
}

std::optional<Facing> parseFacing(std::string_view s) {
    if (s.empty())
        return Facing{};
    if (auto side = parseHexSide(s))
        return Facing::side(*side);
    if (auto v = parseVertex(s))
        return Facing::vertex(*v);
    return std::nullopt;
}

std::string formatClock(Clock c) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02d:%02d", c.minutes / 60, c.minutes % 60);
    return buf;
}

std::optional<Clock> parseClock(std::string_view s) {
    if (s.size() != 5 || s[2] != ':')
        return std::nullopt;
    for (std::size_t i : {0u, 1u, 3u, 4u})
        if (s[i] < '0' || s[i] > '9')
            return std::nullopt;
    int h = (s[0] - '0') * 10 + (s[1] - '0'), m = (s[3] - '0') * 10 + (s[4] - '0');
    if (h > 23 || m > 59)
        return std::nullopt;
    return Clock{h * 60 + m};
}

bool isIsoDate(std::string_view d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (d[i] < '0' || d[i] > '9')
            return false;
    const int month = (d[5] - '0') * 10 + (d[6] - '0');
    const int day = (d[8] - '0') * 10 + (d[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

std::string formatSplit(HexSplit s) {
    if (s == kEvenSplit)
        return {};
    return std::to_string(s[0]) + "+" + std::to_string(s[1]);
}

std::optional<HexSplit> parseSplit(std::string_view s) {
    auto number = [](std::string_view t) -> std::optional<int> {
        while (!t.empty() && t.front() == ' ')
            t.remove_prefix(1);
        while (!t.empty() && t.back() == ' ')
            t.remove_suffix(1);
        if (t.empty() || t.size() > 2 || t.front() == '0')
            return std::nullopt;
        int n = 0;
        for (char c : t) {
            if (c < '0' || c > '9')
                return std::nullopt;
            n = n * 10 + (c - '0');
        }
        return n;
    };
    const std::size_t plus = s.find('+');
    if (plus == std::string_view::npos)
        return std::nullopt;
    auto a = number(s.substr(0, plus)), b = number(s.substr(plus + 1));
    if (!a || !b)
        return std::nullopt;
    return HexSplit{*a, *b};
}

Status validatePlacement(const Map& map, const Placement& p) {
    if (!map.onMap(p.hex))
        return Error{"unit '" + p.unit + "' is not on the map"};
    FacingKind want = facingKindFor(p.formation);
    if (p.facing.kind != want) {
        static constexpr std::array<std::string_view, 3> kKind{"no facing", "a hexside",
                                                               "a vertex"};
        return Error{"unit '" + p.unit + "' in " + std::string(toString(p.formation)) +
                     " must face " + std::string(kKind[static_cast<int>(want)]) + ", not " +
                     std::string(kKind[static_cast<int>(p.facing.kind)])};
    }
    if (p.facing.dir < 0 || p.facing.dir > 5)
        return Error{"unit '" + p.unit + "' has an invalid facing"};
    if (p.second != kNoHex) {
        if (!allowsTwoHexes(p.formation))
            return Error{"unit '" + p.unit + "' in " + std::string(toString(p.formation)) +
                         " cannot occupy two hexes"};
        if (!map.onMap(p.second))
            return Error{"the second hex of unit '" + p.unit + "' is not on the map"};
        if (!sideTowards(map.offset(p.hex), map.offset(p.second)))
            return Error{"the two hexes of unit '" + p.unit + "' (" + map.label(p.hex) + ", " +
                         map.label(p.second) + ") are not adjacent"};
    }
    if (p.split != kEvenSplit) {
        if (p.second == kNoHex)
            return Error{"unit '" + p.unit + "' stands in one hex: a split of its increments (" +
                         formatSplit(p.split) + ") needs a second hex"};
        if (p.split[0] < 1 || p.split[1] < 1)
            return Error{"unit '" + p.unit + "' has a split (" + formatSplit(p.split) +
                         ") that leaves a hex without increments"};
    }
    if (p.increments < -1)
        return Error{"unit '" + p.unit + "' has negative increments"};
    return okStatus();
}

int Scenario::turnMinutes() const {
    return rules.get(params::timeTurnMinutes);
}

int Scenario::turnCount() const {
    if (end < start)
        return 0;
    return (end.minutes - start.minutes) / turnMinutes() + 1;
}

const Unit* Scenario::findUnit(std::string_view id, const OrderOfBattle** oob) const {
    for (const OrderOfBattle& o : oobs) {
        if (const Unit* u = o.find(id)) {
            if (oob)
                *oob = &o;
            return u;
        }
    }
    return nullptr;
}

const Placement* Scenario::findPlacement(std::string_view unit) const {
    for (const Placement& p : setup)
        if (p.unit == unit)
            return &p;
    return nullptr;
}

std::size_t Scenario::placementSlot(std::string_view unit,
                                    const std::vector<Placement>& list) const {
    const OrderOfBattle* oob = nullptr;
    const Unit* u = findUnit(unit, &oob);
    if (!u)
        return list.size();
    auto parentOf = [&](const Unit* x) {
        return x->parent.empty() ? nullptr : oob->find(x->parent);
    };
    std::vector<std::string_view> ancestors; // nearest first
    for (const Unit* a = parentOf(u); a; a = parentOf(a))
        ancestors.push_back(a->id);
    std::size_t bestRank = ancestors.size();
    std::size_t slot = list.size();
    for (std::size_t i = 0; i < list.size(); ++i) {
        // The nearest of `unit`'s ancestors that this placed unit is (or lies under).
        for (const Unit* a = oob->find(list[i].unit); a; a = parentOf(a)) {
            auto it = std::find(ancestors.begin(), ancestors.end(), a->id);
            if (it == ancestors.end())
                continue;
            const auto rank = static_cast<std::size_t>(it - ancestors.begin());
            if (rank <= bestRank) {
                bestRank = rank;
                slot = i + 1;
            }
            break;
        }
    }
    return slot;
}

HexId Scenario::resolve(const SightEnd& e) const {
    if (e.unit.empty())
        return e.hex;
    const Placement* p = findPlacement(e.unit);
    return p ? p->hex : kNoHex;
}

} // namespace marengo
