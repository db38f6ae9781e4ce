// The canonical form of a file (`marengo format`), and writing a model back over its source.
#include "formats/file_io.hpp"
#include "formats/formats.hpp"
#include "formats/source_merge.hpp"

#include <functional>

namespace marengo::formats {

using namespace detail;

FileKind fileKind(const std::filesystem::path& path) {
    const std::string name = path.filename().string();
    if (name.ends_with(".scenario.xml"))
        return FileKind::Scenario;
    if (name.ends_with(".map.xml"))
        return FileKind::Map;
    if (name.ends_with(".oob.xml"))
        return FileKind::Oob;
    if (name.ends_with(".rules.xml"))
        return FileKind::Rules;
    return FileKind::Other;
}

std::string writeOver(std::string_view source, std::string_view canonical) {
    return mergeSource(source, canonical, MergeMode::Keep);
}

namespace {

/// The canonical text of the model read from `text`, and how to write a text's model again.
struct Canonical {
    std::string text;
    std::function<std::optional<std::string>(std::string_view)> rewrite;
};

template <class T, class Parse, class Write>
std::optional<Canonical> canonicalOf(std::string_view text, const std::string& name,
                                     std::vector<Diagnostic>& out, Parse parse, Write write) {
    Loaded<T> loaded = parse(text, name);
    out.insert(out.end(), loaded.diagnostics.begin(), loaded.diagnostics.end());
    if (loaded.fatal())
        return std::nullopt;
    return Canonical{write(*loaded.value), [parse, write, name](std::string_view t) {
                         Loaded<T> again = parse(t, name);
                         return again.fatal() ? std::nullopt
                                              : std::optional<std::string>(write(*again.value));
                     }};
}

} // namespace

Loaded<std::string> formatFile(const std::filesystem::path& path, const LoadOptions& options) {
    Loaded<std::string> out;
    const std::string name = path.string();
    auto text = readFile(path);
    if (!text) {
        out.diagnostics.push_back({name, 0, 0, Severity::Error, "cannot open: " + text.error()});
        return out;
    }
    std::optional<Canonical> canon;
    std::optional<Scenario> scenario; // keeps the map and OOBs the rewrite reads against
    switch (fileKind(path)) {
    case FileKind::Map:
        canon = canonicalOf<Map>(*text, name, out.diagnostics, parseMap, writeMap);
        break;
    case FileKind::Oob:
        canon = canonicalOf<OrderOfBattle>(*text, name, out.diagnostics, parseOob, writeOob);
        break;
    case FileKind::Rules:
        canon = canonicalOf<RulesProfile>(*text, name, out.diagnostics, parseRules, writeRules);
        break;
    case FileKind::Scenario: {
        Loaded<Scenario> loaded = loadScenario(path, nullptr, options);
        out.diagnostics = loaded.diagnostics;
        if (loaded.fatal())
            break;
        scenario = std::move(loaded.value);
        const Scenario& s = *scenario;
        canon = Canonical{writeScenario(s), [&s, name](std::string_view t) {
                              Loaded<Scenario> again = parseScenario(t, name, s.map, s.oobs);
                              return again.fatal()
                                         ? std::nullopt
                                         : std::optional<std::string>(writeScenario(*again.value));
                          }};
        break;
    }
    case FileKind::Other:
        out.diagnostics.push_back({name, 0, 0, Severity::Error,
                                   "not a Marengo file (expected .scenario.xml, .map.xml, "
                                   ".oob.xml or .rules.xml)"});
        return out;
    }
    if (!canon) {
        out.diagnostics.push_back(
            {name, 0, 0, Severity::Error, "not formatted: the file cannot be read"});
        return out;
    }
    std::string formatted = mergeSource(*text, canon->text, MergeMode::Canonical);
    // Formatting never changes what a file says: the result must read back to the same model.
    if (canon->rewrite(formatted) != canon->text) {
        out.diagnostics.push_back({name, 0, 0, Severity::Error,
                                   "not formatted: its canonical form would not read back the "
                                   "same (please report this)"});
        return out;
    }
    out.value = std::move(formatted);
    return out;
}

} // namespace marengo::formats
