#include "engine/oob/oob.hpp"

#include "engine/core/prefetch.hpp"

#include <array>
#include <unordered_set>

namespace marengo {

namespace {
constexpr std::array<std::string_view, 8> kEchelonNames{
    "army", "corps", "division", "brigade", "regiment", "battalion", "battery", "leader"};
constexpr std::array<std::string_view, 5> kArmNames{"none", "infantry", "cavalry", "artillery",
                                                    "leader"};
constexpr std::array<std::string_view, 3> kArtilleryNames{"none", "foot", "horse"};

template <class E, std::size_t N>
std::optional<E> parseName(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s)
            return static_cast<E>(i);
    return std::nullopt;
}
/// A unit may sit under a higher echelon; batteries and leaders under any formation; nothing
/// under a battalion, battery or leader.
Status checkNesting(const Unit& parent, const Unit& u) {
    bool fits =
        parent.echelon < u.echelon || u.echelon == Echelon::Leader || u.echelon == Echelon::Battery;
    if (!fits || parent.echelon == Echelon::Battalion || parent.echelon == Echelon::Battery ||
        parent.echelon == Echelon::Leader)
        return Error{withArticle(u.echelon) + " cannot be part of " + withArticle(parent.echelon) +
                     " ('" + u.id + "' in '" + parent.id + "')"};
    return okStatus();
}
} // namespace

std::string_view toString(Echelon e) {
    return kEchelonNames[static_cast<std::size_t>(e)];
}
std::string withArticle(Echelon e) {
    const std::string_view name = toString(e);
    const bool vowel = name.find_first_of("aeiou") == 0;
    return (vowel ? "an " : "a ") + std::string(name);
}
std::optional<Echelon> parseEchelon(std::string_view s) {
    return parseName<Echelon>(kEchelonNames, s);
}
std::string_view toString(Arm a) {
    return kArmNames[static_cast<std::size_t>(a)];
}
std::optional<Arm> parseArm(std::string_view s) {
    return parseName<Arm>(kArmNames, s);
}
std::string_view toString(ArtilleryType a) {
    return kArtilleryNames[static_cast<std::size_t>(a)];
}
std::optional<ArtilleryType> parseArtilleryType(std::string_view s) {
    return parseName<ArtilleryType>(kArtilleryNames, s);
}

bool isD66(int v) {
    int tens = v / 10, ones = v % 10;
    return v >= 11 && v <= 66 && tens >= 1 && tens <= 6 && ones >= 1 && ones <= 6;
}

bool Unit::isPlaceable() const {
    switch (echelon) {
    case Echelon::Regiment:
        return increments > 0;
    case Echelon::Battalion:
    case Echelon::Battery:
    case Echelon::Leader:
        return true;
    default:
        return false;
    }
}

Status validateUnit(const Unit& u) {
    // Built only for a message: a valid unit costs no string.
    auto who = [&u] { return "unit '" + u.id + "'"; };
    if (u.id.empty())
        return Error{"a unit has no id"};
    if (u.increments < 0)
        return Error{who() + ": increments " + std::to_string(u.increments) + " is negative"};
    if (u.increments > 99)
        return Error{who() + ": increments " + std::to_string(u.increments) + " is more than 99"};
    if (u.morale != 0 && !isD66(u.morale))
        return Error{who() + ": morale " + std::to_string(u.morale) +
                     " is not a d66 number (both digits 1-6)"};
    for (auto [name, v] : {std::pair{"fire", u.fire}, std::pair{"melee", u.melee},
                           std::pair{"movement", u.movement}, std::pair{"lance", u.lanceBonus}})
        if (v < 0 || v > 99)
            return Error{who() + ": " + name + " " + std::to_string(v) + " is out of range 0-99"};
    switch (u.echelon) {
    case Echelon::Army:
    case Echelon::Corps:
    case Echelon::Division:
    case Echelon::Brigade:
        if (u.increments != 0)
            return Error{who() + ": a " + std::string(toString(u.echelon)) +
                         " has no increments of its own"};
        break;
    case Echelon::Regiment:
        if (u.arm != Arm::Infantry && u.arm != Arm::Cavalry)
            return Error{who() + ": a regiment must be infantry or cavalry"};
        break;
    case Echelon::Battalion:
        if (u.arm != Arm::Infantry)
            return Error{who() + ": a battalion must be infantry"};
        break;
    case Echelon::Battery:
        if (u.arm != Arm::Artillery || u.artillery == ArtilleryType::None)
            return Error{who() + ": a battery must be foot or horse artillery"};
        break;
    case Echelon::Leader:
        if (u.arm != Arm::Leader)
            return Error{who() + ": a leader must have arm 'leader'"};
        break;
    }
    if (u.lanceBonus != 0 && u.arm != Arm::Cavalry)
        return Error{who() + ": only cavalry has a lance bonus"};
    return okStatus();
}

Status OrderOfBattle::add(Unit&& u) {
    if (auto st = validateUnit(u); !st)
        return st;
    const std::uint32_t h = IdIndex::hash(u.id);
    if (m_index.find(
            u.id, h, [this](std::uint32_t i) -> auto& { return m_units[i].id; }) != kNone)
        return Error{"duplicate unit id '" + u.id + "'"};
    std::uint32_t parent = kNone;
    if (u.echelon == Echelon::Army) {
        if (!u.parent.empty())
            return Error{"army '" + u.id + "' cannot have a parent"};
    } else {
        parent = parentPosition(u.parent);
        if (parent == kNone)
            return Error{"unit '" + u.id + "' has unknown parent '" + u.parent + "'"};
        if (auto st = checkNesting(m_units[parent], u); !st)
            return st;
    }
    // A reader adds the units of a large file one after the other to reserved memory that is
    // not in cache (docs/performance.md, "Stores asked for ahead", for the distances).
    prefetchAppend(m_units, 4);
    prefetchAppend(m_links, 32);
    m_units.push_back(std::move(u));
    link(h, parent);
    return okStatus();
}

void OrderOfBattle::reserve(std::size_t n) {
    m_units.reserve(n);
    m_links.reserve(n);
    m_index.reserve(n);
}

std::uint32_t OrderOfBattle::position(std::string_view id) const {
    return m_index.find(
        id, [this](std::uint32_t i) -> auto& { return m_units[i].id; });
}

std::uint32_t OrderOfBattle::parentPosition(std::string_view id) const {
    // A file lists a unit after its parent and its parent's earlier children (document order),
    // so the parent of a unit read from one is the last unit added or one of its ancestors: a
    // few comparisons of ids close by in memory instead of a lookup in the index.
    std::uint32_t at = m_links.empty() ? kNone : static_cast<std::uint32_t>(m_links.size() - 1);
    for (int depth = 0; at != kNone && depth < kParentHintDepth; ++depth, at = m_links[at].parent)
        if (m_units[at].id == id)
            return at;
    return position(id);
}

void OrderOfBattle::link(std::uint32_t h, std::uint32_t parent) {
    const auto at = static_cast<std::uint32_t>(m_links.size());
    m_index.add(h, at);
    m_links.push_back({parent, kNone, kNone, kNone});
    Links& up = parent == kNone ? m_armies : m_links[parent];
    if (up.last == kNone)
        up.first = at;
    else
        m_links[up.last].next = at;
    up.last = at;
}

const Unit* OrderOfBattle::find(std::string_view id) const {
    const std::uint32_t i = position(id);
    return i == kNone ? nullptr : &m_units[i];
}

Unit* OrderOfBattle::find(std::string_view id) {
    const std::uint32_t i = position(id);
    return i == kNone ? nullptr : &m_units[i];
}

std::vector<const Unit*> OrderOfBattle::children(std::string_view id) const {
    std::vector<const Unit*> out;
    const std::uint32_t at = id.empty() ? kNone : position(id);
    if (!id.empty() && at == kNone)
        return out;
    for (std::uint32_t i = (at == kNone ? m_armies : m_links[at]).first; i != kNone;
         i = m_links[i].next)
        out.push_back(&m_units[i]);
    return out;
}

std::vector<bool> OrderOfBattle::idsAlsoIn(const OrderOfBattle& other) const {
    std::vector<bool> held(m_units.size(), false);
    m_index.forEachSameHash(other.m_index, [&](std::uint32_t mine, std::uint32_t theirs) {
        if (m_units[mine].id == other.m_units[theirs].id)
            held[mine] = true;
    });
    return held;
}

bool OrderOfBattle::hasChildren(std::string_view id) const {
    if (id.empty())
        return m_armies.first != kNone;
    const std::uint32_t at = position(id);
    return at != kNone && m_links[at].first != kNone;
}

std::string OrderOfBattle::nationalityOf(const Unit& u) const {
    const Unit* p = &u;
    for (int guard = 0; p && guard < 64; ++guard) {
        if (!p->nationality.empty())
            return p->nationality.str();
        p = p->parent.empty() ? nullptr : find(p->parent);
    }
    return nationality;
}

std::string_view OrderOfBattle::classOf(const Unit& u) const {
    if (u.unitClass.empty() && u.echelon == Echelon::Battalion)
        if (const Unit* p = find(u.parent); p && p->echelon == Echelon::Regiment)
            return p->unitClass;
    return u.unitClass;
}

std::size_t OrderOfBattle::remove(std::string_view id) {
    std::unordered_set<std::string> doomed{std::string(id)};
    for (const Unit& u : m_units) // parents precede children, so one pass suffices
        if (doomed.count(u.parent))
            doomed.insert(u.id);
    std::size_t before = m_units.size();
    std::erase_if(m_units, [&](const Unit& u) { return doomed.count(u.id) > 0; });
    reindex();
    return before - m_units.size();
}

Status OrderOfBattle::reparent(std::string_view id, std::string_view newParent) {
    Unit* u = find(id);
    const Unit* p = find(newParent);
    if (!u || !p)
        return Error{"unknown unit '" + std::string(u ? newParent : id) + "'"};
    if (u->echelon == Echelon::Army)
        return Error{"an army has no parent"};
    if (auto st = checkNesting(*p, *u); !st)
        return st;
    std::unordered_set<std::string> subtree{std::string(id)};
    for (const Unit& x : m_units)
        if (subtree.count(x.parent))
            subtree.insert(x.id);
    if (subtree.count(std::string(newParent)))
        return Error{"cannot move '" + std::string(id) + "' under its own unit '" +
                     std::string(newParent) + "'"};
    u->parent = std::string(newParent);
    std::vector<Unit> moved, rest;
    for (Unit& x : m_units)
        (subtree.count(x.id) ? moved : rest).push_back(std::move(x));
    // Insert after the new parent's last descendant in the remaining list.
    std::unordered_set<std::string> family{std::string(newParent)};
    std::size_t at = 0;
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (rest[i].id == newParent || family.count(rest[i].parent)) {
            family.insert(rest[i].id);
            at = i + 1;
        }
    }
    rest.insert(rest.begin() + static_cast<std::ptrdiff_t>(at),
                std::make_move_iterator(moved.begin()), std::make_move_iterator(moved.end()));
    m_units = std::move(rest);
    reindex();
    return okStatus();
}

void OrderOfBattle::reindex() {
    m_links.clear();
    m_armies = {};
    m_index.clear();
    m_links.reserve(m_units.size());
    m_index.reserve(m_units.size());
    // Parents come before their children: each unit's parent is indexed when it is linked.
    for (const Unit& u : m_units)
        link(IdIndex::hash(u.id), u.parent.empty() ? kNone : parentPosition(u.parent));
}

} // namespace marengo
