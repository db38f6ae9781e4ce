#include "editor/app/command_line.hpp"

#include <wx/cmdline.h>
#include <wx/msgout.h>

#include <cstdio>

namespace marengo::editor {

namespace {

const wxCmdLineEntryDesc kDesc[] = {
    {wxCMD_LINE_SWITCH, "h", "help", "show this help and exit", wxCMD_LINE_VAL_NONE,
     wxCMD_LINE_OPTION_HELP},
    {wxCMD_LINE_SWITCH, "V", "version", "show the version and exit", wxCMD_LINE_VAL_NONE, 0},
    {wxCMD_LINE_SWITCH, nullptr, "print",
     "open File > Print / Export on the first SCENARIO once it is loaded", wxCMD_LINE_VAL_NONE, 0},
    {wxCMD_LINE_PARAM, nullptr, nullptr, "SCENARIO.scenario.xml", wxCMD_LINE_VAL_STRING,
     wxCMD_LINE_PARAM_OPTIONAL | wxCMD_LINE_PARAM_MULTIPLE},
    {wxCMD_LINE_NONE, nullptr, nullptr, nullptr, wxCMD_LINE_VAL_NONE, 0},
};

constexpr const char* kLogo =
    "Marengo's editor: paint La Bataille (Premier Rules) hex maps, place orders of battle and\n"
    "check the scenario against the rules as you work. Opens each SCENARIO given (the first in\n"
    "this window, each further one in a window of its own); without one, offers to recover\n"
    "work from a previous session that ended without saving.";

void describe(wxCmdLineParser& p) {
    p.SetDesc(kDesc);
    p.SetLogo(kLogo);
    p.SetSwitchChars("-");
}

} // namespace

std::string usageText() {
    wxCmdLineParser p(wxString("marengo-editor"));
    describe(p);
    return std::string(p.GetUsageString().utf8_str());
}

CommandLine parseCommandLine(int argc, char** argv) {
    CommandLine out;
    wxCmdLineParser p(argc, argv);
    describe(p);
    // Before the application exists, the parser's own error messages ("Unknown long option")
    // go to stderr through this; the usage is printed by us: on stdout for --help.
    wxMessageOutputStderr toStderr;
    wxMessageOutput* const previous = wxMessageOutput::Set(&toStderr);
    const int rc = p.Parse(false);
    wxMessageOutput::Set(previous);
    if (rc == -1 || p.Found("h")) {
        std::fputs(p.GetUsageString().utf8_str(), stdout);
        out.exitCode = 0;
        return out;
    }
    if (rc != 0) {
        std::fputs(p.GetUsageString().utf8_str(), stderr);
        out.exitCode = 2;
        return out;
    }
    if (p.Found("V")) {
        std::printf("marengo-editor %s\n", MARENGO_VERSION);
        out.exitCode = 0;
        return out;
    }
    out.print = p.Found("print");
    for (std::size_t i = 0; i < p.GetParamCount(); ++i)
        out.files.emplace_back(p.GetParam(i).utf8_str());
    return out;
}

} // namespace marengo::editor
