#include "host/CachedAnswer.h"

#include <QTcpSocket>
#include <cerrno>
#include <sys/socket.h>

namespace ichost {

QByteArray CachedAnswer::head(int status, QByteArrayView reason, const Headers &headers,
                              qint64 length)
{
    QByteArray bytes;
    bytes.reserve(256 + headers.size() * 64);
    bytes += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason.toByteArray() + "\r\n";
    for (const auto &[name, value] : headers)
        bytes += name + ": " + value + "\r\n";
    bytes += "Content-Length: " + QByteArray::number(length) + "\r\n\r\n";
    return bytes;
}

namespace {

/// Bytes of `answer` the kernel took at once on `descriptor` (non-blocking); 0 when none or
/// on an error, which the socket then meets itself.
qint64 sendNow(qintptr descriptor, const QByteArray &answer)
{
    ssize_t sent = -1;
    do {
        sent = ::send(int(descriptor), answer.constData(), size_t(answer.size()),
                      MSG_NOSIGNAL | MSG_DONTWAIT);
    } while (sent < 0 && errno == EINTR);
    return sent < 0 ? 0 : qint64(sent);
}

} // namespace

void CachedAnswer::write(QTcpSocket *socket, const QByteArray &answer)
{
    // Nothing waits in the socket's buffer: the answer may go to the kernel now, in one call,
    // without the buffer's copy and the round of the event loop (a write notifier switched on
    // and off) it takes to send from there. What the kernel does not take goes the usual way.
    qint64 sent = 0;
    if (socket->bytesToWrite() == 0 && socket->state() == QAbstractSocket::ConnectedState &&
        socket->socketDescriptor() != -1)
        sent = sendNow(socket->socketDescriptor(), answer);
    if (sent < answer.size())
        socket->write(sent == 0 ? answer : answer.sliced(sent));
    // As QAbstractSocket::flush() does: who follows the connection's output (the front door
    // closes a "Connection: close" connection once its answer is out) hears of it.
    if (sent > 0)
        Q_EMIT socket->bytesWritten(sent);
}

} // namespace ichost
