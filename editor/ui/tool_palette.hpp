#pragma once
// The tool palette (AUI pane "tools"): a button per tool, and the settings the map tools share
// (terrain, brush radius, hexside feature, elevation level and automatic slopes, LOS at night
// and viewshed range). Tools read the settings through toolSettings(frame) at each event, so
// the palette only writes them; it also reads them back at idle time, so a tool that changes
// one (the eyedropper picking a terrain) shows in the palette.
#include "engine/map/map.hpp"

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

class MainFrame;
class Tool;

/// A map overlay kept up to date while the document changes (View > Overlays).
enum class MapOverlay { None, Zoi, Stacking };

/// What the map tools share; edited in the palette.
struct ToolSettings {
    TerrainId terrain = 0;        ///< brush, fill, rectangle
    int brushRadius = 0;          ///< 0..5 (brush, elevation)
    Features feature = kRiver;    ///< hexside tool
    int level = 1;                ///< elevation tool, ctrl-click
    bool autoSlopes = true;       ///< elevation tool puts slopes between levels
    bool night = false;           ///< line of sight at night
    int viewshedRange = 10;       ///< line of sight tool, shift-click
    std::string losVerdict;       ///< last line-of-sight answer, shown in the palette
    Tool* previousTool = nullptr; ///< where the eyedropper returns
    MapOverlay overlay = MapOverlay::None;
    std::size_t overlaySide = 0; ///< OOB index of the ZOI overlay
};

/// The tool settings of a frame: its palette's, or defaults while it has no palette.
ToolSettings& toolSettings(MainFrame& frame);

/// The palette pane. Also routes single-letter tool keys typed over the canvas to
/// MainFrame::toolForKey, and keeps map overlays current when the document changes.
class ToolPalette : public wxScrolledWindow {
public:
    ToolPalette(wxWindow* parent, MainFrame& frame);
    ~ToolPalette() override;

    ToolSettings& settings() { return m_settings; }

private:
    void build();
    void syncTerrainChoice();
    void syncFromSettings();
    void onDocumentChanged(bool everything);

    MainFrame& m_frame;
    ToolSettings m_settings;
    std::vector<wxToggleButton*> m_toolButtons;
    wxBitmapComboBox* m_terrain = nullptr;
    wxSpinCtrl* m_radius = nullptr;
    wxChoice* m_feature = nullptr;
    wxSpinCtrl* m_level = nullptr;
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
