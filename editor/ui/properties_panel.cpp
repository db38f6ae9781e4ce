#include "editor/ui/properties_panel.hpp"

#include "editor/ui/editor_context.hpp"
#include "editor/ui/tools/unit_tool.hpp"
#include "engine/edit/commands.hpp"
#include "engine/edit/deploy.hpp"
#include "engine/rules/facing.hpp"
#include "engine/rules/formations.hpp"

#include <wx/propgrid/advprops.h>
#include <wx/propgrid/propgrid.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace marengo::editor {

using namespace marengo::edit;

namespace {

std::string utf8(const wxString& s) {
    return std::string(s.utf8_str());
}

std::string trimmed(const wxString& s) {
    wxString t = s;
    t.Trim(true).Trim(false);
    return utf8(t);
}

/// Drops the "unit 'id': " prefix of engine messages: the pane already says which unit.
std::string plain(std::string message) {
    if (message.rfind("unit '", 0) == 0)
        if (auto colon = message.find("': "); colon != std::string::npos)
            return message.substr(colon + 3);
    return message;
}

bool isHeadquarters(const Unit& u) {
    return u.echelon == Echelon::Army || u.echelon == Echelon::Corps ||
           u.echelon == Echelon::Division || u.echelon == Echelon::Brigade;
}

wxPGProperty* readOnly(wxPGProperty* p) {
    p->ChangeFlag(wxPG_PROP_READONLY, true);
    return p;
}

wxString wx(std::string_view s) {
    return wxString::FromUTF8(s.data(), s.size());
}

} // namespace

PropertiesPanel::PropertiesPanel(wxWindow* parent, EditorContext& ctx)
    : wxPanel(parent, wxID_ANY), m_ctx(&ctx) {
    m_title = new wxStaticText(this, wxID_ANY, "");
    m_title->SetFont(m_title->GetFont().Bold());
    m_grid = new wxPropertyGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                wxPG_SPLITTER_AUTO_CENTER | wxPG_BOLD_MODIFIED);
    m_grid->SetValidationFailureBehavior(wxPG_VFB_STAY_IN_PROPERTY | wxPG_VFB_BEEP |
                                         wxPG_VFB_MARK_CELL);
    m_message = new wxStaticText(this, wxID_ANY, "");
    m_message->SetForegroundColour(wxColour(0xb0, 0x10, 0x10));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_title, 0, wxEXPAND | wxALL, 4);
    sizer->Add(m_grid, 1, wxEXPAND);
    sizer->Add(m_message, 0, wxEXPAND | wxALL, 4);
    SetSizer(sizer);

    m_grid->Bind(wxEVT_PG_CHANGING, &PropertiesPanel::onChanging, this);
    m_grid->Bind(wxEVT_PG_CHANGED, &PropertiesPanel::onChanged, this);
    Bind(wxEVT_IDLE, &PropertiesPanel::onIdle, this);
    // The document outlives no panel callback: the frame destroys its panes after its members,
    // but never notifies during that, so the listener is left registered.
    ctx.document().addListener([this](const edit::Change&) { m_dirty = true; });
    build();
}

wxString PropertiesPanel::message() const {
    return m_message->GetLabel();
}

void PropertiesPanel::setMessage(const wxString& text) {
    if (m_message->GetLabel() == text)
        return;
    m_message->SetLabel(text);
    m_message->Wrap(std::max(100, GetClientSize().x - 8));
    Layout();
}

void PropertiesPanel::refresh() {
    m_dirty = true;
    build();
}

void PropertiesPanel::onIdle(wxIdleEvent& e) {
    e.Skip();
    // The hex the unit tool clicked shows when no unit is selected.
    if (m_ctx->selection().hex() != m_hex && m_unit.empty())
        m_dirty = true;
    if (m_ctx->selection().units() != m_seen)
        m_dirty = true;
    if (m_dirty)
        build();
}

void PropertiesPanel::build() {
    m_dirty = false;
    m_seen = m_ctx->selection().units();
    m_hex = m_ctx->selection().hex();
    const Scenario& s = m_ctx->scenario();
    wxString selected;
    if (wxPGProperty* p = m_grid->GetSelection())
        selected = p->GetName();
    const std::string before = m_unit;
    m_grid->Freeze();
    m_grid->Clear();
    m_unit.clear();
    for (const std::string& id : m_seen)
        if (s.findUnit(id)) {
            m_unit = id;
            break;
        }
    if (const Unit* u = s.findUnit(m_unit)) {
        wxString title = wx(u->name.empty() ? u->id : u->name);
        title += " (" + wx(std::string(toString(u->echelon))) + ")";
        if (m_seen.size() > 1)
            title += wxString::Format(", and %zu more selected", m_seen.size() - 1);
        m_title->SetLabel(title);
        buildUnit(*u);
        if (const Placement* p = s.findPlacement(u->id))
            buildPlacement(*u, *p);
        else if (!placeableUnder(s, u->id).empty()) {
            m_grid->Append(new wxPropertyCategory("Placement", "cat.placement"));
            m_grid->Append(readOnly(new wxStringProperty(
                "Hex", "p.none",
                u->isPlaceable() ? "not placed: drag from the tree, or click the map"
                                 : "drag to the map to deploy its counters")));
        }
    } else {
        buildHex();
    }
    if (before != m_unit)
        setMessage("");
    m_grid->Thaw();
    if (!selected.empty())
        if (wxPGProperty* p = m_grid->GetPropertyByName(selected))
            m_grid->SelectProperty(p, false);
    Layout();
}

void PropertiesPanel::buildUnit(const Unit& u) {
    const Scenario& s = m_ctx->scenario();
    const OrderOfBattle* oob = nullptr;
    s.findUnit(u.id, &oob);
    m_grid->Append(new wxPropertyCategory("Counter", "cat.counter"));
    m_grid->Append(new wxStringProperty("Name", "name", wx(u.name)));
    m_grid->Append(readOnly(new wxStringProperty("Id", "id", wx(u.id))));
    std::string kind = std::string(toString(u.echelon));
    if (u.arm != Arm::None && u.arm != Arm::Leader)
        kind += ", " + std::string(toString(u.arm));
    if (u.arm == Arm::Cavalry)
        kind += rules::armClassOf(u, s.rules) == rules::ArmClass::HeavyCavalry ? " (heavy)"
                                                                               : " (light)";
    m_grid->Append(readOnly(new wxStringProperty("Type", "type", wx(kind))));
    if (oob)
        m_grid->Append(readOnly(new wxStringProperty("Side", "side", wx(oob->side))));
    if (isHeadquarters(u) || u.echelon == Echelon::Regiment)
        m_grid->Append(new wxStringProperty("Commander", "commander", wx(u.commander)));
    auto* nat = new wxStringProperty("Nationality", "nationality", wx(u.nationality));
    if (u.nationality.empty() && oob) {
        nat->SetAttribute(wxPG_ATTR_HINT, wx(oob->nationalityOf(u) + " (inherited)"));
        nat->SetHelpString("empty: inherited from the parent unit or the side");
    }
    m_grid->Append(nat);
    m_grid->Append(new wxStringProperty("Class", "class", wx(u.unitClass)));
    if (u.echelon == Echelon::Leader) {
        m_grid->Append(new wxStringProperty("Rank", "rank", wx(u.rank)));
        m_grid->Append(new wxIntProperty("Leader bonus", "bonus", u.leaderBonus));
        m_grid->Append(new wxIntProperty("Movement", "movement", u.movement));
    } else if (!isHeadquarters(u)) {
        m_grid->Append(new wxIntProperty("Increments", "increments", u.increments));
        auto* morale = new wxIntProperty("Morale (d66)", "morale", u.morale);
        morale->SetHelpString("two digits 1-6 (11..66); 0 when not printed");
        m_grid->Append(morale);
        m_grid->Append(new wxIntProperty("Fire", "fire", u.fire));
        m_grid->Append(new wxIntProperty("Melee", "melee", u.melee));
        m_grid->Append(new wxIntProperty("Movement", "movement", u.movement));
        if (u.arm == Arm::Cavalry)
            m_grid->Append(new wxIntProperty("Lance bonus", "lance", u.lanceBonus));
        if (u.arm == Arm::Infantry || u.arm == Arm::Cavalry) {
            auto* sk = new wxBoolProperty("Skirmish", "skirmish", u.skirmish);
            sk->SetAttribute(wxPG_BOOL_USE_CHECKBOX, true);
            m_grid->Append(sk);
        }
        if (u.arm == Arm::Artillery) {
            wxPGChoices types;
            types.Add("foot", static_cast<int>(ArtilleryType::Foot));
            types.Add("horse", static_cast<int>(ArtilleryType::Horse));
            m_grid->Append(
                new wxEnumProperty("Artillery", "artillery", types, static_cast<int>(u.artillery)));
        }
    }
    m_grid->Append(new wxPropertyCategory("Source", "cat.source"));
    m_grid->Append(new wxStringProperty("Source", "source", wx(u.provenance.source)));
    m_grid->Append(new wxStringProperty("Page", "page", wx(u.provenance.page)));
}

void PropertiesPanel::buildPlacement(const Unit& u, const Placement& p) {
    const Scenario& s = m_ctx->scenario();
    m_grid->Append(new wxPropertyCategory("Placement", "cat.placement"));
    m_grid->Append(new wxStringProperty("Hex", "p.hex", wx(s.map.label(p.hex))));
    if (allowsTwoHexes(p.formation))
        m_grid->Append(new wxStringProperty(
            "Second hex", "p.second", p.second == kNoHex ? wxString() : wx(s.map.label(p.second))));

    wxPGChoices formations;
    std::vector<Formation> allowed = formationsAllowed(s, u, p.hex, p.increments);
    for (Formation f : allowed)
        formations.Add(wx(std::string(toString(f))), static_cast<int>(f));
    if (std::find(allowed.begin(), allowed.end(), p.formation) == allowed.end())
        formations.Add(wx(std::string(toString(p.formation)) + " (not allowed here)"),
                       static_cast<int>(p.formation));
    m_grid->Append(
        new wxEnumProperty("Formation", "p.formation", formations, static_cast<int>(p.formation)));

    const FacingKind kind = facingKindFor(p.formation);
    if (kind == FacingKind::None) {
        m_grid->Append(readOnly(new wxStringProperty("Facing", "p.facing", "none (six fronts)")));
    } else {
        wxPGChoices facings;
        for (int k = 0; k < 6; ++k)
            facings.Add(wx(formatFacing(Facing{kind, k})), k);
        m_grid->Append(new wxEnumProperty("Facing", "p.facing", facings, p.facing.dir));
    }
    auto* inc = new wxIntProperty("Current increments", "p.increments",
                                  p.increments < 0 ? u.increments : p.increments);
    inc->SetHelpString(wxString::Format("printed: %d", u.increments));
    m_grid->Append(inc);
    if (p.second != kNoHex) {
        const int n = p.increments < 0 ? u.increments : p.increments;
        auto* split = new wxStringProperty("Split", "p.split", wx(formatSplit(p.split)));
        split->SetHelpString(wxString::Format(
            "increments in the first hex + in the second, e.g. 4+1; empty: even (%d+%d)",
            rules::incrementsIn(n, true, true), rules::incrementsIn(n, true, false)));
        m_grid->Append(split);
    }
    wxPGChoices states;
    for (UnitState st : {UnitState::Good, UnitState::Disordered, UnitState::Routed})
        states.Add(wx(std::string(toString(st))), static_cast<int>(st));
    m_grid->Append(new wxEnumProperty("State", "p.state", states, static_cast<int>(p.state)));
}

void PropertiesPanel::buildHex() {
    const Scenario& s = m_ctx->scenario();
    if (!s.map.onMap(m_hex)) {
        m_title->SetLabel("Nothing selected");
        m_grid->Append(new wxPropertyCategory("Hex", "cat.hex"));
        m_grid->Append(readOnly(new wxStringProperty(
            "Hex", "h.none", "click a hex, or select a unit on the map or in the tree")));
        return;
    }
    const TerrainType& t = s.map.terrainType(m_hex);
    m_title->SetLabel("Hex " + wx(s.map.label(m_hex)));
    m_grid->Append(new wxPropertyCategory("Hex", "cat.hex"));
    m_grid->Append(readOnly(new wxStringProperty("Hex", "h.label", wx(s.map.label(m_hex)))));
    m_grid->Append(readOnly(new wxStringProperty("Terrain", "h.terrain", wx(t.name))));
    m_grid->Append(readOnly(new wxIntProperty("Elevation", "h.elevation", s.map.elevation(m_hex))));
    m_grid->Append(readOnly(new wxStringProperty(
        "Clear ground", "h.clear", rules::isClear(s.map, s.rules, m_hex) ? "yes" : "no")));
    m_grid->Append(readOnly(
        new wxStringProperty("Forces general order", "h.go", t.generalOrder ? "yes" : "no")));
    m_grid->Append(new wxPropertyCategory("Hexsides", "cat.hexsides"));
    for (HexSide side : kAllSides) {
        Features f = s.map.features(m_hex, side);
        std::string name(toString(side));
        m_grid->Append(readOnly(
            new wxStringProperty(wx(name), "h.side." + wx(name), wx(f ? formatFeatures(f) : "-"))));
    }
    std::string units;
    for (const std::string& id : units::unitsInHex(s, m_hex)) {
        const Unit* u = s.findUnit(id);
        units += (units.empty() ? "" : "; ") + (u ? u->name : id);
    }
    m_grid->Append(new wxPropertyCategory("Units", "cat.units"));
    m_grid->Append(
        readOnly(new wxStringProperty("Here", "h.units", wx(units.empty() ? "-" : units))));
}

void PropertiesPanel::refuse(wxPropertyGridEvent& e, const std::string& why) {
    e.Veto();
    e.SetValidationFailureBehavior(wxPG_VFB_STAY_IN_PROPERTY | wxPG_VFB_BEEP | wxPG_VFB_MARK_CELL);
    setMessage(wx(why));
}

void PropertiesPanel::onChanging(wxPropertyGridEvent& e) {
    const std::string name = utf8(e.GetPropertyName());
    const wxVariant value = e.GetValue();
    std::string why = name.rfind("p.", 0) == 0 ? applyPlacementEdit(name, value, true)
                                               : applyUnitEdit(name, value, true);
    if (!why.empty())
        refuse(e, why);
    else
        setMessage("");
}

void PropertiesPanel::onChanged(wxPropertyGridEvent& e) {
    const std::string name = utf8(e.GetPropertyName());
    const wxVariant value = e.GetProperty()->GetValue();
    std::string why = name.rfind("p.", 0) == 0 ? applyPlacementEdit(name, value, false)
                                               : applyUnitEdit(name, value, false);
    setMessage(wx(why));
    m_dirty = true;
}

std::string PropertiesPanel::applyUnitEdit(const std::string& prop, const wxVariant& value,
                                           bool dryRun) {
    const Scenario& s = m_ctx->scenario();
    const Unit* current = s.findUnit(m_unit);
    if (!current)
        return "the unit is gone";
    Unit u = *current;
    std::string label = "Edit Unit";
    if (prop == "name") {
        u.name = trimmed(value.GetString());
        if (u.name.empty())
            return "a unit needs a name";
        label = "Rename Unit";
    } else if (prop == "commander") {
        u.commander = trimmed(value.GetString());
    } else if (prop == "nationality") {
        u.nationality = trimmed(value.GetString());
    } else if (prop == "class") {
        u.unitClass = trimmed(value.GetString());
    } else if (prop == "rank") {
        u.rank = trimmed(value.GetString());
    } else if (prop == "source") {
        u.provenance.source = trimmed(value.GetString());
    } else if (prop == "page") {
        u.provenance.page = trimmed(value.GetString());
    } else if (prop == "skirmish") {
        u.skirmish = value.GetBool();
    } else if (prop == "artillery") {
        u.artillery = static_cast<ArtilleryType>(value.GetLong());
    } else {
        const long v = value.GetLong();
        if (v < -999 || v > 999)
            return std::to_string(v) + " is out of range";
        const int n = static_cast<int>(v);
        if (prop == "increments")
            u.increments = n;
        else if (prop == "morale") {
            if (n != 0 && !isD66(n))
                return "morale " + std::to_string(n) +
                       " is not a d66 number: two digits, each 1-6 (11..66), or 0 when not printed";
            u.morale = n;
        } else if (prop == "fire")
            u.fire = n;
        else if (prop == "melee")
            u.melee = n;
        else if (prop == "movement")
            u.movement = n;
        else if (prop == "lance")
            u.lanceBonus = n;
        else if (prop == "bonus")
            u.leaderBonus = n;
        else
            return {};
    }
    if (Status st = validateUnit(u); !st)
        return plain(st.error());
    if (dryRun || u == *current)
        return {};
    if (!m_ctx->document().execute(edit::editUnit(std::move(u), label)))
        return "the edit did not apply";
    return {};
}

std::string PropertiesPanel::applyPlacementEdit(const std::string& prop, const wxVariant& value,
                                                bool dryRun) {
    const Scenario& s = m_ctx->scenario();
    const Placement* current = s.findPlacement(m_unit);
    const Unit* u = s.findUnit(m_unit);
    if (!current || !u)
        return "the unit is not on the map";
    Placement p = *current;
    std::string label = "Move Unit";
    if (prop == "p.hex") {
        std::string text = trimmed(value.GetString());
        std::transform(text.begin(), text.end(), text.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        HexId h = s.map.find(text);
        if (h == kNoHex)
            return "there is no hex '" + text + "' on this map";
        std::optional<Placement> t = translatePlacement(s.map, p, p.hex, h);
        if (!t) {
            p.hex = h;
            p.second = kNoHex;
        } else {
            p = *t;
        }
        if (formationsAllowed(s, *u, h, p.increments).empty())
            return u->name + " may not stand in " + s.map.terrainType(h).name;
        p = fitFormation(s, std::move(p));
    } else if (prop == "p.second") {
        std::string text = trimmed(value.GetString());
        std::transform(text.begin(), text.end(), text.begin(),
                       [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
        label = "Two-Hex Line";
        if (text.empty()) {
            p.second = kNoHex;
        } else {
            HexId h = s.map.find(text);
            if (h == kNoHex)
                return "there is no hex '" + text + "' on this map";
            if (h != p.second) {
                std::optional<Placement> q = setSecondHex(s.map, p, h);
                if (!q)
                    return text + " is not across a flank side of " + s.map.label(p.hex);
                auto allowed = formationsAllowed(s, *u, h, p.increments);
                if (std::find(allowed.begin(), allowed.end(), p.formation) == allowed.end())
                    return "a " + std::string(toString(p.formation)) + " cannot stand in " +
                           s.map.terrainType(h).name;
                p = *q;
            }
        }
    } else if (prop == "p.formation") {
        auto f = static_cast<Formation>(value.GetLong());
        p = changeFormation(s.map, std::move(p), f,
                            defaultFacing(sideIndexOf(s, p.unit), FacingKind::Hexside).dir);
        label = "Change Formation";
    } else if (prop == "p.facing") {
        p = rotateFacing(s.map, std::move(p), static_cast<int>(value.GetLong()) - p.facing.dir);
        label = "Rotate Unit";
    } else if (prop == "p.increments") {
        const long v = value.GetLong();
        if (v < 0)
            return "increments cannot be negative";
        if (v > u->increments)
            return "more than the " + std::to_string(u->increments) + " printed increments";
        p.increments = v == u->increments ? -1 : static_cast<int>(v);
        label = "Change Increments";
    } else if (prop == "p.split") {
        const std::string text = trimmed(value.GetString());
        if (text.empty()) {
            p.split = kEvenSplit;
        } else if (auto split = parseSplit(text)) {
            p.split = *split;
        } else {
            return "write the increments in each hex as first+second, e.g. 4+1";
        }
        label = "Split Increments";
    } else if (prop == "p.state") {
        p.state = static_cast<UnitState>(value.GetLong());
        label = "Change State";
    } else {
        return {};
    }
    if (Status st = validatePlacement(s.map, p); !st)
        return plain(st.error());
    if (dryRun || p == *current)
        return {};
    if (!m_ctx->document().execute(edit::updatePlacement(std::move(p), label)))
        return "the edit did not apply";
    m_ctx->selection().prune(m_ctx->scenario());
    return {};
}

} // namespace marengo::editor
