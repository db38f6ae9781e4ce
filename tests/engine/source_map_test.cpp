// Source positions: byte offsets to line:col, a scenario's files merged into one map, and
// locate() choosing the element a problem is about.
#include "engine/checks/locate.hpp"
#include "engine/scenario/source_map.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <thread>

using namespace marengo;

namespace {
Problem problem(std::vector<std::string> units) {
    Problem p;
    p.check = "x";
    p.message = "m";
    p.units = std::move(units);
    return p;
}
} // namespace

TEST_CASE("SourceFile finds every line and column of a text read eight bytes at a time",
          "[source]") {
    // Lines of every length, newlines at every byte of a word, bytes next to '\n' in value
    // (0x0B, 0x09, 0x8A), two- and three-byte characters across word boundaries; and the same
    // without the characters that are not ASCII, which then are not looked for.
    std::vector<std::string> ascii{"a", "\n", "\x0B", "\t", "bc", "\n\n", "<x y=\"1\"/>"};
    std::vector<std::string> utf8 = ascii;
    utf8.insert(utf8.end(), {"\xC3\xA9", "\xE2\x82\xAC", "\xC2\x8A"});
    for (const auto* pieces : {&utf8, &ascii}) {
        std::string text;
        std::uint32_t seed = 7;
        for (int i = 0; i < 3000; ++i) {
            seed = seed * 1103515245u + 12345u;
            text += (*pieces)[(seed >> 16) % pieces->size()];
        }
        const SourceFile f("t.xml", text);
        int line = 1, col = 1;
        for (std::size_t at = 0; at < text.size(); ++at) {
            const auto c = static_cast<unsigned char>(text[at]);
            if ((c & 0xC0) != 0x80) { // where a character starts
                const SourceLocation l = f.locate(static_cast<std::uint32_t>(at));
                INFO(at);
                REQUIRE(l.line == line);
                REQUIRE(l.col == col);
            }
            if (c == '\n') {
                ++line;
                col = 1;
            } else if ((c & 0xC0) != 0x80) {
                ++col;
            }
        }
    }
}

TEST_CASE("SourceFile's one pass finds the first NUL byte and whether all bytes are ASCII",
          "[source]") {
    // NUL bytes at every place of a sixteen-byte block and in the last bytes (read one by one);
    // a later NUL does not move the first.
    // (Blocks of 64 bytes are read at once: sizes around one and two of them, and a tail.)
    for (std::size_t size : {std::size_t{5}, std::size_t{16}, std::size_t{37}, std::size_t{64},
                             std::size_t{65}, std::size_t{130}}) {
        const std::string clean(size, 'a');
        CHECK(SourceFile("c.xml", clean).firstNul() == std::string_view::npos);
        CHECK(SourceFile("c.xml", clean).ascii());
        for (std::size_t at = 0; at < size; ++at) {
            std::string text = clean;
            text[at] = '\0';
            if (at + 3 < size)
                text[at + 3] = '\0';
            INFO(size << " bytes, NUL at " << at);
            CHECK(SourceFile("n.xml", text).firstNul() == at);
            text[at] = '\xC3';
            CHECK_FALSE(SourceFile("n.xml", text).ascii());
        }
    }
    SECTION("past the end: the end; beyond the last line: the last") {
        const SourceFile f("e.xml", "ab\ncd");
        CHECK(f.lineCol(99) == std::pair{2, 3});
        CHECK(f.line(99) == 2);
        CHECK(SourceFile().lineCol(0) == std::pair{0, 0});
    }
    SECTION("a copy shares the index, and locates the same") {
        const SourceFile f("s.xml", "x\ny\nz");
        const SourceFile copy = f; // NOLINT(performance-unnecessary-copy-initialization)
        CHECK(copy.locate(4).format() == "s.xml:3:1");
        CHECK(copy.locate(4) == f.locate(4));
    }
}

TEST_CASE("SourceFile's pass reads a text alike sixteen bytes at a time and as wide as it can",
          "[source]") {
    // The widest pass (32 bytes at a time where the processor has AVX2) against SSE2's: texts of
    // every size around one to four blocks of 64 bytes, newlines from none to one a byte, a NUL
    // or a high byte in some.
    std::uint32_t seed = 11;
    auto next = [&](std::uint32_t n) {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 8) % n;
    };
    for (std::size_t size = 0; size <= 260; ++size)
        for (std::uint32_t newlines : {0u, 1u, 8u, 40u, 100u}) {
            std::string text(size, 'x');
            for (char& c : text)
                if (next(100) < newlines)
                    c = '\n';
            if (size > 0 && next(4) == 0)
                text[next(static_cast<std::uint32_t>(size))] = '\0';
            if (size > 0 && next(4) == 0)
                text[next(static_cast<std::uint32_t>(size))] = '\xC3';
            const SourceFile wide("w.xml", text, Lanes::Widest);
            const SourceFile sse2("s.xml", text, Lanes::Sixteen);
            INFO(size << " bytes, newlines " << newlines << "%");
            REQUIRE(wide.firstNul() == sse2.firstNul());
            REQUIRE(wide.ascii() == sse2.ascii());
            int line = 1;
            for (std::size_t at = 0; at <= size; ++at) {
                INFO("offset " << at);
                REQUIRE(wide.line(at) == line);
                REQUIRE(sse2.line(at) == line);
                REQUIRE(wide.lineCol(at) == sse2.lineCol(at));
                line += at < size && text[at] == '\n';
            }
        }
}

TEST_CASE("SourceFile finds every line start, however many a block of the text holds", "[source]") {
    // Lines of every length from 0 to 70 bytes, in one text: blocks of many short lines, of
    // none, newlines at both ends of a block. Each offset's line and column against a count.
    std::string text;
    for (int length = 0; length <= 70; ++length)
        for (int copy = 0; copy < 3; ++copy)
            text += std::string(static_cast<std::size_t>(length), 'x') + "\n";
    text += "end";
    const SourceFile f("l.xml", text);
    int line = 1, col = 1;
    for (std::size_t at = 0; at <= text.size(); ++at) {
        INFO("offset " << at);
        REQUIRE(f.lineCol(at) == std::pair{line, col});
        REQUIRE(f.line(at) == line);
        if (at < text.size() && text[at] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    CHECK(f.ascii());
    CHECK(f.firstNul() == std::string_view::npos);
}

TEST_CASE("SourceFile indexes texts of newlines only, of every size around its blocks",
          "[source]") {
    // Every byte a line start: the room made for one line in every 32 bytes runs out, in the
    // blocks of 64 bytes and in the bytes after the last block.
    for (std::size_t size = 0; size <= 300; ++size) {
        INFO(size << " newlines");
        const std::string text(size, '\n');
        const SourceFile f("n.xml", text);
        for (std::size_t at = 0; at <= size; ++at)
            REQUIRE(f.line(at) == static_cast<int>(at) + 1);
    }
}

TEST_CASE("SourceFile turns byte offsets into 1-based lines and code-point columns", "[source]") {
    const std::string text = "<a>\n  <b x=\"é\"/>\n\t<c/>";
    SourceFile f("f.xml", text);
    CHECK(f.locate(0).format() == "f.xml:1:1");
    CHECK(f.locate(static_cast<std::uint32_t>(text.find("<b"))).format() == "f.xml:2:3");
    CHECK(f.locate(static_cast<std::uint32_t>(text.find("/>"))).format() == "f.xml:2:11");
    CHECK(f.locate(static_cast<std::uint32_t>(text.find("<c"))).format() == "f.xml:3:2");
    SECTION("a byte order mark is not a column") {
        SourceFile bom("g.xml", "\xEF\xBB\xBF<r/>");
        CHECK(bom.locate(3).format() == "g.xml:1:1");
    }
    SECTION("no line: the file alone") {
        CHECK(SourceLocation{"h.xml", 0, 0, {}}.format() == "h.xml");
    }
}

TEST_CASE("SourceMap::merge renumbers the other map's files", "[source]") {
    SourceMap scenario;
    scenario.scenario = {scenario.addFile(SourceFile("s.xml", "<scenario>\n<unit/>")), 0};
    scenario.unit.add("u1", {0, 11});
    SourceMap oob;
    oob.addFile(SourceFile("o.xml", "<oob>\n <battalion/>"));
    oob.oobs.push_back({{0, 0}, {}});
    oob.oobs.back().units.add("u1", {0, 7});
    scenario.merge(std::move(oob));
    REQUIRE(scenario.files.size() == 2);
    CHECK(scenario.locate(*scenario.unit.find("u1")).format() == "s.xml:2:1");
    CHECK(scenario.locate(*scenario.oobUnit("u1")).format() == "o.xml:2:2");
}

TEST_CASE("SourceMap finds a hex's element, else <hexes>, and the hexside between two hexes",
          "[source]") {
    SourceMap m;
    const std::string text = "<map>\n<hexes>\n<hex/>\n</hexes>\n<hexsides>\n<hexside/>\n"
                             "<hexside/>\n</hexsides>";
    m.mapFile = m.addFile(SourceFile("m.xml", text));
    m.hexesAt = {m.mapFile, static_cast<std::uint32_t>(text.find("<hexes>"))};
    m.hexes.add(5, static_cast<std::uint32_t>(text.find("<hex/>")));
    const auto first = static_cast<std::uint32_t>(text.find("<hexside/>"));
    const auto second = static_cast<std::uint32_t>(text.find("<hexside/>", first + 1));
    // Each hexside element is listed under both of its hexes.
    for (auto [h, offset] : {std::pair{5u, first}, {6u, first}, {5u, second}, {7u, second}})
        m.hexsides.add(h, offset);
    CHECK(m.hex(5).line == 3);
    CHECK(m.hex(9).line == 2); // painted by default: <hexes>
    CHECK(m.hexside(5, 7).line == 7);
    CHECK(m.hexside(5, 6).line == 6);
    CHECK(m.hexside(5, kNoHex).line == 6);
    CHECK(m.hexside(9, kNoHex).line == 2);
}

TEST_CASE("A HexTable is put in hex order when looked up, entries of one hex as added",
          "[source]") {
    // Hexes of every size a grid of 64M cells has (all three radix digits), in random order;
    // each offset says where its entry was added.
    std::vector<std::pair<HexId, std::uint32_t>> entries;
    std::uint32_t seed = 3;
    for (std::uint32_t i = 0; i < 5000; ++i) {
        seed = seed * 1103515245u + 12345u;
        const HexId h = (seed >> 4) % (i % 2 ? 64u * 1024 * 1024 : 40u);
        entries.emplace_back(h, i);
    }
    HexTable added;
    for (const auto& [h, offset] : entries)
        added.add(h, offset);
    CHECK(added.entries() == entries); // as added, until looked up
    const HexTable copy = added;
    const std::vector<std::pair<HexId, std::uint32_t>> asAdded = entries;
    std::stable_sort(entries.begin(), entries.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    CHECK(added.sorted() == entries);
    CHECK(copy.sorted() == entries);
    CHECK(added.sorted() == entries); // already in order: unchanged
    SECTION("lookups from several threads at once sort it once, and all see it sorted") {
        HexTable shared;
        for (const auto& [h, offset] : asAdded)
            shared.add(h, offset);
        std::vector<std::thread> threads;
        std::vector<int> right(4, 0);
        for (std::size_t t = 0; t < right.size(); ++t)
            threads.emplace_back([&, t] { right[t] = shared.sorted() == entries; });
        for (std::thread& t : threads)
            t.join();
        CHECK(right == std::vector<int>(4, 1));
    }
}

TEST_CASE("locate: a problem's units' placements first, then OOB entries, About overrides",
          "[source]") {
    Scenario s;
    const std::string text = "<scenario>\n<unit a/>\n<unit b/>\n<arrival/>\n<sight/>";
    s.sources.scenario = {s.sources.addFile(SourceFile("s.xml", text)), 0};
    s.sources.unit.add("a", {0, static_cast<std::uint32_t>(text.find("<unit a"))});
    s.sources.unit.add("b", {0, static_cast<std::uint32_t>(text.find("<unit b"))});
    s.sources.reinforcements = {{0, static_cast<std::uint32_t>(text.find("<arrival"))}};
    s.sources.sightLines = {{0, static_cast<std::uint32_t>(text.find("<sight"))}};
    SourceMap oob;
    oob.addFile(SourceFile("o.xml", "<oob>\n<x/>"));
    oob.oobs.push_back({{0, 0}, {}});
    oob.oobs.back().units.add("c", {0, 6});
    s.sources.merge(std::move(oob));

    Problem p = problem({"b", "a", "c"});
    locate(p, s);
    REQUIRE(p.locations.size() == 3);
    CHECK(p.locations[0].format() == "s.xml:3:1");
    CHECK(p.locations[0].what == "placement of b");
    CHECK(p.locations[1].format() == "s.xml:2:1");
    CHECK(p.locations[2].format() == "o.xml:2:1");

    Problem r = about(problem({"a"}), About::Reinforcement, 0);
    locate(r, s);
    REQUIRE(r.locations.size() == 2);
    CHECK(r.locations[0].line == 4);
    CHECK(r.locations[1].line == 2);

    Problem none = problem({});
    locate(none, s);
    REQUIRE(none.locations.size() == 1);
    CHECK(none.locations[0].format() == "s.xml:1:1"); // the <scenario> element

    Problem sight = about(problem({}), About::SightLine, 0);
    locate(sight, s);
    CHECK(sight.locations.at(0).line == 5);

    Scenario inMemory;
    locate(p, inMemory);
    CHECK(p.locations.empty());
}

TEST_CASE("UnitRefs finds the first element added for each id, also when added after a lookup",
          "[source]") {
    // Ids used twice and more (the first stays), past the prefetch distance of the index made
    // at the first lookup; then entries added after it, and copies made before and after.
    std::vector<std::string> ids;
    for (int i = 0; i < 3000; ++i)
        ids.push_back("u" + std::to_string(i % 1700));
    UnitRefs refs;
    refs.add("u5", SourceRef{1, 7});
    for (std::size_t i = 0; i < ids.size(); ++i)
        refs.add(ids[i], SourceRef{0, static_cast<std::uint32_t>(10 * i)});
    const UnitRefs before = refs; // not indexed yet
    REQUIRE(refs.size() == 3001); // as added
    CHECK(refs.id(0) == "u5");
    CHECK(refs.id(3000) == "u1299");
    CHECK(refs.ref(3000).offset == 29990);
    for (const UnitRefs* r : std::initializer_list<const UnitRefs*>{&refs, &before}) {
        CHECK(r->find("u5")->file == 1);
        CHECK(r->find("u1699")->offset == 16990);
        CHECK(r->find("u1")->offset == 10);
        CHECK(r->find("u1700") == nullptr);
    }
    refs.add("u1700", SourceRef{2, 3});
    refs.add("u1", SourceRef{2, 4});
    const UnitRefs after = std::move(refs);
    CHECK(after.find("u1700")->file == 2);
    CHECK(after.find("u1")->offset == 10); // the first one stays
    CHECK(UnitRefs().find("u1") == nullptr);
    SECTION("lookups from several threads at once index it once, and all find the same") {
        UnitRefs shared; // indexed by the first of the threads' lookups
        for (std::size_t i = 0; i < ids.size(); ++i)
            shared.add(ids[i], SourceRef{0, static_cast<std::uint32_t>(10 * i)});
        std::vector<std::thread> threads;
        std::vector<int> right(4, 0);
        for (std::size_t t = 0; t < right.size(); ++t)
            threads.emplace_back([&, t] {
                right[t] = shared.find("u1699")->offset == 16990 && shared.find("u5")->offset == 50;
            });
        for (std::thread& t : threads)
            t.join();
        CHECK(right == std::vector<int>(4, 1));
    }
}
