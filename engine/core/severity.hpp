#pragma once
// How serious a finding is: shared by the checks, the file readers' diagnostics and every report.
#include <string_view>

namespace marengo {

enum class Severity { Error, Warning, Info };

/// "error", "warning" or "info": the word used in text, JSON and SARIF reports.
constexpr std::string_view toString(Severity s) {
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "error";
}

} // namespace marengo
