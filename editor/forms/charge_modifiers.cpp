#include "editor/forms/charge_modifiers.hpp"

#include "editor/forms/sides.hpp"
#include "engine/rules/charge.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <optional>

namespace marengo::editor {

namespace {
/// A whole number from -99 to 99, else nothing.
std::optional<int> modifierValue(std::string text) {
    const std::string minus = "\u2212";
    for (auto at = text.find(minus); at != std::string::npos; at = text.find(minus, at + 1))
        text.replace(at, minus.size(), "-");
    if (text.empty())
        return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const long v = std::strtol(text.c_str(), &end, 10);
    if (errno != 0 || end != text.c_str() + text.size() || v < -99 || v > 99)
        return std::nullopt;
    return static_cast<int>(v);
}
} // namespace

Checked<std::vector<ChargeModifier>> checkModifiers(const Scenario& s,
                                                    const std::vector<ModifierRow>& rows) {
    const std::vector<std::string> sides = scenarioSides(s);
    Checked<std::vector<ChargeModifier>> out;
    std::vector<ChargeModifier> modifiers;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const ModifierRow& r = rows[row];
        const std::string n = "row " + std::to_string(row + 1) + ": ";
        ChargeModifier m;
        m.condition = r.condition;
        if (!rules::isKnownChargeCondition(m.condition))
            out.errors.push_back(n + "condition '" + m.condition + "' is not one the rules know");
        if (auto v = modifierValue(r.value))
            m.value = *v;
        else
            out.errors.push_back(n + "modifier '" + r.value +
                                 "' is not a whole number from -99 to 99");
        m.side = r.side;
        if (!m.side.empty() && std::find(sides.begin(), sides.end(), m.side) == sides.end())
            out.errors.push_back(n + "side '" + m.side +
                                 "' is not the side of any order of battle");
        m.nationality = r.nationality;
        m.unitClass = r.unitClass;
        m.source = r.source;
        if (m.source.empty())
            out.errors.push_back(n + "source is empty (name the special rule or chart)");
        modifiers.push_back(std::move(m));
    }
    if (out.errors.empty())
        out.value = std::move(modifiers);
    return out;
}

} // namespace marengo::editor
