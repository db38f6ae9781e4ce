#include "editor/ui/main_frame.hpp"

#include "editor/ui/history_panel.hpp"
#include "editor/ui/issues_panel.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/minimap.hpp"
#include "editor/ui/oob_panel.hpp"
#include "editor/ui/progress_runner.hpp"
#include "editor/ui/properties_panel.hpp"
#include "editor/ui/sight_panel.hpp"
#include "editor/ui/tool_palette.hpp"
#include "editor/ui/tools/map_tool.hpp"
#include "editor/ui/tools/tools.hpp"
#include "engine/checks/checks.hpp"
#include "formats/data_dir.hpp"
#include "formats/findings.hpp"

#include <wx/artprov.h>
#include <wx/config.h>
#include <wx/dialog.h>
#include <wx/dnd.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/persist/toplevel.h>
#include <wx/statusbr.h>
#include <wx/utils.h>

namespace marengo::editor {

namespace {
/// How soon after an edit the recovery copy is looked after: its journal (which holds every
/// committed edit at once) compacted into a snapshot when it has grown, a failure reported.
constexpr int kAutosaveMs = 1000;
constexpr int kMessageMs = 15 * 1000; ///< how long a status-bar message stays
const char* const kPaneCanvas = "map";
const char* const kPaneIssues = "issues";
/// Where the layout is remembered. Versioned: a new default layout replaces one saved by an
/// older version, whose panes may be where that version put them.
const char* const kPerspectiveKey = "/layout/v4/perspective";
/// Name under which wxPersistenceManager keeps the window's geometry.
const char* const kWindowKey = "main-window";

/// Scenario files dropped anywhere on the window but the map (whose own target takes units and
/// files) are opened.
class ScenarioFileDrop final : public wxFileDropTarget {
public:
    explicit ScenarioFileDrop(EditorWindow& w) : m_window(&w) {}
    bool OnDropFiles(wxCoord, wxCoord, const wxArrayString& names) override {
        return m_window->openDropped(droppedPaths(names));
    }

private:
    EditorWindow* m_window;
};
} // namespace

std::filesystem::path MainFrame::defaultRecoveryDir() {
    const char* state = std::getenv("XDG_STATE_HOME");
    const char* home = std::getenv("HOME");
    std::filesystem::path base = state && *state ? std::filesystem::path(state)
                                 : home && *home ? std::filesystem::path(home) / ".local" / "state"
                                                 : std::filesystem::temp_directory_path();
    return base / "marengo" / "recovery";
}

MainFrame::MainFrame(std::filesystem::path recoveryDir)
    : wxFrame(nullptr, wxID_ANY, "Marengo", wxDefaultPosition, wxSize(1400, 900)),
      m_ctx(std::move(recoveryDir), *this), m_doc(m_ctx.document()), m_autosave(this),
      m_messageTimer(this) {
    m_aui.SetManagedWindow(this);
    createTools();
    buildPanes();
    buildMenus();
    CreateStatusBar(kStatusFieldCount);
    int widths[kStatusFieldCount] = {-3, -2, -3, -4, 120};
    SetStatusWidths(kStatusFieldCount, widths);
    m_doc.addListener([this](const edit::Change& c) { onDocumentChanged(c); });
    m_ctx.selection().addListener([this] { onSelectionChanged(); });
    SetDropTarget(new ScenarioFileDrop(*this));
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);
    Bind(wxEVT_CHAR_HOOK, &MainFrame::onCharHook, this);
    Bind(wxEVT_TIMER, &MainFrame::onAutosave, this, m_autosave.GetId());
    Bind(wxEVT_TIMER, &MainFrame::onMessageTimer, this, m_messageTimer.GetId());
    if (!m_tools.empty())
        chooseTool(0);
    updateTitle();
    // Size, position and maximized state as the last session left them (wxConfig).
    wxPersistentRegisterAndRestore(this, kWindowKey);
}

MainFrame::~MainFrame() {
    // The geometry is saved now, while the frame is whole. Unregistering is left to the
    // persistence object's own wxEVT_DESTROY handler (wxWidgets 3.2 does not unbind it when the
    // object is deleted, so SaveAndUnregister here made that handler run on freed memory).
    wxPersistenceManager::Get().Save(this);
    // Dialogs left open go first, while the context they were built from is still there.
    std::vector<wxWindow*> dialogs;
    for (wxWindow* child : GetChildren())
        if (dynamic_cast<wxDialog*>(child))
            dialogs.push_back(child);
    for (wxWindow* dialog : dialogs)
        delete dialog;
    wxConfigBase::Get()->Write(kPerspectiveKey, m_aui.SavePerspective());
    m_history.Save(*wxConfigBase::Get());
    wxConfigBase::Get()->Flush();
    m_canvas->setTool(nullptr);
    m_aui.UnInit();
}

void MainFrame::buildPanes() {
    m_canvas = new MapCanvas(this, m_doc);
    m_canvas->onHover = [this](HexId h) { updateStatus(h); };
    // The zoom field follows every zoom (wheel, keys, menu, overview), not only the pointer.
    m_canvas->onViewChanged = [this] { showZoom(); };
    m_canvas->onOtherKey = [this](const wxKeyEvent& e) { return runAccelerator(e); };
    m_canvas->referenceLayers = [this] {
        const Scenario& s = m_doc.scenario();
        return m_ctx.references().layers(s.map, s.sources, m_ctx.mapFile());
    };
    m_ctx.references().onLoaded = [this] {
        refreshIssues();
        m_canvas->refreshMap();
    };
    m_aui.AddPane(m_canvas, wxAuiPaneInfo().Name(kPaneCanvas).CenterPane().PaneBorder(false));
    m_issues = new IssuesPanel(this);
    m_issues->onActivate = [this](const IssueRow& r) { showProblem(r.problem); };
    m_aui.AddPane(m_issues, wxAuiPaneInfo()
                                .Name(kPaneIssues)
                                .Caption("Issues")
                                .Bottom()
                                .BestSize(900, 180)
                                .MinSize(300, 80));
    m_panes.push_back(m_issues);
    m_historyPane = new HistoryPanel(this, m_doc);
    m_panes.push_back(m_historyPane);
    wxAuiPaneInfo history = wxAuiPaneInfo()
                                .Name("history")
                                .Caption("History")
                                .Bottom()
                                .Position(1)
                                .BestSize(260, 180)
                                .MinSize(160, 80);
    m_sightPane = new SightPanel(this, m_ctx.toolSettings());
    m_panes.push_back(m_sightPane);
    wxAuiPaneInfo sight = wxAuiPaneInfo()
                              .Name("sight")
                              .Caption("Sight")
                              .Bottom()
                              .Position(2)
                              .BestSize(360, 180)
                              .MinSize(160, 80);
    // The bottom row: half for the issues, a third for the sight log, the rest for the history
    // (AUI's default shares it evenly).
    m_aui.GetPane(m_issues).dock_proportion = 3;
    history.dock_proportion = 1;
    sight.dock_proportion = 2;
    m_aui.AddPane(m_historyPane, history);
    m_aui.AddPane(m_sightPane, sight);
    // Default layout, usable from 1600 x 1000: tools and overview on the left, the OOB tree and
    // the properties of its selection on the right, each column shared by two panes only.
    m_oob = new OobPanel(this, m_ctx);
    m_panes.push_back(m_oob);
    m_aui.AddPane(m_panes.back(), wxAuiPaneInfo()
                                      .Name("oob")
                                      .Caption("Order of battle")
                                      .Right()
                                      .Position(0)
                                      .BestSize(300, 420)
                                      .MinSize(220, 200));
    m_properties = new PropertiesPanel(this, m_ctx);
    m_panes.push_back(m_properties);
    m_aui.AddPane(m_panes.back(), wxAuiPaneInfo()
                                      .Name("properties")
                                      .Caption("Properties")
                                      .Right()
                                      .Position(1)
                                      .BestSize(300, 360)
                                      .MinSize(220, 180));
    m_panes.push_back(new ToolPalette(this, m_ctx));
    m_aui.AddPane(m_panes.back(), wxAuiPaneInfo()
                                      .Name("tools")
                                      .Caption("Tools")
                                      .Left()
                                      .Position(0)
                                      .BestSize(260, 520)
                                      .MinSize(220, 420));
    m_panes.push_back(new Minimap(this, m_ctx));
    m_aui.AddPane(m_panes.back(), wxAuiPaneInfo()
                                      .Name("minimap")
                                      .Caption("Overview")
                                      .Left()
                                      .Position(1)
                                      .BestSize(260, 200)
                                      .MinSize(150, 110));
    m_aui.Update();
    m_defaultPerspective = m_aui.SavePerspective().ToStdString();
    wxString saved;
    if (wxConfigBase::Get()->Read(kPerspectiveKey, &saved) && !saved.empty()) {
        m_aui.LoadPerspective(saved);
        // The perspective holds the captions it was saved with: not last session's count.
        m_aui.GetPane(m_issues).Caption("Issues");
        m_aui.Update();
    }
}

void MainFrame::buildMenus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New Battle...\tCtrl+N",
                 "Start a new battle: its game, map sheets, name, date and times");
    file->Append(wxID_OPEN, "&Open...\tCtrl+O");
    auto* recent = new wxMenu;
    m_history.UseMenu(recent);
    m_history.Load(*wxConfigBase::Get());
    file->AppendSubMenu(recent, "Open &Recent");
    file->Append(wxID_SAVE, "&Save\tCtrl+S");
    file->Append(wxID_SAVEAS, "Save &As...\tCtrl+Shift+S");
    file->AppendSeparator();
    file->Append(kIdImportReference, "Import &Reference Image...\tCtrl+Shift+I",
                 "Put a scan of a period or survey map under the hexes, to trace from");
    file->AppendSeparator();
    file->Append(kIdExport, "&Export Image...\tCtrl+E", "Export the map as PNG, SVG or PDF");
    file->Append(kIdPrint, "&Print / Export...\tCtrl+P",
                 "Print-and-play PDF (map pages, counters, set-up cards) or a PNG at a resolution");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Y");

    auto* view = new wxMenu;
    // Ctrl++ is Ctrl+Shift+= on most layouts: Ctrl+= and the keypad zoom too.
    wxMenuItem* zoomIn = view->Append(wxID_ZOOM_IN, "Zoom &In\tCtrl++");
    zoomIn->AddExtraAccel(wxAcceleratorEntry(wxACCEL_CTRL, '=', wxID_ZOOM_IN));
    zoomIn->AddExtraAccel(wxAcceleratorEntry(wxACCEL_CTRL, WXK_NUMPAD_ADD, wxID_ZOOM_IN));
    zoomIn->AddExtraAccel(wxAcceleratorEntry(wxACCEL_NORMAL, WXK_NUMPAD_ADD, wxID_ZOOM_IN));
    wxMenuItem* zoomOut = view->Append(wxID_ZOOM_OUT, "Zoom &Out\tCtrl+-");
    zoomOut->AddExtraAccel(wxAcceleratorEntry(wxACCEL_CTRL, WXK_NUMPAD_SUBTRACT, wxID_ZOOM_OUT));
    zoomOut->AddExtraAccel(wxAcceleratorEntry(wxACCEL_NORMAL, WXK_NUMPAD_SUBTRACT, wxID_ZOOM_OUT));
    view->Append(kIdZoomFit, "Zoom to &Fit\tCtrl+0");
    view->AppendSeparator();
    view->AppendCheckItem(kIdToggleNumbers, "Hex &Numbers");
    view->AppendCheckItem(kIdToggleUnits, "&Units");
    view->AppendCheckItem(kIdToggleElevation, "&Elevation");
    view->AppendCheckItem(kIdToggleGrid, "&Grid");
    view->AppendSeparator();
    auto* overlays = new wxMenu;
    for (int k = 0; k <= kIdOverlayZoiLast - kIdOverlayZoiFirst; ++k)
        overlays->Append(kIdOverlayZoiFirst + k,
                         wxString::Format("Zones of Influence: side %d", k + 1));
    overlays->Append(kIdOverlayStacking, "&Stacking");
    overlays->Append(kIdOverlayClear, "&Clear Overlays");
    view->AppendSubMenu(overlays, "&Overlays");
    auto* panes = new wxMenu;
    for (std::size_t k = 0; k < m_panes.size(); ++k)
        panes->AppendCheckItem(kIdPaneFirst + static_cast<int>(k),
                               m_aui.GetPane(m_panes[k]).caption);
    view->AppendSubMenu(panes, "&Panels");
    view->Append(kIdResetLayout, "&Reset Layout");

    auto* map = new wxMenu;
    for (std::size_t k = 0; k < m_tools.size(); ++k) {
        // Single-key accelerators, run by onCharHook and the canvas (see runAccelerator).
        const int key = toolKey(*m_tools[k], k);
        wxMenuItem* item = map->AppendRadioItem(
            kIdToolFirst + static_cast<int>(k),
            m_tools[k]->name() + (key ? wxString::Format("\t%c", static_cast<char>(key)) : ""));
        if (k == 0)
            item->AddExtraAccel(wxAcceleratorEntry(wxACCEL_NORMAL, WXK_ESCAPE, item->GetId()));
    }
    map->AppendSeparator();
    map->Append(kIdSheets, "Map &Sheets...", "Add or remove map sheets, numbering");
    map->Append(kIdAutoSlopes, "Automatic &Slopes", "Put slope hexsides between different levels");
    map->Append(kIdReferenceImages, "&Reference Images...",
                "The scans under the map: show, hide, opacity, lock, calibrate on hexes");

    auto* units = new wxMenu;
    units->Append(kIdRotateCw, "Rotate &Clockwise\tR");
    units->Append(kIdRotateCcw, "Rotate &Anticlockwise\tShift+R");
    units->Append(kIdCycleFormation, "Next &Formation\tF");
    units->Append(kIdDeployBrigade, "&Deploy Brigade...");
    units->Append(kIdRemoveFromMap, "&Remove from Map\tDel");

    auto* scenario = new wxMenu;
    scenario->Append(kIdScenarioSettings, "&Settings...");
    scenario->Append(kIdReinforcements, "&Reinforcements...");
    scenario->Append(kIdSpecialRules, "Special &Rules...");
    scenario->Append(kIdVictory, "&Victory Conditions...");
    scenario->AppendSeparator();
    scenario->Append(kIdValidate, "&Validate\tF7", "Run every check from scratch");

    auto* help = new wxMenu;
    help->Append(wxID_HELP, "&User Guide\tF1");
    help->Append(wxID_ABOUT, "&About Marengo");

    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    bar->Append(view, "&View");
    bar->Append(map, "&Map");
    bar->Append(units, "&Units");
    bar->Append(scenario, "&Scenario");
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    Bind(wxEVT_MENU, &MainFrame::onNew, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onOpenRecent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, &MainFrame::onSave, this, wxID_SAVE);
    Bind(wxEVT_MENU, &MainFrame::onSaveAs, this, wxID_SAVEAS);
    Bind(wxEVT_MENU, &MainFrame::onExport, this, kIdExport);
    Bind(wxEVT_MENU, &MainFrame::onPrint, this, kIdPrint);
    Bind(wxEVT_MENU, &MainFrame::onQuit, this, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onUndo, this, wxID_UNDO);
    Bind(wxEVT_MENU, &MainFrame::onRedo, this, wxID_REDO);
    Bind(wxEVT_MENU, &MainFrame::onZoom, this, wxID_ZOOM_IN);
    Bind(wxEVT_MENU, &MainFrame::onZoom, this, wxID_ZOOM_OUT);
    Bind(wxEVT_MENU, &MainFrame::onZoom, this, kIdZoomFit);
    Bind(wxEVT_MENU, &MainFrame::onToggle, this, kIdToggleNumbers, kIdToggleGrid);
    Bind(wxEVT_MENU, &MainFrame::onOverlay, this, kIdOverlayZoiFirst, kIdOverlayClear);
    Bind(wxEVT_MENU, &MainFrame::onPane, this, kIdPaneFirst, kIdPaneLast);
    Bind(wxEVT_MENU, &MainFrame::onResetLayout, this, kIdResetLayout);
    Bind(wxEVT_MENU, &MainFrame::onTool, this, kIdToolFirst, kIdToolLast);
    Bind(wxEVT_MENU, &MainFrame::onSheets, this, kIdSheets);
    Bind(wxEVT_MENU, &MainFrame::onImportReference, this, kIdImportReference);
    Bind(wxEVT_MENU, &MainFrame::onReferenceImages, this, kIdReferenceImages);
    Bind(wxEVT_MENU, &MainFrame::onAutoSlopes, this, kIdAutoSlopes);
    Bind(wxEVT_MENU, &MainFrame::onRotate, this, kIdRotateCw, kIdRotateCcw);
    Bind(wxEVT_MENU, &MainFrame::onCycleFormation, this, kIdCycleFormation);
    Bind(wxEVT_MENU, &MainFrame::onDeployBrigade, this, kIdDeployBrigade);
    Bind(wxEVT_MENU, &MainFrame::onRemoveFromMap, this, kIdRemoveFromMap);
    Bind(wxEVT_MENU, &MainFrame::onScenarioSettings, this, kIdScenarioSettings);
    Bind(wxEVT_MENU, &MainFrame::onReinforcements, this, kIdReinforcements);
    Bind(wxEVT_MENU, &MainFrame::onSpecialRules, this, kIdSpecialRules);
    Bind(wxEVT_MENU, &MainFrame::onVictory, this, kIdVictory);
    Bind(wxEVT_MENU, &MainFrame::onValidate, this, kIdValidate);
    Bind(wxEVT_MENU, &MainFrame::onHelp, this, wxID_HELP);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
    Bind(wxEVT_UPDATE_UI, &MainFrame::onUpdateUi, this);
}

void MainFrame::onDocumentChanged(const edit::Change& c) {
    // The session journals each committed edit as it comes; a second after one (once for a burst
    // of them, a brush stroke: not restarted by each edit, so a long stroke cannot put it off)
    // the journal is compacted when it has grown, and a failure to keep the copy is shown.
    if (!m_autosave.IsRunning())
        m_autosave.StartOnce(kAutosaveMs);
    if (c.everything) {
        // A new document or a change too large to list: check it all once every listener has
        // seen the change (a full run on a big battlefield shows its progress dialog).
        m_validated = false;
        CallAfter([this] {
            if (!m_validated)
                validateAll();
        });
    } else if (m_validated) {
        m_ctx.validator().update(c.hexes, c.what);
    }
    refreshIssues();
    m_canvas->mapChanged(c);
    updateTitle();
}

bool MainFrame::validateAll() {
    wxBusyCursor busy;
    m_validated = runWithProgress(this, "Validating the scenario",
                                  [this](Progress& p) { m_ctx.validator().runFull(&p); });
    refreshIssues();
    if (m_validated)
        showMessage(wxString::Format("Validated: %d errors, %d warnings",
                                     m_issues->count(Severity::Error),
                                     m_issues->count(Severity::Warning)));
    else
        showMessage("Validation cancelled: the issues are not checked (Scenario > Validate)");
    return m_validated;
}

void MainFrame::refreshIssues() {
    const Scenario& s = m_doc.scenario();
    std::vector<IssueRow> rows;
    render::Overlay marks;
    marks.outline = render::Rgba::rgb(0xd01010, 0.9);
    marks.outlineWidth = 0.12;
    // What the last open reported, then the reference images that cannot be drawn.
    std::vector<formats::Diagnostic> load = m_loadProblems;
    for (formats::Diagnostic& d : m_ctx.references().warnings(s.map, s.sources, m_ctx.mapFile()))
        load.push_back(std::move(d));
    for (Problem& p : formats::findings(
             load, m_validated ? m_ctx.validator().problems() : std::vector<Problem>{}, &s)) {
        if (p.severity == Severity::Error)
            for (HexId h : p.hexes)
                if (s.map.onMap(h))
                    marks.hexes.push_back(h);
        std::string where = formats::where(p, s.map);
        rows.push_back(IssueRow{std::move(p), std::move(where)});
    }
    m_issues->setIssues(std::move(rows));
    m_canvas->setOverlay("problems", std::move(marks));
    wxString caption = m_validated ? wxString::Format("Issues: %d errors, %d warnings",
                                                      m_issues->count(Severity::Error),
                                                      m_issues->count(Severity::Warning))
                                   : wxString("Issues: not checked (F7 validates)");
    // Relayout only when the caption changes: m_aui.Update() after every brush dab is costly.
    if (caption != m_issuesCaption) {
        m_issuesCaption = caption;
        m_aui.GetPane(m_issues).Caption(caption);
        m_aui.Update();
    }
}

void MainFrame::showProblem(const Problem& p) {
    for (HexId h : p.hexes) {
        if (m_doc.scenario().map.onMap(h)) {
            m_canvas->centreOn(h);
            break;
        }
    }
    m_ctx.selection().set(p.units);
}

void MainFrame::onSelectionChanged() {
    render::Overlay sel;
    sel.outline = render::Rgba::rgb(0xffc400, 1.0);
    sel.outlineWidth = 0.16;
    for (const std::string& id : m_ctx.selection().units())
        if (const Placement* p = m_doc.scenario().findPlacement(id)) {
            sel.hexes.push_back(p->hex);
            if (p->second != kNoHex)
                sel.hexes.push_back(p->second);
        }
    m_canvas->setOverlay("selection", std::move(sel));
}

void MainFrame::updateTitle() {
    wxString name = m_ctx.session().path().empty()
                        ? wxString("Untitled")
                        : wxString::FromUTF8(m_ctx.session().path().filename().string());
    wxString title = m_doc.scenario().title.empty()
                         ? name
                         : wxString::FromUTF8(m_doc.scenario().title) + " (" + name + ")";
    SetTitle((m_doc.modified() ? "*" : "") + title + " - Marengo");
}

void MainFrame::updateStatus(HexId h) {
    const Scenario& s = m_doc.scenario();
    if (!s.map.onMap(h)) {
        SetStatusText("", kStatusHex);
        SetStatusText("", kStatusSides);
        SetStatusText("", kStatusUnits);
    } else {
        const TerrainType& t = s.map.terrainType(h);
        SetStatusText(wxString::FromUTF8(s.map.label(h) + "  " + t.name + ", level " +
                                         std::to_string(s.map.elevation(h))),
                      kStatusHex);
        std::string sides;
        for (HexSide side : kAllSides)
            if (Features f = s.map.features(h, side))
                sides += std::string(toString(side)) + ": " + formatFeatures(f) + "  ";
        SetStatusText(wxString::FromUTF8(sides), kStatusSides);
        std::string units;
        for (const Placement& p : s.setup)
            if (p.hex == h || p.second == h) {
                const Unit* u = s.findUnit(p.unit);
                units += (units.empty() ? "" : "; ") + (u ? u->name : p.unit) + " (" +
                         std::string(toString(p.formation)) + ")";
            }
        SetStatusText(wxString::FromUTF8(units), kStatusUnits);
    }
    showZoom();
}

void MainFrame::showZoom() {
    if (GetStatusBar())
        SetStatusText(wxString::Format("zoom %.0f%%", m_canvas->zoom() * 100), kStatusZoom);
}

void MainFrame::showMessage(const wxString& text) {
    if (!GetStatusBar())
        return;
    SetStatusText(text, kStatusMessage);
    m_messageTimer.StartOnce(kMessageMs);
}

void MainFrame::showReadout(const wxString& text) {
    SetStatusText(text, kStatusUnits);
}

void MainFrame::onMessageTimer(wxTimerEvent&) {
    SetStatusText("", kStatusMessage);
}

std::unique_ptr<wxMessageDialog> MainFrame::unsavedChangesQuestion() {
    const Scenario& s = m_doc.scenario();
    const wxString name = !s.title.empty() ? wxString::FromUTF8(s.title)
                          : m_ctx.session().path().empty()
                              ? wxString("Untitled")
                              : wxString::FromUTF8(m_ctx.session().path().filename().string());
    auto question = std::make_unique<wxMessageDialog>(
        this,
        wxString::FromUTF8("Save the changes to \u201c") + name + wxString::FromUTF8("\u201d?"),
        "Marengo", wxYES_NO | wxCANCEL | wxICON_QUESTION | wxCENTRE);
    question->SetExtendedMessage("If you don't save, your changes are lost.");
    question->SetYesNoCancelLabels("&Save", "Do&n't Save", "&Cancel");
    return question;
}

bool MainFrame::confirmDiscard() {
    if (!m_doc.modified())
        return true;
    const int answer = unsavedChangesQuestion()->ShowModal();
    if (answer == wxID_CANCEL)
        return false;
    return answer == wxID_NO || save();
}

void MainFrame::onClose(wxCloseEvent& e) {
    if (e.CanVeto() && !confirmDiscard()) {
        e.Veto();
        return;
    }
    m_autosave.Stop();
    m_ctx.session().discardRecovery();
    Destroy();
}

void MainFrame::onAutosave(wxTimerEvent&) {
    if (auto st = m_ctx.session().compactJournal(); !st)
        showMessage(wxString::FromUTF8("the recovery copy failed: " + st.error()));
}

void MainFrame::onUndo(wxCommandEvent&) {
    m_doc.undo();
}
void MainFrame::onRedo(wxCommandEvent&) {
    m_doc.redo();
}

void MainFrame::onZoom(wxCommandEvent& e) {
    if (e.GetId() == wxID_ZOOM_IN)
        m_canvas->zoomBy(1.25);
    else if (e.GetId() == wxID_ZOOM_OUT)
        m_canvas->zoomBy(0.8);
    else
        m_canvas->zoomToFit();
    updateStatus(kNoHex);
}

void MainFrame::onToggle(wxCommandEvent& e) {
    render::RenderOptions& o = m_canvas->renderer().options();
    switch (e.GetId()) {
    case kIdToggleNumbers:
        o.hexNumbers = !o.hexNumbers;
        break;
    case kIdToggleUnits:
        o.units = !o.units;
        break;
    case kIdToggleElevation:
        o.elevation = !o.elevation;
        break;
    case kIdToggleGrid:
        o.grid = !o.grid;
        break;
    default:
        break;
    }
    m_canvas->refreshMap();
}

void MainFrame::onPane(wxCommandEvent& e) {
    auto k = static_cast<std::size_t>(e.GetId() - kIdPaneFirst);
    if (k >= m_panes.size())
        return;
    wxAuiPaneInfo& p = m_aui.GetPane(m_panes[k]);
    p.Show(!p.IsShown());
    m_aui.Update();
}

void MainFrame::onResetLayout(wxCommandEvent&) {
    m_aui.LoadPerspective(m_defaultPerspective);
    for (wxWindow* w : m_panes)
        m_aui.GetPane(w).Show();
    if (!m_issuesCaption.empty()) // the perspective holds the caption it was saved with
        m_aui.GetPane(m_issues).Caption(m_issuesCaption);
    m_aui.Update();
}

void MainFrame::onUpdateUi(wxUpdateUIEvent& e) {
    const int id = e.GetId();
    const render::RenderOptions& o = m_canvas->renderer().options();
    switch (id) {
    case wxID_UNDO:
        e.Enable(m_doc.canUndo());
        e.SetText(m_doc.canUndo() ? "&Undo " + wxString::FromUTF8(m_doc.undoName()) + "\tCtrl+Z"
                                  : wxString("&Undo\tCtrl+Z"));
        return;
    case wxID_REDO:
        e.Enable(m_doc.canRedo());
        e.SetText(m_doc.canRedo() ? "&Redo " + wxString::FromUTF8(m_doc.redoName()) + "\tCtrl+Y"
                                  : wxString("&Redo\tCtrl+Y"));
        return;
    case kIdToggleNumbers:
        e.Check(o.hexNumbers);
        return;
    case kIdToggleUnits:
        e.Check(o.units);
        return;
    case kIdToggleElevation:
        e.Check(o.elevation);
        return;
    case kIdToggleGrid:
        e.Check(o.grid);
        return;
    default:
        break;
    }
    if (id >= kIdPaneFirst && id <= kIdPaneLast) {
        auto k = static_cast<std::size_t>(id - kIdPaneFirst);
        if (k < m_panes.size())
            e.Check(m_aui.GetPane(m_panes[k]).IsShown());
    } else if (id >= kIdOverlayZoiFirst && id <= kIdOverlayZoiLast) {
        e.Enable(static_cast<std::size_t>(id - kIdOverlayZoiFirst) < m_doc.scenario().oobs.size());
    } else if (id >= kIdToolFirst && id <= kIdToolLast) {
        auto k = static_cast<std::size_t>(id - kIdToolFirst);
        e.Check(k < m_tools.size() && m_canvas->tool() == m_tools[k].get());
    } else if (id == kIdRotateCw || id == kIdRotateCcw || id == kIdCycleFormation ||
               id == kIdRemoveFromMap) {
        e.Enable(!m_ctx.selection().empty());
    }
}

void MainFrame::createTools() {
    for (auto make : {makeUnitTool, makeTerrainBrush, makeTerrainFill, makeTerrainRectangle,
                      makeEyedropper, makeHexsideTool, makeElevationTool, makeLosTool})
        if (auto tool = make(m_ctx))
            m_tools.push_back(std::move(tool));
}

void MainFrame::onValidate(wxCommandEvent&) {
    validateAll();
}

void MainFrame::onHelp(wxCommandEvent&) {
    const std::filesystem::path guide = formats::docDir() / "editor.md";
    if (!wxLaunchDefaultBrowser("file://" + wxString::FromUTF8(guide.string())))
        wxMessageBox("The user guide is " + wxString::FromUTF8(guide.string()), "Marengo");
}

void MainFrame::onAbout(wxCommandEvent&) {
    wxMessageBox(wxString::FromUTF8("Marengo " MARENGO_VERSION
                                    "\nScenario editor and rules checker for La Bataille "
                                    "(Premier Rules) hex wargames."),
                 "About Marengo", wxOK | wxICON_INFORMATION, this);
}

void MainFrame::chooseTool(std::size_t index) {
    if (index < m_tools.size())
        m_canvas->setTool(m_tools[index].get());
}

} // namespace marengo::editor
