// Fuzzes the OOB CSV importer (`marengo import-oob FILE.csv`): a header row naming the columns in
// any order, then a unit a row.
#include "formats/oob_text.hpp"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseOobCsv(text, "fuzz.csv");
    if (loaded.value)
        (void)marengo::formats::writeOobText(*loaded.value);
    return 0;
}
