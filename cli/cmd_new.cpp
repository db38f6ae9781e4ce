// marengo new: a new battle (formats::newBattle) written as a scenario pack in a folder.
#include "cli/commands.hpp"
#include "formats/formats.hpp"
#include "formats/new_battle.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <tuple>
#include <utility>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

int fail(const std::string& message) {
    return usageError("new", message);
}

struct NewOptions {
    std::string output;
    formats::NewBattle battle;
    std::string sheets;    ///< "2x2": across x down
    std::string sheetSize; ///< "32x22": hex columns x rows
    bool force = false;
};

/// "2x2" as {2, 2}; nothing when the text is not two whole numbers joined by 'x'.
std::optional<std::pair<int, int>> parsePair(const std::string& text) {
    int a = 0, b = 0;
    char x = 0, rest = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &a, &x, &b, &rest) != 3 || (x != 'x' && x != 'X'))
        return std::nullopt;
    return std::pair{a, b};
}

int runNew(NewOptions o) {
    if (o.output.empty())
        return fail("needs an output folder: -o DIR");
    if (!o.sheets.empty() || !o.sheetSize.empty()) {
        formats::SheetArrangement a;
        if (!o.sheets.empty()) {
            auto p = parsePair(o.sheets);
            if (!p)
                return fail("--sheets is sheets across x down, as 2x2, not '" + o.sheets + "'");
            std::tie(a.across, a.down) = *p;
        }
        if (!o.sheetSize.empty()) {
            auto p = parsePair(o.sheetSize);
            if (!p || p->first < 1 || p->second < 1)
                return fail("--sheet-size is hex columns x rows, as 32x22, not '" + o.sheetSize +
                            "'");
            std::tie(a.columns, a.rows) = *p;
        }
        o.battle.sheets = a;
    }
    auto made = formats::newBattle(o.battle);
    if (!made)
        return fail(made.error());
    Scenario& s = made->scenario;

    const fs::path dir = o.output;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return fail("cannot create " + dir.string() + ": " + ec.message());
    const std::string stem = fs::absolute(dir).lexically_normal().filename().string();
    const fs::path scenarioFile = dir / (stem + ".scenario.xml");
    s.mapPath = stem + ".map.xml";
    for (std::size_t i = 0; i < s.oobs.size() && i < s.oobPaths.size(); ++i)
        s.oobPaths[i] = fs::path(s.oobPaths[i]).filename().string();

    std::vector<formats::FileContent> files{{dir / s.mapPath, formats::writeMap(s.map)}};
    for (std::size_t i = 0; i < s.oobs.size(); ++i)
        files.push_back({dir / s.oobPaths[i], formats::writeOob(s.oobs[i])});
    if (!made->rulesFile.empty()) {
        std::ifstream in(made->rulesFile, std::ios::binary);
        files.push_back({dir / s.rulesPath, std::string(std::istreambuf_iterator<char>(in),
                                                        std::istreambuf_iterator<char>())});
    }
    files.push_back({scenarioFile, formats::writeScenario(s)});
    if (!o.force)
        for (const formats::FileContent& f : files)
            if (fs::exists(f.path))
                return fail(f.path.string() + " exists (use --force to overwrite)");
    if (auto st = formats::saveSet(scenarioFile, files); !st)
        return fail(st.error());
    std::string sheets;
    for (const Sheet& sheet : s.map.sheets())
        sheets += sheet.letter;
    std::printf("wrote %s (%s, %zu hexes on sheets %s, rules %s)\n", scenarioFile.string().c_str(),
                s.title.c_str(), s.map.hexCount(), sheets.c_str(),
                (s.rulesProfile.empty() ? s.rulesPath : "profile " + s.rulesProfile).c_str());
    return kExitOk;
}

} // namespace

void addNew(CLI::App& app) {
    Command& cmd = addCommand(
        app, "new",
        "new -o DIR [--rules ID|FILE] [--sheets AxD] [--sheet-size CxR] [--sides A,B] [--title T]\n"
        "           [--date YYYY-MM-DD] [--start HH:MM] [--end HH:MM] [--template NAME|FILE] "
        "[--force]",
        "start a scenario in DIR with a rules profile of templates/rules (default\n"
        "friedland-2014) and its map sheets laid out as asked, from a template of\n"
        "templates/new (its terrain table and empty orders of battle)");
    auto o = std::make_shared<NewOptions>();
    cmd.add_option("-o,--output", o->output,
                   "the folder to create; its name names the scenario, map and OOB files")
        ->type_name("DIR");
    cmd.add_option("--template", o->battle.templ,
                   "one-sheet (default), four-sheet, or a *.scenario.xml file to start from")
        ->type_name("NAME|FILE");
    cmd.add_option("--rules", o->battle.rules,
                   "a rules profile: an id of templates/rules (written as profile=\"ID\") or a\n"
                   "*.rules.xml file (copied into DIR); default: the template's")
        ->type_name("ID|FILE");
    cmd.add_option("--sheets", o->sheets,
                   "map sheets across x down, lettered A, B... along each row (2x2: four\n"
                   "sheets, A B above C D); default: the template's sheets")
        ->type_name("AxD");
    cmd.add_option("--sheet-size", o->sheetSize,
                   "hex columns x rows of each sheet; default: the profile's map.sheet-columns\n"
                   "and map.sheet-rows")
        ->type_name("CxR");
    cmd.add_option("--title", o->battle.title, "the scenario's name (also the map's)")
        ->type_name("T");
    cmd.add_option("--sides", o->battle.sides,
                   "the two sides, comma-separated (French,Prussian): each names its order of\n"
                   "battle's side and nationality; default: the template's (French,Russian)")
        ->delimiter(',')
        ->type_name("A,B");
    cmd.add_option("--date", o->battle.date, "the day of the battle")->type_name("YYYY-MM-DD");
    cmd.add_option("--start", o->battle.start, "the time of the first turn")->type_name("HH:MM");
    cmd.add_option("--end", o->battle.end, "the time of the last turn")->type_name("HH:MM");
    cmd.add_flag("--force", o->force, "overwrite files that exist");
    addLoadOptions(cmd, o->battle.load);
    cmd.runs([o] { return runNew(*o); });
}

} // namespace marengo::cli
