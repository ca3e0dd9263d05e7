#pragma once
// The rules every server of the program applies to a request head before it reads a byte of
// the body: a request line of three parts, a name on every header line, one Content-Length of
// digits within the body cap, no Transfer-Encoding (411: a body of unknown length is not
// streamed in), and a WebSocket upgrade only as GET with "Connection: Upgrade",
// "Upgrade: websocket" and a key, as the connection's first request.

#include "net/HttpHead.h"
#include "net/RequestVerdict.h"

namespace icnet {

class RequestHeadCheck
{
public:
    /// The verdict on one parsed head; `first`: the connection's first request.
    static RequestVerdict check(const HttpHead &head, bool first, qint64 maxBodyBytes);
    /// 431: a head longer than `maxHeadBytes`.
    static RequestVerdict tooLarge(qint64 maxHeadBytes);

private:
    static RequestVerdict refusal(int status, const char *reason, const QByteArray &message);
    static RequestVerdict webSocket(const HttpHead &head, bool first, bool bodyHeaders);
    static RequestVerdict withLength(RequestVerdict verdict, const QByteArray &contentLength,
                                     qint64 maxBodyBytes);
};

} // namespace icnet
