#include "engine/rules/d66.hpp"

#include "engine/oob/oob.hpp"

#include <algorithm>

namespace marengo::rules {

namespace {
constexpr int kLastOrdinal = 35;
} // namespace

std::optional<int> d66ToOrdinal(int value) {
    if (!isD66(value))
        return std::nullopt;
    return (value / 10 - 1) * 6 + (value % 10 - 1);
}

std::optional<int> ordinalToD66(int ordinal) {
    if (ordinal < 0 || ordinal > kLastOrdinal)
        return std::nullopt;
    return (ordinal / 6 + 1) * 10 + ordinal % 6 + 1;
}

std::optional<int> addD66(int value, int modifier) {
    auto ordinal = d66ToOrdinal(value);
    if (!ordinal)
        return std::nullopt;
    // Clamp the modifier first so that huge modifiers cannot overflow.
    int step = std::clamp(modifier, -kLastOrdinal - 1, kLastOrdinal + 1);
    return ordinalToD66(std::clamp(*ordinal + step, 0, kLastOrdinal));
}

bool moraleCheckPasses(int modifiedRoll, int morale) {
    return modifiedRoll > morale;
}

} // namespace marengo::rules
