#include "cli/json.hpp"
#include "cli/options.hpp"

#include <catch2/catch.hpp>

using namespace marengo::cli;

TEST_CASE("JsonWriter nests objects and arrays with commas in the right places") {
    JsonWriter w;
    w.beginObject();
    w.key("a");
    w.value(1);
    w.key("b");
    w.beginArray();
    w.value("x");
    w.value(true);
    w.beginObject();
    w.endObject();
    w.endArray();
    w.key("c");
    w.beginArray();
    w.endArray();
    w.endObject();
    CHECK(w.str() == R"({"a":1,"b":["x",true,{}],"c":[]})");
}

TEST_CASE("jsonQuote escapes quotes, backslashes and control characters, keeps UTF-8") {
    CHECK(jsonQuote("a\"b\\c") == R"("a\"b\\c")");
    CHECK(jsonQuote("line\nnext\t") == R"("line\nnext\t")");
    CHECK(jsonQuote(std::string("\x01", 1)) == R"("\u0001")");
    CHECK(jsonQuote("Légère") == "\"Légère\"");
}

TEST_CASE("parseOptions separates positionals and options") {
    auto o = parseOptions({"file.xml", "--format", "json", "--only=a,b"}, {"format", "only"});
    CHECK(o.error.empty());
    CHECK(o.positional == std::vector<std::string>{"file.xml"});
    CHECK(o.get("format") == "json");
    CHECK(o.get("only") == "a,b");
    CHECK_FALSE(o.get("severity"));
}

TEST_CASE("parseOptions reports unknown options and missing values") {
    CHECK(parseOptions({"--bogus"}, {"format"}).error == "unknown option '--bogus'");
    CHECK(parseOptions({"x", "--format"}, {"format"}).error == "option '--format' needs a value");
}

TEST_CASE("splitList drops empty parts") {
    CHECK(splitList("a,,b,") == std::vector<std::string>{"a", "b"});
    CHECK(splitList("").empty());
}
