#include "editor/ui/dialogs/reference_images_dialog.hpp"

#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/map_canvas.hpp"
#include "engine/edit/commands.hpp"
#include "formats/formats.hpp"
#include "render/reference_picture.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/statbox.h>
#include <wx/stattext.h>

#include <cmath>

namespace marengo::editor {

namespace fs = std::filesystem;

namespace {

/// `file` relative to `folder`, or empty when it lies outside it.
std::string inside(const fs::path& file, const fs::path& folder) {
    std::error_code ec;
    const fs::path rel = fs::relative(fs::absolute(file), fs::absolute(folder), ec);
    if (ec || rel.empty() || formats::isOutsideReference(rel.generic_string()))
        return {};
    return rel.generic_string();
}

/// A file name in `folder` for a copy of `file`: its own name, or name-2, name-3... when a
/// different file already has it.
fs::path copyTarget(const fs::path& file, const fs::path& folder) {
    fs::path target = folder / file.filename();
    for (int n = 2; fs::exists(target); ++n) {
        std::error_code ec;
        if (fs::equivalent(target, file, ec))
            break;
        target =
            folder / (file.stem().string() + "-" + std::to_string(n) + file.extension().string());
    }
    return target;
}

} // namespace

std::string importReferenceImage(EditorContext& ctx, const fs::path& file, bool copyOutside) {
    const fs::path mapFile = ctx.mapFile();
    if (mapFile.empty())
        return "Save the battle first: a reference image is kept as a path relative to the map "
               "file.";
    int width = 0, height = 0;
    std::string why;
    if (!render::ReferencePicture::probe(file, width, height, why))
        return "'" + file.filename().string() + "' " + why + ".";
    const fs::path folder = mapFile.parent_path();
    std::string href = inside(file, folder);
    if (href.empty()) {
        if (!copyOutside)
            return "'" + file.string() +
                   "' is outside the map's folder; a map's files stay in "
                   "its folder.";
        const fs::path target = copyTarget(file, folder);
        std::error_code ec;
        if (!fs::equivalent(target, file, ec)) {
            fs::copy_file(file, target, fs::copy_options::skip_existing, ec);
            if (ec)
                return "Could not copy '" + file.string() +
                       "' into the map's folder: " + ec.message() + ".";
        }
        href = target.filename().generic_string();
    }
    const Map& map = ctx.scenario().map;
    const Point size = render::MapGeometry(map, 1.0).mapPixelSize();
    ReferenceImage r;
    r.href = href;
    r.toMap = fitInto(width, height, 0, 0, size.x, size.y);
    std::vector<ReferenceImage> images = map.references();
    images.push_back(std::move(r));
    ctx.document().execute(edit::setReferenceImages(std::move(images), "Import Reference Image"));
    return {};
}

bool chooseAndImportReferenceImage(wxWindow* parent, EditorContext& ctx) {
    if (ctx.mapFile().empty()) {
        wxMessageBox("Save the battle first: a reference image is kept as a path relative to the "
                     "map file.",
                     "Import Reference Image", wxOK | wxICON_INFORMATION, parent);
        return false;
    }
    wxFileDialog open(parent, "Import Reference Image", wxString::FromUTF8(lastFolder().string()),
                      "", "Scans (*.png;*.jpg;*.jpeg)|*.png;*.PNG;*.jpg;*.JPG;*.jpeg;*.JPEG",
                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (open.ShowModal() != wxID_OK)
        return false;
    const fs::path file(std::string(open.GetPath().utf8_str()));
    rememberFolder(file);
    bool copy = false;
    if (inside(file, ctx.mapFile().parent_path()).empty()) {
        wxMessageDialog ask(parent,
                            "A map's files stay in its folder. Copy the scan into the map's "
                            "folder and trace from the copy?",
                            "Import Reference Image", wxYES_NO | wxICON_QUESTION);
        ask.SetYesNoLabels("&Copy Into the Map's Folder", "&Cancel");
        if (ask.ShowModal() != wxID_YES)
            return false;
        copy = true;
    }
    const std::string error = importReferenceImage(ctx, file, copy);
    if (!error.empty()) {
        wxMessageBox(wxString::FromUTF8(error), "Import Reference Image", wxOK | wxICON_ERROR,
                     parent);
        return false;
    }
    ctx.showMessage("Imported " + wxString::FromUTF8(file.filename().string()) +
                    ": calibrate it in Map > Reference Images");
    return true;
}

ReferenceImagesDialog::ReferenceImagesDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Reference Images", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_ctx(&ctx), m_opacityTimer(this), m_picker(ctx) {
    auto* top = new wxBoxSizer(wxVERTICAL);

    auto* imageBox = new wxStaticBoxSizer(wxVERTICAL, this, "Scans under the map");
    wxWindow* ib = imageBox->GetStaticBox();
    m_list = new wxListBox(ib, wxID_ANY, wxDefaultPosition, wxSize(420, 90));
    m_list->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) { select(e.GetSelection()); });
    auto* listRow = new wxBoxSizer(wxHORIZONTAL);
    listRow->Add(m_list, 1, wxEXPAND | wxRIGHT, 8);
    auto* listButtons = new wxBoxSizer(wxVERTICAL);
    auto* importButton = new wxButton(ib, wxID_ANY, "&Import...");
    importButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (chooseAndImportReferenceImage(this, *m_ctx))
            select(static_cast<int>(m_ctx->scenario().map.references().size()) - 1);
    });
    m_remove = new wxButton(ib, wxID_ANY, "&Remove");
    m_remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { remove(); });
    listButtons->Add(importButton, 0, wxEXPAND | wxBOTTOM, 4);
    listButtons->Add(m_remove, 0, wxEXPAND);
    listRow->Add(listButtons, 0);
    imageBox->Add(listRow, 1, wxEXPAND | wxALL, 4);

    auto* settings = new wxBoxSizer(wxHORIZONTAL);
    m_visible = new wxCheckBox(ib, wxID_ANY, "&Visible");
    m_visible->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent& e) { setVisible(e.IsChecked()); });
    m_locked = new wxCheckBox(ib, wxID_ANY, "&Locked");
    m_locked->SetToolTip("A locked scan cannot be calibrated or removed");
    m_locked->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent& e) { setLocked(e.IsChecked()); });
    m_opacity = new wxSlider(ib, wxID_ANY, 50, 0, 100, wxDefaultPosition, wxSize(160, -1));
    m_opacityText = new wxStaticText(ib, wxID_ANY, "50 %");
    m_opacity->Bind(wxEVT_SLIDER, [this](wxCommandEvent&) {
        m_opacityText->SetLabel(wxString::Format("%d %%", m_opacity->GetValue()));
        m_opacityTimer.StartOnce(250);
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { setOpacity(m_opacity->GetValue()); });
    settings->Add(m_visible, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
    settings->Add(m_locked, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
    settings->Add(new wxStaticText(ib, wxID_ANY, "&Opacity"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                  4);
    settings->Add(m_opacity, 1, wxALIGN_CENTER_VERTICAL);
    settings->Add(m_opacityText, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 4);
    imageBox->Add(settings, 0, wxEXPAND | wxALL, 4);
    top->Add(imageBox, 0, wxEXPAND | wxALL, 8);

    auto* calBox = new wxStaticBoxSizer(wxVERTICAL, this, "Calibration");
    wxWindow* cb = calBox->GetStaticBox();
    auto* help = new wxStaticText(
        cb, wxID_ANY,
        "Add Point: click a landmark of the scan on the map (a church, a bridge, a crossroads),\n"
        "then the hex where it belongs. Two points fix scale, rotation and position; three or\n"
        "more also fit a scan that is askew or stretched, and show how far each point is off.");
    calBox->Add(help, 0, wxALL, 4);
    m_tieList = new wxListCtrl(cb, wxID_ANY, wxDefaultPosition, wxSize(420, 120),
                               wxLC_REPORT | wxLC_SINGLE_SEL);
    m_tieList->AppendColumn("#", wxLIST_FORMAT_RIGHT, 32);
    m_tieList->AppendColumn("Scan pixel", wxLIST_FORMAT_LEFT, 130);
    m_tieList->AppendColumn("Hex", wxLIST_FORMAT_LEFT, 80);
    m_tieList->AppendColumn("Off by (hexes)", wxLIST_FORMAT_RIGHT, 130);
    auto* tieRow = new wxBoxSizer(wxHORIZONTAL);
    tieRow->Add(m_tieList, 1, wxEXPAND | wxRIGHT, 8);
    auto* tieButtons = new wxBoxSizer(wxVERTICAL);
    m_addTie = new wxButton(cb, wxID_ANY, "&Add Point on Map");
    m_addTie->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pickTie(); });
    m_removeTie = new wxButton(cb, wxID_ANY, "Remove &Point");
    m_removeTie->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        removeTie(
            static_cast<int>(m_tieList->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED)));
    });
    m_apply = new wxButton(cb, wxID_ANY, "Apply &Fit");
    m_apply->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { applyFit(); });
    for (wxButton* b : {m_addTie, m_removeTie, m_apply})
        tieButtons->Add(b, 0, wxEXPAND | wxBOTTOM, 4);
    tieRow->Add(tieButtons, 0);
    calBox->Add(tieRow, 1, wxEXPAND | wxALL, 4);
    m_fitText = new wxStaticText(cb, wxID_ANY, "");
    calBox->Add(m_fitText, 0, wxEXPAND | wxALL, 4);
    top->Add(calBox, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);

    auto* close = new wxButton(this, wxID_CLOSE, "&Close");
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) {
        m_picker.cancel();
        Destroy();
    });
    top->Add(close, 0, wxALIGN_RIGHT | wxALL, 8);
    SetSizerAndFit(top);
    CentreOnParent();
    m_listener = m_ctx->document().addListener([this](const edit::Change&) {
        // An undo or redo that takes the scan away, or puts another in its place: its points
        // no longer belong to the selected one.
        const auto& refs = m_ctx->scenario().map.references();
        if (m_current >= static_cast<int>(refs.size()) ||
            (m_current >= 0 && refs[static_cast<std::size_t>(m_current)].href != m_tiesFor) ||
            refs.size() != m_tiesListSize) {
            m_ties.clear();
            m_picker.cancel();
        }
        refresh();
    });
    refresh();
    select(m_list->GetCount() > 0 ? 0 : -1);
} // namespace marengo::editor

ReferenceImagesDialog::~ReferenceImagesDialog() {
    m_ctx->document().removeListener(m_listener);
}

void ReferenceImagesDialog::refresh() {
    const auto& refs = m_ctx->scenario().map.references();
    m_list->Clear();
    for (const ReferenceImage& r : refs) {
        wxString label = wxString::FromUTF8(r.href);
        if (!r.visible)
            label += "  (hidden)";
        if (r.locked)
            label += "  (locked)";
        m_list->Append(label);
    }
    if (m_current >= static_cast<int>(refs.size()))
        m_current = static_cast<int>(refs.size()) - 1;
    if (m_current >= 0)
        m_list->SetSelection(m_current);
    const bool any = m_current >= 0;
    const ReferenceImage* r = any ? &refs[static_cast<std::size_t>(m_current)] : nullptr;
    m_visible->SetValue(r && r->visible);
    m_locked->SetValue(r && r->locked);
    if (!m_opacityTimer.IsRunning()) {
        const int percent = r ? static_cast<int>(std::lround(r->opacity * 100)) : 50;
        m_opacity->SetValue(percent);
        m_opacityText->SetLabel(wxString::Format("%d %%", percent));
    }
    for (wxWindow* w : std::initializer_list<wxWindow*>{m_visible, m_locked, m_opacity})
        w->Enable(any);
    const bool editable = r && !r->locked;
    m_remove->Enable(editable);
    m_addTie->Enable(editable);
    m_removeTie->Enable(editable && !m_ties.empty());
    m_apply->Enable(editable && fit().has_value());
    showTies();
}

void ReferenceImagesDialog::select(int index) {
    if (index == m_current)
        return;
    if (m_opacityTimer.IsRunning()) // the slider's last move belongs to the scan it was made on
        setOpacity(m_opacity->GetValue());
    m_picker.cancel();
    m_current = index;
    m_ties.clear(); // points belong to one scan
    refresh();
}

void ReferenceImagesDialog::commit(std::vector<ReferenceImage> images, const std::string& name) {
    m_ctx->document().execute(edit::setReferenceImages(std::move(images), name));
    refresh();
}

void ReferenceImagesDialog::setVisible(bool on) {
    if (m_current < 0)
        return;
    auto images = m_ctx->scenario().map.references();
    images[static_cast<std::size_t>(m_current)].visible = on;
    commit(std::move(images), on ? "Show Reference Image" : "Hide Reference Image");
}

void ReferenceImagesDialog::setLocked(bool on) {
    if (m_current < 0)
        return;
    auto images = m_ctx->scenario().map.references();
    images[static_cast<std::size_t>(m_current)].locked = on;
    m_picker.cancel();
    commit(std::move(images), on ? "Lock Reference Image" : "Unlock Reference Image");
}

void ReferenceImagesDialog::setOpacity(int percent) {
    m_opacityTimer.Stop();
    if (m_current < 0)
        return;
    auto images = m_ctx->scenario().map.references();
    ReferenceImage& r = images[static_cast<std::size_t>(m_current)];
    const double opacity = std::clamp(percent, 0, 100) / 100.0;
    if (r.opacity == opacity)
        return;
    r.opacity = opacity;
    commit(std::move(images), "Set Reference Image Opacity");
}

void ReferenceImagesDialog::remove() {
    if (m_current < 0)
        return;
    auto images = m_ctx->scenario().map.references();
    if (images[static_cast<std::size_t>(m_current)].locked)
        return;
    images.erase(images.begin() + m_current);
    m_ties.clear();
    m_picker.cancel();
    commit(std::move(images), "Remove Reference Image");
}

void ReferenceImagesDialog::addTie(Point imagePixel, HexId hex) {
    if (m_current < 0 || !m_ctx->scenario().map.onMap(hex))
        return;
    const auto& refs = m_ctx->scenario().map.references();
    m_tiesFor = refs[static_cast<std::size_t>(m_current)].href;
    m_tiesListSize = refs.size();
    m_ties.push_back({imagePixel, hex});
    refresh();
}

void ReferenceImagesDialog::pickTie() {
    if (m_current < 0)
        return;
    const ReferenceImage r =
        m_ctx->scenario().map.references()[static_cast<std::size_t>(m_current)];
    const auto toImage = r.toMap.inverse();
    if (r.locked || !toImage)
        return;
    const int n = static_cast<int>(m_ties.size()) + 1;
    m_picker.startPoint(
        [this, n, toPixel = *toImage](Point at, HexId) {
            const double s = m_ctx->canvas().geometry().hexSize();
            const Point pixel = toPixel.apply({at.x / s, at.y / s});
            m_picker.start(
                [this, pixel](HexId h) {
                    addTie(pixel, h);
                    Raise();
                },
                wxString::Format("Point %d: now click the hex where it belongs", n));
        },
        wxString::Format("Point %d: click a landmark of the scan", n));
}

void ReferenceImagesDialog::removeTie(int index) {
    if (index < 0 || index >= static_cast<int>(m_ties.size()))
        return;
    m_ties.erase(m_ties.begin() + index);
    refresh();
}

std::optional<AffineFit> ReferenceImagesDialog::fit() const {
    const render::MapGeometry geo(m_ctx->scenario().map, 1.0);
    std::vector<TiePoint> points;
    for (const Tie& t : m_ties)
        points.push_back({t.image, geo.hexCentre(t.hex)});
    return fitAffine(points);
}

bool ReferenceImagesDialog::applyFit() {
    const auto f = fit();
    if (m_current < 0 || !f)
        return false;
    auto images = m_ctx->scenario().map.references();
    ReferenceImage& r = images[static_cast<std::size_t>(m_current)];
    if (r.locked)
        return false;
    r.toMap = f->transform;
    commit(std::move(images), "Calibrate Reference Image");
    m_ctx->showMessage(fitText());
    return true;
}

wxString ReferenceImagesDialog::fitText() const {
    if (m_current < 0)
        return "No reference image: import a scan to trace from.";
    if (m_ties.size() < 2)
        return wxString::Format("%zu of at least 2 points.", m_ties.size());
    const auto f = fit();
    if (!f)
        return "These points give no placement: pick points apart (three not in a line).";
    if (m_ties.size() == 2)
        return "2 points: scale, rotation and position fixed exactly; add a third to check.";
    return wxString::Format("%zu points: off by %.2f hex on average (RMS), %.2f at most.",
                            m_ties.size(), f->rms, f->worst);
}

void ReferenceImagesDialog::showTies() {
    m_tieList->DeleteAllItems();
    const Map& map = m_ctx->scenario().map;
    const auto f = fit();
    const render::MapGeometry geo(map, 1.0);
    for (std::size_t i = 0; i < m_ties.size(); ++i) {
        const Tie& t = m_ties[i];
        const long row =
            m_tieList->InsertItem(static_cast<long>(i), wxString::Format("%zu", i + 1));
        m_tieList->SetItem(row, 1, wxString::Format("%.0f, %.0f", t.image.x, t.image.y));
        m_tieList->SetItem(row, 2, wxString::FromUTF8(map.label(t.hex)));
        if (f && m_ties.size() > 2) {
            const Point q = f->transform.apply(t.image), c = geo.hexCentre(t.hex);
            m_tieList->SetItem(row, 3, wxString::Format("%.2f", std::hypot(q.x - c.x, q.y - c.y)));
        }
    }
    m_fitText->SetLabel(fitText());
}

} // namespace marengo::editor
