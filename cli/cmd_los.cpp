// marengo los / viewshed: line of sight between two hexes of a scenario's map, and every hex
// one hex sees. Units of the set-up block sight when the rules profile sets los.units-block=1
// (setupSightOptions, the engine's one definition).
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/rules/los.hpp"
#include "engine/scenario/scenario_index.hpp"
#include "formats/formats.hpp"

#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace marengo::cli {

namespace {

/// Removes a flag from the arguments, true when it was there (parseOptions knows only options
/// with values).
bool takeFlag(Args& args, const std::string& flag) {
    const auto n = std::erase(args, flag);
    return n > 0;
}

/// Loads the scenario, printing its diagnostics; nullopt when it cannot be read.
std::optional<Scenario> load(const std::string& path) {
    auto loaded = formats::loadScenario(path);
    for (const formats::Diagnostic& d : loaded.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    if (loaded.fatal())
        return std::nullopt;
    return std::move(*loaded.value);
}

/// The hex of a printed label, or kNoHex after saying why.
HexId hexArg(const char* cmd, const Map& map, const std::string& label) {
    const HexId h = map.find(label);
    if (h == kNoHex)
        std::fprintf(stderr, "marengo %s: hex '%s' is not on the map\n", cmd, label.c_str());
    return h;
}

} // namespace

int cmdLos(const Args& argsIn) {
    Args args = argsIn;
    const bool night = takeFlag(args, "--night");
    Options o = parseOptions(args, {});
    if (o.error.empty() && o.positional.size() != 3)
        o.error = "los takes a scenario file and two hexes";
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo los: %s\n", o.error.c_str());
        return kExitUnreadable;
    }
    const auto scenario = load(o.positional[0]);
    if (!scenario)
        return kExitUnreadable;
    const HexId from = hexArg("los", scenario->map, o.positional[1]);
    const HexId to = hexArg("los", scenario->map, o.positional[2]);
    if (from == kNoHex || to == kNoHex)
        return kExitUnreadable;
    const ScenarioIndex ctx(*scenario);
    const LosResult r =
        lineOfSight(scenario->map, scenario->rules, from, to, setupSightOptions(ctx, night));
    if (r.clear)
        std::printf("clear\n");
    else
        std::printf("blocked at %s (%s)\n", scenario->map.label(r.blockedAt).c_str(),
                    r.reason.c_str());
    return kExitOk;
}

int cmdViewshed(const Args& argsIn) {
    Args args = argsIn;
    const bool night = takeFlag(args, "--night");
    Options o = parseOptions(args, {"range"});
    if (o.error.empty() && o.positional.size() != 2)
        o.error = "viewshed takes a scenario file and a hex";
    int range = -1;
    if (o.error.empty()) {
        const std::string text = o.get("range").value_or("");
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), range);
        if (text.empty())
            o.error = "viewshed needs --range N";
        else if (ec != std::errc{} || end != text.data() + text.size() || range < 0)
            o.error = "--range must be a whole number of hexes, not '" + text + "'";
    }
    if (!o.error.empty()) {
        std::fprintf(stderr, "marengo viewshed: %s\n", o.error.c_str());
        return kExitUnreadable;
    }
    const auto scenario = load(o.positional[0]);
    if (!scenario)
        return kExitUnreadable;
    const HexId from = hexArg("viewshed", scenario->map, o.positional[1]);
    if (from == kNoHex)
        return kExitUnreadable;
    const ScenarioIndex ctx(*scenario);
    const std::vector<HexId> seen =
        viewshed(scenario->map, scenario->rules, from, range, setupSightOptions(ctx, night));
    std::string line;
    for (HexId h : seen) {
        if (!line.empty())
            line += ' ';
        line += scenario->map.label(h);
    }
    std::printf("%s\n%zu hexes seen\n", line.c_str(), seen.size());
    return kExitOk;
}

} // namespace marengo::cli
