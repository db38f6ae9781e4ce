// A real crash, many times: a child process edits a scenario through the document and session
// the editor uses and is killed with SIGKILL at a random moment (fixed seed). The parent then
// finds the copy the dead editor left for the file, recovers it, and checks that every edit the
// child reported as committed is back. Only the first edit (and one compaction halfway) writes a
// snapshot: the other edits come back through the journal alone.
#include "editor/workspace/session.hpp"
#include "engine/edit/commands.hpp"
#include "workspace_fixture.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <cstdio>
#include <random>
#include <sys/wait.h>
#include <unistd.h>

using namespace marengo;
namespace fs = std::filesystem;
using namespace workspace_test;

namespace {

constexpr int kTrials = 50;
constexpr int kEdits = 20;
constexpr int kWoods = 1; ///< terrain index of "woods" in the tiny test map
constexpr int kHill = 2;  ///< the elevation edits set

/// Edit i, on the i-th hex: the kinds the journal records in turn (terrain, elevation and
/// hexside of the hex; the set-up, whose unit moves there).
enum class Kind { Terrain, Elevation, Hexside, Move };
Kind kindOf(int i) {
    return static_cast<Kind>(i % 4);
}

/// A folder with the tiny CLI fixture scenario, its map, OOBs and rules.
fs::path makeFixture(const fs::path& dir) {
    return copyTinyScenario(dir, "k.scenario.xml", "Kill");
}

/// The hex of each edit (clear, level and without hexside features in the fixture, none where the
/// unit stands at first): A0101..A0108, A0201...
std::vector<std::string> editedHexes() {
    std::vector<std::string> out;
    for (int i = 0; i < kEdits; ++i) {
        char label[32]; // room for any int, so that GCC sees no truncation
        std::snprintf(label, sizeof label, "A%02d%02d", 1 + i / 8, 1 + i % 8);
        out.emplace_back(label);
    }
    return out;
}

/// Edit i: woods, a hill, a road on the north hexside, or the first placed unit moved there.
edit::CommandPtr editNumber(const Scenario& s, const std::vector<std::string>& hexes, int i) {
    const HexId h = s.map.find(hexes[static_cast<std::size_t>(i)]);
    switch (kindOf(i)) {
    case Kind::Terrain:
        return edit::paintTerrain({{h, kWoods}});
    case Kind::Elevation:
        return edit::setElevation({{h, kHill}});
    case Kind::Hexside:
        return edit::setHexside(h, HexSide::N, kRoad);
    case Kind::Move:
        break;
    }
    Placement p = s.setup.at(0);
    p.hex = h;
    return edit::updatePlacement(p);
}

/// How many edits, from the first, the recovered scenario holds (each later one must be absent).
int editsBack(const Scenario& s, const std::vector<std::string>& hexes) {
    const Map& map = s.map;
    int lastMove = -1; // the move edit whose hex the unit stands on
    for (int i = 0; i < kEdits; ++i)
        if (kindOf(i) == Kind::Move && s.setup.at(0).hex == map.find(hexes[i]))
            lastMove = i;
    const auto done = [&](int i) {
        const HexId h = map.find(hexes[static_cast<std::size_t>(i)]);
        switch (kindOf(i)) {
        case Kind::Terrain:
            return map.terrain(h) == kWoods;
        case Kind::Elevation:
            return map.elevation(h) == kHill;
        case Kind::Hexside:
            return map.features(h, HexSide::N) == kRoad;
        case Kind::Move:
            break;
        }
        return i <= lastMove;
    };
    int back = 0;
    while (back < kEdits && done(back))
        ++back;
    for (int i = back; i < kEdits; ++i)
        if (done(i))
            return -1; // a later edit without an earlier one: not a prefix
    return back;
}

/// The child: the editor's document and session; each edit is reported on `ack` once the document
/// committed it (no autosave call: the session journals what the document commits). One
/// snapshot halfway, as the editor's compaction writes. Never returns.
[[noreturn]] void editUntilKilled(const fs::path& file, const fs::path& recovery, int ack) {
    edit::Document doc;
    editor::Session session(doc, recovery);
    bool ok = false;
    session.open(file, ok);
    if (!ok)
        ::_exit(2);
    const auto hexes = editedHexes();
    for (int i = 0; i < kEdits; ++i) {
        if (!doc.execute(editNumber(doc.scenario(), hexes, i)))
            ::_exit(3);
        if (i == kEdits / 2 && !session.compactJournal(0))
            ::_exit(4);
        const unsigned char done = static_cast<unsigned char>(i + 1);
        if (::write(ack, &done, 1) != 1)
            ::_exit(5);
    }
    ::_exit(0); // all done; no clean exit either
}

} // namespace

TEST_CASE("SIGKILL at a random moment loses no committed edit") {
    const fs::path root = scratch() / ("marengo-kill-" + std::to_string(::getpid()));
    fs::remove_all(root);
    std::mt19937 random(20261202);
    const auto hexes = editedHexes();
    int recovered = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        INFO("trial " << trial);
        const fs::path dir = root / std::to_string(trial);
        const fs::path file = makeFixture(dir);
        const fs::path recovery = dir / "recovery";
        const std::string mapBefore = slurp(dir / "tiny.map.xml");
        int pipeFds[2];
        REQUIRE(::pipe(pipeFds) == 0);
        std::fflush(nullptr); // nothing buffered is written twice by the child
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::close(pipeFds[0]);
            editUntilKilled(file, recovery, pipeFds[1]);
        }
        ::close(pipeFds[1]);
        // Killed after a random number of reported edits, a random moment later: before the
        // first edit, inside the snapshot or a journal append, between two, or after the last.
        const int after = std::uniform_int_distribution<int>(0, kEdits)(random);
        const int delayUs = std::uniform_int_distribution<int>(0, 3000)(random);
        int acked = 0;
        unsigned char done = 0;
        while (acked < after && ::read(pipeFds[0], &done, 1) == 1)
            acked = done;
        ::usleep(static_cast<useconds_t>(delayUs));
        ::kill(child, SIGKILL);
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        CHECK((WIFSIGNALED(status) || WEXITSTATUS(status) == 0));
        while (::read(pipeFds[0], &done, 1) == 1) // what it reported before dying
            acked = done;
        ::close(pipeFds[0]);
        INFO(acked << " edits reported committed");

        CHECK(slurp(dir / "tiny.map.xml") == mapBefore); // the user's files are never touched
        edit::Document doc;
        editor::Session session(doc, recovery);
        auto rec = session.recoveryFor(file);
        if (acked > 0)
            REQUIRE(rec);
        if (!rec)
            continue;
        REQUIRE(session.recover(*rec));
        ++recovered;
        // Every reported edit is back, in order; at most the one being reported when the kill
        // came is there besides (committed, not yet reported), and nothing after it.
        const int back = editsBack(doc.scenario(), hexes);
        CHECK(back >= acked);
        CHECK(back <= acked + 1);
        fs::remove_all(dir);
    }
    CHECK(recovered > kTrials / 2); // the kills did land among the edits
    fs::remove_all(root);
}
