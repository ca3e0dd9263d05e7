#pragma once
// The listening socket of an IcrpServer, and the first reader of every connection on it.
// It reads each request head before anyone else does (bounded in size and time) and decides:
// a WebSocket upgrade goes to the server's own QWebSocketServer (webSocketArrived), a request
// whose declared body is too large or that would stream a body of unknown length is answered
// here (413 / 411 / 400 / 431) and closed before a byte of its body is buffered, and anything
// else goes, unread, to QHttpServer through the ordinary pending-connection queue. Later
// requests on a kept-alive connection are screened the same way. Accepted sockets have
// Nagle's algorithm off (ICRP sends many small frames).

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
        /// Time a new connection has to send its first complete request head.
        std::chrono::milliseconds headTimeout{10'000};
    };

    explicit IcrpFrontDoor(Limits limits, QObject *parent = nullptr);

Q_SIGNALS:
    /// A complete, well-formed WebSocket upgrade request sits unread in `socket`; the
    /// receiver must take it (QWebSocketServer::handleConnection) before returning.
    void webSocketArrived(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr socketDescriptor) override;

private:
    class Connection;
    Limits m_limits;
};

} // namespace icrp
