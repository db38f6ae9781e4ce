#include "cli/report.hpp"

#include "cli/json.hpp"
#include "engine/checks/checks.hpp"
#include "formats/data_dir.hpp"
#include "formats/findings.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

std::string_view sarifLevel(Severity s) {
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "note";
    }
    return "error";
}

void writeStrings(JsonWriter& w, const std::vector<std::string>& v) {
    w.beginArray();
    for (const std::string& s : v)
        w.value(s);
    w.endArray();
}

struct Counts {
    int errors = 0;
    int warnings = 0;
};
Counts count(const std::vector<Finding>& findings) {
    Counts c;
    for (const Finding& f : findings) {
        if (f.problem.severity == Severity::Error)
            ++c.errors;
        else if (f.problem.severity == Severity::Warning)
            ++c.warnings;
    }
    return c;
}

/// The location a finding is reported at: its first, or the scenario file.
SourceLocation primary(const Finding& f, const std::string& scenario) {
    if (!f.problem.locations.empty())
        return f.problem.locations.front();
    return SourceLocation{scenario, 0, 0, {}};
}

void writeScenario(JsonWriter& w, const ScenarioReport& r) {
    w.beginObject();
    w.key("scenario");
    w.value(r.scenario);
    const Counts c = count(r.findings);
    w.key("errors");
    w.value(c.errors);
    w.key("warnings");
    w.value(c.warnings);
    w.key("problems");
    w.beginArray();
    for (const Finding& f : r.findings) {
        const Problem& p = f.problem;
        const SourceLocation at = primary(f, r.scenario);
        w.beginObject();
        w.key("id");
        w.value(p.check);
        w.key("severity");
        w.value(toString(p.severity));
        w.key("message");
        w.value(p.message);
        w.key("file");
        w.value(at.file);
        if (at.line > 0) {
            w.key("line");
            w.value(at.line);
            w.key("column");
            w.value(at.col);
        }
        w.key("hexes");
        writeStrings(w, f.hexes);
        w.key("units");
        writeStrings(w, p.units);
        w.key("locations");
        w.beginArray();
        for (const SourceLocation& l : p.locations) {
            w.beginObject();
            w.key("file");
            w.value(l.file);
            if (l.line > 0) {
                w.key("line");
                w.value(l.line);
                w.key("column");
                w.value(l.col);
            }
            if (!l.what.empty()) {
                w.key("what");
                w.value(l.what);
            }
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

// ---- SARIF -----------------------------------------------------------------------------------

/// RFC 3986 percent-encoding of a path: unreserved characters and '/' stay.
std::string percentEncode(std::string_view s) {
    static const char* kHex = "0123456789ABCDEF";
    std::string out;
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    return out;
}

/// A SARIF message: a sentence that ends with a period (SARIF2001).
std::string sentence(std::string s) {
    if (!s.empty() && s.back() != '.' && s.back() != '?' && s.back() != '!')
        s += '.';
    return s;
}

/// A stable identity of a finding across commits: its rule, file, units and message (not its
/// line, which moves when lines are added above it). 64-bit FNV-1a.
std::string fingerprint(const Problem& p, const std::string& uri) {
    std::uint64_t h = 14695981039346656037ull;
    auto mix = [&h](std::string_view s) {
        for (char c : s) {
            h ^= static_cast<unsigned char>(c);
            h *= 1099511628211ull;
        }
        h ^= 0xFF; // field separator
        h *= 1099511628211ull;
    };
    mix(p.check);
    mix(uri);
    mix(p.message);
    for (const std::string& u : p.units)
        mix(u);
    char out[17];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(h));
    return out;
}

/// "carre.terrain" -> "CarreTerrain" (a rule's name in SARIF).
std::string pascalName(std::string_view id) {
    std::string out;
    bool upper = true;
    for (char c : id) {
        if (c == '.' || c == '-') {
            upper = true;
            continue;
        }
        out += upper && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
        upper = false;
    }
    return out;
}

struct Rule {
    std::string id;
    std::string title;
    std::string citation;
    Severity severity;
};

std::vector<Rule> sarifRules() {
    std::vector<Rule> rules;
    rules.push_back({std::string(formats::kFormatCheck),
                     "the file can be read: well-formed XML of Marengo's format, every value in "
                     "range and every reference resolved",
                     "the file formats of docs/formats.md (no rule of the game)", Severity::Error});
    for (const CheckInfo& c : checkCatalogue())
        rules.push_back(
            {std::string(c.id), std::string(c.title), std::string(c.citation), c.severity});
    return rules;
}

void writeText(JsonWriter& w, const char* key, const std::string& text) {
    w.key(key);
    w.beginObject();
    w.key("text");
    w.value(text);
    w.endObject();
}

void writePhysical(JsonWriter& w, const SourceLocation& l, const SarifOptions& o) {
    bool relative = false;
    const std::string uri = fileUri(l.file, o.root, relative);
    w.key("physicalLocation");
    w.beginObject();
    w.key("artifactLocation");
    w.beginObject();
    w.key("uri");
    w.value(uri);
    if (relative) {
        w.key("uriBaseId");
        w.value("%SRCROOT%");
    }
    w.endObject();
    if (l.line > 0) {
        w.key("region");
        w.beginObject();
        w.key("startLine");
        w.value(l.line);
        w.key("startColumn");
        w.value(l.col > 0 ? l.col : 1);
        w.endObject();
    }
    w.endObject();
}

} // namespace

std::string docsUrl() {
    if (const char* d = std::getenv("MARENGO_DOCS_URL"); d && *d) {
        std::string url = d;
        while (url.ends_with("/"))
            url.pop_back();
        return url;
    }
    return absoluteFileUri(formats::docDir());
}

std::string absoluteFileUri(const fs::path& path) {
    return "file://" + percentEncode(fs::absolute(path).lexically_normal().generic_string());
}

std::string fileUri(const fs::path& path, const fs::path& root, bool& relative) {
    const fs::path abs = fs::absolute(path).lexically_normal();
    const fs::path base = fs::absolute(root).lexically_normal();
    const fs::path rel = abs.lexically_relative(base);
    relative = !rel.empty() && *rel.begin() != ".." && rel.is_relative();
    if (relative)
        return percentEncode(rel.generic_string());
    return absoluteFileUri(abs);
}

std::vector<Finding> labelled(std::vector<Problem> problems, const Map* map) {
    std::vector<Finding> out;
    out.reserve(problems.size());
    for (Problem& p : problems) {
        Finding f{std::move(p), {}};
        if (map)
            for (HexId h : f.problem.hexes)
                if (map->onMap(h))
                    f.hexes.push_back(map->label(h));
        out.push_back(std::move(f));
    }
    return out;
}

int worstExit(const std::vector<ScenarioReport>& reports) {
    int worst = 0;
    for (const ScenarioReport& r : reports)
        worst = std::max(worst, r.exitCode);
    return worst;
}

std::string formatText(const std::vector<ScenarioReport>& reports) {
    std::string out;
    int files = 0, invalid = 0, problems = 0;
    for (const ScenarioReport& r : reports) {
        for (const Finding& f : r.findings) {
            const Problem& p = f.problem;
            out += formats::problemText(primary(f, r.scenario), p.severity, p.message);
            out += " [" + p.check + "]";
            if (!f.hexes.empty() || !p.units.empty()) {
                out += " (";
                std::string sep;
                for (const std::string& h : f.hexes)
                    out += sep + h, sep = ", ";
                for (const std::string& u : p.units)
                    out += sep + u, sep = ", ";
                out += ")";
            }
            out += '\n';
        }
        ++files;
        problems += static_cast<int>(r.findings.size());
        invalid += r.exitCode != 0;
        out += r.scenario + ": " +
               (r.exitCode == 2 ? std::string("cannot be read")
                                : std::to_string(r.findings.size()) + " problem(s), " +
                                      (r.exitCode == 0 ? "valid" : "not valid")) +
               "\n";
    }
    if (files > 1)
        out += std::to_string(files) + " scenarios, " + std::to_string(problems) + " problem(s), " +
               std::to_string(invalid) + " not valid\n";
    return out;
}

std::string formatJson(const std::vector<ScenarioReport>& reports) {
    JsonWriter w;
    if (reports.size() == 1) {
        writeScenario(w, reports.front());
        return w.str() + "\n";
    }
    Counts total;
    for (const ScenarioReport& r : reports) {
        const Counts c = count(r.findings);
        total.errors += c.errors;
        total.warnings += c.warnings;
    }
    w.beginObject();
    w.key("errors");
    w.value(total.errors);
    w.key("warnings");
    w.value(total.warnings);
    w.key("scenarios");
    w.beginArray();
    for (const ScenarioReport& r : reports)
        writeScenario(w, r);
    w.endArray();
    w.endObject();
    return w.str() + "\n";
}

std::string formatSarif(const std::vector<ScenarioReport>& reports, const SarifOptions& o) {
    const std::vector<Rule> rules = sarifRules();
    const std::string rulesDoc = o.docsUrl + "/rules.md";
    JsonWriter w;
    w.beginObject();
    w.key("$schema");
    w.value("https://json.schemastore.org/sarif-2.1.0.json");
    w.key("version");
    w.value("2.1.0");
    w.key("runs");
    w.beginArray();
    w.beginObject();
    w.key("tool");
    w.beginObject();
    w.key("driver");
    w.beginObject();
    w.key("name");
    w.value("marengo");
    w.key("version");
    w.value(MARENGO_VERSION);
    w.key("semanticVersion");
    w.value(MARENGO_VERSION);
    w.key("informationUri");
    w.value(o.docsUrl + "/cli.md");
    w.key("rules");
    w.beginArray();
    for (const Rule& r : rules) {
        w.beginObject();
        w.key("id");
        w.value(r.id);
        // A name differs from the id (SARIF1001): "format" is named "FileFormat".
        w.key("name");
        w.value(r.id == formats::kFormatCheck ? "FileFormat" : pascalName(r.id));
        writeText(w, "shortDescription", sentence(r.title));
        writeText(w, "fullDescription", sentence(r.title) + " Rule: " + sentence(r.citation));
        w.key("help");
        w.beginObject();
        w.key("text");
        w.value(sentence(r.title) + " Rule: " + sentence(r.citation) + " Catalogue: " + rulesDoc +
                ".");
        w.key("markdown");
        w.value("**" + sentence(r.title) + "**\n\nRule: " + sentence(r.citation) +
                "\n\nSee [the check catalogue](" + rulesDoc + "#check-catalogue) for every check " +
                "and the assumptions behind it.");
        w.endObject();
        w.key("helpUri");
        w.value(rulesDoc + "#check-catalogue");
        w.key("defaultConfiguration");
        w.beginObject();
        w.key("level");
        w.value(sarifLevel(r.severity));
        w.endObject();
        w.key("properties");
        w.beginObject();
        w.key("citation");
        w.value(r.citation);
        w.endObject();
        w.endObject();
    }
    w.endArray();
    w.endObject(); // driver
    w.endObject(); // tool
    w.key("originalUriBaseIds");
    w.beginObject();
    w.key("%SRCROOT%");
    w.beginObject();
    w.key("uri");
    {
        std::string root = absoluteFileUri(o.root);
        if (root.back() != '/')
            root += '/';
        w.value(root);
    }
    w.endObject();
    w.endObject();
    w.key("results");
    w.beginArray();
    for (const ScenarioReport& rep : reports) {
        for (const Finding& f : rep.findings) {
            const Problem& p = f.problem;
            const SourceLocation at = primary(f, rep.scenario);
            const auto rule = std::find_if(rules.begin(), rules.end(),
                                           [&](const Rule& r) { return r.id == p.check; });
            w.beginObject();
            w.key("ruleId");
            w.value(p.check);
            w.key("level");
            w.value(sarifLevel(p.severity));
            if (rule != rules.end()) {
                w.key("ruleIndex");
                w.value(static_cast<int>(rule - rules.begin()));
            }
            std::string text = p.message;
            if (!f.hexes.empty()) {
                text += " (hex";
                for (const std::string& h : f.hexes)
                    text += " " + h;
                text += ")";
            }
            writeText(w, "message", sentence(text));
            w.key("locations");
            w.beginArray();
            w.beginObject();
            writePhysical(w, at, o);
            w.endObject();
            w.endArray();
            if (p.locations.size() > 1) {
                w.key("relatedLocations");
                w.beginArray();
                for (std::size_t i = 1; i < p.locations.size(); ++i) {
                    w.beginObject();
                    w.key("id");
                    w.value(static_cast<int>(i));
                    writePhysical(w, p.locations[i], o);
                    if (!p.locations[i].what.empty())
                        writeText(w, "message", sentence(p.locations[i].what));
                    w.endObject();
                }
                w.endArray();
            }
            bool relative = false;
            w.key("partialFingerprints");
            w.beginObject();
            w.key("marengoFinding/v1");
            w.value(fingerprint(p, fileUri(at.file, o.root, relative)));
            w.endObject();
            w.endObject();
        }
    }
    w.endArray();
    w.endObject();
    w.endArray();
    w.endObject();
    return w.str() + "\n";
}

} // namespace marengo::cli
