// Loading files from disk, and a scenario with the files it refers to.
#include "formats/data_dir.hpp"
#include "formats/file_io.hpp"
#include "formats/scenario_reader.hpp"
#include "formats/text_util.hpp"

#include <algorithm>

namespace marengo::formats {

using namespace detail;

namespace {

/// Reads a file and parses it; a file that cannot be read is a fatal diagnostic.
template <class T, class Parse> Loaded<T> loadWith(const std::filesystem::path& path, Parse parse) {
    auto text = readFile(path);
    if (!text) {
        Loaded<T> out;
        out.diagnostics.push_back(
            Diagnostic{path.string(), 0, 0, Severity::Error, "cannot open: " + text.error()});
        return out;
    }
    return parse(*text, path.string());
}

/// Where `file` really is when symbolic links take it out of `folder`'s tree, else nullopt.
std::optional<std::filesystem::path> linkedOutside(const std::filesystem::path& folder,
                                                   const std::filesystem::path& file) {
    std::error_code e1, e2;
    const auto root = std::filesystem::weakly_canonical(folder.empty() ? "." : folder, e1);
    const auto target = std::filesystem::weakly_canonical(file.empty() ? "." : file, e2);
    if (e1 || e2)
        return std::nullopt; // not there: reading it reports that
    if (std::mismatch(root.begin(), root.end(), target.begin(), target.end()).first == root.end())
        return std::nullopt;
    return target;
}

/// The file a reference names, or nullopt with a located error when it cannot be used: an
/// unknown bundled profile, or (unless `options` allow it) a path outside the scenario's folder.
std::optional<std::filesystem::path> resolveRef(XmlDocument& doc, const FileRef& ref,
                                                const char* kind,
                                                const std::filesystem::path& folder,
                                                const LoadOptions& options) {
    if (!ref.profile.empty()) {
        std::filesystem::path file = bundledProfile(ref.profile);
        if (file.empty())
            doc.error(ref.node.attribute("profile"), ref.node,
                      "no rules profile " + quote(ref.profile) + " ships with Marengo" +
                          knownHint(ref.profile, bundledProfiles()) + " (looked in " +
                          (dataDir() / "templates" / "rules").string() + ")");
        return file.empty() ? std::nullopt : std::optional(file);
    }
    if (!options.allowOutside && isOutsideReference(ref.href)) {
        const bool absolute = std::filesystem::path(ref.href).has_root_directory();
        doc.error(ref.node.attribute("href"), ref.node,
                  std::string(kind) + " '" + ref.href + "' is outside the scenario's folder (" +
                      (absolute ? "an absolute path" : "it climbs out with '../'") +
                      "): not read; a scenario's files stay in its folder unless allowed "
                      "(marengo --allow-outside, or confirmed in the editor)");
        return std::nullopt;
    }
    const std::filesystem::path file = (folder / ref.href).lexically_normal();
    if (!options.allowOutside)
        if (auto target = linkedOutside(folder, file)) {
            doc.error(ref.node.attribute("href"), ref.node,
                      std::string(kind) + " '" + ref.href +
                          "' is a symbolic link (or lies in a linked folder) that leads outside "
                          "the scenario's folder, to '" +
                          target->string() +
                          "': not read; a scenario's files stay in its folder unless allowed "
                          "(marengo --allow-outside, or confirmed in the editor)");
            return std::nullopt;
        }
    return file;
}

/// Loads a referenced file; when it cannot be read, reports that at the referring element.
/// Its positions go to `sources`.
template <class T, class Parse>
std::optional<T> loadReferenced(XmlDocument& doc, const FileRef& ref, const char* kind,
                                const std::filesystem::path& folder, const LoadOptions& options,
                                std::vector<Diagnostic>& out, SourceMap& sources, Parse parse) {
    const auto path = resolveRef(doc, ref, kind, folder, options);
    if (!path)
        return std::nullopt;
    auto text = readFile(*path);
    if (!text) {
        doc.error(ref.node, std::string("cannot open ") + kind + " '" +
                                (ref.profile.empty() ? ref.href : path->string()) +
                                "': " + text.error());
        return std::nullopt;
    }
    Loaded<T> loaded = parse(*text, path->string());
    out.insert(out.end(), loaded.diagnostics.begin(), loaded.diagnostics.end());
    sources.merge(std::move(loaded.sources));
    return std::move(loaded.value);
}

} // namespace

Diagnostic ReferenceFile::warning(const std::string& href, const std::string& why) const {
    return Diagnostic{at.file, at.line, at.col, Severity::Warning,
                      "reference image '" + href + "' " + why +
                          ": not drawn (the map is read without it)"};
}

std::vector<ReferenceFile> referenceFiles(const Map& map, const SourceMap& sources,
                                          const std::filesystem::path& mapFile,
                                          const LoadOptions& options,
                                          std::vector<Diagnostic>& problems) {
    const std::filesystem::path folder = mapFile.parent_path();
    std::vector<ReferenceFile> out;
    for (std::size_t i = 0; i < map.references().size(); ++i) {
        const std::string& href = map.references()[i].href;
        ReferenceFile f;
        f.at.file = mapFile.string(); // an image added since the file was read: no line yet
        for (const auto& [written, ref] : sources.references)
            if (written == href) {
                f.at = sources.locate(ref);
                break;
            }
        const std::filesystem::path file = (folder / href).lexically_normal();
        if (!options.allowOutside && isOutsideReference(href))
            problems.push_back(
                f.warning(href, std::string("is outside the map's folder (") +
                                    (std::filesystem::path(href).has_root_directory()
                                         ? "an absolute path"
                                         : "it climbs out with '../'") +
                                    "); a map's files stay in its folder unless allowed "
                                    "(marengo --allow-outside)"));
        else if (auto target = options.allowOutside ? std::nullopt : linkedOutside(folder, file))
            problems.push_back(f.warning(href, "is a symbolic link that leads outside the map's "
                                               "folder, to '" +
                                                   target->string() + "'"));
        else
            f.path = file;
        out.push_back(std::move(f));
    }
    return out;
}

Loaded<Map> loadMap(const std::filesystem::path& path) {
    return loadWith<Map>(path, parseMap);
}

Loaded<OrderOfBattle> loadOob(const std::filesystem::path& path) {
    return loadWith<OrderOfBattle>(path, parseOob);
}

Loaded<RulesProfile> loadRules(const std::filesystem::path& path) {
    return loadWith<RulesProfile>(path, parseRules);
}

bool isOutsideReference(std::string_view href) {
    const std::filesystem::path p(href);
    if (p.has_root_directory() || p.has_root_name())
        return true;
    const std::filesystem::path normal = p.lexically_normal();
    return !normal.empty() && *normal.begin() == "..";
}

std::vector<Diagnostic> referencesOutside(const std::filesystem::path& path) {
    std::vector<Diagnostic> out;
    auto text = readFile(path);
    if (!text)
        return out;
    std::vector<Diagnostic> ignored;
    XmlDocument doc;
    if (!doc.parse(*text, path.string(), "scenario", ignored))
        return out;
    ScenarioRefs refs = ScenarioReader(doc).readRefs();
    std::vector<std::pair<const char*, const FileRef*>> all;
    if (refs.map)
        all.emplace_back("map", &*refs.map);
    if (refs.rules)
        all.emplace_back("rules", &*refs.rules);
    for (const FileRef& r : refs.oobs)
        all.emplace_back("oob", &r);
    const std::size_t before = ignored.size();
    for (const auto& [kind, ref] : all)
        if (ref->profile.empty())
            resolveRef(doc, *ref, kind, path.parent_path(), LoadOptions{});
    out.assign(ignored.begin() + static_cast<std::ptrdiff_t>(before), ignored.end());
    return out;
}

namespace {

/// Starts a stage of loadScenario; false (with the diagnostic) when the user cancelled. `doc`,
/// the scenario's once it is parsed, is finished first.
bool startStage(Progress* progress, const std::filesystem::path& path, XmlDocument* doc,
                Loaded<Scenario>& out, const char* name, double from, double to) {
    if (!progress)
        return true;
    if (!progress->keepGoing()) {
        if (doc)
            doc->finish();
        out.value.reset();
        out.diagnostics.push_back(Diagnostic{path.string(), 0, 0, Severity::Error, "cancelled"});
        return false;
    }
    progress->stage(name, from, to);
    return true;
}

/// loadScenario once the scenario's text is read: its document parsed with the lists read as
/// the reader goes or not (XmlDocument::readListsAsRead), the files it names loaded, its body
/// read, into `out`. False if the lists were read as the reader went and one was not plain
/// after all (XmlDocument::listsPlain): what `out` holds then is to be read again.
bool readScenario(const std::filesystem::path& path, std::string_view text, Progress* progress,
                  const LoadOptions& options, bool asRead, Loaded<Scenario>& out) {
    XmlDocument doc;
    auto stage = [&](const char* name, double from, double to) {
        return startStage(progress, path, &doc, out, name, from, to);
    };
    doc.readListsAsRead(asRead);
    if (!doc.parse(text, path.string(), "scenario", out.diagnostics, kScenarioFlatLists))
        return !asRead || doc.listsPlain();
    ScenarioReader reader(doc);
    ScenarioRefs refs = reader.readRefs();
    // Diagnostics of the referenced files follow the scenario's own.
    std::vector<Diagnostic> others;
    const std::filesystem::path folder = path.parent_path();
    bool fatal = !refs.map.has_value();
    SourceMap sources; // of the referenced files: the map, the rules profile, the OOBs
    std::optional<Map> map;
    if (!stage("Reading the map", 0.05, 0.7))
        return true;
    if (refs.map) {
        map =
            loadReferenced<Map>(doc, *refs.map, "map", folder, options, others, sources, parseMap);
        fatal = fatal || !map;
    }
    if (!stage("Reading the rules and orders of battle", 0.7, 0.8))
        return true;
    RulesProfile rules;
    if (refs.rules) {
        auto r = loadReferenced<RulesProfile>(doc, *refs.rules, "rules", folder, options, others,
                                              sources, parseRules);
        fatal = fatal || !r;
        if (r)
            rules = std::move(*r);
    }
    std::vector<OrderOfBattle> oobs;
    for (const FileRef& ref : refs.oobs) {
        auto o = loadReferenced<OrderOfBattle>(doc, ref, "oob", folder, options, others, sources,
                                               parseOob);
        fatal = fatal || !o;
        if (o)
            oobs.push_back(std::move(*o));
    }
    if (!stage("Placing the units", 0.8, 1.0))
        return true;
    if (!fatal)
        out.value = reader.readBody(refs, std::move(*map), std::move(oobs));
    if (asRead && !doc.listsPlain())
        return false;
    if (out.value) {
        out.value->rules = std::move(rules);
        out.value->sources.merge(std::move(sources));
    }
    doc.finish();
    sortByPosition(out.diagnostics, 0);
    out.diagnostics.insert(out.diagnostics.end(), others.begin(), others.end());
    return true;
}

} // namespace

Loaded<Scenario> loadScenario(const std::filesystem::path& path, Progress* progress,
                              const LoadOptions& options) {
    Loaded<Scenario> out;
    if (!startStage(progress, path, nullptr, out, "Reading the scenario", 0, 0.05))
        return out;
    // A save of this scenario's files that was interrupted is completed or undone first.
    if (auto st = recoverSaveSet(path); !st)
        out.diagnostics.push_back(Diagnostic{path.string(), 0, 0, Severity::Error, st.error()});
    auto text = readFile(path);
    if (!text) {
        out.diagnostics.push_back(
            Diagnostic{path.string(), 0, 0, Severity::Error, "cannot open: " + text.error()});
        return out;
    }
    // Its set-up read as the reader goes, or if that was not plain after all, read again with the
    // set-up scanned first (the files it names loaded again: a rare case).
    const std::size_t first = out.diagnostics.size();
    if (!readScenario(path, *text, progress, options, true, out)) {
        out.value.reset();
        out.diagnostics.resize(first);
        readScenario(path, *text, progress, options, false, out);
    }
    return out;
}

} // namespace marengo::formats
