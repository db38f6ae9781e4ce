// All-or-nothing saves of a file set: a writer killed with SIGKILL at random moments, then the
// next open's recovery; the whole old set or the whole new set, and no file left behind.
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <random>
#include <sys/wait.h>

using namespace marengo;
using namespace marengo::formats;
namespace fs = std::filesystem;

namespace {

const char* const kNames[] = {"pack.scenario.xml", "pack.map.xml", "first.oob.xml",
                              "second.oob.xml"};

/// Generation `gen` of the set: each file says its generation on its first line and is big
/// enough (about half a megabyte together) that a kill often lands while the files are written.
std::vector<FileContent> generation(const fs::path& dir, int gen) {
    std::vector<FileContent> out;
    for (std::size_t i = 0; i < std::size(kNames); ++i) {
        std::string text = "generation " + std::to_string(gen) + "\n";
        text.append(100000 + 20000 * i + static_cast<std::size_t>(gen % 7) * 1000,
                    static_cast<char>('a' + (gen + static_cast<int>(i)) % 26));
        out.push_back({dir / kNames[i], std::move(text)});
    }
    return out;
}

int generationOf(const fs::path& file) {
    const std::string text = test::readText(file);
    if (!text.starts_with("generation "))
        return -1;
    return std::stoi(text.substr(11));
}

std::size_t fileCount(const fs::path& dir) {
    std::size_t n = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
        (void)entry;
        ++n;
    }
    return n;
}

} // namespace

TEST_CASE("soak: a save killed at any moment leaves the old set or the new set, nothing else") {
    const fs::path dir = fs::temp_directory_path() / ("marengo-soak-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path anchor = dir / kNames[0];
    REQUIRE(saveSet(anchor, generation(dir, 0)));

    // How long one save takes here, so that the kills spread over the whole save.
    auto t0 = std::chrono::steady_clock::now();
    REQUIRE(saveSet(anchor, generation(dir, 1)));
    REQUIRE(saveSet(anchor, generation(dir, 2)));
    const auto perSave = std::max<long long>(
        200,
        std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0)
                .count() /
            2);
    int current = 2;

    std::mt19937 random(20261201); // fixed seed: the same kill moments on every run
    int kept = 0, replaced = 0, completed = 0, rolledBack = 0;
    const int kTrials = 200;
    for (int trial = 0; trial < kTrials; ++trial) {
        const int next = current + 1;
        std::vector<FileContent> files = generation(dir, next);
        const auto delay = std::uniform_int_distribution<long long>(0, perSave * 5 / 4)(random);
        pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            saveSet(anchor, files);
            ::_exit(0);
        }
        ::usleep(static_cast<useconds_t>(delay));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);

        // The next open.
        const bool committed = fs::exists(dir / ".pack.scenario.xml.save-commit");
        const bool prepared = fs::exists(dir / ".pack.scenario.xml.save-prepare");
        REQUIRE(recoverSaveSet(anchor));
        completed += committed;
        rolledBack += prepared;

        INFO("trial " << trial << " killed after " << delay << " us");
        const int gen = generationOf(anchor);
        CHECK((gen == current || gen == next));
        for (const char* name : kNames)
            CHECK(generationOf(dir / name) == gen); // the whole set, old or new
        CHECK(fileCount(dir) == std::size(kNames)); // no temporary file, no journal
        if (gen == next) {
            CHECK(test::readText(anchor) == files[0].content);
            ++replaced;
        } else {
            ++kept;
        }
        current = gen;
    }
    // The kills landed before, inside and after the writes.
    CHECK(kept > 0);
    CHECK(replaced > 0);
    CHECK(completed + rolledBack > 0);
    INFO("kept " << kept << ", replaced " << replaced << ", completed " << completed
                 << ", rolled back " << rolledBack);
    CHECK(kept + replaced == kTrials);
    fs::remove_all(dir);
}

TEST_CASE("opening a scenario finishes a committed save and removes stale temporary files") {
    const fs::path dir =
        fs::temp_directory_path() / ("marengo-journal-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path anchor = dir / "a.scenario.xml";
    {
        std::ofstream(anchor) << "old";
        std::ofstream(dir / "a.map.xml") << "old map";
        std::ofstream(dir / ".a.scenario.xml.tmp-1") << "new";
        std::ofstream(dir / ".a.map.xml.tmp-2") << "new map";
        std::ofstream(dir / ".a.scenario.xml.save-commit")
            << ".a.scenario.xml.tmp-1\ta.scenario.xml\n.a.map.xml.tmp-2\ta.map.xml\n";
        std::ofstream(dir / ".a.scenario.xml.tmp-stale") << "left by a kill";
    }
    auto loaded = loadScenario(anchor); // not a scenario: only the recovery matters here
    CHECK(test::readText(anchor) == "new");
    CHECK(test::readText(dir / "a.map.xml") == "new map");
    CHECK(fileCount(dir) == 2);
    fs::remove_all(dir);
}
