// CSV import of orders of battle: columns in any order, rows in any order, quoting, and every
// problem reported with its row and column.
#include "formats/oob_text.hpp"
#include "test_util.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace marengo;
using namespace marengo::formats;
using namespace marengo::formats::test;

namespace {

std::filesystem::path csvFixture(const std::string& name) {
    return std::filesystem::path(MARENGO_TEST_DATA) / "oob_text" / name;
}

OrderOfBattle parseCleanCsv(const std::string& text,
                            const OobImportOptions& options = {"French", ""}) {
    Loaded<OrderOfBattle> loaded = parseOobCsv(text, "test.csv", options);
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    REQUIRE(loaded.diagnostics.empty());
    return *loaded.value;
}

std::vector<std::string> ids(const OrderOfBattle& oob) {
    std::vector<std::string> out;
    for (const Unit& u : oob.units())
        out.push_back(u.id);
    return out;
}

} // namespace

TEST_CASE("OOB CSV: a spreadsheet export with rows in any order", "[formats][oob-csv]") {
    Loaded<OrderOfBattle> loaded =
        loadOobText(csvFixture("wurttemberg.csv"), OobImportOptions{"French", "French"});
    INFO(dump(loaded.diagnostics));
    REQUIRE(loaded.value);
    REQUIRE(loaded.diagnostics.empty());
    const OrderOfBattle& oob = *loaded.value;
    CHECK(oob.side == "French");
    CHECK(oob.nationality == "French");
    // Parents first, children in row order.
    CHECK(ids(oob) == std::vector<std::string>{"ga", "viii", "w-1", "w-ir", "w-ir-1", "w-f1",
                                               "w-chl", "neubronn"});
    CHECK(oob.find("viii")->name == "VIIIe Corps \"Württemberg\"");
    CHECK(oob.find("viii")->provenance == Provenance{"Württemberg OOB, 1809", "7"});
    CHECK(oob.find("viii")->commander == "Vandamme");
    CHECK(oob.find("w-f1")->name == "Fußbatterie Nr. 1, reserve");
    CHECK(oob.find("w-f1")->artillery == ArtilleryType::Foot);
    CHECK(oob.find("w-ir")->arm == Arm::Infantry);
    CHECK(oob.find("w-ir-1")->morale == 43);
    CHECK(oob.find("w-chl")->lanceBonus == 2);
    CHECK(oob.find("w-chl")->skirmish);
    CHECK(oob.find("neubronn")->leaderBonus == 1);
    CHECK(oob.find("neubronn")->rank == "GdD");
    CHECK(oob.nationalityOf(*oob.find("w-ir-1")) == "Württemberg");

    // CSV -> XML -> text -> model is the same order of battle.
    Loaded<OrderOfBattle> xml = parseOob(writeOob(oob), "w.oob.xml");
    REQUIRE(xml.value);
    CHECK(xml.diagnostics.empty());
    CHECK(*xml.value == oob);
    Loaded<OrderOfBattle> text = parseOobText(writeOobText(oob), "w.txt");
    INFO(dump(text.diagnostics));
    REQUIRE(text.value);
    CHECK(text.diagnostics.empty());
    CHECK(*text.value == oob);
}

TEST_CASE("OOB CSV: column order is free and names are case-insensitive", "[formats][oob-csv]") {
    const OrderOfBattle a = parseCleanCsv("id,parent,echelon,name,arm,increments,morale,fire,"
                                          "melee,movement\n"
                                          "a,,army,A,,,,,,\n"
                                          "r,a,regiment,\"R, 1er\",inf,9,43,9,9,6\n");
    const OrderOfBattle b = parseCleanCsv("Movement,Melee,Fire,Morale,Increments,ARM,Name,"
                                          "Echelon,Parent,Id\n"
                                          "6,9,9,43,9,inf,\"R, 1er\",regiment,a,r\n"
                                          ",,,,,,A,army,,a\n");
    CHECK(a == b);
    CHECK(a.find("r")->name == "R, 1er");
    // Short forms, semicolons (a French spreadsheet) and a side column.
    const OrderOfBattle c =
        parseCleanCsv("id;parent;kind;name;arm;inc;morale;fire;melee;move;side\n"
                      "a;;army;A;;;;;;;French\n"
                      "r;a;regt;R, 1er;cav;9;43;9;9;6;French\n",
                      {});
    CHECK(c.side == "French");
    CHECK(c.find("r")->arm == Arm::Cavalry);
}

TEST_CASE("OOB CSV: quoted fields", "[formats][oob-csv]") {
    const OrderOfBattle oob =
        parseCleanCsv("id,parent,echelon,name,commander\n"
                      "a,,army,\"Armée \"\"du Nord\"\", 1813\",\"Oudinot, duc de Reggio\"\n"
                      "  b , a , corps ,  \"Corps\"  ,\n");
    CHECK(oob.find("a")->name == "Armée \"du Nord\", 1813");
    CHECK(oob.find("a")->commander == "Oudinot, duc de Reggio");
    CHECK(oob.find("b")->name == "Corps");
}

namespace {
struct CsvCase {
    const char* what;
    std::string text;
    int line;
    int col; ///< 0: not checked
    const char* expected;
};
} // namespace

TEST_CASE("OOB CSV: broken files name the row, the column and what was expected",
          "[formats][oob-csv]") {
    const std::string head = "id,parent,echelon,name,arm,increments,morale,fire,melee,movement\n";
    const std::string army = "a,,army,A,,,,,,\n"; // line 2
    const std::vector<CsvCase> cases{
        {"unknown column", "id,parent,echelon,name,moral\n" + std::string("a,,army,A,\n"), 1, 24,
         "unknown column 'moral'"},
        {"unknown column suggestion", "id,parent,echelon,name,moral\na,,army,A,\n", 1, 24,
         "did you mean 'morale'?"},
        {"missing required column", "id,echelon,name\na,army,A\n", 1, 1,
         "the header row has no parent column"},
        {"column twice", "id,parent,echelon,name,inc,increments\na,,army,A,,\n", 1, 28,
         "column 'increments' appears twice"},
        {"morale not d66", head + army + "r,a,regiment,R,inf,9,47,9,9,6\n", 3, 22,
         "morale 47 is not a d66 number"},
        {"parent missing", head + army + "r,x,regiment,R,inf,9,43,9,9,6\n", 3, 3,
         "parent 'x' of unit 'r' is not in the file"},
        {"cycle", head + army + "p,q,regiment,P,inf,9,43,9,9,6\nq,p,brigade,Q,,,,,,\n", 3, 3,
         "the parents form a cycle: 'p' in 'q' in 'p'"},
        {"self parent", head + army + "p,p,brigade,P,,,,,,\n", 3, 3,
         "the parents form a cycle: 'p' in 'p'"},
        {"duplicate id", head + army + "a,a2,brigade,B,,,,,,\na2,a,corps,C,,,,,,\n", 3, 1,
         "unit id 'a' is used twice"},
        {"unknown echelon", head + army + "r,a,regimen,R,inf,9,43,9,9,6\n", 3, 5,
         "unknown echelon 'regimen'"},
        {"bad arm", head + army + "r,a,regiment,R,artilery,9,43,9,9,6\n", 3, 16,
         "arm 'artilery' is not infantry or cavalry"},
        {"nesting", head + army + "c,a,corps,C,,,,,,\nd,b,division,D,,,,,,\nb,c,brigade,B,,,,,,\n",
         4, 0, "a division cannot be part of a brigade"},
        {"missing values", head + army + "b,a,battalion,B,,7,,,,\n", 3, 0,
         "battalion 'b' has no morale, fire, melee, movement"},
        {"unclosed quote", head + army + "r,a,regiment,\"R,inf,9,43,9,9,6\n", 3, 14,
         "quoted field is not closed"},
        {"text after a quote", head + army + "r,a,regiment,\"R\"x,inf,9,43,9,9,6\n", 3, 17,
         "unexpected text after the closing quote"},
        {"extra field", head + army + "r,a,regiment,R,inf,9,43,9,9,6,oops\n", 3, 31,
         "in a column the header row does not name"},
        {"line break in a name", head + army + "r,a,regiment,\"R\nR\",inf,9,43,9,9,6\n", 3, 14,
         "line break inside a value"},
        {"two sides", "id,parent,echelon,name,side\na,,army,A,French\nb,a,corps,B,Russian\n", 3, 13,
         "side 'Russian' differs from side 'French' of line 2"},
        {"no header", "\n\n", 0, 0, "no header row"},
        {"no rows", head, 0, 0, "no units"},
    };
    for (const CsvCase& c : cases) {
        INFO(c.what);
        INFO(c.text);
        Loaded<OrderOfBattle> loaded = parseOobCsv(c.text, "broken.csv", {"French", ""});
        INFO(dump(loaded.diagnostics));
        REQUIRE(loaded.value);
        CHECK(loaded.hasErrors());
        const Diagnostic* d = findDiagnostic(loaded.diagnostics, c.expected);
        REQUIRE(d);
        CHECK(d->line == c.line);
        if (c.col > 0)
            CHECK(d->col == c.col);
    }
}

TEST_CASE("OOB CSV: side from the options, a column, or an error", "[formats][oob-csv]") {
    const std::string text = "id,parent,echelon,name\na,,army,A\n";
    Loaded<OrderOfBattle> none = parseOobCsv(text, "x.csv");
    CHECK(findDiagnostic(none.diagnostics, "no side"));
    Loaded<OrderOfBattle> clash =
        parseOobCsv("id,parent,echelon,name,side\na,,army,A,French\n", "x.csv", {"Russian", ""});
    CHECK(findDiagnostic(clash.diagnostics, "differs from --side 'Russian'"));
}

TEST_CASE("OOB CSV: no input crashes the reader", "[formats][oob-csv]") {
    const std::string seed = readText(csvFixture("wurttemberg.csv"));
    REQUIRE_FALSE(seed.empty());
    std::mt19937 rng(1813);
    const std::string alphabet = ",;\t\n\r\" abc019-+\xC3\xA9";
    for (int round = 0; round < 1500; ++round) {
        std::string text = seed;
        const int edits = 1 + static_cast<int>(rng() % 6);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            if (rng() % 2)
                text[at] = alphabet[rng() % alphabet.size()];
            else
                text.erase(at, 1 + rng() % 10);
        }
        Loaded<OrderOfBattle> loaded = parseOobCsv(text, "fuzz.csv", {"French", ""});
        REQUIRE(loaded.value);
        if (!loaded.hasErrors()) {
            Loaded<OrderOfBattle> again = parseOobText(writeOobText(*loaded.value), "again.txt");
            INFO(dump(again.diagnostics));
            REQUIRE(again.diagnostics.empty());
            REQUIRE(*again.value == *loaded.value);
        }
    }
}
