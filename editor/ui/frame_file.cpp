// File menu: new, open, recent, save, save as, export, quit; crash recovery.
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/dialogs/new_battle_dialog.hpp"
#include "editor/ui/dialogs/print_dialog.hpp"
#include "editor/ui/main_frame.hpp"

#include "editor/ui/map_canvas.hpp"
#include "editor/ui/progress_runner.hpp"
#include "render/image_export.hpp"

#include <wx/datetime.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>

#include <algorithm>
#include <chrono>

namespace marengo::editor {

namespace fs = std::filesystem;

namespace {

wxString diagnosticsMessage(const std::vector<formats::Diagnostic>& diags) {
    return wxString::FromUTF8(formats::diagnosticsText(diags)) + "\n";
}

wxString listText(const std::vector<std::string>& lines) {
    wxString text;
    for (const std::string& l : lines)
        text += "    " + wxString::FromUTF8(l) + "\n";
    return text;
}

/// Asks whether to go on although the scenario refers to files outside its folder; `action`
/// names the button that goes on ("Open Anyway"). Without asking (not interactive): no.
bool confirmOutside(wxWindow* parent, const wxString& question, const wxString& list,
                    const wxString& action, bool interactive) {
    if (!interactive)
        return false;
    wxMessageDialog dlg(parent,
                        question + "\n\n" + list +
                            "\nA scenario's files normally stay in its folder, so that the pack "
                            "can be moved or shared; a file elsewhere may not be yours to read "
                            "or write.",
                        "Files outside the scenario's folder",
                        wxYES_NO | wxNO_DEFAULT | wxICON_WARNING);
    dlg.SetYesNoLabels(action, "&Cancel");
    return dlg.ShowModal() == wxID_YES;
}

enum class RecoveryAnswer { Recover, Discard, Keep };

/// Asks what to do with a recovery copy an editor left: Recover, Discard (`discard` names that
/// button) or Keep for Later (also Escape and closing the dialog: the copy is never lost by it).
RecoveryAnswer askRecovery(wxWindow* parent, const Recovery& r, const wxString& discard) {
    const wxString what =
        r.original.empty()
            ? wxString("an untitled scenario")
            : wxString::FromUTF8("\u201c" + r.original.filename().string() + "\u201d");
    const auto written =
        std::chrono::system_clock::to_time_t(std::chrono::time_point_cast<std::chrono::seconds>(
            std::chrono::file_clock::to_sys(r.written)));
    wxMessageDialog dlg(parent,
                        "A Marengo editor that did not close cleanly left unsaved work on " + what +
                            " (recovery copy of " +
                            wxDateTime(written).Format("%Y-%m-%d %H:%M:%S") + ").",
                        "Recover unsaved work", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    wxString more = r.original.empty()
                        ? wxString()
                        : "It was a copy of " + wxString::FromUTF8(r.original.string()) + ".\n";
    if (!r.newer)
        more += "That file was saved again after the copy was made: recovering and saving would "
                "replace those changes.\n";
    dlg.SetExtendedMessage(more + "Keep for Later leaves the copy where it is, to be offered "
                                  "again.");
    dlg.SetYesNoCancelLabels("&Recover", discard, "&Keep for Later");
    switch (dlg.ShowModal()) {
    case wxID_YES:
        return RecoveryAnswer::Recover;
    case wxID_NO:
        return RecoveryAnswer::Discard;
    default:
        return RecoveryAnswer::Keep;
    }
}

} // namespace

bool MainFrame::openFile(const fs::path& path, bool interactive) {
    // Work an editor lost on this very file comes first (not interactive: the copy is kept).
    if (auto rec = m_ctx.session().recoveryFor(path); rec && interactive) {
        switch (askRecovery(this, *rec, "&Open the Saved File")) {
        case RecoveryAnswer::Recover:
            if (recoverCopy(*rec, interactive))
                return true;
            break; // the copy stays; the saved file opens
        case RecoveryAnswer::Discard:
            if (auto st = m_ctx.session().discardRecovery(*rec); !st)
                showMessage(wxString::FromUTF8(st.error()));
            break;
        case RecoveryAnswer::Keep:
            break;
        }
    }
    // Read on a worker thread, with progress and Cancel on a big battlefield; the document is
    // only replaced once the whole scenario is read, so a cancel leaves it as it was.
    formats::Loaded<Scenario> loaded;
    const wxString name = wxString::FromUTF8(path.filename().string());
    // References outside the scenario's folder are read only when the user says so.
    formats::LoadOptions options;
    if (auto outside = formats::referencesOutside(path); !outside.empty()) {
        options.allowOutside = confirmOutside(
            this, name + " refers to files outside its folder:", diagnosticsMessage(outside),
            "&Open Anyway", interactive);
        if (!options.allowOutside) {
            showMessage("Not opened: " + name + " refers to files outside its folder");
            return false;
        }
    }
    if (!runWithProgress(this, "Opening " + name,
                         [&](Progress& p) { loaded = formats::loadScenario(path, &p, options); })) {
        showMessage("Opening " + name + " cancelled");
        return false;
    }
    if (loaded.fatal()) {
        if (interactive)
            wxMessageBox("Could not open " + wxString::FromUTF8(path.string()) + ":\n\n" +
                             diagnosticsMessage(loaded.diagnostics),
                         "Marengo", wxOK | wxICON_ERROR, this);
        return false;
    }
    m_loadProblems = std::move(loaded.diagnostics);
    m_history.AddFileToHistory(wxString::FromUTF8(fs::absolute(path).string()));
    rememberFolder(path);
    m_ctx.selection().set({});
    m_ctx.references().clear(); // its scans are read afresh
    m_ctx.session().adopt(std::move(*loaded.value), path);
    validateAll(); // (its progress dialog, on a big battlefield, runs the event loop)
    CallAfter([this] { m_canvas->zoomToFit(); }); // after the first layout gives it a size
    updateTitle();
    return true;
}

bool MainFrame::save(bool interactive) {
    if (m_ctx.session().path().empty()) {
        if (!interactive)
            return false;
        wxCommandEvent e;
        onSaveAs(e);
        return !m_doc.modified();
    }
    bool allowOutside = false;
    if (auto outside = m_ctx.session().referencesOutside(m_ctx.session().path());
        !outside.empty()) {
        allowOutside = confirmOutside(this, "Saving writes files outside the scenario's folder:",
                                      listText(outside), "&Save Anyway", interactive);
        if (!allowOutside)
            return false;
    }
    if (auto st = m_ctx.session().save(allowOutside); !st) {
        if (interactive)
            wxMessageBox(wxString::FromUTF8("Could not save: " + st.error()), "Marengo",
                         wxOK | wxICON_ERROR, this);
        return false;
    }
    updateTitle();
    showMessage("Saved " + wxString::FromUTF8(m_ctx.session().path().filename().string()));
    return true;
}

void MainFrame::offerRecovery(bool interactive) {
    for (const Recovery& rec : m_ctx.session().leftRecoveries()) {
        const RecoveryAnswer answer =
            interactive ? askRecovery(this, rec, "&Delete the Copy") : RecoveryAnswer::Recover;
        if (answer == RecoveryAnswer::Recover) {
            if (recoverCopy(rec, interactive))
                return;
        } else if (answer == RecoveryAnswer::Discard) {
            if (auto st = m_ctx.session().discardRecovery(rec); !st)
                showMessage(wxString::FromUTF8(st.error()));
        }
    }
}

bool MainFrame::recoverCopy(const Recovery& r, bool interactive) {
    std::vector<std::string> warnings;
    if (auto st = m_ctx.session().recover(r, &warnings); !st) {
        if (interactive)
            wxMessageBox(wxString::FromUTF8("Could not recover: " + st.error()), "Marengo",
                         wxOK | wxICON_ERROR, this);
        return false;
    }
    m_loadProblems.clear();
    m_ctx.selection().set({});
    if (!r.original.empty()) {
        m_history.AddFileToHistory(wxString::FromUTF8(fs::absolute(r.original).string()));
        rememberFolder(r.original);
    }
    validateAll();
    CallAfter([this] { m_canvas->zoomToFit(); });
    updateTitle();
    if (warnings.empty()) {
        showMessage("Recovered the unsaved work");
        return true;
    }
    // Part of the journal was damaged (or of a format this editor does not read): what came
    // before it is back, and the user is told what is not.
    std::string text;
    for (const std::string& w : warnings)
        text += "\u2022 " + w + "\n";
    showMessage(wxString::FromUTF8("Recovered the unsaved work, not all of it: " + warnings[0]));
    if (interactive)
        wxMessageBox(wxString::FromUTF8("Recovered the unsaved work, except what the recovery "
                                        "journal could not give back:\n\n" +
                                        text),
                     "Marengo", wxOK | wxICON_WARNING, this);
    return true;
}

void MainFrame::onNew(wxCommandEvent&) {
    if (!confirmDiscard())
        return;
    NewBattleDialog dlg(this);
    if (dlg.ShowModal() != wxID_OK || !dlg.battle())
        return;
    Scenario s = dlg.battle()->scenario;
    // Untitled: map and OOBs get names at the first Save As; a bundled rules profile stays
    // referred to by its id, another one by where it is until Save As makes that relative.
    s.mapPath.clear();
    s.oobPaths.clear();
    if (!dlg.battle()->rulesFile.empty())
        s.rulesPath = dlg.battle()->rulesFile.string();
    const std::string title = s.title;
    m_loadProblems.clear();
    m_ctx.session().adopt(std::move(s));
    m_canvas->zoomToNumbers();
    validateAll();
    updateTitle();
    showMessage(wxString::FromUTF8("New battle: " + title));
}

bool MainFrame::openDropped(const std::vector<fs::path>& files) {
    auto scenario = std::find_if(files.begin(), files.end(), [](const fs::path& f) {
        return f.filename().string().ends_with(".scenario.xml");
    });
    if (scenario == files.end()) {
        showMessage("Not opened: drop a scenario file (*.scenario.xml)");
        return false;
    }
    if (!confirmDiscard())
        return false;
    return openFile(*scenario);
}

void MainFrame::onOpen(wxCommandEvent&) {
    if (!confirmDiscard())
        return;
    wxFileDialog dlg(this, "Open scenario", wxString::FromUTF8(lastFolder().string()), "",
                     "Marengo scenarios (*.scenario.xml)|*.scenario.xml|All files|*",
                     wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dlg.ShowModal() == wxID_OK)
        openFile(dlg.GetPath().ToStdString(wxConvUTF8));
}

void MainFrame::onOpenRecent(wxCommandEvent& e) {
    if (!confirmDiscard())
        return;
    wxString path = m_history.GetHistoryFile(static_cast<size_t>(e.GetId() - wxID_FILE1));
    if (!openFile(path.ToStdString(wxConvUTF8)))
        m_history.RemoveFileFromHistory(static_cast<size_t>(e.GetId() - wxID_FILE1));
}

void MainFrame::onSave(wxCommandEvent&) {
    save();
}

void MainFrame::onSaveAs(wxCommandEvent&) {
    wxFileDialog dlg(this, "Save scenario as", wxString::FromUTF8(lastFolder().string()), "",
                     "Marengo scenarios (*.scenario.xml)|*.scenario.xml",
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dlg.ShowModal() != wxID_OK)
        return;
    std::string path = dlg.GetPath().ToStdString(wxConvUTF8);
    if (!path.ends_with(".scenario.xml"))
        path += ".scenario.xml";
    bool allowOutside = false;
    if (auto outside = m_ctx.session().referencesOutside(path); !outside.empty()) {
        allowOutside = confirmOutside(this,
                                      "The saved scenario would refer to files outside its "
                                      "folder:",
                                      listText(outside), "&Save Anyway", true);
        if (!allowOutside)
            return;
    }
    if (auto st = m_ctx.session().saveAs(path, allowOutside); !st) {
        wxMessageBox(wxString::FromUTF8("Could not save: " + st.error()), "Marengo",
                     wxOK | wxICON_ERROR, this);
        return;
    }
    m_history.AddFileToHistory(wxString::FromUTF8(fs::absolute(path).string()));
    rememberFolder(path);
    updateTitle();
    showMessage("Saved " + wxString::FromUTF8(fs::path(path).filename().string()));
}

void MainFrame::onExport(wxCommandEvent&) {
    wxFileDialog dlg(this, "Export map image", wxString::FromUTF8(lastFolder().string()), "",
                     "PNG image (*.png)|*.png|PDF document (*.pdf)|*.pdf|SVG drawing (*.svg)|*.svg",
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dlg.ShowModal() != wxID_OK)
        return;
    fs::path path = dlg.GetPath().ToStdString(wxConvUTF8);
    auto format = render::formatForPath(path);
    if (!format) {
        static const char* const kExt[] = {".png", ".pdf", ".svg"};
        path += kExt[dlg.GetFilterIndex()];
        format = render::formatForPath(path);
    }
    exportTo(path, *format);
}

void MainFrame::onPrint(wxCommandEvent&) {
    showPrintDialog();
}

void MainFrame::showPrintDialog() {
    PrintDialog dlg(this, m_ctx);
    if (dlg.ShowModal() == wxID_OK)
        dlg.write();
}

bool MainFrame::exportTo(const fs::path& path, render::ImageFormat format, bool interactive) {
    wxBusyCursor busy;
    render::ExportSettings settings;
    settings.options = m_canvas->renderer().options();
    settings.options.overlays.clear();
    Status st = okStatus();
    const bool done = runWithProgress(this, "Exporting the map", [&](Progress& p) {
        st = render::exportImage(path, format, m_doc.scenario().map, &m_doc.scenario(), settings,
                                 &p);
    });
    if (!done) {
        showMessage("Export cancelled: " + wxString::FromUTF8(path.filename().string()) +
                    " was not written");
        return false;
    }
    if (!st) {
        if (interactive)
            wxMessageBox(wxString::FromUTF8("Could not export: " + st.error()), "Marengo",
                         wxOK | wxICON_ERROR, this);
        return false;
    }
    rememberFolder(path);
    showMessage(wxString::FromUTF8("Exported " + path.string()));
    return true;
}

void MainFrame::onQuit(wxCommandEvent&) {
    Close();
}

} // namespace marengo::editor
