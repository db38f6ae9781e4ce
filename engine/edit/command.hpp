#pragma once
// Edits as commands (learned from Wesnoth's editor actions and Tiled's undo commands): a command
// applies itself to a scenario and returns the command that undoes it.
#include "engine/map/map.hpp"
#include "engine/scenario/change.hpp"
#include "engine/scenario/scenario.hpp"

#include <memory>
#include <string>
#include <vector>

namespace marengo::edit {

/// What an applied command changed: hexes touched and Depends bits (scenario/change.hpp), so
/// views repaint and the validator re-runs only what is affected.
struct Change {
    std::vector<HexId> hexes;
    unsigned what = 0;
    bool everything = false; ///< too much changed to list: re-check and repaint everything
    void merge(const Change& other);
};

/// A reversible edit.
class Command {
public:
    virtual ~Command() = default;
    /// Menu text, e.g. "Paint Terrain" (shown as "Undo Paint Terrain").
    virtual std::string name() const = 0;
    /// Applies the edit; returns the inverse command and records what changed. Returns nullptr
    /// (and changes nothing) when the edit cannot apply to this scenario.
    virtual std::unique_ptr<Command> apply(Scenario& s, Change& change) = 0;
};

using CommandPtr = std::unique_ptr<Command>;

} // namespace marengo::edit
