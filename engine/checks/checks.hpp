#pragma once
// Running the check catalogue over a scenario.
#include "engine/checks/problem.hpp"
#include "engine/scenario/scenario.hpp"

#include <functional>
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

} // namespace marengo
