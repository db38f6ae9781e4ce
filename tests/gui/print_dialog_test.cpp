// File > Print / Export: the dialog opens centred on the main window with the scenario's PDF as
// the file, its choices make the pages `marengo print` makes, the preview draws the selected
// page, and Write writes the PDF or the PNG.
#include "gui_support.hpp"

#include "editor/app/command_line.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/dialogs/print_dialog.hpp"
#include "editor/ui/main_frame.hpp"
#include "render/print/print_job.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/image.h>
#include <wx/listbox.h>
#include <wx/menu.h>
#include <wx/panel.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <catch2/catch.hpp>

#include <cstdlib>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;
namespace rp = marengo::render::print;

namespace {

template <class T> T* child(wxWindow& parent, const char* name) {
    T* w = dynamic_cast<T*>(wxWindow::FindWindowByName(name, &parent));
    REQUIRE(w != nullptr);
    return w;
}

/// Share of pixels of an image that are not white.
double inked(const wxImage& img) {
    std::size_t n = 0, total = static_cast<std::size_t>(img.GetWidth()) * img.GetHeight();
    const unsigned char* p = img.GetData();
    for (std::size_t i = 0; i < total; ++i, p += 3)
        n += (p[0] < 240 || p[1] < 240 || p[2] < 240) ? 1 : 0;
    return total ? static_cast<double>(n) / static_cast<double>(total) : 0;
}

} // namespace

TEST_CASE("print dialog: the choices give the pages of marengo print, with a preview") {
    FrameFixture f;
    wxMenuItem* item = f.frame->GetMenuBar()->FindItem(editor::kIdPrint);
    REQUIRE(item);
    CHECK(item->GetItemLabelText().Contains("Print / Export"));
    const Scenario& sc = f.scenario();
    editor::PrintDialog dlg(f.frame, f.frame->context());
    REQUIRE(dlg.job());
    // The file offered is the scenario's, as a PDF beside it.
    CHECK(dlg.path() == fs::absolute(f.sample.scenario.parent_path() / "friedland-sortlack.pdf"));
    // The defaults are the command's: A4, auto orientation, the map's hex size, all parts.
    rp::PrintSettings defaults;
    auto expected = rp::PrintJob::create(sc, defaults);
    REQUIRE(expected.ok());
    CHECK(dlg.job()->pages().size() == expected->pages().size());
    auto* pages = child<wxListBox>(dlg, "pages");
    CHECK(pages->GetCount() == expected->pages().size());
    CHECK(pages->GetString(0) == "Map key and assembly index");
    CHECK(
        child<wxStaticText>(dlg, "summary")->GetLabel().Contains("4 x 5 pages of A4 (landscape)"));

    // Only the map, on A3 in portrait at 16 mm: 4 x 2 pages and the key.
    child<wxChoice>(dlg, "paper")->SetSelection(1);
    child<wxChoice>(dlg, "orientation")->SetSelection(1);
    child<wxSpinCtrlDouble>(dlg, "hex-size")->SetValue(16);
    child<wxCheckBox>(dlg, "counters")->SetValue(false);
    child<wxCheckBox>(dlg, "setup")->SetValue(false);
    dlg.refresh();
    REQUIRE(dlg.job());
    CHECK(dlg.job()->pages().size() == 9);
    CHECK(child<wxStaticText>(dlg, "summary")->GetLabel().Contains("4 x 2 pages of A3"));

    // Nothing chosen: no job, and the summary says why.
    child<wxCheckBox>(dlg, "map")->SetValue(false);
    dlg.refresh();
    CHECK_FALSE(dlg.job());
    CHECK(child<wxStaticText>(dlg, "summary")->GetLabel().Contains("at least one"));

    // Everything again: the preview of a map page and of a counter sheet is drawn.
    for (const char* part : {"map", "counters", "setup"})
        child<wxCheckBox>(dlg, part)->SetValue(true);
    child<wxChoice>(dlg, "paper")->SetSelection(0);
    dlg.refresh();
    REQUIRE(dlg.job());
    CHECK(inked(dlg.pagePicture(1, 300).ConvertToImage()) > 0.5); // a map page is mostly map
    std::size_t counters = 0;
    for (std::size_t i = 0; i < dlg.job()->pages().size(); ++i)
        if (dlg.job()->pages()[i].kind == rp::PageKind::CounterFront)
            counters = i;
    CHECK(inked(dlg.pagePicture(counters, 300).ConvertToImage()) > 0.05);
    dlg.showPage(1);
    CHECK(dlg.previewPage() == 1);
    dlg.Show();
    pump(200);
    // Centred on the main window.
    const wxRect frame = f.frame->GetScreenRect(), shown = dlg.GetScreenRect();
    CHECK(std::abs((shown.x + shown.width / 2) - (frame.x + frame.width / 2)) <= 2);
    CHECK(std::abs((shown.y + shown.height / 2) - (frame.y + frame.height / 2)) <= 2);
    const wxImage picture = grab(dlg);
    saveShot(picture, "editor-print-dialog");
    // The preview shows the page: more than its grey background.
    wxPanel* preview = child<wxPanel>(dlg, "preview");
    CHECK_FALSE(blank(picture, areaIn(*preview, dlg)));
    dlg.Hide();

    // Write writes the PDF of the pages listed, and remembers its folder.
    fs::path pdf = f.sample.root / "out" / "print.pdf";
    fs::create_directories(pdf.parent_path());
    child<wxFilePickerCtrl>(dlg, "path")->SetPath(wxString::FromUTF8(pdf.string()));
    REQUIRE(dlg.write(false));
    CHECK(fs::file_size(pdf) > 10000);
    CHECK(editor::lastFolder() == pdf.parent_path());

    // PNG: the print choices are disabled, the file becomes a .png, the summary gives the
    // picture's size, and Write draws the map at that resolution.
    child<wxChoice>(dlg, "output")->SetSelection(1);
    wxCommandEvent choose(wxEVT_CHOICE, child<wxChoice>(dlg, "output")->GetId());
    choose.SetEventObject(child<wxChoice>(dlg, "output"));
    child<wxChoice>(dlg, "output")->GetEventHandler()->ProcessEvent(choose);
    CHECK(dlg.output() == editor::PrintDialog::Output::Png);
    CHECK(dlg.path() == pdf.parent_path() / "print.png");
    CHECK_FALSE(child<wxChoice>(dlg, "paper")->IsEnabled());
    CHECK(child<wxStaticText>(dlg, "summary")->GetLabel().Contains("at 300 dpi"));
    child<wxSpinCtrlDouble>(dlg, "dpi")->SetValue(20);
    dlg.refresh();
    REQUIRE(dlg.write(false));
    wxImage png(wxString::FromUTF8(dlg.path().string()));
    REQUIRE(png.IsOk());
    // At 20 dpi the 995 mm wide battlefield is about 783 pixels wide.
    CHECK(std::abs(png.GetWidth() - 995 / 25.4 * 20) < 40); // and a margin
}

TEST_CASE("print dialog: marengo-editor --print SCENARIO asks for it") {
    char prog[] = "marengo-editor", print[] = "--print", file[] = "x.scenario.xml";
    char* argv[] = {prog, print, file, nullptr};
    editor::CommandLine line = editor::parseCommandLine(3, argv);
    CHECK_FALSE(line.exitCode);
    CHECK(line.print);
    CHECK(line.files == std::vector<std::string>{"x.scenario.xml"});
    char* plain[] = {prog, file, nullptr};
    CHECK_FALSE(editor::parseCommandLine(2, plain).print);
    CHECK(editor::usageText().find("--print") != std::string::npos);
}
