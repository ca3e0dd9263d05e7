#pragma once
// An HTTP answer of the overlay host written as bytes built once (FileCache keeps them per
// file): the status line, the headers, Content-Length, the blank line and, for a 200 of a
// small file, the body. QHttpServerResponder writes an answer in a dozen small writes into the
// socket's buffer (status line, each header's name, ": ", value, CRLF, body), which the socket
// then sends in pieces, a round of the event loop later; one prebuilt QByteArray goes out in
// one `send` call as the request is answered.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <utility>

class QTcpSocket;

namespace ichost {

class CachedAnswer
{
public:
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    /// "HTTP/1.1 <status> <reason>", `headers`, Content-Length: `length`, and the blank line:
    /// framed as icrp::HttpAnswer::write frames them through QHttpServerResponder.
    static QByteArray head(int status, QByteArrayView reason, const Headers &headers,
                           qint64 length);

    /// Writes `answer` to `socket` as one piece. When nothing else waits in the socket's
    /// buffer, hands it to the kernel at once in one `send` (the rest, if the kernel takes
    /// part, goes through the buffer) and emits the socket's bytesWritten for what went.
    static void write(QTcpSocket *socket, const QByteArray &answer);

private:
    CachedAnswer() = delete;
};

} // namespace ichost
