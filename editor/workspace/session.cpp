#include "editor/workspace/session.hpp"

#include <fstream>
#include <sstream>

namespace marengo::editor {

namespace fs = std::filesystem;

namespace {
constexpr const char* kRecoveryScenario = "recovery.scenario.xml";
constexpr const char* kRecoveryInfo = "recovery.origin";

/// `target` expressed relative to `dir` when possible (generic separators).
std::string relativeTo(const fs::path& target, const fs::path& dir) {
    std::error_code ec;
    fs::path rel = fs::relative(target, dir, ec);
    return (ec || rel.empty() ? fs::absolute(target) : rel).generic_string();
}

fs::path folderOf(const fs::path& p) {
    fs::path parent = p.parent_path();
    return parent.empty() ? fs::path(".") : parent;
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

bool sameFile(const fs::path& a, const fs::path& b) {
    return fs::absolute(a).lexically_normal() == fs::absolute(b).lexically_normal();
}

/// The rules reference of `s` (edited as if saved in `from`, the current folder when empty) for
/// a scenario saved in `to`; empty for a bundled profile (referred to by its id).
std::string rulesReference(const Scenario& s, const fs::path& from, const fs::path& to) {
    if (!s.rulesProfile.empty() || s.rulesPath.empty())
        return {};
    const fs::path base = from.empty() ? fs::current_path() : folderOf(from);
    if (!from.empty() && sameFile(base, to))
        return s.rulesPath;
    return relativeTo(fs::absolute(base / s.rulesPath).lexically_normal(), to);
}
} // namespace

Session::Session(edit::Document& doc, fs::path recoveryDir)
    : m_doc(&doc), m_recoveryDir(std::move(recoveryDir)) {
    m_listener = doc.addListener([this](const edit::Change&) { ++m_changes; });
}

std::vector<formats::Diagnostic> Session::open(const fs::path& path, bool& ok,
                                               const formats::LoadOptions& options) {
    auto loaded = formats::loadScenario(path, nullptr, options);
    ok = !loaded.fatal();
    if (ok) {
        adopt(std::move(*loaded.value), path);
        readSources(path, m_doc->scenario());
    }
    return std::move(loaded.diagnostics);
}

void Session::readSources(const fs::path& path, const Scenario& s) {
    const fs::path dir = folderOf(path);
    m_sources = {{path, slurp(path)}, {dir / s.mapPath, slurp(dir / s.mapPath)}};
    for (const std::string& oob : s.oobPaths)
        m_sources.push_back({dir / oob, slurp(dir / oob)});
}

void Session::adopt(Scenario s, fs::path path) {
    m_sources.clear();
    m_path = std::move(path);
    m_doc->reset(std::move(s));
    m_autosavedAt = m_changes;
}

Status Session::writeAll(const fs::path& scenarioPath, const Scenario& s, bool remember) {
    const fs::path dir = folderOf(scenarioPath);
    std::vector<formats::FileContent> files{{scenarioPath, formats::writeScenario(s)},
                                            {dir / s.mapPath, formats::writeMap(s.map)}};
    for (std::size_t i = 0; i < s.oobs.size() && i < s.oobPaths.size(); ++i)
        files.push_back({dir / s.oobPaths[i], formats::writeOob(s.oobs[i])});
    std::vector<Source> written;
    std::vector<formats::FileContent> changed;
    for (std::size_t i = 0; i < files.size(); ++i) {
        // Each file over the text it came from (Save As too: its comments go with it).
        const Source* from = remember && i < m_sources.size() ? &m_sources[i] : nullptr;
        std::string text =
            from ? formats::writeOver(from->text, files[i].content) : std::move(files[i].content);
        if (!from || text != from->text || !sameFile(from->path, files[i].path))
            changed.push_back({files[i].path, text});
        written.push_back({files[i].path, std::move(text)});
    }
    if (auto st = formats::saveSet(scenarioPath, changed); !st)
        return st;
    if (remember)
        m_sources = std::move(written);
    return okStatus();
}

std::vector<std::string> Session::referencesOutside(const fs::path& path) const {
    const Scenario& s = m_doc->scenario();
    std::vector<std::string> out;
    if (!m_path.empty() && sameFile(folderOf(path), folderOf(m_path))) {
        // Saved in its own folder, the map and OOBs keep their references.
        if (formats::isOutsideReference(s.mapPath))
            out.push_back("map " + s.mapPath);
        for (const std::string& oob : s.oobPaths)
            if (formats::isOutsideReference(oob))
                out.push_back("oob " + oob);
    }
    const std::string rules = rulesReference(s, m_path, folderOf(path));
    if (!rules.empty() && formats::isOutsideReference(rules))
        out.push_back("rules " + rules);
    return out;
}

namespace {
Status refuseOutside(const std::vector<std::string>& outside) {
    std::string list;
    for (const std::string& r : outside)
        list += (list.empty() ? "" : ", ") + r;
    return Error{"the scenario would refer to files outside its folder (" + list + ")"};
}
} // namespace

Status Session::save(bool allowOutside) {
    if (m_path.empty())
        return Error{"the scenario has no file name yet: use Save As"};
    if (auto outside = referencesOutside(m_path); !outside.empty() && !allowOutside)
        return refuseOutside(outside);
    if (auto st = writeAll(m_path, m_doc->scenario(), true); !st)
        return st;
    m_doc->markSaved();
    discardRecovery();
    return okStatus();
}

Status Session::saveAs(const fs::path& path, bool allowOutside) {
    if (auto outside = referencesOutside(path); !outside.empty() && !allowOutside)
        return refuseOutside(outside);
    const Scenario& s = m_doc->scenario();
    const fs::path newDir = folderOf(path);
    if (m_path.empty() || fs::absolute(newDir) != fs::absolute(folderOf(m_path))) {
        std::vector<std::string> oobs;
        for (const std::string& o : s.oobPaths)
            oobs.push_back(fs::path(o).filename().generic_string());
        std::string map = s.mapPath.empty() ? "" : fs::path(s.mapPath).filename().generic_string();
        std::string rules = rulesReference(s, m_path, newDir);
        m_doc->relocate(std::move(map), std::move(oobs), std::move(rules));
    }
    std::string stem = path.filename().string();
    if (auto dot = stem.find('.'); dot != std::string::npos)
        stem = stem.substr(0, dot);
    const Scenario& cur = m_doc->scenario();
    if (cur.mapPath.empty() || cur.oobPaths.size() < cur.oobs.size()) {
        // A new scenario: name its files after the scenario.
        std::vector<std::string> oobs = cur.oobPaths;
        for (std::size_t i = oobs.size(); i < cur.oobs.size(); ++i)
            oobs.push_back(stem + "-" + std::to_string(i + 1) + ".oob.xml");
        m_doc->relocate(cur.mapPath.empty() ? stem + ".map.xml" : cur.mapPath, std::move(oobs),
                        cur.rulesPath);
    }
    if (auto st = writeAll(path, m_doc->scenario(), true); !st)
        return st;
    m_path = path;
    m_doc->markSaved();
    discardRecovery();
    return okStatus();
}

Status Session::autosave() {
    if (m_changes == m_autosavedAt)
        return okStatus();
    if (!m_doc->modified()) {
        discardRecovery();
        m_autosavedAt = m_changes;
        return okStatus();
    }
    std::error_code ec;
    fs::create_directories(m_recoveryDir, ec);
    if (ec)
        return Error{"cannot create " + m_recoveryDir.string() + ": " + ec.message()};
    Scenario copy = m_doc->scenario();
    // The copy refers to its own map and OOBs, and to the rules profile where it really is.
    const fs::path dir = m_path.empty() ? fs::current_path() : folderOf(m_path);
    copy.mapPath = "recovery.map.xml";
    for (std::size_t i = 0; i < copy.oobPaths.size(); ++i)
        copy.oobPaths[i] = "recovery-" + std::to_string(i + 1) + ".oob.xml";
    for (std::size_t i = copy.oobPaths.size(); i < copy.oobs.size(); ++i)
        copy.oobPaths.push_back("recovery-" + std::to_string(i + 1) + ".oob.xml");
    if (!copy.rulesPath.empty())
        copy.rulesPath = fs::absolute(dir / copy.rulesPath).lexically_normal().generic_string();
    if (auto st = writeAll(m_recoveryDir / kRecoveryScenario, copy, false); !st)
        return st;
    std::string origin = m_path.empty() ? std::string() : fs::absolute(m_path).string();
    if (auto st = formats::saveAtomic(m_recoveryDir / kRecoveryInfo, origin + "\n"); !st)
        return st;
    m_autosavedAt = m_changes;
    return okStatus();
}

void Session::discardRecovery() {
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_recoveryDir, ec))
        if (entry.path().filename().string().rfind("recovery", 0) == 0)
            fs::remove(entry.path(), ec);
}

std::optional<Recovery> Session::findRecovery() const {
    std::error_code ec;
    if (!fs::exists(m_recoveryDir / kRecoveryScenario, ec))
        return std::nullopt;
    Recovery r{m_recoveryDir / kRecoveryScenario, {}};
    std::ifstream in(m_recoveryDir / kRecoveryInfo);
    std::string origin;
    if (std::getline(in, origin) && !origin.empty())
        r.original = origin;
    return r;
}

} // namespace marengo::editor
