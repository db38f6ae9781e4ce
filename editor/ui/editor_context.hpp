#pragma once
// What panels, tools and dialogs work with: the document, its files (Session), the incremental
// validator, the selected units, the map tools' settings, and a small interface to the window
// that shows them (EditorWindow). MainFrame builds one EditorContext and hands it to every
// panel, tool and dialog, so none of them needs the frame itself.
#include "editor/ui/reference_pictures.hpp"
#include "editor/ui/tool.hpp"
#include "editor/ui/tool_settings.hpp"
#include "editor/workspace/session.hpp"
#include "engine/checks/validator.hpp"
#include "engine/edit/document.hpp"

#include <wx/arrstr.h>
#include <wx/string.h>

#include <cstddef>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

class wxWindow;

namespace marengo::editor {

class MapCanvas;

/// The units selected on the map or in the OOB tree. Setting it tells every listener, also when
/// the ids stay the same (their counters may have moved, and the outline must follow).
class Selection {
public:
    const std::vector<std::string>& units() const { return m_units; }
    bool empty() const { return m_units.empty(); }
    void set(std::vector<std::string> ids);
    /// Selected units that still exist in `s` (after units were deleted), set again.
    void prune(const Scenario& s);
    /// Called after every set(); listeners live as long as the selection.
    void addListener(std::function<void()> fn);

    /// The hex last clicked with the unit tool (kNoHex before any): the properties pane shows
    /// it when no unit is selected, and Deploy Brigade offers it as the anchor.
    HexId hex() const { return m_hex; }
    void setHex(HexId h) { m_hex = h; }

private:
    std::vector<std::string> m_units;
    HexId m_hex = kNoHex;
    std::vector<std::function<void()>> m_listeners;
};

/// What panels, tools and dialogs need from the window that holds them.
class EditorWindow {
public:
    virtual ~EditorWindow() = default;
    /// Parent of dialogs and message boxes.
    virtual wxWindow* window() = 0;
    virtual MapCanvas& canvas() = 0;
    /// The palette's tools, in menu order, and choosing one.
    virtual const std::vector<std::unique_ptr<Tool>>& tools() const = 0;
    virtual void chooseTool(std::size_t index) = 0;
    /// A message in the status bar's message field, for a while.
    virtual void showMessage(const wxString& text) = 0;
    /// A tool's running readout (the line-of-sight answer), in the field the pointer updates.
    virtual void showReadout(const wxString& text) = 0;
    /// Goes to a problem: centres on its first hex and selects its units.
    virtual void showProblem(const Problem& p) = 0;
    /// Units > Deploy Brigade (asks which formation, then where).
    virtual void deployBrigade() = 0;
    /// Names View > Overlays after the scenario's sides (after a new document).
    virtual void refreshOverlayMenu() = 0;
    /// Files dropped on the window (from a file manager): opens the first scenario among them,
    /// as File > Open does (unsaved work and a recovery copy are asked about first). False when
    /// none is a scenario or it was not opened.
    virtual bool openDropped(const std::vector<std::filesystem::path>& files) = 0;
};

/// The paths of files dropped from a file manager (wxFileDropTarget's names).
std::vector<std::filesystem::path> droppedPaths(const wxArrayString& names);

class EditorContext {
public:
    /// `recoveryDir`: where autosave copies go; `window`: the window showing this context
    /// (used only after construction).
    EditorContext(std::filesystem::path recoveryDir, EditorWindow& window);
    EditorContext(const EditorContext&) = delete;
    EditorContext& operator=(const EditorContext&) = delete;

    edit::Document& document() { return m_doc; }
    const Scenario& scenario() const { return m_doc.scenario(); }
    Session& session() { return m_session; }
    Validator& validator() { return m_validator; }
    Selection& selection() { return m_selection; }
    ToolSettings& toolSettings() { return m_toolSettings; }
    EditorWindow& window() { return m_window; }
    /// The pictures of the map's reference images, read in the background.
    ReferencePictures& references() { return m_references; }
    /// The map's file (the scenario's folder and its map reference); empty until saved.
    std::filesystem::path mapFile() const;
    /// The unit or formation being dragged from the OOB tree ("" when none): the map shows its
    /// footprint while the drag passes over it.
    const std::string& draggedUnit() const { return m_dragged; }
    void setDraggedUnit(std::string id) { m_dragged = std::move(id); }
    /// Shorthands for window().canvas() and window().showMessage().
    MapCanvas& canvas() { return m_window.canvas(); }
    void showMessage(const wxString& text) { m_window.showMessage(text); }

private:
    edit::Document m_doc;
    Session m_session;
    Validator m_validator;
    Selection m_selection;
    ToolSettings m_toolSettings;
    EditorWindow& m_window;
    std::string m_dragged;
    ReferencePictures m_references;
};

} // namespace marengo::editor
