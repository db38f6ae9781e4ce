// marengo los / viewshed: line of sight between two hexes of a scenario's map, and every hex
// one hex sees. Units of the set-up block sight when the rules profile sets los.units-block=1
// (setupSightOptions, the engine's one definition).
#include "cli/commands.hpp"
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

/// Loads the scenario, printing its diagnostics; nullopt when it cannot be read or has errors
/// (a line of sight over a map that did not load as written would answer another question).
std::optional<Scenario> load(const char* cmd, const std::string& path,
                             const formats::LoadOptions& options) {
    auto loaded = formats::loadScenario(path, nullptr, options);
    for (const formats::Diagnostic& d : loaded.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    if (loaded.fatal())
        return std::nullopt;
    if (loaded.hasErrors()) {
        std::fprintf(stderr, "marengo %s: %s does not load without errors\n", cmd, path.c_str());
        return std::nullopt;
    }
    return std::move(*loaded.value);
}

/// The hex of a printed label, or kNoHex after saying why.
HexId hexArg(const char* cmd, const Map& map, const std::string& label) {
    const HexId h = map.find(label);
    if (h == kNoHex)
        std::fprintf(stderr, "marengo %s: hex '%s' is not on the map\n", cmd, label.c_str());
    return h;
}

struct LosArgs {
    std::string scenario;
    std::string from;
    std::string to;
    std::string range; ///< viewshed
    bool night = false;
    formats::LoadOptions load;
};

int runLos(const LosArgs& o) {
    if (o.to.empty())
        return usageError("los", "los takes a scenario file and two hexes");
    const auto scenario = load("los", o.scenario, o.load);
    if (!scenario)
        return kExitUnreadable;
    const HexId from = hexArg("los", scenario->map, o.from);
    const HexId to = hexArg("los", scenario->map, o.to);
    if (from == kNoHex || to == kNoHex)
        return kExitUnreadable;
    const ScenarioIndex ctx(*scenario);
    const LosResult r =
        lineOfSight(scenario->map, scenario->rules, from, to, setupSightOptions(ctx, o.night));
    if (r.clear)
        std::printf("clear\n");
    else
        std::printf("blocked at %s (%s)\n", scenario->map.label(r.blockedAt).c_str(),
                    r.reason.c_str());
    return kExitOk;
}

int runViewshed(const LosArgs& o) {
    if (o.from.empty())
        return usageError("viewshed", "viewshed takes a scenario file and a hex");
    int range = -1;
    const std::string& text = o.range;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), range);
    if (text.empty())
        return usageError("viewshed", "viewshed needs --range N");
    if (ec != std::errc{} || end != text.data() + text.size() || range < 0)
        return usageError("viewshed",
                          "--range must be a whole number of hexes, not '" + text + "'");
    const auto scenario = load("viewshed", o.scenario, o.load);
    if (!scenario)
        return kExitUnreadable;
    const HexId from = hexArg("viewshed", scenario->map, o.from);
    if (from == kNoHex)
        return kExitUnreadable;
    const ScenarioIndex ctx(*scenario);
    const std::vector<HexId> seen =
        viewshed(scenario->map, scenario->rules, from, range, setupSightOptions(ctx, o.night));
    std::string line;
    for (HexId h : seen) {
        if (!line.empty())
            line += ' ';
        line += scenario->map.label(h);
    }
    std::printf("%s\n%zu hexes seen\n", line.c_str(), seen.size());
    return kExitOk;
}

constexpr const char* kNightHelp = "at night: sight ends at the rules profile's night range";

} // namespace

void addLos(CLI::App& app) {
    Command& cmd =
        addCommand(app, "los", "los SCENARIO FROM TO [--night]",
                   "line of sight between two hexes: prints clear, or blocked at HEX (why);\n"
                   "exit 2 when the scenario cannot be read or has errors, or a hex is not on\n"
                   "the map");
    auto o = std::make_shared<LosArgs>();
    cmd.add_option("SCENARIO", o->scenario,
                   "the scenario file (its map, and its set-up when the "
                   "profile sets los.units-block)");
    cmd.add_option("FROM", o->from, "the hex looking, as printed (A0101)");
    cmd.add_option("TO", o->to, "the hex looked at");
    cmd.add_flag("--night", o->night, kNightHelp);
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runLos(*o); });
}

void addViewshed(CLI::App& app) {
    Command& cmd = addCommand(app, "viewshed", "viewshed SCENARIO HEX --range N [--night]",
                              "the hexes HEX sees within N hexes, on one line, and how many");
    auto o = std::make_shared<LosArgs>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file");
    cmd.add_option("HEX", o->from, "the hex looking, as printed (A0101)");
    cmd.add_option("--range", o->range, "how far to look, in hexes")->type_name("N");
    cmd.add_flag("--night", o->night, kNightHelp);
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runViewshed(*o); });
}

} // namespace marengo::cli
