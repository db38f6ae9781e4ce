// Fuzzes the rules-profile reader and the writer round trip.
#include "formats/formats.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseRules(text, "fuzz.rules.xml");
    if (loaded.value) {
        std::string out = marengo::formats::writeRules(*loaded.value);
        auto again = marengo::formats::parseRules(out, "again.rules.xml");
        if (!again.value || !(*again.value == *loaded.value))
            std::abort();
    }
    return 0;
}
