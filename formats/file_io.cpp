#include "formats/file_io.hpp"

#include "formats/formats.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace marengo::formats {

namespace {
std::string systemError(int err) {
    return std::strerror(err);
}

/// Closes a file descriptor when leaving scope.
class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : m_fd(fd) {}
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int get() const { return m_fd; }
    /// Closes now and returns close()'s errno (0 on success).
    int close() {
        int fd = m_fd;
        m_fd = -1;
        return ::close(fd) == 0 ? 0 : errno;
    }

private:
    int m_fd;
};

int writeAll(int fd, std::string_view content) {
    const char* p = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        ssize_t n = ::write(fd, p, left);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    return 0;
}
} // namespace

namespace detail {

FileText& FileText::operator=(FileText&& o) noexcept {
    if (this != &o) {
        unmap();
        m_data = std::move(o.m_data);
        m_size = std::exchange(o.m_size, 0);
        m_capacity = std::exchange(o.m_capacity, 0);
        m_mapped = std::exchange(o.m_mapped, nullptr);
    }
    return *this;
}

void FileText::unmap() {
    if (m_mapped)
        ::munmap(const_cast<char*>(m_mapped), m_size);
    m_mapped = nullptr;
}

void FileText::reserve(std::size_t n) {
    if (n <= m_capacity)
        return;
    auto data = std::make_unique_for_overwrite<char[]>(n); // not zeroed: the file is read over it
    if (m_size > 0)
        std::memcpy(data.get(), m_data.get(), m_size);
    m_data = std::move(data);
    m_capacity = n;
}

Result<FileText> readFile(const std::filesystem::path& path) {
    // Non-blocking, so that opening a FIFO with no writer returns at once instead of waiting
    // for one; only regular files are read.
    FileDescriptor fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
    if (fd.get() < 0)
        return Error{systemError(errno)};
    struct stat st {};
    if (::fstat(fd.get(), &st) != 0)
        return Error{systemError(errno)};
    if (S_ISDIR(st.st_mode))
        return Error{systemError(EISDIR)};
    if (!S_ISREG(st.st_mode))
        return Error{std::string("not a regular file (") +
                     (S_ISFIFO(st.st_mode)                         ? "a FIFO"
                      : S_ISSOCK(st.st_mode)                       ? "a socket"
                      : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                                                                   : "a special file") +
                     "): only files are read"};
    auto tooLarge = [] {
        return Error{"file is larger than " + std::to_string(kMaxFileBytes / (1024 * 1024)) +
                     " MiB"};
    };
    if (static_cast<unsigned long long>(st.st_size) > kMaxFileBytes)
        return tooLarge();
    FileText text;
    const auto size = static_cast<std::size_t>(st.st_size);
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    // Mapped only when its last page has room for a zero after its end (the system fills the
    // rest of that page with zeros), so that a scan whose last '<' another program overwrites
    // meanwhile stops there instead of running off the end. A file that ends on a page's end
    // (one in 4,096) is read: a page of zeros mapped after it rarely finds its place free, and
    // one reserved ahead moves the file off the address where the system maps it fastest.
    if (size >= kMapFileBytes && size % page != 0) {
        void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd.get(), 0);
        if (p != MAP_FAILED) {
            text.m_mapped = static_cast<const char*>(p);
            text.m_size = size;
            return text;
        }
        // Not mappable (some file systems): read as a small file is.
    }
    // Room for the file's size and one byte more, to see the end (or a file that grows
    // meanwhile) in the same read.
    text.reserve(size + 1);
    for (;;) {
        if (text.m_size == text.m_capacity) {
            if (text.m_size > kMaxFileBytes)
                return tooLarge();
            text.reserve(text.m_size + 65536);
        }
        ssize_t n =
            ::read(fd.get(), text.m_data.get() + text.m_size, text.m_capacity - text.m_size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return Error{systemError(errno)};
        }
        if (n == 0)
            break;
        text.m_size += static_cast<std::size_t>(n);
    }
    if (text.m_size > kMaxFileBytes)
        return tooLarge();
    return text;
}

} // namespace detail

Status saveAtomic(const std::filesystem::path& path, std::string_view content) {
    const std::string target = path.string();
    auto fail = [&](int err) {
        return Status(Error{"cannot save '" + target + "': " + systemError(err)});
    };
    if (!path.has_filename())
        return Status(Error{"cannot save '" + target + "': no file name"});
    const std::filesystem::path folder = path.parent_path();
    // The temporary file is created with O_EXCL and mode 0666, so the umask applies as for any
    // new file; a unique name is drawn from a random number and retried on collision.
    std::random_device seed;
    std::mt19937_64 random(seed());
    std::string tmp;
    int fdNumber = -1;
    for (int attempt = 0; attempt < 100 && fdNumber < 0; ++attempt) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "%06llx",
                      static_cast<unsigned long long>(random() & 0xFFFFFF));
        tmp = (folder / ("." + path.filename().string() + ".tmp-" + suffix)).string();
        fdNumber = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fdNumber < 0 && errno != EEXIST)
            return fail(errno);
    }
    if (fdNumber < 0)
        return fail(EEXIST);
    FileDescriptor fd(fdNumber);
    auto abandon = [&](int err) {
        fd.close();
        ::unlink(tmp.c_str());
        return fail(err);
    };
    // Replacing a file keeps its permissions.
    if (struct stat old{}; ::stat(target.c_str(), &old) == 0 && S_ISREG(old.st_mode))
        if (::fchmod(fd.get(), old.st_mode & 07777) != 0)
            return abandon(errno);
    if (int err = writeAll(fd.get(), content))
        return abandon(err);
    if (::fsync(fd.get()) != 0)
        return abandon(errno);
    if (int err = fd.close()) {
        ::unlink(tmp.c_str());
        return fail(err);
    }
    if (::rename(tmp.c_str(), target.c_str()) != 0) {
        int err = errno;
        ::unlink(tmp.c_str());
        return fail(err);
    }
    // Make the rename itself durable; a failure here does not undo the save.
    FileDescriptor dir(
        ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0)
        ::fsync(dir.get());
    return okStatus();
}

} // namespace marengo::formats
