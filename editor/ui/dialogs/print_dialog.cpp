#include "editor/ui/dialogs/print_dialog.hpp"

#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/progress_runner.hpp"
#include "render/image_export.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/filepicker.h>
#include <wx/image.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cairo.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace marengo::editor {

namespace fs = std::filesystem;
namespace rp = render::print;

namespace {

/// Wide enough for GTK's spin buttons (entry, minus and plus) to show whole.
constexpr int kSpinWidth = 150;

wxSpinCtrlDouble* spin(wxWindow* parent, const char* name, double lo, double hi, double value,
                       double step, int digits = 2) {
    auto* s = new wxSpinCtrlDouble(parent, wxID_ANY, "", wxDefaultPosition, wxSize(kSpinWidth, -1),
                                   wxSP_ARROW_KEYS, lo, hi, value, step, name);
    s->SetDigits(digits);
    return s;
}

wxChoice* choice(wxWindow* parent, const char* name) {
    return new wxChoice(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                        wxDefaultValidator, name);
}

/// A labelled group of rows: a static box holding a two-column form.
/// Its labels are collected in `labels`, so that every group's column can be given one width.
struct Group {
    wxStaticBoxSizer* box;
    wxFlexGridSizer* form;
    std::vector<wxWindow*>* labels;
    Group(wxWindow* parent, const wxString& title, std::vector<wxWindow*>& allLabels)
        : box(new wxStaticBoxSizer(wxVERTICAL, parent, title)),
          form(new wxFlexGridSizer(2, wxSize(8, 6))), labels(&allLabels) {
        form->AddGrowableCol(1);
        box->Add(form, 0, wxALL | wxEXPAND, 6);
    }
    wxWindow* parent() const { return box->GetStaticBox(); }
    void label(const wxString& text) {
        labels->push_back(new wxStaticText(parent(), wxID_ANY, text));
        form->Add(labels->back(), 0, wxALIGN_CENTER_VERTICAL);
    }
    void row(const wxString& text, wxWindow* control) {
        label(text);
        form->Add(control, 0, wxEXPAND);
    }
    void row(const wxString& text, wxSizer* controls) {
        label(text);
        form->Add(controls, 0, wxEXPAND);
    }
};

} // namespace

PrintDialog::PrintDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Print / Export", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_ctx(&ctx) {
    const Scenario& sc = ctx.scenario();
    const PrintChoices defaults = defaultPrintChoices(sc.map);

    std::vector<wxWindow*> labels;
    Group out(this, "Output", labels);
    m_output = choice(out.parent(), "output");
    m_output->Append("Print-and-play PDF: map pages, counters, set-up cards");
    m_output->Append("PNG picture of the map at a resolution");
    m_output->SetSelection(0);
    out.row("Make", m_output);
    std::error_code ec;
    const fs::path suggested =
        fs::absolute(suggestedPrintPath(ctx.session().path(), lastFolder(), ".pdf"), ec);
    m_path = new wxFilePickerCtrl(
        out.parent(), wxID_ANY, wxString::FromUTF8(suggested.string()), "Write to",
        "PDF (*.pdf)|*.pdf|PNG (*.png)|*.png", wxDefaultPosition, wxSize(440, -1),
        wxFLP_SAVE | wxFLP_OVERWRITE_PROMPT | wxFLP_USE_TEXTCTRL, wxDefaultValidator, "path");
    out.row("File", m_path);
    m_dpi = spin(out.parent(), "dpi", 10, 2400, 300, 10, 0);
    out.row("PNG resolution (dpi)", m_dpi);

    Group paper(this, "Paper", labels);
    m_paper = choice(paper.parent(), "paper");
    for (const std::string& name : printPaperNames()) {
        const rp::Paper p = *rp::parsePaper(name);
        m_paper->Append(
            wxString::Format("%s (%g x %g mm)", wxString::FromUTF8(name), p.widthMm, p.heightMm));
    }
    m_paper->Append("Custom size");
    m_paper->SetSelection(defaults.paper);
    paper.row("Paper", m_paper);
    auto* custom = new wxBoxSizer(wxHORIZONTAL);
    m_paperW = spin(paper.parent(), "paper-width", 50, 2000, defaults.customWidthMm, 1, 0);
    m_paperH = spin(paper.parent(), "paper-height", 50, 2000, defaults.customHeightMm, 1, 0);
    custom->Add(m_paperW);
    custom->Add(new wxStaticText(paper.parent(), wxID_ANY, " x "), 0, wxALIGN_CENTER_VERTICAL);
    custom->Add(m_paperH);
    custom->Add(new wxStaticText(paper.parent(), wxID_ANY, " mm"), 0, wxALIGN_CENTER_VERTICAL);
    paper.row("Custom size", custom);
    m_orientation = choice(paper.parent(), "orientation");
    m_orientation->Append("Auto (the one with fewer pages)");
    m_orientation->Append("Portrait");
    m_orientation->Append("Landscape");
    m_orientation->SetSelection(defaults.orientation);
    paper.row("Map pages", m_orientation);

    Group what(this, "What to print", labels);
    auto* parts = new wxBoxSizer(wxHORIZONTAL);
    m_map = new wxCheckBox(what.parent(), wxID_ANY, "Map", wxDefaultPosition, wxDefaultSize, 0,
                           wxDefaultValidator, "map");
    m_counters = new wxCheckBox(what.parent(), wxID_ANY, "Counters", wxDefaultPosition,
                                wxDefaultSize, 0, wxDefaultValidator, "counters");
    m_setup = new wxCheckBox(what.parent(), wxID_ANY, "Set-up cards", wxDefaultPosition,
                             wxDefaultSize, 0, wxDefaultValidator, "setup");
    m_map->SetValue(defaults.parts.map);
    m_counters->SetValue(defaults.parts.counters);
    m_setup->SetValue(defaults.parts.setup);
    for (wxCheckBox* c : {m_map, m_counters, m_setup})
        parts->Add(c, 0, wxRIGHT, 12);
    what.row("Print", parts);
    m_hex = spin(what.parent(), "hex-size", 2, 100, defaults.hexMm, 0.25);
    what.row("Hex size (mm, flat to flat)", m_hex);
    m_overlap = spin(what.parent(), "overlap", 0, 100, defaults.overlapMm, 1);
    what.row("Overlap at page edges (mm)", m_overlap);
    m_counter = spin(what.parent(), "counter-size", 5, 60, defaults.counterMm, 0.5);
    what.row("Counter size (mm)", m_counter);

    // One label column across the groups, so their controls line up.
    int labelWidth = 0;
    for (wxWindow* l : labels)
        labelWidth = std::max(labelWidth, l->GetBestSize().x);
    for (wxWindow* l : labels)
        l->SetMinSize(wxSize(labelWidth, -1));

    m_summary =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxSize(420, -1), 0, "summary");
    m_pages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(420, 150), 0, nullptr,
                            wxLB_SINGLE, wxDefaultValidator, "pages");

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(out.box, 0, wxEXPAND | wxBOTTOM, 6);
    left->Add(paper.box, 0, wxEXPAND | wxBOTTOM, 6);
    left->Add(what.box, 0, wxEXPAND | wxBOTTOM, 8);
    left->Add(m_summary, 0, wxEXPAND | wxBOTTOM, 4);
    left->Add(m_pages, 1, wxEXPAND);

    m_preview = new wxPanel(this, wxID_ANY, wxDefaultPosition, wxSize(600, 620),
                            wxFULL_REPAINT_ON_RESIZE, "preview");
    m_preview->SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_preview->Bind(wxEVT_PAINT, [this](wxPaintEvent&) { onPaint(); });

    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(left, 0, wxALL | wxEXPAND, 8);
    body->Add(m_preview, 1, wxTOP | wxRIGHT | wxBOTTOM | wxEXPAND, 8);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(body, 1, wxEXPAND);
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = dynamic_cast<wxButton*>(FindWindow(wxID_OK)))
        ok->SetLabel("&Write");
    top->Add(buttons, 0, wxLEFT | wxRIGHT | wxBOTTOM | wxEXPAND, 8);
    SetSizerAndFit(top);
    // GTK leaves the text of a picker inside a static box blank when it is set before the
    // layout: set it (again) once the entry has its size.
    m_path->SetPath(wxString::FromUTF8(suggested.string()));
    m_path->GetTextCtrl()->SetInsertionPointEnd(); // the file's name, not only its folder
    CentreOnParent();

    auto changed = [this](wxEvent&) { refresh(); };
    m_output->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { onOutputChanged(); });
    for (wxChoice* c : {m_paper, m_orientation})
        c->Bind(wxEVT_CHOICE, changed);
    for (wxSpinCtrlDouble* s : {m_paperW, m_paperH, m_hex, m_overlap, m_counter, m_dpi})
        s->Bind(wxEVT_SPINCTRLDOUBLE, changed);
    for (wxCheckBox* c : {m_map, m_counters, m_setup})
        c->Bind(wxEVT_CHECKBOX, changed);
    m_pages->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { m_preview->Refresh(); });
    refresh();
}

PrintDialog::~PrintDialog() = default;

PrintDialog::Output PrintDialog::output() const {
    return m_output->GetSelection() == 1 ? Output::Png : Output::PrintPdf;
}

fs::path PrintDialog::path() const {
    return fs::path(m_path->GetPath().utf8_string());
}

double PrintDialog::dpi() const {
    return m_dpi->GetValue();
}

PrintChoices PrintDialog::choices() const {
    PrintChoices c;
    c.paper = m_paper->GetSelection();
    c.customWidthMm = m_paperW->GetValue();
    c.customHeightMm = m_paperH->GetValue();
    c.orientation = m_orientation->GetSelection();
    c.hexMm = m_hex->GetValue();
    c.overlapMm = m_overlap->GetValue();
    c.counterMm = m_counter->GetValue();
    c.parts = {m_map->GetValue(), m_counters->GetValue(), m_setup->GetValue()};
    return c;
}

Checked<rp::PrintSettings> PrintDialog::checked() const {
    return printSettings(choices());
}

void PrintDialog::onOutputChanged() {
    // The file follows the output: x.pdf becomes x.png and back, unless the user named it so.
    fs::path p = path();
    const char* ext = output() == Output::Png ? ".png" : ".pdf";
    if (!p.empty() && (p.extension() == ".pdf" || p.extension() == ".png")) {
        p.replace_extension(ext);
        m_path->SetPath(wxString::FromUTF8(p.string()));
    }
    refresh();
}

void PrintDialog::refresh() {
    const bool pdf = output() == Output::PrintPdf;
    const PrintChoices c = choices();
    const bool custom = c.paper == static_cast<int>(printPaperNames().size());
    m_paper->Enable(pdf);
    m_paperW->Enable(pdf && custom);
    m_paperH->Enable(pdf && custom);
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_map, m_counters, m_setup})
        w->Enable(pdf);
    m_orientation->Enable(pdf && c.parts.map);
    m_hex->Enable(pdf && c.parts.map);
    m_overlap->Enable(pdf && c.parts.map);
    m_counter->Enable(pdf && c.parts.counters);
    m_dpi->Enable(!pdf);
    m_job.reset();
    m_picture = wxBitmap();
    m_pages->Clear();
    std::string summary;
    const Scenario& sc = m_ctx->scenario();
    if (pdf) {
        const Checked<rp::PrintSettings> s = checked();
        if (!s) {
            summary = "Cannot print: " + s.errors.front();
        } else if (auto job = rp::PrintJob::create(sc, *s); !job) {
            summary = "Cannot print: " + job.error();
        } else {
            m_job.emplace(std::move(job).value());
            for (const rp::Page& p : m_job->pages())
                m_pages->Append(wxString::FromUTF8(p.caption));
            summary = printSummary(*m_job);
        }
    } else {
        summary = pngSummary(sc.map, dpi());
    }
    m_summary->SetLabel(wxString::FromUTF8(summary));
    m_summary->Wrap(m_summary->GetSize().x);
    m_pages->Enable(pdf);
    if (m_pages->GetCount() > 0)
        m_pages->SetSelection(0);
    if (auto* ok = FindWindow(wxID_OK))
        ok->Enable(!pdf || m_job.has_value());
    m_preview->Refresh();
}

std::size_t PrintDialog::previewPage() const {
    int sel = m_pages->GetSelection();
    return sel == wxNOT_FOUND ? 0 : static_cast<std::size_t>(sel);
}

void PrintDialog::showPage(std::size_t index) {
    if (index < m_pages->GetCount())
        m_pages->SetSelection(static_cast<int>(index));
    m_preview->Refresh();
}

wxBitmap PrintDialog::pagePicture(std::size_t index, int width) const {
    if (!m_job || index >= m_job->pages().size() || width <= 0)
        return wxBitmap();
    const rp::Paper& paper = m_job->pages()[index].paper;
    const double scale = width / paper.widthMm;
    const int height = std::max(1, static_cast<int>(paper.heightMm * scale));
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    m_job->drawPage(cr, index);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    wxImage image(width, height);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    unsigned char* rgb = image.GetData();
    for (int y = 0; y < height; ++y) {
        const auto* px = reinterpret_cast<const std::uint32_t*>(data + y * stride);
        for (int x = 0; x < width; ++x) {
            const std::uint32_t v = px[x];
            *rgb++ = static_cast<unsigned char>((v >> 16) & 0xFF);
            *rgb++ = static_cast<unsigned char>((v >> 8) & 0xFF);
            *rgb++ = static_cast<unsigned char>(v & 0xFF);
        }
    }
    cairo_surface_destroy(surface);
    return wxBitmap(image);
}

void PrintDialog::onPaint() {
    wxAutoBufferedPaintDC dc(m_preview);
    dc.SetBackground(wxBrush(wxColour(0x80, 0x80, 0x80)));
    dc.Clear();
    const wxSize area = m_preview->GetClientSize();
    if (!m_job || m_job->pages().empty()) {
        dc.SetTextForeground(*wxWHITE);
        const wxString why = output() == Output::Png ? wxString("No page preview for a PNG")
                                                     : wxString("Nothing to print");
        const wxSize t = dc.GetTextExtent(why);
        dc.DrawText(why, (area.x - t.x) / 2, (area.y - t.y) / 2);
        return;
    }
    const std::size_t index = previewPage();
    const rp::Paper& paper = m_job->pages()[index].paper;
    const double k = std::min((area.x - 16) / paper.widthMm, (area.y - 16) / paper.heightMm);
    const int w = static_cast<int>(paper.widthMm * k);
    if (w <= 0)
        return;
    // Drawing a page (the assembly index holds the whole map) takes a moment: once per page
    // and size, not at every repaint.
    if (!m_picture.IsOk() || m_pictureIndex != index || m_picture.GetWidth() != w) {
        m_picture = pagePicture(index, w);
        m_pictureIndex = index;
    }
    const int x = (area.x - m_picture.GetWidth()) / 2, y = (area.y - m_picture.GetHeight()) / 2;
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(0x50, 0x50, 0x50)));
    dc.DrawRectangle(x + 3, y + 3, m_picture.GetWidth(), m_picture.GetHeight()); // shadow
    dc.DrawBitmap(m_picture, x, y);
}

bool PrintDialog::write(bool interactive) {
    fs::path target = path();
    if (target.empty())
        return false;
    const Scenario& sc = m_ctx->scenario();
    wxBusyCursor busy;
    Status st = okStatus();
    bool done = false;
    if (output() == Output::Png) {
        if (target.extension() != ".png")
            target.replace_extension(".png");
        render::ExportSettings settings;
        settings.options = m_ctx->canvas().renderer().options();
        settings.options.overlays.clear();
        settings.options.hexSize = rp::hexRadiusForDpi(sc.map.printHexMm(), dpi());
        done = runWithProgress(this, "Exporting the map", [&](Progress& p) {
            st = render::exportImage(target, render::ImageFormat::Png, sc.map, &sc, settings, &p);
        });
    } else if (m_job) {
        if (target.extension() != ".pdf")
            target.replace_extension(".pdf");
        done = runWithProgress(this, "Printing to PDF",
                               [&](Progress& p) { st = m_job->writePdf(target, &p); });
    } else {
        return false;
    }
    if (!done) {
        m_ctx->showMessage("Cancelled: " + wxString::FromUTF8(target.filename().string()) +
                           " was not written");
        return false;
    }
    if (!st) {
        if (interactive)
            wxMessageBox(wxString::FromUTF8("Could not write: " + st.error()), "Marengo",
                         wxOK | wxICON_ERROR, this);
        return false;
    }
    rememberFolder(target);
    m_ctx->showMessage(wxString::FromUTF8("Wrote " + target.string()));
    return true;
}

} // namespace marengo::editor
