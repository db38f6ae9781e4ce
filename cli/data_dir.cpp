#include "cli/data_dir.hpp"

#include <cstdlib>

namespace marengo::cli {

namespace fs = std::filesystem;

fs::path dataDir() {
    if (const char* d = std::getenv("MARENGO_DATA_DIR"); d && *d)
        return d;
    return MARENGO_SOURCE_DIR;
}

fs::path resolveData(const std::string& name, const fs::path& folder, const std::string& suffix) {
    if (name.find('/') != std::string::npos || name.ends_with(suffix))
        return name;
    return dataDir() / "templates" / folder / (name + suffix);
}

} // namespace marengo::cli
