// marengo new: a new scenario from a template (one sheet, four sheets...) with a rules profile.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <cstdio>
#include <filesystem>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

int fail(const std::string& message) {
    std::fprintf(stderr, "marengo new: %s\n", message.c_str());
    return kExitUnreadable;
}

} // namespace

int cmdNew(const Args& args) {
    Options o = parseOptions(args, {"template", "rules", "output", "title"}, {"force"});
    if (!o.error.empty())
        return fail(o.error);
    if (!o.positional.empty())
        return fail("unexpected argument '" + o.positional[0] + "'");
    auto out = o.get("output");
    if (!out || out->empty())
        return fail("needs an output folder: -o DIR");
    const fs::path templ =
        formats::resolveData(o.get("template").value_or("one-sheet"), "new", ".scenario.xml");
    auto loaded = formats::loadScenario(templ);
    if (loaded.fatal() || loaded.hasErrors()) {
        for (const formats::Diagnostic& d : loaded.diagnostics)
            std::fprintf(stderr, "%s\n", d.format().c_str());
        return fail("cannot use template " + templ.string());
    }
    Scenario s = std::move(*loaded.value);
    fs::path rulesFile = fs::absolute(templ.parent_path() / s.rulesPath);
    if (auto r = o.get("rules")) {
        rulesFile = fs::absolute(formats::resolveData(*r, "rules", ".rules.xml"));
        auto rules = formats::loadRules(rulesFile);
        if (rules.fatal() || rules.hasErrors()) {
            for (const formats::Diagnostic& d : rules.diagnostics)
                std::fprintf(stderr, "%s\n", d.format().c_str());
            return fail("cannot use rules profile " + rulesFile.string());
        }
        s.rules = std::move(*rules.value);
    }
    if (auto t = o.get("title"))
        s.title = *t;

    const fs::path dir = *out;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return fail("cannot create " + dir.string() + ": " + ec.message());
    const std::string stem = fs::absolute(dir).lexically_normal().filename().string();
    const fs::path scenarioFile = dir / (stem + ".scenario.xml");
    s.mapPath = stem + ".map.xml";
    for (std::size_t i = 0; i < s.oobs.size() && i < s.oobPaths.size(); ++i)
        s.oobPaths[i] = fs::path(s.oobPaths[i]).filename().string();
    s.rulesPath = fs::relative(rulesFile, fs::absolute(dir), ec).generic_string();
    if (ec || s.rulesPath.empty())
        s.rulesPath = rulesFile.generic_string();

    std::vector<std::pair<fs::path, std::string>> files{
        {dir / s.mapPath, formats::writeMap(s.map)}};
    for (std::size_t i = 0; i < s.oobs.size(); ++i)
        files.emplace_back(dir / s.oobPaths[i], formats::writeOob(s.oobs[i]));
    files.emplace_back(scenarioFile, formats::writeScenario(s));
    if (!o.get("force"))
        for (const auto& [path, text] : files)
            if (fs::exists(path))
                return fail(path.string() + " exists (use --force to overwrite)");
    for (const auto& [path, text] : files)
        if (auto st = formats::saveAtomic(path, text); !st)
            return fail(st.error());
    std::printf("wrote %s (%s, %zu hexes, rules %s)\n", scenarioFile.string().c_str(),
                s.title.c_str(), s.map.hexCount(), s.rulesPath.c_str());
    return kExitOk;
}

} // namespace marengo::cli
