#include "formats/data_dir.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <system_error>

namespace marengo::formats {

namespace fs = std::filesystem;

namespace {

/// The folder of the running executable (Linux: /proc/self/exe), or empty.
fs::path exeDir() {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : exe.parent_path();
}

/// True when `path` lies inside `folder`.
bool inside(const fs::path& path, const fs::path& folder) {
    const fs::path rel = path.lexically_relative(folder);
    return !rel.empty() && *rel.begin() != "..";
}

} // namespace

fs::path dataDir() {
    if (const char* d = std::getenv("MARENGO_DATA_DIR"); d && *d)
        return d;
    const fs::path exe = exeDir();
    const fs::path installed = (exe / ".." / "share" / "marengo").lexically_normal();
    std::error_code ec;
    if (!exe.empty() && fs::is_directory(installed / "templates", ec))
        return installed;
    if (exe.empty() || inside(exe, MARENGO_BUILD_DIR))
        return MARENGO_SOURCE_DIR;
    return installed;
}

fs::path docDir() {
    const fs::path exe = exeDir();
    const fs::path installed = (exe / ".." / "share" / "doc" / "marengo").lexically_normal();
    std::error_code ec;
    if (!exe.empty() && fs::is_regular_file(installed / "editor.md", ec))
        return installed;
    return dataDir() / "docs";
}

fs::path resolveData(const std::string& name, const fs::path& folder, const std::string& suffix) {
    if (name.find('/') != std::string::npos || name.ends_with(suffix))
        return name;
    return dataDir() / "templates" / folder / (name + suffix);
}

namespace {
constexpr const char* kProfileSuffix = ".rules.xml";

bool isProfileId(const std::string& id) {
    return !id.empty() && id != "." && id != ".." && std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_' || c == '-';
    });
}
} // namespace

std::vector<std::string> bundledProfiles() {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dataDir() / "templates" / "rules", ec)) {
        const std::string name = e.path().filename().string();
        if (name.ends_with(kProfileSuffix))
            out.push_back(name.substr(0, name.size() - std::string_view(kProfileSuffix).size()));
    }
    std::sort(out.begin(), out.end());
    return out;
}

fs::path bundledProfile(const std::string& id) {
    if (!isProfileId(id))
        return {};
    const fs::path file = dataDir() / "templates" / "rules" / (id + kProfileSuffix);
    std::error_code ec;
    return fs::is_regular_file(file, ec) ? file : fs::path();
}

std::string bundledProfileId(const fs::path& file) {
    std::string name = file.filename().string();
    if (!name.ends_with(kProfileSuffix))
        return {};
    name.resize(name.size() - std::string_view(kProfileSuffix).size());
    const fs::path bundled = bundledProfile(name);
    std::error_code ec;
    return !bundled.empty() && fs::equivalent(bundled, file, ec) ? name : std::string();
}

} // namespace marengo::formats
