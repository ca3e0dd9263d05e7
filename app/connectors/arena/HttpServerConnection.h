#pragma once
// One accepted connection of an arena HTTP server (the proxy, the simulated runtime): reads
// requests with HttpRequestReader one at a time — the next is read only after the current one
// has been answered, so answers go out in order — and answers refused heads itself
// ({"detail": …}, then closes). A connection that takes longer than `requestTimeout` to send a
// whole request, or is idle between requests for longer than `idleTimeout`, is dropped (one
// coarse timer checks both: nothing is armed per request). It deletes itself (and its socket)
// when the peer goes.

#include "connectors/arena/ArenaHttp.h"

#include <QObject>
#include <QTimer>
#include <chrono>

class QTcpSocket;

namespace icconnectors::arena {

class HttpServerConnection final : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        qint64 maxHeadBytes = 16 * 1024;
        qint64 maxBodyBytes = 1024 * 1024;
        std::chrono::milliseconds requestTimeout{10'000};
        std::chrono::milliseconds idleTimeout{60'000};
    };

    /// Takes `socket` (becomes its parent).
    HttpServerConnection(QTcpSocket *socket, Limits limits, QObject *parent = nullptr);

    /// Answers the request last given by requestArrived().
    void answer(const HttpResponse &response);
    /// Answers it with `bytes` as they are (a peer that does not speak HTTP), then closes.
    void answerRaw(const QByteArray &bytes);
    /// The peer's port, to name the connection in logs.
    quint16 peerPort() const;

Q_SIGNALS:
    void requestArrived(const icconnectors::arena::HttpRequest &request);
    /// Bytes as they came and went (for the wire log).
    void bytesIn(const QByteArray &bytes);
    void bytesOut(const QByteArray &bytes);
    /// The peer went (the object is deleted later).
    void closed();

private:
    void onReadyRead();
    void readNext();
    void refuse(const HttpRefusal &refusal);
    void write(const QByteArray &bytes);
    void watch();
    void drop(const char *why);

    QTcpSocket *m_socket;
    HttpRequestReader m_reader;
    QTimer m_watch;
    Limits m_limits;
    qint64 m_requestStartNs = 0; // the first byte of a request not yet whole; 0: none
    qint64 m_lastActivityNs = 0;
    bool m_busy = false;       // a request is with the owner, unanswered
    bool m_closeAfter = false; // the request being answered is the connection's last
    bool m_done = false;
};

} // namespace icconnectors::arena
