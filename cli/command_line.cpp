// The `marengo` command line: CLI11 parsing, help pages, usage errors with suggestions, exit codes.
#include "cli/commands.hpp"
#include "formats/formats.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace marengo::cli {

namespace {

constexpr const char* kExitStatus =
    "exit status: 0 done, nothing wrong; 1 the input has errors (findings);\n"
    "             2 an input cannot be read, an output cannot be written or the command\n"
    "             line is wrong\n";

/// "  -o, --output FILE     what it is" lines of an app's options, or positionals.
std::string optionLines(const CLI::App& app, bool positional) {
    std::string out;
    for (const CLI::Option* opt : app.get_options()) {
        if (opt->get_positional() != positional)
            continue;
        std::string names;
        if (positional) {
            names = opt->get_name();
        } else {
            for (const std::string& s : opt->get_snames())
                names += (names.empty() ? "-" : ", -") + s;
            for (const std::string& l : opt->get_lnames())
                names += (names.empty() ? "--" : ", --") + l;
            if (opt->get_type_size() != 0)
                names += " " + opt->get_type_name();
        }
        std::string line = "  " + names;
        line += line.size() < 24 ? std::string(24 - line.size(), ' ') : "\n" + std::string(24, ' ');
        for (char c : opt->get_description())
            line += c == '\n' ? "\n" + std::string(24, ' ') : std::string(1, c);
        out += line + "\n";
    }
    return out;
}

std::string indented(const std::string& text, std::size_t width) {
    std::string out = std::string(width, ' ');
    for (char c : text) {
        out += c;
        if (c == '\n')
            out += std::string(width, ' ');
    }
    return out + "\n";
}

/// The help pages: one per command, and the overview of `marengo --help`.
class HelpFormatter : public CLI::Formatter {
public:
    std::string make_help(const CLI::App* app, std::string, CLI::AppFormatMode) const override {
        if (const auto* cmd = dynamic_cast<const Command*>(app)) {
            std::string out =
                "usage: marengo " + cmd->synopsis() + "\n\n" + cmd->get_description() + "\n";
            if (std::string args = optionLines(*cmd, true); !args.empty())
                out += "\narguments:\n" + args;
            out += "\noptions:\n" + optionLines(*cmd, false);
            return out + (cmd->get_footer().empty() ? "" : "\n" + cmd->get_footer() + "\n");
        }
        std::string out = "usage: marengo <command> [options]\n"
                          "       marengo <command> --help    (or: marengo help <command>)\n\n" +
                          app->get_description() + "\n\ncommands:\n";
        for (const CLI::App* sub : app->get_subcommands({}))
            if (const auto* cmd = dynamic_cast<const Command*>(sub))
                out += "  " + cmd->synopsis() + "\n" + indented(cmd->get_description(), 8);
        out += "\noptions:\n" + optionLines(*app, false);
        out += "\n`--` ends the options: every argument after it is a file or a value.\n\n";
        return out + kExitStatus;
    }
};

std::vector<std::string> commandNames(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* sub : app.get_subcommands({}))
        names.push_back(sub->get_name());
    return names;
}

std::vector<std::string> optionNames(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::Option* opt : app.get_options()) {
        for (const std::string& l : opt->get_lnames())
            names.push_back("--" + l);
        for (const std::string& s : opt->get_snames())
            names.push_back("-" + s);
    }
    return names;
}

std::string suggestion(const std::string& word, const std::vector<std::string>& names) {
    const std::string best = closest(word, names);
    return best.empty() ? "" : "; did you mean '" + best + "'?";
}

/// The command the command line names, or nullptr.
const Command* selected(const CLI::App& app) {
    auto subs = app.get_subcommands();
    return subs.empty() ? nullptr : dynamic_cast<const Command*>(subs.front());
}

/// "marengo CMD: " or "marengo: ".
std::string prefix(const Command* cmd) {
    return cmd ? "marengo " + cmd->get_name() + ": " : "marengo: ";
}

bool looksLikeOption(const std::string& arg) {
    return arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9');
}

/// The message of a CLI11 parse error, in our words where CLI11's are unclear.
std::string describe(const CLI::App& app, const CLI::ParseError& e) {
    const Command* cmd = selected(app);
    const std::string see =
        cmd ? " (see marengo " + cmd->get_name() + " --help)" : " (see marengo --help)";
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
        const CLI::App& at = cmd ? static_cast<const CLI::App&>(*cmd) : app;
        for (const std::string& arg : at.remaining()) {
            if (arg == "--")
                continue;
            if (looksLikeOption(arg)) {
                const std::string name = arg.substr(0, arg.find('='));
                return "unknown option '" + name + "'" + suggestion(name, optionNames(at)) + see;
            }
            if (!cmd)
                return "unknown command '" + arg + "'" + suggestion(arg, commandNames(app)) + see;
            return "unexpected argument '" + arg + "'" + see;
        }
    }
    std::string what = e.what();
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&e)) {
        // CLI11 words: "NAME was given a disallowed flag override", "NAME: 1 required TYPE
        // missing".
        if (auto at = what.find(" was given a disallowed flag override"); at != std::string::npos) {
            const std::string name = what.substr(0, at);
            const std::string dashes = name.size() == 1 ? "-" : "--";
            return "option '" + (name[0] == '-' ? name : dashes + name) + "' takes no value" + see;
        }
        if (auto at = what.find(": 1 required"); at != std::string::npos)
            return "option '" + what.substr(0, at) + "' needs a value" + see;
    }
    return what + see;
}

/// Flushes stdout; false after saying so when what was written did not all get there.
bool flushStdout(const Command* cmd) {
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int err = errno;
    if (flushed && !std::ferror(stdout))
        return true;
    // A write that failed earlier, in the command, left no errno behind.
    std::fprintf(stderr, "%scannot write the output%s%s\n", prefix(cmd).c_str(), err ? ": " : "",
                 err ? std::strerror(err) : "");
    return false;
}

int printHelp(const CLI::App& app, const Command* cmd) {
    std::fputs(app.help().c_str(), stdout);
    return flushStdout(cmd) ? kExitOk : kExitUnreadable;
}

} // namespace

Command::Command(std::string name, std::string synopsis, std::string description)
    : CLI::App(std::move(description), std::move(name)), m_synopsis(std::move(synopsis)) {}

void addLoadOptions(Command& cmd, formats::LoadOptions& options) {
    cmd.add_flag("--allow-outside", options.allowOutside,
                 "read a map, OOB or rules profile that a scenario refers to by an absolute\n"
                 "path or by one that climbs out of its folder with ../ (refused by default)");
}

Command& addCommand(CLI::App& app, std::string name, std::string synopsis,
                    std::string description) {
    auto cmd =
        std::make_shared<Command>(std::move(name), std::move(synopsis), std::move(description));
    cmd->formatter(app.get_formatter());
    cmd->set_help_flag("-h,--help", "show this help");
    cmd->option_defaults()->disable_flag_override();
    cmd->footer(kExitStatus);
    Command& ref = *cmd;
    app.add_subcommand(std::move(cmd));
    return ref;
}

void setUpApp(CLI::App& app) {
    app.name("marengo");
    app.description(
        "Scenario editor and rules checker for La Bataille (Premier Rules) hex wargames.");
    app.formatter(std::make_shared<HelpFormatter>());
    app.set_help_flag("-h,--help", "show this help");
    app.set_version_flag("-V,--version", std::string("marengo ") + MARENGO_VERSION,
                         "show the version");
    app.require_subcommand(0, 1);

    Command& help =
        addCommand(app, "help", "help [COMMAND]", "show the help of COMMAND, or this overview");
    auto topic = std::make_shared<std::string>();
    help.add_option("COMMAND", *topic, "a command of marengo");
    help.footer("");
    const CLI::App* root = &app;
    help.runs([root, topic] {
        if (topic->empty()) { // root->help() would show the selected command's: this one's
            std::fputs(
                root->get_formatter()->make_help(root, "", CLI::AppFormatMode::Normal).c_str(),
                stdout);
            return flushStdout(nullptr) ? kExitOk : kExitUnreadable;
        }
        for (const CLI::App* sub : root->get_subcommands({}))
            if (sub->get_name() == *topic) {
                std::fputs(sub->help().c_str(), stdout);
                return flushStdout(nullptr) ? kExitOk : kExitUnreadable;
            }
        return usageError("help", "unknown command '" + *topic + "'" +
                                      suggestion(*topic, commandNames(*root)) +
                                      " (see marengo --help)");
    });
}

int runCommandLine(CLI::App& app, int argc, const char* const* argv) {
    if (argc < 2) {
        std::fputs(app.help().c_str(), stderr);
        return kExitUnreadable;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        return printHelp(app, selected(app));
    } catch (const CLI::CallForVersion& e) {
        std::printf("%s\n", e.what());
        return flushStdout(nullptr) ? kExitOk : kExitUnreadable;
    } catch (const CLI::ParseError& e) {
        std::fprintf(stderr, "%s%s\n", prefix(selected(app)).c_str(), describe(app, e).c_str());
        return kExitUnreadable;
    }
    const Command* cmd = selected(app);
    if (!cmd) {
        std::fputs(app.help().c_str(), stderr);
        return kExitUnreadable;
    }
    const int rc = cmd->run();
    return flushStdout(cmd) ? rc : kExitUnreadable;
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
    // Edit distance counting a swap of two neighbours as one edit (optimal string alignment); a
    // candidate is close when at most a third of it differs.
    auto distance = [](const std::string& a, const std::string& b) {
        std::vector<std::vector<std::size_t>> d(a.size() + 1,
                                                std::vector<std::size_t>(b.size() + 1));
        for (std::size_t i = 0; i <= a.size(); ++i)
            d[i][0] = i;
        for (std::size_t j = 0; j <= b.size(); ++j)
            d[0][j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i)
            for (std::size_t j = 1; j <= b.size(); ++j) {
                d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                                    d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
                if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                    d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        return d[a.size()][b.size()];
    };
    std::string best;
    std::size_t bestDistance = 0;
    for (const std::string& c : candidates) {
        const std::size_t d = distance(word, c);
        if (d * 3 <= c.size() && (best.empty() || d < bestDistance)) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t comma = s.find(',', start);
        if (comma == std::string::npos)
            comma = s.size();
        if (comma > start)
            out.push_back(s.substr(start, comma - start));
        start = comma + 1;
    }
    return out;
}

bool writeOutput(const char* cmd, const std::string& path, const std::string& content) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (!ec && fs::exists(st) && !fs::is_regular_file(st) && !fs::is_directory(st)) {
        // A device or a pipe: written in place, never replaced by a renamed file.
        std::FILE* f = std::fopen(path.c_str(), "wb");
        int err = f ? 0 : errno;
        if (f) {
            errno = 0;
            if (std::fwrite(content.data(), 1, content.size(), f) != content.size() ||
                std::fflush(f) != 0)
                err = errno ? errno : EIO;
            if (std::fclose(f) != 0 && !err)
                err = errno;
        }
        if (err)
            std::fprintf(stderr, "marengo %s: cannot write '%s': %s\n", cmd, path.c_str(),
                         std::strerror(err));
        return err == 0;
    }
    if (auto saved = formats::saveAtomic(path, content); !saved) {
        std::fprintf(stderr, "marengo %s: cannot write '%s': %s\n", cmd, path.c_str(),
                     saved.error().c_str());
        return false;
    }
    return true;
}

int usageError(const char* cmd, const std::string& message) {
    std::fprintf(stderr, "marengo %s: %s\n", cmd, message.c_str());
    return kExitUnreadable;
}

std::optional<Scenario> loadScenarioFor(const std::string& path,
                                        const formats::LoadOptions& options) {
    auto loaded = formats::loadScenario(path, nullptr, options);
    for (const formats::Diagnostic& d : loaded.diagnostics)
        std::fprintf(stderr, "%s\n", d.format().c_str());
    if (loaded.fatal())
        return std::nullopt;
    return std::move(*loaded.value);
}

} // namespace marengo::cli
