#include "editor/ui/dialogs/dialog_support.hpp"

#include <wx/listbox.h>

namespace marengo::editor {

std::string trimmedUtf8(const wxString& s) {
    wxString t = s;
    t.Trim(true).Trim(false);
    return t.utf8_string();
}

wxString countOf(int n, const char* singular, const char* plural) {
    return wxString::Format("%d %s", n, n == 1 ? singular : plural);
}

void showMessages(wxListBox& list, const std::vector<std::string>& errors,
                  const std::vector<std::string>& warnings, const wxString& allClear) {
    list.Clear();
    for (const std::string& e : errors)
        list.Append(wxString::FromUTF8("\u2716 " + e));
    for (const std::string& w : warnings)
        list.Append(wxString::FromUTF8("\u26a0 " + w));
    if (errors.empty() && warnings.empty())
        list.Append(allClear);
}

} // namespace marengo::editor
