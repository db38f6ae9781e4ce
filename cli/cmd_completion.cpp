// marengo completion bash: a bash completion script made from the commands' own declarations, so
// that completion knows exactly the commands and options `marengo --help` lists.
#include "cli/commands.hpp"

#include <cstdio>
#include <memory>
#include <string>

namespace marengo::cli {

namespace {

/// "--format -o --output": the option names of a command, and those that take a value.
struct OptionWords {
    std::string all = "--help";
    std::string valued;
};

OptionWords optionWords(const CLI::App& cmd) {
    OptionWords w;
    for (const CLI::Option* opt : cmd.get_options()) {
        if (!opt->nonpositional() || opt->get_lnames() == std::vector<std::string>{"help"})
            continue;
        std::string names;
        for (const std::string& s : opt->get_snames())
            names += " -" + s;
        for (const std::string& l : opt->get_lnames())
            names += " --" + l;
        w.all += names;
        if (opt->get_expected_max() > 0)
            w.valued += names;
    }
    return w;
}

std::string bashScript(const CLI::App& app) {
    std::string commands = "help";
    std::string cases;
    for (const CLI::App* cmd : app.get_subcommands({})) {
        if (cmd->get_name() == "help")
            continue;
        commands += " " + cmd->get_name();
        const OptionWords w = optionWords(*cmd);
        cases += "    " + cmd->get_name() + ") opts=\"" + w.all + "\"; valued=\"" + w.valued +
                 " \" ;;\n";
    }
    return "# bash completion for marengo, made by `marengo completion bash`.\n"
           "_marengo() {\n"
           "    local cur prev words cword\n"
           "    _init_completion || return\n"
           "    local commands=\"" +
           commands +
           "\"\n"
           "    if [[ $cword -eq 1 ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$commands --help --version\" -- \"$cur\"))\n"
           "        return\n"
           "    fi\n"
           "    local opts=\"\" valued=\" \"\n"
           "    case ${words[1]} in\n"
           "    help) COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\")); return ;;\n" +
           cases +
           "    esac\n"
           "    if [[ \"$valued\" == *\" $prev \"* ]]; then\n"
           "        _filedir\n"
           "        return\n"
           "    fi\n"
           "    if [[ $cur == -* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
           "        return\n"
           "    fi\n"
           "    _filedir\n"
           "}\n"
           "complete -F _marengo marengo\n";
}

} // namespace

void addCompletion(CLI::App& app) {
    Command& cmd =
        addCommand(app, "completion", "completion bash",
                   "print a bash completion script for marengo's commands, options "
                   "and files\n(installed as share/bash-completion/completions/marengo)");
    auto shell = std::make_shared<std::string>();
    cmd.add_option("SHELL", *shell, "the shell: bash")->required()->check(CLI::IsMember({"bash"}));
    const CLI::App* root = &app;
    // The lambda owns `shell`: CLI11 writes the parsed value into it after this function returns.
    cmd.runs([root, shell] {
        std::fputs(bashScript(*root).c_str(), stdout);
        return kExitOk;
    });
}

} // namespace marengo::cli
