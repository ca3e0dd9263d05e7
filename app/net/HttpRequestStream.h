#pragma once
// The requests of one server connection, read from its byte stream: each head found (bounded,
// HttpHeadFinder) and judged (RequestHeadCheck), then its Content-Length body kept or skipped.
// Pipelined requests are read one after the other. A refusal or a WebSocket upgrade stops the
// reading; so does the end of the connection's last request ("Connection: close", HTTP/1.0):
// what follows it is never read. The one reader of request heads in the program:
// icrp::RequestHeadScreen (the ICRP front door, which skips bodies QHttpServer reads itself)
// and HttpRequestReader (the Agent Arena proxy, which keeps them) are built on it.

#include "net/HttpHead.h"
#include "net/HttpHeadFinder.h"
#include "net/RequestVerdict.h"

#include <QByteArray>

namespace icnet {

class HttpRequestStream
{
public:
    enum class Bodies { Keep, Skip };
    struct Event
    {
        enum Kind {
            None,      ///< nothing more until more bytes come (or ever, once stopped)
            Head,      ///< a request's head passed; its body comes next
            Complete,  ///< the request's body has been read to its end
            Refused,   ///< the head is refused (verdict): nothing more is read
            WebSocket, ///< a WebSocket upgrade: nothing more is read
        } kind = None;
        /// Head, Refused (but for a head too large), WebSocket: the head's bytes and fields.
        QByteArray rawHead;
        HttpHead head;
        /// Head, Refused.
        RequestVerdict verdict;
        /// Complete, with Bodies::Keep.
        QByteArray body;
    };

    HttpRequestStream(qint64 maxHeadBytes, qint64 maxBodyBytes, Bodies bodies);

    /// The next bytes of the connection.
    void append(const QByteArray &bytes);
    /// The next thing the bytes appended so far complete.
    Event next();

    /// Reads nothing more (the connection is closing).
    void stop() { m_stopped = true; }
    bool stopped() const { return m_stopped; }
    /// Bytes appended so far.
    qint64 appended() const { return m_appended; }
    /// Bytes appended and not yet read as part of a request.
    qint64 buffered() const { return m_buffer.size(); }
    /// Where the last complete request ends, counted from the connection's first byte.
    qint64 requestsEnd() const { return m_requestsEnd; }
    /// The last complete request is the connection's last.
    bool lastRequestComplete() const { return m_closeAfter && !m_inBody; }

private:
    Event readBody();
    Event readHead();
    Event stopWith(Event event);

    HttpHeadFinder m_finder;
    qint64 m_maxBodyBytes;
    Bodies m_bodies;
    QByteArray m_buffer;
    qint64 m_appended = 0;
    qint64 m_taken = 0;
    qint64 m_requestsEnd = 0;
    qint64 m_bodyLeft = 0;
    bool m_inBody = false;
    bool m_first = true;
    bool m_closeAfter = false;
    bool m_stopped = false;
};

} // namespace icnet
