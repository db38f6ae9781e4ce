// The recovery journal: every committed step after the snapshot comes back, a damaged tail is
// dropped, an unknown format is refused with a message.
#include "editor/workspace/session.hpp"
#include "engine/edit/commands.hpp"
#include "workspace_fixture.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

using namespace marengo;
namespace fs = std::filesystem;
using namespace workspace_test;

namespace {

/// The tiny scenario copied into `dir`.
fs::path copyFixture(const fs::path& dir) {
    return copyTinyScenario(dir, "j.scenario.xml", "Journal");
}

/// An editor that opens the fixture, makes edits, and dies without a clean exit (its recovery
/// folder stays, as a SIGKILL leaves it).
struct Editor {
    edit::Document doc;
    editor::Session session;
    Editor(const fs::path& file, const fs::path& recovery) : session(doc, recovery) {
        bool ok = false;
        session.open(file, ok);
        REQUIRE(ok);
    }
    HexId hex(const char* label) const { return doc.scenario().map.find(label); }
    fs::path folder() const { return session.ownRecovery().value().folder; }
};

/// What a new editor recovers of `file` from `recovery`, with the recovery's warnings.
Scenario recoverFrom(const fs::path& file, const fs::path& recovery,
                     std::vector<std::string>* warnings = nullptr) {
    edit::Document doc;
    editor::Session session(doc, recovery);
    auto rec = session.recoveryFor(file);
    REQUIRE(rec);
    REQUIRE(session.recover(*rec, warnings));
    return doc.scenario();
}

/// The byte offsets where the journal's records start.
std::vector<std::size_t> recordStarts(const std::string& journal) {
    std::vector<std::size_t> out;
    for (std::size_t at = journal.find("\nrecord "); at != std::string::npos;
         at = journal.find("\nrecord ", at + 1)) {
        // Only a record line: a payload holds no line starting with "record ".
        out.push_back(at + 1);
    }
    return out;
}

} // namespace

TEST_CASE("every kind of committed edit comes back from the snapshot and the journal") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    Scenario edited;
    std::string snapshotTerrain;
    {
        Editor e(file, recovery);
        // The first edit writes the snapshot; the rest go only to the journal.
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0101"), 1}})));
        const fs::path folder = e.folder();
        const std::string header = slurp(folder / "recovery.journal");
        CHECK(header == editor::journalHeader());

        REQUIRE(e.doc.execute(edit::setElevation({{e.hex("A0303"), 2}, {e.hex("A0304"), -1}})));
        REQUIRE(e.doc.execute(edit::setHexside(e.hex("A0404"), HexSide::N, kRiver | kBridge)));
        // A hexside on the map's edge (no hex beyond it).
        REQUIRE(e.doc.execute(edit::setHexside(e.hex("A0101"), HexSide::NW, kWall)));
        Placement p;
        p.unit = "69l-2";
        p.hex = e.hex("A0606");
        p.formation = Formation::Line;
        p.facing = Facing::vertex(Vertex::NNE);
        REQUIRE(e.doc.execute(edit::placeUnit(p)));
        Placement moved = e.doc.scenario().setup[0];
        moved.hex = e.hex("A0707");
        REQUIRE(e.doc.execute(edit::updatePlacement(moved)));
        Unit renamed = *e.doc.scenario().findUnit("69l-2");
        renamed.name = "2/69e de Ligne";
        REQUIRE(e.doc.execute(edit::editUnit(renamed)));
        REQUIRE(e.doc.execute(
            edit::setPart("Edit Settings", &Scenario::title, std::string("Journal, edited"))));
        // A brush stroke: each dab is journaled as it is committed.
        e.doc.beginGroup("Paint Terrain");
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0801"), 1}})));
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0802"), 1}})));
        e.doc.endGroup();
        // Undone and redone: committed steps too.
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0808"), 1}})));
        e.doc.undo();
        e.doc.undo();
        e.doc.redo();
        edited = e.doc.scenario();
        CHECK(slurp(folder / "recovery.journal").size() > header.size());
        snapshotTerrain = slurp(folder / "recovery.map.xml");
    }
    // The snapshot alone has only the first edit: what follows can come only from the journal.
    CHECK(snapshotTerrain.find("A0801") == std::string::npos);

    std::vector<std::string> warnings;
    const Scenario back = recoverFrom(file, recovery, &warnings);
    CHECK(warnings.empty());
    const Map& map = back.map;
    CHECK(map.terrain(map.find("A0801")) == 1);
    CHECK(map.terrain(map.find("A0802")) == 1);
    CHECK(map.terrain(map.find("A0808")) == 0); // undone
    CHECK(map.elevation(map.find("A0304")) == -1);
    CHECK(map.features(map.find("A0404"), HexSide::N) == (kRiver | kBridge));
    CHECK(map.features(map.find("A0101"), HexSide::NW) == kWall);
    REQUIRE(back.findPlacement("69l-2"));
    CHECK(*back.findPlacement("69l-2") == *edited.findPlacement("69l-2"));
    CHECK(back.findUnit("69l-2")->name == "2/69e de Ligne");
    CHECK(back.title == "Journal, edited");
    CHECK(back == edited); // nothing else differs either
}

TEST_CASE("undo back to the saved state and redo past it are journaled") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    Scenario edited;
    {
        Editor e(file, recovery);
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0101"), 1}})));
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0102"), 1}})));
        e.doc.undo();
        e.doc.undo(); // the saved state: nothing to recover
        CHECK_FALSE(e.session.ownRecovery());
        e.doc.redo(); // a new snapshot
        e.doc.redo(); // journaled
        edited = e.doc.scenario();
    }
    const Scenario back = recoverFrom(file, recovery);
    CHECK(back.map.terrain(back.map.find("A0102")) == 1);
    CHECK(back == edited);
}

TEST_CASE("a journal cut anywhere in its last record gives back every record before it") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    const char* const labels[] = {"A0101", "A0202", "A0303", "A0404", "A0505"};
    fs::path folder;
    {
        Editor e(file, recovery);
        for (const char* l : labels)
            REQUIRE(e.doc.execute(edit::setElevation({{e.hex(l), 3}})));
        Placement moved = e.doc.scenario().setup[0];
        moved.hex = e.hex("A0606");
        REQUIRE(e.doc.execute(edit::updatePlacement(moved))); // the last record: a set-up
        folder = e.folder();
    }
    const std::string journal = slurp(folder / "recovery.journal");
    const auto starts = recordStarts(journal);
    REQUIRE(starts.size() == 5); // the first elevation is in the snapshot

    SECTION("read at every byte offset of the whole journal") {
        for (std::size_t cut = editor::journalHeader().size(); cut <= journal.size(); ++cut) {
            INFO("cut at byte " << cut);
            const auto contents = editor::readJournal(journal.substr(0, cut), "j");
            std::size_t whole = 0;
            while (whole < starts.size() &&
                   (whole + 1 < starts.size() ? starts[whole + 1] : journal.size()) <= cut)
                ++whole;
            CHECK(contents.records.size() == whole);
            const bool atBoundary = cut == journal.size() ||
                                    std::find(starts.begin(), starts.end(), cut) != starts.end();
            CHECK(contents.warnings.empty() == atBoundary);
        }
    }
    SECTION("recovered at every byte offset of the last record") {
        const fs::path left = tmp.path / "left";
        fs::copy(folder, left, fs::copy_options::recursive);
        for (std::size_t cut = starts.back(); cut < journal.size(); ++cut) {
            INFO("cut at byte " << cut);
            const fs::path again = tmp.path / ("again-" + std::to_string(cut));
            fs::create_directories(again);
            fs::copy(left, again / "1-1", fs::copy_options::recursive);
            fs::remove(again / "1-1" / "lock");
            spill(again / "1-1" / "recovery.journal", journal.substr(0, cut));
            std::vector<std::string> warnings;
            const Scenario back = recoverFrom(file, again, &warnings);
            for (const char* l : labels)
                CHECK(back.map.elevation(back.map.find(l)) == 3);
            CHECK(back.setup[0].hex == back.map.find("A0202")); // the move was cut off
            CHECK(warnings.empty() == (cut == starts.back()));
            fs::remove_all(again);
        }
    }
}

TEST_CASE("what the reader refuses in a replayed record is said, and the replay goes on") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    {
        Editor e(file, recovery);
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0101"), 1}})));
        // A line whose second hex is not beside the first: the document holds it (the editor's
        // tools never make one), the scenario reader refuses it.
        Placement odd;
        odd.unit = "69l-2";
        odd.hex = e.hex("A0606");
        odd.second = e.hex("A0101");
        odd.formation = Formation::Line;
        odd.facing = Facing::vertex(Vertex::NNE);
        REQUIRE(e.doc.execute(edit::placeUnit(odd)));
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0202"), 1}})));
    }
    std::vector<std::string> warnings;
    const Scenario back = recoverFrom(file, recovery, &warnings);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].find("record 1: journal scenario:") != std::string::npos);
    CHECK_FALSE(back.findPlacement("69l-2"));
    CHECK(back.map.terrain(back.map.find("A0202")) == 1); // the record after it
}

TEST_CASE("a damaged record ends the replay with a message, the records before it come back") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    fs::path folder;
    {
        Editor e(file, recovery);
        for (const char* l : {"A0101", "A0202", "A0303", "A0404"})
            REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex(l), 1}})));
        folder = e.folder();
    }
    std::string journal = slurp(folder / "recovery.journal");
    const auto starts = recordStarts(journal);
    REQUIRE(starts.size() == 3);
    // One bit flipped inside the second record's payload (its hex id).
    const std::size_t payload = journal.find('\n', starts[1]) + 5;
    journal[payload] = static_cast<char>(journal[payload] ^ 1);
    spill(folder / "recovery.journal", journal);
    std::vector<std::string> warnings;
    const Scenario back = recoverFrom(file, recovery, &warnings);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].find("record 2 at byte " + std::to_string(starts[1])) != std::string::npos);
    CHECK(back.map.terrain(back.map.find("A0202")) == 1);
    CHECK(back.map.terrain(back.map.find("A0303")) == 0);
    CHECK(back.map.terrain(back.map.find("A0404")) == 0);
}

TEST_CASE("a journal of another format version is refused with a message, the snapshot stays") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    fs::path folder;
    {
        Editor e(file, recovery);
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0101"), 1}})));
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0202"), 1}})));
        folder = e.folder();
    }
    std::string journal = slurp(folder / "recovery.journal");
    REQUIRE(journal.rfind(editor::journalHeader(), 0) == 0);
    spill(folder / "recovery.journal",
          "marengo-journal 99\n" + journal.substr(editor::journalHeader().size()));
    std::vector<std::string> warnings;
    const Scenario back = recoverFrom(file, recovery, &warnings);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].find("journal format version 99 is not one this editor reads (1)") !=
          std::string::npos);
    CHECK(back.map.terrain(back.map.find("A0101")) == 1); // the snapshot
    CHECK(back.map.terrain(back.map.find("A0202")) == 0); // the refused journal's record
}

TEST_CASE("a snapshot compacts the journal, also for a change too large to journal") {
    TempDir tmp("journal", scratch());
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    Scenario edited;
    {
        Editor e(file, recovery);
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0101"), 1}})));
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0202"), 1}})));
        const fs::path journal = e.folder() / "recovery.journal";
        const auto grown = fs::file_size(journal);
        CHECK(grown > editor::journalHeader().size());
        REQUIRE(e.session.compactJournal(grown)); // not past the limit: kept
        CHECK(fs::file_size(journal) == grown);
        REQUIRE(e.session.compactJournal(0));
        CHECK(slurp(journal) == editor::journalHeader());
        // The map replaced whole: a snapshot, not a record.
        REQUIRE(e.doc.execute(edit::paintTerrain({{e.hex("A0303"), 1}})));
        Map bigger = e.doc.scenario().map;
        bigger.setName("Renamed");
        REQUIRE(e.doc.execute(edit::setPart("Edit Map", &Scenario::map, std::move(bigger))));
        CHECK(slurp(journal) == editor::journalHeader());
        CHECK(slurp(e.folder() / "recovery.map.xml").find("Renamed") != std::string::npos);
        edited = e.doc.scenario();
    }
    CHECK(recoverFrom(file, recovery) == edited);
}

TEST_CASE("the journal's records are framed with their length and checksum") {
    const std::string framed = editor::frameRecord("hex 1 0 0 0 0 0 0 0 0\n");
    CHECK(framed.rfind("record 22 ", 0) == 0);
    const auto contents = editor::readJournal(editor::journalHeader() + framed + framed, "j");
    CHECK(contents.warnings.empty());
    CHECK(contents.records ==
          std::vector<std::string>{"hex 1 0 0 0 0 0 0 0 0\n", "hex 1 0 0 0 0 0 0 0 0\n"});
    CHECK(editor::readJournal("", "j").warnings.size() == 1); // no header at all
    // A length no file can hold (garbage where a record line should be).
    const auto huge =
        editor::readJournal(editor::journalHeader() + "record 18446744073709551615 0\n", "j");
    CHECK(huge.records.empty());
    CHECK(huge.warnings.size() == 1);
}
