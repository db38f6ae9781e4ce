#include "formats/formats.hpp"

namespace marengo::formats {

std::string Diagnostic::format() const {
    if (line <= 0)
        return file + ": " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + message;
}

} // namespace marengo::formats
