#pragma once
// A hash map keyed by std::string that is looked up by std::string_view (or a C string) without
// building a std::string first: heterogeneous lookup (C++20), so a find by an id read from a
// file or passed as a view allocates nothing.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace marengo {

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept {
        return std::hash<std::string_view>{}(s);
    }
};

template <class T>
using StringMap = std::unordered_map<std::string, T, StringHash, std::equal_to<>>;

} // namespace marengo
