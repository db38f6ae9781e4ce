#pragma once
// The history pane: the document's undo history as a list, oldest first (Tiled's undo view).
// The current step is selected; steps after it are undone (greyed) and can be redone. A click
// on a step undoes or redoes to it.
#include "engine/edit/document.hpp"

#include <wx/listctrl.h>

#include <cstddef>
#include <string>

namespace marengo::editor {

class HistoryPanel : public wxListView {
public:
    HistoryPanel(wxWindow* parent, edit::Document& doc);

    /// Label of the first row, the document as opened or created.
    static constexpr const char* kStartLabel = "(as opened)";

    /// Brings the rows in line with the document's history (also done at idle time); `force`
    /// redraws and reselects the current step even when the history looks unchanged.
    void sync(bool force = false);

private:
    wxString OnGetItemText(long item, long column) const override;
    wxListItemAttr* OnGetItemAttr(long item) const override;

    edit::Document& m_doc;
    std::size_t m_shownSize = 0;
    std::size_t m_shownDepth = 0;
    std::string m_shownLast; ///< name of the last step shown: a new edit after an undo
    bool m_syncing = false;  ///< selecting the current row is not a click
    mutable wxListItemAttr m_undone;
};

} // namespace marengo::editor
