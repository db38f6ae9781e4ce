#include "editor/forms/sides.hpp"

#include <algorithm>

namespace marengo::editor {

std::vector<std::string> scenarioSides(const Scenario& s) {
    std::vector<std::string> sides;
    for (const OrderOfBattle& o : s.oobs)
        if (std::find(sides.begin(), sides.end(), o.side) == sides.end())
            sides.push_back(o.side);
    return sides;
}

} // namespace marengo::editor
