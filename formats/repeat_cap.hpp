#pragma once
// A file with thousands of problems of one kind (the same hex listed a million times, an element
// with 200,000 unknown attributes) lists the first hundred and then one line with the count of
// the rest, so that a hostile file costs no more than reading it.
#include "engine/core/string_map.hpp"
#include "formats/formats.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marengo::formats::detail {

/// The kind of a message: its text with quoted names ('x', "x", <x>) and numbers blanked and
/// without the parenthesised remarks, so that "hex 0101 is listed twice (first at line 3)" and
/// "hex 0203 is listed twice (first at line 9)" are one kind.
std::string messageKind(std::string_view message);

/// "898,351": a count with thousands separators.
std::string groupedCount(std::size_t n);

/// Adds diagnostics of one file, keeping at most kListed of each kind; the next one stands for
/// the rest, and finish() gives it the count of those. Past the limit a problem costs a count:
/// no message, no position.
class RepeatCap {
public:
    static constexpr std::size_t kListed = 100;

    /// Adds `message` at `where()` (a callable returning {line, col}) to `out`, or counts it.
    template <class Where>
    void add(std::vector<Diagnostic>& out, const std::string& file, Severity severity,
             std::string message, Where where) {
        const std::string kind = messageKind(message);
        add(
            out, file, severity, kind, [&] { return std::move(message); }, where);
    }

    /// The same for a problem whose kind the caller names (`kind`: any text that no message's
    /// messageKind() gives, such as "map: a hex listed twice"), so that past the limit not even the
    /// message is built: `make()` returns it.
    template <class Make, class Where>
    void add(std::vector<Diagnostic>& out, const std::string& file, Severity severity,
             std::string_view kind, Make make, Where where) {
        if (!m_last || m_lastKind != kind) { // a run of one kind skips the hashing
            auto it = m_kinds.find(kind);
            if (it == m_kinds.end())
                it = m_kinds.emplace(std::string(kind), Repeats{}).first;
            m_lastKind = it->first;
            m_last = &it->second;
        }
        Repeats& r = *m_last;
        if (++r.count > kListed + 1)
            return;
        auto [line, col] = where();
        if (r.count == kListed + 1)
            r.summary = out.size();
        out.push_back(Diagnostic{file, line, col, severity, make()});
    }

    /// Appends to the first unlisted problem of each kind the count of the others. Call once,
    /// when the file is read, before `out` is reordered.
    void finish(std::vector<Diagnostic>& out);

private:
    struct Repeats {
        std::size_t count = 0;
        std::size_t summary = 0; ///< index in `out` of the first one over the limit
    };
    StringMap<Repeats> m_kinds;
    std::string_view m_lastKind; ///< the key of the kind added last (nodes do not move)
    Repeats* m_last = nullptr;
};

} // namespace marengo::formats::detail
