#pragma once
// A test's raw HTTP/1.1 exchange over a QTcpSocket: the test writes exactly the bytes it wants
// (Host, Content-Type, Authorization…) and gets the status, headers and body back.

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QPair>

struct HttpReply
{
    int status = 0;                        // 0: no complete answer
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;

    QJsonValue json() const;
};

class RawHttp
{
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    /// Sends one request and waits for one complete response. Adds Host 127.0.0.1:PORT unless
    /// `headers` has one, and Content-Length when there is a body.
    static HttpReply send(quint16 port, const QByteArray &method, const QByteArray &path,
                          const Headers &headers = {}, const QByteArray &body = {},
                          int timeoutMs = 5000);
    /// Writes `bytes` exactly as given and waits for one complete response.
    static HttpReply sendRaw(quint16 port, const QByteArray &bytes, int timeoutMs = 5000);
    /// POST / with Content-Type application/json.
    static HttpReply post(quint16 port, const QByteArray &body, const QByteArray &token = {});
};
