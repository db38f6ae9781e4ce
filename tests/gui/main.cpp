// Runner of the GUI tests: starts wxWidgets (GTK, so a display is needed: run under xvfb-run)
// with an active event loop, then runs the Catch2 tests, which build MainFrames and drive them.
// Listing the tests (CTest discovery at build time) needs no display and starts no GUI.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <wx/app.h>
#include <wx/config.h>
#include <wx/evtloop.h>
#include <wx/fileconf.h>
#include <wx/image.h>
#include <wx/init.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace {

class TestApp : public wxApp {
public:
    bool OnInit() override {
        SetAppName("marengo-gui-tests");
        SetVendorName("marengo");
        SetExitOnFrameDelete(false);
        wxInitAllImageHandlers();
        return true;
    }
};

bool onlyListing(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--list", 6) == 0 || std::strcmp(argv[i], "-l") == 0 ||
            std::strcmp(argv[i], "-h") == 0 || std::strcmp(argv[i], "--help") == 0)
            return true;
    return false;
}

} // namespace

int main(int argc, char** argv) {
    if (onlyListing(argc, argv))
        return Catch::Session().run(argc, argv);

    wxApp::SetInstance(new TestApp);
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::fprintf(stderr, "gui tests: cannot start wxWidgets (no display? run them under "
                             "xvfb-run -a)\n");
        return 2;
    }
    if (!wxTheApp->CallOnInit()) {
        wxEntryCleanup();
        return 2;
    }
    // Layout and recent files go to a private configuration file, not the user's.
    const std::filesystem::path configDir =
        std::filesystem::temp_directory_path() / ("marengo-gui-config-" + std::to_string(getpid()));
    std::filesystem::create_directories(configDir);
    wxConfigBase::Set(new wxFileConfig("marengo", "marengo",
                                       wxString((configDir / "marengo.ini").string()), "",
                                       wxCONFIG_USE_LOCAL_FILE));
    int result = 0;
    {
        wxGUIEventLoop loop;
        wxEventLoopActivator activate(&loop);
        result = Catch::Session().run(argc, argv);
    }
    delete wxConfigBase::Set(nullptr);
    wxTheApp->OnExit();
    wxEntryCleanup();
    std::error_code ec;
    std::filesystem::remove_all(configDir, ec);
    return result;
}
