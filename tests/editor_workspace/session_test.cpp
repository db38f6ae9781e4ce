// Saving, Save As and crash recovery of the editor's session (no display needed).
#include "editor/workspace/session.hpp"
#include "engine/edit/commands.hpp"
#include "workspace_fixture.hpp"

#include <catch2/catch.hpp>

#include <chrono>

#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

using namespace marengo;
namespace fs = std::filesystem;
using namespace workspace_test;

namespace {

/// The tiny scenario copied into `dir`.
fs::path copyFixture(const fs::path& dir) {
    return copyTinyScenario(dir, "s.scenario.xml", "Session");
}

} // namespace

TEST_CASE("open, edit, save writes map and scenario atomically and marks the document saved") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    auto diags = session.open(file, ok);
    REQUIRE(ok);
    CHECK(diags.empty());
    HexId h = doc.scenario().map.find("A0707");
    REQUIRE(doc.execute(edit::paintTerrain({{h, 1}})));
    CHECK(doc.modified());
    REQUIRE(session.save());
    CHECK_FALSE(doc.modified());
    auto reloaded = formats::loadScenario(file);
    REQUIRE_FALSE(reloaded.fatal());
    CHECK(reloaded.value->map.terrain(h) == 1);
    CHECK(reloaded.value->map == doc.scenario().map);
}

TEST_CASE("Save As to another folder writes the map and OOBs beside it and keeps the rules") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    fs::create_directories(tmp.path / "elsewhere" / "deeper");
    fs::path target = tmp.path / "elsewhere" / "deeper" / "copy.scenario.xml";
    // The rules would be referred to outside the new scenario's folder: not without leave.
    CHECK(session.referencesOutside(target) ==
          std::vector<std::string>{"rules ../../tiny.rules.xml"});
    CHECK_FALSE(session.saveAs(target));
    CHECK_FALSE(fs::exists(target));
    CHECK(session.path() == file);
    REQUIRE(session.saveAs(target, true));
    CHECK(session.path() == target);
    CHECK(fs::exists(target.parent_path() / "tiny.map.xml"));
    CHECK(fs::exists(target.parent_path() / "tiny-ru.oob.xml"));
    CHECK(doc.scenario().rulesPath == "../../tiny.rules.xml");
    CHECK_FALSE(formats::referencesOutside(target).empty());
    auto reloaded = formats::loadScenario(target, nullptr, {.allowOutside = true});
    REQUIRE_FALSE(reloaded.fatal());
    CHECK_FALSE(reloaded.hasErrors());
    CHECK(reloaded.value->setup == doc.scenario().setup);
}

TEST_CASE("a bundled rules profile stays an id through Save As, another is made relative") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    {
        std::string text = slurp(file);
        text.replace(text.find("href=\"tiny.rules.xml\""), 21, "profile=\"berlin-2021\"");
        std::ofstream(file, std::ios::binary) << text;
    }
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    CHECK(doc.scenario().rulesProfile == "berlin-2021");
    CHECK(doc.scenario().rules.id == "berlin-2021");
    fs::create_directories(tmp.path / "pack" / "deeper");
    const fs::path target = tmp.path / "pack" / "deeper" / "copy.scenario.xml";
    CHECK(session.referencesOutside(target).empty());
    REQUIRE(session.saveAs(target));
    const std::string saved = slurp(target);
    CHECK(saved.find("<rules profile=\"berlin-2021\"/>") != std::string::npos);
    CHECK(saved.find("href=\"/") == std::string::npos);
    CHECK(saved.find("..") == std::string::npos);
    auto reloaded = formats::loadScenario(target);
    REQUIRE_FALSE(reloaded.fatal());
    CHECK(reloaded.value->rules.id == "berlin-2021");

    // An untitled scenario whose profile was chosen by its absolute path: Save As writes it
    // relative to the scenario, inside the folder.
    Scenario s = doc.scenario();
    s.rulesProfile.clear();
    s.rulesPath = fs::absolute(tmp.path / "pack" / "tiny.rules.xml").string();
    fs::copy_file(tmp.path / "tiny.rules.xml", tmp.path / "pack" / "tiny.rules.xml");
    s.mapPath.clear();
    s.oobPaths.clear();
    session.adopt(std::move(s));
    const fs::path untitled = tmp.path / "pack" / "new.scenario.xml";
    CHECK(session.referencesOutside(untitled).empty());
    REQUIRE(session.saveAs(untitled));
    CHECK(doc.scenario().rulesPath == "tiny.rules.xml");
    CHECK_FALSE(formats::loadScenario(untitled).fatal());
}

TEST_CASE("Save refuses to write a map outside the scenario's folder without leave") {
    TempDir tmp("session");
    fs::create_directories(tmp.path / "pack");
    fs::path file = copyFixture(tmp.path);
    std::string text = slurp(file);
    for (const char* f : {"tiny.map.xml", "tiny.rules.xml", "tiny-fr.oob.xml", "tiny-ru.oob.xml"})
        text.replace(text.find(std::string("\"") + f), 1, "\"../");
    std::ofstream(tmp.path / "pack" / "s.scenario.xml", std::ios::binary) << text;
    file = tmp.path / "pack" / "s.scenario.xml";
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    auto refused = session.open(file, ok);
    CHECK_FALSE(ok);
    REQUIRE_FALSE(refused.empty());
    CHECK(refused.front().message.find("is outside the scenario's folder") != std::string::npos);
    session.open(file, ok, {.allowOutside = true});
    REQUIRE(ok);
    const HexId h = doc.scenario().map.find("A0707");
    REQUIRE(doc.execute(edit::paintTerrain({{h, 1}})));
    const std::string mapBefore = slurp(tmp.path / "tiny.map.xml");
    CHECK(session.referencesOutside(file).size() == 4);
    CHECK_FALSE(session.save());
    CHECK(slurp(tmp.path / "tiny.map.xml") == mapBefore);
    CHECK(doc.modified());
    REQUIRE(session.save(true));
    CHECK(slurp(tmp.path / "tiny.map.xml") != mapBefore);
}

TEST_CASE("autosave writes a recovery copy that loads, and a save discards it") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    const std::string before = slurp(file);
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    REQUIRE(session.autosave()); // nothing changed: nothing written
    CHECK_FALSE(session.ownRecovery());

    Placement p = doc.scenario().setup[0];
    p.hex = doc.scenario().map.find("A0505");
    REQUIRE(doc.execute(edit::updatePlacement(p)));
    REQUIRE(session.autosave());
    auto rec = session.ownRecovery();
    REQUIRE(rec);
    CHECK(fs::equivalent(rec->original, file));
    CHECK(rec->newer);
    CHECK(slurp(file) == before); // autosave never touches the user's files

    {
        // A second editor running at the same time neither sees nor takes the first one's copy.
        edit::Document doc2;
        editor::Session session2(doc2, tmp.path / "recovery");
        CHECK(session2.leftRecoveries().empty());
        CHECK_FALSE(session2.recoveryFor(file));
        CHECK_FALSE(session2.discardRecovery(*rec));
    }
    // The copy lives in the recovery folder and refers to the scenario's own files, outside it:
    // the editor loads it with outside references allowed.
    formats::LoadOptions allow;
    allow.allowOutside = true;
    auto recovered = formats::loadScenario(rec->scenario, nullptr, allow);
    REQUIRE_FALSE(recovered.fatal());
    CHECK_FALSE(recovered.hasErrors());
    CHECK(recovered.value->setup == doc.scenario().setup);

    REQUIRE(session.save());
    CHECK_FALSE(session.ownRecovery());
}

namespace {
/// Opens `file` in an editor, moves the first unit to `to`, autosaves and goes away without a
/// clean exit (a crash), leaving its copy. Returns the edited scenario.
Scenario editAndCrash(const fs::path& file, const fs::path& recovery, const char* to) {
    edit::Document doc;
    editor::Session session(doc, recovery);
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    Placement p = doc.scenario().setup[0];
    p.hex = doc.scenario().map.find(to);
    REQUIRE(doc.execute(edit::updatePlacement(p)));
    REQUIRE(session.autosave());
    return doc.scenario();
}
} // namespace

TEST_CASE("a copy left by an editor that is gone is offered for its file and recovered") {
    TempDir tmp("session");
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    const Scenario edited = editAndCrash(file, recovery, "A0505");

    edit::Document doc;
    editor::Session session(doc, recovery);
    auto left = session.leftRecoveries();
    REQUIRE(left.size() == 1);
    CHECK(left[0].newer);
    CHECK_FALSE(session.recoveryFor(tmp.path / "other.scenario.xml"));
    // Found whichever way the file is named.
    auto rec = session.recoveryFor(tmp.path / "recovery" / ".." / "s.scenario.xml");
    REQUIRE(rec);
    REQUIRE(session.recover(*rec));
    CHECK(doc.modified());
    CHECK(session.path() == file);
    CHECK(doc.scenario().setup == edited.setup);
    CHECK(doc.scenario().mapPath == "tiny.map.xml"); // pointed back at the original's files
    CHECK(session.leftRecoveries().empty());
    {
        // Recovered, the copy is this editor's: another one does not see it.
        edit::Document doc2;
        editor::Session session2(doc2, recovery);
        CHECK(session2.leftRecoveries().empty());
    }
    REQUIRE(session.ownRecovery());
    REQUIRE(session.save());
    CHECK_FALSE(session.ownRecovery());
    auto saved = formats::loadScenario(file);
    REQUIRE_FALSE(saved.fatal());
    CHECK(saved.value->setup == edited.setup);
}

TEST_CASE("a copy older than a later save of its files is not offered for them, and stays") {
    TempDir tmp("session");
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    editAndCrash(file, recovery, "A0505");
    edit::Document doc;
    editor::Session session(doc, recovery);
    REQUIRE(session.recoveryFor(file));
    // The map (not the scenario file) is saved again after the copy was made.
    const auto written = session.leftRecoveries().at(0).written;
    fs::last_write_time(tmp.path / "tiny.map.xml", written + std::chrono::seconds(10));
    CHECK_FALSE(session.recoveryFor(file));
    REQUIRE(session.leftRecoveries().size() == 1);
    CHECK_FALSE(session.leftRecoveries()[0].newer);
    // Opening the file and a clean exit leave the copy that was not offered.
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    session.discardRecovery();
    CHECK(session.leftRecoveries().size() == 1);
}

TEST_CASE("declining a left copy deletes that copy only, never a running editor's") {
    TempDir tmp("session");
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    editAndCrash(file, recovery, "A0505");

    // A running editor with its own copy of the same file.
    edit::Document running;
    editor::Session runningSession(running, recovery);
    bool ok = false;
    runningSession.open(file, ok);
    REQUIRE(ok);
    REQUIRE(running.execute(edit::paintTerrain({{running.scenario().map.find("A0101"), 1}})));
    REQUIRE(runningSession.autosave());
    const auto runningCopy = runningSession.ownRecovery();
    REQUIRE(runningCopy);

    edit::Document doc;
    editor::Session session(doc, recovery);
    auto left = session.leftRecoveries();
    REQUIRE(left.size() == 1);
    CHECK(left[0].folder != runningCopy->folder);
    REQUIRE(session.discardRecovery(left[0]));
    CHECK(session.leftRecoveries().empty());
    CHECK_FALSE(fs::exists(left[0].folder));
    CHECK_FALSE(session.discardRecovery(*runningCopy));
    CHECK_FALSE(session.recover(*runningCopy));
    CHECK(runningSession.ownRecovery());
}

TEST_CASE("an editor's folder goes at a clean exit, a copy of an untitled scenario is offered") {
    TempDir tmp("session");
    const fs::path file = copyFixture(tmp.path);
    const fs::path recovery = tmp.path / "recovery";
    {
        edit::Document doc;
        editor::Session session(doc, recovery);
        bool ok = false;
        session.open(file, ok);
        REQUIRE(ok);
        REQUIRE(doc.execute(edit::paintTerrain({{doc.scenario().map.find("A0101"), 1}})));
        REQUIRE(session.autosave());
        session.discardRecovery(); // a clean exit
    }
    CHECK(fs::is_empty(recovery));
    Scenario untitled;
    {
        edit::Document doc;
        editor::Session session(doc, recovery);
        bool ok = false;
        session.open(file, ok);
        REQUIRE(ok);
        Scenario s = doc.scenario(); // File > New: untitled, the rules where they are
        s.mapPath.clear();
        s.oobPaths.clear();
        s.rulesPath = (tmp.path / "tiny.rules.xml").string();
        session.adopt(std::move(s));
        REQUIRE(doc.execute(edit::paintTerrain({{doc.scenario().map.find("A0102"), 1}})));
        REQUIRE(session.autosave());
        untitled = doc.scenario();
    }
    edit::Document doc;
    editor::Session session(doc, recovery);
    auto left = session.leftRecoveries();
    REQUIRE(left.size() == 1);
    CHECK(left[0].original.empty());
    CHECK_FALSE(session.recoveryFor(file));
    REQUIRE(session.recover(left[0]));
    CHECK(session.path().empty());
    CHECK(doc.scenario().map == untitled.map);
    CHECK(doc.scenario().mapPath.empty()); // Save As names the files
}

TEST_CASE("a failed save reports why and leaves the document modified") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    REQUIRE(doc.execute(edit::paintTerrain({{doc.scenario().map.find("A0101"), 1}})));
    // A regular file where the target folder should be: no one, not even root, can write there.
    std::ofstream(tmp.path / "blocker") << "x";
    auto st = session.saveAs(tmp.path / "blocker" / "x.scenario.xml");
    CHECK_FALSE(st);
    CHECK(doc.modified());
}

TEST_CASE("opening a broken file reports file:line:col and keeps the current document") {
    TempDir tmp("session");
    fs::path file = copyFixture(tmp.path);
    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    const Scenario current = doc.scenario();
    std::ofstream(tmp.path / "broken.scenario.xml") << "<scenario version=\"1\">\n  <map href=";
    auto diags = session.open(tmp.path / "broken.scenario.xml", ok);
    CHECK_FALSE(ok);
    REQUIRE_FALSE(diags.empty());
    CHECK(diags[0].line >= 1);
    CHECK(diags[0].format().find("broken.scenario.xml:") != std::string::npos);
    CHECK(doc.scenario() == current);
    CHECK(session.path() == file);
}

TEST_CASE("golden: moving one battalion of a sample in the editor rewrites one line of one file") {
    TempDir tmp("session");
    const fs::path src = fs::path(MARENGO_SOURCE_DIR) / "samples" / "friedland";
    const fs::path dir = tmp.path / "samples" / "friedland";
    fs::create_directories(dir);
    for (const auto& entry : fs::directory_iterator(src))
        fs::copy_file(entry.path(), dir / entry.path().filename());
    fs::create_directories(tmp.path / "templates");
    fs::copy(fs::path(MARENGO_SOURCE_DIR) / "templates" / "rules",
             tmp.path / "templates" / "rules");
    const fs::path file = dir / "friedland-sortlack.scenario.xml";
    std::map<fs::path, std::pair<std::string, fs::file_time_type>> before;
    for (const auto& entry : fs::directory_iterator(dir))
        before[entry.path()] = {slurp(entry.path()), fs::last_write_time(entry.path())};

    edit::Document doc;
    editor::Session session(doc, tmp.path / "recovery");
    bool ok = false;
    session.open(file, ok);
    REQUIRE(ok);
    const Placement* p = doc.scenario().findPlacement("69l-2");
    REQUIRE(p);
    Placement moved = *p;
    moved.hex = doc.scenario().map.find("A0719");
    REQUIRE(doc.execute(edit::updatePlacement(moved)));
    REQUIRE(session.save());

    for (const auto& [path, old] : before) {
        INFO(path.string());
        if (path != file) { // untouched: not even rewritten
            CHECK(slurp(path) == old.first);
            CHECK(fs::last_write_time(path) == old.second);
            continue;
        }
        std::istringstream a(old.first), b(slurp(path));
        int changed = 0;
        for (std::string la, lb; std::getline(a, la) && std::getline(b, lb);)
            changed += la != lb;
        CHECK(changed == 1);
        CHECK(slurp(path).size() == old.first.size());
    }
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) ==
          static_cast<std::ptrdiff_t>(before.size())); // no journal, no temporary file
    // Undo back to the save point and save again: the file is as it was.
    doc.undo();
    REQUIRE(session.save());
    CHECK(slurp(file) == before[file].first);
}
