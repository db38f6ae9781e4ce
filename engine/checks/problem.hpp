#pragma once
// Problems found in a scenario, and the catalogue of checks that find them (learned from
// Poedit's qa_checks and KiCad's DRC items: one list, stable ids, a rule citation each).
#include "engine/core/severity.hpp"
#include "engine/map/map.hpp"
#include "engine/scenario/source_map.hpp"

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

/// Which element of the files a problem is about first, when its units and hexes do not say
/// (locate() reads it; Auto: the placements of its units, else its hexes, else the scenario).
enum class About {
    Auto,
    OobUnits,       ///< its units' elements in their orders of battle
    Hexes,          ///< its hexes' <hex> elements in the map
    Hexsides,       ///< the <hexside> elements at its hexes
    Sheets,         ///< the map's <sheets>
    Scenario,       ///< the <scenario> element (times, settings)
    Reinforcement,  ///< the <arrival> of index `index`
    SightLine,      ///< the <sight> of index `index`
    ChargeModifier, ///< the scenario's <charge-modifier> of index `index`
    RulesProfile,   ///< the rules profile's root (a row of the profile)
};

/// A problem found by a check. Location is data: the editor turns it into "go to hex, select",
/// reports into file:line:col.
struct Problem {
    std::string check;
    Severity severity = Severity::Error;
    std::string message;
    std::vector<HexId> hexes;
    std::vector<std::string> units;
    About about = About::Auto;
    int index = -1; ///< for About values that name one element of a list
    /// Where in the files: the element the problem is about first, then the other elements it
    /// names (each unit's placement, ...). Filled by locate(); empty until then.
    std::vector<SourceLocation> locations;
};

/// Sets what a problem is about (for checks whose units and hexes do not say it).
inline Problem about(Problem p, About a, int index = -1) {
    p.about = a;
    p.index = index;
    return p;
}

} // namespace marengo
