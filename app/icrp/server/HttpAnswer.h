#pragma once
// The HTTP answers IcrpServer writes itself: its errors (400, 401, 403, 404, 405, 411, 413, 415,
// 431), GET /hello, JSON-RPC answers (JSON or MessagePack) and 204. Every one carries the same
// security headers, built once (Content-Security-Policy, X-Content-Type-Options, Referrer-Policy,
// Cache-Control: docs/security.md), whether QHttpServer's responder writes it or the front door
// writes the bytes itself before QHttpServer has seen the request. What a content handler answers
// (the overlay host's files) is its own.

#include <QByteArray>
#include <QHttpServerResponder>
#include <QList>
#include <utility>

namespace icrp {

class HttpAnswer
{
public:
    using Header = std::pair<QByteArray, QByteArray>;
    using Headers = QList<Header>;
    using Status = QHttpServerResponder::StatusCode;

    /// The headers every answer of the server carries, built once.
    static const Headers &securityHeaders();

    /// Status line, `headers`, Content-Length (`length`, the body's unless given: a HEAD answer,
    /// or a body sent in pieces after it) and `body`: how every answer through QHttpServer's
    /// responder is framed, the overlay host's files included.
    static void write(QHttpServerResponder &responder, Status status, const Headers &headers,
                      const QByteArray &body, qint64 length = -1);
    /// Status line, security headers, Content-Type application/json, `extra`, Content-Length
    /// and `body`.
    static void json(QHttpServerResponder &responder, Status status, const QByteArray &body,
                     const Headers &extra = {});
    /// The same with Content-Type application/msgpack (a MessagePack JSON-RPC answer).
    static void msgpack(QHttpServerResponder &responder, Status status, const QByteArray &body,
                        const Headers &extra = {});
    /// 204 No Content: the security headers and nothing else (no body, no Content-Length).
    static void noContent(QHttpServerResponder &responder);

    /// A whole JSON answer as bytes (icnet::HttpResponse::toBytes), for a writer without a
    /// responder (the front door), which closes the connection after it: "Connection: close"
    /// is among its headers.
    static QByteArray raw(int status, const QByteArray &reason, const QByteArray &body);
};

} // namespace icrp
