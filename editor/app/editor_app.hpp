#pragma once
// The editor application: opens the file named on the command line, offers crash recovery.
#include <wx/app.h>

#include <string>
#include <vector>

namespace marengo::editor {

class EditorApp : public wxApp {
public:
    /// The files named on the command line (main() sets them before the application starts).
    static void setFiles(std::vector<std::string> files);

    bool OnInit() override;
    /// Last-chance handler: an exception escaping an event handler must not lose work.
    bool OnExceptionInMainLoop() override;
};

} // namespace marengo::editor
