#pragma once
// What the dialogs share. Each dialog lives in its own file beside this one, is built from
// (parent window, EditorContext), and answers with checked(): the value its entries describe,
// or the problems that keep them from being one (Checked, editor/forms/checked.hpp). What the
// entries mean is GUI-free code under editor/forms/ where it is more than reading a control.
#include "editor/forms/checked.hpp"
#include "editor/forms/sides.hpp"
#include "engine/scenario/scenario.hpp"

#include <wx/string.h>

#include <filesystem>
#include <string>
#include <vector>

class wxListBox;

namespace marengo::editor {

/// UTF-8 text of a wx string, trimmed at both ends.
std::string trimmedUtf8(const wxString& s);
/// "1 arrival", "3 arrivals".
wxString countOf(int n, const char* singular, const char* plural);
/// Fills a dialog's message list: each error marked \u2716, then each warning marked \u26a0; when
/// there are none, `allClear` alone.
void showMessages(wxListBox& list, const std::vector<std::string>& errors,
                  const std::vector<std::string>& warnings, const wxString& allClear);

/// The folder of the file last opened, saved or written (remembered in wxConfig between
/// sessions); the working folder before any.
std::filesystem::path lastFolder();
/// Remembers the folder of `file` as lastFolder().
void rememberFolder(const std::filesystem::path& file);

} // namespace marengo::editor
