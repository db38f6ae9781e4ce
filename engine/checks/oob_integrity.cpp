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

} // namespace

void values(const CheckContext& ctx, const CheckInfo& c, std::vector<Problem>& out) {
    for (const OrderOfBattle& o : ctx.scenario().oobs) {
        for (const Unit& u : o.units()) {
            if (auto st = validateUnit(u); !st) {
                out.push_back(
                    makeProblem(c, o.side + " order of battle: " + st.error(), {}, {u.id}));
                continue;
            }
            if ((u.echelon == Echelon::Battalion || u.echelon == Echelon::Battery) &&
                u.increments == 0)
                out.push_back(makeProblem(c,
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
                out.push_back(makeProblem(c, o.side + " order of battle: " + problem, {}, {u.id}));
        }
    }
}

void addChecks(std::vector<CheckEntry>& out) {
    out.push_back(CheckEntry{{"oob.values",
                              "printed values in range: increments 0-99 (a battalion or battery "
                              "has some), morale a d66 number, fire/melee/movement/lance 0-99, arm "
                              "fits the echelon",
                              Severity::Error,
                              "digest §1: Combat Units (rule 6) and Leaders (rule 7), Leipzig "
                              "1813 p.149; rule 8 (d66 values 11-66, Berlin 1813 p.125)",
                              Reach::Scenario},
                             kOnStructure,
                             values,
                             nullptr,
                             HexDomain::Occupied,
                             0});
    out.push_back(
        CheckEntry{{"oob.parent-chain",
                    "every unit has a parent of a higher echelon, up to its army", Severity::Error,
                    "digest §1 (organization: regiment, brigade, division, corps) and "
                    "architecture (army > corps > division > brigade > regiment > "
                    "battalion)",
                    Reach::Scenario},
                   kOnStructure,
                   parentChain,
                   nullptr,
                   HexDomain::Occupied,
                   0});
}

} // namespace marengo::oob_checks
