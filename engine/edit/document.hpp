#pragma once
// A Document owns a scenario, its undo history and change notifications. Views listen; they
// never write the model directly (learned from Tiled's MapDocument and Wesnoth's editor).
#include "engine/edit/command.hpp"

#include <functional>
#include <string>
#include <vector>

namespace marengo::edit {

class Document {
public:
    using Listener = std::function<void(const Change&)>;

    explicit Document(Scenario s = {});

    const Scenario& scenario() const { return m_s; }
    /// Replaces the whole scenario (open, new); clears the history and marks it saved.
    void reset(Scenario s);

    /// Applies a command; on success records its inverse for undo, clears redo, notifies.
    /// Returns false (and changes nothing) when the command does not apply.
    bool execute(CommandPtr c);
    bool canUndo() const { return !m_undo.empty() && m_group.empty(); }
    bool canRedo() const { return !m_redo.empty() && m_group.empty(); }
    /// Name of what undo/redo would do ("Paint Terrain"), empty when nothing.
    std::string undoName() const { return canUndo() ? m_undo.back().name : std::string(); }
    std::string redoName() const { return canRedo() ? m_redo.back().name : std::string(); }
    void undo();
    void redo();

    /// The history as a list of steps, oldest first: the first `undoDepth()` are done (the last
    /// of them is what undo would revert), the rest are undone and can be redone, the next redo
    /// first. A history pane shows it (Tiled's undo view).
    std::size_t undoDepth() const { return m_undo.size(); }
    std::size_t historySize() const { return m_undo.size() + m_redo.size(); }
    /// Name of step `i` of the history (i < historySize()).
    const std::string& stepName(std::size_t i) const;
    /// Undoes or redoes until exactly the first `depth` steps of the history are done (clamped
    /// to the history); nothing while a group is open. Listeners hear each step.
    void goToDepth(std::size_t depth);

    /// Starts a group (a brush stroke, a drag): every command executed until endGroup() is
    /// undone as one step named `name`. Listeners are still told after each command.
    void beginGroup(std::string name);
    void endGroup();

    /// True when the scenario differs from the last save (the save point: counts steps, not a
    /// flag): undoing back to the save point makes it unmodified again, redoing past it modified;
    /// every edit sets it, including a group (a brush stroke) still in progress. Listeners see
    /// the value after the change they are told of.
    bool modified() const;
    void markSaved() { m_savedPosition = m_position; }
    /// Marks the document as differing from its file (a recovered copy of unsaved work).
    void markUnsaved() { m_savedPosition = -1; }

    /// Points the scenario at other map, OOB and rules files (Save As to another folder). Not an
    /// edit: no history, no listeners; it changes where the document lives, not what it says.
    void relocate(std::string mapPath, std::vector<std::string> oobPaths, std::string rulesPath);

    /// Registers a listener; returns its id for removeListener.
    int addListener(Listener l);
    void removeListener(int id);

private:
    struct Step {
        std::string name;
        std::vector<CommandPtr> inverses; ///< applied in reverse order to undo
    };
    void notify(const Change& c);
    /// Applies a step's inverses in reverse; returns the step that redoes it.
    Step revert(Step& s);

    Scenario m_s;
    std::vector<Step> m_undo;
    std::vector<Step> m_redo;
    std::vector<Step> m_group; ///< open groups (nested groups fold into the outermost)
    long m_position = 0;       ///< steps done since load, minus steps undone
    long m_savedPosition = 0;
    std::vector<std::pair<int, Listener>> m_listeners;
    int m_nextListener = 1;
};

} // namespace marengo::edit
