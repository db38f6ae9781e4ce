#pragma once
// Problems found in a scenario, and the catalogue of checks that find them (learned from
// Poedit's qa_checks and KiCad's DRC items: one list, stable ids, a rule citation each).
#include "engine/core/severity.hpp"
#include "engine/map/map.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace marengo {

/// What a check reads, so an edit re-runs only the checks it can affect.
enum class Reach { Hex, Neighbours, Radius, Scenario };
std::string_view toString(Reach r);

/// One entry of the check catalogue.
struct CheckInfo {
    std::string_view id;       ///< stable id, "oob.unique-id"
    std::string_view title;    ///< short description
    Severity severity;         ///< default severity
    std::string_view citation; ///< rule edition and section, excerpt file, or "structural"
    Reach reach;
};

/// A problem found by a check. Location is data: the editor turns it into "go to hex, select".
struct Problem {
    std::string check;
    Severity severity = Severity::Error;
    std::string message;
    std::vector<HexId> hexes;
    std::vector<std::string> units;
};

} // namespace marengo
