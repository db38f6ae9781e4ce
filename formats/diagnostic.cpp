#include "formats/formats.hpp"

namespace marengo::formats {

std::string Diagnostic::format() const {
    if (line <= 0)
        return file + ": " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + message;
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
