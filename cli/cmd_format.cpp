// marengo format [--check] FILE|DIR...: Marengo's canonical form, in place, comments kept.
#include "cli/commands.hpp"
#include "formats/formats.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace marengo::cli {

namespace fs = std::filesystem;

namespace {

/// Formats (or with `check`, only checks) each file; a folder means every Marengo file under it.
/// Exit 0 when every file is (now) canonical, 1 when `check` found one that is not, 2 when a
/// file cannot be read or written.
int formatFiles(const std::vector<std::string>& paths, bool check,
                const formats::LoadOptions& load) {
    std::vector<fs::path> files;
    int worst = kExitOk;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (fs::is_directory(p, ec)) {
            std::vector<fs::path> found;
            for (const auto& e : fs::recursive_directory_iterator(p, ec))
                if (e.is_regular_file() && formats::fileKind(e.path()) != formats::FileKind::Other)
                    found.push_back(e.path());
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else {
            files.emplace_back(p);
        }
    }
    for (const fs::path& file : files) {
        auto formatted = formats::formatFile(file, load);
        if (!formatted.value) {
            for (const formats::Diagnostic& d : formatted.diagnostics)
                if (d.severity == Severity::Error)
                    std::fprintf(stderr, "%s\n", d.format().c_str());
            worst = kExitUnreadable;
            continue;
        }
        std::ifstream in(file, std::ios::binary);
        const std::string current{std::istreambuf_iterator<char>(in),
                                  std::istreambuf_iterator<char>()};
        if (current == *formatted.value)
            continue;
        if (check) {
            std::printf("%s: not in canonical form (run marengo format)\n", file.string().c_str());
            worst = std::max(worst, kExitProblems);
            continue;
        }
        if (auto st = formats::saveAtomic(file, *formatted.value); !st) {
            std::fprintf(stderr, "marengo format: %s\n", st.error().c_str());
            worst = kExitUnreadable;
            continue;
        }
        std::printf("formatted %s\n", file.string().c_str());
    }
    return worst;
}

} // namespace

void addFormat(CLI::App& app) {
    Command& cmd = addCommand(app, "format", "format [--check] FILE|DIR...",
                              "rewrite Marengo files in the canonical form, in place, keeping "
                              "comments (a folder:\nevery Marengo file under it); --check changes "
                              "nothing and exits 1 when a\nfile is not canonical");
    auto paths = std::make_shared<std::vector<std::string>>();
    auto check = std::make_shared<bool>(false);
    auto load = std::make_shared<formats::LoadOptions>();
    cmd.add_option("FILE", *paths,
                   "Marengo files (*.scenario.xml, *.map.xml, *.oob.xml, "
                   "*.rules.xml) or folders of them")
        ->required();
    cmd.add_flag("--check", *check, "change nothing; exit 1 when a file is not canonical");
    addLoadOptions(cmd, *load);
    cmd.runs([paths, check, load] { return formatFiles(*paths, *check, *load); });
}

} // namespace marengo::cli
