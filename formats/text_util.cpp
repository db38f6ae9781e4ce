#include "formats/text_util.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>

namespace marengo::formats::detail {

std::optional<long long> parseInteger(std::string_view text) {
    if (text.empty())
        return std::nullopt;
    long long v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || p != text.data() + text.size())
        return std::nullopt;
    return v;
}

std::optional<double> parseNumber(std::string_view text) {
    if (text.empty())
        return std::nullopt;
    double v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || p != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string formatNumber(double value) {
    if (std::isfinite(value) && std::trunc(value) == value && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    char buf[64];
    auto [p, ec] = std::to_chars(buf, buf + sizeof buf, value);
    if (ec != std::errc{})
        return "0";
    return std::string(buf, p);
}

namespace {
template <class S> std::string joinImpl(const std::vector<S>& items, std::size_t max) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i == max) {
            out += ", ...";
            break;
        }
        if (i > 0)
            out += ", ";
        out += items[i];
    }
    return out;
}

std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diag = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t up = row[j];
            std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + cost});
            diag = up;
        }
    }
    return row[b.size()];
}

template <class S>
std::optional<std::string> suggestImpl(std::string_view word, const std::vector<S>& candidates) {
    if (word.empty() || word.size() > 64)
        return std::nullopt;
    std::optional<std::string> best;
    std::size_t bestDistance = 3;
    for (const S& c : candidates) {
        std::string_view cand(c);
        if (cand == word || cand.size() > 64)
            continue;
        std::size_t d = editDistance(word, cand);
        if (d < bestDistance && d * 2 < std::max(word.size(), cand.size())) {
            bestDistance = d;
            best = std::string(cand);
        }
    }
    return best;
}

template <class S> std::string hintImpl(std::string_view word, const std::vector<S>& known) {
    std::string out = " (known: " + joinImpl(known, 20);
    if (auto s = suggestImpl(word, known))
        out += "; did you mean '" + *s + "'?";
    return out + ")";
}
} // namespace

std::string joinList(const std::vector<std::string>& items, std::size_t max) {
    return joinImpl(items, max);
}
std::string joinList(const std::vector<std::string_view>& items, std::size_t max) {
    return joinImpl(items, max);
}
std::optional<std::string> suggest(std::string_view word,
                                   const std::vector<std::string>& candidates) {
    return suggestImpl(word, candidates);
}
std::optional<std::string> suggest(std::string_view word,
                                   const std::vector<std::string_view>& candidates) {
    return suggestImpl(word, candidates);
}
std::string knownHint(std::string_view word, const std::vector<std::string>& known) {
    return hintImpl(word, known);
}
std::string knownHint(std::string_view word, const std::vector<std::string_view>& known) {
    return hintImpl(word, known);
}

std::string_view trim(std::string_view text) {
    const char* ws = " \t\r\n";
    auto b = text.find_first_not_of(ws);
    if (b == std::string_view::npos)
        return {};
    auto e = text.find_last_not_of(ws);
    return text.substr(b, e - b + 1);
}

std::string quote(std::string_view value) {
    constexpr std::size_t kMax = 40;
    std::string out = "'";
    std::size_t n = 0;
    for (char c : value) {
        // Count and cut at lead bytes only, so that no UTF-8 sequence is split.
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            if (n == kMax) {
                out += "...";
                break;
            }
            ++n;
        }
        out += static_cast<unsigned char>(c) < 0x20 ? '?' : c;
    }
    return out + "'";
}

} // namespace marengo::formats::detail
