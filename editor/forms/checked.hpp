#pragma once
// The one shape of a dialog's answer: the value its entries describe, or the problems that keep
// them from being one. GUI-free, like everything under editor/forms/.
#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

/// A dialog's answer: the value its entries describe when nothing blocks it, with the problems
/// found on the way. Errors block the value (it is then empty); warnings do not.
template <class T> struct Checked {
    std::optional<T> value;
    std::vector<std::string> errors;
    std::vector<std::string> warnings;

    explicit operator bool() const { return value.has_value(); }
    const T& operator*() const { return *value; }
    const T* operator->() const { return &*value; }
};

} // namespace marengo::editor
