#pragma once
// File > New: a new battle of a chosen rules profile, its map sheets (across x down, each of
// the profile's printed size or another), its name, date and times, with a picture of the
// sheets as they will lie. The battle itself is formats::newBattle's (one answer with
// `marengo new`); the dialog only reads its entries and shows the result.
#include "formats/new_battle.hpp"

#include <wx/dialog.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxChoice;
class wxListBox;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace marengo::editor {

class NewBattleDialog : public wxDialog {
public:
    static constexpr const char* kWindowName = "new-battle";

    explicit NewBattleDialog(wxWindow* parent);

    /// What the entries ask for.
    formats::NewBattle spec() const;
    /// What keeps the entries from making a battle, one sentence each; empty when OK is on.
    const std::vector<std::string>& problems() const { return m_problems; }
    /// The battle the entries make (shown in the picture); empty while there are problems.
    const std::optional<formats::NewBattleResult>& battle() const { return m_battle; }
    /// Sets the sheet size to the chosen profile's printed sheet (the profile choice does it).
    void useProfileSheetSize();

private:
    void update();
    void onPaintPicture(wxPaintEvent&);

    std::vector<std::pair<std::string, RulesProfile>> m_profiles;
    wxChoice* m_profile = nullptr;
    wxTextCtrl* m_title = nullptr;
    wxTextCtrl* m_first = nullptr;
    wxTextCtrl* m_second = nullptr;
    wxTextCtrl* m_date = nullptr;
    wxTextCtrl* m_start = nullptr;
    wxTextCtrl* m_end = nullptr;
    wxStaticText* m_turns = nullptr;
    wxSpinCtrl* m_across = nullptr;
    wxSpinCtrl* m_down = nullptr;
    wxSpinCtrl* m_columns = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxStaticText* m_sizeNote = nullptr;
    wxWindow* m_picture = nullptr;
    wxStaticText* m_summary = nullptr;
    wxListBox* m_messages = nullptr;
    std::vector<std::string> m_problems;
    std::optional<formats::NewBattleResult> m_battle;
};

} // namespace marengo::editor
