#pragma once
// Lets the user click a hex on the canvas once, for the dialogs that stay open beside the map
// (reinforcement entry hexes, objectives).
#include "editor/ui/editor_context.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tool.hpp"

#include <wx/weakref.h>

#include <functional>
#include <memory>

namespace marengo::editor {

/// Installs a temporary tool, and on a left click on the map puts the previous tool back and
/// calls `done` with the hex. Esc, a right click or choosing another tool cancels (done is not
/// called).
class HexPicker {
public:
    explicit HexPicker(EditorContext& ctx);
    ~HexPicker();
    HexPicker(const HexPicker&) = delete;
    HexPicker& operator=(const HexPicker&) = delete;

    /// Starts picking; `prompt` goes to the status bar.
    void start(std::function<void(HexId)> done, const wxString& prompt);
    /// Starts picking a point (map pixels, anywhere on the canvas) with the hex under it
    /// (kNoHex off the map).
    void startPoint(std::function<void(Point, HexId)> done, const wxString& prompt);
    void cancel();
    bool active() const;

private:
    class PickTool;
    void finish(Point at, HexId h);
    void setStatus(const wxString& text);
    EditorContext* m_ctx;
    wxWeakRef<MapCanvas> m_canvas; ///< the canvas may go first when the frame closes
    std::unique_ptr<PickTool> m_tool;
    Tool* m_previous = nullptr;
    std::function<void(Point, HexId)> m_done;
    bool m_anyPoint = false; ///< a click off the map counts (startPoint)
};

} // namespace marengo::editor
