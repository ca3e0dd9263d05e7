#pragma once
// Writes all of `bytes` to a file descriptor, going on after a short write or EINTR: what the
// password prompt (ic-tool) and the Transport Fever 2 files (connectors) both need.

#include <QByteArray>

#include <cerrno>
#include <unistd.h>

namespace ic {

/// False when the descriptor refuses more (errno says why).
inline bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace ic
