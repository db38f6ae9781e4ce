#include "editor/ui/sight_panel.hpp"

#include <algorithm>

namespace marengo::editor {

SightPanel::SightPanel(wxWindow* parent, ToolSettings& settings)
    : wxListView(parent, wxID_ANY, wxDefaultPosition, wxSize(360, 160),
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_NO_HEADER),
      m_settings(settings) {
    AppendColumn("Line of sight", wxLIST_FORMAT_LEFT, 600);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        // As wide as the panel, or the longest line: a long verdict scrolls, never cut off.
        SetColumnWidth(0, std::max(GetClientSize().x, GetTextExtent(longest()).x + 16));
        e.Skip();
    });
    Bind(wxEVT_IDLE, [this](wxIdleEvent& e) {
        sync();
        e.Skip();
    });
}

wxString SightPanel::longest() const {
    std::string out;
    for (const std::string& s : m_shown)
        if (s.size() > out.size())
            out = s;
    return wxString::FromUTF8(out);
}

void SightPanel::sync() {
    if (m_settings.sightLog == m_shown)
        return;
    m_shown = m_settings.sightLog;
    SetItemCount(static_cast<long>(m_shown.size()));
    SetColumnWidth(0, std::max(GetClientSize().x, GetTextExtent(longest()).x + 16));
    Refresh();
}

wxString SightPanel::OnGetItemText(long item, long) const {
    const auto i = static_cast<std::size_t>(item);
    return i < m_shown.size() ? wxString::FromUTF8(m_shown[m_shown.size() - 1 - i]) : wxString();
}

} // namespace marengo::editor
