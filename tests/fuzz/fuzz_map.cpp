// Fuzzes the map reader and, for what it accepts, the writer round trip.
#include "formats/formats.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseMap(text, "fuzz.map.xml");
    if (loaded.value) {
        // What was read must write and read back to the same model.
        std::string out = marengo::formats::writeMap(*loaded.value);
        auto again = marengo::formats::parseMap(out, "again.map.xml");
        if (!again.value || !(*again.value == *loaded.value))
            std::abort();
    }
    return 0;
}
