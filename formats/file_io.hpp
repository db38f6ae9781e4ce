#pragma once
// Whole-file reading for the loaders (saveAtomic is declared in formats.hpp).
#include "engine/core/result.hpp"

#include <filesystem>
#include <string>

namespace marengo::formats::detail {

/// Largest file the loaders read (a La Bataille map with four sheets is well under 1 MiB).
inline constexpr std::size_t kMaxFileBytes = 256u * 1024 * 1024;

/// Reads a whole regular file; the error is the system's reason ("No such file or directory").
Result<std::string> readFile(const std::filesystem::path& path);

} // namespace marengo::formats::detail
