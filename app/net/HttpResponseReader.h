#pragma once
// Reads the answers of one client connection from its byte stream (the one reader of answers in
// the program: the Agent Arena proxy's client): a status line, headers and a Content-Length
// body (what FastAPI/uvicorn sends for JSON). Anything else — no status line,
// a chunked body, a head or body past the caps — is an error that ends the connection; a head
// with a bare CR or a control byte (HttpHeadBytes.h) is one too, told apart as InvalidHead.

#include "net/HttpHeadFinder.h"
#include "net/HttpResponse.h"

#include <QByteArray>
#include <QString>
#include <variant>

namespace icnet {

class HttpResponseReader
{
public:
    /// A head with a byte HTTP does not allow there: a bare CR, NUL or another control byte.
    struct InvalidHead
    {
        QString message; ///< for a person: which line, which byte
    };
    /// Nothing complete yet; an answer; why the bytes are not one (for a person); or a head
    /// with a bare CR or a control byte.
    using Next = std::variant<std::monostate, HttpResponse, QString, InvalidHead>;

    HttpResponseReader(qint64 maxHeadBytes, qint64 maxBodyBytes);

    void append(const QByteArray &bytes) { m_buffer += bytes; }
    Next next();
    /// Forgets everything (a new connection).
    void reset();
    bool idle() const { return m_buffer.isEmpty() && !m_inBody; }

private:
    Next readHead();
    Next parseHead(const QByteArray &head);

    HttpHeadFinder m_finder;
    qint64 m_maxBodyBytes;
    QByteArray m_buffer;
    bool m_inBody = false;
    qint64 m_bodyBytes = 0;
    HttpResponse m_response;
};

} // namespace icnet
