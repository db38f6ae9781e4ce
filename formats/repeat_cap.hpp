#pragma once
// A file with thousands of problems of one kind (the same hex listed a million times, an element
// with 200,000 unknown attributes) lists the first hundred and then one line with the count of
// the rest, so that a hostile file costs no more than reading it.
#include "formats/formats.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace marengo::formats::detail {

/// The kind of a message: its text with quoted names ('x', "x", <x>) and numbers blanked and
/// without the parenthesised remarks, so that "hex 0101 is listed twice (first at line 3)" and
/// "hex 0203 is listed twice (first at line 9)" are one kind.
std::string messageKind(std::string_view message);

/// "898,351": a count with thousands separators.
std::string groupedCount(std::size_t n);

/// Adds diagnostics of one file, keeping at most kListed of each kind; the next one is added with
/// a count of the rest, which each later one raises (no position is worked out for those).
class RepeatCap {
public:
    static constexpr std::size_t kListed = 100;

    /// Adds `message` at `where()` (a callable returning {line, col}) to `out`, or counts it.
    template <class Where>
    void add(std::vector<Diagnostic>& out, const std::string& file, Severity severity,
             std::string message, Where where) {
        Repeats& r = m_kinds[messageKind(message)];
        ++r.count;
        if (r.count > kListed + 1) {
            out[r.summary].message = r.first + moreText(r.count - kListed - 1);
            return;
        }
        auto [line, col] = where();
        if (r.count == kListed + 1) {
            r.summary = out.size();
            r.first = message;
        }
        out.push_back(Diagnostic{file, line, col, severity, std::move(message)});
    }

private:
    static std::string moreText(std::size_t more);
    struct Repeats {
        std::size_t count = 0;
        std::size_t summary = 0; ///< index in `out` of the first one over the limit
        std::string first;       ///< its message
    };
    std::unordered_map<std::string, Repeats> m_kinds;
};

} // namespace marengo::formats::detail
