// Fuzzes a whole scenario folder as `marengo validate` sees it: the input is five files separated
// by NUL bytes (scenario, map, two orders of battle, rules profile), written to a folder under
// the names the seed scenario refers to; the scenario is loaded from disk, references and all,
// and every check runs on it. Seeds: tests/fuzz/corpus/pack/ (see its README).
#include "engine/checks/checks.hpp"
#include "formats/formats.hpp"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {
constexpr std::array<const char*, 5> kNames = {"s.scenario.xml", "m.map.xml", "a.oob.xml",
                                               "b.oob.xml", "r.rules.xml"};

const fs::path& folder() {
    static const fs::path dir = [] {
        fs::path d = fs::temp_directory_path() / ("marengo-fuzz-pack-" + std::to_string(getpid()));
        fs::create_directories(d);
        return d;
    }();
    return dir;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view rest(reinterpret_cast<const char*>(data), size);
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        const std::size_t end = i + 1 < kNames.size() ? rest.find('\0') : std::string_view::npos;
        const std::string_view part = rest.substr(0, end);
        std::ofstream(folder() / kNames[i], std::ios::binary | std::ios::trunc)
            .write(part.data(), static_cast<std::streamsize>(part.size()));
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
    }
    auto loaded = marengo::formats::loadScenario(folder() / kNames[0]);
    if (loaded.value)
        (void)marengo::runChecks(*loaded.value);
    return 0;
}
