// marengo rules-params: the rules-profile parameters the engine reads (engine/profile/params.def),
// with their defaults, meaning, type and range; given a profile, the value that profile sets for
// each and where the value comes from.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "cli/options.hpp"
#include "engine/profile/profile.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <string>

namespace marengo::cli {

int cmdRulesParams(const Args& args) {
    Options o = parseOptions(args, {"format"});
    std::string format = o.get("format").value_or("text");
    if (o.error.empty() && o.positional.size() > 1)
        o.error = "rules-params takes at most one rules profile";
    if (o.error.empty() && format != "text" && format != "json")
        o.error = "unknown format '" + format + "' (text or json)";
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo rules-params: %s\n", o.error.c_str());
        return kExitUnreadable;
    }
    const RulesProfile* profile = nullptr;
    formats::Loaded<RulesProfile> loaded;
    if (!o.positional.empty()) {
        loaded = formats::loadRules(formats::resolveData(o.positional[0], "rules", ".rules.xml"));
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

} // namespace marengo::cli
