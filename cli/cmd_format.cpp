// marengo format [--check] FILE|DIR...: Marengo's canonical form, in place, comments kept.
#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "formats/formats.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace marengo::cli {

namespace fs = std::filesystem;

/// Formats (or with `check`, only checks) each file; a folder means every Marengo file under it.
/// Exit 0 when every file is (now) canonical, 1 when `check` found one that is not, 2 when a
/// file cannot be read or written.
int formatFiles(const std::vector<std::string>& paths, bool check) {
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
        auto formatted = formats::formatFile(file);
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

int cmdFormat(const Args& args) {
    Options o = parseOptions(args, {}, {"check"});
    if (!o.error.empty() || o.positional.empty()) {
        std::fprintf(stderr, "marengo format: %s\n",
                     o.error.empty() ? "needs a FILE or DIR" : o.error.c_str());
        return kExitUnreadable;
    }
    return formatFiles(o.positional, o.get("check").has_value());
}

} // namespace marengo::cli
