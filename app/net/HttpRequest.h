#pragma once
// One HTTP/1.1 request as a server reads it (HttpRequestReader) and a client writes it: the request
// line, the few headers the protocol needs, a Content-Length body.

#include <QByteArray>
#include <QList>
#include <QPair>

namespace icnet {

struct HttpRequest
{
    QByteArray method;
    /// The request target as sent ("/tick").
    QByteArray target;
    /// The Host header's value; empty when there was none.
    QByteArray host;
    QByteArray contentType;
    /// The Origin header's value; empty when there was none (a simulation sends none, a web
    /// page's request always carries one).
    QByteArray origin;
    QByteArray body;
    /// More headers to write, in order (a WebSocket upgrade's); the reader keeps none here.
    QList<QPair<QByteArray, QByteArray>> headers;
    /// "Connection: close" (or HTTP/1.0): the last request of its connection.
    bool closeAfter = false;
    /// steady_clock nanoseconds when the whole request had been read (0 when built here).
    qint64 completeNs = 0;

    /// The bytes of this request for `hostHeader` (the peer's host:port), kept alive.
    QByteArray toBytes(const QByteArray &hostHeader) const;
};

} // namespace icnet
