#include "editor/ui/progress_runner.hpp"

#include <wx/progdlg.h>
#include <wx/utils.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <exception>
#include <thread>

namespace marengo::editor {

namespace {
constexpr int kRange = 1000;
constexpr int kPollMs = 40;
} // namespace

ProgressDialogHooks& progressDialogHooks() {
    static ProgressDialogHooks hooks;
    return hooks;
}

bool runWithProgress(wxWindow* parent, const wxString& title,
                     const std::function<void(Progress&)>& work) {
    Progress progress;
    std::atomic<bool> finished{false};
    std::exception_ptr failure;
    std::thread worker([&] {
        try {
            work(progress);
        } catch (...) { // (out of memory on a huge map): rethrown on the UI thread
            failure = std::current_exception();
        }
        finished.store(true);
    });
    // Short work ends without a dialog flashing up.
    const auto start = std::chrono::steady_clock::now();
    const auto delay = std::chrono::milliseconds(progressDialogHooks().delayMs);
    while (!finished.load() && std::chrono::steady_clock::now() - start < delay)
        wxMilliSleep(5);
    // A delay of 0 shows the dialog even when the work was quicker than this thread (tests).
    if (!finished.load() || delay.count() == 0) {
        wxProgressDialog dlg(title, wxString::FromUTF8(progress.stageName()) + "...", kRange,
                             parent,
                             wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_ELAPSED_TIME | wxPD_SMOOTH);
        if (progressDialogHooks().onShown)
            progressDialogHooks().onShown(dlg, progress);
        while (!finished.load()) {
            int value = static_cast<int>(std::lround(progress.fraction() * (kRange - 1)));
            wxString stage = progress.keepGoing() ? wxString::FromUTF8(progress.stageName()) + "..."
                                                  : wxString("Cancelling...");
            // Update runs the event loop (repaints, the Cancel button); false once cancelled.
            if (!dlg.Update(value, stage))
                progress.cancel();
            wxMilliSleep(kPollMs);
        }
    }
    worker.join();
    if (failure)
        std::rethrow_exception(failure);
    return progress.keepGoing();
}

} // namespace marengo::editor
