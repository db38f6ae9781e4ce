#include "cli/json.hpp"

#include <charconv>
#include <cstdio>

namespace marengo::cli {

std::string shortestNumber(double d) {
    char buf[32];
    auto r = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, r.ptr);
}

std::string jsonQuote(std::string_view s) {
    std::string out = "\"";
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
    return out;
}

void JsonWriter::separate() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
    }
}

void JsonWriter::open(char c) {
    separate();
    m_out += c;
    m_first.push_back(true);
}

void JsonWriter::close(char c) {
    m_first.pop_back();
    m_out += c;
}

void JsonWriter::key(std::string_view k) {
    separate();
    m_out += jsonQuote(k);
    m_out += ':';
    m_afterKey = true;
}

void JsonWriter::value(std::string_view s) {
    separate();
    m_out += jsonQuote(s);
}

void JsonWriter::value(long long n) {
    separate();
    m_out += std::to_string(n);
}

void JsonWriter::value(double d) {
    separate();
    m_out += shortestNumber(d);
}

void JsonWriter::value(bool b) {
    separate();
    m_out += b ? "true" : "false";
}

} // namespace marengo::cli
