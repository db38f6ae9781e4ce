// marengo rules-params: the rules-profile parameters the engine reads (engine/profile/params.def),
// with their defaults, meaning, type and range; given a profile, the value that profile sets for
// each and where the value comes from.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "engine/profile/profile.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <string>

namespace marengo::cli {

namespace {

struct RulesParamsOptions {
    std::vector<std::string> profiles; ///< at most one; a list so that a second is named
    std::string format = "text";
};

int runRulesParams(const RulesParamsOptions& o) {
    const std::string& format = o.format;
    if (o.profiles.size() > 1)
        return usageError("rules-params", "rules-params takes at most one rules profile");
    if (format != "text" && format != "json")
        return usageError("rules-params", "unknown format '" + format + "' (text or json)");
    const RulesProfile* profile = nullptr;
    formats::Loaded<RulesProfile> loaded;
    if (!o.profiles.empty()) {
        loaded = formats::loadRules(formats::resolveData(o.profiles[0], "rules", ".rules.xml"));
        for (const formats::Diagnostic& d : loaded.diagnostics)
            std::fprintf(stderr, "%s\n", d.format().c_str());
        if (loaded.fatal())
            return kExitUnreadable;
        profile = &*loaded.value;
    }

    JsonWriter json;
    std::string text;
    if (format == "json") {
        json.beginObject();
        if (profile) {
            json.key("profile");
            json.value(profile->id);
        }
        json.key("params");
        json.beginArray();
    }
    for (const ParamSpec& p : kParams) {
        const Param* set = profile ? profile->param(p.id) : nullptr;
        if (format == "json") {
            json.beginObject();
            json.key("key");
            json.value(p.key);
            json.key("default");
            json.value(p.defaultValue);
            json.key("meaning");
            json.value(p.meaning);
            if (profile) {
                json.key("value");
                json.value(set ? set->value : p.defaultValue);
                json.key("source");
                json.value(set ? std::string_view(set->source) : std::string_view("default"));
            }
            json.key("type");
            json.value(paramTypeName(p.type));
            json.key("min");
            json.value(p.min);
            json.key("max");
            json.value(p.max);
            json.endObject();
            continue;
        }
        text += std::string(p.key) + " = ";
        if (!profile)
            text += shortestNumber(p.defaultValue);
        else if (set)
            text += shortestNumber(set->value) + "  (" + set->source + ")";
        else
            text += shortestNumber(p.defaultValue) + "  (not in the profile: engine default)";
        text += "\n    " + std::string(p.meaning) + " [" + std::string(paramTypeName(p.type)) +
                ", " + paramRangeText(p) + "]\n";
    }
    if (format == "json") {
        json.endArray();
        json.endObject();
        std::printf("%s\n", json.str().c_str());
    } else {
        std::fputs(text.c_str(), stdout);
    }
    return profile && loaded.hasErrors() ? kExitProblems : kExitOk;
}

} // namespace

void addRulesParams(CLI::App& app) {
    Command& cmd =
        addCommand(app, "rules-params", "rules-params [PROFILE] [--format text|json]",
                   "the rules-profile parameters the engine reads, with default and meaning;\n"
                   "with a profile (an id of templates/rules or a .rules.xml file), the value\n"
                   "it sets for each and its source");
    auto o = std::make_shared<RulesParamsOptions>();
    cmd.add_option(
        "PROFILE", o->profiles,
        "a rules profile: an id of templates/rules (friedland-2014) or a *.rules.xml file");
    cmd.add_option("--format", o->format, "text (default) or json")->type_name("FORMAT");
    cmd.runs([o] { return runRulesParams(*o); });
}

} // namespace marengo::cli
