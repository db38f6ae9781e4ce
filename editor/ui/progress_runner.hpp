#pragma once
// Long work with progress and Cancel (opening a big scenario, a full validation, an export): the
// work runs on a worker thread while the window stays live; when it takes longer than a moment a
// progress dialog shows how far it is and offers Cancel. The work must only read the document
// and build its result aside: the caller commits the result on the UI thread when it finished.
#include "engine/core/progress.hpp"

#include <wx/string.h>
#include <wx/window.h>

#include <functional>

class wxProgressDialog;

namespace marengo::editor {

/// Runs `work` on a worker thread with a progress dialog over `parent` (modal to the
/// application, so the document cannot change meanwhile). Returns true when the work finished
/// and was not cancelled.
bool runWithProgress(wxWindow* parent, const wxString& title,
                     const std::function<void(Progress&)>& work);

/// For tests and tuning: how long the work runs before the dialog appears (milliseconds; 0
/// shows it at once), and a function called once the dialog is up (tests cancel from it).
struct ProgressDialogHooks {
    int delayMs = 400;
    std::function<void(wxProgressDialog&, Progress&)> onShown;
};
ProgressDialogHooks& progressDialogHooks();

} // namespace marengo::editor
