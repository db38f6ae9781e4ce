#include "cli/commands.hpp"

#include <catch2/catch.hpp>

using namespace marengo::cli;

TEST_CASE("closest suggests the name a misspelling is nearest to") {
    const std::vector<std::string> commands{"info", "validate", "viewshed", "los", "render"};
    CHECK(closest("valdate", commands) == "validate");
    CHECK(closest("viewshd", commands) == "viewshed");
    CHECK(closest("lso", commands) == "los");
    CHECK(closest("--formt", {"--format", "--only", "--severity"}) == "--format");
}

TEST_CASE("closest suggests nothing for a word far from every name") {
    CHECK(closest("frobnicate", {"info", "validate", "render"}).empty());
    CHECK(closest("x", {"los"}).empty());
    CHECK(closest("anything", {}).empty());
}

TEST_CASE("splitList drops empty parts") {
    CHECK(splitList("a,,b,") == std::vector<std::string>{"a", "b"});
    CHECK(splitList("").empty());
}
