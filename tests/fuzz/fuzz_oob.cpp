// Fuzzes the order-of-battle reader and the writer round trip.
#include "formats/formats.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseOob(text, "fuzz.oob.xml");
    if (loaded.value) {
        std::string out = marengo::formats::writeOob(*loaded.value);
        auto again = marengo::formats::parseOob(out, "again.oob.xml");
        if (!again.value || !(*again.value == *loaded.value))
            std::abort();
    }
    return 0;
}
