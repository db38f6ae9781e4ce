#include "editor/ui/dialogs/new_battle_dialog.hpp"

#include "editor/forms/scenario_settings.hpp"
#include "editor/ui/dialogs/dialog_support.hpp"
#include "render/map_renderer.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/graphics.h>
#include <wx/listbox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <memory>

namespace marengo::editor {

namespace {

/// The profile File > New offers first: the series' oldest edition Marengo ships.
constexpr const char* kDefaultProfile = "friedland-2014";
constexpr int kDefaultAcross = 2;
constexpr int kDefaultDown = 2;

wxTextCtrl* addText(wxWindow* parent, wxSizer* row, const wxString& name, const std::string& value,
                    const wxString& tip, int width) {
    auto* t = new wxTextCtrl(parent, wxID_ANY, wxString::FromUTF8(value), wxDefaultPosition,
                             wxSize(width, -1), 0, wxDefaultValidator, name);
    t->SetToolTip(tip);
    row->Add(t, 0, wxALIGN_CENTER_VERTICAL);
    return t;
}

wxSpinCtrl* addSpin(wxWindow* parent, wxSizer* row, const wxString& name, int value, int most,
                    const wxString& tip) {
    auto* s = new wxSpinCtrl(parent, wxID_ANY, wxString::Format("%d", value), wxDefaultPosition,
                             wxSize(110, -1), wxSP_ARROW_KEYS, 1, most, value, name);
    s->SetToolTip(tip);
    row->Add(s, 0, wxALIGN_CENTER_VERTICAL);
    return s;
}

void addLabel(wxWindow* parent, wxSizer* row, const char* utf8) {
    row->Add(new wxStaticText(parent, wxID_ANY, wxString::FromUTF8(utf8)), 0,
             wxALIGN_CENTER_VERTICAL | wxLEFT | wxRIGHT, 6);
}

/// "4 sheets, A to D: 64 x 44 hexes", "1 sheet, A: 32 x 22 hexes".
std::string summaryOf(const Map& map) {
    const auto& sheets = map.sheets();
    std::string text =
        std::to_string(sheets.size()) + (sheets.size() == 1 ? " sheet, " : " sheets, ");
    text += sheets.front().letter;
    if (sheets.size() > 1)
        text += std::string(" to ") + sheets.back().letter;
    return text + ": " + std::to_string(map.width()) + " x " + std::to_string(map.height()) +
           " hexes, " + std::to_string(map.hexCount()) + " on the map";
}

} // namespace

NewBattleDialog::NewBattleDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, "New Battle", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName),
      m_profiles(formats::loadBundledProfiles()) {
    // The template's date and times, to start from.
    const auto templ = formats::newBattle({});
    const Scenario* t = templ ? &templ->scenario : nullptr;

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 8));
    grid->AddGrowableCol(1, 1);
    auto label = [&](const wxString& text) {
        grid->Add(new wxStaticText(this, wxID_ANY, text), 0, wxALIGN_CENTER_VERTICAL);
    };

    label("&Game:");
    m_profile = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                             wxDefaultValidator, "rules");
    int chosen = 0;
    for (std::size_t i = 0; i < m_profiles.size(); ++i) {
        const RulesProfile& r = m_profiles[i].second;
        m_profile->Append(wxString::FromUTF8(r.title + " \u2014 " + r.edition));
        if (m_profiles[i].first == kDefaultProfile)
            chosen = static_cast<int>(i);
    }
    if (!m_profiles.empty())
        m_profile->SetSelection(chosen);
    m_profile->SetToolTip("The title and edition whose rules profile the battle follows");
    grid->Add(m_profile, 0, wxEXPAND);

    label("&Name:");
    auto* nameRow = new wxBoxSizer(wxHORIZONTAL);
    m_title = addText(this, nameRow, "title", "New battle", "The scenario's name", 440);
    grid->Add(nameRow, 0, wxEXPAND);

    label("Si&des:");
    auto* sidesRow = new wxBoxSizer(wxHORIZONTAL);
    const auto sideOf = [&](std::size_t i) {
        return t && i < t->oobs.size() ? t->oobs[i].side : std::string();
    };
    m_first = addText(this, sidesRow, "first-side", sideOf(0),
                      "The first side: its order of battle's side and nationality, which colours "
                      "its counters (French, Prussian, Austrian...)",
                      160);
    addLabel(this, sidesRow, "against");
    m_second = addText(this, sidesRow, "second-side", sideOf(1),
                       "The second side: its order of battle's side and nationality", 160);
    grid->Add(sidesRow, 0, wxEXPAND);

    label("&Date:");
    auto* timeRow = new wxBoxSizer(wxHORIZONTAL);
    m_date = addText(this, timeRow, "date", t ? t->date : "",
                     "Date of the battle, YYYY-MM-DD (1807-06-14)", 120);
    addLabel(this, timeRow, "&From:");
    m_start = addText(this, timeRow, "start", t ? formatClock(t->start) : "09:00",
                      "Time of the first turn, HH:MM", 70);
    addLabel(this, timeRow, "&to:");
    m_end = addText(this, timeRow, "end", t ? formatClock(t->end) : "20:40",
                    "Time of the last turn, HH:MM", 70);
    grid->Add(timeRow, 0, wxEXPAND);
    grid->AddSpacer(0);
    m_turns = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, "turns");
    grid->Add(m_turns, 0, wxEXPAND);

    label("&Sheets:");
    auto* sheetRow = new wxBoxSizer(wxHORIZONTAL);
    m_across = addSpin(this, sheetRow, "across", kDefaultAcross, formats::kMaxSheets,
                       "Map sheets side by side in a row");
    addLabel(this, sheetRow, "across \u00d7");
    m_down = addSpin(this, sheetRow, "down", kDefaultDown, formats::kMaxSheets,
                     "Rows of map sheets, lettered on from the row above");
    addLabel(this, sheetRow, "down");
    grid->Add(sheetRow, 0, wxEXPAND);

    label("Sheet si&ze:");
    auto* sizeRow = new wxBoxSizer(wxHORIZONTAL);
    m_columns = addSpin(this, sizeRow, "columns", 1, 999, "Hex columns of each sheet");
    addLabel(this, sizeRow, "columns \u00d7");
    m_rows = addSpin(this, sizeRow, "rows", 1, 999, "Hex rows of each sheet");
    addLabel(this, sizeRow, "rows");
    auto* printed = new wxButton(this, wxID_ANY, "&Printed Size");
    printed->SetToolTip("The size of one printed sheet of the chosen game (its rules profile's "
                        "map.sheet-columns and map.sheet-rows)");
    sizeRow->Add(printed, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 6);
    grid->Add(sizeRow, 0, wxEXPAND);
    grid->AddSpacer(0);
    m_sizeNote = new wxStaticText(this, wxID_ANY, "");
    grid->Add(m_sizeNote, 0, wxEXPAND);

    m_picture = new wxWindow(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(440, 260)),
                             wxFULL_REPAINT_ON_RESIZE, "layout-picture");
    m_picture->SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_picture->Bind(wxEVT_PAINT, &NewBattleDialog::onPaintPicture, this);
    m_summary = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                 wxALIGN_CENTRE_HORIZONTAL | wxST_NO_AUTORESIZE, "summary");
    m_messages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 64), 0, nullptr, 0,
                               wxDefaultValidator, "messages");

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 0, wxEXPAND | wxALL, 12);
    top->Add(m_picture, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(m_summary, 0, wxEXPAND | wxALL, 6);
    top->Add(m_messages, 0, wxEXPAND | wxLEFT | wxRIGHT, 12);
    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    if (auto* ok = dynamic_cast<wxButton*>(FindWindow(wxID_OK)))
        ok->SetLabel("C&reate");
    top->Add(buttons, 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(top);

    useProfileSheetSize();
    for (wxTextCtrl* text : {m_title, m_first, m_second, m_date, m_start, m_end})
        text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { update(); });
    for (wxSpinCtrl* spin : {m_across, m_down, m_columns, m_rows}) {
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { update(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { update(); });
    }
    m_profile->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { useProfileSheetSize(); });
    printed->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { useProfileSheetSize(); });
    m_title->SetFocus();
    m_title->SelectAll();
    CentreOnParent();
}

formats::NewBattle NewBattleDialog::spec() const {
    formats::NewBattle s;
    const int chosen = m_profile->GetSelection();
    if (chosen != wxNOT_FOUND)
        s.rules = m_profiles[static_cast<std::size_t>(chosen)].first;
    s.title = trimmedUtf8(m_title->GetValue());
    s.sides = {trimmedUtf8(m_first->GetValue()), trimmedUtf8(m_second->GetValue())};
    s.date = trimmedUtf8(m_date->GetValue());
    s.start = trimmedUtf8(m_start->GetValue());
    s.end = trimmedUtf8(m_end->GetValue());
    s.sheets = formats::SheetArrangement{m_across->GetValue(), m_down->GetValue(),
                                         m_columns->GetValue(), m_rows->GetValue()};
    return s;
}

void NewBattleDialog::useProfileSheetSize() {
    const int chosen = m_profile->GetSelection();
    if (chosen == wxNOT_FOUND)
        return;
    const RulesProfile& r = m_profiles[static_cast<std::size_t>(chosen)].second;
    m_columns->SetValue(r.get(params::mapSheetColumns));
    m_rows->SetValue(r.get(params::mapSheetRows));
    update();
}

void NewBattleDialog::update() {
    const formats::NewBattle s = spec();
    m_problems = formats::newBattleProblems(s);
    if (s.title.empty())
        m_problems.insert(m_problems.begin(), "the battle needs a name");
    if (s.sides[0].empty() || s.sides[1].empty())
        m_problems.push_back("each side needs a name");
    m_battle.reset();
    if (m_problems.empty()) {
        auto made = formats::newBattle(s);
        if (made)
            m_battle = std::move(*made);
        else
            m_problems.push_back(made.error());
    }
    const int chosen = m_profile->GetSelection();
    if (chosen != wxNOT_FOUND) {
        const RulesProfile& r = m_profiles[static_cast<std::size_t>(chosen)].second;
        m_turns->SetLabel(wxString::FromUTF8(turnsText(r, s.start, s.end)));
        const bool printedSize = s.sheets->columns == r.get(params::mapSheetColumns) &&
                                 s.sheets->rows == r.get(params::mapSheetRows);
        m_sizeNote->SetLabel(printedSize ? "the printed sheet of this game"
                                         : "not the printed sheet of this game");
    }
    m_summary->SetLabel(m_battle ? wxString::FromUTF8(summaryOf(m_battle->scenario.map)) : "");
    showMessages(*m_messages, m_problems, {}, "Ready: Create opens the new battle.");
    if (wxWindow* ok = FindWindow(wxID_OK))
        ok->Enable(m_battle.has_value());
    m_picture->Refresh(false);
}

void NewBattleDialog::onPaintPicture(wxPaintEvent&) {
    wxPaintDC dc(m_picture);
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE)));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    auto* cr = gc ? static_cast<cairo_t*>(gc->GetNativeContext()) : nullptr;
    if (!cr || !m_battle)
        return;
    // The battle's own map, drawn by the renderer of the canvas and of print.
    render::RenderOptions o;
    o.hexSize = 10;
    o.hexNumbers = false;
    o.units = false;
    o.objectives = false;
    o.sheetLetters = render::SheetLetters::Centre;
    const render::MapRenderer renderer(o);
    const Map& map = m_battle->scenario.map;
    const Point size = renderer.geometry(map).mapPixelSize();
    const wxSize area = m_picture->GetClientSize();
    const double margin = 8;
    const double scale = std::min((area.x - 2 * margin) / size.x, (area.y - 2 * margin) / size.y);
    if (scale <= 0)
        return;
    cairo_save(cr);
    cairo_translate(cr, (area.x - size.x * scale) / 2, (area.y - size.y * scale) / 2);
    cairo_scale(cr, scale, scale);
    cairo_rectangle(cr, 0, 0, size.x, size.y);
    cairo_clip(cr);
    renderer.draw(cr, map, render::Rect{0, 0, size.x, size.y});
    cairo_restore(cr);
}

} // namespace marengo::editor
