#pragma once
// What the workspace tests share: scratch folders, whole-file reads and writes, and the tiny CLI
// scenario (a 10x8 map, two OOBs, one unit placed) copied into a folder.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace workspace_test {

namespace fs = std::filesystem;

/// Memory-backed /dev/shm when there is one, else the temporary folder. A kill, unlike a power
/// cut, leaves what was written in the system's page cache, so /dev/shm (whose fsync costs
/// nothing) tests recovery the same as a disk, fast.
inline fs::path scratch() {
    std::error_code ec;
    const fs::path shm = "/dev/shm";
    return fs::is_directory(shm, ec) && ::access(shm.c_str(), W_OK) == 0
               ? shm
               : fs::temp_directory_path();
}

/// A fresh folder `<base>/marengo-<what>-<pid>-<n>`, removed with everything in it at the end.
struct TempDir {
    fs::path path;
    explicit TempDir(const char* what, const fs::path& base = fs::temp_directory_path()) {
        static int n = 0;
        path = base / ("marengo-" + std::string(what) + "-" + std::to_string(::getpid()) + "-" +
                       std::to_string(n++));
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
};

inline std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline void spill(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

/// Copies the CLI test fixture's map, OOBs and rules into `dir` (created if needed) and writes
/// `dir/<name>`, a scenario titled `title` that places one battalion; returns its path.
inline fs::path copyTinyScenario(const fs::path& dir, const std::string& name,
                                 const std::string& title) {
    fs::create_directories(dir);
    const fs::path src = fs::path(MARENGO_TEST_DATA) / "cli";
    for (const char* f : {"tiny.map.xml", "tiny-fr.oob.xml", "tiny-ru.oob.xml", "tiny.rules.xml"})
        fs::copy_file(src / f, dir / f);
    std::ofstream(dir / name) << R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario version="1" title=")"
                              << title << R"(" date="1807-06-14" start="09:00" end="11:00">
  <map href="tiny.map.xml"/>
  <rules href="tiny.rules.xml"/>
  <oob href="tiny-fr.oob.xml"/>
  <oob href="tiny-ru.oob.xml"/>
  <setup>
    <unit ref="69l-1" at="A0202" formation="column" facing="N"/>
  </setup>
</scenario>
)";
    return dir / name;
}

} // namespace workspace_test
