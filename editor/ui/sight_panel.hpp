#pragma once
// The Sight panel: the last lines of sight checked with the Line of Sight tool, each both ways
// (observer to target and back), and the viewsheds with their hex counts, newest first. The
// tool writes the log (ToolSettings::sightLog); the panel shows it, read at idle time.
#include "editor/ui/tool_settings.hpp"

#include <wx/listctrl.h>

#include <string>
#include <vector>

namespace marengo::editor {

class SightPanel : public wxListView {
public:
    SightPanel(wxWindow* parent, ToolSettings& settings);

    /// Brings the rows in line with the log (also done at idle time).
    void sync();

private:
    wxString OnGetItemText(long item, long column) const override;
    /// The longest line of the log, for the column's width.
    wxString longest() const;

    ToolSettings& m_settings;
    std::vector<std::string> m_shown; ///< the log as last shown, oldest first
};

} // namespace marengo::editor
