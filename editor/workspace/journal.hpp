#pragma once
// The journal of committed edits beside a recovery snapshot: after a crash, the snapshot plus
// the journal's records give back every edit the document committed.
//
// A record holds the state after a committed step of what the step changed (not the command
// that made it): the terrain, elevation and six hexsides of each hex it touched, and the text of
// each order of battle and of the scenario document when they changed. Replaying a record sets
// those parts; undo and redo are committed steps like any other. A step too large to record that
// way (the map or the rules profile replaced, an order of battle added or removed, the rules
// reference changed) is recorded by a new snapshot instead.
//
// File: a header line "marengo-journal 1", then records, each "record <length> <crc32>\n",
// <length> bytes of payload and "\n"; the CRC-32 (zlib's) is of the payload, in 8 hex digits.
// A record cut short by a crash, or damaged, ends the replay there: it and what follows are
// dropped with a warning, never a failure.
#include "engine/core/result.hpp"
#include "engine/edit/command.hpp"
#include "engine/scenario/scenario.hpp"

#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace marengo::editor {

/// The journal format this editor writes and reads.
inline constexpr int kJournalVersion = 1;

/// The first line of a journal of this format, newline included.
std::string journalHeader();
/// `payload` framed as a record (length and checksum line, payload, newline).
std::string frameRecord(std::string_view payload);

/// What a journal's text holds.
struct JournalContents {
    std::vector<std::string> records; ///< the payloads of the intact records, in order
    /// Why records were dropped: a damaged or incomplete record (and all after it), or a header
    /// this editor does not read (then no record is read).
    std::vector<std::string> warnings;
};
/// Reads a journal's text; `name` names it in the warnings.
JournalContents readJournal(std::string_view text, const std::string& name);

/// Applies one record's payload to `s`. On an error (a payload this editor cannot read) `s` may
/// hold part of the record; the caller stops the replay there. What the readers dropped of a
/// text they could read (a placement they refuse, as they would refuse it in a snapshot) is added
/// to `problems`.
Status replayRecord(Scenario& s, std::string_view payload, std::vector<std::string>& problems);

/// Turns committed steps into record payloads. Remembers the text of the scenario document and of
/// each order of battle as last recorded, so that a record holds only what changed.
class StepRecorder {
public:
    /// Starts from `s` as a snapshot holds it.
    void reset(const Scenario& s);
    /// The payload recording the state of `s` after a step that reported `c`; empty when the
    /// step changed nothing a record holds; no value when it must be recorded by a snapshot.
    std::optional<std::string> record(const Scenario& s, const edit::Change& c);

private:
    std::string m_scenario;
    std::vector<std::string> m_oobs;
    std::string m_rulesPath;
    std::string m_rulesProfile;
};

/// An open journal file. Each record goes to the file with one write(2) on an O_APPEND
/// descriptor when the step commits (in the system's page cache at once: a killed process loses
/// nothing written); a thread of its own makes it durable with fdatasync(2) as soon as it can,
/// so a power cut loses at most what was written in the moment before it.
class JournalFile {
public:
    JournalFile() = default;
    ~JournalFile() { close(); }
    JournalFile(const JournalFile&) = delete;
    JournalFile& operator=(const JournalFile&) = delete;

    /// Opens the journal at `path` (already holding its header) for appending.
    Status open(const std::filesystem::path& path);
    bool isOpen() const { return m_fd >= 0; }
    /// Appends one record.
    Status append(std::string_view payload);
    /// Bytes in the file.
    std::uint64_t size() const { return m_size; }
    /// Syncs what is left and closes the file.
    void close();

private:
    void syncLoop();

    int m_fd = -1;
    std::uint64_t m_size = 0;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::uint64_t m_appended = 0; ///< records appended
    std::uint64_t m_synced = 0;   ///< records known durable
    bool m_stop = false;
    std::thread m_syncer;
};

} // namespace marengo::editor
