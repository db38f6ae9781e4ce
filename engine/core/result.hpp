#pragma once
// Result<T>: a value or an error message. Errors are values in Marengo; nothing throws across
// library boundaries for bad input.
#include <string>
#include <utility>
#include <variant>

namespace marengo {

/// An error message without location; loaders add file:line:col around it.
struct Error {
    std::string message;
};

/// Either a T or an Error (C++20 has no std::expected).
template <class T> class Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_v); }
    T& value() & { return std::get<T>(m_v); }
    T&& value() && { return std::get<T>(std::move(m_v)); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    const std::string& error() const { return std::get<Error>(m_v).message; }

private:
    std::variant<T, Error> m_v;
};

/// Success or an error message, for operations without a value.
using Status = Result<std::monostate>;
inline Status okStatus() {
    return Status(std::monostate{});
}

} // namespace marengo
