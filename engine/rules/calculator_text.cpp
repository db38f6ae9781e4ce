#include "engine/rules/calculator_text.hpp"

#include <cstdio>

namespace marengo::rules {

namespace {

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

std::string nameAndId(const Unit& u) {
    return nameOf(u) + " (" + u.id + ")";
}

/// "1/6e Léger (6l-1), line, 7 increments: counts 4; checks morale after the defender".
std::string describe(const MeleeParty& p, const char* check) {
    std::string out = nameAndId(*p.unit) + ", " + std::string(toString(p.placement->formation)) +
                      ", " + std::to_string(p.increments) +
                      (p.increments == 1 ? " increment: " : " increments: ");
    if (!p.assaults)
        return out + p.why;
    out += "counts " + std::to_string(p.counted) + "; ";
    return out + (p.checksMorale ? std::string(check) : "no morale check: " + p.why);
}

/// 4.67, 12, 0.5: two decimals at most, trailing zeros dropped.
std::string decimal(double d) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", d);
    std::string s = buf;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.')
        s.pop_back();
    return s;
}

std::string d66(const std::optional<int>& v) {
    return v ? std::to_string(*v) : std::string("no d66 morale printed");
}

} // namespace

std::string meleeText(const Map& map, std::span<const HexId> from, HexId target,
                      const DeclaredMelee& m) {
    std::string hexes;
    for (HexId h : from)
        hexes += (hexes.empty() ? "" : ",") + map.label(h);
    std::string out = "melee from " + hexes + " on " + map.label(target) + ": " +
                      (m.legal ? "legal" : "illegal") + "\n";
    out += "pre-melee odds: " + std::to_string(m.odds.attacker) + " attacking increments to " +
           std::to_string(m.odds.defender) + " defending\n";
    for (const MeleeParty& p : m.attackers)
        out += "attacker " + describe(p, "checks morale if the defenders pass theirs") + "\n";
    for (const MeleeParty& p : m.defenders)
        out += "defender " + describe(p, "checks morale first") + "\n";
    for (const std::string& why : m.reasons)
        out += "- " + why + "\n";
    return out;
}

std::string carreText(const CarreValues& v, const std::string& hex, bool multipleGiven) {
    std::string out = "carré at " + hex + " (" + v.side +
                      "): " + (v.inCarre ? "in carré" : "not in carré") + ", " +
                      std::to_string(v.increments) + " increments\n";
    for (const CarreMember& m : v.infantry)
        out += "  " + nameAndId(*m.unit) + ", " + std::string(toString(m.placement->formation)) +
               ", " + std::to_string(m.increments) + " increments\n";
    out += std::string("may form carré here: ") + (v.mayForm.allowed ? "yes" : "no") + "\n";
    for (const std::string& why : v.mayForm.reasons)
        out += "  - " + why + "\n";
    out += "  source: " + v.formSource + "\n";

    const std::string times = multipleGiven ? "" : " x the fire multiple";
    out += "fire value: " + std::to_string(v.fire) + times + "; with enemy cavalry in the hex " +
           std::to_string(v.fireWithCavalry) + times + " (" +
           (v.enemyCavalryInHex ? "enemy cavalry is in the hex" : "no enemy cavalry in the hex") +
           " now)\n";
    out += "  source: " + v.fireSource + "\n";

    out += std::string("melee against the carré:") +
           (v.assailants.empty() ? " no enemy near" : "") + "\n";
    for (const CarreAssailant& a : v.assailants) {
        const std::string where = a.inHex ? "in the hex"
                                  : a.unit->arm == Arm::Cavalry
                                      ? "next to it, must enter the hex and suffer defensive "
                                        "fire first"
                                      : "next to it";
        out += "  " + nameAndId(*a.unit) + ", " + std::string(toString(a.unit->arm)) + " " + where +
               ": melee " + std::to_string(a.melee) + " against the carré " +
               decimal(a.againstCarre) + "\n";
    }
    out += "  source: " + v.meleeSource + "\n";

    char modifier[32];
    std::snprintf(modifier, sizeof modifier, "%+d", v.moraleModifier);
    out += std::string("morale in carré (") + modifier + "):\n";
    for (const CarreMember& m : v.infantry)
        out += "  " + nameAndId(*m.unit) + ": " + std::to_string(m.unit->morale) + " in carré " +
               d66(m.moraleInCarre) + "\n";
    out += "  source: " + v.moraleSource + "\n";
    return out;
}

} // namespace marengo::rules
