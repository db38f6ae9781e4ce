#include "editor/ui/dialogs/scenario_dialog.hpp"

#include "formats/data_dir.hpp"
#include "formats/formats.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace marengo::editor {

namespace fs = std::filesystem;

// ---------------------------------------------------------------------------------------------
// ScenarioDialog

namespace {

/// The file of the scenario's rules profile: a bundled one by its id, else its path.
fs::path absoluteRules(const fs::path& scenarioFile, const std::string& rulesPath,
                       const std::string& rulesProfile) {
    if (!rulesProfile.empty())
        return formats::bundledProfile(rulesProfile);
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

ScenarioDialog::ScenarioDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Scenario Settings", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(&ctx.document()), m_scenarioFile(ctx.session().path()) {
    const Scenario& s = ctx.scenario();
    m_rules = s.rules;
    m_rulesPath = s.rulesPath;
    m_rulesProfile = s.rulesProfile;

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
    Fit();            // the rules profiles and turns filled in above widen it
    CentreOnParent(); // once its size is final
}

void ScenarioDialog::buildRulesChoice() {
    m_profileFiles.clear();
    const fs::path current = absoluteRules(m_scenarioFile, m_rulesPath, m_rulesProfile);
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
    // A profile that ships with Marengo is referred to by its id, wherever Marengo lies.
    m_rulesProfile = formats::bundledProfileId(abs);
    if (!m_rulesProfile.empty()) {
        m_rulesPath.clear();
    } else if (m_scenarioFile.empty()) {
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
    m_rulesInfo->SetToolTip(wxString::FromUTF8(
        m_rulesProfile.empty() ? m_rulesPath : "profile=\"" + m_rulesProfile + "\" (bundled)"));
}

wxString ScenarioDialog::turnsText() const {
    return wxString::FromUTF8(editor::turnsText(m_rules, trimmedUtf8(m_start->GetValue()),
                                                trimmedUtf8(m_end->GetValue())));
}

void ScenarioDialog::updateTurns() {
    m_turns->SetLabel(turnsText());
    const bool bad = !parseClock(trimmedUtf8(m_start->GetValue())) ||
                     !parseClock(trimmedUtf8(m_end->GetValue()));
    m_turns->SetForegroundColour(bad ? wxColour(0xb0, 0x10, 0x10) : wxNullColour);
    m_turns->Refresh();
}

SettingsEntries ScenarioDialog::entries() const {
    return SettingsEntries{trimmedUtf8(m_title->GetValue()),
                           trimmedUtf8(m_date->GetValue()),
                           trimmedUtf8(m_start->GetValue()),
                           trimmedUtf8(m_end->GetValue()),
                           m_description->GetValue().utf8_string(),
                           m_rules,
                           m_rulesPath,
                           m_rulesProfile};
}

Checked<ScenarioSettings> ScenarioDialog::checked() const {
    return checkSettings(entries());
}

bool ScenarioDialog::apply() {
    auto v = checked();
    if (!v)
        return false;
    std::vector<edit::CommandPtr> cmds = settingsEdits(m_doc->scenario(), *v);
    if (cmds.empty())
        return true;
    m_doc->beginGroup("Edit Settings");
    for (auto& c : cmds)
        m_doc->execute(std::move(c));
    m_doc->endGroup();
    return true;
}

void ScenarioDialog::onOk(wxCommandEvent&) {
    const auto bad = checked().errors;
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
