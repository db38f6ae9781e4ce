#pragma once
// A string that is mostly empty: one pointer, null when empty, instead of std::string's 32
// bytes. An order of battle's unit has six such fields (nationality, class, commander, rank,
// source, page) that most units leave empty (a battalion names none of them); as std::strings
// they were 192 of the unit's 336 bytes, and the memory a large order of battle fills on load
// (each of its pages a page fault) was mostly theirs. Non-empty text is one allocation of its
// size, its bytes, and a NUL.
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace marengo {

class SparseText {
public:
    SparseText() = default;
    SparseText(std::string_view s) { assign(s); }
    SparseText(const std::string& s) { assign(s); }
    SparseText(const char* s) { assign(s ? std::string_view(s) : std::string_view()); }
    SparseText(const SparseText& o) { assign(o.view()); }
    SparseText(SparseText&& o) noexcept : m_p(std::exchange(o.m_p, nullptr)) {}
    SparseText& operator=(const SparseText& o) {
        if (this != &o)
            assign(o.view());
        return *this;
    }
    SparseText& operator=(SparseText&& o) noexcept {
        if (this != &o) {
            delete[] m_p;
            m_p = std::exchange(o.m_p, nullptr);
        }
        return *this;
    }
    SparseText& operator=(std::string_view s) {
        assign(s);
        return *this;
    }
    SparseText& operator=(const std::string& s) { return *this = std::string_view(s); }
    /// Null is empty text (`field = {}` clears).
    SparseText& operator=(const char* s) {
        return *this = s ? std::string_view(s) : std::string_view();
    }
    ~SparseText() { delete[] m_p; }

    bool empty() const { return m_p == nullptr; }
    std::size_t size() const {
        std::uint32_t n = 0;
        if (m_p)
            std::memcpy(&n, m_p, sizeof n);
        return n;
    }
    /// The text, NUL-terminated ("" when empty).
    const char* c_str() const { return m_p ? m_p + sizeof(std::uint32_t) : ""; }
    std::string_view view() const { return {c_str(), size()}; }
    operator std::string_view() const { return view(); }
    std::string str() const { return std::string(view()); }
    void clear() {
        delete[] m_p;
        m_p = nullptr;
    }

    friend bool operator==(const SparseText& a, const SparseText& b) {
        return a.view() == b.view();
    }
    friend bool operator==(const SparseText& a, std::string_view b) { return a.view() == b; }
    friend bool operator==(const SparseText& a, const std::string& b) { return a.view() == b; }
    friend bool operator==(const SparseText& a, const char* b) {
        return a.view() == std::string_view(b);
    }

private:
    void assign(std::string_view s) {
        char* p = nullptr;
        if (!s.empty()) {
            if (s.size() > UINT32_MAX)
                throw std::length_error("SparseText: text of 4 GiB or more");
            const auto n = static_cast<std::uint32_t>(s.size());
            p = new char[sizeof n + s.size() + 1];
            std::memcpy(p, &n, sizeof n);
            std::memcpy(p + sizeof n, s.data(), s.size());
            p[sizeof n + s.size()] = '\0';
        }
        delete[] m_p;
        m_p = p;
    }

    char* m_p = nullptr; ///< the size (4 bytes), the bytes, a NUL; null when empty
};

} // namespace marengo
