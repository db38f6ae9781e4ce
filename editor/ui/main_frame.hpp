#pragma once
// The editor's main window: wxAUI layout (map canvas, OOB tree, properties, issues, minimap,
// tool palette), menus, status bar. It owns the EditorContext (document, session, validator,
// selection, tool settings), hands it to its panels, tools and dialogs, and is the context's
// EditorWindow; panels and tools only read the model and execute commands.
//
// Menu handlers are grouped by feature and defined in the feature's own file
// (frame_file.cpp, frame_map.cpp, frame_units.cpp, frame_scenario.cpp...).
#include "editor/ui/editor_context.hpp"
#include "formats/formats.hpp"
#include "render/image_export.hpp"

#include <wx/aui/aui.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/timer.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

class wxMessageDialog;

namespace marengo::editor {

class IssuesPanel;
class MapCanvas;
class HistoryPanel;
class SightPanel;
class OobPanel;
class PropertiesPanel;

/// Command ids of the menus (wx's standard ids are used for the usual ones).
enum MenuId {
    kIdFirst = wxID_HIGHEST + 1,
    kIdExport,
    kIdPrint,
    kIdZoomFit,
    kIdToggleNumbers,
    kIdToggleUnits,
    kIdToggleElevation,
    kIdToggleGrid,
    kIdOverlayZoiFirst, ///< ZOI overlay of side 0; side k is kIdOverlayZoiFirst + k
    kIdOverlayZoiLast = kIdOverlayZoiFirst + 7,
    kIdOverlayStacking,
    kIdOverlayClear,
    kIdResetLayout,
    kIdPaneFirst, ///< show/hide pane k is kIdPaneFirst + k
    kIdPaneLast = kIdPaneFirst + 7,
    kIdToolFirst, ///< choose tool k is kIdToolFirst + k
    kIdToolLast = kIdToolFirst + 15,
    kIdSheets,
    kIdAutoSlopes,
    kIdImportReference,
    kIdReferenceImages,
    kIdRotateCw,
    kIdRotateCcw,
    kIdCycleFormation,
    kIdDeployBrigade,
    kIdRemoveFromMap,
    kIdScenarioSettings,
    kIdReinforcements,
    kIdSpecialRules,
    kIdVictory,
    kIdValidate,
    kIdLast
};

/// Fields of the status bar. Hover information goes to the first three, so messages (saved,
/// validated, exported, refusals) have a field of their own that the pointer does not clear.
enum StatusField {
    kStatusHex,     ///< hex under the pointer: label, terrain, level
    kStatusSides,   ///< its hexside features
    kStatusUnits,   ///< units in it (the LOS tool shows its readout here)
    kStatusMessage, ///< the last message, cleared after a while
    kStatusZoom,
    kStatusFieldCount
};

class MainFrame : public wxFrame, public EditorWindow {
public:
    /// `recoveryDir`: where autosave copies go (tests pass a temporary folder).
    MainFrame(std::filesystem::path recoveryDir = defaultRecoveryDir());
    ~MainFrame() override;

    static std::filesystem::path defaultRecoveryDir();

    EditorContext& context() { return m_ctx; }
    IssuesPanel& issuesPanel() { return *m_issues; }
    OobPanel& oobPanel() { return *m_oob; }
    HistoryPanel& historyPanel() { return *m_historyPane; }
    SightPanel& sightPanel() { return *m_sightPane; }
    PropertiesPanel& propertiesPanel() { return *m_properties; }
    wxAuiManager& aui() { return m_aui; }

    /// Opens a scenario; on a fatal error shows the file:line:col message and keeps the current
    /// document. When an editor that did not close cleanly left a recovery copy of it newer than
    /// its files, asks first: Recover, Open the Saved File (the copy goes) or Keep for Later (not
    /// interactive: kept, and the saved file opened). Returns true when opened.
    bool openFile(const std::filesystem::path& path, bool interactive = true);
    bool openDropped(const std::vector<std::filesystem::path>& files) override;
    /// Saves (asks for a name when untitled). Returns true when saved.
    bool save(bool interactive = true);
    /// Exports the map (without overlays) with progress and Cancel. Returns true when written.
    bool exportTo(const std::filesystem::path& path, render::ImageFormat format,
                  bool interactive = true);
    /// The question asked before unsaved changes would be lost: Save, Don't Save or Cancel.
    std::unique_ptr<wxMessageDialog> unsavedChangesQuestion();
    /// File > Print / Export: the dialog, then the file it writes.
    void showPrintDialog();
    /// At a start without a file: offers each recovery copy left by editors no longer running,
    /// newest first, until one is recovered (not interactive: recovers the newest).
    void offerRecovery(bool interactive = true);

    /// Runs every check from scratch (with progress and Cancel when it takes long) and refreshes
    /// the issues panel. Returns false when cancelled: the issues are then "not checked".
    bool validateAll();
    /// True when the issues panel shows a complete validation of the current document.
    bool validated() const { return m_validated; }

    // EditorWindow (see editor_context.hpp).
    wxWindow* window() override { return this; }
    MapCanvas& canvas() override { return *m_canvas; }
    const std::vector<std::unique_ptr<Tool>>& tools() const override { return m_tools; }
    void chooseTool(std::size_t index) override;
    void showMessage(const wxString& text) override;
    void showReadout(const wxString& text) override;
    void showProblem(const Problem& p) override;
    void deployBrigade() override;
    void refreshOverlayMenu() override;

private:
    // Layout and shared plumbing (main_frame.cpp).
    void buildMenus();
    void buildPanes();
    void onDocumentChanged(const edit::Change& c);
    void onSelectionChanged();
    void refreshIssues();
    void updateTitle();
    /// The status bar's zoom field, from the canvas's current zoom.
    void showZoom();
    void updateStatus(HexId hover);
    bool confirmDiscard();
    void onClose(wxCloseEvent& e);
    void onAutosave(wxTimerEvent&);
    /// Loads a left recovery copy into the window; false (with a message) when it cannot.
    bool recoverCopy(const Recovery& r, bool interactive);
    void onMessageTimer(wxTimerEvent&);

    // File menu (frame_file.cpp).
    void onNew(wxCommandEvent&);
    void onOpen(wxCommandEvent&);
    void onOpenRecent(wxCommandEvent&);
    void onSave(wxCommandEvent&);
    void onSaveAs(wxCommandEvent&);
    void onExport(wxCommandEvent&);
    void onPrint(wxCommandEvent&);
    void onQuit(wxCommandEvent&);

    // Edit and View menus (main_frame.cpp).
    void onUndo(wxCommandEvent&);
    void onRedo(wxCommandEvent&);
    void onZoom(wxCommandEvent&);
    void onToggle(wxCommandEvent&);
    void onPane(wxCommandEvent&);
    void onResetLayout(wxCommandEvent&);
    void onOverlay(wxCommandEvent&);
    void onUpdateUi(wxUpdateUIEvent&);

    // Map menu and tools (frame_map.cpp, tools/).
    void createTools();
    void onTool(wxCommandEvent&);
    void onCharHook(wxKeyEvent&);
    /// Runs the menu command whose accelerator (or extra accelerator) is the key of `e`, a key
    /// without Ctrl or Alt; false when none or when the command is disabled.
    bool runAccelerator(const wxKeyEvent& e);
    void onSheets(wxCommandEvent&);
    void onImportReference(wxCommandEvent&);
    void onReferenceImages(wxCommandEvent&);
    void onAutoSlopes(wxCommandEvent&);

    // Units menu (frame_units.cpp).
    void onRotate(wxCommandEvent&);
    void onCycleFormation(wxCommandEvent&);
    void onDeployBrigade(wxCommandEvent&);
    void onRemoveFromMap(wxCommandEvent&);

    // Scenario and Help menus (frame_scenario.cpp).
    void onScenarioSettings(wxCommandEvent&);
    void onReinforcements(wxCommandEvent&);
    void onSpecialRules(wxCommandEvent&);
    void onVictory(wxCommandEvent&);
    void onValidate(wxCommandEvent&);
    void onHelp(wxCommandEvent&);
    void onAbout(wxCommandEvent&);

    EditorContext m_ctx;
    edit::Document& m_doc;                           ///< m_ctx.document()
    std::vector<formats::Diagnostic> m_loadProblems; ///< from the last open, shown as issues
    bool m_validated = false; ///< false after a cancelled validation, until the next full run
    wxAuiManager m_aui;
    std::string m_defaultPerspective;
    MapCanvas* m_canvas = nullptr;
    IssuesPanel* m_issues = nullptr;
    OobPanel* m_oob = nullptr;
    HistoryPanel* m_historyPane = nullptr;
    SightPanel* m_sightPane = nullptr;
    PropertiesPanel* m_properties = nullptr;
    std::vector<wxWindow*> m_panes; ///< dockable panels, for View > panes
    std::vector<std::unique_ptr<Tool>> m_tools;
    wxFileHistory m_history;
    wxTimer m_autosave;
    wxTimer m_messageTimer;
    wxString m_issuesCaption; ///< the issues pane's caption, to update the layout only on change
};

} // namespace marengo::editor
