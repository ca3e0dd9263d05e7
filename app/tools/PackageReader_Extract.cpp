// PackageReader::extractTo: every entry checked first (list()), then written under a new
// staging folder with openat()/mkdirat() relative to it, never following a link, counting
// bytes as written.

#include "common/WriteAll.h"
#include "tools/ArchiveEntryCheck.h"
#include "tools/ArchiveReadHandle.h"
#include "tools/FolderRemoval.h"
#include "tools/PackageReader.h"
#include "tools/Tr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>

#include <archive.h>
#include <archive_entry.h>
#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcPackageReader, "icpanel.tools.package")

namespace ictools {

namespace {

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// A file descriptor closed on destruction.
class Fd
{
public:
    explicit Fd(int fd = -1) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(const Fd &) = delete;
    Fd &operator=(const Fd &) = delete;
    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }
    /// Closes now; false when close() reported an error.
    bool close()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd < 0 || ::close(fd) == 0;
    }

private:
    int m_fd;
};

/// Writes the entries into one staging folder.
class Extraction
{
public:
    Extraction(const QString &staging, const ExtractLimits &limits)
        : m_staging(staging), m_limits(limits)
    {
    }

    bool begin(PackageProblem *problem)
    {
        const QByteArray local = QFile::encodeName(m_staging);
        if (::mkdir(local.constData(), 0700) != 0) {
            *problem = writeProblem({}, errno);
            return false;
        }
        m_root = ::open(local.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (m_root < 0) {
            *problem = writeProblem({}, errno);
            return false;
        }
        return true;
    }

    ~Extraction()
    {
        if (m_root >= 0)
            ::close(m_root);
    }
    Extraction(const Extraction &) = delete;
    Extraction &operator=(const Extraction &) = delete;

    /// Creates the folders of `segments` (all of them), returns a descriptor of the last.
    int openFolder(const QStringList &segments, const QString &shown, PackageProblem *problem)
    {
        int current = ::dup(m_root);
        for (const QString &segment : segments) {
            const QByteArray name = segment.toUtf8();
            if (::mkdirat(current, name.constData(), 0755) != 0 && errno != EEXIST) {
                const int error = errno;
                ::close(current);
                *problem = writeProblem(shown, error);
                return -1;
            }
            const int child = ::openat(current, name.constData(),
                                       O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            const int error = errno;
            ::close(current);
            if (child < 0) {
                *problem = writeProblem(shown, error);
                return -1;
            }
            current = child;
        }
        return current;
    }

    bool writeFile(ArchiveReadHandle &handle, archive_entry *entry, const QString &path,
                   const QString &shown, PackageProblem *problem)
    {
        using P = PackageProblem;
        QStringList segments = path.split(QLatin1Char('/'));
        const QByteArray fileName = segments.takeLast().toUtf8();
        Fd folder(openFolder(segments, shown, problem));
        if (!folder.valid())
            return false;
        const bool executable = (archive_entry_perm(entry) & 0111) != 0;
        Fd file(::openat(folder.get(), fileName.constData(),
                         O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
                         executable ? 0755 : 0644));
        if (!file.valid()) {
            *problem = writeProblem(shown, errno);
            return false;
        }
        qint64 written = 0;
        for (;;) {
            const void *block = nullptr;
            size_t size = 0;
            la_int64_t offset = 0;
            const int r = archive_read_data_block(handle.get(), &block, &size, &offset);
            if (r == ARCHIVE_EOF)
                break;
            if (r != ARCHIVE_OK) {
                *problem = handle.dataProblem(shown);
                return false;
            }
            if (offset != written) {
                // Sparse data: a hole. Zip has none; refuse rather than guess.
                *problem = handle.dataProblem(shown);
                return false;
            }
            // Counted before a byte of it is written: what the archive declared does not matter.
            if (written + qint64(size) > m_limits.maxFileBytes) {
                *problem = P::make(
                    P::FileTooLarge, shown,
                    Tr::tr("Entry \"%1\" grew past %2 MiB while it was unpacked although the "
                           "package declares %3 bytes: it is an archive bomb. Do not install it.")
                        .arg(shown, ExtractLimits::mib(m_limits.maxFileBytes))
                        .arg(archive_entry_size_is_set(entry) ? archive_entry_size(entry) : -1));
                return false;
            }
            if (m_total + qint64(size) > m_limits.maxTotalBytes) {
                *problem = P::make(
                    P::TotalTooLarge, shown,
                    Tr::tr("The package's files grew past %1 MiB together while they were unpacked "
                           "(at entry \"%2\"), more than they declare: it may be an archive bomb. "
                           "Do not install it.")
                        .arg(ExtractLimits::mib(m_limits.maxTotalBytes), shown));
                return false;
            }
            if (!ic::writeAll(file.get(), static_cast<const char *>(block), size)) {
                *problem = writeProblem(shown, errno);
                return false;
            }
            written += qint64(size);
            m_total += qint64(size);
        }
        if (::fdatasync(file.get()) != 0 || !file.close()) {
            *problem = writeProblem(shown, errno);
            return false;
        }
        return true;
    }

    /// fsyncs every folder below the staging folder and the staging folder itself.
    /// Relative to the staging folder's descriptor, so a tree deeper than PATH_MAX works too.
    bool syncFolders(PackageProblem *problem) { return syncFolder(::dup(m_root), problem); }

    qint64 totalBytes() const { return m_total; }

private:
    /// fsyncs the folder open as `fd` (closed here) and every folder below it.
    bool syncFolder(int fd, PackageProblem *problem)
    {
        DIR *dir = fd >= 0 ? ::fdopendir(fd) : nullptr;
        if (!dir) {
            *problem = writeProblem({}, errno);
            if (fd >= 0)
                ::close(fd);
            return false;
        }
        bool ok = true;
        while (ok) {
            const dirent *entry = ::readdir(dir);
            if (!entry)
                break;
            const char *name = entry->d_name;
            if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0')))
                continue;
            const int child = ::openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (child < 0) {
                if (errno == ENOTDIR || errno == ELOOP)
                    continue; // a file (synced when written)
                *problem = writeProblem({}, errno);
                ok = false;
                break;
            }
            ok = syncFolder(child, problem);
        }
        if (ok && ::fsync(fd) != 0) {
            *problem = writeProblem({}, errno);
            ok = false;
        }
        ::closedir(dir);
        return ok;
    }

    /// Why writing failed, with what helps for that reason (errno is read here).
    PackageProblem writeProblem(const QString &shown, int error) const
    {
        const QString reason = systemError(error);
        QString help;
        switch (error) {
        case ENAMETOOLONG:
            help = Tr::tr("A file or folder name of the package, or the path it gets "
                          "in the tools folder, is too long for this file system. Ask "
                          "the tool's author to shorten the names, or use a tools "
                          "folder with a shorter path ($IC_TOOLS_DIR for ic-tool).");
            break;
        case ENOSPC:
        case EDQUOT:
            help = Tr::tr("Free some space on the disk of the tools folder, then try "
                          "again.");
            break;
        case EACCES:
        case EPERM:
        case EROFS:
            help = Tr::tr("Check the permissions of the tools folder.");
            break;
        default:
            help = Tr::tr("Check the tools folder (free space, permissions), then try "
                          "again.");
            break;
        }
        return PackageProblem::make(
            PackageProblem::WriteFailed, shown,
            shown.isEmpty()
                ? Tr::tr("Cannot unpack the package: %1. %2").arg(reason, help)
                : Tr::tr("Cannot unpack entry \"%1\": %2. %3").arg(shown, reason, help));
    }

    QString m_staging;
    ExtractLimits m_limits;
    int m_root = -1;
    qint64 m_total = 0;
};

} // namespace

bool PackageReader::extractTo(const QString &stagingDir, PackageProblem *problem) const
{
    PackageProblem local;
    PackageProblem &out = problem ? *problem : local;
    // First every name, kind and declared size, without writing anything.
    if (!list(&out))
        return false;

    bool created = false;
    const auto fail = [&]() {
        if (created && !FolderRemoval::remove(stagingDir))
            qCWarning(lcPackageReader) << "could not remove the staging folder" << stagingDir;
        qCInfo(lcPackageReader).noquote() << "refused" << m_path << ":" << out.message;
        return false;
    };

    Extraction extraction(stagingDir, m_limits);
    if (!extraction.begin(&out))
        return fail();
    created = true;

    const bool walked = walk(out, [&](ArchiveReadHandle &handle, archive_entry *entry,
                                      const QByteArray &raw, const QString &path) {
        // Checked again by walk(): the file may have changed since list() read it.
        const QString shown = ArchiveEntryCheck::printable(raw);
        if (archive_entry_filetype(entry) == AE_IFDIR) {
            const int fd = extraction.openFolder(path.split(QLatin1Char('/')), shown, &out);
            if (fd < 0)
                return Step::Fail;
            ::close(fd);
            return Step::Next;
        }
        return extraction.writeFile(handle, entry, path, shown, &out) ? Step::Next : Step::Fail;
    });
    if (!walked)
        return fail();
    if (!extraction.syncFolders(&out))
        return fail();
    qCDebug(lcPackageReader) << "unpacked" << m_path << "into" << stagingDir << "("
                             << extraction.totalBytes() << "bytes)";
    return true;
}

} // namespace ictools
