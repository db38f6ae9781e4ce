// One answer to "where is Marengo's data": the override, the build tree, an installed prefix.
#include "formats/data_dir.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;
using namespace marengo;

TEST_CASE("the data folder of a program run from its build tree is the source tree") {
    ::unsetenv("MARENGO_DATA_DIR");
    CHECK(fs::equivalent(formats::dataDir(), MARENGO_SOURCE_DIR));
    CHECK(fs::exists(formats::dataDir() / "templates" / "rules" / "friedland-2014.rules.xml"));
    CHECK(fs::exists(formats::docDir() / "editor.md"));
}

TEST_CASE("MARENGO_DATA_DIR overrides the data folder") {
    ::setenv("MARENGO_DATA_DIR", "/somewhere/else", 1);
    CHECK(formats::dataDir() == fs::path("/somewhere/else"));
    CHECK(formats::resolveData("berlin-2021", "rules", ".rules.xml") ==
          fs::path("/somewhere/else/templates/rules/berlin-2021.rules.xml"));
    ::unsetenv("MARENGO_DATA_DIR");
}

TEST_CASE("a name with a slash or the suffix is a path, not a bundled id") {
    CHECK(formats::resolveData("my/own.rules.xml", "rules", ".rules.xml") ==
          fs::path("my/own.rules.xml"));
    CHECK(formats::resolveData("own.rules.xml", "rules", ".rules.xml") ==
          fs::path("own.rules.xml"));
}
