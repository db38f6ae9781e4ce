// Placeholders for features whose engineers are at work: each removes its entries here when its
// own file lands. A placeholder tool factory returns nullptr (the palette skips it); a
// placeholder handler says the feature is not there yet.
#include "ui/main_frame.hpp"
#include "ui/tools/tools.hpp"

#include <wx/msgdlg.h>

namespace marengo::editor {

namespace {
[[maybe_unused]] void notYet(wxWindow* parent, const char* what) {
    wxMessageBox(wxString(what) + " is not available yet.", "Marengo", wxOK, parent);
}
} // namespace

} // namespace marengo::editor
