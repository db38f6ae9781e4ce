#include "editor/ui/print_dialog.hpp"

#include "render/geometry.hpp"

#include <wx/bitmap.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/filepicker.h>
#include <wx/image.h>
#include <wx/listbox.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <cairo.h>

#include <algorithm>
#include <cstdint>

namespace marengo::editor {

namespace rp = render::print;

namespace {

const char* const kPapers[] = {"A4", "A3", "letter", "tabloid"};

wxSpinCtrlDouble* spin(wxWindow* parent, const char* name, double lo, double hi, double value,
                       double step) {
    auto* s = new wxSpinCtrlDouble(parent, wxID_ANY, "", wxDefaultPosition, wxSize(110, -1),
                                   wxSP_ARROW_KEYS, lo, hi, value, step, name);
    s->SetDigits(2);
    return s;
}

} // namespace

PrintDialog::PrintDialog(wxWindow* parent, const Scenario& scenario,
                         const std::filesystem::path& defaultPath)
    : wxDialog(parent, wxID_ANY, "Print / Export", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_scenario(scenario) {
    auto* form = new wxFlexGridSizer(2, wxSize(8, 6));
    auto row = [&](const char* label, wxWindow* w) {
        form->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        form->Add(w, 0, wxEXPAND);
    };
    m_output = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                            wxDefaultValidator, "output");
    m_output->Append("Print-and-play PDF (map pages, counters, set-up cards)");
    m_output->Append("PNG picture of the map at a resolution");
    m_output->SetSelection(0);
    row("Output", m_output);

    m_path = new wxFilePickerCtrl(
        this, wxID_ANY, wxString::FromUTF8(defaultPath.string()), "Write to",
        "PDF (*.pdf)|*.pdf|PNG (*.png)|*.png", wxDefaultPosition, wxSize(320, -1),
        wxFLP_SAVE | wxFLP_OVERWRITE_PROMPT | wxFLP_USE_TEXTCTRL, wxDefaultValidator, "path");
    row("File", m_path);

    m_paper = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "paper");
    for (const char* p : kPapers)
        m_paper->Append(p);
    m_paper->Append("Custom size (mm)");
    m_paper->SetSelection(0);
    row("Paper", m_paper);
    auto* custom = new wxBoxSizer(wxHORIZONTAL);
    m_paperW = spin(this, "paper-width", 50, 2000, 600, 1);
    m_paperH = spin(this, "paper-height", 50, 2000, 900, 1);
    custom->Add(m_paperW);
    custom->Add(new wxStaticText(this, wxID_ANY, " x "), 0, wxALIGN_CENTER_VERTICAL);
    custom->Add(m_paperH);
    form->Add(new wxStaticText(this, wxID_ANY, "Custom paper"), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(custom);

    m_orientation = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                                 wxDefaultValidator, "orientation");
    m_orientation->Append("Auto (fewer pages)");
    m_orientation->Append("Portrait");
    m_orientation->Append("Landscape");
    m_orientation->SetSelection(0);
    row("Map pages", m_orientation);
    m_hex = spin(this, "hex-size", 2, 100, scenario.map.printHexMm(), 0.25);
    row("Hex size (mm, flat to flat)", m_hex);
    m_overlap = spin(this, "overlap", 0, 100, rp::kDefaultOverlapMm, 1);
    row("Overlap (mm)", m_overlap);
    m_counter = spin(this, "counter-size", 5, 60, rp::kDefaultCounterMm, 0.5);
    row("Counter size (mm)", m_counter);
    auto* parts = new wxBoxSizer(wxHORIZONTAL);
    m_map = new wxCheckBox(this, wxID_ANY, "Map", wxDefaultPosition, wxDefaultSize, 0,
                           wxDefaultValidator, "map");
    m_counters = new wxCheckBox(this, wxID_ANY, "Counters", wxDefaultPosition, wxDefaultSize, 0,
                                wxDefaultValidator, "counters");
    m_setup = new wxCheckBox(this, wxID_ANY, "Set-up cards", wxDefaultPosition, wxDefaultSize, 0,
                             wxDefaultValidator, "setup");
    for (wxCheckBox* c : {m_map, m_counters, m_setup}) {
        c->SetValue(true);
        parts->Add(c, 0, wxRIGHT, 8);
    }
    form->Add(new wxStaticText(this, wxID_ANY, "Print"), 0, wxALIGN_CENTER_VERTICAL);
    form->Add(parts);
    m_dpi = spin(this, "dpi", 10, 2400, 300, 10);
    m_dpi->SetDigits(0);
    row("PNG resolution (dpi)", m_dpi);

    m_summary =
        new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxSize(360, -1), 0, "summary");
    m_pages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(360, 180), 0, nullptr,
                            wxLB_SINGLE, wxDefaultValidator, "pages");

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(form, 0, wxALL, 8);
    left->Add(m_summary, 0, wxLEFT | wxRIGHT | wxEXPAND, 8);
    left->Add(m_pages, 1, wxALL | wxEXPAND, 8);

    m_preview = new wxPanel(this, wxID_ANY, wxDefaultPosition, wxSize(420, 560),
                            wxFULL_REPAINT_ON_RESIZE, "preview");
    m_preview->SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_preview->Bind(wxEVT_PAINT, [this](wxPaintEvent&) { onPaint(); });

    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(left, 0, wxEXPAND);
    body->Add(m_preview, 1, wxALL | wxEXPAND, 8);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(body, 1, wxEXPAND);
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = wxDynamicCast(FindWindow(wxID_OK), wxButton))
        ok->SetLabel("Write");
    top->Add(buttons, 0, wxALL | wxEXPAND, 8);
    SetSizerAndFit(top);

    auto changed = [this](wxEvent&) { refresh(); };
    for (wxChoice* c : {m_output, m_paper, m_orientation})
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

std::filesystem::path PrintDialog::path() const {
    return std::filesystem::path(m_path->GetPath().ToStdString(wxConvUTF8));
}

double PrintDialog::dpi() const {
    return m_dpi->GetValue();
}

Result<rp::PrintSettings> PrintDialog::settings() const {
    rp::PrintSettings s;
    int paper = m_paper->GetSelection();
    if (paper >= 0 && paper < static_cast<int>(std::size(kPapers)))
        s.paper = *rp::parsePaper(kPapers[paper]);
    else
        s.paper = {"custom", m_paperW->GetValue(), m_paperH->GetValue()};
    const rp::Orientation orientations[] = {rp::Orientation::Auto, rp::Orientation::Portrait,
                                            rp::Orientation::Landscape};
    s.orientation = orientations[std::clamp(m_orientation->GetSelection(), 0, 2)];
    s.hexMm = m_hex->GetValue();
    s.overlapMm = m_overlap->GetValue();
    s.counterMm = m_counter->GetValue();
    s.parts = {m_map->GetValue(), m_counters->GetValue(), m_setup->GetValue()};
    if (!s.parts.map && !s.parts.counters && !s.parts.setup)
        return Error{"choose at least one of map, counters and set-up cards"};
    return s;
}

void PrintDialog::refresh() {
    bool pdf = output() == Output::PrintPdf;
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_paper, m_orientation, m_hex, m_overlap,
                                                        m_counter, m_map, m_counters, m_setup})
        w->Enable(pdf);
    bool custom = pdf && m_paper->GetSelection() == static_cast<int>(std::size(kPapers));
    m_paperW->Enable(custom);
    m_paperH->Enable(custom);
    m_dpi->Enable(!pdf);
    m_job.reset();
    m_pages->Clear();
    wxString summary;
    if (pdf) {
        auto s = settings();
        auto job =
            s ? rp::PrintJob::create(m_scenario, *s) : Result<rp::PrintJob>(Error{s.error()});
        if (job) {
            m_job.emplace(std::move(job).value());
            for (const rp::Page& p : m_job->pages())
                m_pages->Append(wxString::FromUTF8(p.caption));
            summary = wxString::Format("%zu pages", m_job->pages().size());
            if (const rp::Tiling* t = m_job->tiling())
                summary += wxString::Format("; the map on %d x %d pages of %s", t->columns, t->rows,
                                            wxString::FromUTF8(t->paper.name));
        } else {
            summary = wxString::FromUTF8("Cannot print: " + job.error());
        }
    } else {
        Point px = render::MapGeometry(m_scenario.map,
                                       rp::hexRadiusForDpi(m_scenario.map.printHexMm(), dpi()))
                       .mapPixelSize();
        summary =
            wxString::Format("A PNG of about %.0f x %.0f pixels, hexes of %.2f mm at %.0f dpi",
                             px.x, px.y, m_scenario.map.printHexMm(), dpi());
    }
    m_summary->SetLabel(summary);
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
    double scale = width / paper.widthMm;
    int height = std::max(1, static_cast<int>(paper.heightMm * scale));
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t* cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    m_job->drawPage(cr, index);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    wxImage image(width, height);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char* rgb = image.GetData();
    for (int y = 0; y < height; ++y) {
        const auto* px = reinterpret_cast<const std::uint32_t*>(data + y * stride);
        for (int x = 0; x < width; ++x) {
            std::uint32_t v = px[x];
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
    if (!m_job || m_job->pages().empty())
        return;
    std::size_t index = previewPage();
    const rp::Paper& paper = m_job->pages()[index].paper;
    wxSize area = m_preview->GetClientSize();
    double k = std::min((area.x - 16) / paper.widthMm, (area.y - 16) / paper.heightMm);
    int w = static_cast<int>(paper.widthMm * k);
    if (w <= 0)
        return;
    wxBitmap page = pagePicture(index, w);
    dc.DrawBitmap(page, (area.x - page.GetWidth()) / 2, (area.y - page.GetHeight()) / 2);
}

} // namespace marengo::editor
