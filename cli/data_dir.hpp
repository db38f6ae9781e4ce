#pragma once
// Where the bundled templates/ live, and how a short name (a template or profile id) resolves to
// a file there.
#include <filesystem>
#include <string>

namespace marengo::cli {

/// Folder holding templates/: $MARENGO_DATA_DIR, else the source tree the tool was built from.
std::filesystem::path dataDir();

/// A name with a '/' or ending in `suffix` is a path; any other name is the file
/// templates/FOLDER/NAME+SUFFIX of dataDir() ("friedland-2014" ->
/// templates/rules/friedland-2014.rules.xml).
std::filesystem::path resolveData(const std::string& name, const std::filesystem::path& folder,
                                  const std::string& suffix);

} // namespace marengo::cli
