#pragma once
// Reads the whole requests of one server connection, bodies kept (HttpRequestStream), for a
// server that passes heads on (the Agent Arena proxy): a head is refused with 400 when it holds
// a bare CR or a control byte (HttpHeadBytes.h), and otherwise judged as every server of the
// program judges it (RequestHeadCheck: 400 for a malformed head, 411 for a body without
// Content-Length, 413 past the body cap, 431 past the head cap; a WebSocket upgrade is refused
// too). A refusal ends the connection; the owner answers it.

#include "net/HttpRefusal.h"
#include "net/HttpRequest.h"
#include "net/HttpRequestStream.h"

#include <QByteArray>
#include <variant>

namespace icnet {

class HttpRequestReader
{
public:
    /// Nothing complete yet; a request; or a refusal (read nothing more).
    using Next = std::variant<std::monostate, HttpRequest, HttpRefusal>;

    HttpRequestReader(qint64 maxHeadBytes, qint64 maxBodyBytes);

    void append(const QByteArray &bytes) { m_stream.append(bytes); }
    /// The next complete request of what was appended, if there is one.
    Next next();
    /// Bytes appended and not yet part of a request returned.
    qint64 buffered() const { return m_stream.buffered(); }

private:
    Next refuse(const HttpRequestStream::Event &event);
    static HttpRequest fromHead(const HttpHead &head);

    HttpRequestStream m_stream;
    qint64 m_maxHeadBytes;
    bool m_refused = false;
    HttpRequest m_request;
};

} // namespace icnet
