// marengo info: a summary of any Marengo file.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <map>

namespace marengo::cli {

namespace {

bool endsWith(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Counts of one OOB's units.
struct OobSummary {
    std::string side;
    int counters = 0;   ///< placeable units
    int increments = 0; ///< printed increments of counters (regiments with battalions excluded)
    std::map<std::string, int> byArm;
};

OobSummary summarise(const OrderOfBattle& oob) {
    OobSummary s{oob.side, 0, 0, {}};
    for (const Unit& u : oob.units()) {
        if (!u.isPlaceable())
            continue;
        ++s.counters;
        s.increments += u.increments;
        ++s.byArm[std::string(toString(u.arm))];
    }
    return s;
}

void printMap(const Map& m, JsonWriter* json) {
    if (json) {
        json->key("map");
        json->beginObject();
        json->key("name");
        json->value(m.name());
        json->key("sheets");
        json->beginArray();
        for (const Sheet& s : m.sheets()) {
            json->beginObject();
            json->key("letter");
            json->value(std::string(1, s.letter));
            json->key("cols");
            json->value(s.cols);
            json->key("rows");
            json->value(s.rows);
            json->endObject();
        }
        json->endArray();
        json->key("hexes");
        json->value(static_cast<long long>(m.hexCount()));
        json->key("terrainTypes");
        json->value(static_cast<long long>(m.terrainTypes().size()));
        json->endObject();
        return;
    }
    std::printf("map: %s\n", m.name().c_str());
    std::printf("sheets: %zu\n", m.sheets().size());
    for (const Sheet& s : m.sheets())
        std::printf("  sheet %c: %d x %d hexes at column %d, row %d\n", s.letter, s.cols, s.rows,
                    s.col, s.row);
    std::printf("hexes: %zu\n", m.hexCount());
    std::printf("terrain types: %zu\n", m.terrainTypes().size());
}

void printOobs(const std::vector<OrderOfBattle>& oobs, JsonWriter* json) {
    if (json) {
        json->key("sides");
        json->beginArray();
    }
    for (const OrderOfBattle& oob : oobs) {
        OobSummary s = summarise(oob);
        if (json) {
            json->beginObject();
            json->key("side");
            json->value(s.side);
            json->key("units");
            json->value(s.counters);
            json->key("increments");
            json->value(s.increments);
            for (const auto& [arm, n] : s.byArm) {
                json->key(arm);
                json->value(n);
            }
            json->endObject();
            continue;
        }
        std::printf("side %s: %d units, %d increments (", s.side.c_str(), s.counters, s.increments);
        const char* sep = "";
        for (const auto& [arm, n] : s.byArm) {
            std::printf("%s%d %s", sep, n, arm.c_str());
            sep = ", ";
        }
        std::printf(")\n");
    }
    if (json)
        json->endArray();
}

void printRules(const RulesProfile& r, JsonWriter* json) {
    if (json) {
        json->key("rules");
        json->beginObject();
        json->key("id");
        json->value(r.id);
        json->key("title");
        json->value(r.title);
        json->key("edition");
        json->value(r.edition);
        json->endObject();
        return;
    }
    std::printf("rules: %s, %s (%s): %zu parameters, %zu terrain rows, %zu charge modifiers\n",
                r.title.c_str(), r.edition.c_str(), r.id.c_str(), r.paramCount(), r.terrain.size(),
                r.chargeModifiers.size());
}

void printScenario(const Scenario& s, JsonWriter* json) {
    if (json) {
        json->key("title");
        json->value(s.title);
        json->key("date");
        json->value(s.date);
        json->key("start");
        json->value(formatClock(s.start));
        json->key("end");
        json->value(formatClock(s.end));
        json->key("turns");
        json->value(s.turnCount());
        json->key("placed");
        json->value(static_cast<long long>(s.setup.size()));
        json->key("reinforcements");
        json->value(static_cast<long long>(s.reinforcements.size()));
    } else {
        std::printf("scenario: %s (%s)\n", s.title.c_str(), s.date.c_str());
        std::printf("time: %s to %s, %d turns of %d minutes\n", formatClock(s.start).c_str(),
                    formatClock(s.end).c_str(), s.turnCount(), s.turnMinutes());
        std::printf("set up: %zu units; reinforcements: %zu arrivals\n", s.setup.size(),
                    s.reinforcements.size());
    }
    printMap(s.map, json);
    printOobs(s.oobs, json);
    printRules(s.rules, json);
}

template <class T> bool reportFatal(const formats::Loaded<T>& l) {
    for (const formats::Diagnostic& d : l.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    return l.fatal();
}

struct InfoOptions {
    std::string file;
    std::string format = "text";
    formats::LoadOptions load;
};

int runInfo(const InfoOptions& o) {
    if (o.file.empty())
        return usageError("info", "info takes one file");
    const std::string& format = o.format;
    if (format != "text" && format != "json")
        return usageError("info", "unknown format '" + format + "' (text or json)");
    const std::string& path = o.file;
    JsonWriter json;
    JsonWriter* jw = format == "json" ? &json : nullptr;
    if (jw) {
        json.beginObject();
        json.key("file");
        json.value(path);
    }
    bool errors = false;
    if (endsWith(path, ".scenario.xml")) {
        auto l = formats::loadScenario(path, nullptr, o.load);
        if (reportFatal(l))
            return kExitUnreadable;
        errors = l.hasErrors();
        printScenario(*l.value, jw);
    } else if (endsWith(path, ".map.xml")) {
        auto l = formats::loadMap(path);
        if (reportFatal(l))
            return kExitUnreadable;
        errors = l.hasErrors();
        printMap(*l.value, jw);
    } else if (endsWith(path, ".oob.xml")) {
        auto l = formats::loadOob(path);
        if (reportFatal(l))
            return kExitUnreadable;
        errors = l.hasErrors();
        printOobs({*l.value}, jw);
    } else if (endsWith(path, ".rules.xml")) {
        auto l = formats::loadRules(path);
        if (reportFatal(l))
            return kExitUnreadable;
        errors = l.hasErrors();
        printRules(*l.value, jw);
    } else {
        std::fprintf(stderr,
                     "marengo info: %s: unknown file kind (expected .scenario.xml, .map.xml, "
                     ".oob.xml or .rules.xml)\n",
                     path.c_str());
        return kExitUnreadable;
    }
    if (jw) {
        json.endObject();
        std::printf("%s\n", json.str().c_str());
    }
    return errors ? kExitProblems : kExitOk;
}

} // namespace

void addInfo(CLI::App& app) {
    Command& cmd =
        addCommand(app, "info", "info FILE [--format text|json]",
                   "summarise a map, OOB, rules profile or scenario file: sheets, hexes,\n"
                   "units per side, turns");
    auto o = std::make_shared<InfoOptions>();
    cmd.add_option("FILE", o->file, "a *.scenario.xml, *.map.xml, *.oob.xml or *.rules.xml file");
    cmd.add_option("--format", o->format, "text (default) or json")->type_name("FORMAT");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runInfo(*o); });
}

} // namespace marengo::cli
