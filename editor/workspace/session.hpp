#pragma once
// The files behind an open scenario (GUI-free, so it is tested without a display): saving the
// scenario with its map and orders of battle, Save As to another folder, and the crash-recovery
// copies: the one autosave writes, and those left by editors that did not close cleanly.
#include "editor/workspace/journal.hpp"
#include "engine/core/result.hpp"
#include "engine/edit/document.hpp"
#include "formats/formats.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

/// Copies the map's reference images from the map folder `from` to `to` at the same relative
/// paths (Save As into another folder); skips those already there, missing, or outside `from`.
void copyReferenceImages(const Map& map, const std::filesystem::path& from,
                         const std::filesystem::path& to);

/// Where a crash-recovery copy is and what it was a copy of.
struct Recovery {
    std::filesystem::path scenario; ///< the recovered scenario file (in the recovery folder)
    std::filesystem::path original; ///< the file the user was editing; empty when untitled
    std::filesystem::path folder;   ///< the folder of the editor that wrote it
    std::filesystem::file_time_type written; ///< when the copy was last written
    /// Not older than any file of the original on disk (true when there is none): the copy holds
    /// work the files lack, not a stale state that a later save replaced.
    bool newer = true;
};

/// Each running editor writes its recovery copy in a folder of its own under `recoveryDir`
/// (`<pid>-<n>/`), holding an advisory lock (flock) on the `lock` file there, which names its
/// process. The kernel drops the lock when the process ends however it ends (a SIGKILL too): a
/// copy in a folder nobody locks was left by an editor that is gone, and is offered; a locked
/// one belongs to a running editor and is never read, taken or deleted by another.
///
/// The copy is a snapshot (the scenario set, written all-or-nothing like a save) and a journal
/// beside it (journal.hpp): the first edit after an open or a save writes a snapshot; every step
/// the document commits after it, each command of a group (a brush stroke) included, and every
/// undo and redo, is appended to the journal at once. A new snapshot compacts the journal (it
/// starts empty, written in the same all-or-nothing set as the snapshot).
class Session {
public:
    /// `recoveryDir`: folder for autosave copies (created on demand).
    Session(edit::Document& doc, std::filesystem::path recoveryDir);
    /// Lets go of the recovery folder; its copy, if any, stays (for the next start to offer).
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    /// The scenario file being edited; empty for a new, unsaved scenario.
    const std::filesystem::path& path() const { return m_path; }
    /// Loads a scenario into the document. Fatal problems leave the document untouched; the
    /// returned diagnostics list every problem (shown to the user with file:line:col).
    std::vector<formats::Diagnostic> open(const std::filesystem::path& path, bool& ok,
                                          const formats::LoadOptions& options = {});
    /// Starts a document from a scenario (File > New, or Open); the recovery copy of the
    /// document it replaces goes (the caller asked the user about unsaved work first).
    void adopt(Scenario s, std::filesystem::path path = {});

    /// Saves the scenario, its map and its OOBs all-or-nothing (formats::saveSet), then marks
    /// the document saved. Each file is written over the text it was read from
    /// (formats::writeOver): comments, blank lines and untouched elements keep their bytes, and
    /// a file whose text would not change is not written at all. Rules profiles are read-only
    /// here (they are shared templates). Refused, unless `allowOutside`, when the scenario would
    /// refer to a file outside its folder (referencesOutside: the caller asks the user first).
    Status save(bool allowOutside = false);
    /// Saves under a new scenario path. When the folder changes, the map and OOBs are written next
    /// to the new scenario under their file names, and the rules reference is made relative to it
    /// (a bundled profile stays referred to by its id). Refused like save().
    /// Into another folder, the map's reference images are copied beside the new map (their
    /// paths are relative to it); one that cannot be copied is left to the map's warning.
    Status saveAs(const std::filesystem::path& path, bool allowOutside = false);
    /// The references a save to `path` would write that lie outside its folder ("rules
    /// ../../x.rules.xml"): a map or OOB opened from outside, a rules profile of another folder.
    /// Save writes nothing outside the scenario's folder without the user's leave.
    std::vector<std::string> referencesOutside(const std::filesystem::path& path) const;

    /// Writes a snapshot of the current state in this editor's own folder, compacting the
    /// journal. Cheap to call when nothing changed since the last snapshot: it does nothing.
    Status autosave();
    /// What the editor calls a moment after edits: writes a snapshot when the journal has grown
    /// past `compactBytes`, and reports a failure to keep the copy since the last call (a full
    /// disk). Between snapshots the journal alone holds the edits.
    Status compactJournal(std::uint64_t compactBytes = kCompactBytes);
    /// The journal's size past which compactJournal writes a snapshot.
    static constexpr std::uint64_t kCompactBytes = 1u << 20;
    /// Deletes this editor's recovery copy (after a save or a clean exit); never another's.
    void discardRecovery();
    /// This editor's own recovery copy, if autosave wrote one.
    std::optional<Recovery> ownRecovery() const;

    /// Copies left by editors that are no longer running, newest first. Copies of running
    /// editors (their folder is locked) are not listed.
    std::vector<Recovery> leftRecoveries() const;
    /// The newest copy left of the scenario at `scenario` that is newer than its files on disk.
    std::optional<Recovery> recoveryFor(const std::filesystem::path& scenario) const;
    /// Recovers a left copy: loads it into the document (modified, its files pointed back at the
    /// original's folder so that Save writes where the user works) and makes its folder this
    /// editor's own, so the copy stays until a save or a clean exit. Refused, leaving everything
    /// as it was, when the copy cannot be read or another editor took it meanwhile. The journal
    /// beside the snapshot is replayed; a damaged tail of it, or a journal of a format this editor
    /// does not read, is dropped with a message in `warnings` (the snapshot and the records before
    /// are still recovered). The recovered state is then written as a fresh snapshot.
    Status recover(const Recovery& r, std::vector<std::string>* warnings = nullptr);
    /// Deletes a left copy the user declined. Refused when another editor holds it.
    Status discardRecovery(const Recovery& r);

private:
    /// One of the files of the set: where it was read or last saved, and its text there.
    struct Source {
        std::filesystem::path path;
        std::string text;
    };
    /// Writes the set under `scenarioPath`; `remember`: a real save (not the recovery copy),
    /// which only writes changed files and keeps what it wrote as the new sources. `extra` files
    /// are written in the same all-or-nothing set.
    Status writeAll(const std::filesystem::path& scenarioPath, const Scenario& s, bool remember,
                    std::vector<formats::FileContent> extra = {});
    /// Writes the snapshot and an empty journal beside it, and opens the journal.
    Status snapshot();
    /// Keeps the recovery copy up to date with a step the document committed.
    void journal(const edit::Change& c);
    /// Reads the texts of the files the scenario at `path` was loaded from.
    void readSources(const std::filesystem::path& path, const Scenario& s);
    /// Makes sure this editor has a locked recovery folder of its own.
    Status claimFolder();
    /// Lets go of the own folder: its lock, and the folder itself when it holds no copy.
    void releaseFolder();

    /// Sources of the scenario, the map, then each OOB.
    std::vector<Source> m_sources;

    edit::Document* m_doc;
    std::filesystem::path m_recoveryDir;
    std::filesystem::path m_folder; ///< this editor's recovery folder; empty until claimed
    int m_lock = -1;                ///< descriptor holding the flock on m_folder's lock file
    std::string m_origin; ///< what the folder's origin file says (written when it changes)
    std::filesystem::path m_path;
    long m_autosavedAt = -1; ///< history change count at the last snapshot
    long m_changes = 0;
    int m_listener = 0;
    JournalFile m_journal; ///< open while the folder holds a snapshot of this document
    StepRecorder m_recorder;
    std::string m_journalError; ///< why the copy fell behind, for compactJournal to report
};

} // namespace marengo::editor
