// The project's own files (samples/, templates/) load, and are in the canonical form the writers
// produce (apart from comments, which the model does not keep).
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {
/// The text without XML comments (and the indentation and line end around a comment line).
std::string withoutComments(const std::string& text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t open = text.find("<!--", i);
        if (open == std::string::npos) {
            out += text.substr(i);
            break;
        }
        std::size_t close = text.find("-->", open);
        if (close == std::string::npos)
            close = text.size();
        close += 3;
        // Drop a whole line holding only the comment.
        std::size_t lineStart = text.rfind('\n', open);
        lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
        bool alone = text.find_first_not_of(" \t", lineStart) == open;
        std::size_t end = close;
        while (end < text.size() && (text[end] == ' ' || text[end] == '\t'))
            ++end;
        if (alone && end < text.size() && text[end] == '\n') {
            out += text.substr(i, lineStart - i);
            i = end + 1;
        } else {
            out += text.substr(i, open - i);
            i = close;
        }
    }
    return out;
}

std::vector<std::filesystem::path> projectFiles(const std::string& suffix) {
    std::vector<std::filesystem::path> out;
    for (const char* folder : {"samples", "templates"}) {
        std::filesystem::path root = std::filesystem::path(MARENGO_SOURCE_DIR) / folder;
        if (!std::filesystem::exists(root))
            continue;
        for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
            const std::string name = e.path().filename().string();
            if (e.is_regular_file() && name.size() > suffix.size() &&
                name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
                out.push_back(e.path());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

template <class T, class Load, class Write>
void checkProjectFiles(const std::string& suffix, Load load, Write write) {
    for (const auto& path : projectFiles(suffix)) {
        INFO(path.string());
        Loaded<T> l = load(path);
        INFO(dump(l.diagnostics));
        REQUIRE(l.value);
        if (!l.diagnostics.empty())
            continue; // a teaching sample with deliberate mistakes
        CHECK(write(*l.value) == withoutComments(readText(path)));
    }
}
} // namespace

TEST_CASE("comment stripping for the canonical-form check", "[formats][samples]") {
    CHECK(withoutComments("<a>\n  <!-- x\n y -->\n  <b/> <!-- z -->\n</a>\n") ==
          "<a>\n  <b/> \n</a>\n");
}

TEST_CASE("project maps load and are canonical", "[formats][samples]") {
    checkProjectFiles<Map>(".map.xml", loadMap, writeMap);
}

TEST_CASE("project orders of battle load and are canonical", "[formats][samples]") {
    checkProjectFiles<OrderOfBattle>(".oob.xml", loadOob, writeOob);
}

TEST_CASE("project rules profiles load and are canonical", "[formats][samples]") {
    checkProjectFiles<RulesProfile>(".rules.xml", loadRules, writeRules);
}

TEST_CASE("project scenarios load and are canonical", "[formats][samples]") {
    // loadScenario has a defaulted Progress* parameter, so it is called through a lambda.
    checkProjectFiles<Scenario>(
        ".scenario.xml", [](const std::filesystem::path& p) { return loadScenario(p); },
        writeScenario);
}
