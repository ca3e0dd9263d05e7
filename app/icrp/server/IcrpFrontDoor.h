#pragma once
// The listening socket of an IcrpServer, and the first reader of every connection on it.
// It reads each request head before anyone else does (bounded in size and time) and decides:
// a WebSocket upgrade goes to the server's own QWebSocketServer (webSocketArrived), a request
// whose declared body is too large or that would stream a body of unknown length is answered
// here (413 / 411 / 400 / 431) and closed before a byte of its body is buffered, and anything
// else goes, unread, to QHttpServer through the ordinary pending-connection queue. Later
// requests on a kept-alive connection are screened the same way. Accepted sockets have
// Nagle's algorithm off (ICRP sends many small frames).

#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <chrono>

namespace icrp {

class IcrpFrontDoor final : public QTcpServer
{
    Q_OBJECT
public:
    struct Limits
    {
        /// Largest request head (request line + headers) accepted.
        qint64 maxHeadBytes = 16 * 1024;
        /// Largest declared body accepted (the server's maxMessageSize).
        qint64 maxBodyBytes = 1024 * 1024;
        /// Time a connection has to send a complete request (head and body), from its first
        /// byte (or from the connection, for the first request).
        std::chrono::milliseconds headTimeout{10'000};
        /// Time a kept-alive HTTP connection may wait for its next request.
        std::chrono::milliseconds idleTimeout{30'000};
        /// Bytes written to a connection and not yet taken by its peer (answers, events, pongs,
        /// HTTP responses): past this the peer is not reading, and the connection is closed.
        qint64 maxUnsentBytes = 16 * 1024 * 1024;
        /// Open connections at once. At the cap a new connection closes the oldest one that is
        /// still HTTP or has not sent a request yet, so idle sockets cannot lock the owner out;
        /// WebSockets are bounded by the server's own caps.
        int maxOpenSockets = 256;
    };

    explicit IcrpFrontDoor(Limits limits, QObject *parent = nullptr);

    /// Connections open now (all kinds).
    int openSockets() const { return m_open; }
    /// IcrpServer::answerInPieces: an answer written after its handler returned is going on.
    static void answerInPieces(QTcpSocket *socket, bool inPieces);

Q_SIGNALS:
    /// A complete, well-formed WebSocket upgrade request sits unread in `socket`; the
    /// receiver must take it (QWebSocketServer::handleConnection) before returning.
    void webSocketArrived(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr socketDescriptor) override;

private:
    class Connection;
    void guardOutput(QTcpSocket *socket);
    bool makeRoom();

    Limits m_limits;
    int m_open = 0;
    QList<QPointer<Connection>> m_screened; // HTTP / not yet upgraded, oldest first
};

} // namespace icrp
