#include "editor/ui/issues_panel.hpp"

#include "engine/checks/checks.hpp"

#include <wx/artprov.h>
#include <wx/imaglist.h>
#include <wx/tooltip.h>

namespace marengo::editor {

namespace {
enum Column { kSeverity, kCheck, kMessage, kWhere, kRule };
}

IssuesPanel::IssuesPanel(wxWindow* parent)
    : wxListView(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 160),
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_HRULES) {
    auto* images = new wxImageList(16, 16);
    images->Add(wxArtProvider::GetBitmap(wxART_ERROR, wxART_LIST, wxSize(16, 16)));
    images->Add(wxArtProvider::GetBitmap(wxART_WARNING, wxART_LIST, wxSize(16, 16)));
    images->Add(wxArtProvider::GetBitmap(wxART_INFORMATION, wxART_LIST, wxSize(16, 16)));
    AssignImageList(images, wxIMAGE_LIST_SMALL);
    AppendColumn("Severity", wxLIST_FORMAT_LEFT, 90);
    AppendColumn("Check", wxLIST_FORMAT_LEFT, 150);
    AppendColumn("Problem", wxLIST_FORMAT_LEFT, 520);
    AppendColumn("Where", wxLIST_FORMAT_LEFT, 150);
    AppendColumn("Rule", wxLIST_FORMAT_LEFT, 300);
    // The Rule column shows the short form of a citation; the row's tooltip gives it in full.
    Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        int flags = 0;
        const long item = HitTest(e.GetPosition(), flags);
        const wxString tip = item >= 0 ? ruleTooltip(item) : wxString();
        if (tip != (GetToolTip() ? GetToolTip()->GetTip() : wxString()))
            SetToolTip(tip);
        e.Skip();
    });
    Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) {
        auto i = static_cast<std::size_t>(e.GetIndex());
        if (i < m_rows.size() && onActivate)
            onActivate(m_rows[i]);
    });
}

void IssuesPanel::setIssues(std::vector<IssueRow> rows) {
    long sel = GetFirstSelected();
    std::string selected;
    if (sel >= 0 && static_cast<std::size_t>(sel) < m_rows.size())
        selected = m_rows[static_cast<std::size_t>(sel)].problem.message;
    m_rows = std::move(rows);
    SetItemCount(static_cast<long>(m_rows.size()));
    if (sel >= 0)
        Select(sel, false);
    for (std::size_t i = 0; i < m_rows.size() && !selected.empty(); ++i) {
        if (m_rows[i].problem.message == selected) {
            Select(static_cast<long>(i));
            break;
        }
    }
    Refresh();
}

int IssuesPanel::count(Severity s) const {
    int n = 0;
    for (const IssueRow& r : m_rows)
        n += r.problem.severity == s ? 1 : 0;
    return n;
}

wxString IssuesPanel::OnGetItemText(long item, long column) const {
    const IssueRow& r = m_rows[static_cast<std::size_t>(item)];
    switch (column) {
    case kSeverity:
        return wxString::FromUTF8(std::string(toString(r.problem.severity)));
    case kCheck:
        return wxString::FromUTF8(r.problem.check);
    case kMessage:
        return wxString::FromUTF8(r.problem.message);
    case kWhere:
        return wxString::FromUTF8(r.location);
    case kRule: {
        const CheckInfo* c = findCheck(r.problem.check);
        return c ? wxString::FromUTF8(shortCitation(c->citation)) : wxString("file format");
    }
    }
    return {};
}

wxString IssuesPanel::ruleTooltip(long item) const {
    if (item < 0 || static_cast<std::size_t>(item) >= m_rows.size())
        return {};
    const CheckInfo* c = findCheck(m_rows[static_cast<std::size_t>(item)].problem.check);
    return c ? wxString::FromUTF8("Rule: " + std::string(c->citation)) : wxString();
}

int IssuesPanel::OnGetItemImage(long item) const {
    return static_cast<int>(m_rows[static_cast<std::size_t>(item)].problem.severity);
}

} // namespace marengo::editor
