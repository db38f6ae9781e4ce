#pragma once
// Running the check catalogue over a scenario.
#include "engine/checks/problem.hpp"
#include "engine/scenario/scenario.hpp"

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// Every check, in the order they run.
const std::vector<CheckInfo>& checkCatalogue();
const CheckInfo* findCheck(std::string_view id);

/// The short form of a rule citation, for narrow columns: its first part (up to ';') without
/// "La Bataille de" and the Premier Rules edition ("Forming Carré, Berlin 1813, p.17").
std::string shortCitation(std::string_view citation);

/// Which checks to run: empty `only` runs all.
struct CheckFilter {
    std::vector<std::string> only;
    bool accepts(std::string_view id) const;
};

/// Runs the selected checks; problems come in catalogue order, then in scenario order.
std::vector<Problem> runChecks(const Scenario& s, const CheckFilter& filter = {});

/// The problems the per-hex checks (stacking, formation and terrain, carré, zones of influence
/// at the start...) anchor at `hexes`, in catalogue order: what a full run would report there,
/// without running the checks of the whole scenario (OOB integrity, reinforcements, sight
/// lines...) or visiting other hexes. For previews of an edit not made yet.
std::vector<Problem> problemsAt(const Scenario& s, std::span<const HexId> hexes,
                                const CheckFilter& filter = {});

/// Of `hexes`, those where problemsAt reports an error that names one of `units`: the checks'
/// verdict on units just put there (a drop's footprint before the drop).
std::vector<HexId> hexesWithErrorsAbout(const Scenario& s, std::span<const HexId> hexes,
                                        const std::vector<std::string>& units);

} // namespace marengo
