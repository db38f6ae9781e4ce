#pragma once
// File > Print / Export: a print-and-play PDF of the scenario (map pages at the printed hex
// size, counter sheets, set-up cards) or a PNG of the map at a resolution, with the choices of
// `marengo print` and `marengo render --dpi` and a preview of each page. The layout and the
// drawing are render/print's; this dialog only gathers the choices and shows the pages.
#include "engine/scenario/scenario.hpp"
#include "render/print/print_job.hpp"

#include <wx/dialog.h>

#include <filesystem>
#include <optional>

class wxBitmap;
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

    /// `scenario` must outlive the dialog; `defaultPath` is offered as the file to write.
    PrintDialog(wxWindow* parent, const Scenario& scenario,
                const std::filesystem::path& defaultPath);
    ~PrintDialog() override;

    Output output() const;
    std::filesystem::path path() const;
    /// PNG: dots per inch at which hexes have the map's printed size.
    double dpi() const;
    /// The settings as chosen; the error says what is wrong with them.
    Result<render::print::PrintSettings> settings() const;
    /// The pages of the current choices (nullptr when they are wrong or a PNG is chosen).
    const render::print::PrintJob* job() const { return m_job ? &*m_job : nullptr; }
    /// The page shown in the preview.
    std::size_t previewPage() const;
    void showPage(std::size_t index);
    /// A picture of a page of the current job, `width` pixels wide.
    wxBitmap pagePicture(std::size_t index, int width) const;

    /// Lays out the pages again from the controls (called on every change).
    void refresh();

private:
    void onPaint();

    const Scenario& m_scenario;
    std::optional<render::print::PrintJob> m_job;
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
