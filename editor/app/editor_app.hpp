#pragma once
// The editor application: opens the file named on the command line, offers crash recovery.
#include <wx/app.h>

namespace marengo::editor {

class EditorApp : public wxApp {
public:
    bool OnInit() override;
    /// Last-chance handler: an exception escaping an event handler must not lose work.
    bool OnExceptionInMainLoop() override;
};

} // namespace marengo::editor
