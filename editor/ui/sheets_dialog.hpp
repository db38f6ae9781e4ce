#pragma once
// Map > Map Sheets: add a sheet (letter, place on the battlefield grid, size), remove one, and
// edit the hex numbering. Works on a copy; the frame turns the result into one undoable command
// (edit::resheet + edit::replaceMap) that keeps every hex's data at its grid position.
#include "engine/map/map.hpp"

#include <wx/dialog.h>

#include <vector>

class wxButton;
class wxChoice;
class wxListView;
class wxSpinCtrl;
class wxStaticText;

namespace marengo::editor {

class SheetsDialog : public wxDialog {
public:
    SheetsDialog(wxWindow* parent, const Map& map);

    const std::vector<Sheet>& sheets() const { return m_sheets; }
    Numbering numbering() const;

    /// The same as the dialog's buttons (used by them, and by tests).
    bool addSheet(const Sheet& s);
    bool removeSheet(char letter);

private:
    void build();
    void refreshList();
    void suggestNext();
    /// Checks the sheets and numbering as Map::create would; shows why not, and enables OK.
    void validate();

    std::string m_name;
    std::vector<Sheet> m_sheets;
    wxListView* m_list = nullptr;
    wxButton* m_remove = nullptr;
    wxChoice* m_letter = nullptr;
    wxSpinCtrl* m_col = nullptr;
    wxSpinCtrl* m_row = nullptr;
    wxSpinCtrl* m_cols = nullptr;
    wxSpinCtrl* m_rows = nullptr;
    wxSpinCtrl* m_colDigits = nullptr;
    wxSpinCtrl* m_rowDigits = nullptr;
    wxSpinCtrl* m_firstCol = nullptr;
    wxSpinCtrl* m_firstRow = nullptr;
    wxStaticText* m_status = nullptr;
};

} // namespace marengo::editor
