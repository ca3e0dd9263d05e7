// The TF2 files, touched only when they are regular files of ours (see Tf2OwnFile.h).

#include "connectors/tf2/Tf2OwnFile.h"

#include "common/WriteAll.h"
#include "connectors/common/Tr.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace icconnectors::tf2 {
namespace {

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// "a named pipe", "a symbolic link to /x", … for a file that is not a regular one.
QString kindOf(const QString &path, const struct stat &st)
{
    if (S_ISLNK(st.st_mode))
        return Tr::tr("a symbolic link to %1").arg(QFileInfo(path).symLinkTarget());
    if (S_ISFIFO(st.st_mode))
        return Tr::tr("a named pipe");
    if (S_ISDIR(st.st_mode))
        return Tr::tr("a folder");
    if (S_ISSOCK(st.st_mode))
        return Tr::tr("a socket");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return Tr::tr("a device");
    return Tr::tr("a file");
}

/// Empty for a regular file of ours; otherwise what it is and what to do.
QString judge(const QString &path, const struct stat &st)
{
    const bool ours = st.st_uid == ::geteuid();
    if (S_ISREG(st.st_mode) && ours)
        return {};
    const QString kind = kindOf(path, st);
    if (ours)
        return Tr::tr("%1 is %2, not a regular file: remove it.").arg(path, kind);
    return Tr::tr("%1 is %2 owned by uid %3, not a file of yours: remove it (another user put it "
                  "there; ask them or an administrator if you cannot), or choose another folder.")
        .arg(path, kind)
        .arg(st.st_uid);
}

OwnFileRead refused(const QString &problem)
{
    OwnFileRead read;
    read.outcome = OwnFileRead::Outcome::Refused;
    read.problem = problem;
    return read;
}

/// After open() failed: a link (O_NOFOLLOW gives ELOOP) or another reason, said plainly.
OwnFileRead openFailed(const QString &path, int error)
{
    struct stat st = {};
    if (error == ELOOP && ::lstat(native(path).constData(), &st) == 0)
        return refused(judge(path, st));
    return refused(Tr::tr("Cannot open %1 (%2): check its permissions or remove it.")
                       .arg(path, errnoText(error)));
}

QByteArray readFd(int fd, qint64 maxBytes)
{
    QByteArray bytes;
    char chunk[65536];
    while (bytes.size() < maxBytes) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        bytes.append(chunk, n);
    }
    return bytes.left(maxBytes);
}

} // namespace

OwnFileRead readOwnFile(const QString &path, qint64 maxBytes)
{
    const int fd = ::open(native(path).constData(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT ? OwnFileRead{} : openFailed(path, errno);
    struct stat st = {};
    OwnFileRead read;
    if (::fstat(fd, &st) != 0) {
        read = refused(Tr::tr("Cannot examine %1 (%2).").arg(path, errnoText(errno)));
    } else if (const QString problem = judge(path, st); !problem.isEmpty()) {
        read = refused(problem);
    } else {
        read.outcome = OwnFileRead::Outcome::Read;
        read.bytes = readFd(fd, maxBytes);
    }
    ::close(fd);
    return read;
}

QString checkReplaceable(const QString &path)
{
    struct stat st = {};
    if (::lstat(native(path).constData(), &st) != 0)
        return {}; // nothing there
    return judge(path, st);
}

QString writeOwnFile(const QString &path, const QByteArray &bytes)
{
    if (const QString problem = checkReplaceable(path); !problem.isEmpty())
        return problem;
    QByteArray temp = native(path + QStringLiteral(".XXXXXX"));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC); // created 0600
    if (fd < 0)
        return errnoText(errno);
    const bool written = ::fchmod(fd, S_IRUSR | S_IWUSR) == 0 && ic::writeAll(fd, bytes);
    const int writeError = errno;
    if (::close(fd) != 0 || !written) {
        ::unlink(temp.constData());
        return errnoText(written ? errno : writeError);
    }
    if (::rename(temp.constData(), native(path).constData()) != 0) {
        const int error = errno;
        ::unlink(temp.constData());
        return errnoText(error);
    }
    return {};
}

QString writeOwnFileInPlace(const QString &path, const QByteArray &bytes, bool append)
{
    // No O_TRUNC: a file that is not ours must not lose its content before fstat() says so.
    const int flags =
        O_WRONLY | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | (append ? O_APPEND : 0);
    const int fd = ::open(native(path).constData(), flags, S_IRUSR | S_IWUSR);
    if (fd < 0) {
        const OwnFileRead why = openFailed(path, errno);
        return why.problem;
    }
    struct stat st = {};
    QString problem;
    if (::fstat(fd, &st) != 0)
        problem = errnoText(errno);
    else
        problem = judge(path, st);
    if (problem.isEmpty() && ((!append && ::ftruncate(fd, 0) != 0) || !ic::writeAll(fd, bytes)))
        problem = errnoText(errno);
    ::close(fd);
    return problem;
}

QString removeOwnEntry(const QString &path)
{
    struct stat st = {};
    if (::lstat(native(path).constData(), &st) != 0)
        return {};
    if (st.st_uid != ::geteuid())
        return judge(path, st);
    if (::unlink(native(path).constData()) != 0 && errno != ENOENT)
        return Tr::tr("Cannot remove %1 (%2): remove it by hand.").arg(path, errnoText(errno));
    return {};
}

QString checkSharedFolder(const QString &folder)
{
    struct stat st = {};
    if (::stat(native(folder).constData(), &st) != 0)
        return {}; // a missing folder is reported by the caller
    if ((st.st_mode & S_IWOTH) && !(st.st_mode & S_ISVTX))
        return Tr::tr("The folder %1 can be written by every user and has no sticky bit, so "
                      "anyone could replace or delete the command and response files; run "
                      "\"chmod +t %1\" or choose a folder of your own.")
            .arg(folder);
    return {};
}

} // namespace icconnectors::tf2
