#include "editor/workspace/journal.hpp"

#include "formats/formats.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

namespace marengo::editor {

namespace {

constexpr std::string_view kMagic = "marengo-journal ";
constexpr std::string_view kRecord = "record ";

std::uint32_t checksum(std::string_view bytes) {
    return static_cast<std::uint32_t>(::crc32(::crc32(0L, Z_NULL, 0),
                                              reinterpret_cast<const Bytef*>(bytes.data()),
                                              static_cast<uInt>(bytes.size())));
}

std::string hex8(std::uint32_t v) {
    char buf[16];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, 16);
    std::string s(buf, r.ptr);
    return std::string(8 - s.size(), '0') + s;
}

/// Reads an unsigned number at the start of `text`; advances past it.
template <class T> bool number(std::string_view& text, T& out, int base = 10) {
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out, base);
    if (r.ec != std::errc() || r.ptr == text.data())
        return false;
    text.remove_prefix(static_cast<std::size_t>(r.ptr - text.data()));
    return true;
}

bool literal(std::string_view& text, std::string_view word) {
    if (text.substr(0, word.size()) != word)
        return false;
    text.remove_prefix(word.size());
    return true;
}

/// The line at the start of `text` without its newline; advances past the newline. No value
/// when there is no newline.
std::optional<std::string_view> line(std::string_view& text) {
    const auto nl = text.find('\n');
    if (nl == std::string_view::npos)
        return std::nullopt;
    std::string_view l = text.substr(0, nl);
    text.remove_prefix(nl + 1);
    return l;
}

/// `text` as a "<word> <length>\n<text>\n" section of a payload.
void section(std::string& out, std::string_view head, std::string_view text) {
    out += head;
    out += ' ';
    out += std::to_string(text.size());
    out += '\n';
    out += text;
    out += '\n';
}

/// The body of a section whose head line was read: `length` bytes and a newline.
std::optional<std::string_view> body(std::string_view& text, std::size_t length) {
    if (length >= text.size() || text[length] != '\n')
        return std::nullopt;
    std::string_view b = text.substr(0, length);
    text.remove_prefix(length + 1);
    return b;
}

Status replayHex(Scenario& s, std::string_view l) {
    Map& map = s.map;
    std::uint32_t hex = 0;
    unsigned terrain = 0;
    int elevation = 0;
    if (!number(l, hex) || !literal(l, " ") || !number(l, terrain) || !literal(l, " ") ||
        !number(l, elevation))
        return Error{"a hex line cannot be read"};
    if (!map.onMap(hex) || terrain >= map.terrainTypes().size() || elevation < Map::kMinElevation ||
        elevation > Map::kMaxElevation)
        return Error{"hex " + std::to_string(hex) + " does not fit the map"};
    Features sides[6];
    for (Features& f : sides) {
        unsigned v = 0;
        if (!literal(l, " ") || !number(l, v) || v >= (1u << kFeatureCount))
            return Error{"the hexsides of hex " + map.label(hex) + " cannot be read"};
        f = static_cast<Features>(v);
    }
    if (!l.empty())
        return Error{"hex " + map.label(hex) + " has more than it should"};
    map.setTerrain(hex, static_cast<TerrainId>(terrain));
    map.setElevation(hex, elevation);
    for (int i = 0; i < 6; ++i)
        map.setFeatures(hex, static_cast<HexSide>(i), sides[i]);
    return okStatus();
}

std::string firstError(const std::vector<formats::Diagnostic>& diags) {
    for (const formats::Diagnostic& d : diags)
        if (d.severity == Severity::Error)
            return d.format();
    return "it cannot be read";
}

void keepErrors(const std::vector<formats::Diagnostic>& diags, std::vector<std::string>& out) {
    for (const formats::Diagnostic& d : diags)
        if (d.severity == Severity::Error)
            out.push_back(d.format());
}

} // namespace

std::string journalHeader() {
    return std::string(kMagic) + std::to_string(kJournalVersion) + "\n";
}

std::string frameRecord(std::string_view payload) {
    std::string out = std::string(kRecord) + std::to_string(payload.size()) + " " +
                      hex8(checksum(payload)) + "\n";
    out += payload;
    out += '\n';
    return out;
}

JournalContents readJournal(std::string_view text, const std::string& name) {
    JournalContents out;
    std::string_view rest = text;
    const auto head = line(rest);
    if (!head || head->substr(0, kMagic.size()) != kMagic) {
        out.warnings.push_back(name + ": not a Marengo journal; only the snapshot is recovered");
        return out;
    }
    if (std::string(*head) + "\n" != journalHeader()) {
        out.warnings.push_back(name + ": journal format version " +
                               std::string(head->substr(kMagic.size())) +
                               " is not one this editor reads (" + std::to_string(kJournalVersion) +
                               "); only the snapshot is recovered");
        return out;
    }
    while (!rest.empty()) {
        const std::size_t offset = text.size() - rest.size();
        std::string_view r = rest;
        std::size_t length = 0;
        std::uint32_t crc = 0;
        auto l = line(r);
        std::optional<std::string_view> payload;
        if (l && literal(*l, kRecord) && number(*l, length) && literal(*l, " ") && l->size() == 8 &&
            number(*l, crc, 16) && l->empty())
            payload = body(r, length);
        if (!payload || checksum(*payload) != crc) {
            out.warnings.push_back(name + ": record " + std::to_string(out.records.size() + 1) +
                                   " at byte " + std::to_string(offset) +
                                   " is damaged or incomplete (a crash while it was written); "
                                   "it and the " +
                                   std::to_string(text.size() - offset) +
                                   " bytes from there are dropped");
            break;
        }
        out.records.emplace_back(*payload);
        rest = r;
    }
    return out;
}

Status replayRecord(Scenario& s, std::string_view payload, std::vector<std::string>& problems) {
    while (!payload.empty()) {
        auto l = line(payload);
        if (!l)
            return Error{"a record ends inside a line"};
        std::string_view head = *l;
        if (literal(head, "hex ")) {
            if (auto st = replayHex(s, head); !st)
                return st;
            continue;
        }
        std::size_t index = 0;
        std::size_t length = 0;
        const bool oob = literal(head, "oob ");
        if (oob && (!number(head, index) || !literal(head, " ")))
            return Error{"an order of battle's section cannot be read"};
        if (!oob && !literal(head, "scenario "))
            return Error{"a record holds \"" + std::string(*l) +
                         "\", which this editor does not read"};
        const auto text =
            number(head, length) && head.empty() ? body(payload, length) : std::nullopt;
        if (!text)
            return Error{"a section's length does not match its text"};
        if (oob) {
            if (index >= s.oobs.size())
                return Error{"order of battle " + std::to_string(index + 1) + " does not exist"};
            auto loaded = formats::parseOob(*text, "journal order of battle");
            if (loaded.fatal())
                return Error{firstError(loaded.diagnostics)};
            keepErrors(loaded.diagnostics, problems);
            s.oobs[index] = std::move(*loaded.value);
            continue;
        }
        auto loaded = formats::parseScenario(*text, "journal scenario", s.map, s.oobs);
        if (loaded.fatal())
            return Error{firstError(loaded.diagnostics)};
        keepErrors(loaded.diagnostics, problems);
        // What the scenario document says; the map, the OOBs, the rules and where the files are
        // stay as the snapshot (and the records before) have them.
        Scenario next = std::move(*loaded.value);
        next.map = std::move(s.map);
        next.oobs = std::move(s.oobs);
        next.rules = std::move(s.rules);
        next.mapPath = std::move(s.mapPath);
        next.oobPaths = std::move(s.oobPaths);
        next.rulesPath = std::move(s.rulesPath);
        next.rulesProfile = std::move(s.rulesProfile);
        next.sources = std::move(s.sources);
        s = std::move(next);
    }
    return okStatus();
}

void StepRecorder::reset(const Scenario& s) {
    m_scenario = formats::writeScenario(s);
    m_oobs.clear();
    for (const OrderOfBattle& o : s.oobs)
        m_oobs.push_back(formats::writeOob(o));
    m_rulesPath = s.rulesPath;
    m_rulesProfile = s.rulesProfile;
}

std::optional<std::string> StepRecorder::record(const Scenario& s, const edit::Change& c) {
    if (c.everything || s.oobs.size() != m_oobs.size() || s.rulesPath != m_rulesPath ||
        s.rulesProfile != m_rulesProfile)
        return std::nullopt;
    std::string out;
    if (c.what & kOnTerrain) {
        std::vector<HexId> hexes = c.hexes;
        std::sort(hexes.begin(), hexes.end());
        hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
        for (HexId h : hexes) {
            if (!s.map.onMap(h))
                continue;
            out += "hex " + std::to_string(h) + " " + std::to_string(s.map.terrain(h)) + " " +
                   std::to_string(s.map.elevation(h));
            for (int i = 0; i < 6; ++i)
                out += " " + std::to_string(s.map.features(h, static_cast<HexSide>(i)));
            out += '\n';
        }
    }
    if (c.what & kOnStructure)
        for (std::size_t i = 0; i < s.oobs.size(); ++i)
            if (std::string text = formats::writeOob(s.oobs[i]); text != m_oobs[i]) {
                section(out, "oob " + std::to_string(i), text);
                m_oobs[i] = std::move(text);
            }
    if (c.what & (kOnUnits | kOnStructure))
        if (std::string text = formats::writeScenario(s); text != m_scenario) {
            section(out, "scenario", text);
            m_scenario = std::move(text);
        }
    return out;
}

Status JournalFile::open(const std::filesystem::path& path) {
    close();
    m_fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
    if (m_fd < 0)
        return Error{"cannot open " + path.string() + ": " + std::strerror(errno)};
    const off_t end = ::lseek(m_fd, 0, SEEK_END);
    m_size = end < 0 ? 0 : static_cast<std::uint64_t>(end);
    m_appended = m_synced = 0;
    m_stop = false;
    m_syncer = std::thread([this] { syncLoop(); });
    return okStatus();
}

Status JournalFile::append(std::string_view payload) {
    if (m_fd < 0)
        return Error{"the journal is not open"};
    const std::string framed = frameRecord(payload);
    // One write: a record is in the page cache whole, or (a crash inside it) cut short, which
    // the reader drops. A short write on a full disk leaves such a tail too.
    const ssize_t n = ::write(m_fd, framed.data(), framed.size());
    if (n != static_cast<ssize_t>(framed.size()))
        return Error{std::string("cannot write the recovery journal: ") +
                     (n < 0 ? std::strerror(errno) : "the disk is full")};
    m_size += framed.size();
    {
        std::lock_guard lock(m_mutex);
        ++m_appended;
    }
    m_wake.notify_one();
    return okStatus();
}

void JournalFile::syncLoop() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || m_appended != m_synced; });
        if (m_appended == m_synced)
            return; // stopping, all synced
        const std::uint64_t target = m_appended;
        lock.unlock();
        ::fdatasync(m_fd);
        lock.lock();
        m_synced = target;
        m_wake.notify_all();
    }
}

void JournalFile::close() {
    if (m_fd < 0)
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_syncer.join();
    ::close(m_fd);
    m_fd = -1;
    m_size = 0;
}

} // namespace marengo::editor
