#include "engine/rules/charge.hpp"

#include <algorithm>
#include <utility>

namespace marengo::rules {

ChargeTarget chargeTargetOf(const OrderOfBattle& oob, const Unit& u) {
    return {oob.side, oob.nationalityOf(u), std::string(oob.classOf(u))};
}

const std::vector<std::string_view>& knownChargeConditions() {
    static const std::vector<std::string_view> kNames{
        "flank",         "rear",           "skirmish",       "in-line",
        "carre",         "road-march",     "disordered",     "routed",
        "across-stream", "across-slope",   "lancers",        "heavy-cavalry",
        "losses-50",     "morale-level-1", "morale-level-2", "morale-level-3"};
    return kNames;
}

bool isKnownChargeCondition(std::string_view name) {
    const auto& names = knownChargeConditions();
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::string_view chargeConditionWords(std::string_view name) {
    static const std::vector<std::pair<std::string_view, std::string_view>> kWords{
        {"flank", "charged through a flank hexside"},
        {"rear", "charged through a rear hexside"},
        {"skirmish", "the infantry is in skirmish order"},
        {"in-line", "the infantry is in line"},
        {"carre", "the infantry is in carré"},
        {"road-march", "the infantry is in road march"},
        {"disordered", "the infantry is disordered"},
        {"routed", "the infantry is routed"},
        {"across-stream", "the charge crosses a stream hexside"},
        {"across-slope", "the charge crosses a slope hexside"},
        {"lancers", "the charging cavalry are lancers"},
        {"heavy-cavalry", "the charging cavalry is heavy"},
        {"losses-50", "the infantry has lost half its increments or more"},
        {"morale-level-1", "the infantry's corps is at morale level 1"},
        {"morale-level-2", "the infantry's corps is at morale level 2"},
        {"morale-level-3", "the infantry's corps is at morale level 3"}};
    for (const auto& [key, words] : kWords)
        if (key == name)
            return words;
    return name;
}

bool chargeConditionHolds(std::string_view c, const ChargeSituation& s) {
    if (c == "flank")
        return s.flank;
    if (c == "rear")
        return s.rear;
    if (c == "skirmish")
        return s.targetFormation == Formation::Skirmish;
    if (c == "in-line")
        return s.targetFormation == Formation::Line;
    if (c == "carre")
        return s.targetFormation == Formation::Carre;
    if (c == "road-march")
        return s.targetFormation == Formation::RoadMarch;
    if (c == "disordered")
        return s.targetState == UnitState::Disordered;
    if (c == "routed")
        return s.targetState == UnitState::Routed;
    if (c == "across-stream")
        return s.acrossStream;
    if (c == "across-slope")
        return s.acrossSlope;
    if (c == "lancers")
        return s.chargerIsLancer;
    if (c == "heavy-cavalry")
        return s.chargerIsHeavy;
    if (c == "losses-50")
        return s.losses50;
    if (c == "morale-level-1")
        return s.moraleLevel == 1;
    if (c == "morale-level-2")
        return s.moraleLevel == 2;
    if (c == "morale-level-3")
        return s.moraleLevel == 3;
    return false;
}

bool selectorsMatch(const ChargeModifier& row, const ChargeTarget& t) {
    return (row.side.empty() || row.side == t.side) &&
           (row.nationality.empty() || row.nationality == t.nationality) &&
           (row.unitClass.empty() || row.unitClass == t.unitClass);
}

std::vector<const ChargeModifier*>
applicableChargeModifiers(const ChargeSituation& s, const ChargeTarget& t,
                          std::span<const ChargeModifier> profileRows,
                          std::span<const ChargeModifier> scenarioRows) {
    std::vector<const ChargeModifier*> out;
    for (auto rows : {profileRows, scenarioRows})
        for (const ChargeModifier& row : rows)
            if (chargeConditionHolds(row.condition, s) && selectorsMatch(row, t))
                out.push_back(&row);
    return out;
}

int chargeMoraleModifierTotal(const ChargeSituation& s, const ChargeTarget& t,
                              std::span<const ChargeModifier> profileRows,
                              std::span<const ChargeModifier> scenarioRows) {
    int total = 0;
    for (const ChargeModifier* row : applicableChargeModifiers(s, t, profileRows, scenarioRows))
        total += row->value;
    return total;
}

Verdict carreAttemptAllowed(int distance, bool hasLosThroughFront, bool alreadyAttempted,
                            const RulesProfile& profile, CarreAttempter who) {
    Verdict v;
    const bool target = who == CarreAttempter::DeclaredTarget;
    const int range =
        profile.get(target ? params::carreTargetAttemptRange : params::carreAttemptRange);
    if (distance > range)
        v.reasons.push_back(
            "the charging cavalry is " + std::to_string(distance) +
            " hexes away: " + (target ? "the infantry declared the target" : "infantry") +
            " may attempt carré only when it is within " + std::to_string(range) + " hexes (" +
            (target ? "carre.target-attempt-range; Berlin 1813, Premier Rules of July 2021, p.38, "
                      "option 2"
                    : "carre.attempt-range; Berlin 1813, Premier Rules of July 2021, p.38") +
            ")");
    if (!hasLosThroughFront)
        v.reasons.push_back("the infantry has no line of sight through its front hexsides to the "
                            "charging cavalry (Berlin 1813, Premier Rules of July 2021, p.38)");
    if (alreadyAttempted)
        v.reasons.push_back("carré may be attempted only once per charge sequence (La Bataille de "
                            "Bautzen 1813, p.167)");
    v.allowed = v.reasons.empty();
    return v;
}

} // namespace marengo::rules
