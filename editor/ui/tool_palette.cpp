#include "editor/ui/tool_palette.hpp"

#include "editor/ui/editor_context.hpp"
#include "editor/ui/map_canvas.hpp"
#include "editor/ui/tools/map_tool.hpp"

#include <wx/bmpcbox.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dcmemory.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statline.h>
#include <wx/stattext.h>
#include <wx/tglbtn.h>

#include <algorithm>
#include <cstring>

namespace marengo::editor {

namespace {

constexpr int kSwatch = 16;

wxBitmap swatch(const TerrainType& t) {
    wxBitmap bmp(kSwatch, kSwatch);
    wxMemoryDC dc(bmp);
    wxColour c((t.colour >> 16) & 0xFF, (t.colour >> 8) & 0xFF, t.colour & 0xFF);
    dc.SetBrush(wxBrush(c));
    dc.SetPen(wxPen(wxColour(60, 60, 60)));
    dc.DrawRectangle(0, 0, kSwatch, kSwatch);
    // A hint of the print pattern: dots for trees and marsh, a block for buildings.
    dc.SetPen(*wxTRANSPARENT_PEN);
    auto dark = [](unsigned char v) { return static_cast<unsigned char>(v * 6 / 10); };
    dc.SetBrush(wxBrush(wxColour(dark(c.Red()), dark(c.Green()), dark(c.Blue()))));
    if (t.pattern == "buildings")
        dc.DrawRectangle(5, 5, 6, 6);
    else if (t.pattern != "none" && !t.pattern.empty())
        for (int k = 0; k < 3; ++k)
            dc.DrawCircle(4 + 4 * k, 5 + 3 * (k % 2), 2);
    dc.SelectObject(wxNullBitmap);
    return bmp;
}

wxString keyLabel(const Tool& tool, std::size_t index) {
    const int key = toolKey(tool, index);
    return key ? tool.name() + wxString::Format("  (%c)", static_cast<char>(key)) : tool.name();
}

const char* hintFor(const Tool* tool) {
    if (!tool)
        return "";
    for (const ToolKey& k : kMapToolKeys)
        if (tool->name() == k.name)
            return k.hint;
    return "";
}

} // namespace

ToolPalette::ToolPalette(wxWindow* parent, EditorContext& ctx)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL), m_ctx(ctx),
      m_settings(ctx.toolSettings()), m_alive(std::make_shared<bool>(true)) {
    SetScrollRate(0, 12);
    build();
    syncTerrainChoice();
    syncFromSettings();

    std::shared_ptr<bool> alive = m_alive;
    // The document outlives the palette in a normal close, but not necessarily the reverse:
    // the listener checks that the palette is still there.
    m_ctx.document().addListener([alive, this](const edit::Change& c) {
        if (*alive)
            onDocumentChanged(c.everything);
    });
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) {
        if (e.GetEventObject() == this)
            syncFromSettings();
        e.Skip();
    });
}

ToolPalette::~ToolPalette() {
    *m_alive = false;
}

void ToolPalette::build() {
    auto* top = new wxBoxSizer(wxVERTICAL);
    const int pad = FromDIP(4);
    auto separator = [&] {
        top->Add(new wxStaticLine(this), 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 2 * pad);
    };
    auto labelledRow = [&](const wxString& label, wxWindow* control, bool expand) {
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        row->Add(new wxStaticText(this, wxID_ANY, label), expand ? 0 : 1,
                 wxALIGN_CENTER_VERTICAL | wxRIGHT, pad);
        row->Add(control, expand ? 1 : 0, wxALIGN_CENTER_VERTICAL);
        top->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, pad);
    };
    auto spin = [&](int lo, int hi, int value) {
        return new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                              lo, hi, value);
    };

    auto* grid = new wxGridSizer(2, FromDIP(2), FromDIP(2));
    const auto& all = m_ctx.window().tools();
    for (std::size_t k = 0; k < all.size(); ++k) {
        auto* b = new wxToggleButton(this, wxID_ANY, keyLabel(*all[k], k), wxDefaultPosition,
                                     wxDefaultSize, wxBU_EXACTFIT);
        b->SetToolTip(wxString::FromUTF8(hintFor(all[k].get())));
        b->Bind(wxEVT_TOGGLEBUTTON, [this, k](wxCommandEvent&) {
            switchTool(m_ctx, k);
            syncFromSettings();
            m_ctx.canvas().SetFocus();
        });
        grid->Add(b, 1, wxEXPAND);
        m_toolButtons.push_back(b);
    }
    top->Add(grid, 0, wxEXPAND | wxALL, pad);

    separator();
    m_terrain = new wxBitmapComboBox(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0,
                                     nullptr, wxCB_READONLY);
    m_terrain->SetToolTip("Terrain painted by the brush, fill and rectangle (the eyedropper and "
                          "a right-click pick it from the map)");
    m_terrain->Bind(wxEVT_COMBOBOX, [this](wxCommandEvent&) {
        if (int sel = m_terrain->GetSelection(); sel >= 0)
            m_settings.terrain = static_cast<TerrainId>(sel);
        m_ctx.canvas().Refresh(false);
    });
    labelledRow("Terrain", m_terrain, true);
    m_radius = spin(0, 5, 0);
    m_radius->SetToolTip("Terrain brush: 0 paints one hex; 1, seven hexes; 2, nineteen...");
    m_radius->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        m_settings.brushRadius = m_radius->GetValue();
        m_ctx.canvas().Refresh(false);
    });
    labelledRow("Brush radius", m_radius, false);

    separator();
    wxArrayString features;
    for (int i = 0; i < kFeatureCount; ++i)
        features.Add(featureLabel(static_cast<Features>(1u << i)));
    m_feature = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, features);
    m_feature->SetToolTip("Feature that the hexside tool draws or removes");
    m_feature->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        if (int sel = m_feature->GetSelection(); sel >= 0)
            m_settings.feature = static_cast<Features>(1u << sel);
    });
    labelledRow("Hexside", m_feature, true);

    separator();
    m_level = spin(Map::kMinElevation, Map::kMaxElevation, 1);
    m_level->SetToolTip("Level that a Ctrl-click with the elevation tool sets");
    m_level->Bind(wxEVT_SPINCTRL,
                  [this](wxCommandEvent&) { m_settings.level = m_level->GetValue(); });
    labelledRow("Elevation level", m_level, false);
    m_elevationRadius = spin(0, 5, 0);
    m_elevationRadius->SetToolTip(
        "Elevation tool: 0 raises or lowers one hex; 1, seven hexes; 2, nineteen...");
    m_elevationRadius->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        m_settings.elevationRadius = m_elevationRadius->GetValue();
        m_ctx.canvas().Refresh(false);
    });
    labelledRow("Elevation radius", m_elevationRadius, false);
    m_autoSlopes = new wxCheckBox(this, wxID_ANY, "Automatic slopes");
    m_autoSlopes->SetToolTip("Put slope hexsides between different levels, and take them off "
                             "between equal ones, as the ground is raised or lowered");
    m_autoSlopes->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        m_settings.autoSlopes = m_autoSlopes->GetValue();
    });
    top->Add(m_autoSlopes, 0, wxLEFT | wxRIGHT | wxTOP, pad);

    separator();
    m_night = new wxCheckBox(this, wxID_ANY, "Line of sight at night");
    m_night->SetToolTip("Night turn: the rules profile's night range applies");
    m_night->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) {
        m_settings.night = m_night->GetValue();
        m_ctx.canvas().Refresh(false);
    });
    top->Add(m_night, 0, wxLEFT | wxRIGHT | wxTOP, pad);
    m_range = spin(1, 60, 10);
    m_range->SetToolTip("How far a shift-click viewshed reaches, in hexes");
    m_range->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        m_settings.viewshedRange = m_range->GetValue();
        m_ctx.canvas().Refresh(false);
    });
    labelledRow("Viewshed range", m_range, false);
    m_verdict = new wxStaticText(this, wxID_ANY, "");
    m_verdict->SetFont(m_verdict->GetFont().Bold());
    top->Add(m_verdict, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, pad);

    separator();
    m_hint = new wxStaticText(this, wxID_ANY, "");
    m_hint->SetForegroundColour(wxColour(90, 90, 90));
    top->Add(m_hint, 0, wxEXPAND | wxALL, pad);

    SetSizer(top);
    FitInside();
}

void ToolPalette::syncTerrainChoice() {
    const auto& table = m_ctx.scenario().map.terrainTypes();
    if (table == m_shownTerrain && m_terrain->GetCount() == table.size())
        return;
    m_shownTerrain = table;
    m_terrain->Clear();
    for (const TerrainType& t : table)
        m_terrain->Append(wxString::FromUTF8(t.name.empty() ? t.id : t.name), swatch(t));
    if (m_settings.terrain >= table.size())
        m_settings.terrain = 0;
    if (!table.empty())
        m_terrain->SetSelection(m_settings.terrain);
}

void ToolPalette::syncFromSettings() {
    syncTerrainChoice();
    if (m_terrain->GetCount() > m_settings.terrain &&
        m_terrain->GetSelection() != static_cast<int>(m_settings.terrain))
        m_terrain->SetSelection(m_settings.terrain);
    if (m_radius->GetValue() != m_settings.brushRadius)
        m_radius->SetValue(m_settings.brushRadius);
    for (int i = 0; i < kFeatureCount; ++i)
        if (m_settings.feature == (1u << i) && m_feature->GetSelection() != i)
            m_feature->SetSelection(i);
    if (m_elevationRadius->GetValue() != m_settings.elevationRadius)
        m_elevationRadius->SetValue(m_settings.elevationRadius);
    if (m_level->GetValue() != m_settings.level)
        m_level->SetValue(m_settings.level);
    if (m_autoSlopes->GetValue() != m_settings.autoSlopes)
        m_autoSlopes->SetValue(m_settings.autoSlopes);
    if (m_night->GetValue() != m_settings.night)
        m_night->SetValue(m_settings.night);
    if (m_range->GetValue() != m_settings.viewshedRange)
        m_range->SetValue(m_settings.viewshedRange);

    const Tool* current = m_ctx.canvas().tool();
    const auto& all = m_ctx.window().tools();
    for (std::size_t k = 0; k < m_toolButtons.size() && k < all.size(); ++k)
        if (m_toolButtons[k]->GetValue() != (all[k].get() == current))
            m_toolButtons[k]->SetValue(all[k].get() == current);

    bool relayout = false;
    const int wrap = std::max(FromDIP(120), GetClientSize().x - FromDIP(24));
    if (m_verdictText != m_settings.losVerdict) {
        m_verdictText = m_settings.losVerdict;
        m_verdict->SetLabel(wxString::FromUTF8(m_verdictText));
        m_verdict->Wrap(wrap);
        relayout = true;
    }
    if (const char* hint = hintFor(current); m_hintText != hint) {
        m_hintText = hint;
        m_hint->SetLabel(wxString::FromUTF8(hint));
        m_hint->Wrap(wrap);
        relayout = true;
    }
    if (relayout) {
        Layout();
        FitInside();
    }
}

void ToolPalette::onDocumentChanged(bool everything) {
    if (everything)
        m_ctx.window().refreshOverlayMenu();
    if (m_settings.overlay == MapOverlay::None || m_overlayPending)
        return;
    m_overlayPending = true;
    std::shared_ptr<bool> alive = m_alive;
    CallAfter([alive, this] {
        if (!*alive)
            return;
        m_overlayPending = false;
        refreshMapOverlay(m_ctx);
    });
}

} // namespace marengo::editor
