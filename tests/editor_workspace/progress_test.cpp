// Long work the editor runs with a progress dialog: opening a scenario can be cancelled and then
// yields nothing to adopt, so the open document stays as it was (no display needed).
#include "editor/workspace/session.hpp"

#include <catch2/catch.hpp>

#include <unistd.h>

using namespace marengo;
namespace fs = std::filesystem;

namespace {
const fs::path kSample =
    fs::path(MARENGO_SOURCE_DIR) / "samples" / "friedland" / "friedland-sortlack.scenario.xml";
}

TEST_CASE("loading a scenario reports its stages and can be cancelled") {
    Progress progress;
    auto loaded = formats::loadScenario(kSample, &progress);
    REQUIRE_FALSE(loaded.fatal());
    CHECK(progress.fraction() >= 0.8);
    CHECK(progress.stageName() == "Placing the units");

    Progress cancelled;
    cancelled.cancel();
    auto none = formats::loadScenario(kSample, &cancelled);
    CHECK(none.fatal());
    CHECK_FALSE(none.value.has_value());
    REQUIRE(none.diagnostics.size() == 1);
    CHECK(none.diagnostics[0].message == "cancelled");
}

TEST_CASE("a cancelled open leaves the session's document as it was") {
    edit::Document doc;
    editor::Session session(doc, fs::temp_directory_path() /
                                     ("marengo-progress-" + std::to_string(::getpid())));
    bool ok = false;
    session.open(kSample, ok);
    REQUIRE(ok);
    const std::string before = formats::writeScenario(doc.scenario());
    const std::size_t units = doc.scenario().setup.size();

    // What MainFrame::openFile does: load aside (on the worker), adopt only when not cancelled.
    Progress progress;
    progress.cancel();
    auto loaded = formats::loadScenario(kSample, &progress);
    if (!loaded.fatal() && progress.keepGoing())
        session.adopt(std::move(*loaded.value), kSample);
    CHECK(formats::writeScenario(doc.scenario()) == before);
    CHECK(doc.scenario().setup.size() == units);
    CHECK(session.path() == kSample);
}
