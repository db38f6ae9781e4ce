#pragma once
// Helpers for the formats tests: fixtures under tests/data/formats, diagnostics lookup.
#include "formats/formats.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace marengo::formats::test {

/// Path of a fixture file.
inline std::filesystem::path fixturePath(const std::string& name) {
    return std::filesystem::path(MARENGO_TEST_DATA) / "formats" / name;
}

/// Whole content of a file ("" when it cannot be read).
inline std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline std::string readFixture(const std::string& name) {
    return readText(fixturePath(name));
}

/// All diagnostics formatted one per line, for failure messages.
inline std::string dump(const std::vector<Diagnostic>& ds) {
    std::string out;
    for (const Diagnostic& d : ds)
        out += d.format() + "\n";
    return out;
}

/// The first diagnostic whose message contains `text`, or nullptr.
inline const Diagnostic* findDiagnostic(const std::vector<Diagnostic>& ds,
                                        const std::string& text) {
    for (const Diagnostic& d : ds)
        if (d.message.find(text) != std::string::npos)
            return &d;
    return nullptr;
}

/// A fresh empty folder under the system temp folder, removed by the destructor.
class TempFolder {
public:
    explicit TempFolder(const std::string& name) {
        m_path = std::filesystem::temp_directory_path() /
                 ("marengo-formats-" + name + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    ~TempFolder() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

/// Writes a file (test set-up).
inline void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// A text in a buffer of its size on the heap: no NUL or other byte after it, so that a read past
/// its end is one the address sanitizer sees.
class ExactCopy {
public:
    explicit ExactCopy(const std::string& s)
        : m_bytes(std::make_unique<char[]>(s.size())), m_size(s.size()) {
        std::copy(s.begin(), s.end(), m_bytes.get());
    }
    std::string_view view() const { return {m_bytes.get(), m_size}; }

private:
    std::unique_ptr<char[]> m_bytes;
    std::size_t m_size;
};

} // namespace marengo::formats::test
