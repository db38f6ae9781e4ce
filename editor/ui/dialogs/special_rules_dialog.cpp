#include "editor/ui/dialogs/special_rules_dialog.hpp"

#include "engine/edit/commands.hpp"
#include "engine/rules/d66.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

#include <algorithm>
#include <set>

namespace marengo::editor {

namespace {

const wxColour kBadCell(0xff, 0xd6, 0xd6);

/// Formations offered by the preview, in choice order.
constexpr Formation kPreviewFormations[] = {Formation::Column,    Formation::Line,
                                            Formation::Skirmish,  Formation::Carre,
                                            Formation::RoadMarch, Formation::GeneralOrder};
constexpr const char* kPreviewFormationNames[] = {"column", "line",       "skirmish",
                                                  "carré",  "road march", "general order"};
constexpr UnitState kPreviewStates[] = {UnitState::Good, UnitState::Disordered, UnitState::Routed};

std::string signedText(int v) {
    return v > 0 ? "+" + std::to_string(v) : v < 0 ? "\u2212" + std::to_string(-v) : "0";
}

std::string selectorText(const ChargeModifier& m) {
    std::string s;
    auto add = [&](const char* what, const std::string& v) {
        if (!v.empty())
            s += (s.empty() ? "" : ", ") + std::string(what) + " " + v;
    };
    add("side", m.side);
    add("nationality", m.nationality);
    add("class", m.unitClass);
    return s.empty() ? s : " [" + s + "]";
}

wxArrayString toArray(const std::vector<std::string>& v, bool withEmpty) {
    wxArrayString out;
    if (withEmpty)
        out.Add("");
    for (const std::string& s : v)
        out.Add(wxString::FromUTF8(s));
    return out;
}

} // namespace

SpecialRulesDialog::SpecialRulesDialog(wxWindow* parent, EditorContext& ctx)
    : wxDialog(parent, wxID_ANY, "Special Rules", wxDefaultPosition, wxSize(1080, 800),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(&ctx.document()) {
    const Scenario& s = ctx.scenario();

    // Selector choices seen in the orders of battle.
    std::set<std::string> nationalities, classes;
    for (const OrderOfBattle& o : s.oobs)
        for (const Unit& u : o.units()) {
            if (std::string n = o.nationalityOf(u); !n.empty())
                nationalities.insert(n);
            if (!u.unitClass.empty())
                classes.insert(u.unitClass.str());
            if (u.arm == Arm::Infantry && u.isPlaceable())
                m_previewUnits.push_back(u.id);
        }

    auto* top = new wxBoxSizer(wxVERTICAL);
    std::string profile = s.rules.title.empty() ? s.rules.id : s.rules.title;
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        wxString::FromUTF8("Cavalry charge morale modifiers of this scenario. They add to the "
                           "table of the rules profile (" +
                           profile +
                           "); each is added to the charged infantry's d66 stand-check roll."));
    intro->Wrap(1040);
    top->Add(intro, 0, wxALL, 8);
    std::string table;
    for (const ChargeModifier& m : s.rules.chargeModifiers)
        table += (table.empty() ? "" : ",  ") + m.condition + " " + signedText(m.value) +
                 selectorText(m);
    auto* profileRows = new wxStaticText(
        this, wxID_ANY,
        wxString::FromUTF8("Profile table: " + (table.empty() ? std::string("(none)") : table)));
    profileRows->Wrap(1000);
    profileRows->SetForegroundColour(wxColour(0x50, 0x50, 0x50));
    top->Add(profileRows, 0, wxLEFT | wxRIGHT | wxBOTTOM, 8);

    m_grid = new wxGrid(this, wxID_ANY, wxDefaultPosition, wxSize(900, 140), wxWANTS_CHARS,
                        "charge-modifiers-grid");
    m_grid->CreateGrid(0, kColumns);
    m_grid->SetColLabelValue(kCondition, "Condition");
    m_grid->SetColLabelValue(kValue, "Modifier");
    m_grid->SetColLabelValue(kSide, "Side");
    m_grid->SetColLabelValue(kNationality, "Nationality");
    m_grid->SetColLabelValue(kClass, "Class");
    m_grid->SetColLabelValue(kSource, "Source");
    m_grid->SetColSize(kCondition, 130);
    m_grid->SetColSize(kValue, 70);
    m_grid->SetColSize(kSide, 90);
    m_grid->SetColSize(kNationality, 100);
    m_grid->SetColSize(kClass, 100);
    m_grid->SetColSize(kSource, 390);
    m_grid->SetRowLabelSize(36);
    std::vector<std::string> conditions;
    for (std::string_view c : rules::knownChargeConditions())
        conditions.emplace_back(c);
    auto setEditor = [&](int col, wxGridCellEditor* editor) {
        auto* attr = new wxGridCellAttr;
        attr->SetEditor(editor);
        m_grid->SetColAttr(col, attr);
    };
    setEditor(kCondition, new wxGridCellChoiceEditor(toArray(conditions, false)));
    setEditor(kValue, new wxGridCellNumberEditor(-99, 99));
    setEditor(kSide, new wxGridCellChoiceEditor(toArray(scenarioSides(s), true)));
    setEditor(kNationality, new wxGridCellChoiceEditor(
                                toArray({nationalities.begin(), nationalities.end()}, true), true));
    setEditor(kClass,
              new wxGridCellChoiceEditor(toArray({classes.begin(), classes.end()}, true), true));
    for (const ChargeModifier& m : s.chargeModifiers)
        fillRow(addRow(), m);

    auto* gridButtons = new wxBoxSizer(wxVERTICAL);
    auto* add = new wxButton(this, wxID_ANY, "&Add Row");
    auto* remove = new wxButton(this, wxID_ANY, "&Remove Row");
    gridButtons->Add(add, 0, wxEXPAND | wxBOTTOM, 4);
    gridButtons->Add(remove, 0, wxEXPAND);
    auto* gridRow = new wxBoxSizer(wxHORIZONTAL);
    gridRow->Add(m_grid, 1, wxEXPAND | wxRIGHT, 8);
    gridRow->Add(gridButtons, 0);
    top->Add(gridRow, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    m_messages = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 46), 0, nullptr,
                               wxLB_SINGLE, wxDefaultValidator, "messages");
    top->Add(m_messages, 0, wxEXPAND | wxALL, 8);

    // Notes (left) and preview (right).
    auto* bottom = new wxBoxSizer(wxHORIZONTAL);
    auto* notesBox = new wxStaticBoxSizer(wxVERTICAL, this, "Special rules (one per line)");
    m_notes =
        new wxTextCtrl(notesBox->GetStaticBox(), wxID_ANY, "", wxDefaultPosition, wxSize(420, 200),
                       wxTE_MULTILINE | wxTE_WORDWRAP, wxDefaultValidator, "notes");
    notesBox->Add(m_notes, 1, wxEXPAND | wxALL, 4);
    bottom->Add(notesBox, 1, wxEXPAND | wxRIGHT, 8);

    auto* previewBox = new wxStaticBoxSizer(wxVERTICAL, this, "Preview: a charge on...");
    wxWindow* pb = previewBox->GetStaticBox();
    m_unit = new wxChoice(pb, wxID_ANY, wxDefaultPosition, wxSize(420, -1), 0, nullptr, 0,
                          wxDefaultValidator, "preview-unit");
    for (const std::string& id : m_previewUnits) {
        const OrderOfBattle* oob = nullptr;
        const Unit* u = s.findUnit(id, &oob);
        const rules::ChargeTarget t = rules::chargeTargetOf(*oob, *u);
        std::string who = t.side;
        if (!t.nationality.empty() && t.nationality != t.side)
            who += ", " + t.nationality;
        if (!t.unitClass.empty())
            who += ", " + t.unitClass;
        m_unit->Append(wxString::FromUTF8(u->name + "  (" + who + "; morale " +
                                          std::to_string(u->morale) + ")"));
    }
    if (!m_previewUnits.empty())
        m_unit->SetSelection(0);
    previewBox->Add(m_unit, 0, wxEXPAND | wxALL, 4);

    auto* situation = new wxFlexGridSizer(4, wxSize(10, 4));
    m_formation = new wxChoice(pb, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                               wxDefaultValidator, "preview-formation");
    for (const char* f : kPreviewFormationNames)
        m_formation->Append(wxString::FromUTF8(f));
    m_formation->SetSelection(0);
    m_state = new wxChoice(pb, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "preview-state");
    for (const char* st : {"good order", "disordered", "routed"})
        m_state->Append(st);
    m_state->SetSelection(0);
    situation->Add(new wxStaticText(pb, wxID_ANY, "Formation:"), 0, wxALIGN_CENTER_VERTICAL);
    situation->Add(m_formation);
    situation->Add(new wxStaticText(pb, wxID_ANY, "State:"), 0, wxALIGN_CENTER_VERTICAL);
    situation->Add(m_state);
    previewBox->Add(situation, 0, wxALL, 4);

    auto box = [&](const char* label, const char* name) {
        return new wxCheckBox(pb, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, 0,
                              wxDefaultValidator, name);
    };
    m_flank = box("charged in the &flank", "flank");
    m_rear = box("charged in the r&ear", "rear");
    m_stream = box("across a s&tream", "across-stream");
    m_slope = box("across a sl&ope", "across-slope");
    m_lancers = box("by &lancers", "lancers");
    m_heavy = box("by &heavy cavalry", "heavy-cavalry");
    m_losses = box("&50% losses or more", "losses-50");
    auto* boxes = new wxGridSizer(2, wxSize(10, 2));
    for (wxCheckBox* b : {m_flank, m_rear, m_stream, m_slope, m_lancers, m_heavy, m_losses})
        boxes->Add(b);
    previewBox->Add(boxes, 0, wxALL, 4);
    auto* levelRow = new wxBoxSizer(wxHORIZONTAL);
    levelRow->Add(new wxStaticText(pb, wxID_ANY, "Corps morale level:"), 0,
                  wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    m_moraleLevel = new wxSpinCtrl(pb, wxID_ANY, "0", wxDefaultPosition, wxDefaultSize,
                                   wxSP_ARROW_KEYS, 0, 3, 0, "morale-level");
    levelRow->Add(m_moraleLevel);
    previewBox->Add(levelRow, 0, wxALL, 4);
    m_total =
        new wxStaticText(pb, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, 0, "preview-total");
    m_total->SetFont(m_total->GetFont().Bold());
    previewBox->Add(m_total, 0, wxEXPAND | wxALL, 4);
    m_applied = new wxListBox(pb, wxID_ANY, wxDefaultPosition, wxSize(-1, 140), 0, nullptr,
                              wxLB_SINGLE, wxDefaultValidator, "preview-rows");
    previewBox->Add(m_applied, 1, wxEXPAND | wxALL, 4);
    bottom->Add(previewBox, 1, wxEXPAND);
    top->Add(bottom, 2, wxEXPAND | wxLEFT | wxRIGHT, 8);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 8);
    SetSizer(top);
    Layout();

    setNotes(s.notes);
    add->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        int row = addRow();
        m_grid->GoToCell(row, kCondition);
        validate();
    });
    remove->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { removeRow(m_grid->GetGridCursorRow()); });
    m_grid->Bind(wxEVT_GRID_CELL_CHANGED, [this](wxGridEvent& e) {
        validate();
        e.Skip();
    });
    auto refresh = [this](wxCommandEvent&) { updatePreview(); };
    m_unit->Bind(wxEVT_CHOICE, refresh);
    m_formation->Bind(wxEVT_CHOICE, refresh);
    m_state->Bind(wxEVT_CHOICE, refresh);
    for (wxCheckBox* b : {m_flank, m_rear, m_stream, m_slope, m_lancers, m_heavy, m_losses})
        b->Bind(wxEVT_CHECKBOX, refresh);
    m_moraleLevel->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { updatePreview(); });
    Bind(wxEVT_BUTTON, &SpecialRulesDialog::onOk, this, wxID_OK);
    validate();
    CentreOnParent(); // once its size is final
}

int SpecialRulesDialog::addRow() {
    m_grid->AppendRows(1);
    int row = m_grid->GetNumberRows() - 1;
    m_grid->SetCellValue(row, kCondition, "flank");
    m_grid->SetCellValue(row, kValue, "0");
    return row;
}

void SpecialRulesDialog::removeRow(int row) {
    if (row < 0 || row >= m_grid->GetNumberRows())
        return;
    m_grid->DeleteRows(row, 1);
    validate();
}

void SpecialRulesDialog::fillRow(int row, const ChargeModifier& m) {
    m_grid->SetCellValue(row, kCondition, wxString::FromUTF8(m.condition));
    m_grid->SetCellValue(row, kValue, wxString::Format("%d", m.value));
    m_grid->SetCellValue(row, kSide, wxString::FromUTF8(m.side));
    m_grid->SetCellValue(row, kNationality, wxString::FromUTF8(m.nationality));
    m_grid->SetCellValue(row, kClass, wxString::FromUTF8(m.unitClass));
    m_grid->SetCellValue(row, kSource, wxString::FromUTF8(m.source));
}

Checked<std::vector<ChargeModifier>> SpecialRulesDialog::checked() const {
    std::vector<ModifierRow> rows;
    for (int row = 0; row < m_grid->GetNumberRows(); ++row)
        rows.push_back({trimmedUtf8(m_grid->GetCellValue(row, kCondition)),
                        trimmedUtf8(m_grid->GetCellValue(row, kValue)),
                        trimmedUtf8(m_grid->GetCellValue(row, kSide)),
                        trimmedUtf8(m_grid->GetCellValue(row, kNationality)),
                        trimmedUtf8(m_grid->GetCellValue(row, kClass)),
                        trimmedUtf8(m_grid->GetCellValue(row, kSource))});
    return checkModifiers(m_doc->scenario(), rows);
}

std::vector<std::string> SpecialRulesDialog::notes() const {
    std::vector<std::string> out;
    wxStringTokenizer tok(m_notes->GetValue(), "\n", wxTOKEN_STRTOK);
    while (tok.HasMoreTokens())
        if (std::string line = trimmedUtf8(tok.GetNextToken()); !line.empty())
            out.push_back(line);
    return out;
}

void SpecialRulesDialog::setNotes(const std::vector<std::string>& notes) {
    wxString text;
    for (const std::string& n : notes)
        text += wxString::FromUTF8(n) + "\n";
    m_notes->SetValue(text);
}

void SpecialRulesDialog::setPreviewUnit(const std::string& id) {
    auto it = std::find(m_previewUnits.begin(), m_previewUnits.end(), id);
    if (it != m_previewUnits.end())
        m_unit->SetSelection(static_cast<int>(it - m_previewUnits.begin()));
    updatePreview();
}

void SpecialRulesDialog::setSituation(const rules::ChargeSituation& s) {
    m_flank->SetValue(s.flank);
    m_rear->SetValue(s.rear);
    m_stream->SetValue(s.acrossStream);
    m_slope->SetValue(s.acrossSlope);
    m_lancers->SetValue(s.chargerIsLancer);
    m_heavy->SetValue(s.chargerIsHeavy);
    m_losses->SetValue(s.losses50);
    m_moraleLevel->SetValue(s.moraleLevel);
    for (std::size_t i = 0; i < std::size(kPreviewFormations); ++i)
        if (kPreviewFormations[i] == s.targetFormation)
            m_formation->SetSelection(static_cast<int>(i));
    for (std::size_t i = 0; i < std::size(kPreviewStates); ++i)
        if (kPreviewStates[i] == s.targetState)
            m_state->SetSelection(static_cast<int>(i));
    updatePreview();
}

rules::ChargeSituation SpecialRulesDialog::situation() const {
    rules::ChargeSituation s;
    s.flank = m_flank->GetValue();
    s.rear = m_rear->GetValue();
    s.acrossStream = m_stream->GetValue();
    s.acrossSlope = m_slope->GetValue();
    s.chargerIsLancer = m_lancers->GetValue();
    s.chargerIsHeavy = m_heavy->GetValue();
    s.losses50 = m_losses->GetValue();
    s.moraleLevel = m_moraleLevel->GetValue();
    int f = std::max(0, m_formation->GetSelection());
    s.targetFormation = kPreviewFormations[f];
    int st = std::max(0, m_state->GetSelection());
    s.targetState = kPreviewStates[st];
    return s;
}

namespace {
/// The table's rows that are valid on their own (the preview ignores rows being typed).
std::vector<ChargeModifier> usableRows(const wxGrid& g) {
    std::vector<ChargeModifier> out;
    for (int row = 0; row < g.GetNumberRows(); ++row) {
        ChargeModifier m;
        m.condition = trimmedUtf8(g.GetCellValue(row, SpecialRulesDialog::kCondition));
        wxString valueText = g.GetCellValue(row, SpecialRulesDialog::kValue);
        valueText.Trim(true).Trim(false);
        valueText.Replace(wxString::FromUTF8("\u2212"), "-");
        long value = 0;
        if (!rules::isKnownChargeCondition(m.condition) || !valueText.ToLong(&value))
            continue;
        m.value = static_cast<int>(value);
        m.side = trimmedUtf8(g.GetCellValue(row, SpecialRulesDialog::kSide));
        m.nationality = trimmedUtf8(g.GetCellValue(row, SpecialRulesDialog::kNationality));
        m.unitClass = trimmedUtf8(g.GetCellValue(row, SpecialRulesDialog::kClass));
        m.source = trimmedUtf8(g.GetCellValue(row, SpecialRulesDialog::kSource));
        out.push_back(std::move(m));
    }
    return out;
}
} // namespace

int SpecialRulesDialog::previewTotal() const {
    const Scenario& s = m_doc->scenario();
    int i = m_unit->GetSelection();
    if (i < 0 || static_cast<std::size_t>(i) >= m_previewUnits.size())
        return 0;
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(m_previewUnits[static_cast<std::size_t>(i)], &oob);
    if (!u || !oob)
        return 0;
    const std::vector<ChargeModifier> rows = usableRows(*m_grid);
    return rules::chargeMoraleModifierTotal(situation(), rules::chargeTargetOf(*oob, *u),
                                            s.rules.chargeModifiers, rows);
}

std::vector<std::string> SpecialRulesDialog::previewLines() const {
    std::vector<std::string> out;
    for (unsigned i = 0; i < m_applied->GetCount(); ++i)
        out.push_back(m_applied->GetString(i).utf8_string());
    return out;
}

void SpecialRulesDialog::updatePreview() {
    m_applied->Clear();
    const Scenario& s = m_doc->scenario();
    int i = m_unit->GetSelection();
    if (i < 0 || static_cast<std::size_t>(i) >= m_previewUnits.size()) {
        m_total->SetLabel("This scenario has no infantry to preview.");
        return;
    }
    const OrderOfBattle* oob = nullptr;
    const Unit* u = s.findUnit(m_previewUnits[static_cast<std::size_t>(i)], &oob);
    if (!u || !oob)
        return;
    const rules::ChargeTarget target = rules::chargeTargetOf(*oob, *u);
    const std::vector<ChargeModifier> rows = usableRows(*m_grid);
    const rules::ChargeSituation sit = situation();
    const int total = rules::chargeMoraleModifierTotal(sit, target, s.rules.chargeModifiers, rows);
    for (const ChargeModifier* m :
         rules::applicableChargeModifiers(sit, target, s.rules.chargeModifiers, rows)) {
        const bool fromProfile =
            m >= s.rules.chargeModifiers.data() &&
            m < s.rules.chargeModifiers.data() + s.rules.chargeModifiers.size();
        m_applied->Append(wxString::FromUTF8(
            signedText(m->value) + "   " + m->condition + selectorText(*m) +
            (fromProfile ? "   (profile: " : "   (scenario: ") + m->source + ")"));
    }
    if (m_applied->IsEmpty())
        m_applied->Append("no modifier applies");
    std::string text = "Total modifier " + signedText(total);
    if (rules::d66ToOrdinal(u->morale)) {
        int stands = 0;
        for (int ord = 0; ord < 36; ++ord) {
            int roll = *rules::ordinalToD66(ord);
            if (rules::moraleCheckPasses(*rules::addD66(roll, total), u->morale))
                ++stands;
        }
        text += ": against morale " + std::to_string(u->morale) + " it stands on " +
                std::to_string(stands) + " of 36 rolls";
    }
    m_total->SetLabel(wxString::FromUTF8(text));
}

void SpecialRulesDialog::validate() {
    const auto rows = checked();
    const std::vector<std::string>& errors = rows.errors;
    showMessages(*m_messages, errors, {},
                 countOf(m_grid->GetNumberRows(), "row", "rows") +
                     " of this scenario, no problems");
    const wxColour normal = m_grid->GetDefaultCellBackgroundColour();
    for (int row = 0; row < m_grid->GetNumberRows(); ++row) {
        const std::string n = "row " + std::to_string(row + 1) + ": ";
        bool bad[kColumns] = {};
        for (const std::string& e : errors) {
            if (!e.starts_with(n))
                continue;
            std::string_view m = std::string_view(e).substr(n.size());
            bad[m.starts_with("condition")  ? kCondition
                : m.starts_with("modifier") ? kValue
                : m.starts_with("side")     ? kSide
                                            : kSource] = true;
        }
        for (int col = 0; col < kColumns; ++col)
            m_grid->SetCellBackgroundColour(row, col, bad[col] ? kBadCell : normal);
    }
    m_grid->ForceRefresh();
    updatePreview();
}

bool SpecialRulesDialog::apply() {
    auto rows = checked();
    if (!rows)
        return false;
    std::vector<std::string> prose = notes();
    const Scenario& s = m_doc->scenario();
    const bool rowsChanged = *rows != s.chargeModifiers;
    const bool notesChanged = prose != s.notes;
    if (!rowsChanged && !notesChanged)
        return true;
    const std::string name = "Edit Special Rules";
    m_doc->beginGroup(name);
    if (rowsChanged)
        m_doc->execute(edit::setPart(name, &Scenario::chargeModifiers, std::move(*rows.value)));
    if (notesChanged)
        m_doc->execute(edit::setPart(name, &Scenario::notes, std::move(prose)));
    m_doc->endGroup();
    return true;
}

void SpecialRulesDialog::onOk(wxCommandEvent&) {
    if (const auto rows = checked(); !rows) {
        wxString text;
        for (const std::string& e : rows.errors)
            text += wxString::FromUTF8("\u2022 " + e + "\n");
        wxMessageBox("Please correct the modifier table:\n\n" + text, "Special Rules",
                     wxOK | wxICON_WARNING, this);
        return;
    }
    apply();
    EndModal(wxID_OK);
}

} // namespace marengo::editor
