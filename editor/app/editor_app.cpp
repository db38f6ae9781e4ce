#include "editor/app/editor_app.hpp"

#include "editor/ui/main_frame.hpp"

#include <wx/config.h>
#include <wx/msgdlg.h>

namespace marengo::editor {

bool EditorApp::OnInit() {
    SetAppName("marengo");
    SetVendorName("marengo");
    wxInitAllImageHandlers();
    auto* frame = new MainFrame();
    frame->Show();
    if (argc > 1) {
        frame->openFile(std::string(argv[1].utf8_str()));
    } else {
        frame->offerRecovery();
    }
    return true;
}

bool EditorApp::OnExceptionInMainLoop() {
    // The autosave copy is on disk at most two minutes old; write a fresh one before reporting.
    if (auto* frame = dynamic_cast<MainFrame*>(GetTopWindow()))
        frame->session().autosave();
    wxMessageBox("An unexpected error occurred. Your work was saved to the recovery copy, which "
                 "Marengo offers at the next start.",
                 "Marengo", wxOK | wxICON_ERROR);
    return true; // keep running
}

} // namespace marengo::editor
