#include "cli/json.hpp"

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
