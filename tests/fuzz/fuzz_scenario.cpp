// Fuzzes the scenario reader against the Friedland sample's map and orders of battle (loaded
// once), so hex labels and unit references resolve as they do in real files.
#include "formats/formats.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {
struct Context {
    marengo::Map map;
    std::vector<marengo::OrderOfBattle> oobs;
    Context() {
        const std::string dir = MARENGO_SOURCE_DIR "/samples/friedland/";
        auto m = marengo::formats::loadMap(dir + "friedland.map.xml");
        if (!m.value)
            std::abort();
        map = std::move(*m.value);
        for (const char* f : {"french.oob.xml", "russian.oob.xml"}) {
            auto o = marengo::formats::loadOob(dir + f);
            if (!o.value)
                std::abort();
            oobs.push_back(std::move(*o.value));
        }
    }
};
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const Context ctx;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = marengo::formats::parseScenario(text, "fuzz.scenario.xml", ctx.map, ctx.oobs);
    if (loaded.value)
        (void)marengo::formats::writeScenario(*loaded.value);
    return 0;
}
