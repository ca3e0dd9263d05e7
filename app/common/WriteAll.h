#pragma once
// Writes all of `bytes` to a file descriptor, going on after a short write or EINTR: what the
// password prompt (ic-tool), the Transport Fever 2 files (connectors) and a package's
// extraction (tools) all need.

#include <QByteArray>

#include <cerrno>
#include <unistd.h>

namespace ic {

/// Writes `size` bytes from `data`; false when the descriptor refuses more (errno says why).
inline bool writeAll(int fd, const char *data, size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= size_t(n);
    }
    return true;
}

/// False when the descriptor refuses more (errno says why).
inline bool writeAll(int fd, const QByteArray &bytes)
{
    return writeAll(fd, bytes.constData(), size_t(bytes.size()));
}

} // namespace ic
