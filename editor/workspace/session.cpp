#include "editor/workspace/session.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace marengo::editor {

namespace fs = std::filesystem;

namespace {
constexpr const char* kRecoveryScenario = "recovery.scenario.xml";
/// The original scenario's path (empty line when untitled), then its map's and OOBs' paths.
constexpr const char* kRecoveryInfo = "recovery.origin";
constexpr const char* kLock = "lock";
/// The journal of the steps committed since the snapshot (journal.hpp).
constexpr const char* kJournal = "recovery.journal";

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

/// Locks the folder's lock file for this process (created when missing) and writes the process id
/// in it; -1 when another process (or another descriptor of this one) holds it.
int lockFolder(const fs::path& folder) {
    const int fd = ::open((folder / kLock).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        ::close(fd);
        return -1;
    }
    // The process id is for people looking at the folder; the lock is what counts.
    const std::string pid = std::to_string(::getpid()) + "\n";
    [[maybe_unused]] const bool named =
        ::ftruncate(fd, 0) == 0 &&
        ::pwrite(fd, pid.data(), pid.size(), 0) == static_cast<ssize_t>(pid.size());
    return fd;
}

/// True when a running editor holds the folder (its lock file is locked).
bool heldByAnother(const fs::path& folder) {
    const int fd = ::open((folder / kLock).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
    ::close(fd); // closing drops a lock just taken
    return held;
}

/// Deletes the recovery copy in `folder`: the copy's files and what an interrupted write of them
/// left (`.recovery…` temporary and journal files); the lock file and anything else stay.
void removeCopy(const fs::path& folder) {
    std::error_code ec;
    std::vector<fs::path> doomed;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if ((name.rfind("recovery", 0) == 0 || name.rfind(".recovery", 0) == 0) &&
            entry.is_regular_file(ec))
            doomed.push_back(entry.path());
    }
    for (const fs::path& p : doomed)
        fs::remove(p, ec);
}

/// Removes a folder of the recovery folder that holds no copy any more (not the top folder, where
/// an editor before per-editor folders wrote its copy).
void removeFolder(const fs::path& folder, const fs::path& top) {
    std::error_code ec;
    if (sameFile(folder, top) || fs::exists(folder / kRecoveryScenario, ec))
        return;
    fs::remove(folder / kLock, ec);
    fs::remove(folder, ec); // only when empty
}

/// The copy in `folder`, if it holds one.
std::optional<Recovery> readCopy(const fs::path& folder) {
    std::error_code ec;
    if (!fs::exists(folder / kRecoveryScenario, ec))
        return std::nullopt;
    Recovery r{folder / kRecoveryScenario, {}, folder, fs::file_time_type::min(), true};
    for (const auto& entry : fs::directory_iterator(folder, ec))
        if (entry.path().filename().string().rfind("recovery", 0) == 0)
            r.written = std::max(r.written, entry.last_write_time(ec));
    std::ifstream in(folder / kRecoveryInfo);
    std::string line;
    if (std::getline(in, line) && !line.empty())
        r.original = line;
    // The original's files, as they were when the copy was made (older copies list only the
    // scenario): a later save of any of them makes the copy stale.
    for (bool first = true; !r.original.empty(); first = false) {
        const fs::path file = first ? r.original : fs::path(line);
        const auto time = fs::last_write_time(file, ec);
        if (!ec && time > r.written)
            r.newer = false;
        if (!std::getline(in, line) || line.empty())
            break;
    }
    return r;
}

/// Same file, symbolic links and `..` resolved as far as the files exist.
bool sameScenario(const fs::path& a, const fs::path& b) {
    std::error_code ea, eb;
    const fs::path ca = fs::weakly_canonical(fs::absolute(a), ea);
    const fs::path cb = fs::weakly_canonical(fs::absolute(b), eb);
    return ea || eb ? sameFile(a, b) : ca == cb;
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
    m_listener = doc.addListener([this](const edit::Change& c) {
        ++m_changes;
        journal(c);
    });
}

Session::~Session() {
    m_doc->removeListener(m_listener);
    releaseFolder();
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
    discardRecovery(); // the copy of the document this one replaces
    m_sources.clear();
    m_path = std::move(path);
    m_doc->reset(std::move(s));
    m_autosavedAt = m_changes;
}

Status Session::writeAll(const fs::path& scenarioPath, const Scenario& s, bool remember,
                         std::vector<formats::FileContent> extra) {
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
    std::move(extra.begin(), extra.end(), std::back_inserter(changed));
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
    // The map's scans go with it: their paths are relative to the map file.
    const fs::path oldMapDir = m_path.empty() || s.mapPath.empty()
                                   ? fs::path()
                                   : (folderOf(m_path) / s.mapPath).parent_path();
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
    if (!oldMapDir.empty())
        copyReferenceImages(m_doc->scenario().map, oldMapDir,
                            (folderOf(path) / m_doc->scenario().mapPath).parent_path());
    m_path = path;
    m_doc->markSaved();
    discardRecovery();
    return okStatus();
}

void copyReferenceImages(const Map& map, const fs::path& from, const fs::path& to) {
    std::error_code ec;
    if (fs::equivalent(from, to, ec))
        return;
    for (const ReferenceImage& r : map.references()) {
        if (formats::isOutsideReference(r.href))
            continue; // never written out of the new folder
        const fs::path source = from / r.href, target = to / r.href;
        if (!fs::is_regular_file(source, ec) || fs::exists(target, ec))
            continue;
        fs::create_directories(target.parent_path(), ec);
        // A scan that cannot be copied shows as a warning where the map names it.
        fs::copy_file(source, target, ec);
    }
}

Status Session::claimFolder() {
    if (m_lock >= 0)
        return okStatus();
    std::error_code ec;
    fs::create_directories(m_recoveryDir, ec);
    if (ec)
        return Error{"cannot create " + m_recoveryDir.string() + ": " + ec.message()};
    // A folder of its own: a new one, so that a copy left by a dead editor of the same process
    // id is not mixed up with this one's.
    for (int n = 1; n < 1000; ++n) {
        const fs::path folder =
            m_recoveryDir / (std::to_string(::getpid()) + "-" + std::to_string(n));
        if (!fs::create_directory(folder, ec))
            continue;
        m_lock = lockFolder(folder);
        if (m_lock >= 0) {
            m_folder = folder;
            m_origin.clear();
            return okStatus();
        }
    }
    return Error{"cannot create a recovery folder in " + m_recoveryDir.string()};
}

void Session::releaseFolder() {
    if (m_lock < 0)
        return;
    m_journal.close();
    removeFolder(m_folder, m_recoveryDir); // while still locked: nobody else is inside
    ::close(m_lock);
    m_lock = -1;
    m_folder.clear();
    m_origin.clear();
}

void Session::journal(const edit::Change& c) {
    if (!m_doc->modified()) {
        // Back at the save point (undone to it, or a new document): the files hold it all.
        discardRecovery();
        m_autosavedAt = m_changes;
        return;
    }
    Status st = okStatus();
    if (!m_journal.isOpen()) {
        st = snapshot(); // the first edit since the file was opened or saved
    } else if (auto payload = m_recorder.record(m_doc->scenario(), c); !payload) {
        st = snapshot(); // too large a change for a record
    } else if (!payload->empty()) {
        st = m_journal.append(*payload);
        if (!st)
            st = snapshot();
    }
    if (!st)
        m_journalError = st.error();
}

Status Session::compactJournal(std::uint64_t compactBytes) {
    if (!m_journalError.empty()) {
        // The copy fell behind: try again to bring it up to date.
        const std::string error = std::move(m_journalError);
        m_journalError.clear();
        if (m_doc->modified() && !snapshot())
            return Error{error};
        return okStatus();
    }
    if (m_journal.isOpen() && m_journal.size() > compactBytes)
        return snapshot();
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
    return snapshot();
}

Status Session::snapshot() {
    if (auto st = claimFolder(); !st)
        return st;
    Scenario copy = m_doc->scenario();
    // The copy refers to its own map and OOBs, and to the rules profile where it really is.
    const fs::path dir = m_path.empty() ? fs::current_path() : folderOf(m_path);
    std::string origin = m_path.empty() ? std::string() : fs::absolute(m_path).string();
    origin += "\n";
    if (!m_path.empty()) {
        if (!copy.mapPath.empty())
            origin += fs::absolute(dir / copy.mapPath).lexically_normal().string() + "\n";
        for (const std::string& oob : copy.oobPaths)
            origin += fs::absolute(dir / oob).lexically_normal().string() + "\n";
    }
    copy.mapPath = "recovery.map.xml";
    for (std::size_t i = 0; i < copy.oobPaths.size(); ++i)
        copy.oobPaths[i] = "recovery-" + std::to_string(i + 1) + ".oob.xml";
    for (std::size_t i = copy.oobPaths.size(); i < copy.oobs.size(); ++i)
        copy.oobPaths.push_back("recovery-" + std::to_string(i + 1) + ".oob.xml");
    if (!copy.rulesPath.empty())
        copy.rulesPath = fs::absolute(dir / copy.rulesPath).lexically_normal().generic_string();
    // What the copy is of goes first: whatever the moment of a crash, a copy is never taken for
    // one of another file.
    if (origin != m_origin) {
        if (auto st = formats::saveAtomic(m_folder / kRecoveryInfo, origin); !st)
            return st;
        m_origin = origin;
    }
    // The snapshot and its empty journal replace the old ones together: whatever the moment of
    // a crash, the journal on disk is the one that follows the snapshot beside it.
    m_journal.close();
    if (auto st = writeAll(m_folder / kRecoveryScenario, copy, false,
                           {{m_folder / kJournal, journalHeader()}});
        !st)
        return st;
    m_recorder.reset(m_doc->scenario());
    if (auto st = m_journal.open(m_folder / kJournal); !st)
        return st;
    m_autosavedAt = m_changes;
    return okStatus();
}

void Session::discardRecovery() {
    m_journal.close();
    if (m_lock >= 0)
        removeCopy(m_folder);
    m_origin.clear();
}

std::optional<Recovery> Session::ownRecovery() const {
    return m_lock >= 0 ? readCopy(m_folder) : std::nullopt;
}

std::vector<Recovery> Session::leftRecoveries() const {
    std::vector<fs::path> folders{m_recoveryDir}; // where editors before per-editor folders wrote
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(m_recoveryDir, ec))
        if (entry.is_directory(ec))
            folders.push_back(entry.path());
    std::vector<Recovery> out;
    for (const fs::path& folder : folders) {
        if (m_lock >= 0 && sameFile(folder, m_folder))
            continue;
        if (auto r = readCopy(folder); r && !heldByAnother(folder))
            out.push_back(std::move(*r));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Recovery& a, const Recovery& b) { return a.written > b.written; });
    return out;
}

std::optional<Recovery> Session::recoveryFor(const fs::path& scenario) const {
    for (Recovery& r : leftRecoveries())
        if (r.newer && !r.original.empty() && sameScenario(r.original, scenario))
            return std::move(r);
    return std::nullopt;
}

Status Session::recover(const Recovery& r, std::vector<std::string>* warnings) {
    const int lock = lockFolder(r.folder);
    if (lock < 0)
        return Error{"the recovery copy in " + r.folder.string() + " is in use by another editor"};
    // The copy refers to the rules profile where it is, and was the user's own.
    auto loaded = formats::loadScenario(r.scenario, nullptr, {.allowOutside = true});
    if (loaded.fatal()) {
        ::close(lock);
        return Error{"the recovery copy cannot be read:\n" +
                     formats::diagnosticsText(loaded.diagnostics, 5)};
    }
    Scenario s = std::move(*loaded.value);
    // Then every step committed after the snapshot, up to a damaged tail.
    std::vector<std::string> notes;
    if (fs::exists(r.folder / kJournal)) {
        const std::string name = (r.folder / kJournal).string();
        JournalContents journal = readJournal(slurp(r.folder / kJournal), name);
        notes = std::move(journal.warnings);
        for (std::size_t i = 0; i < journal.records.size(); ++i) {
            Scenario next = s;
            std::vector<std::string> problems;
            if (auto st = replayRecord(next, journal.records[i], problems); !st) {
                notes.push_back(name + ": record " + std::to_string(i + 1) + " is dropped (" +
                                st.error() + "), and the " +
                                std::to_string(journal.records.size() - i - 1) + " after it");
                break;
            }
            for (const std::string& p : problems)
                notes.push_back(name + ": record " + std::to_string(i + 1) + ": " + p);
            s = std::move(next);
        }
    }
    bool fromOriginal = false;
    if (!r.original.empty()) {
        // Point the files back at the original's folder so Save writes where the user works.
        auto original = formats::loadScenario(r.original, nullptr, {.allowOutside = true});
        if (!original.fatal()) {
            s.mapPath = original.value->mapPath;
            s.oobPaths = original.value->oobPaths;
            s.rulesPath = original.value->rulesPath;
            fromOriginal = true;
        }
    }
    if (!fromOriginal) {
        // Untitled (or the original is gone): Save As names the files after the scenario.
        s.mapPath.clear();
        s.oobPaths.clear();
    }
    adopt(std::move(s), r.original);
    if (fromOriginal)
        readSources(r.original, m_doc->scenario()); // a save keeps the files' comments
    m_doc->markUnsaved(); // the recovered work differs from what is on disk
    // The left folder becomes this editor's: its copy is the document's state, kept until a save
    // or a clean exit.
    releaseFolder();
    m_folder = r.folder;
    m_lock = lock;
    // The recovered state as a fresh snapshot, so that the next edits journal after it.
    if (auto st = snapshot(); !st)
        notes.push_back("the recovered work could not be copied again: " + st.error());
    if (warnings)
        *warnings = std::move(notes);
    return okStatus();
}

Status Session::discardRecovery(const Recovery& r) {
    const int lock = lockFolder(r.folder);
    if (lock < 0)
        return Error{"the recovery copy in " + r.folder.string() + " is in use by another editor"};
    removeCopy(r.folder);
    removeFolder(r.folder, m_recoveryDir);
    ::close(lock);
    return okStatus();
}

} // namespace marengo::editor
