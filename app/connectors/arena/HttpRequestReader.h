#pragma once
// Reads the requests of one server connection from its byte stream: each head bounded in size,
// refused with 400 when it holds a bare CR or a control byte (HttpHeadBytes.h), and judged by
// icrp::RequestHeadScreen::inspect (the same verdicts as the panel's own servers: 400 for a
// malformed head, 411 for a body without Content-Length, 413 past the body cap), then its body
// of Content-Length bytes. A refusal ends the connection; the owner answers it.

#include "connectors/arena/HttpRefusal.h"
#include "connectors/arena/HttpRequest.h"

#include <QByteArray>
#include <variant>

namespace icconnectors::arena {

class HttpRequestReader
{
public:
    /// Nothing complete yet; a request; or a refusal (read nothing more).
    using Next = std::variant<std::monostate, HttpRequest, HttpRefusal>;

    HttpRequestReader(qint64 maxHeadBytes, qint64 maxBodyBytes);

    void append(const QByteArray &bytes) { m_buffer += bytes; }
    /// The next complete request of what was appended, if there is one.
    Next next();
    /// Bytes appended and not yet part of a request returned.
    qint64 buffered() const { return m_buffer.size(); }

private:
    Next readHead();
    static HttpRequest parseHead(const QByteArray &head);

    qint64 m_maxHeadBytes;
    qint64 m_maxBodyBytes;
    QByteArray m_buffer;
    qsizetype m_searched = 0;
    bool m_first = true;
    bool m_refused = false;
    bool m_inBody = false;
    qint64 m_bodyBytes = 0;
    HttpRequest m_request;
};

} // namespace icconnectors::arena
