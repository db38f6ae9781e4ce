#pragma once
// A new battle: a scenario started from a template of templates/new (its terrain table and
// empty orders of battle) with a rules profile, its map sheets laid out as the designer asks, its
// name, date and times. One answer for File > New and `marengo new`.
#include "engine/core/result.hpp"
#include "engine/scenario/scenario.hpp"
#include "formats/formats.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace marengo::formats {

/// Map sheets of one size, edge to edge: `across` in a row, `down` rows (sheetGrid).
struct SheetArrangement {
    int across = 1;
    int down = 1;
    int columns = 0; ///< hex columns of each sheet; 0: the profile's map.sheet-columns
    int rows = 0;    ///< hex rows of each sheet; 0: the profile's map.sheet-rows
};

/// What a new battle is made of. What is left empty comes from the template.
struct NewBattle {
    std::string templ = "one-sheet"; ///< a template of templates/new by name, or a *.scenario.xml
    std::string rules; ///< a bundled profile's id or a *.rules.xml file; empty: the template's
    std::string title; ///< the scenario's name; also the map's
    std::string date;  ///< YYYY-MM-DD
    std::string start; ///< HH:MM
    std::string end;   ///< HH:MM
    std::optional<SheetArrangement> sheets; ///< empty: the template's sheets
    /// The sides, in the template's order of battle order ("French", "Prussian"): each names
    /// its order of battle's side and nationality (which colours its counters); an empty or
    /// missing one keeps the template's.
    std::vector<std::string> sides;
    LoadOptions load; ///< how the template is read
};

/// The new scenario, with the template's relative paths, and the rules file it uses when that is
/// not a bundled profile (empty otherwise): a pack copies it beside the scenario.
struct NewBattleResult {
    Scenario scenario;
    std::filesystem::path rulesFile;
};

/// Most sheets a battle can have: one per letter, A to Z.
inline constexpr int kMaxSheets = 26;

/// What is wrong with the entries of `spec` themselves (a date or time not written as expected,
/// an end before the start, no sheet or more than kMaxSheets, a sheet size out of 1-999), each
/// as one sentence; empty when nothing is. Reads no file.
std::vector<std::string> newBattleProblems(const NewBattle& spec);

/// Builds the battle: the problems of newBattleProblems, a template or profile that does not
/// load (with its file:line:col) or a map Map::create refuses give an error, one problem a line.
Result<NewBattleResult> newBattle(const NewBattle& spec);

/// The rules profiles that ship with Marengo, by id, each loaded (those that do not load are
/// left out), sorted by id.
std::vector<std::pair<std::string, RulesProfile>> loadBundledProfiles();

} // namespace marengo::formats
