#include "editor/ui/history_panel.hpp"

#include <wx/settings.h>

#include <algorithm>

namespace marengo::editor {

HistoryPanel::HistoryPanel(wxWindow* parent, edit::Document& doc)
    : wxListView(parent, wxID_ANY, wxDefaultPosition, wxSize(260, 160),
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_NO_HEADER),
      m_doc(doc) {
    AppendColumn("Step", wxLIST_FORMAT_LEFT, 400);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        SetColumnWidth(0, std::max(GetClientSize().x, 100));
        e.Skip();
    });
    m_undone.SetTextColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        if (m_syncing || e.GetIndex() < 0)
            return;
        m_doc.goToDepth(static_cast<std::size_t>(e.GetIndex()));
        sync(true); // the selection goes back to the current step if it could not move
    });
    // A stroke's step is added when the stroke ends, which tells no listener: the rows are
    // compared with the history when the window is idle (a few numbers and one name).
    Bind(wxEVT_IDLE, [this](wxIdleEvent& e) {
        sync();
        e.Skip();
    });
    sync();
}

void HistoryPanel::sync(bool force) {
    const std::size_t size = m_doc.historySize();
    const std::size_t depth = m_doc.undoDepth();
    const std::string last = size ? m_doc.stepName(size - 1) : std::string();
    if (!force && size == m_shownSize && depth == m_shownDepth && last == m_shownLast &&
        GetItemCount() == static_cast<long>(size + 1))
        return;
    m_shownSize = size;
    m_shownDepth = depth;
    m_shownLast = last;
    m_syncing = true;
    SetItemCount(static_cast<long>(size + 1));
    Select(static_cast<long>(depth));
    Focus(static_cast<long>(depth));
    m_syncing = false;
    Refresh();
}

wxString HistoryPanel::OnGetItemText(long item, long) const {
    if (item <= 0 || static_cast<std::size_t>(item) > m_doc.historySize())
        return kStartLabel;
    return wxString::FromUTF8(m_doc.stepName(static_cast<std::size_t>(item - 1)));
}

wxListItemAttr* HistoryPanel::OnGetItemAttr(long item) const {
    return static_cast<std::size_t>(item) > m_doc.undoDepth() ? &m_undone : nullptr;
}

} // namespace marengo::editor
