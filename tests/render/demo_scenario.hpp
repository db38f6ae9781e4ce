#pragma once
// The render tests' demo battle (tests/data/render/demo.scenario.xml): two sheets with every kind
// of terrain, hexside feature and counter, so that a picture test crosses all of them.
#include "formats/formats.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <utility>

namespace marengo::rendertest {

inline Scenario demoScenario() {
    auto l = formats::loadScenario(std::string(MARENGO_SOURCE_DIR) +
                                   "/tests/data/render/demo.scenario.xml");
    REQUIRE_FALSE(l.fatal());
    return std::move(*l.value);
}

} // namespace marengo::rendertest
