#include "engine/checks/special_rules.hpp"

#include "engine/rules/charge.hpp"
#include "engine/rules/d66.hpp"

#include <algorithm>
#include <cstdlib>
#include <span>
#include <unordered_map>

// assumption: the charge modifier rows that must select someone are the scenario's own (its
//   special rules); a title's profile table may name nationalities or classes that a given
//   scenario of that title does not field.
// assumption: the units a row can select are the infantry counters of the scenario's orders of
//   battle (battalions and regiment counters): only infantry takes the stand check.
// assumption: rows of one condition add up (the profile's and the scenario's, and
//   docs/formats.md); a total of 35 or more either way moves every roll from 11 to 66 or back,
//   so the check sums each condition's rows that select the same kind of infantry.

namespace marengo::special_rules {

namespace {

std::string describe(const ChargeModifier& row, bool fromScenario, const RulesProfile& prof) {
    std::string s = "charge modifier '" + row.condition + "' " + (row.value > 0 ? "+" : "") +
                    std::to_string(row.value);
    std::string sel;
    for (auto [name, v] : {std::pair{"side", &row.side}, std::pair{"nationality", &row.nationality},
                           std::pair{"class", &row.unitClass}})
        if (!v->empty())
            sel += std::string(sel.empty() ? "" : ", ") + name + " " + *v;
    s += " (";
    if (!sel.empty())
        s += sel + "; ";
    s += fromScenario ? std::string("scenario special rules")
                      : "rules profile" + (prof.id.empty() ? std::string() : " " + prof.id);
    return s + ")";
}

bool hasSelector(const ChargeModifier& row) {
    return !row.side.empty() || !row.nationality.empty() || !row.unitClass.empty();
}

/// The distinct kinds of infantry counter (side, nationality, class) of the scenario, as
/// rules::chargeTargetOf() describes them. A unit without a nationality of its own inherits its
/// parent's, looked up once per parent; a battalion without a class takes its regiment's;
/// strings are copied only for each new kind.
std::vector<rules::ChargeTarget> infantryTargets(const Scenario& s) {
    std::vector<rules::ChargeTarget> out;
    for (const OrderOfBattle& o : s.oobs) {
        std::unordered_map<std::string_view, std::string> inherited; // parent id -> nationality
        for (const Unit& u : o.units()) {
            if (u.arm != Arm::Infantry || !u.isPlaceable())
                continue;
            std::string_view nationality = u.nationality;
            if (nationality.empty()) {
                auto it = inherited.find(u.parent);
                if (it == inherited.end()) {
                    const Unit* parent = o.find(u.parent);
                    it = inherited
                             .emplace(u.parent, parent ? o.nationalityOf(*parent) : o.nationality)
                             .first;
                }
                nationality = it->second;
            }
            const std::string_view unitClass = o.classOf(u);
            const bool known =
                std::any_of(out.begin(), out.end(), [&](const rules::ChargeTarget& x) {
                    return x.side == o.side && x.nationality == nationality &&
                           x.unitClass == unitClass;
                });
            if (!known)
                out.push_back({o.side, std::string(nationality), std::string(unitClass)});
        }
    }
    return out;
}

bool isScenarioRow(const Scenario& s, const ChargeModifier& row) {
    return !s.chargeModifiers.empty() && &row >= s.chargeModifiers.data() &&
           &row < s.chargeModifiers.data() + s.chargeModifiers.size();
}

/// A problem about a charge modifier row: at its element in the scenario, or in the profile.
Problem at(const Scenario& s, const ChargeModifier& row, bool fromScenario, Problem p) {
    if (!fromScenario)
        return about(std::move(p), About::RulesProfile);
    return about(std::move(p), About::ChargeModifier,
                 static_cast<int>(&row - s.chargeModifiers.data()));
}

std::string describeTarget(const rules::ChargeTarget& t) {
    std::string s = t.side;
    for (const std::string* v : {&t.nationality, &t.unitClass})
        if (!v->empty() && s.find(*v) == std::string::npos)
            s += (s.empty() ? "" : " ") + *v;
    return s + " infantry";
}

} // namespace

void unknownCondition(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    std::string known;
    for (std::string_view k : rules::knownChargeConditions())
        known += (known.empty() ? "" : ", ") + std::string(k);
    for (bool fromScenario : {false, true})
        for (const ChargeModifier& row : fromScenario ? s.chargeModifiers : s.rules.chargeModifiers)
            if (!rules::isKnownChargeCondition(row.condition))
                out.push_back(at(s, row, fromScenario,
                                 makeProblem(c, describe(row, fromScenario, s.rules) +
                                                    " names no condition the engine knows, so "
                                                    "it never applies (known: " +
                                                    known + ")")));
}

void matchesNothing(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    if (std::none_of(s.chargeModifiers.begin(), s.chargeModifiers.end(), hasSelector))
        return;
    const std::vector<rules::ChargeTarget> targets = infantryTargets(s);
    for (const ChargeModifier& row : s.chargeModifiers) {
        if (!hasSelector(row))
            continue;
        if (std::any_of(targets.begin(), targets.end(), [&](const rules::ChargeTarget& t) {
                return rules::selectorsMatch(row, t);
            }))
            continue;
        std::string sides;
        for (const OrderOfBattle& o : s.oobs)
            sides += (sides.empty() ? "" : ", ") + o.side;
        out.push_back(at(s, row, true,
                         makeProblem(c, describe(row, true, s.rules) +
                                            " selects no infantry unit of the scenario (sides: " +
                                            sides + "; selectors compare exactly)")));
    }
}

void clamps(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    const Scenario& s = ctx.scenario();
    const int span = *rules::d66ToOrdinal(66) - *rules::d66ToOrdinal(11); // 35
    struct Ref {
        const ChargeModifier* row;
        bool fromScenario;
    };
    std::vector<Ref> rows;
    for (const ChargeModifier& r : s.rules.chargeModifiers)
        if (rules::isKnownChargeCondition(r.condition))
            rows.push_back({&r, false});
    for (const ChargeModifier& r : s.chargeModifiers)
        if (rules::isKnownChargeCondition(r.condition))
            rows.push_back({&r, true});
    // No condition whose rows add up to 35 either way, whatever they select: nothing to find,
    // and the units need not be read.
    bool reachable = false;
    for (std::string_view condition : rules::knownChargeConditions()) {
        int up = 0, down = 0;
        for (const Ref& r : rows)
            if (r.row->condition == condition)
                (r.row->value > 0 ? up : down) += r.row->value;
        reachable = reachable || up >= span || -down >= span;
    }
    if (!reachable)
        return;

    const std::vector<rules::ChargeTarget> targets = infantryTargets(s);
    if (targets.empty()) { // no infantry to select: judge each row alone
        for (const Ref& r : rows)
            if (std::abs(r.row->value) >= span)
                out.push_back(at(s, *r.row, r.fromScenario,
                                 makeProblem(c, describe(*r.row, r.fromScenario, s.rules) +
                                                    ": a modifier that large makes every "
                                                    "stand-check roll " +
                                                    (r.row->value > 0 ? "66" : "11"))));
        return;
    }
    std::vector<std::vector<const ChargeModifier*>> reported;
    for (std::string_view condition : rules::knownChargeConditions()) {
        for (const rules::ChargeTarget& t : targets) {
            int total = 0;
            std::vector<const ChargeModifier*> used;
            std::string list;
            for (const Ref& r : rows) {
                if (r.row->condition != condition || !rules::selectorsMatch(*r.row, t))
                    continue;
                total += r.row->value;
                used.push_back(r.row);
                list += (list.empty() ? "" : "; ") + describe(*r.row, r.fromScenario, s.rules);
            }
            if (std::abs(total) < span ||
                std::find(reported.begin(), reported.end(), used) != reported.end())
                continue;
            reported.push_back(used);
            // Located at the first of the scenario's rows that add up, else the profile.
            const auto own = std::find_if(used.begin(), used.end(), [&](const ChargeModifier* m) {
                return isScenarioRow(s, *m);
            });
            out.push_back(
                at(s, own != used.end() ? **own : *used.front(), own != used.end(),
                   makeProblem(c, "charge modifiers '" + std::string(condition) + "' total " +
                                      (total > 0 ? "+" : "") + std::to_string(total) + " for " +
                                      describeTarget(t) + ": every stand-check roll clamps to " +
                                      (total > 0 ? "66" : "11") + " (" + list + ")")));
        }
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    constexpr std::string_view kCitation =
        "Charge à Cheval: Cavalry Charge Morale Modifiers in each game's special rules, La "
        "Bataille de Friedland et Danzig 1809, Premier Rules of 2014, p.35; Errors in Judgment "
        "(rule 8: d66 rolls clamp at 11 and 66), La Bataille de Berlin 1813, Premier Rules of July "
        "2021, p.125";
    out.push_back(CheckEntry{{"special.modifier-unknown-condition",
                              "every charge morale modifier names a condition the engine knows",
                              Severity::Error, kCitation, Reach::Scenario},
                             kOnStructure,
                             unknownCondition,
                             nullptr,
                             HexDomain::Occupied,
                             0});
    out.push_back(CheckEntry{{"special.modifier-matches-nothing",
                              "every scenario charge modifier with a side, nationality or class "
                              "selects at least one infantry unit",
                              Severity::Error, kCitation, Reach::Scenario},
                             kOnStructure,
                             matchesNothing,
                             nullptr,
                             HexDomain::Occupied,
                             0});
    out.push_back(CheckEntry{{"special.modifier-clamps",
                              "no charge modifier total is so large that every d66 roll clamps "
                              "to 11 or 66",
                              Severity::Warning, kCitation, Reach::Scenario},
                             kOnStructure,
                             clamps,
                             nullptr,
                             HexDomain::Occupied,
                             0});
}

} // namespace marengo::special_rules
