#pragma once
// The editor application: opens the files named on the command line (and the Print / Export
// dialog when --print asks for it), offers crash recovery.
#include "editor/app/command_line.hpp"

#include <wx/app.h>

namespace marengo::editor {

class EditorApp : public wxApp {
public:
    /// The parsed command line (main() sets it before the application starts).
    static void setCommandLine(CommandLine line);

    bool OnInit() override;
    /// Last-chance handler: an exception escaping an event handler must not lose work.
    bool OnExceptionInMainLoop() override;
};

} // namespace marengo::editor
