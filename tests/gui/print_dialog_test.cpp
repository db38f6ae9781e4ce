// File > Print / Export: the dialog's choices make the pages `marengo print` makes, the preview
// draws the selected page, and Write... writes the PDF (here through the dialog's job).
#include "gui_support.hpp"

#include "editor/ui/main_frame.hpp"
#include "editor/ui/print_dialog.hpp"
#include "render/print/print_job.hpp"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/image.h>
#include <wx/listbox.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <catch2/catch.hpp>

using namespace marengo;
using namespace marengo::guitest;
namespace fs = std::filesystem;
namespace rp = marengo::render::print;

namespace {

template <class T> T* child(wxWindow& parent, const char* name) {
    T* w = wxDynamicCast(wxWindow::FindWindowByName(name, &parent), T);
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
    editor::PrintDialog dlg(f.frame, sc, f.sample.root / "out.pdf");
    REQUIRE(dlg.job());
    // The defaults are the command's: A4, auto orientation, the map's hex size, all parts.
    rp::PrintSettings defaults;
    auto expected = rp::PrintJob::create(sc, defaults);
    REQUIRE(expected.ok());
    CHECK(dlg.job()->pages().size() == expected->pages().size());
    auto* pages = child<wxListBox>(dlg, "pages");
    CHECK(pages->GetCount() == expected->pages().size());
    CHECK(pages->GetString(0) == "Map key and assembly index");
    CHECK(child<wxStaticText>(dlg, "summary")->GetLabel().Contains("4 x 5 pages of A4"));

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
    saveShot(grab(dlg), "editor-print-dialog");
    dlg.Hide();

    // The job the dialog holds writes the PDF the Write button writes.
    fs::path pdf = f.sample.root / "out.pdf";
    REQUIRE(dlg.job()->writePdf(pdf).ok());
    CHECK(fs::file_size(pdf) > 10000);

    // PNG: the print choices are disabled and the summary gives the picture's size.
    child<wxChoice>(dlg, "output")->SetSelection(1);
    dlg.refresh();
    CHECK(dlg.output() == editor::PrintDialog::Output::Png);
    CHECK_FALSE(child<wxChoice>(dlg, "paper")->IsEnabled());
    CHECK(child<wxStaticText>(dlg, "summary")->GetLabel().Contains("at 300 dpi"));
}
