#pragma once
// Small text helpers for readers and writers: number parsing and printing, word lists and
// "did you mean" suggestions for messages.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::formats::detail {

/// Parses a whole decimal integer ("-12"); nullopt on anything else (no spaces, no '+').
std::optional<long long> parseInteger(std::string_view text);
/// Parses a whole finite decimal number ("1", "-0.5", "2e3"); nullopt on anything else.
std::optional<double> parseNumber(std::string_view text);
/// Integers without decimals ("3", "-12"), other values in shortest round-trip form ("0.5").
std::string formatNumber(double value);

/// "a, b, c" (at most `max` items, then ", ...").
std::string joinList(const std::vector<std::string>& items, std::size_t max = 20);
std::string joinList(const std::vector<std::string_view>& items, std::size_t max = 20);
/// The candidate closest to `word` when it looks like a typo of it (edit distance <= 2).
std::optional<std::string> suggest(std::string_view word,
                                   const std::vector<std::string>& candidates);
std::optional<std::string> suggest(std::string_view word,
                                   const std::vector<std::string_view>& candidates);
/// " (known: a, b; did you mean 'x'?)" for an unknown value among `known`.
std::string knownHint(std::string_view word, const std::vector<std::string>& known);
std::string knownHint(std::string_view word, const std::vector<std::string_view>& known);

/// `text` without leading and trailing white space.
std::string_view trim(std::string_view text);
/// Quotes a value for a message: 'value' (cut after 40 characters, control bytes shown as ?).
std::string quote(std::string_view value);

} // namespace marengo::formats::detail
