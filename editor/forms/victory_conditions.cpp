#include "editor/forms/victory_conditions.hpp"

#include "editor/forms/sides.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <map>

namespace marengo::editor {

namespace {
std::string pointsRange() {
    return "points must be a whole number from " + std::to_string(-kMaxVictoryPoints) + " to " +
           std::to_string(kMaxVictoryPoints);
}
} // namespace

std::optional<int> victoryPoints(const std::string& text) {
    if (text.empty())
        return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(text.c_str(), &end, 10);
    if (errno != 0 || end != text.c_str() + text.size() || v < -kMaxVictoryPoints ||
        v > kMaxVictoryPoints)
        return std::nullopt;
    return static_cast<int>(v);
}

Checked<VictoryConditions> checkVictoryConditions(const Scenario& s,
                                                  const std::vector<ObjectiveRow>& objectives,
                                                  const std::vector<LevelRow>& levels) {
    const std::vector<std::string> sides = scenarioSides(s);
    auto knownSide = [&](const std::string& side) {
        return side.empty() || std::find(sides.begin(), sides.end(), side) != sides.end();
    };
    Checked<VictoryConditions> out;
    VictoryConditions value;
    std::map<HexId, int> seen;
    for (std::size_t row = 0; row < objectives.size(); ++row) {
        const ObjectiveRow& r = objectives[row];
        const std::string n = "objective " + std::to_string(row + 1) + ": ";
        Objective o;
        o.hex = s.map.find(r.hex);
        if (o.hex == kNoHex)
            out.errors.push_back(n + (r.hex.empty()
                                          ? std::string("no hex (type a label or pick it)")
                                          : "hex '" + r.hex + "' is not on the map"));
        else if (auto [it, fresh] = seen.emplace(o.hex, static_cast<int>(row + 1)); !fresh)
            out.warnings.push_back(n + "hex " + r.hex + " is also objective " +
                                   std::to_string(it->second));
        o.name = r.name;
        if (o.name.empty())
            out.warnings.push_back(n + "has no name");
        if (auto p = victoryPoints(r.points))
            o.points = *p;
        else
            out.errors.push_back(n + pointsRange());
        o.side = r.side;
        if (!knownSide(o.side))
            out.errors.push_back(n + "side '" + o.side +
                                 "' is not the side of any order of battle");
        value.objectives.push_back(std::move(o));
    }
    for (std::size_t row = 0; row < levels.size(); ++row) {
        const LevelRow& r = levels[row];
        const std::string n = "level " + std::to_string(row + 1) + ": ";
        VictoryLevel l;
        l.name = r.name;
        if (l.name.empty())
            out.errors.push_back(n + "name the level (Decisive, Tactical, Marginal...)");
        l.side = r.side;
        if (!knownSide(l.side))
            out.errors.push_back(n + "side '" + l.side +
                                 "' is not the side of any order of battle");
        if (auto p = victoryPoints(r.points))
            l.points = *p;
        else
            out.errors.push_back(n + pointsRange());
        value.levels.push_back(std::move(l));
    }
    if (out.errors.empty())
        out.value = std::move(value);
    return out;
}

} // namespace marengo::editor
