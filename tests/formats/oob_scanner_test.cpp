// The units of an OOB written in the plain form a writer gives them are read by XmlDocument's
// own scanner and never become pugixml nodes. Whatever the file holds, the order of battle, every
// message (text, line, column) and every SourceMap position are the ones the same file gives when
// the whole of it goes through pugixml: the tests compare each file with a twin whose root's
// content starts with a comment `<!---->` (which ends the scanned run before it starts) where
// the other has seven spaces (and whose text before the root holds no `<oob`).
#include "formats/xml_reader.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <ostream>
#include <random>
#include <regex>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {

const std::string kRoot = "<oob version=\"1\" side=\"French\"";

/// An OOB file: `head` before the root, `attributes` added to the root's start tag, `body` its
/// content. With `scanned` false the content starts with a comment, which the scanner stops at,
/// and the head's `<oob` are written `<OOB`, where the scanner does not look for the root.
std::string oobText(std::string head, const std::string& attributes, const std::string& body,
                    bool scanned) {
    for (auto at = head.find("<oob"); !scanned && at != std::string::npos; at = head.find("<oob"))
        head.replace(at, 4, "<OOB");
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + head + kRoot + attributes + ">" +
           (scanned ? "       " : "<!---->") + body + "</oob>\n";
}

/// What a reading gives, as text: every message, the order of battle written back and where
/// the root and each unit's element are.
std::string outcome(const Loaded<OrderOfBattle>& o) {
    std::string out = dump(o.diagnostics);
    if (o.value) {
        out += writeOob(*o.value);
        REQUIRE(o.sources.oobs.size() == 1);
        const OobSource& source = o.sources.oobs[0];
        out += "root at " + std::to_string(source.root.offset) + "\n";
        for (std::size_t i = 0; i < source.units.size(); ++i)
            out += std::string(source.units.id(i)) + " at " +
                   std::to_string(source.units.ref(i).offset) + "\n";
    }
    return out;
}

std::string twinOutcome(const std::string& head, const std::string& attributes,
                        const std::string& body, bool scanned) {
    return outcome(parseOob(oobText(head, attributes, body, scanned), "twin.oob.xml"));
}

/// The fixture's units (the content of its <oob>).
std::string fixtureUnits() {
    const std::string text = readFixture("french.oob.xml");
    const auto a = text.find("<army");
    const auto b = text.find("</oob>");
    REQUIRE(a != std::string::npos);
    REQUIRE(b != std::string::npos);
    return "\n  " + text.substr(a, b - a);
}

/// A battalion whose start tag is `size` bytes long.
std::string battalionOfSize(const std::string& id, std::size_t size) {
    const std::string start = "<battalion id=\"" + id + "\" name=\"";
    const std::string end = "\"/>";
    REQUIRE(size > start.size() + end.size());
    return start + std::string(size - start.size() - end.size(), 'n') + end;
}

struct Case {
    const char* what;
    std::string head, attributes, body;
};

} // namespace

TEST_CASE("OOB units read by the scanner give what pugixml's tree gives", "[formats][oob]") {
    const std::string units = fixtureUnits();
    const std::string deep = "<army id=\"d1\" name=\"D\"><corps id=\"d2\" name=\"D\">"
                             "<division id=\"d3\" name=\"D\"><brigade id=\"d4\" name=\"D\">"
                             "<regiment id=\"d5\" name=\"D\" arm=\"infantry\">"
                             "<battalion id=\"d6\" name=\"D\"><battalion id=\"d7\" name=\"D\">"
                             "<battalion id=\"d8\" name=\"D\"><battalion id=\"d9\" name=\"D\">"
                             "<battalion id=\"d10\" name=\"D\"/><leader id=\"d11\" name=\"D\"/>"
                             "</battalion></battalion></battalion></battalion>"
                             "</regiment></brigade></division></corps></army>\n";
    std::string manyAttributes = "<army id=\"m\" name=\"M\"";
    for (char c = 'a'; c < 'a' + 17; ++c)
        manyAttributes += std::string(" ") + c + "=\"1\"";
    manyAttributes += "/>\n";
    // Units the scanner reads (each army is plain) but whose values the one-pass read of a
    // plain unit leaves to the element layer: valid ones written otherwise, and wrong ones,
    // one to a unit.
    std::string leftToElements =
        "<army id=\"a\" name=\"A\"><regiment id=\"r\" name=\"R\" arm=\"infantry\">"
        "<battalion name=\"B\"/><battalion id=\"b 1\" name=\"B\"/><battalion id=\"b2\"/>"
        "</regiment><regiment id=\"r2\" name=\"R\"/><battery id=\"t\" name=\"T\" "
        "type=\"Foot\"/><battery id=\"t2\" name=\"T\"/><leader id=\"l\" name=\"L\" "
        "arm=\"infantry\"/><leader id=\"l2\" name=\"L\" bonus=\"x\"/></army>\n<army id=\"a3\" "
        "name=\"A\"><regiment id=\"r3\" name=\"R\" arm=\"infantry\">";
    for (const char* value :
         {"increments=\"007\"", "morale=\"07\"", "fire=\"-0\"", "morale=\"0\"", "melee=\"100\"",
          "movement=\"+5\"", "lance=\"1\"", "skirmish=\"True\"", "type=\"foot\"", "commander=\"C\"",
          "increments=\"\"", "morale=\"47\"", "fire=\"5x\""})
        leftToElements += std::string("<battalion id=\"v") + std::to_string(leftToElements.size()) +
                          "\" name=\"B\" " + value + "/>";
    leftToElements += "</regiment></army>\n";
    {
        std::vector<Diagnostic> out;
        detail::XmlDocument doc;
        REQUIRE(
            doc.parse(oobText("", "", leftToElements, true), "left.oob.xml", "oob", out, {}, true));
        REQUIRE(doc.scannedCount() == 12 + 13);
    }
    const std::vector<Case> cases{
        {"the fixture's units", "", "", units},
        {"'>' in the root's attribute values", "",
         " source=\"a > b\" page='3>4' nationality=\"x/\"", units},
        {"a start tag in a comment before the root",
         "<!-- <oob version=\"1\" side=\"x\"> <army id=\"c\" name=\"C\"/> -->\n", "", units},
        {"a start tag in a processing instruction before the root",
         "<?pi <oob version=\"1\" side=\"x\"> <army id=\"c\" name=\"C\"/> ?>\n", "", units},
        {"a mismatched end tag", "", "",
         units + "<army id=\"x\" name=\"X\"><corps id=\"y\" name=\"Y\"></army></corps>"},
        {"a mismatched end tag as long as the start tag's name", "", "",
         units + "<army id=\"x\" name=\"X\"><corps id=\"y\" name=\"Y\"></copse></army>"},
        {"an end tag written with a space", "", "",
         "<army id=\"a\" name=\"A\"><corps id=\"c\" name=\"C\"></corps ></army>\n" + units},
        {"elements at the size limit and over it", "", "",
         "<army id=\"a\" name=\"A\"><regiment id=\"r\" name=\"R\" arm=\"infantry\">" +
             battalionOfSize("b1", detail::ScannedTree::kMaxTagSize) +
             battalionOfSize("b2", detail::ScannedTree::kMaxTagSize + 1) +
             battalionOfSize("b3", detail::ScannedTree::kMaxTagSize) + "</regiment></army>\n" +
             "<army id=\"a2\" name=\"A\">" +
             battalionOfSize("b4", detail::ScannedTree::kMaxTagSize + 1) + "</army>"},
        {"unknown elements nested in units and at the top", "", "",
         "<army id=\"a\" name=\"A\"><corps id=\"c\" name=\"C\"><squadron id=\"s\" name=\"S\">"
         "<battalion id=\"b\" name=\"B\"/></squadron><divison id=\"d\"/>"
         "<battery id=\"bt\" name=\"T\" type=\"foot\"/></corps></army>\n"
         "<corps id=\"c2\" name=\"C\"><brigade id=\"b2\" name=\"B\"/></corps>\n<armee/>\n"
         "<army id=\"a3\" name=\"A\"/>\n"},
        {"ids used twice across the scanned and pugixml's parts", "", "",
         units + "\n<!-- pugixml reads from here -->\n" + units +
             "<army id=\"fr\" name=\"again\"><corps id=\"fr-vi\" name=\"V\"/></army>\n"},
        {"ids used twice within the scanned part", "", "",
         units + "<army id=\"a\" name=\"A\"><corps id=\"69l\" name=\"C\"/>"
                 "<corps id=\"a\" name=\"C\"/></army>"},
        {"nesting too deep", "", "", deep + "<!-- c -->" + deep},
        {"attribute problems", "", "",
         "<army id=\"a b\" name=\"A\" colour=\"red\"><corps name=\"C\"/>"
         "<regiment id=\"r\" name=\"R\" arm=\"infantr\" morale=\"47\" increments=\"x\" "
         "skirmish=\"maybe\"/><battery id=\"t\" name=\"T\"/>"
         "<leader id=\"l\" name=\"L\" bonus=\"200\"/></army>\n"},
        {"every attribute each kind of unit takes", "", "",
         "<army id=\"a\" name=\"A\" commander=\"Ney\" nationality=\"French\" source=\"S\" "
         "page=\"12\"><corps id=\"c\" name=\"C\" commander=\"\" nationality=\"Polish\">"
         "<regiment id=\"r\" name=\"R\" arm=\"cavalry\" nationality=\"Saxon\" class=\"Cuirassier\" "
         "increments=\"12\" morale=\"56\" fire=\"0\" melee=\"9\" movement=\"10\" lance=\"1\" "
         "skirmish=\"false\" source=\"S\" page=\"3\"/><regiment id=\"r2\" name=\"R2\" "
         "arm=\"infantry\"><battalion id=\"r2-1\" name=\"1/R2\" class=\"Garde\" increments=\"99\" "
         "morale=\"11\" fire=\"5\" melee=\"5\" movement=\"6\" skirmish=\"true\" "
         "nationality=\"X\"/></regiment><battery id=\"t\" name=\"T\" type=\"horse\" "
         "increments=\"2\" morale=\"66\" fire=\"7\" melee=\"0\" movement=\"8\"/><leader "
         "id=\"l\" name=\"L\" rank=\"GdD\" bonus=\"2\" increments=\"1\" morale=\"34\" "
         "movement=\"12\"/></corps></army>\n"},
        {"values the one-pass read leaves to the element layer", "", "", leftToElements},
        {"an attribute given twice", "", "",
         units + "<army id=\"a\" name=\"A\"><corps id=\"c\" id=\"d\" name=\"C\"/></army>"},
        {"more attributes than the scanner keeps", "", "", units + manyAttributes + units},
        {"forms the scanner leaves to pugixml", "", "",
         "<army id=\"a\" name=\"A\"><corps id='c' name=\"C\"/><corps id=\"c2\" name=\"&amp;\"/>"
         "<corps id = \"c3\" name=\"C\"/><corps\tid=\"c4\" name=\"C\"/></army>\n" +
             units},
        {"text, CDATA and a processing instruction in units", "", "",
         "<army id=\"a\" name=\"A\">words<corps id=\"c\" name=\"C\"/></army>"
         "<army id=\"a2\" name=\"A\"><![CDATA[x]]></army><army id=\"a3\" name=\"A\"><?pi?></army>" +
             units},
        {"text after the scanned run", "", "", units + "\n  loose words\n"},
        {"a non-ASCII name", "", "", units + "<armée id=\"e\" name=\"E\"/>" + units},
        {"an unclosed unit", "", "", units + "<army id=\"u\" name=\"U\">"},
        {"a second root after the first", "", "", units + "</oob><oob version=\"1\">"},
        {"an <oob> inside the root", "", "", "<oob version=\"1\" side=\"x\">" + units},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const std::string whole = twinOutcome(c.head, c.attributes, c.body, false);
        INFO(whole);
        CHECK(twinOutcome(c.head, c.attributes, c.body, true) == whole);
    }
}

TEST_CASE("random OOBs read through the scanner give what pugixml's tree gives", "[formats][oob]") {
    // Trees of units, echelons in any order, attributes of every kind, ids often used twice,
    // now and then a form the scanner leaves to pugixml. A fixed seed: the same files each run.
    const std::vector<std::string> names{"army",      "corps",   "division", "brigade", "regiment",
                                         "battalion", "battery", "leader",   "squadron"};
    const std::vector<std::string> attributes{
        " name=\"N\"",        " arm=\"infantry\"",  " arm=\"cavalry\"",  " arm=\"x\"",
        " morale=\"44\"",     " morale=\"47\"",     " increments=\"5\"", " increments=\"x\"",
        " type=\"foot\"",     " zz=\"1\"",          " name='q'",         " name=\"a&amp;b\"",
        " fire=\"4\"",        " skirmish=\"true\"", " source=\"s\"",     " name = \"n\"",
        " id=\"x\" id=\"y\"", " lance=\"2\"",       " bonus=\"1\"",      " rank=\"GdD\"",
        " morale=\"07\"",     " melee=\"100\"",     " type=\"horse\"",   " commander=\"C\"",
        " class=\"Ligne\"",   " page=\"4\"",        " movement=\"-1\""};
    const std::vector<std::string> pieces{"<!-- c -->", "text", "<?pi x?>", "<![CDATA[t]]>",
                                          "\n  ",       "\t",   "</x>",     "<x>"};
    std::uint32_t seed = 14;
    auto next = [&](std::uint32_t n) {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 8) % n;
    };
    auto pick = [&](const std::vector<std::string>& from) {
        return from[next(static_cast<std::uint32_t>(from.size()))];
    };
    auto unit = [&](auto& self, int depth) -> std::string {
        const std::string name = pick(names);
        std::string s = "<" + name;
        if (next(8) != 0)
            s += " id=\"u" + std::to_string(next(40)) + "\"";
        for (std::uint32_t k = next(4); k > 0; --k)
            s += pick(attributes);
        if (depth > 10 || next(3) == 0)
            return s + (next(2) == 0 ? "/>" : " />");
        s += ">";
        for (std::uint32_t k = next(4); k > 0; --k) {
            s += next(2) == 0 ? "\n    " : "";
            s += next(12) == 0 ? pick(pieces) : self(self, depth + 1);
        }
        return s + (next(20) == 0 ? "</" + name + " >" : "</" + name + ">");
    };
    for (int i = 0; i < 400; ++i) {
        std::string body;
        for (std::uint32_t k = 1 + next(4); k > 0; --k)
            body += "\n  " + (next(16) == 0 ? pick(pieces) : unit(unit, 1));
        INFO(body);
        REQUIRE(twinOutcome("", "", body, true) == twinOutcome("", "", body, false));
    }
}

TEST_CASE("an OOB cut off anywhere in its units gives what pugixml's tree gives",
          "[formats][oob]") {
    // The scanner reads up to the text's last '<' without looking for the end at each byte: a
    // file that ends inside a unit's tag (no root end tag after it) must stop the run there.
    const std::string body = "\n  <army id=\"a\" name=\"A\">\n    <corps id=\"c\" name=\"C\">\n"
                             "      <leader id=\"l\" name=\"L\" rank=\"GdD\" bonus=\"2\"/>\n"
                             "    </corps>\n  </army>\n";
    const std::string scanned = oobText("", "", body, true);
    const std::string twin = oobText("", "", body, false);
    REQUIRE(scanned.size() == twin.size());
    for (std::size_t cut = scanned.find(body); cut <= scanned.size(); ++cut) {
        INFO(scanned.substr(0, cut));
        // Read from a copy of exactly that size, so that nothing after it stops a read that
        // goes past the end (AddressSanitizer's build of the tests reports one).
        const std::string prefix = scanned.substr(0, cut);
        const auto exact = std::make_unique<char[]>(prefix.size());
        std::copy(prefix.begin(), prefix.end(), exact.get());
        REQUIRE(outcome(parseOob(std::string_view(exact.get(), prefix.size()), "cut.oob.xml")) ==
                outcome(parseOob(twin.substr(0, cut), "cut.oob.xml")));
    }
}

TEST_CASE("units after a unit with the same attribute names give what pugixml's tree gives",
          "[formats][oob]") {
    // The scanner takes a name at the place of the same name in the element before without
    // checking its characters or looking for it among the element's other names: units whose
    // names begin as the unit before's do, repeat one of them, or end the same element.
    const std::string army = "<army id=\"a\" name=\"A\"><regiment id=\"r\" name=\"R\" "
                             "arm=\"infantry\">";
    const std::string first =
        "<battalion id=\"b1\" name=\"B\" increments=\"5\" morale=\"34\" fire=\"4\"/>";
    const std::vector<std::string> seconds{
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" morale=\"34\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" morale=\"34\" morale=\"35\"/>",
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" increments=\"6\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" fire=\"5\" morale=\"34\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" incrementsx=\"5\" morale=\"34\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" increment=\"5\" morale=\"34\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" increments='5' morale=\"34\" fire=\"4\"/>",
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" morale=\"34\"/ >",
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" morale=\"34\" fire=\"4\">"
        "</battalio>",
        "<battalion id=\"b2\" name=\"B\" increments=\"5\" morale=\"34\" fire=\"4\">"
        "</battalion>",
        "<battalions id=\"b2\" name=\"B\"/>",
    };
    for (const std::string& second : seconds) {
        const std::string body = army + first + second + "</regiment></army>\n";
        INFO(body);
        REQUIRE(twinOutcome("", "", body, true) == twinOutcome("", "", body, false));
    }
}

TEST_CASE("plain OOB units are not pugixml nodes", "[formats][oob]") {
    // {elements the scanner read, the root's children in pugixml's tree}.
    auto counts = [](const std::string& body) {
        std::vector<Diagnostic> out;
        detail::XmlDocument doc;
        REQUIRE(doc.parse(oobText("", "", body, true), "count.oob.xml", "oob", out, {}, true));
        int tree = 0;
        for ([[maybe_unused]] pugi::xml_node c : detail::childElements(doc.root()))
            ++tree;
        return std::pair{static_cast<int>(doc.scannedCount()), tree};
    };
    const std::string units = fixtureUnits(); // 12 elements in one <army>
    CHECK(counts(units) == std::pair{12, 0});
    CHECK(counts(units + units + units) == std::pair{36, 0});
    // A comment ends the run: the armies after it are left to pugixml, as written; so does
    // a comment inside an army, at the army it is in.
    CHECK(counts(units + "<!-- c -->" + units + units) == std::pair{12, 2});
    std::string commented = units;
    commented.insert(commented.find("<leader"), "<!-- c -->");
    CHECK(counts(units + commented + units) == std::pair{12, 2});
    // A start tag in a comment before the root: nothing is scanned, the whole text is parsed.
    std::vector<Diagnostic> out;
    detail::XmlDocument doc;
    REQUIRE(
        doc.parse(oobText("<!-- " + kRoot + "> <army id=\"c\" name=\"C\"/> -->", "", units, true),
                  "comment.oob.xml", "oob", out, {}, true));
    CHECK(doc.scannedCount() == 0);
    CHECK(doc.root().child("army"));
}

TEST_CASE("plain OOB units are read in one pass, others by the element layer", "[formats][oob]") {
    // Elements the element layer read (detail::scannedReadByElementLayer) while `body` was read.
    auto layerReads = [](const std::string& body) {
        const std::size_t before = detail::scannedReadByElementLayer();
        const Loaded<OrderOfBattle> o = parseOob(oobText("", "", body, true), "layer.oob.xml");
        REQUIRE(o.value);
        return detail::scannedReadByElementLayer() - before;
    };
    const std::string units = fixtureUnits(); // 12 elements, as the writers write them
    CHECK(layerReads(units) == 0);
    // A morale that is no d66 number, an attribute a battery does not take and an id given
    // twice: the element layer reads those three units (and reports their problems).
    std::string odd = units;
    auto replace = [&](const std::string& from, const std::string& to) {
        const auto at = odd.find(from);
        REQUIRE(at != std::string::npos);
        odd.replace(at, from.size(), to);
    };
    replace("morale=\"45\"", "morale=\"47\"");
    replace("fire=\"8\"", "fire=\"8\" colour=\"red\"");
    replace("id=\"69l-2\"", "id=\"69l-1\"");
    CHECK(layerReads(odd) == 3);
}

namespace {

/// A reader given the root's subtrees while they are scanned: takes every element but the one
/// whose id is `refuse`, and counts.
struct CountingVisitor final : detail::ScanVisitor {
    std::string refuse;
    int taken = 0; ///< elements taken since the last discard
    int open = 0;  ///< of those, the ones whose end tag is to come
    int discards = 0;
    bool start(const detail::FlatElement& e, bool closed) override {
        for (std::size_t k = 0; k < e.count; ++k)
            if (e.attributes[k].name == "id" && e.attributes[k].value == refuse)
                return false;
        ++taken;
        open += !closed;
        return true;
    }
    void end() override { --open; }
    void discard() override {
        taken = open = 0;
        ++discards;
    }
};

struct Visited {
    int taken, discards, scanned, tree;
    bool operator==(const Visited&) const = default;
};

std::ostream& operator<<(std::ostream& os, const Visited& v) {
    return os << "{taken " << v.taken << ", discards " << v.discards << ", scanned " << v.scanned
              << ", tree " << v.tree << "}";
}

/// What a document parsed with a CountingVisitor holds: {elements the visitor kept, times it was
/// told to discard, elements kept as ScannedNodes, the root's children in pugixml's tree}.
Visited visit(const std::string& text, const std::string& refuse = "") {
    std::vector<Diagnostic> out;
    detail::XmlDocument doc;
    CountingVisitor v;
    v.refuse = refuse;
    REQUIRE(doc.parse(text, "visit.oob.xml", "oob", out, {}, true, &v));
    CHECK(v.open == 0);
    int tree = 0;
    for ([[maybe_unused]] pugi::xml_node c : detail::childElements(doc.root()))
        ++tree;
    return {v.taken, v.discards, static_cast<int>(doc.scannedCount()), tree};
}

} // namespace

TEST_CASE("a reader takes the OOB's plain units while they are scanned, or none of them",
          "[formats][oob]") {
    const std::string units = fixtureUnits(); // 12 elements in one <army>
    auto text = [](const std::string& body) { return oobText("", "", body, true); };
    CHECK(visit(text(units)) == Visited{12, 0, 0, 0});
    CHECK(visit(text(units + units + units)) == Visited{36, 0, 0, 0});
    // A comment between armies ends the run where a subtree ends: the reader keeps the army
    // before it, pugixml reads the two after it.
    CHECK(visit(text(units + "<!-- c -->" + units + units)) == Visited{12, 0, 0, 2});
    // A comment inside an army ends the run inside a subtree: the reader's elements are
    // dropped, and the army before the comment's is kept as ScannedNodes.
    std::string commented = units;
    commented.insert(commented.find("<leader"), "<!-- c -->");
    CHECK(visit(text(units + commented + units)) == Visited{0, 1, 12, 2});
    // An element the reader refuses: all of the run is kept as ScannedNodes.
    const std::string other = std::regex_replace(units, std::regex("id=\""), "id=\"x");
    CHECK(visit(text(units + other + units), "x69l-2") == Visited{0, 1, 36, 0});
    // A start tag in a comment before the root: the run read after it is not the root's
    // content, and the whole text is parsed.
    CHECK(visit(oobText("<!-- " + kRoot + "> <army id=\"c\" name=\"C\"/> -->", "", units, true)) ==
          Visited{0, 1, 0, 1});
}

TEST_CASE("startTagBound counts the '<' that do not begin an end tag", "[formats]") {
    // Texts of every size around the sixteen- and 32-byte steps and the 255 steps between
    // sums, of '<', '/' and 'a' at random; read sixteen bytes at a time and as wide as the
    // processor can.
    std::mt19937 random(7);
    for (std::size_t size : {0, 1, 2, 15, 16, 17, 18, 31, 32, 33, 34, 63, 64, 65, 255 * 16,
                             255 * 16 + 17, 255 * 32 + 33, 255 * 32 * 3 + 5, 20000}) {
        for (int round = 0; round < 8; ++round) {
            std::string t(size, 'a');
            for (char& c : t)
                c = "</a"[random() % 3];
            std::size_t expected = 0;
            for (std::size_t i = 0; i < t.size(); ++i)
                expected += t[i] == '<' && (i + 1 == t.size() || t[i + 1] != '/');
            INFO(size << " bytes; AVX2: " << hasAvx2());
            const ExactCopy exact(t);
            REQUIRE(detail::startTagBound(exact.view()) == expected);
            REQUIRE(detail::startTagBound(exact.view(), Lanes::Sixteen) == expected);
        }
    }
    for (Lanes lanes : {Lanes::Widest, Lanes::Sixteen}) {
        CHECK(detail::startTagBound(std::string(20000, '<'), lanes) == 20000);
        CHECK(detail::startTagBound("<a><b/></a><", lanes) == 3);
    }
}

TEST_CASE("firstMarkup finds the first '<' that '/', '!' or '?' follows", "[formats]") {
    // Texts of every size up to past a few 32-byte steps, of '<', the three and other bytes at
    // random, searched from every offset; read sixteen bytes at a time and as wide as the
    // processor can.
    std::mt19937 random(9);
    for (std::size_t size = 0; size <= 140; ++size) {
        for (int round = 0; round < 6; ++round) {
            std::string t(size, 'a');
            for (char& c : t)
                c = random() % 4 == 0 ? "</!?a>"[random() % 6] : 'a';
            const ExactCopy exact(t);
            for (std::size_t from = 0; from <= size; ++from) {
                std::size_t expected = std::string_view::npos;
                for (std::size_t i = from; i + 1 < size && expected == std::string_view::npos; ++i)
                    if (t[i] == '<' && (t[i + 1] == '/' || t[i + 1] == '!' || t[i + 1] == '?'))
                        expected = i;
                INFO(size << " bytes from " << from << ": " << t << "; AVX2: " << hasAvx2());
                REQUIRE(detail::firstMarkup(exact.view(), from) == expected);
                REQUIRE(detail::firstMarkup(exact.view(), from, Lanes::Sixteen) == expected);
            }
        }
    }
}

TEST_CASE("sameName tells apart names that differ in any one byte, of every size", "[formats]") {
    for (std::size_t size = 0; size <= 40; ++size) {
        const std::string a(size, 'x');
        CHECK(detail::sameName(a, std::string(size, 'x')));
        CHECK(!detail::sameName(a, std::string(size + 1, 'x')));
        for (std::size_t at = 0; at < size; ++at) {
            std::string b = a;
            b[at] = 'y';
            INFO(size << " bytes, differing at " << at);
            CHECK(!detail::sameName(a, b));
        }
    }
}
