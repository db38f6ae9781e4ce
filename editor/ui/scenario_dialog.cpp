#include "editor/ui/scenario_dialog.hpp"

#include "editor/ui/main_frame.hpp"
#include "editor/ui/map_canvas.hpp"
#include "engine/edit/commands.hpp"
#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/frame.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace marengo::editor {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------
// Shared helpers

std::string trimmedUtf8(const wxString& s) {
    wxString t = s;
    t.Trim(true).Trim(false);
    return t.utf8_string();
}

std::vector<std::string> scenarioSides(const Scenario& s) {
    std::vector<std::string> sides;
    for (const OrderOfBattle& o : s.oobs)
        if (std::find(sides.begin(), sides.end(), o.side) == sides.end())
            sides.push_back(o.side);
    return sides;
}

wxString countOf(int n, const char* singular, const char* plural) {
    return wxString::Format("%d %s", n, n == 1 ? singular : plural);
}

void showMessages(wxListBox& list, const std::vector<std::string>& errors,
                  const std::vector<std::string>& warnings, const wxString& allClear) {
    list.Clear();
    for (const std::string& e : errors)
        list.Append(wxString::FromUTF8("\u2716 " + e));
    for (const std::string& w : warnings)
        list.Append(wxString::FromUTF8("\u26a0 " + w));
    if (errors.empty() && warnings.empty())
        list.Append(allClear);
}

namespace {
/// Screen direction of each hexside of a flat-topped hex (x right, y down).
constexpr std::array<std::array<double, 2>, 6> kSideDir{
    {{0, -1}, {0.866, -0.5}, {0.866, 0.5}, {0, 1}, {-0.866, 0.5}, {-0.866, -0.5}}};
} // namespace

Facing facingIntoMap(const Map& map, HexId hex, FacingKind kind) {
    if (kind == FacingKind::None || !map.onMap(hex))
        return {};
    // Inward: away from the sides that lead off the map; for an inner hex, towards the middle.
    double vx = 0, vy = 0;
    for (HexSide s : kAllSides)
        if (map.neighbour(hex, s) == kNoHex) {
            vx -= kSideDir[static_cast<int>(s)][0];
            vy -= kSideDir[static_cast<int>(s)][1];
        }
    if (std::abs(vx) < 1e-6 && std::abs(vy) < 1e-6) {
        Offset o = map.offset(hex);
        vx = (map.width() / 2.0 - o.col) * 0.866;
        vy = map.height() / 2.0 - o.row;
    }
    auto score = [&](double dx, double dy) { return dx * vx + dy * vy; };
    if (kind == FacingKind::Hexside) {
        int best = 0;
        double bestScore = -1e9;
        for (HexSide s : kAllSides) {
            const auto& d = kSideDir[static_cast<int>(s)];
            double sc = score(d[0], d[1]) + (map.neighbour(hex, s) == kNoHex ? -100 : 0);
            if (sc > bestScore + 1e-9) {
                bestScore = sc;
                best = static_cast<int>(s);
            }
        }
        return Facing::side(static_cast<HexSide>(best));
    }
    int best = 0;
    double bestScore = -1e9;
    for (Vertex v : kAllVertices) {
        auto [a, b] = sidesOf(v);
        const auto& da = kSideDir[static_cast<int>(a)];
        const auto& db = kSideDir[static_cast<int>(b)];
        double sc = score(da[0] + db[0], da[1] + db[1]);
        if (sc > bestScore + 1e-9) {
            bestScore = sc;
            best = static_cast<int>(v);
        }
    }
    return Facing::vertex(static_cast<Vertex>(best));
}

// ---------------------------------------------------------------------------------------------
// HexPicker

class HexPicker::PickTool final : public Tool {
public:
    explicit PickTool(HexPicker& owner) : m_owner(&owner) {}
    wxString name() const override { return "Pick a Hex"; }
    void onRelease(MapCanvas&, const ToolEvent& e) override {
        if (e.right)
            m_owner->cancel();
        else if (e.hex != kNoHex)
            m_owner->finish(e.hex);
    }
    bool onKey(MapCanvas&, int keyCode, bool) override {
        if (keyCode != WXK_ESCAPE)
            return false;
        m_owner->cancel();
        return true;
    }
    void deactivate(MapCanvas&) override {
        // Another tool was chosen while picking: picking is over.
        if (!m_restoring)
            m_owner->m_done = nullptr;
    }
    bool m_restoring = false;

private:
    HexPicker* m_owner;
};

HexPicker::HexPicker(MapCanvas& canvas)
    : m_canvas(&canvas), m_tool(std::make_unique<PickTool>(*this)) {}

HexPicker::~HexPicker() {
    cancel();
}

bool HexPicker::active() const {
    return m_canvas && m_canvas->tool() == m_tool.get() && m_done != nullptr;
}

namespace {
void setStatus(MapCanvas& canvas, const wxString& text) {
    if (auto* frame = dynamic_cast<MainFrame*>(wxGetTopLevelParent(&canvas)))
        frame->showMessage(text);
}
} // namespace

void HexPicker::start(std::function<void(HexId)> done, const wxString& prompt) {
    if (!m_canvas)
        return;
    if (m_canvas->tool() != m_tool.get())
        m_previous = m_canvas->tool();
    m_done = std::move(done);
    m_canvas->setTool(m_tool.get());
    m_canvas->SetCursor(wxCursor(wxCURSOR_CROSS));
    setStatus(*m_canvas, prompt + " (Esc cancels)");
}

void HexPicker::cancel() {
    m_done = nullptr;
    if (m_canvas && m_canvas->tool() == m_tool.get()) {
        m_tool->m_restoring = true;
        m_canvas->setTool(m_previous);
        m_tool->m_restoring = false;
        m_canvas->SetCursor(wxNullCursor);
        setStatus(*m_canvas, "");
    }
}

void HexPicker::finish(HexId h) {
    auto done = std::move(m_done);
    cancel();
    if (done)
        done(h);
}

// ---------------------------------------------------------------------------------------------
// ScenarioDialog

namespace {

fs::path absoluteRules(const fs::path& scenarioFile, const std::string& rulesPath) {
    if (rulesPath.empty())
        return {};
    fs::path p = fs::u8path(rulesPath);
    if (p.is_relative() && !scenarioFile.empty())
        p = scenarioFile.parent_path() / p;
    std::error_code ec;
    fs::path abs = fs::absolute(p, ec);
    return (ec ? p : abs).lexically_normal();
}

bool sameFile(const fs::path& a, const fs::path& b) {
    std::error_code ec;
    return !a.empty() && !b.empty() &&
           (fs::equivalent(a, b, ec) || a.lexically_normal() == b.lexically_normal());
}

bool validDate(const std::string& d) {
    if (d.empty())
        return true;
    if (d.size() != 10 || d[4] != '-' || d[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (d[i] < '0' || d[i] > '9')
            return false;
    int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

wxTextCtrl* addText(wxWindow* parent, wxFlexGridSizer* grid, const wxString& label,
                    const wxString& name, const std::string& value, const wxString& tip,
                    int width = 380) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    auto* t = new wxTextCtrl(parent, wxID_ANY, wxString::FromUTF8(value), wxDefaultPosition,
                             wxSize(width, -1), 0, wxDefaultValidator, name);
    t->SetToolTip(tip);
    grid->Add(t, 0, wxEXPAND);
    return t;
}

} // namespace

ScenarioDialog::ScenarioDialog(wxWindow* parent, edit::Document& doc, fs::path scenarioFile)
    : wxDialog(parent, wxID_ANY, "Scenario Settings", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(&doc), m_scenarioFile(std::move(scenarioFile)) {
    const Scenario& s = doc.scenario();
    m_rules = s.rules;
    m_rulesPath = s.rulesPath;

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 6));
    grid->AddGrowableCol(1, 1);
    m_title = addText(this, grid, "&Title:", "title", s.title, "The scenario's name");
    m_date = addText(this, grid, "&Date:", "date", s.date,
                     "Date of the battle, YYYY-MM-DD (1807-06-14)", 140);
    m_start = addText(this, grid, "&Start:", "start", formatClock(s.start),
                      "Time of the first turn, HH:MM", 80);
    m_end =
        addText(this, grid, "&End:", "end", formatClock(s.end), "Time of the last turn, HH:MM", 80);
    grid->Add(new wxStaticText(this, wxID_ANY, "Turns:"), 0, wxALIGN_CENTER_VERTICAL);
    m_turns = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, "turns");
    grid->Add(m_turns, 0, wxEXPAND);

    grid->Add(new wxStaticText(this, wxID_ANY, "Des&cription:"), 0, wxALIGN_TOP | wxTOP, 4);
    m_description = new wxTextCtrl(
        this, wxID_ANY, wxString::FromUTF8(s.description), wxDefaultPosition, wxSize(480, 110),
        wxTE_MULTILINE | wxTE_WORDWRAP, wxDefaultValidator, "description");
    grid->Add(m_description, 1, wxEXPAND);
    grid->AddGrowableRow(5, 1);

    grid->Add(new wxStaticText(this, wxID_ANY, "&Rules profile:"), 0, wxALIGN_CENTER_VERTICAL);
    auto* rulesRow = new wxBoxSizer(wxHORIZONTAL);
    m_rulesChoice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxSize(320, -1), 0, nullptr, 0,
                                 wxDefaultValidator, "rules");
    rulesRow->Add(m_rulesChoice, 1, wxALIGN_CENTER_VERTICAL);
    auto* browse = new wxButton(this, wxID_ANY, "Other &File...");
    browse->SetToolTip("Use a rules profile (.rules.xml) from any folder");
    rulesRow->Add(browse, 0, wxLEFT | wxALIGN_CENTER_VERTICAL, 6);
    grid->Add(rulesRow, 0, wxEXPAND);
    grid->AddSpacer(0);
    m_rulesInfo = new wxStaticText(this, wxID_ANY, "");
    grid->Add(m_rulesInfo, 0, wxEXPAND);

    grid->Add(new wxStaticText(this, wxID_ANY, "Map file:"), 0, wxALIGN_CENTER_VERTICAL);
    wxString mapText =
        s.mapPath.empty() ? wxString("(not saved yet)") : wxString::FromUTF8(s.mapPath);
    if (!s.map.name().empty())
        mapText += wxString::FromUTF8("  \u2014 " + s.map.name());
    grid->Add(
        new wxStaticText(this, wxID_ANY, mapText, wxDefaultPosition, wxDefaultSize, 0, "map-file"));
    grid->Add(new wxStaticText(this, wxID_ANY, "Orders of battle:"), 0, wxALIGN_TOP);
    wxString oobText;
    for (std::size_t i = 0; i < s.oobs.size(); ++i) {
        std::string file = i < s.oobPaths.size() ? s.oobPaths[i] : "(not saved yet)";
        oobText += (i ? "\n" : "") + wxString::FromUTF8(file + "  \u2014 " + s.oobs[i].side);
    }
    grid->Add(new wxStaticText(this, wxID_ANY, oobText.empty() ? wxString("(none)") : oobText,
                               wxDefaultPosition, wxDefaultSize, 0, "oob-files"));

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizerAndFit(top);

    buildRulesChoice();
    updateTurns();
    updateRulesInfo();
    m_start->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateTurns(); });
    m_end->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateTurns(); });
    m_rulesChoice->Bind(wxEVT_CHOICE, &ScenarioDialog::onRulesChoice, this);
    browse->Bind(wxEVT_BUTTON, &ScenarioDialog::onBrowseRules, this);
    Bind(wxEVT_BUTTON, &ScenarioDialog::onOk, this, wxID_OK);
}

void ScenarioDialog::buildRulesChoice() {
    m_profileFiles.clear();
    const fs::path current = absoluteRules(m_scenarioFile, m_rulesPath);
    auto addFolder = [&](const fs::path& dir) {
        std::error_code ec;
        std::vector<fs::path> found;
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (e.path().filename().string().ends_with(".rules.xml"))
                found.push_back(e.path().lexically_normal());
        std::sort(found.begin(), found.end());
        for (const fs::path& p : found)
            if (std::none_of(m_profileFiles.begin(), m_profileFiles.end(),
                             [&](const fs::path& q) { return sameFile(p, q); }))
                m_profileFiles.push_back(p);
    };
    if (!current.empty())
        addFolder(current.parent_path());
    addFolder(formats::dataDir() / "templates" / "rules");
    if (!current.empty() && std::none_of(m_profileFiles.begin(), m_profileFiles.end(),
                                         [&](const fs::path& q) { return sameFile(current, q); }))
        m_profileFiles.insert(m_profileFiles.begin(), current);

    m_rulesChoice->Clear();
    int selected = wxNOT_FOUND;
    for (const fs::path& p : m_profileFiles) {
        wxString label = wxString::FromUTF8(p.filename().string());
        if (sameFile(p, current)) {
            selected = static_cast<int>(m_rulesChoice->GetCount());
            if (!m_rules.title.empty())
                label += wxString::FromUTF8("  (" + m_rules.title + ")");
        } else if (auto r = formats::loadRules(p); !r.fatal() && !r.value->title.empty()) {
            label += wxString::FromUTF8("  (" + r.value->title + ")");
        }
        m_rulesChoice->Append(label);
    }
    if (selected != wxNOT_FOUND)
        m_rulesChoice->SetSelection(selected);
}

bool ScenarioDialog::chooseRules(const fs::path& file, std::string* error) {
    auto loaded = formats::loadRules(file);
    if (loaded.fatal() || loaded.hasErrors()) {
        if (error) {
            error->clear();
            for (const formats::Diagnostic& d : loaded.diagnostics)
                if (d.severity == Severity::Error)
                    *error += d.format() + "\n";
        }
        return false;
    }
    m_rules = std::move(*loaded.value);
    fs::path abs = fs::absolute(file).lexically_normal();
    if (m_scenarioFile.empty()) {
        m_rulesPath = abs.string();
    } else {
        fs::path base = fs::absolute(m_scenarioFile).parent_path().lexically_normal();
        fs::path rel = abs.lexically_relative(base);
        m_rulesPath = (rel.empty() ? abs : rel).generic_string();
    }
    buildRulesChoice();
    updateTurns();
    updateRulesInfo();
    return true;
}

void ScenarioDialog::onRulesChoice(wxCommandEvent&) {
    int i = m_rulesChoice->GetSelection();
    if (i < 0 || static_cast<std::size_t>(i) >= m_profileFiles.size())
        return;
    std::string error;
    if (!chooseRules(m_profileFiles[static_cast<std::size_t>(i)], &error)) {
        wxMessageBox("This rules profile cannot be used:\n\n" + wxString::FromUTF8(error),
                     "Rules profile", wxOK | wxICON_ERROR, this);
        buildRulesChoice();
    }
}

void ScenarioDialog::onBrowseRules(wxCommandEvent&) {
    wxFileDialog dlg(this, "Choose a rules profile",
                     wxString::FromUTF8((formats::dataDir() / "templates" / "rules").string()), "",
                     "Rules profiles (*.rules.xml)|*.rules.xml|All files|*",
                     wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dlg.ShowModal() != wxID_OK)
        return;
    std::string error;
    if (!chooseRules(fs::u8path(dlg.GetPath().utf8_string()), &error))
        wxMessageBox("This rules profile cannot be used:\n\n" + wxString::FromUTF8(error),
                     "Rules profile", wxOK | wxICON_ERROR, this);
}

void ScenarioDialog::updateRulesInfo() {
    std::string info = m_rules.title.empty() ? m_rules.id : m_rules.title;
    if (!m_rules.edition.empty())
        info += ", " + m_rules.edition;
    info += "  \u2014 " + std::to_string(m_rules.paramCount()) + " parameters, " +
            std::to_string(m_rules.terrain.size()) + " terrain rows, " +
            std::to_string(m_rules.chargeModifiers.size()) + " charge modifiers";
    m_rulesInfo->SetLabel(wxString::FromUTF8(info));
    m_rulesInfo->SetToolTip(wxString::FromUTF8(m_rulesPath));
}

wxString ScenarioDialog::turnsText() const {
    auto start = parseClock(trimmedUtf8(m_start->GetValue()));
    auto end = parseClock(trimmedUtf8(m_end->GetValue()));
    if (!start || !end)
        return "times are written HH:MM (17:00)";
    Scenario probe;
    probe.rules = m_rules;
    probe.start = *start;
    probe.end = *end;
    const int minutes = probe.turnMinutes();
    if (*end < *start)
        return "the scenario ends before it starts";
    wxString text = wxString::Format("%d turns of %d minutes, %s to %s", probe.turnCount(), minutes,
                                     formatClock(*start), formatClock(*end));
    if ((end->minutes - start->minutes) % minutes != 0)
        text += wxString::Format("  (the end is not on a %d-minute turn)", minutes);
    return text;
}

void ScenarioDialog::updateTurns() {
    m_turns->SetLabel(turnsText());
    const bool bad = !parseClock(trimmedUtf8(m_start->GetValue())) ||
                     !parseClock(trimmedUtf8(m_end->GetValue()));
    m_turns->SetForegroundColour(bad ? wxColour(0xb0, 0x10, 0x10) : wxNullColour);
    m_turns->Refresh();
}

std::vector<std::string> ScenarioDialog::problems() const {
    std::vector<std::string> out;
    if (trimmedUtf8(m_title->GetValue()).empty())
        out.push_back("the scenario needs a title");
    if (!validDate(trimmedUtf8(m_date->GetValue())))
        out.push_back("the date is written YYYY-MM-DD (1807-06-14)");
    auto start = parseClock(trimmedUtf8(m_start->GetValue()));
    auto end = parseClock(trimmedUtf8(m_end->GetValue()));
    if (!start)
        out.push_back("the start time is written HH:MM (17:00)");
    if (!end)
        out.push_back("the end time is written HH:MM (19:40)");
    if (start && end && *end < *start)
        out.push_back("the scenario ends before it starts");
    return out;
}

std::optional<ScenarioSettings> ScenarioDialog::settings() const {
    if (!problems().empty())
        return std::nullopt;
    ScenarioSettings s;
    s.title = trimmedUtf8(m_title->GetValue());
    s.date = trimmedUtf8(m_date->GetValue());
    s.start = *parseClock(trimmedUtf8(m_start->GetValue()));
    s.end = *parseClock(trimmedUtf8(m_end->GetValue()));
    s.description = m_description->GetValue().utf8_string();
    s.rules = m_rules;
    s.rulesPath = m_rulesPath;
    return s;
}

bool ScenarioDialog::apply() {
    auto v = settings();
    if (!v)
        return false;
    const Scenario& s = m_doc->scenario();
    std::vector<edit::CommandPtr> cmds;
    const std::string name = "Edit Settings";
    if (v->title != s.title)
        cmds.push_back(edit::setPart(name, &Scenario::title, v->title));
    if (v->date != s.date)
        cmds.push_back(edit::setPart(name, &Scenario::date, v->date));
    if (v->start != s.start)
        cmds.push_back(edit::setPart(name, &Scenario::start, v->start));
    if (v->end != s.end)
        cmds.push_back(edit::setPart(name, &Scenario::end, v->end));
    if (v->description != s.description)
        cmds.push_back(edit::setPart(name, &Scenario::description, v->description));
    if (!(v->rules == s.rules))
        cmds.push_back(edit::setPart(name, &Scenario::rules, v->rules));
    if (v->rulesPath != s.rulesPath)
        cmds.push_back(edit::setPart(name, &Scenario::rulesPath, v->rulesPath));
    if (cmds.empty())
        return true;
    m_doc->beginGroup(name);
    for (auto& c : cmds)
        m_doc->execute(std::move(c));
    m_doc->endGroup();
    return true;
}

void ScenarioDialog::onOk(wxCommandEvent&) {
    auto bad = problems();
    if (!bad.empty()) {
        wxString text;
        for (const std::string& b : bad)
            text += wxString::FromUTF8("\u2022 " + b + "\n");
        wxMessageBox("Please correct the settings:\n\n" + text, "Scenario Settings",
                     wxOK | wxICON_WARNING, this);
        return;
    }
    apply();
    EndModal(wxID_OK);
}

} // namespace marengo::editor
