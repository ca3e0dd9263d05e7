#pragma once
// The byte-stream reading of IcrpFrontDoor without its socket: finds each request head in what
// a connection sends (bounded in size), decides what it asks for (an HTTP request with a body of
// N bytes, a WebSocket upgrade, or a refusal: 400 / 411 / 413 / 431) and skips the bodies of
// the requests it let through. The front door acts on its verdicts; the fuzz target feeds it
// bytes directly.

#include <QByteArray>
#include <functional>

namespace icrp {

class RequestHeadScreen
{
public:
    /// What one request head asks for.
    struct Verdict
    {
        enum Kind { Http, WebSocket, Refuse } kind = Http;
        qint64 bodyBytes = 0;
        /// "Connection: close", or any version but HTTP/1.1 (HTTP/1.0 also with keep-alive):
        /// the last request of the connection.
        bool closeAfter = false;
        int status = 0;
        QByteArray reason;
        QByteArray message;
    };

    /// What the owner does with the verdicts, called from inside feed().
    struct Actions
    {
        /// A refused head (the screen stops reading): answer errorResponse() and close.
        std::function<void(const Verdict &)> refuse;
        /// A WebSocket upgrade head (the screen stops reading): hand the connection over.
        std::function<void()> webSocket;
        /// The head of an HTTP request passed (its body, if any, comes next).
        std::function<void(const Verdict &)> request;
        /// The request's body has been seen to its end.
        std::function<void()> complete;
    };

    RequestHeadScreen(qint64 maxHeadBytes, qint64 maxBodyBytes);

    /// Reads the next bytes of the connection, acting on what they complete.
    void feed(QByteArray bytes, const Actions &actions);
    /// Reads nothing more (the connection is closing).
    void stop() { m_stopped = true; }
    bool stopped() const { return m_stopped; }
    /// Bytes of the connection fed so far.
    qint64 fed() const { return m_fed; }
    /// Where the last complete request ends, counted from the connection's first byte.
    qint64 requestsEnd() const { return m_requestsEnd; }
    /// The last complete request is the connection's last ("Connection: close", HTTP/1.0):
    /// what follows it is never screened and must never be served.
    bool lastRequestComplete() const { return m_closeAfter && m_bodyLeft == 0; }

    /// The verdict on one complete head (ending in "\r\n\r\n"); `first`: the connection's first
    /// request.
    static Verdict inspect(const QByteArray &head, bool first, qint64 maxBody);
    /// The HTTP answer to a refused head: the status and a JSON-RPC error body.
    static QByteArray errorResponse(const Verdict &verdict);

private:
    static Verdict refusal(int status, const char *reason, const QByteArray &message);
    Verdict tooLarge() const;
    /// A request ends with `unreadAfter` bytes of the current piece after it.
    void complete(qint64 unreadAfter, const Actions &actions);

    qint64 m_maxHeadBytes;
    qint64 m_maxBodyBytes;
    QByteArray m_head;
    qint64 m_bodyLeft = 0;
    bool m_first = true;
    bool m_closeAfter = false;
    bool m_stopped = false;
    qint64 m_fed = 0;
    qint64 m_requestsEnd = 0;
};

} // namespace icrp
