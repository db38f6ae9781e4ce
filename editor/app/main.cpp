// marengo-editor: main() only; everything else is in editor_lib so tests can drive it.
#include "editor/app/command_line.hpp"
#include "editor/app/editor_app.hpp"

wxIMPLEMENT_APP_NO_MAIN(marengo::editor::EditorApp);

int main(int argc, char** argv) {
    // --help and --version answer before the toolkit starts, so they work without a display.
    marengo::editor::CommandLine cl = marengo::editor::parseCommandLine(argc, argv);
    if (cl.exitCode)
        return *cl.exitCode;
    marengo::editor::EditorApp::setCommandLine(std::move(cl));
    // The toolkit reads its own options (--display...); ours are parsed already.
    int wxArgc = 1;
    return wxEntry(wxArgc, argv);
}
