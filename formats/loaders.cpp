// Loading files from disk, and a scenario with the files it refers to.
#include "formats/file_io.hpp"
#include "formats/scenario_reader.hpp"

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

/// Loads a referenced file; when it cannot be read, reports that at the referring element.
/// Its positions go to `sources`.
template <class T, class Parse>
std::optional<T> loadReferenced(XmlDocument& doc, const FileRef& ref, const char* kind,
                                const std::filesystem::path& folder, std::vector<Diagnostic>& out,
                                SourceMap& sources, Parse parse) {
    const std::filesystem::path path = (folder / ref.href).lexically_normal();
    auto text = readFile(path);
    if (!text) {
        doc.error(ref.node,
                  std::string("cannot open ") + kind + " '" + ref.href + "': " + text.error());
        return std::nullopt;
    }
    Loaded<T> loaded = parse(*text, path.string());
    out.insert(out.end(), loaded.diagnostics.begin(), loaded.diagnostics.end());
    sources.merge(std::move(loaded.sources));
    return std::move(loaded.value);
}

} // namespace

Loaded<Map> loadMap(const std::filesystem::path& path) {
    return loadWith<Map>(path, parseMap);
}

Loaded<OrderOfBattle> loadOob(const std::filesystem::path& path) {
    return loadWith<OrderOfBattle>(path, parseOob);
}

Loaded<RulesProfile> loadRules(const std::filesystem::path& path) {
    return loadWith<RulesProfile>(path, parseRules);
}

Loaded<Scenario> loadScenario(const std::filesystem::path& path, Progress* progress) {
    Loaded<Scenario> out;
    // Starts a stage; false (with the diagnostic) when the user cancelled.
    auto stage = [&](const char* name, double from, double to) {
        if (!progress)
            return true;
        if (!progress->keepGoing()) {
            out.value.reset();
            out.diagnostics.push_back(
                Diagnostic{path.string(), 0, 0, Severity::Error, "cancelled"});
            return false;
        }
        progress->stage(name, from, to);
        return true;
    };
    if (!stage("Reading the scenario", 0, 0.05))
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
    XmlDocument doc;
    if (!doc.parse(*text, path.string(), "scenario", out.diagnostics))
        return out;
    ScenarioReader reader(doc);
    ScenarioRefs refs = reader.readRefs();
    // Diagnostics of the referenced files follow the scenario's own.
    std::vector<Diagnostic> others;
    const std::filesystem::path folder = path.parent_path();
    bool fatal = !refs.map.has_value();
    SourceMap sources; // of the referenced files: the map, the rules profile, the OOBs
    std::optional<Map> map;
    if (!stage("Reading the map", 0.05, 0.7))
        return out;
    if (refs.map) {
        map = loadReferenced<Map>(doc, *refs.map, "map", folder, others, sources, parseMap);
        fatal = fatal || !map;
    }
    if (!stage("Reading the rules and orders of battle", 0.7, 0.8))
        return out;
    RulesProfile rules;
    if (refs.rules) {
        auto r = loadReferenced<RulesProfile>(doc, *refs.rules, "rules", folder, others, sources,
                                              parseRules);
        fatal = fatal || !r;
        if (r)
            rules = std::move(*r);
    }
    std::vector<OrderOfBattle> oobs;
    for (const FileRef& ref : refs.oobs) {
        auto o = loadReferenced<OrderOfBattle>(doc, ref, "oob", folder, others, sources, parseOob);
        fatal = fatal || !o;
        if (o)
            oobs.push_back(std::move(*o));
    }
    if (!stage("Placing the units", 0.8, 1.0))
        return out;
    if (!fatal) {
        out.value = reader.readBody(refs, *map, oobs);
        out.value->rules = std::move(rules);
        out.value->sources.merge(std::move(sources));
    }
    sortByPosition(out.diagnostics, 0);
    out.diagnostics.insert(out.diagnostics.end(), others.begin(), others.end());
    return out;
}

} // namespace marengo::formats
