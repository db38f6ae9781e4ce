#include "formats/repeat_cap.hpp"

namespace marengo::formats::detail {

std::string messageKind(std::string_view message) {
    std::string kind;
    kind.reserve(message.size());
    for (std::size_t i = 0; i < message.size(); ++i) {
        const char c = message[i];
        if (c == '(' && i > 0 && message[i - 1] == ' ') {
            kind.pop_back(); // a remark: "(first at line 3)", "(expected ...)"
            break;
        }
        if (c == '\'' || c == '"' || c == '<') {
            const char close = c == '<' ? '>' : c;
            const std::size_t end = message.find(close, i + 1);
            if (end != std::string_view::npos) {
                kind += c;
                kind += close;
                i = end;
                continue;
            }
        }
        if (c >= '0' && c <= '9') {
            while (i + 1 < message.size() && message[i + 1] >= '0' && message[i + 1] <= '9')
                ++i;
            kind += '#';
            continue;
        }
        kind += c;
    }
    return kind;
}

std::string groupedCount(std::size_t n) {
    std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

void RepeatCap::finish(std::vector<Diagnostic>& out) {
    for (auto& [kind, r] : m_kinds)
        if (r.count > kListed + 1)
            out[r.summary].message += "; and " + groupedCount(r.count - kListed - 1) +
                                      " more like it, not listed (the first " +
                                      std::to_string(kListed) + " problems of a kind are)";
    m_kinds.clear();
    m_last = nullptr;
}

} // namespace marengo::formats::detail
