// marengo reach: the hexes a unit reaches from a hex within its movement points
// (movement::reachable over the rules profile's terrain costs), optionally stopping where the
// set-up's enemy zones of influence stop it (movement::ZoneStops), as text or JSON.
#include "cli/commands.hpp"
#include "cli/json.hpp"
#include "engine/core/number_text.hpp"
#include "engine/movement/costs.hpp"
#include "engine/movement/movement.hpp"
#include "engine/movement/zones.hpp"
#include "engine/scenario/scenario_index.hpp"
#include "formats/formats.hpp"

#include <charconv>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace marengo::cli {

namespace {

struct ReachOptions {
    std::string scenario;
    std::string hex;
    std::string unit;
    std::string mp; ///< empty: the unit's printed movement allowance
    bool roadMarch = false;
    bool respectZoi = false;
    std::string format = "text";
    formats::LoadOptions load;
};

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

/// "Kiev Dragoons (ru-dr)" for each unit, joined by ", ".
std::string names(const std::vector<const Occupant*>& who) {
    std::string out;
    for (const Occupant* o : who)
        out += (out.empty() ? "" : ", ") + nameOf(*o->unit) + " (" + o->unit->id + ")";
    return out;
}

const char* zonesMeant(movement::ZoneStopKind k) {
    switch (k) {
    case movement::ZoneStopKind::AllZones:
        return "every enemy zone of influence stops it";
    case movement::ZoneStopKind::CavalryZones:
        return "enemy cavalry zones of influence stop it";
    case movement::ZoneStopKind::None:
        break;
    }
    return "no zone of influence stops it (not a combat unit)";
}

int runReach(const ReachOptions& o) {
    if (o.format != "text" && o.format != "json")
        return usageError("reach", "unknown format '" + o.format + "' (text or json)");
    const std::optional<Scenario> loaded = loadScenarioFor(o.scenario, o.load);
    if (!loaded)
        return kExitUnreadable;
    const Scenario& s = *loaded;
    const Map& map = s.map;
    const HexId from = map.find(o.hex);
    if (from == kNoHex)
        return usageError("reach", "hex '" + o.hex + "' is not on the map");

    const ScenarioIndex index(s);
    const Unit* unit = nullptr;
    const OrderOfBattle* oob = nullptr;
    if (!o.unit.empty()) {
        unit = s.findUnit(o.unit, &oob);
        if (!unit)
            return usageError("reach", "unit '" + o.unit + "' is in no order of battle");
    } else {
        for (const Occupant& occ : index.at(from)) {
            if (!occ.unit || !movement::moveArmOf(*occ.unit))
                continue;
            if (unit)
                return usageError("reach", "several units stand in " + o.hex +
                                               ": name the one that moves with --unit");
            unit = occ.unit;
            oob = occ.oob;
        }
        if (!unit)
            return usageError("reach", "no unit stands in " + o.hex +
                                           ": name the one that moves with --unit");
    }
    const std::optional<movement::MoveArm> arm = movement::moveArmOf(*unit);
    if (!arm)
        return usageError("reach", "unit '" + unit->id + "' does not move (a headquarters)");
    double mp = unit->movement;
    if (!o.mp.empty()) {
        const char* end = o.mp.data() + o.mp.size();
        auto [ptr, ec] = std::from_chars(o.mp.data(), end, mp);
        if (ec != std::errc() || ptr != end || !(mp >= 0))
            return usageError("reach", "--mp must be a number of movement points, 0 or more");
    }

    const movement::CostTable costs(map, s.rules, *arm,
                                    o.roadMarch ? movement::MoveMode::RoadMarch
                                                : movement::MoveMode::Normal);
    const movement::ZoneStops zones(index, *unit, oob->side);
    const std::vector<movement::Reached> reached =
        movement::reachable(costs, from, mp, o.respectZoi ? &zones.hexes() : nullptr);
    auto stoppedBy = [&](HexId h) {
        return o.respectZoi && h != from ? zones.who(h) : std::vector<const Occupant*>{};
    };

    if (o.format == "json") {
        JsonWriter json;
        json.beginObject();
        json.key("unit");
        json.value(unit->id);
        json.key("name");
        json.value(nameOf(*unit));
        json.key("arm");
        json.value(movement::toString(*arm));
        json.key("from");
        json.value(map.label(from));
        json.key("mp");
        json.value(mp);
        json.key("roadMarch");
        json.value(o.roadMarch);
        json.key("respectZoi");
        json.value(o.respectZoi);
        json.key("hexes");
        json.beginArray();
        for (const movement::Reached& r : reached) {
            json.beginObject();
            json.key("hex");
            json.value(map.label(r.hex));
            json.key("mp");
            json.value(r.mp);
            const std::vector<const Occupant*> who = stoppedBy(r.hex);
            if (!who.empty()) {
                json.key("stopsFor");
                json.beginArray();
                for (const Occupant* w : who)
                    json.value(w->unit->id);
                json.endArray();
            }
            json.endObject();
        }
        json.endArray();
        json.endObject();
        std::printf("%s\n", json.str().c_str());
        return kExitOk;
    }

    std::printf("reach of %s (%s, %s) from %s with %s MP%s: %zu hexes\n", nameOf(*unit).c_str(),
                unit->id.c_str(), std::string(movement::toString(*arm)).c_str(),
                map.label(from).c_str(), numberText(mp).c_str(),
                o.roadMarch ? " in road march" : "", reached.size());
    if (o.respectZoi)
        std::printf("zones of influence respected: %s\n", zonesMeant(zones.kind()));
    for (const movement::Reached& r : reached) {
        const std::vector<const Occupant*> who = stoppedBy(r.hex);
        std::printf("%s: %s MP%s\n", map.label(r.hex).c_str(), numberText(r.mp).c_str(),
                    who.empty() ? "" : ("; stops: zone of influence of " + names(who)).c_str());
    }
    return kExitOk;
}

} // namespace

void addReach(CLI::App& app) {
    Command& cmd =
        addCommand(app, "reach",
                   "reach SCENARIO HEX [--unit ID] [--mp N] [--road-march] [--respect-zoi] "
                   "[--format text|json]",
                   "the hexes a unit reaches from HEX and the fewest movement points each\n"
                   "costs, from the rules profile's terrain effects; with --respect-zoi it stops\n"
                   "on entering an enemy zone of influence of the set-up that stops its arm\n"
                   "(Austerlitz 1805, Premier Rules (July 2016), rule 14)");
    auto o = std::make_shared<ReachOptions>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file");
    cmd.add_option("HEX", o->hex, "the hex it moves from");
    cmd.add_option("--unit", o->unit, "the unit that moves (default: the one in HEX)")
        ->type_name("ID");
    cmd.add_option("--mp", o->mp, "movement points (default: the unit's printed allowance)")
        ->type_name("N");
    cmd.add_flag("--road-march", o->roadMarch, "move in road march");
    cmd.add_flag("--respect-zoi", o->respectZoi,
                 "stop on entering the enemy zones of influence that stop the unit");
    cmd.add_option("--format", o->format, "text (default) or json")->type_name("FORMAT");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runReach(*o); });
}

} // namespace marengo::cli
