#pragma once
// The byte-stream reading of IcrpFrontDoor without its socket: the connection's requests read
// by icnet::HttpRequestStream (heads bounded in size and judged by icnet::RequestHeadCheck, the
// bodies of the requests it let through skipped: QHttpServer reads them) and told to the front
// door as verdicts: an HTTP request with a body of N bytes, a WebSocket upgrade, or a refusal
// (400 / 411 / 413 / 431), which it answers with errorResponse(). The fuzz target feeds it
// bytes directly.

#include "net/HttpRequestStream.h"
#include "net/RequestVerdict.h"

#include <QByteArray>
#include <functional>

namespace icrp {

class RequestHeadScreen
{
public:
    /// What one request head asks for.
    using Verdict = icnet::RequestVerdict;

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
    void feed(const QByteArray &bytes, const Actions &actions);
    /// Reads nothing more (the connection is closing).
    void stop() { m_stream.stop(); }
    bool stopped() const { return m_stream.stopped(); }
    /// Bytes of the connection fed so far.
    qint64 fed() const { return m_stream.appended(); }
    /// Where the last complete request ends, counted from the connection's first byte.
    qint64 requestsEnd() const { return m_stream.requestsEnd(); }
    /// The last complete request is the connection's last ("Connection: close", HTTP/1.0):
    /// what follows it is never screened and must never be served.
    bool lastRequestComplete() const { return m_stream.lastRequestComplete(); }

    /// The verdict on one complete head (ending in "\r\n\r\n"); `first`: the connection's first
    /// request (icnet::RequestHeadCheck).
    static Verdict inspect(const QByteArray &head, bool first, qint64 maxBody);
    /// The HTTP answer to a refused head: the status and a JSON-RPC error body.
    static QByteArray errorResponse(const Verdict &verdict);

private:
    icnet::HttpRequestStream m_stream;
};

} // namespace icrp
