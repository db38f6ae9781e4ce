#pragma once
// Reading and writing Marengo's XML files (map, OOB, rules profile, scenario).
// Errors are values: every problem carries file:line:col; a bad file never crashes or
// half-loads silently. Writing is deterministic and saving is atomic.
#include "engine/core/progress.hpp"
#include "engine/core/severity.hpp"
#include "engine/map/map.hpp"
#include "engine/oob/oob.hpp"
#include "engine/profile/profile.hpp"
#include "engine/scenario/scenario.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marengo::formats {

/// A problem found while reading a file, with its position (1-based line and column;
/// 0 when the problem concerns the whole file, e.g. it cannot be opened).
struct Diagnostic {
    std::string file;
    int line = 0;
    int col = 0;
    Severity severity = Severity::Error;
    std::string message;
    /// "file:line:col: severity: message" (or "file: severity: message" without a position),
    /// as problemText() prints it.
    std::string format() const;
};

/// "where: severity: message", the GCC/Clang form of every printed problem, `where` being
/// "file:line:col", or "file" without a line (SourceLocation::format()). Editors and CI
/// matchers read it; `marengo validate` appends the check id.
std::string problemText(const SourceLocation& where, Severity severity, std::string_view message);

/// The diagnostics' format(), one a line, the first `most` of them, then "... and N more".
std::string diagnosticsText(const std::vector<Diagnostic>& diagnostics, std::size_t most = 12);

/// Result of reading a file: `value` is empty when the file could not be read at all (missing,
/// not XML, wrong root); otherwise it holds what was valid, and `diagnostics` every element that
/// was dropped and why.
template <class T> struct Loaded {
    std::optional<T> value;
    std::vector<Diagnostic> diagnostics;
    /// Where the value's parts were read from (a scenario carries its own in Scenario::sources).
    SourceMap sources;
    bool fatal() const { return !value.has_value(); }
    bool hasErrors() const {
        for (const Diagnostic& d : diagnostics)
            if (d.severity == Severity::Error)
                return true;
        return false;
    }
};

/// Parse from memory; `name` is the file name used in diagnostics.
Loaded<Map> parseMap(std::string_view text, const std::string& name);
Loaded<OrderOfBattle> parseOob(std::string_view text, const std::string& name);
Loaded<RulesProfile> parseRules(std::string_view text, const std::string& name);
/// Parses a scenario document only, against a map and OOBs read before (they become the
/// scenario's: pass them with std::move when they are not needed after); rules are not loaded.
/// Use loadScenario for a complete scenario.
Loaded<Scenario> parseScenario(std::string_view text, const std::string& name, Map map,
                               std::vector<OrderOfBattle> oobs);

/// Load from disk.
Loaded<Map> loadMap(const std::filesystem::path& path);
Loaded<OrderOfBattle> loadOob(const std::filesystem::path& path);
Loaded<RulesProfile> loadRules(const std::filesystem::path& path);
/// How loadScenario treats the files a scenario refers to.
struct LoadOptions {
    /// Also read a map, OOB or rules profile given by an absolute path or by one that climbs out
    /// of the scenario's folder with "../" (refused by default, with a located error: a pack's
    /// files stay in its folder; `marengo --allow-outside`, or confirmed in the editor).
    bool allowOutside = false;
};

/// Loads a scenario and the map, OOBs and rules profile it refers to (relative to its folder;
/// a bundled profile by its id). With a `progress`, reports each file as a stage and stops
/// between them when cancelled: the result then has no value and one diagnostic saying so.
Loaded<Scenario> loadScenario(const std::filesystem::path& path, Progress* progress = nullptr,
                              const LoadOptions& options = {});

/// True when `href`, a reference written in a file, is absolute or climbs out of that file's
/// folder ("../x", "a/../../x").
bool isOutsideReference(std::string_view href);

/// The references of the scenario at `path` that loadScenario refuses without
/// LoadOptions::allowOutside, each located at its href; empty when there is none or the file
/// cannot be read (loadScenario then says why).
std::vector<Diagnostic> referencesOutside(const std::filesystem::path& path);

/// Where one of a map's reference images (Map::references(), same index) is read from, and
/// where the map names it.
struct ReferenceFile {
    std::filesystem::path path; ///< empty when refused (outside the map's folder)
    SourceLocation at;          ///< the <reference-image> element
    /// A located warning for an image that is not drawn: "reference image 'x' WHY: not drawn
    /// (the map is read without it)".
    Diagnostic warning(const std::string& href, const std::string& why) const;
};
/// The files of the map's reference images, relative to `mapFile`'s folder. Like a scenario's
/// references they stay in that folder: an absolute path, a "../" or a link out is refused
/// unless `options` allow it, with a warning in `problems` (the map itself is fine).
std::vector<ReferenceFile> referenceFiles(const Map& map, const SourceMap& sources,
                                          const std::filesystem::path& mapFile,
                                          const LoadOptions& options,
                                          std::vector<Diagnostic>& problems);

/// Serialise deterministically: the same model always gives the same bytes.
std::string writeMap(const Map& map);
std::string writeOob(const OrderOfBattle& oob);
std::string writeRules(const RulesProfile& rules);
std::string writeScenario(const Scenario& scenario);

/// The kind of a Marengo file, from its name (*.scenario.xml, *.map.xml, *.oob.xml, *.rules.xml).
enum class FileKind { Scenario, Map, Oob, Rules, Other };
FileKind fileKind(const std::filesystem::path& path);

/// Lossless saving: `canonical` (what a writer above produced from the edited model) laid over
/// `source` (the text the model was read from). Comments, blank lines and the bytes of
/// unchanged elements are kept; a changed element is rewritten in place in canonical form; a
/// new one goes where the writer's order puts it. An empty `source` gives `canonical`.
std::string writeOver(std::string_view source, std::string_view canonical);

/// `marengo format`: the file's canonical form (the writers' form, comments kept before the
/// element they precede, blank lines kept as one, an element the reader refuses kept as written),
/// checked to read back to the same model. No value when the file cannot be read at all or is
/// not a Marengo file. A scenario is loaded with `options`.
Loaded<std::string> formatFile(const std::filesystem::path& path, const LoadOptions& options = {});

/// Writes `content` to `path` atomically: a temporary file in the same folder, flushed, then
/// renamed over the target. On failure the old file is untouched and the error says why.
Status saveAtomic(const std::filesystem::path& path, std::string_view content);

} // namespace marengo::formats

namespace marengo::formats {

/// A file to write and what to write in it.
struct FileContent {
    std::filesystem::path path;
    std::string content;
};

/// Writes a set of files all-or-nothing: whatever the moment the process is killed, the next
/// open sees all the old files or all the new ones. A journal beside `anchor` (the scenario),
/// `.NAME.save-prepare`, lists the temporary files before they are written; once each is
/// written and synced it becomes `.NAME.save-commit`, the files are renamed over their targets
/// and the journal is removed. Starts with recoverSaveSet(anchor).
Status saveSet(const std::filesystem::path& anchor, const std::vector<FileContent>& files);

/// Finishes a save of `anchor`'s set that was interrupted: renames the rest of the files when
/// its journal reached the commit, deletes its temporary files otherwise; then removes stale
/// temporary files (`.NAME.tmp-*`) of the files involved. loadScenario calls it first.
Status recoverSaveSet(const std::filesystem::path& anchor);

} // namespace marengo::formats
