// marengo: the command-line face of the Marengo engine (validate, info, checks...).
#include "cli/commands.hpp"

#include <cstdio>
#include <string_view>

namespace {

constexpr const char* kUsage = R"(usage: marengo <command> [options]

Scenario editor and rules checker for La Bataille (Premier Rules) hex wargames.

commands:
  info FILE [--format text|json]
        summarise a map, OOB, rules profile or scenario file: sheets, hexes,
        units per side, turns
  validate SCENARIO [--format text|json|sarif] [--only ID,ID...] [--severity error|warning|info]
        load a scenario and everything it uses, run every check; exit 0 when
        there is no error, 1 when there are errors, 2 when a file cannot be read
  new -o DIR [--template one-sheet|four-sheet|FILE] [--rules ID|FILE] [--title T] [--force]
        start a scenario in DIR from a template of templates/new with a rules
        profile of templates/rules (default friedland-2014)
  checks [--format text|json|markdown]
        list the check catalogue: id, severity, reach, rule citation
  render SCENARIO|MAP -o FILE.png|.svg|.pdf [--hex-size N] [--region A0101:A1510]
         [--no-units] [--no-numbers] [--no-grid] [--no-patterns]
        draw the map (and the scenario's set-up) as a printed-style picture;
        exit 1 when the input has errors (the picture is still written), 2 when
        it cannot be read or the output cannot be written
  los SCENARIO FROM TO [--night]
        line of sight between two hexes: prints clear, or blocked at HEX (why);
        exit 2 when the scenario cannot be read or a hex is not on the map
  viewshed SCENARIO HEX --range N [--night]
        the hexes HEX sees within N hexes, on one line, and how many
  charge SCENARIO UNIT HEX,HEX,... [--target HEX] [--change-at N --formation F --facing X]
        check a cavalry charge of a set-up unit through the hexes given (the hex
        entered first, then on), changing formation at hex N of the path: legal or
        illegal, charge bonus, movement points, each reason; exit 0 legal, 1 illegal
  gen-stress --hexes N --units M -o DIR [--seed S]
        write a large valid scenario (several sheets, terrain, rivers, roads, two
        armies of M counters) for benchmarks
  import-oob FILE.txt|FILE.csv [-o NAME.oob.xml] [--side S] [--nationality N] [--format text|csv]
        read an order of battle typed as OOB text (docs/oob-text.md) or CSV and
        write it as XML (stdout without -o); every error is reported with its
        line and column, exit 1 and nothing written when there is one
  export-oob FILE.oob.xml [-o FILE.txt]
        write an order of battle as OOB text (stdout without -o)
  rules-params [PROFILE] [--format text|json]
        the rules-profile parameters the engine reads, with default and meaning;
        with a profile (an id of templates/rules or a .rules.xml file), the value
        it sets for each and its source

  format [--check] FILE|DIR...
        rewrite Marengo files (a folder: every .scenario/.map/.oob/.rules.xml
        under it) in the canonical form, in place, comments kept; --check
        changes nothing and exits 1 when a file is not canonical
options:
  -h, --help     show this help
  --version      show the version
)";

} // namespace

int main(int argc, char** argv) {
    using namespace marengo::cli;
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return kExitUnreadable;
    }
    std::string_view cmd = argv[1];
    Args args(argv + 2, argv + argc);
    if (cmd == "-h" || cmd == "--help" || cmd == "help") {
        std::fputs(kUsage, stdout);
        return kExitOk;
    }
    if (cmd == "--version") {
        std::printf("marengo %s\n", MARENGO_VERSION);
        return kExitOk;
    }
    if (cmd == "info")
        return cmdInfo(args);
    if (cmd == "validate")
        return cmdValidate(args);
    if (cmd == "checks")
        return cmdChecks(args);
    if (cmd == "new")
        return cmdNew(args);
    if (cmd == "render")
        return cmdRender(args);
    if (cmd == "los")
        return cmdLos(args);
    if (cmd == "viewshed")
        return cmdViewshed(args);
    if (cmd == "charge")
        return cmdCharge(args);
    if (cmd == "gen-stress")
        return cmdGenStress(args);
    if (cmd == "import-oob")
        return cmdImportOob(args);
    if (cmd == "export-oob")
        return cmdExportOob(args);
    if (cmd == "format")
        return cmdFormat(args);
    if (cmd == "rules-params")
        return cmdRulesParams(args);
    std::fprintf(stderr, "marengo: unknown command '%s' (see marengo --help)\n", argv[1]);
    return kExitUnreadable;
}
