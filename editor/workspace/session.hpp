#pragma once
// The files behind an open scenario (GUI-free, so it is tested without a display): saving the
// scenario with its map and orders of battle, Save As to another folder, and the crash-recovery
// copy that autosave writes.
#include "engine/core/result.hpp"
#include "engine/edit/document.hpp"
#include "formats/formats.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace marengo::editor {

/// Where a crash-recovery copy is and what it was a copy of.
struct Recovery {
    std::filesystem::path scenario; ///< the recovered scenario file (in the recovery folder)
    std::filesystem::path original; ///< the file the user was editing; empty when untitled
};

class Session {
public:
    /// `recoveryDir`: folder for autosave copies (created on demand).
    Session(edit::Document& doc, std::filesystem::path recoveryDir);

    /// The scenario file being edited; empty for a new, unsaved scenario.
    const std::filesystem::path& path() const { return m_path; }
    /// Loads a scenario into the document. Fatal problems leave the document untouched; the
    /// returned diagnostics list every problem (shown to the user with file:line:col).
    std::vector<formats::Diagnostic> open(const std::filesystem::path& path, bool& ok,
                                          const formats::LoadOptions& options = {});
    /// Starts an untitled document from a scenario (File > New, or a recovered copy).
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
    Status saveAs(const std::filesystem::path& path, bool allowOutside = false);
    /// The references a save to `path` would write that lie outside its folder ("rules
    /// ../../x.rules.xml"): a map or OOB opened from outside, a rules profile of another folder.
    /// Save writes nothing outside the scenario's folder without the user's leave.
    std::vector<std::string> referencesOutside(const std::filesystem::path& path) const;

    /// Writes a recovery copy of the current state (autosave). Cheap to call when nothing changed
    /// since the last copy: it does nothing.
    Status autosave();
    /// Deletes the recovery copy (after a save or a clean exit).
    void discardRecovery();
    /// A recovery copy left by a previous run that did not exit cleanly, if any.
    std::optional<Recovery> findRecovery() const;

private:
    /// One of the files of the set: where it was read or last saved, and its text there.
    struct Source {
        std::filesystem::path path;
        std::string text;
    };
    /// Writes the set under `scenarioPath`; `remember`: a real save (not the recovery copy),
    /// which only writes changed files and keeps what it wrote as the new sources.
    Status writeAll(const std::filesystem::path& scenarioPath, const Scenario& s, bool remember);
    /// Reads the texts of the files the scenario at `path` was loaded from.
    void readSources(const std::filesystem::path& path, const Scenario& s);

    /// Sources of the scenario, the map, then each OOB.
    std::vector<Source> m_sources;

    edit::Document* m_doc;
    std::filesystem::path m_recoveryDir;
    std::filesystem::path m_path;
    long m_autosavedAt = -1; ///< history change count at the last autosave
    long m_changes = 0;
    int m_listener = 0;
};

} // namespace marengo::editor
