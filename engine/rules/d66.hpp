#pragma once
// d66 arithmetic (rule 8 "Errors in Judgment", Berlin 1813, Premier Rules (July 2021), p.125): two
// different-coloured d6 read as tens and ones give 36 results 11..66, and modifiers move through
// them in base six.
#include <optional>

namespace marengo::rules {

/// Position of a d66 value among the 36 results (11 -> 0, 16 -> 5, 21 -> 6, 66 -> 35); nullopt
/// for a value that is not a d66.
std::optional<int> d66ToOrdinal(int value);

/// The d66 value at a position (0 -> 11 ... 35 -> 66); nullopt outside 0..35.
std::optional<int> ordinalToD66(int ordinal);

/// Adds a modifier in base-six steps, clamping at 11 and 66 (rule 8, Berlin 1813, Premier Rules
/// (July 2021), p.125): 43 + 4 = 51, 65 + 3 = 66, 12 - 6 = 11; +6 is one tens step. nullopt when
/// `value` is not a d66.
std::optional<int> addD66(int value, int modifier);

/// A morale check passes only when the modified roll is greater than the morale value ("rolls
/// over its morale", Berlin 1813, Premier Rules (July 2021), p.38).
bool moraleCheckPasses(int modifiedRoll, int morale);

} // namespace marengo::rules
