// marengo melee: the pre-melee verdict of rules::declaredMelee on a scenario's set-up: which
// units assault from the hexes given and defend the target hex, the increments each counts for
// the pre-melee morale check odds, and who makes that check, as text (rules::meleeText, which
// the editor shows too) or JSON.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "engine/rules/calculator_text.hpp"
#include "engine/rules/melee.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace marengo::cli {

namespace {

struct MeleeOptions {
    std::string scenario;
    std::string from;
    std::string target;
    std::string format = "text";
    formats::LoadOptions load;
};

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

void writeParties(JsonWriter& json, const char* key, const std::vector<rules::MeleeParty>& side) {
    json.key(key);
    json.beginArray();
    for (const rules::MeleeParty& p : side) {
        json.beginObject();
        json.key("unit");
        json.value(p.unit->id);
        json.key("name");
        json.value(nameOf(*p.unit));
        json.key("formation");
        json.value(toString(p.placement->formation));
        json.key("increments");
        json.value(p.increments);
        json.key("assaults");
        json.value(p.assaults);
        json.key("counted");
        json.value(p.counted);
        json.key("checksMorale");
        json.value(p.checksMorale);
        json.key("why");
        json.value(p.why);
        json.endObject();
    }
    json.endArray();
}

int runMelee(const MeleeOptions& o) {
    if (o.format != "text" && o.format != "json")
        return usageError("melee", "unknown format '" + o.format + "' (text or json)");
    const std::optional<Scenario> loaded = loadScenarioFor(o.scenario, o.load);
    if (!loaded)
        return kExitUnreadable;
    const Scenario& s = *loaded;
    const Map& map = s.map;

    std::vector<HexId> from;
    for (const std::string& label : splitList(o.from)) {
        const HexId h = map.find(label);
        if (h == kNoHex)
            return usageError("melee", "hex '" + label + "' is not on the map");
        from.push_back(h);
    }
    if (from.empty())
        return usageError("melee", "melee takes a scenario file, the attacking hexes and the "
                                   "target hex");
    const HexId target = map.find(o.target);
    if (target == kNoHex)
        return usageError("melee", "target hex '" + o.target + "' is not on the map");

    const rules::DeclaredMelee m = rules::declaredMelee(s, from, target);

    if (o.format == "json") {
        JsonWriter json;
        json.beginObject();
        json.key("from");
        json.beginArray();
        for (HexId h : from)
            json.value(map.label(h));
        json.endArray();
        json.key("target");
        json.value(map.label(target));
        json.key("legal");
        json.value(m.legal);
        json.key("reasons");
        json.beginArray();
        for (const std::string& why : m.reasons)
            json.value(why);
        json.endArray();
        json.key("odds");
        json.beginObject();
        json.key("attacker");
        json.value(m.odds.attacker);
        json.key("defender");
        json.value(m.odds.defender);
        json.endObject();
        writeParties(json, "attackers", m.attackers);
        writeParties(json, "defenders", m.defenders);
        json.endObject();
        std::printf("%s\n", json.str().c_str());
        return m.legal ? kExitOk : kExitProblems;
    }

    std::fputs(rules::meleeText(map, from, target, m).c_str(), stdout);
    return m.legal ? kExitOk : kExitProblems;
}

} // namespace

void addMelee(CLI::App& app) {
    Command& cmd =
        addCommand(app, "melee", "melee SCENARIO HEX,... TARGET [--format text|json]",
                   "the pre-melee morale check of a melee declared by the set-up's units in\n"
                   "the hexes given on the enemy in TARGET: the increments each side counts\n"
                   "for the odds, who checks morale and who is exempt, each reason; exit 0\n"
                   "legal, 1 illegal");
    auto o = std::make_shared<MeleeOptions>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file");
    cmd.add_option("HEXES", o->from, "the attacking hexes, comma-separated (A0504,A0602)");
    cmd.add_option("TARGET", o->target, "the hex assaulted");
    cmd.add_option("--format", o->format, "text (default) or json")->type_name("FORMAT");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runMelee(*o); });
}

} // namespace marengo::cli
