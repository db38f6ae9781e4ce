// Reading whole files: a large file is mapped, a small one read into a buffer; both give the
// file's bytes, and a file read either way loads as its text does, problems at the same places.
#include "formats/file_io.hpp"
#include "formats/formats.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::detail;
using namespace marengo::formats::test;

namespace {

/// `n` bytes that differ from page to page and within a line (no page reads as another).
std::string patterned(std::size_t n) {
    std::string s(n, ' ');
    for (std::size_t i = 0; i < n; ++i)
        s[i] = i % 61 == 60 ? '\n' : static_cast<char>('!' + (i * 7 + i / 4096) % 90);
    return s;
}

} // namespace

TEST_CASE("a file of kMapFileBytes or more is mapped, a smaller one read: both are its bytes",
          "[formats][files]") {
    const TempFolder dir("file-text");
    struct Case {
        std::size_t size;
        bool mapped;
    };
    const Case cases[] = {{0, false},
                          {100, false},
                          {kMapFileBytes - 1, false},
                          {kMapFileBytes + 1, true},
                          {kMapFileBytes + 3 * 4096 + 17, true},
                          // ending on a page's end, no room for a zero after it: read
                          {kMapFileBytes, false},
                          {kMapFileBytes + 2 * 4096, false}};
    for (const Case& c : cases) {
        INFO(c.size << " bytes");
        const std::string content = patterned(c.size);
        writeText(dir / "f.txt", content);
        Result<FileText> text = readFile(dir / "f.txt");
        REQUIRE(text);
        CHECK(text->mapped() == c.mapped);
        CHECK(text->view() == content);
        if (text->mapped()) // a scan that runs past the end finds a zero, not an unmapped page
            CHECK(text->view().data()[c.size] == '\0');
        // Moved, the bytes go with it (a mapping is unmapped once, by its last owner).
        FileText moved = std::move(*text);
        CHECK(moved.view() == content);
        CHECK(text->view().empty());
        Result<FileText> again = readFile(dir / "f.txt");
        FileText other = std::move(*again);
        other = std::move(moved);
        CHECK(other.view() == content);
    }
}

TEST_CASE("an order of battle read from its mapping loads as from its text", "[formats][files]") {
    const TempFolder dir("file-text-oob");
    // The fixture made larger than kMapFileBytes by a comment, with a problem after it on a
    // line that also holds non-ASCII text (columns count code points).
    std::string text = readFixture("french.oob.xml");
    const std::string army = "</army>";
    const auto at = text.rfind(army);
    REQUIRE(at != std::string::npos);
    std::string padding = "<!--\n";
    while (padding.size() < kMapFileBytes)
        padding += "  padding line, long enough to make the file a large one to read\n";
    text.insert(at, padding + "-->\n<!-- Napoléon --> <bogus/>\n");
    // Without a newline at the end: the scanners' last '<' is the root's end tag's, and the
    // mapping's zeros follow it.
    while (text.back() == '\n')
        text.pop_back();
    if (text.size() % 4096 == 0)
        text += ' ';
    const std::filesystem::path path = dir / "big.oob.xml";
    writeText(path, text);
    REQUIRE(readFile(path)->mapped());

    const Loaded<OrderOfBattle> fromFile = loadOob(path);
    const Loaded<OrderOfBattle> fromText = parseOob(text, path.string());
    REQUIRE(fromFile.value);
    REQUIRE(fromText.value);
    CHECK(*fromFile.value == *fromText.value);
    CHECK(dump(fromFile.diagnostics) == dump(fromText.diagnostics));
    const Diagnostic* bogus = findDiagnostic(fromFile.diagnostics, "unknown element <bogus>");
    REQUIRE(bogus != nullptr);
    const auto lines =
        std::count(text.begin(), text.begin() + static_cast<long>(text.find("<bogus")), '\n');
    CHECK(bogus->line == lines + 1);
    CHECK(bogus->col == 19); // after "<!-- Napoléon --> ": 18 code points, 19 bytes
}
