#pragma once
// Whole-file reading for the loaders (saveAtomic is declared in formats.hpp).
#include "engine/core/result.hpp"

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

namespace marengo::formats::detail {

/// Largest file the loaders read (a La Bataille map with four sheets is well under 1 MiB).
inline constexpr std::size_t kMaxFileBytes = 256u * 1024 * 1024;

/// A file's bytes in memory of their own, read-only. A large one (kMapFileBytes, which says
/// why and what it asks of other programs) is mapped: the page cache's own pages, neither
/// zeroed nor copied. A small one, or one that cannot be mapped, is read into a buffer that is
/// not a std::string, which would be filled with zeros before the file is read over it.
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
    /// True when the bytes are the file's mapping (a file of at least kMapFileBytes that does
    /// not end on a page's end); then at least one zero byte follows them in memory.
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

/// Files of at least this size (unless they end on a page's end) are mapped rather than read, for
/// the first load in a new process (what a user waits for): there a 1 MiB file takes 0.3-0.4 ms
/// mapped against 1.3-1.4 ms read into memory the kernel must zero first. In a process that reads
/// file after file, a buffer the heap hands back costs about the same as a new mapping at this size
/// (1 MiB 200 times: 56-58 ms read, 69-71 ms mapped; 4 MiB 30 times: 39-46 ms read, 34-37 ms
/// mapped), and every La Bataille map of a few sheets stays below it (the bundled samples are
/// 64-105 KB). A mapping shows what other programs write to the file meanwhile: while it is being
/// read, a file written over in place may be read as a mix of old and new bytes, and one cut short
/// ends the process (SIGBUS), as it does in compilers that map their sources. Saving to a new file
/// and renaming it over the old one, as Marengo's own saves do, is safe.
inline constexpr std::size_t kMapFileBytes = 1024 * 1024;

/// Reads a whole regular file; the error is the system's reason ("No such file or directory").
Result<FileText> readFile(const std::filesystem::path& path);

} // namespace marengo::formats::detail
