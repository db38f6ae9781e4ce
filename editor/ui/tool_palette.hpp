#pragma once
// The tool palette (AUI pane "tools"): a button per tool, and the settings the map tools share
// (terrain and brush radius, hexside feature, elevation level and radius and automatic slopes,
// LOS at night and viewshed range). The settings live in the EditorContext, where the tools read
// them at each event, so the palette only writes them; it also reads them back at idle time, so a
// tool that changes one (the eyedropper picking a terrain) shows in the palette.
#include "editor/ui/tool_settings.hpp"

#include <wx/scrolwin.h>

#include <memory>
#include <string>
#include <vector>

class wxBitmapComboBox;
class wxCheckBox;
class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxToggleButton;

namespace marengo::editor {

class EditorContext;

/// The palette pane. Also keeps map overlays current when the document changes.
class ToolPalette : public wxScrolledWindow {
public:
    ToolPalette(wxWindow* parent, EditorContext& ctx);
    ~ToolPalette() override;

private:
    void build();
    void syncTerrainChoice();
    void syncFromSettings();
    void onDocumentChanged(bool everything);

    EditorContext& m_ctx;
    ToolSettings& m_settings; ///< m_ctx.toolSettings()
    std::vector<wxToggleButton*> m_toolButtons;
    wxBitmapComboBox* m_terrain = nullptr;
    wxSpinCtrl* m_radius = nullptr;
    wxChoice* m_feature = nullptr;
    wxSpinCtrl* m_level = nullptr;
    wxSpinCtrl* m_elevationRadius = nullptr;
    wxCheckBox* m_autoSlopes = nullptr;
    wxCheckBox* m_night = nullptr;
    wxSpinCtrl* m_range = nullptr;
    wxStaticText* m_verdict = nullptr;
    wxStaticText* m_hint = nullptr;
    std::vector<TerrainType> m_shownTerrain; ///< terrain table the choice was built from
    std::string m_verdictText;               ///< shown in m_verdict (which holds it wrapped)
    std::string m_hintText;
    bool m_overlayPending = false;
    std::shared_ptr<bool> m_alive; ///< false once destroyed (the document may outlive us)
};

} // namespace marengo::editor
