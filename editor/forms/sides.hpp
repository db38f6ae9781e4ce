#pragma once
// The sides a scenario's forms offer.
#include "engine/scenario/scenario.hpp"

#include <string>
#include <vector>

namespace marengo::editor {

/// Side of every order of battle, in scenario order, each once.
std::vector<std::string> scenarioSides(const Scenario& s);

} // namespace marengo::editor
