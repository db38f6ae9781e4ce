#pragma once
// Map > Map Sheets: add a sheet (letter, place on the battlefield grid, size), remove one, and
// edit the hex numbering. Works on a copy; the frame turns the result into one undoable command
// (edit::resheet + edit::replaceMap) that keeps every hex's data at its grid position.
#include "editor/ui/dialogs/dialog_support.hpp"
#include "editor/ui/editor_context.hpp"

#include <wx/dialog.h>

#include <vector>

class wxButton;
class wxChoice;
class wxListView;
class wxSpinCtrl;
class wxStaticText;

namespace marengo::editor {

/// The sheets and numbering the dialog describes.
struct SheetLayout {
    std::vector<Sheet> sheets;
    Numbering numbering;
};

class SheetsDialog : public wxDialog {
public:
    SheetsDialog(wxWindow* parent, EditorContext& ctx);

    /// The sheets and numbering, or why Map::create refuses them.
    Checked<SheetLayout> checked() const;

    /// The same as the dialog's buttons (used by them, and by tests).
    bool addSheet(const Sheet& s);
    bool removeSheet(char letter);

private:
    Numbering numbering() const;
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
