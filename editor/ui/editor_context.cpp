#include "editor/ui/editor_context.hpp"

namespace marengo::editor {

void Selection::set(std::vector<std::string> ids) {
    m_units = std::move(ids);
    for (const auto& fn : m_listeners)
        fn();
}

void Selection::prune(const Scenario& s) {
    std::vector<std::string> ids;
    for (const std::string& id : m_units)
        if (s.findUnit(id))
            ids.push_back(id);
    set(std::move(ids));
}

void Selection::addListener(std::function<void()> fn) {
    m_listeners.push_back(std::move(fn));
}

EditorContext::EditorContext(std::filesystem::path recoveryDir, EditorWindow& window)
    : m_session(m_doc, std::move(recoveryDir)), m_validator(m_doc.scenario()), m_window(window) {}

std::filesystem::path EditorContext::mapFile() const {
    const Scenario& s = m_doc.scenario();
    if (m_session.path().empty() || s.mapPath.empty())
        return {};
    return (m_session.path().parent_path() / s.mapPath).lexically_normal();
}

std::vector<std::filesystem::path> droppedPaths(const wxArrayString& names) {
    std::vector<std::filesystem::path> out;
    for (const wxString& n : names)
        out.emplace_back(std::string(n.utf8_str()));
    return out;
}

} // namespace marengo::editor
