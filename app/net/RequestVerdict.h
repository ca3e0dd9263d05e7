#pragma once
// What one request head asks for (RequestHeadCheck's verdict): an HTTP request with a body of
// N bytes, a WebSocket upgrade, or a refusal with its status and an English sentence for the
// peer (400, 411, 413, 431).

#include <QByteArray>

namespace icnet {

struct RequestVerdict
{
    enum Kind { Http, WebSocket, Refuse } kind = Http;
    qint64 bodyBytes = 0;
    /// "Connection: close", or any version but HTTP/1.1 (HTTP/1.0 also with keep-alive): the
    /// last request of the connection.
    bool closeAfter = false;
    int status = 0;
    QByteArray reason;
    QByteArray message;
};

} // namespace icnet
