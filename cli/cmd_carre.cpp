// marengo carre: the values of the infantry in carré in one hex of a scenario's set-up, or of
// the carré it would form there, from rules::carreValues: whether it may form one, its fire
// value, the melee of the enemy around it against it and its morale in carré, each with its
// source, as text (rules::carreText, which the editor shows too) or JSON.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "engine/rules/calculator_text.hpp"
#include "engine/rules/carre_values.hpp"
#include "formats/formats.hpp"

#include <charconv>
#include <cstdio>
#include <memory>
#include <string>

namespace marengo::cli {

namespace {

struct CarreOptions {
    std::string scenario;
    std::string hex;
    std::string fireMultiple; ///< empty: not given
    std::string format = "text";
    formats::LoadOptions load;
};

void writeJson(const rules::CarreValues& v, const std::string& hex, bool multipleGiven) {
    JsonWriter json;
    json.beginObject();
    json.key("hex");
    json.value(hex);
    json.key("side");
    json.value(v.side);
    json.key("inCarre");
    json.value(v.inCarre);
    json.key("mayForm");
    json.value(v.mayForm.allowed);
    json.key("reasons");
    json.beginArray();
    for (const std::string& why : v.mayForm.reasons)
        json.value(why);
    json.endArray();
    json.key("formSource");
    json.value(v.formSource);
    json.key("increments");
    json.value(v.increments);
    json.key("infantry");
    json.beginArray();
    for (const rules::CarreMember& m : v.infantry) {
        json.beginObject();
        json.key("unit");
        json.value(m.unit->id);
        json.key("name");
        json.value(m.unit->name);
        json.key("formation");
        json.value(toString(m.placement->formation));
        json.key("increments");
        json.value(m.increments);
        json.key("morale");
        json.value(m.unit->morale);
        if (m.moraleInCarre) {
            json.key("moraleInCarre");
            json.value(*m.moraleInCarre);
        }
        json.endObject();
    }
    json.endArray();
    json.key("fire");
    json.beginObject();
    if (multipleGiven) {
        json.key("multiple");
        json.value(v.fireMultiple);
    }
    json.key("value");
    json.value(v.fire);
    json.key("withEnemyCavalryInHex");
    json.value(v.fireWithCavalry);
    json.key("enemyCavalryInHex");
    json.value(v.enemyCavalryInHex);
    json.key("source");
    json.value(v.fireSource);
    json.endObject();
    json.key("melee");
    json.beginObject();
    json.key("assailants");
    json.beginArray();
    for (const rules::CarreAssailant& a : v.assailants) {
        json.beginObject();
        json.key("unit");
        json.value(a.unit->id);
        json.key("name");
        json.value(a.unit->name);
        json.key("arm");
        json.value(toString(a.unit->arm));
        json.key("inHex");
        json.value(a.inHex);
        json.key("melee");
        json.value(a.melee);
        json.key("againstCarre");
        json.value(a.againstCarre);
        json.endObject();
    }
    json.endArray();
    json.key("source");
    json.value(v.meleeSource);
    json.endObject();
    json.key("morale");
    json.beginObject();
    json.key("modifier");
    json.value(v.moraleModifier);
    json.key("source");
    json.value(v.moraleSource);
    json.endObject();
    json.endObject();
    std::printf("%s\n", json.str().c_str());
}

int runCarre(const CarreOptions& o) {
    if (o.format != "text" && o.format != "json")
        return usageError("carre", "unknown format '" + o.format + "' (text or json)");
    if (o.hex.empty())
        return usageError("carre", "carre takes a scenario file and a hex");
    int multiple = 1;
    if (!o.fireMultiple.empty()) {
        const char* end = o.fireMultiple.data() + o.fireMultiple.size();
        auto [p, ec] = std::from_chars(o.fireMultiple.data(), end, multiple);
        if (ec != std::errc{} || p != end || multiple < 1)
            return usageError("carre", "--fire-multiple takes a whole number of 1 or more, not '" +
                                           o.fireMultiple + "'");
    }
    const std::optional<Scenario> loaded = loadScenarioFor(o.scenario, o.load);
    if (!loaded)
        return kExitUnreadable;
    const Scenario& s = *loaded;
    const HexId h = s.map.find(o.hex);
    if (h == kNoHex)
        return usageError("carre", "hex '" + o.hex + "' is not on the map");
    const auto v = rules::carreValues(s, h, multiple);
    if (!v) {
        std::fprintf(stderr, "marengo carre: no infantry stands in %s\n", o.hex.c_str());
        return kExitProblems;
    }
    const std::string label = s.map.label(h);
    if (o.format == "json")
        writeJson(*v, label, !o.fireMultiple.empty());
    else
        std::fputs(rules::carreText(*v, label, !o.fireMultiple.empty()).c_str(), stdout);
    return v->mayForm.allowed ? kExitOk : kExitProblems;
}

} // namespace

void addCarre(CLI::App& app) {
    Command& cmd = addCommand(
        app, "carre", "carre SCENARIO HEX [--fire-multiple N] [--format text|json]",
        "the carré of the set-up's infantry in HEX, or the one it would form: whether it may\n"
        "form there, its fire value, the melee of the enemy around it against it, its morale\n"
        "in carré, each with its source; exit 0 when a carré may stand or form there, 1\n"
        "when not or when no infantry stands in HEX");
    auto o = std::make_shared<CarreOptions>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file");
    cmd.add_option("HEX", o->hex, "the infantry's hex, as printed (A0505)");
    cmd.add_option("--fire-multiple", o->fireMultiple,
                   "the infantry's fire multiple in carré from the game's Fire Effects chart "
                   "(without it the fire value is given per unit of multiple)")
        ->type_name("N");
    cmd.add_option("--format", o->format, "text (default) or json")->type_name("FORMAT");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runCarre(*o); });
}

} // namespace marengo::cli
