#include "tools/FolderRemoval.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ictools {

namespace {

/// Empties the folder open as `fd` (which this closes); true when everything in it is gone.
bool emptyFolder(int fd)
{
    DIR *dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return false;
    }
    bool ok = true;
    while (const dirent *entry = ::readdir(dir)) {
        const char *name = entry->d_name;
        if (name[0] == '.' && (name[1] == '\0' || (name[1] == '.' && name[2] == '\0')))
            continue;
        if (::unlinkat(fd, name, 0) == 0)
            continue;
        if (errno != EISDIR && errno != EPERM) {
            ok = false;
            continue;
        }
        const int child = ::openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (child < 0 || !emptyFolder(child) || ::unlinkat(fd, name, AT_REMOVEDIR) != 0)
            ok = false;
    }
    ::closedir(dir); // closes fd
    return ok;
}

} // namespace

bool FolderRemoval::remove(const QString &path)
{
    const QFileInfo info(path);
    const QByteArray parent = QFile::encodeName(info.absolutePath());
    const QByteArray name = QFile::encodeName(info.fileName());
    const int parentFd = ::open(parent.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parentFd < 0)
        return errno == ENOENT;
    bool ok = true;
    const int fd =
        ::openat(parentFd, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) {
        ok = errno == ENOENT;
    } else {
        ok = emptyFolder(fd) && ::unlinkat(parentFd, name.constData(), AT_REMOVEDIR) == 0;
    }
    ::close(parentFd);
    return ok;
}

} // namespace ictools
