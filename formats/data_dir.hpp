#pragma once
// Where Marengo's data lies (rules profiles, templates, samples) and its documentation: one
// answer for the CLI, the editor and the tests, whether Marengo runs installed or from its build
// tree.
#include <filesystem>
#include <string>
#include <vector>

namespace marengo::formats {

/// The folder holding templates/ and samples/: $MARENGO_DATA_DIR when set; else
/// EXE_DIR/../share/marengo when it holds templates/ (an installed Marengo, wherever its prefix
/// is); else the source tree when the program runs from the build tree it was built in; else
/// EXE_DIR/../share/marengo (whose absence the caller's message then names).
std::filesystem::path dataDir();

/// The folder holding the user guide (editor.md, cli.md...): EXE_DIR/../share/doc/marengo when
/// installed, else dataDir()/docs.
std::filesystem::path docDir();

/// templates/FOLDER/NAME+SUFFIX of dataDir() for a bare name ("friedland-2014" with folder
/// "rules" and suffix ".rules.xml"); a name with a slash or ending in SUFFIX is a path, kept.
std::filesystem::path resolveData(const std::string& name, const std::filesystem::path& folder,
                                  const std::string& suffix);

/// The ids of the rules profiles that ship with Marengo (templates/rules/ID.rules.xml of
/// dataDir()), sorted.
std::vector<std::string> bundledProfiles();

/// The file of the bundled rules profile `id` ("friedland-2014"), or empty when `id` is not a
/// well-formed id ([a-z0-9._-]+) or names no bundled profile.
std::filesystem::path bundledProfile(const std::string& id);

/// The id of `file` when it is a bundled rules profile (the same file as
/// templates/rules/ID.rules.xml of dataDir()), else "".
std::string bundledProfileId(const std::filesystem::path& file);

} // namespace marengo::formats
