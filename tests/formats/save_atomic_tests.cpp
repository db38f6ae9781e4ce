// saveAtomic: a temporary file in the same folder renamed over the target; on failure the old
// file is untouched and no temporary file is left behind.
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {
/// Names in a folder, to check that no temporary file is left.
std::vector<std::string> listing(const std::filesystem::path& folder) {
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(folder))
        names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}
} // namespace

TEST_CASE("saveAtomic writes a new file and replaces an old one", "[formats][save]") {
    TempFolder dir("save-new");
    const auto target = dir / "battle.scenario.xml";
    Status st = saveAtomic(target, "first\n");
    INFO((st ? "" : st.error()));
    REQUIRE(st);
    CHECK(readText(target) == "first\n");

    ::chmod(target.c_str(), 0640);
    REQUIRE(saveAtomic(target, "second, longer content with UTF-8: Carr\xC3\xA9\n"));
    CHECK(readText(target) == "second, longer content with UTF-8: Carr\xC3\xA9\n");
    struct stat st2 {};
    REQUIRE(::stat(target.c_str(), &st2) == 0);
    CHECK((st2.st_mode & 07777) == 0640); // the old file's permissions are kept
    CHECK(listing(dir.path()) == std::vector<std::string>{"battle.scenario.xml"});

    REQUIRE(saveAtomic(target, ""));
    CHECK(readText(target).empty());
}

TEST_CASE("saveAtomic writes a model's bytes exactly", "[formats][save]") {
    TempFolder dir("save-model");
    const std::string text = readFixture("tiny.map.xml");
    Loaded<Map> m = parseMap(text, "tiny.map.xml");
    REQUIRE(m.value);
    const auto target = dir / "tiny.map.xml";
    REQUIRE(saveAtomic(target, writeMap(*m.value)));
    CHECK(readText(target) == text);
    Loaded<Map> back = loadMap(target);
    REQUIRE(back.value);
    CHECK(*back.value == *m.value);
}

TEST_CASE("saveAtomic fails when the target is a non-empty folder", "[formats][save]") {
    TempFolder dir("save-dir");
    const auto target = dir / "taken";
    std::filesystem::create_directories(target);
    writeText(target / "inside.txt", "keep me");
    Status st = saveAtomic(target, "new content");
    REQUIRE_FALSE(st);
    CHECK(st.error().find(target.string()) != std::string::npos);
    CHECK(st.error().find("Is a directory") != std::string::npos);
    CHECK(readText(target / "inside.txt") == "keep me");
    CHECK(listing(dir.path()) == std::vector<std::string>{"taken"});
}

TEST_CASE("saveAtomic fails when the folder is a regular file", "[formats][save]") {
    TempFolder dir("save-notdir");
    writeText(dir / "file", "old");
    const auto target = dir / "file" / "battle.map.xml";
    Status st = saveAtomic(target, "new content");
    REQUIRE_FALSE(st);
    CHECK(st.error() == "cannot save '" + target.string() + "': Not a directory");
    CHECK(readText(dir / "file") == "old");
    CHECK(listing(dir.path()) == std::vector<std::string>{"file"});
}

TEST_CASE("saveAtomic fails when the folder does not exist", "[formats][save]") {
    TempFolder dir("save-nofolder");
    const auto target = dir / "missing" / "battle.map.xml";
    Status st = saveAtomic(target, "x");
    REQUIRE_FALSE(st);
    CHECK(st.error().find("No such file or directory") != std::string::npos);
}

TEST_CASE("saveAtomic leaves the old file when writing fails midway", "[formats][save]") {
    // Root ignores permissions, so provoke a failing write with a file size limit: writes past
    // it fail with EFBIG (SIGXFSZ ignored).
    TempFolder dir("save-efbig");
    const auto target = dir / "battle.oob.xml";
    writeText(target, "old content");
    struct rlimit old {};
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &old) == 0);
    auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    struct rlimit small = old;
    small.rlim_cur = 64;
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    Status st = saveAtomic(target, std::string(4096, 'x'));
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);
    REQUIRE_FALSE(st);
    CHECK(st.error() == "cannot save '" + target.string() + "': File too large");
    CHECK(readText(target) == "old content");
    CHECK(listing(dir.path()) == std::vector<std::string>{"battle.oob.xml"});
}
