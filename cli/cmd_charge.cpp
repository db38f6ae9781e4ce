// marengo charge: the verdict of rules::checkCharge on a cavalry unit of a scenario's set-up
// and a list of hexes (the map, the units on the way and at the target, the declarations):
// legal or illegal, charge bonus or not, movement points, reasons, the target declarations the
// charge forces and when the declared infantry target may attempt carré
// (rules::carreAttemptOnSetUp).
#include "cli/commands.hpp"
#include "engine/core/number_text.hpp"
#include "engine/rules/charge.hpp"
#include "engine/rules/charge_declaration.hpp"
#include "formats/formats.hpp"

#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace marengo::cli {

namespace {

int fail(const std::string& message) {
    std::fprintf(stderr, "marengo charge: %s\n", message.c_str());
    return kExitUnreadable;
}

struct ChargeOptions {
    std::string scenario;
    formats::LoadOptions load;
    std::string unit;
    std::string hexes;
    std::string target;
    std::string changeAt;
    std::string formation;
    std::string facing;
    std::string notTarget;
};

int runCharge(const ChargeOptions& o) {
    if (o.hexes.empty())
        return fail("charge takes a scenario file, a unit id and a comma-separated list of hexes");
    const std::optional<std::string> changeAt =
        o.changeAt.empty() ? std::nullopt : std::optional(o.changeAt);
    const std::optional<std::string> formationArg =
        o.formation.empty() ? std::nullopt : std::optional(o.formation);
    const std::optional<std::string> facingArg =
        o.facing.empty() ? std::nullopt : std::optional(o.facing);
    if ((changeAt || formationArg || facingArg) && !(changeAt && formationArg && facingArg))
        return fail("a formation change needs --change-at N, --formation F and --facing X "
                    "together");

    const std::optional<Scenario> loaded = loadScenarioFor(o.scenario, o.load);
    if (!loaded)
        return kExitUnreadable;
    const Scenario& s = *loaded;
    const Map& map = s.map;

    const std::string& unitId = o.unit;
    const Unit* unit = s.findUnit(unitId);
    if (!unit)
        return fail("unit '" + unitId + "' is in no order of battle");
    const Placement* start = s.findPlacement(unitId);
    if (!start)
        return fail("unit '" + unitId + "' is not set up on the map");

    std::vector<HexId> path;
    for (const std::string& label : splitList(o.hexes)) {
        const HexId h = map.find(label);
        if (h == kNoHex)
            return fail("hex '" + label + "' is not on the map");
        path.push_back(h);
    }
    if (path.empty())
        return fail("the charge path lists no hex");
    HexId target = kNoHex;
    if (!o.target.empty()) {
        target = map.find(o.target);
        if (target == kNoHex)
            return fail("target hex '" + o.target + "' is not on the map");
    }
    std::optional<rules::ChargeFormationChange> change;
    if (changeAt) {
        int n = 0;
        auto [end, ec] = std::from_chars(changeAt->data(), changeAt->data() + changeAt->size(), n);
        if (ec != std::errc() || end != changeAt->data() + changeAt->size() || n < 1)
            return fail("--change-at must be the number of a hex of the path (1 = first)");
        const auto formation = parseFormation(*formationArg);
        if (!formation)
            return fail("unknown formation '" + *formationArg + "'");
        const auto facing = parseFacing(*facingArg);
        if (!facing || facing->kind == FacingKind::None)
            return fail("unknown facing '" + *facingArg + "' (N..NW or NNE..NNW)");
        change = rules::ChargeFormationChange{static_cast<std::size_t>(n - 1), *formation, *facing};
    }

    const std::vector<std::string> notTarget = splitList(o.notTarget);
    const rules::ChargeVerdict verdict =
        rules::checkCharge(s, *unit, *start, path, change, target, notTarget);
    const rules::ChargePathResult& r = verdict.path;
    const rules::ChargeDeclarations& declared = verdict.declared;
    std::string route;
    for (HexId h : path)
        route += (route.empty() ? "" : ",") + map.label(h);
    std::printf("charge of %s (%s) from %s through %s%s: %s\n",
                (unit->name.empty() ? unit->id : unit->name).c_str(), unit->id.c_str(),
                map.label(start->hex).c_str(), route.c_str(),
                target == kNoHex ? "" : (" at " + map.label(target)).c_str(),
                r.legal ? "legal" : "illegal");
    std::printf("charge bonus: %s\n", r.earnsBonus ? "yes" : "no");
    std::printf("movement points: %s used of %s available\n", numberText(r.mpUsed).c_str(),
                numberText(r.mpAvailable).c_str());
    for (const std::string& why : r.reasons)
        std::printf("- %s\n", why.c_str());
    for (const rules::ChargeDeclaration& d : declared.declarations) {
        const Unit* enemy = s.findUnit(d.unit);
        std::printf("declares at %s: %s (%s) at %s, %d hex%s away: %s\n", map.label(d.from).c_str(),
                    enemy && !enemy->name.empty() ? enemy->name.c_str() : d.unit.c_str(),
                    d.unit.c_str(), map.label(d.hex).c_str(), d.distance,
                    d.distance == 1 ? "" : "es",
                    d.target ? "the target"
                             : "not the target (this unit may not attack it for the rest of "
                               "the player turn)");
    }
    // Carré (Berlin 1813, Premier Rules (July 2021), p.38, option 2): from which hex of the
    // charge may each declared infantry target attempt it, if it may form carré at all?
    for (const rules::ChargeDeclaration& d : declared.declarations) {
        const Unit* enemy = s.findUnit(d.unit);
        const Placement* at = s.findPlacement(d.unit);
        if (!d.target || !enemy || !at || enemy->arm != Arm::Infantry)
            continue;
        const char* name = enemy->name.empty() ? enemy->id.c_str() : enemy->name.c_str();
        rules::Verdict v;
        for (std::size_t k = 0; k <= path.size(); ++k) {
            const HexId cavalry = k == 0 ? start->hex : path[k - 1];
            v = rules::carreAttemptOnSetUp(s, d.unit, cavalry, false,
                                           rules::CarreAttempter::DeclaredTarget);
            if (v.allowed) {
                std::printf("carré: %s (%s) may attempt carré once the cavalry is at %s\n", name,
                            d.unit.c_str(), map.label(cavalry).c_str());
                break;
            }
        }
        if (!v.allowed) {
            std::string why;
            for (const std::string& reason : v.reasons)
                why += (why.empty() ? "" : "; ") + reason;
            std::printf("carré: %s (%s) may not attempt carré: %s\n", name, d.unit.c_str(),
                        why.c_str());
        }
    }
    return r.legal ? kExitOk : kExitProblems;
}

} // namespace

void addCharge(CLI::App& app) {
    Command& cmd = addCommand(
        app, "charge",
        "charge SCENARIO UNIT HEX,HEX,... [--target HEX] [--change-at N --formation F --facing X]\n"
        "         [--not-target UNIT,...]",
        "check a cavalry charge of a set-up unit through the hexes given (the hex\n"
        "entered first, then on), changing formation at hex N of the path, against the\n"
        "map and the units on the way and at the target (UNITs declared not the target\n"
        "may not be charged): legal or illegal, charge bonus, movement points, each\n"
        "reason; exit 0 legal, 1 illegal");
    auto o = std::make_shared<ChargeOptions>();
    cmd.add_option("SCENARIO", o->scenario, "the scenario file");
    cmd.add_option("UNIT", o->unit, "the id of a cavalry unit of its set-up");
    cmd.add_option("HEXES", o->hexes,
                   "the path, comma-separated, hex entered first to last (A0102,A0203)");
    cmd.add_option("--target", o->target, "the hex of the unit charged")->type_name("HEX");
    cmd.add_option("--change-at", o->changeAt, "change formation at hex N of the path (1 = first)")
        ->type_name("N");
    cmd.add_option("--formation", o->formation, "the formation taken there (with --change-at)")
        ->type_name("F");
    cmd.add_option("--facing", o->facing, "the facing taken there: N..NW or NNE..NNW")
        ->type_name("X");
    cmd.add_option("--not-target", o->notTarget,
                   "units the charge declared not the target, comma-separated: it may not "
                   "charge them")
        ->type_name("UNIT,...");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runCharge(*o); });
}

} // namespace marengo::cli
