// marengo new: a new scenario from a template (one sheet, four sheets...) with a rules profile.
#include "cli/commands.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

int fail(const std::string& message) {
    return usageError("new", message);
}

struct NewOptions {
    std::string output;
    std::string templ = "one-sheet";
    std::string rules;
    std::string title;
    bool force = false;
    formats::LoadOptions load;
};

int runNew(const NewOptions& o) {
    if (o.output.empty())
        return fail("needs an output folder: -o DIR");
    const fs::path templ = formats::resolveData(o.templ, "new", ".scenario.xml");
    auto loaded = formats::loadScenario(templ, nullptr, o.load);
    if (loaded.fatal() || loaded.hasErrors()) {
        for (const formats::Diagnostic& d : loaded.diagnostics)
            std::fprintf(stderr, "%s\n", d.format().c_str());
        return fail("cannot use template " + templ.string());
    }
    Scenario s = std::move(*loaded.value);
    // The rules: a bundled profile by its id, or a file of the user's, copied into the new
    // folder so that the scenario's references stay inside it.
    fs::path rulesFile;
    if (s.rulesProfile.empty())
        rulesFile = fs::absolute(templ.parent_path() / s.rulesPath).lexically_normal();
    if (!o.rules.empty()) {
        rulesFile = fs::absolute(formats::resolveData(o.rules, "rules", ".rules.xml"));
        auto rules = formats::loadRules(rulesFile);
        if (rules.fatal() || rules.hasErrors()) {
            for (const formats::Diagnostic& d : rules.diagnostics)
                std::fprintf(stderr, "%s\n", d.format().c_str());
            return fail("cannot use rules profile " + rulesFile.string());
        }
        s.rules = std::move(*rules.value);
    }
    if (!rulesFile.empty()) {
        s.rulesProfile = formats::bundledProfileId(rulesFile);
        s.rulesPath = s.rulesProfile.empty() ? rulesFile.filename().generic_string() : "";
    }
    if (!o.title.empty())
        s.title = o.title;

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

    std::vector<std::pair<fs::path, std::string>> files{
        {dir / s.mapPath, formats::writeMap(s.map)}};
    for (std::size_t i = 0; i < s.oobs.size(); ++i)
        files.emplace_back(dir / s.oobPaths[i], formats::writeOob(s.oobs[i]));
    if (!s.rulesPath.empty()) {
        std::ifstream in(rulesFile, std::ios::binary);
        files.emplace_back(dir / s.rulesPath, std::string(std::istreambuf_iterator<char>(in),
                                                          std::istreambuf_iterator<char>()));
    }
    files.emplace_back(scenarioFile, formats::writeScenario(s));
    if (!o.force)
        for (const auto& [path, text] : files)
            if (fs::exists(path))
                return fail(path.string() + " exists (use --force to overwrite)");
    for (const auto& [path, text] : files)
        if (auto st = formats::saveAtomic(path, text); !st)
            return fail(st.error());
    std::printf("wrote %s (%s, %zu hexes, rules %s)\n", scenarioFile.string().c_str(),
                s.title.c_str(), s.map.hexCount(),
                (s.rulesProfile.empty() ? s.rulesPath : "profile " + s.rulesProfile).c_str());
    return kExitOk;
}

} // namespace

void addNew(CLI::App& app) {
    Command& cmd = addCommand(
        app, "new",
        "new -o DIR [--template one-sheet|four-sheet|FILE] [--rules ID|FILE] [--title T] [--force]",
        "start a scenario in DIR from a template of templates/new with a rules\n"
        "profile of templates/rules (default friedland-2014)");
    auto o = std::make_shared<NewOptions>();
    cmd.add_option("-o,--output", o->output,
                   "the folder to create; its name names the scenario, map and OOB files")
        ->type_name("DIR");
    cmd.add_option("--template", o->templ,
                   "one-sheet (default), four-sheet, or a *.scenario.xml file to start from")
        ->type_name("NAME|FILE");
    cmd.add_option("--rules", o->rules,
                   "a rules profile: an id of templates/rules (written as profile=\"ID\") or a\n"
                   "*.rules.xml file (copied into DIR); default: the template's")
        ->type_name("ID|FILE");
    cmd.add_option("--title", o->title, "the scenario's title")->type_name("T");
    cmd.add_flag("--force", o->force, "overwrite files that exist");
    addLoadOptions(cmd, o->load);
    cmd.runs([o] { return runNew(*o); });
}

} // namespace marengo::cli
