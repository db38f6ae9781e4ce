#include "engine/checks/oob_integrity.hpp"

namespace marengo::oob_checks {

namespace {

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name + " (" + u.id + ")";
}

/// A unit may sit under a higher echelon; batteries and leaders under any formation; nothing
/// under a battalion, battery or leader (the nesting OrderOfBattle::add enforces).
bool nests(const Unit& parent, const Unit& u) {
    if (parent.echelon == Echelon::Battalion || parent.echelon == Echelon::Battery ||
        parent.echelon == Echelon::Leader)
        return false;
    return parent.echelon < u.echelon || u.echelon == Echelon::Leader ||
           u.echelon == Echelon::Battery;
}

/// A problem about units, located at their entries in the orders of battle.
Problem oobProblem(const CheckInfo& c, std::string message, std::vector<HexId> hexes,
                   std::vector<std::string> units) {
    return about(makeProblem(c, std::move(message), std::move(hexes), std::move(units)),
                 About::OobUnits);
}

} // namespace

void values(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    for (const OrderOfBattle& o : ctx.scenario().oobs) {
        for (const Unit& u : o.units()) {
            if (auto st = validateUnit(u); !st) {
                out.push_back(
                    oobProblem(c, o.side + " order of battle: " + st.error(), {}, {u.id}));
                continue;
            }
            if ((u.echelon == Echelon::Battalion || u.echelon == Echelon::Battery) &&
                u.increments == 0)
                out.push_back(oobProblem(c,
                                         nameOf(u) + " is a " + std::string(toString(u.echelon)) +
                                             " counter without printed increments",
                                         {}, {u.id}));
        }
    }
}

// Each unit is checked against its parent only: a parent always has a strictly higher echelon
// (nests()), so chains cannot loop, and one that ends at a unit without parent ends at an army
// because every parentless unit is checked to be one.
void parentChain(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    for (const OrderOfBattle& o : ctx.scenario().oobs) {
        for (std::size_t k = 0; k < o.units().size(); ++k) {
            const Unit& u = o.units()[k];
            std::string problem;
            const std::uint32_t parent = ctx.parentOf(ctx.indexOf(o, k)); // in this OOB
            const Unit* p = parent == CheckContext::kNoUnit ? nullptr : &ctx.unit(parent);
            if (u.parent.empty()) {
                if (u.echelon != Echelon::Army)
                    problem = nameOf(u) + " has no parent and is not an army";
            } else if (!p) {
                problem = nameOf(u) + " names a parent '" + u.parent +
                          "' that is not in this order of battle";
            } else if (!nests(*p, u)) {
                problem = withArticle(u.echelon) + " cannot be part of " + withArticle(p->echelon) +
                          ": " + nameOf(u) + " in " + nameOf(*p);
            }
            if (!problem.empty())
                out.push_back(oobProblem(c, o.side + " order of battle: " + problem, {}, {u.id}));
        }
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{{"oob.values",
                              "printed values in range: increments 0-99 (a battalion or battery "
                              "has some), morale a d66 number, fire/melee/movement/lance 0-99, arm "
                              "fits the echelon",
                              Severity::Error,
                              "Combat Units (rule 6) and Leaders (rule 7), La Bataille de Leipzig "
                              "1813, p.149; Errors in Judgment (rule 8: d66 values 11-66), La "
                              "Bataille de Berlin 1813, Premier Rules of July 2021, p.125",
                              Reach::Scenario},
                             kOnStructure,
                             values,
                             nullptr,
                             HexDomain::Occupied,
                             0});
    out.push_back(
        CheckEntry{{"oob.parent-chain",
                    "every unit has a parent of a higher echelon, up to its army", Severity::Error,
                    "Combat Units (rule 6: regiment, brigade, division, corps), La Bataille de "
                    "Leipzig 1813, p.149; assumed: army > corps > division > brigade > regiment > "
                    "battalion is Marengo's model of the order of battle",
                    Reach::Scenario},
                   kOnStructure,
                   parentChain,
                   nullptr,
                   HexDomain::Occupied,
                   0});
}

} // namespace marengo::oob_checks
