#include "editor/ui/dialogs/dialog_support.hpp"

#include <wx/config.h>
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

namespace {
const char* const kLastFolderKey = "/paths/last-folder";
}

std::filesystem::path lastFolder() {
    wxString folder;
    if (wxConfigBase::Get()->Read(kLastFolderKey, &folder) && !folder.empty())
        return std::filesystem::path(folder.utf8_string());
    std::error_code ec;
    return std::filesystem::current_path(ec);
}

void rememberFolder(const std::filesystem::path& file) {
    std::error_code ec;
    const std::filesystem::path folder = std::filesystem::absolute(file, ec).parent_path();
    if (ec || folder.empty())
        return;
    wxConfigBase::Get()->Write(kLastFolderKey, wxString::FromUTF8(folder.string()));
    wxConfigBase::Get()->Flush();
}

} // namespace marengo::editor
