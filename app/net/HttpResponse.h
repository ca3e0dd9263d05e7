#pragma once
// One HTTP/1.1 answer as a server writes it and a client reads it (HttpResponseReader): the one
// writer of answers as bytes (toBytes), the ICRP front door's refusals included.

#include <QByteArray>
#include <QList>
#include <QPair>

namespace icnet {

struct HttpResponse
{
    int status = 200;
    QByteArray reason = "OK";
    QByteArray contentType = "application/json";
    QByteArray body;
    /// More headers to write ("Allow", "X-Arena-Proxy-Error"), or that were read.
    QList<QPair<QByteArray, QByteArray>> headers;
    /// "Connection: close": the connection ends after this answer.
    bool closeAfter = false;
    /// For answers read by a client (the arena's ArenaHttpClient): nanoseconds from the request
    /// being handed to the socket to the answer's last byte read.
    qint64 elapsedNs = 0;

    QByteArray toBytes() const;
    /// The value of header `name` (case-insensitive), empty when absent.
    QByteArray header(const QByteArray &name) const;

    /// A JSON answer with `status` and its standard reason phrase.
    static HttpResponse json(int status, const QByteArray &body);
    /// FastAPI's shape for an error it raises itself: {"detail": message}.
    static HttpResponse detail(int status, const QString &message);
    static QByteArray reasonPhrase(int status);
};

} // namespace icnet
