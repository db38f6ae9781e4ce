#include "editor/app/editor_app.hpp"

#include "editor/ui/main_frame.hpp"

#include <wx/config.h>
#include <wx/filename.h>
#include <wx/msgdlg.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

namespace marengo::editor {

namespace {
CommandLine& commandLine() {
    static CommandLine line;
    return line;
}
} // namespace

void EditorApp::setCommandLine(CommandLine line) {
    commandLine() = std::move(line);
}

bool EditorApp::OnInit() {
    SetAppName("marengo");
    SetVendorName("marengo");
    // What the editor remembers (window, panes, recent files, last folder) goes where the XDG
    // specification puts settings: $XDG_CONFIG_HOME/marengo.conf (~/.config/marengo.conf).
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    // wxFileConfig writes the file but does not make its folder (a fresh account has none).
    wxFileName::Mkdir(wxStandardPaths::Get().GetUserConfigDir(), wxS_DIR_DEFAULT,
                      wxPATH_MKDIR_FULL);
    wxInitAllImageHandlers();
    auto* frame = new MainFrame();
    frame->Show();
    const std::vector<std::string>& files = commandLine().files;
    if (!files.empty()) {
        if (frame->openFile(files.front()) && commandLine().print)
            frame->CallAfter([frame] { frame->showPrintDialog(); });
        // The editor holds one scenario a window: each further file gets a window of its own.
        const std::string self(wxStandardPaths::Get().GetExecutablePath().utf8_str());
        for (std::size_t i = 1; i < files.size(); ++i) {
            const char* const cmd[] = {self.c_str(), files[i].c_str(), nullptr};
            wxExecute(cmd, wxEXEC_ASYNC);
        }
    } else {
        frame->offerRecovery();
    }
    return true;
}

bool EditorApp::OnExceptionInMainLoop() {
    // The recovery journal holds every committed edit; a fresh snapshot too before reporting.
    if (auto* frame = dynamic_cast<MainFrame*>(GetTopWindow()))
        frame->context().session().autosave();
    wxMessageBox("An unexpected error occurred. Your work was saved to the recovery copy, which "
                 "Marengo offers at the next start.",
                 "Marengo", wxOK | wxICON_ERROR);
    return true; // keep running
}

} // namespace marengo::editor
