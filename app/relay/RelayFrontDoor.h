#pragma once
// The relay's listening port: TLS first (QSslServer, the relay's certificate), then the first
// request head of each connection, read without taking it (peek), decides what the connection
// is. A WebSocket upgrade goes on, unread, to the relay's WebSocket server (webSocketArrived);
// anything else is HTTP: whole requests are read (icnet::HttpRequestReader, bodies up to
// kMaxBodyBytes) and answered by the HTTP handler, one request per connection ("Connection:
// close"). The HTTP side carries the OAuth 2.0 device flow and token revocation (RelayDeviceFlow).

#include "net/HttpRequest.h"
#include "net/HttpResponse.h"

#include <QSslServer>
#include <functional>

class QSslSocket;

namespace icrelay {

class RelayFrontDoor : public QSslServer
{
    Q_OBJECT
public:
    using HttpHandler = std::function<icnet::HttpResponse(const icnet::HttpRequest &)>;

    static constexpr qint64 kMaxHeadBytes = 16 * 1024;
    static constexpr qint64 kMaxBodyBytes = 16 * 1024;
    /// Open connections that are not WebSockets yet (TLS done, no complete request head).
    static constexpr int kMaxScreened = 256;

    explicit RelayFrontDoor(int timeoutMs, QObject *parent = nullptr);

    /// Answers the HTTP requests; without one every HTTP request is 404.
    void setHttpHandler(HttpHandler handler) { m_handler = std::move(handler); }

Q_SIGNALS:
    /// A WebSocket upgrade sits unread in `socket` (TLS on); the receiver takes it
    /// (QWebSocketServer::handleConnection) before returning.
    void webSocketArrived(QTcpSocket *socket);

private:
    class Connection;
    void takePending();
    icnet::HttpResponse answer(const icnet::HttpRequest &request) const;

    int m_timeoutMs;
    int m_screened = 0;
    HttpHandler m_handler;
};

} // namespace icrelay
