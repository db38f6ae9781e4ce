// All-or-nothing saving of a set of files (a scenario, its map and its orders of battle), with a
// journal beside the scenario so that a save interrupted at any moment is completed or rolled
// back by the next save or open.
#include "formats/formats.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace marengo::formats {

namespace fs = std::filesystem;

namespace {

std::string systemError(int err) {
    return std::strerror(err);
}

fs::path folderOf(const fs::path& p) {
    fs::path parent = p.parent_path();
    return parent.empty() ? fs::path(".") : parent;
}

fs::path journalPath(const fs::path& anchor, const char* state) {
    return folderOf(anchor) / ("." + anchor.filename().string() + ".save-" + state);
}

void syncFolder(const fs::path& folder) {
    int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

/// Writes, syncs and closes a new file (O_EXCL); 0 or the errno.
int writeNew(const fs::path& path, std::string_view content, const fs::path& modeFrom) {
    int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return errno;
    int err = 0;
    if (struct stat old{}; ::stat(modeFrom.c_str(), &old) == 0 && S_ISREG(old.st_mode))
        if (::fchmod(fd, old.st_mode & 07777) != 0)
            err = errno;
    const char* p = content.data();
    std::size_t left = content.size();
    while (err == 0 && left > 0) {
        ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno != EINTR)
                err = errno;
            continue;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    if (err == 0 && ::fsync(fd) != 0)
        err = errno;
    if (::close(fd) != 0 && err == 0)
        err = errno;
    return err;
}

/// The journal's entries: temporary file and target, relative to the journal's folder. Only
/// complete lines count (a journal cut short by a kill lists what was decided before it).
std::vector<std::pair<fs::path, fs::path>> readJournal(const fs::path& journal) {
    std::ifstream in(journal, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    std::vector<std::pair<fs::path, fs::path>> out;
    const fs::path folder = folderOf(journal);
    std::size_t p = 0;
    for (std::size_t nl; (nl = text.find('\n', p)) != std::string::npos; p = nl + 1) {
        std::string line = text.substr(p, nl - p);
        auto tab = line.find('\t');
        if (tab == std::string::npos)
            continue;
        out.emplace_back(folder / line.substr(0, tab), folder / line.substr(tab + 1));
    }
    return out;
}

/// Removes `.NAME.tmp-*` files beside `target` (left by an interrupted save of it).
void removeStaleTemps(const fs::path& target) {
    const std::string prefix = "." + target.filename().string() + ".tmp-";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folderOf(target), ec))
        if (entry.path().filename().string().rfind(prefix, 0) == 0)
            fs::remove(entry.path(), ec);
}

std::string tempName(const fs::path& target, std::mt19937_64& random) {
    char suffix[16];
    std::snprintf(suffix, sizeof suffix, "%06llx",
                  static_cast<unsigned long long>(random() & 0xFFFFFF));
    return "." + target.filename().string() + ".tmp-" + suffix;
}

} // namespace

Status recoverSaveSet(const fs::path& anchor) {
    const fs::path commit = journalPath(anchor, "commit");
    const fs::path prepare = journalPath(anchor, "prepare");
    std::error_code ec;
    std::vector<fs::path> targets{anchor};
    if (fs::exists(commit, ec)) {
        // Every temporary file was complete and synced: finish the renames.
        for (const auto& [tmp, target] : readJournal(commit)) {
            targets.push_back(target);
            if (fs::exists(tmp, ec) && ::rename(tmp.c_str(), target.c_str()) != 0)
                return Error{"cannot complete the interrupted save of '" + target.string() +
                             "': " + systemError(errno)};
        }
        for (const auto& [tmp, target] : readJournal(commit))
            syncFolder(folderOf(target));
        if (::unlink(commit.c_str()) != 0 && errno != ENOENT)
            return Error{"cannot remove '" + commit.string() + "': " + systemError(errno)};
    }
    if (fs::exists(prepare, ec)) {
        // The save never reached its commit: the old files are all in place.
        for (const auto& [tmp, target] : readJournal(prepare)) {
            targets.push_back(target);
            fs::remove(tmp, ec);
        }
        if (::unlink(prepare.c_str()) != 0 && errno != ENOENT)
            return Error{"cannot remove '" + prepare.string() + "': " + systemError(errno)};
    }
    for (const fs::path& t : targets)
        removeStaleTemps(t);
    syncFolder(folderOf(anchor));
    return okStatus();
}

Status saveSet(const fs::path& anchor, const std::vector<FileContent>& files) {
    if (auto st = recoverSaveSet(anchor); !st)
        return st;
    const fs::path folder = fs::absolute(folderOf(anchor));
    const fs::path prepare = journalPath(anchor, "prepare");
    const fs::path commit = journalPath(anchor, "commit");
    std::random_device seed;
    std::mt19937_64 random(seed());
    std::vector<fs::path> temps;
    std::set<fs::path> folders{folderOf(anchor)};
    std::string journal;
    for (const FileContent& f : files) {
        if (!f.path.has_filename())
            return Error{"cannot save '" + f.path.string() + "': no file name"};
        removeStaleTemps(f.path);
        temps.push_back(folderOf(f.path) / tempName(f.path, random));
        folders.insert(folderOf(f.path));
        journal += fs::absolute(temps.back()).lexically_relative(folder).generic_string() + '\t' +
                   fs::absolute(f.path).lexically_relative(folder).generic_string() + '\n';
    }
    // 1. The journal says which temporary files belong to this save, before any exists.
    if (int err = writeNew(prepare, journal, {}))
        return Error{"cannot save '" + anchor.string() + "': " + systemError(err)};
    syncFolder(folderOf(anchor));
    auto rollBack = [&](const std::string& message) {
        std::error_code ec;
        for (const fs::path& t : temps)
            fs::remove(t, ec);
        fs::remove(prepare, ec);
        return Status(Error{message});
    };
    // 2. Every new file complete and synced beside its target.
    for (std::size_t i = 0; i < files.size(); ++i)
        if (int err = writeNew(temps[i], files[i].content, files[i].path))
            return rollBack("cannot save '" + files[i].path.string() + "': " + systemError(err));
    for (const fs::path& f : folders)
        syncFolder(f);
    // 3. The commit point: from here on an open completes the save.
    if (::rename(prepare.c_str(), commit.c_str()) != 0)
        return rollBack("cannot save '" + anchor.string() + "': " + systemError(errno));
    syncFolder(folderOf(anchor));
    // 4. The renames, then the journal goes.
    for (std::size_t i = 0; i < files.size(); ++i)
        if (::rename(temps[i].c_str(), files[i].path.c_str()) != 0) {
            const int err = errno;
            if (auto st = recoverSaveSet(anchor); !st)
                return st;
            return Error{"cannot save '" + files[i].path.string() + "': " + systemError(err)};
        }
    for (const fs::path& f : folders)
        syncFolder(f);
    ::unlink(commit.c_str());
    syncFolder(folderOf(anchor));
    return okStatus();
}

} // namespace marengo::formats
