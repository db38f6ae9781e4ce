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

/// A file's bytes in memory of their own, read-only. A large file is mapped: the page cache's
/// own pages, neither zeroed nor copied (the four files of a 1M-hex scenario, 25 MB, take 4 ms
/// of CPU and 43 page faults to map and scan once, 18 ms and 4,159 page faults to read into
/// fresh memory). A small one, or one that cannot be mapped, is read into a buffer that is not
/// a std::string, which would be filled with zeros before the file is read over it.
class FileText {
public:
    FileText() = default;
    FileText(FileText&& o) noexcept { *this = std::move(o); }
    FileText& operator=(FileText&& o) noexcept;
    FileText(const FileText&) = delete;
    FileText& operator=(const FileText&) = delete;
    ~FileText() { unmap(); }
    std::string_view view() const { return {m_mapped ? m_mapped : m_data.get(), m_size}; }
    operator std::string_view() const { return view(); }
    /// True when the bytes are the file's mapping (a file of at least kMapFileBytes).
    bool mapped() const { return m_mapped != nullptr; }

private:
    friend Result<FileText> readFile(const std::filesystem::path& path);
    /// Room for `n` bytes, the first m_size of them kept.
    void reserve(std::size_t n);
    void unmap();

    std::unique_ptr<char[]> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
    const char* m_mapped = nullptr; ///< the file's mapping when it is mapped (m_size bytes)
};

/// Files of at least this size are mapped rather than read. Below it, a buffer the heap hands
/// back from an earlier read costs less than a new mapping (a 1 MiB file read 200 times in one
/// process: 56-58 ms read, 69-71 ms mapped; 4 MiB 30 times: 39-46 ms read, 34-37 ms mapped), and
/// every La Bataille map of a few sheets is read (the bundled samples are 64-105 KB). A mapped
/// file that another program truncates while it is parsed ends the process (SIGBUS), as it
/// does in compilers that map their sources; Marengo's own saves replace a file (rename) and
/// never truncate the one being read.
inline constexpr std::size_t kMapFileBytes = 1024 * 1024;

/// Reads a whole regular file; the error is the system's reason ("No such file or directory").
Result<FileText> readFile(const std::filesystem::path& path);

} // namespace marengo::formats::detail
