// The simulated game's files, touched only when they are regular files of its user with one
// name (see Tf2PeerFiles.h). Written apart from the connector's Tf2OwnFile.cpp on purpose.

#include "connectors/tf2/peer/Tf2PeerFiles.h"

#include "connectors/common/Tr.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace icconnectors::tf2::peer {
namespace {

QByteArray nativePath(const QString &path)
{
    return QFile::encodeName(path);
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

/// "a named pipe", "a symbolic link to /x", … (the words the connector uses too).
QString whatIsThere(const QString &path, const struct stat &st)
{
    if (S_ISLNK(st.st_mode))
        return Tr::tr("a symbolic link to %1").arg(QFile::symLinkTarget(path));
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

/// Empty for a regular file of ours with exactly one name; otherwise what it is and what to do.
QString refusalFor(const QString &path, const struct stat &st)
{
    if (st.st_uid != ::geteuid())
        return Tr::tr("%1 is %2 owned by uid %3, not a file of yours: remove it (another user "
                      "put it there; ask them or an administrator if you cannot), or choose "
                      "another folder.")
            .arg(path, whatIsThere(path, st))
            .arg(st.st_uid);
    if (!S_ISREG(st.st_mode))
        return Tr::tr("%1 is %2, not a regular file: remove it.").arg(path, whatIsThere(path, st));
    if (st.st_nlink != 1)
        return Tr::tr("%1 is a hard link (the file has %2 names): reading or writing it would "
                      "touch a file that also lives under another name, so it is left as it is. "
                      "Remove it, or choose another folder.")
            .arg(path)
            .arg(qulonglong(st.st_nlink));
    return {};
}

bool sameFile(const struct stat &a, const struct stat &b)
{
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// What the name holds now, without following a link: false when nothing is there.
bool lookAt(const QString &path, struct stat *st)
{
    return ::lstat(nativePath(path).constData(), st) == 0;
}

/// Opens `path` with `flags` (O_NOFOLLOW|O_NONBLOCK added) when lstat() and then fstat() of the
/// open file find a regular file of ours with one name, the same file both times. Returns the
/// descriptor, -1 with *missing when there is nothing (and O_CREAT was not asked), or -1 with
/// *problem.
int openChecked(const QString &path, int flags, bool *missing, QString *problem)
{
    *missing = false;
    struct stat before = {};
    const bool existed = lookAt(path, &before);
    if (existed) {
        if (QString why = refusalFor(path, before); !why.isEmpty()) {
            *problem = why;
            return -1;
        }
    } else if (!(flags & O_CREAT)) {
        *missing = true;
        return -1;
    }
    // Created 0600 when missing; never O_TRUNC here: nothing is cut before fstat() agrees.
    const int fd = ::open(nativePath(path).constData(), flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
                          S_IRUSR | S_IWUSR);
    if (fd < 0) {
        const int error = errno;
        struct stat now = {};
        if (error == ENOENT && !(flags & O_CREAT)) {
            *missing = true;
        } else if (error == ELOOP && lookAt(path, &now)) {
            *problem = refusalFor(path, now); // a link planted since the lstat()
        } else {
            *problem = Tr::tr("Cannot open %1 (%2): check its permissions or remove it.")
                           .arg(path, systemError(error));
        }
        return -1;
    }
    struct stat opened = {};
    if (::fstat(fd, &opened) != 0) {
        *problem = Tr::tr("Cannot examine %1 (%2).").arg(path, systemError(errno));
    } else if (QString why = refusalFor(path, opened); !why.isEmpty()) {
        *problem = why;
    } else if (existed && !sameFile(before, opened)) {
        *problem = Tr::tr("%1 was replaced while it was being opened; it is left alone.").arg(path);
    } else {
        return fd;
    }
    ::close(fd);
    return -1;
}

/// All of `bytes` to `fd`, going on after a short write or EINTR; false with errno set.
bool writeFully(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return false;
        }
        done += n;
    }
    return true;
}

QByteArray readUpTo(int fd, qint64 maxBytes)
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

GameFileRead readGameFile(const QString &path, qint64 maxBytes)
{
    GameFileRead read;
    bool missing = false;
    const int fd = openChecked(path, O_RDONLY, &missing, &read.problem);
    if (fd < 0) {
        read.outcome = missing ? GameFileRead::Outcome::Missing : GameFileRead::Outcome::Refused;
        return read;
    }
    read.outcome = GameFileRead::Outcome::Read;
    read.bytes = readUpTo(fd, maxBytes);
    ::close(fd);
    return read;
}

QString writeGameFileInPlace(const QString &path, const QByteArray &bytes, bool append)
{
    bool missing = false;
    QString problem;
    const int fd =
        openChecked(path, O_WRONLY | O_CREAT | (append ? O_APPEND : 0), &missing, &problem);
    if (fd < 0)
        return problem;
    if ((!append && ::ftruncate(fd, 0) != 0) || !writeFully(fd, bytes))
        problem = systemError(errno);
    ::close(fd);
    return problem;
}

QString replaceGameFile(const QString &path, const QByteArray &bytes)
{
    struct stat there = {};
    if (lookAt(path, &there)) {
        if (QString why = refusalFor(path, there); !why.isEmpty())
            return why;
    }
    QByteArray temp = nativePath(path + QStringLiteral(".XXXXXX"));
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC); // a new name: 0600, one link, ours
    if (fd < 0)
        return systemError(errno);
    const bool written = ::fchmod(fd, S_IRUSR | S_IWUSR) == 0 && writeFully(fd, bytes);
    const int writeError = errno;
    if (::close(fd) != 0 || !written) {
        const int error = written ? errno : writeError;
        ::unlink(temp.constData());
        return systemError(error);
    }
    // rename(2) replaces the name: whatever was planted there since the lstat() loses its name,
    // and the file a link pointed to is never written.
    if (::rename(temp.constData(), nativePath(path).constData()) != 0) {
        const int error = errno;
        ::unlink(temp.constData());
        return systemError(error);
    }
    return {};
}

QString checkServedFolder(const QString &folder)
{
    struct stat st = {};
    if (::stat(nativePath(folder).constData(), &st) != 0)
        return {}; // a missing folder: opening the log file there says so
    if ((st.st_mode & S_IWOTH) && !(st.st_mode & S_ISVTX))
        return Tr::tr("The folder %1 can be written by every user and has no sticky bit, so "
                      "anyone could replace or delete the command and response files; run "
                      "\"chmod +t %1\" or choose a folder of your own.")
            .arg(folder);
    return {};
}

} // namespace icconnectors::tf2::peer
