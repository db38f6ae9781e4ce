#include "cli/report.hpp"

#include "cli/json.hpp"
#include "engine/checks/checks.hpp"

#include <set>

namespace marengo::cli {

namespace {
constexpr std::string_view kFormatCheck = "format";

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
} // namespace

Finding fromDiagnostic(const formats::Diagnostic& d) {
    return Finding{std::string(kFormatCheck), d.severity, d.message, d.file, d.line, d.col, {}, {}};
}

Finding fromProblem(const Problem& p, const Map& map, const std::string& scenarioFile) {
    Finding f{p.check, p.severity, p.message, scenarioFile, 0, 0, {}, p.units};
    for (HexId h : p.hexes)
        if (map.onMap(h))
            f.hexes.push_back(map.label(h));
    return f;
}

std::string formatText(const std::vector<Finding>& findings) {
    std::string out;
    for (const Finding& f : findings) {
        out += f.file;
        if (f.line > 0)
            out += ":" + std::to_string(f.line) + ":" + std::to_string(f.col);
        out += ": ";
        out += toString(f.severity);
        out += ": " + f.message + " [" + f.check + "]";
        if (!f.hexes.empty() || !f.units.empty()) {
            out += " (";
            std::string sep;
            for (const std::string& h : f.hexes)
                out += sep + h, sep = ", ";
            for (const std::string& u : f.units)
                out += sep + u, sep = ", ";
            out += ")";
        }
        out += '\n';
    }
    return out;
}

std::string formatJson(const std::vector<Finding>& findings, const std::string& scenarioFile) {
    JsonWriter w;
    w.beginObject();
    w.key("scenario");
    w.value(scenarioFile);
    int errors = 0, warnings = 0;
    for (const Finding& f : findings) {
        if (f.severity == Severity::Error)
            ++errors;
        else if (f.severity == Severity::Warning)
            ++warnings;
    }
    w.key("errors");
    w.value(errors);
    w.key("warnings");
    w.value(warnings);
    w.key("problems");
    w.beginArray();
    for (const Finding& f : findings) {
        w.beginObject();
        w.key("id");
        w.value(f.check);
        w.key("severity");
        w.value(toString(f.severity));
        w.key("message");
        w.value(f.message);
        w.key("file");
        w.value(f.file);
        if (f.line > 0) {
            w.key("line");
            w.value(f.line);
            w.key("column");
            w.value(f.col);
        }
        w.key("hexes");
        writeStrings(w, f.hexes);
        w.key("units");
        writeStrings(w, f.units);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.str() + "\n";
}

std::string formatSarif(const std::vector<Finding>& findings) {
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
    w.key("rules");
    w.beginArray();
    std::set<std::string> used;
    for (const Finding& f : findings)
        used.insert(f.check);
    for (const std::string& id : used) {
        w.beginObject();
        w.key("id");
        w.value(id);
        w.key("shortDescription");
        w.beginObject();
        w.key("text");
        const CheckInfo* info = findCheck(id);
        w.value(info ? info->title : "file can be read and is consistent");
        w.endObject();
        if (info) {
            w.key("properties");
            w.beginObject();
            w.key("citation");
            w.value(info->citation);
            w.endObject();
        }
        w.endObject();
    }
    w.endArray();
    w.endObject(); // driver
    w.endObject(); // tool
    w.key("results");
    w.beginArray();
    for (const Finding& f : findings) {
        w.beginObject();
        w.key("ruleId");
        w.value(f.check);
        w.key("level");
        w.value(sarifLevel(f.severity));
        w.key("message");
        w.beginObject();
        w.key("text");
        std::string text = f.message;
        if (!f.hexes.empty()) {
            text += " (hex";
            for (const std::string& h : f.hexes)
                text += " " + h;
            text += ")";
        }
        w.value(text);
        w.endObject();
        w.key("locations");
        w.beginArray();
        w.beginObject();
        w.key("physicalLocation");
        w.beginObject();
        w.key("artifactLocation");
        w.beginObject();
        w.key("uri");
        w.value(f.file);
        w.endObject();
        if (f.line > 0) {
            w.key("region");
            w.beginObject();
            w.key("startLine");
            w.value(f.line);
            w.key("startColumn");
            w.value(f.col);
            w.endObject();
        }
        w.endObject();
        w.endObject();
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.endObject();
    w.endArray();
    w.endObject();
    return w.str() + "\n";
}

} // namespace marengo::cli
