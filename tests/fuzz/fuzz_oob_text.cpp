// Fuzzes the OOB text importer (`marengo import-oob`) and its writer: whatever the text, the
// importer returns, and the units it accepted can be written back out.
#include "formats/oob_text.hpp"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseOobText(text, "fuzz.oob.txt");
    if (loaded.value)
        (void)marengo::formats::writeOobText(*loaded.value);
    return 0;
}
