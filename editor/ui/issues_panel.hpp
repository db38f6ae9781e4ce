#pragma once
// The issues panel: every problem of the rules engine and of file loading, like a compiler's
// error list. Double-click goes to the problem (centre on its hex, select its unit).
#include "engine/checks/problem.hpp"
#include "engine/map/map.hpp"

#include <wx/listctrl.h>

#include <functional>
#include <vector>

namespace marengo::editor {

/// A row of the panel: a rule-check problem or a file problem (with file:line:col).
struct IssueRow {
    Problem problem;
    std::string location; ///< printed hex labels, or file:line:col
};

class IssuesPanel : public wxListView {
public:
    explicit IssuesPanel(wxWindow* parent);

    /// Replaces the rows; keeps the selection on the same problem when it is still there.
    void setIssues(std::vector<IssueRow> rows);
    const std::vector<IssueRow>& issues() const { return m_rows; }
    /// Number of rows of a severity.
    int count(Severity s) const;

    /// The tooltip of a row: its check's full rule citation ("" for file problems).
    wxString ruleTooltip(long item) const;

    /// Called when a row is activated (double-click or Enter).
    std::function<void(const IssueRow&)> onActivate;

private:
    wxString OnGetItemText(long item, long column) const override;
    int OnGetItemImage(long item) const override;
    std::vector<IssueRow> m_rows;
};

} // namespace marengo::editor
