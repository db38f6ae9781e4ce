#include "formats/formats.hpp"

namespace marengo::formats {

std::string problemText(const SourceLocation& where, Severity severity, std::string_view message) {
    std::string text = where.format();
    text += ": ";
    text += toString(severity);
    text += ": ";
    text += message;
    return text;
}

std::string Diagnostic::format() const {
    return problemText(SourceLocation{file, line, col, {}}, severity, message);
}

std::string diagnosticsText(const std::vector<Diagnostic>& diagnostics, std::size_t most) {
    std::string text;
    for (std::size_t i = 0; i < diagnostics.size() && i < most; ++i)
        text += (i ? "\n" : "") + diagnostics[i].format();
    if (diagnostics.size() > most)
        text += "\n... and " + std::to_string(diagnostics.size() - most) + " more";
    return text;
}

} // namespace marengo::formats
