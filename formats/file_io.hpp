#pragma once
// Whole-file reading for the loaders (saveAtomic is declared in formats.hpp).
#include "engine/core/result.hpp"

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace marengo::formats::detail {

/// Largest file the loaders read (a La Bataille map with four sheets is well under 1 MiB).
inline constexpr std::size_t kMaxFileBytes = 256u * 1024 * 1024;

/// A file's bytes in memory of their own: not a std::string, which would be filled with zeros
/// before the file is read over them (25 M instructions for the 25 MB of a 1M-hex scenario).
class FileText {
public:
    std::string_view view() const { return {m_data.get(), m_size}; }
    operator std::string_view() const { return view(); }

private:
    friend Result<FileText> readFile(const std::filesystem::path& path);
    /// Room for `n` bytes, the first m_size of them kept.
    void reserve(std::size_t n);

    std::unique_ptr<char[]> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

/// Reads a whole regular file; the error is the system's reason ("No such file or directory").
Result<FileText> readFile(const std::filesystem::path& path);

} // namespace marengo::formats::detail
