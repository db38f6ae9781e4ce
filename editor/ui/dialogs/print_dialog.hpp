#pragma once
// File > Print / Export: a print-and-play PDF of the scenario (map pages at the printed hex
// size, counter sheets, set-up cards) or a PNG of the map at a resolution, with the choices of
// `marengo print` and `marengo render --dpi` and a preview of each page. What the choices mean
// is editor/forms/print_choices; the layout and the drawing of the pages are render/print's,
// the code `marengo print` runs, so the preview is the PDF's page.
#include "editor/forms/print_choices.hpp"
#include "editor/ui/editor_context.hpp"
#include "render/print/print_job.hpp"

#include <wx/bitmap.h>
#include <wx/dialog.h>

#include <filesystem>
#include <optional>

class wxCheckBox;
class wxChoice;
class wxFilePickerCtrl;
class wxListBox;
class wxPanel;
class wxSpinCtrlDouble;
class wxStaticText;

namespace marengo::editor {

/// Its controls carry names, for tests: "output", "path", "paper", "paper-width",
/// "paper-height", "orientation", "hex-size", "overlap", "counter-size", "map", "counters",
/// "setup", "dpi", "summary", "pages", "preview".
class PrintDialog : public wxDialog {
public:
    enum class Output { PrintPdf, Png };
    /// Window name, to find an open instance.
    static constexpr const char* kWindowName = "marengo-print";

    PrintDialog(wxWindow* parent, EditorContext& ctx);
    ~PrintDialog() override;

    Output output() const;
    std::filesystem::path path() const;
    /// PNG: dots per inch at which hexes have the map's printed size.
    double dpi() const;
    /// What the controls hold.
    PrintChoices choices() const;
    /// The settings the controls describe, or what is wrong with them.
    Checked<render::print::PrintSettings> checked() const;
    /// The pages of the current choices (nullptr when they are wrong or a PNG is chosen).
    const render::print::PrintJob* job() const { return m_job ? &*m_job : nullptr; }
    /// The page shown in the preview.
    std::size_t previewPage() const;
    void showPage(std::size_t index);
    /// A picture of a page of the current job, `width` pixels wide, drawn by the code that
    /// draws the PDF's page.
    wxBitmap pagePicture(std::size_t index, int width) const;

    /// Lays out the pages again from the controls (called on every change).
    void refresh();

    /// Writes the chosen file (the PDF of job(), or the PNG at dpi()) with progress and Cancel,
    /// and says so in the status bar. Returns true when written; with `interactive`, a failure
    /// is shown in a message box.
    bool write(bool interactive = true);

private:
    void onPaint();
    void onOutputChanged();

    EditorContext* m_ctx;
    std::optional<render::print::PrintJob> m_job;
    mutable wxBitmap m_picture; ///< the preview's page, drawn once per page and size
    mutable std::size_t m_pictureIndex = 0;
    wxChoice* m_output = nullptr;
    wxChoice* m_paper = nullptr;
    wxSpinCtrlDouble* m_paperW = nullptr;
    wxSpinCtrlDouble* m_paperH = nullptr;
    wxChoice* m_orientation = nullptr;
    wxSpinCtrlDouble* m_hex = nullptr;
    wxSpinCtrlDouble* m_overlap = nullptr;
    wxSpinCtrlDouble* m_counter = nullptr;
    wxSpinCtrlDouble* m_dpi = nullptr;
    wxCheckBox* m_map = nullptr;
    wxCheckBox* m_counters = nullptr;
    wxCheckBox* m_setup = nullptr;
    wxFilePickerCtrl* m_path = nullptr;
    wxListBox* m_pages = nullptr;
    wxPanel* m_preview = nullptr;
    wxStaticText* m_summary = nullptr;
};

} // namespace marengo::editor
