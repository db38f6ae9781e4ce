#include "engine/edit/document.hpp"

#include <algorithm>

namespace marengo::edit {

Document::Document(Scenario s) : m_s(std::move(s)) {}

void Document::reset(Scenario s) {
    m_s = std::move(s);
    m_undo.clear();
    m_redo.clear();
    m_group.clear();
    m_position = m_savedPosition = 0;
    Change all;
    all.everything = true;
    all.what = ~0u;
    notify(all);
}

bool Document::execute(CommandPtr c) {
    if (!c)
        return false;
    Change change;
    std::string name = c->name();
    CommandPtr inverse = c->apply(m_s, change);
    if (!inverse)
        return false;
    if (!m_group.empty()) {
        m_group.back().inverses.push_back(std::move(inverse));
    } else {
        Step step{std::move(name), {}};
        step.inverses.push_back(std::move(inverse));
        m_undo.push_back(std::move(step));
        m_redo.clear();
        ++m_position;
        // A save point in the discarded redo branch can never be reached again.
        if (m_savedPosition >= m_position)
            m_savedPosition = -1;
    }
    notify(change);
    return true;
}

Document::Step Document::revert(Step& s) {
    Step back{s.name, {}};
    Change change;
    for (auto it = s.inverses.rbegin(); it != s.inverses.rend(); ++it)
        if (CommandPtr redo = (*it)->apply(m_s, change))
            back.inverses.push_back(std::move(redo));
    notify(change);
    return back;
}

void Document::undo() {
    if (!canUndo())
        return;
    Step s = std::move(m_undo.back());
    m_undo.pop_back();
    --m_position; // before revert notifies, so listeners see the new modified()
    m_redo.push_back(revert(s));
}

void Document::redo() {
    if (!canRedo())
        return;
    Step s = std::move(m_redo.back());
    m_redo.pop_back();
    ++m_position;
    m_undo.push_back(revert(s));
}

const std::string& Document::stepName(std::size_t i) const {
    return i < m_undo.size() ? m_undo[i].name
                             : m_redo[m_redo.size() - 1 - (i - m_undo.size())].name;
}

void Document::goToDepth(std::size_t depth) {
    while (canUndo() && m_undo.size() > depth)
        undo();
    while (canRedo() && m_undo.size() < depth)
        redo();
}

void Document::beginGroup(std::string name) {
    m_group.push_back(Step{std::move(name), {}});
}

void Document::endGroup() {
    if (m_group.empty())
        return;
    Step s = std::move(m_group.back());
    m_group.pop_back();
    if (s.inverses.empty())
        return;
    if (!m_group.empty()) { // nested: fold into the enclosing group
        auto& outer = m_group.back().inverses;
        std::move(s.inverses.begin(), s.inverses.end(), std::back_inserter(outer));
        return;
    }
    m_undo.push_back(std::move(s));
    m_redo.clear();
    ++m_position;
    if (m_savedPosition >= m_position)
        m_savedPosition = -1;
}

bool Document::modified() const {
    // A group in progress that already changed something (the first dab of a brush stroke)
    // counts: listeners told of that dab must see the scenario as modified.
    for (const Step& g : m_group)
        if (!g.inverses.empty())
            return true;
    return m_position != m_savedPosition;
}

void Document::relocate(std::string mapPath, std::vector<std::string> oobPaths,
                        std::string rulesPath) {
    m_s.mapPath = std::move(mapPath);
    m_s.oobPaths = std::move(oobPaths);
    m_s.rulesPath = std::move(rulesPath);
}

int Document::addListener(Listener l) {
    m_listeners.emplace_back(m_nextListener, std::move(l));
    return m_nextListener++;
}

void Document::removeListener(int id) {
    std::erase_if(m_listeners, [id](const auto& p) { return p.first == id; });
}

void Document::notify(const Change& c) {
    for (const auto& [id, l] : m_listeners)
        l(c);
}

} // namespace marengo::edit
