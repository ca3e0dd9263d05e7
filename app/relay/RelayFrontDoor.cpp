#include "relay/RelayFrontDoor.h"

#include "relay/RelayLog.h"

#include "net/HttpRequestReader.h"
#include "net/HttpRequestStream.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QSslSocket>
#include <QTimer>

namespace icrelay {

namespace {

icnet::HttpResponse doorRefusal(int status, const QString &message)
{
    icnet::HttpResponse r = icnet::HttpResponse::json(
        status,
        QJsonDocument(QJsonObject{{QStringLiteral("error"), QStringLiteral("invalid_request")},
                                  {QStringLiteral("error_description"), message}})
            .toJson(QJsonDocument::Compact));
    r.closeAfter = true;
    return r;
}

} // namespace

/// One TLS connection until it is known to be a WebSocket (handed over) or HTTP (answered).
class RelayFrontDoor::Connection final : public QObject
{
public:
    Connection(RelayFrontDoor *door, QTcpSocket *socket)
        : QObject(socket), m_door(door), m_socket(socket), m_reader(kMaxHeadBytes, kMaxBodyBytes)
    {
        ++m_door->m_screened;
        connect(socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
        connect(socket, &QTcpSocket::disconnected, this, [this] { finish(); });
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            qCDebug(lcRelay) << "no complete request in time; closing";
            finish();
        });
        m_timer.start(door->m_timeoutMs);
        if (socket->bytesAvailable() > 0)
            QTimer::singleShot(0, this, [this] { onReadyRead(); });
    }

    ~Connection() override
    {
        if (m_door)
            --m_door->m_screened;
    }

private:
    void onReadyRead()
    {
        if (m_done)
            return;
        if (!m_http && !screen())
            return;
        m_reader.append(m_socket->readAll());
        const icnet::HttpRequestReader::Next next = m_reader.next();
        if (const auto *request = std::get_if<icnet::HttpRequest>(&next))
            return reply(m_door->answer(*request));
        if (const auto *refused = std::get_if<icnet::HttpRefusal>(&next))
            return reply(doorRefusal(refused->status, refused->message));
    }

    /// Looks at the first head without reading it; true when the connection is HTTP.
    bool screen()
    {
        icnet::HttpRequestStream stream(kMaxHeadBytes, kMaxBodyBytes,
                                        icnet::HttpRequestStream::Bodies::Skip);
        stream.append(m_socket->peek(m_socket->bytesAvailable()));
        const icnet::HttpRequestStream::Event event = stream.next();
        switch (event.kind) {
        case icnet::HttpRequestStream::Event::None:
            return false;
        case icnet::HttpRequestStream::Event::WebSocket:
            toWebSocket();
            return false;
        case icnet::HttpRequestStream::Event::Refused:
            reply(doorRefusal(event.verdict.status, QString::fromLatin1(event.verdict.message)));
            return false;
        default:
            m_http = true;
            return true;
        }
    }

    void toWebSocket()
    {
        m_done = true;
        m_timer.stop();
        QTcpSocket *socket = m_socket;
        RelayFrontDoor *door = m_door;
        QObject::disconnect(socket, nullptr, this, nullptr);
        socket->setReadBufferSize(0); // WebSocket frames have limits of their own
        deleteLater();
        Q_EMIT door->webSocketArrived(socket);
        // Its handshake bytes arrived before the WebSocket server listened to the socket.
        QTimer::singleShot(0, socket, [socket] {
            if (socket->bytesAvailable() > 0)
                Q_EMIT socket->readyRead();
        });
    }

    void reply(icnet::HttpResponse response)
    {
        m_done = true;
        m_timer.stop();
        response.closeAfter = true;
        m_socket->write(response.toBytes());
        m_socket->disconnectFromHost();
        // A peer that does not take the answer is cut off.
        QTimer::singleShot(m_door->m_timeoutMs, m_socket, [socket = m_socket] { socket->abort(); });
    }

    void finish()
    {
        m_done = true;
        m_timer.stop();
        m_socket->abort();
        m_socket->deleteLater();
    }

    QPointer<RelayFrontDoor> m_door;
    QTcpSocket *m_socket;
    icnet::HttpRequestReader m_reader;
    QTimer m_timer;
    bool m_http = false;
    bool m_done = false;
};

RelayFrontDoor::RelayFrontDoor(int timeoutMs, QObject *parent)
    : QSslServer(parent), m_timeoutMs(timeoutMs)
{
    setHandshakeTimeout(timeoutMs);
    connect(this, &QTcpServer::pendingConnectionAvailable, this, [this] { takePending(); });
    connect(this, &QSslServer::errorOccurred, this,
            [](QSslSocket *, QAbstractSocket::SocketError error) {
                qCDebug(lcRelay) << "TLS connection failed:" << error;
            });
}

void RelayFrontDoor::takePending()
{
    while (hasPendingConnections()) {
        QTcpSocket *socket = nextPendingConnection();
        if (!socket)
            continue;
        if (m_screened >= kMaxScreened) {
            qCInfo(lcRelay) << "refusing a connection:" << m_screened
                            << "connections have sent no complete request yet";
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        socket->setReadBufferSize(kMaxHeadBytes + kMaxBodyBytes);
        new Connection(this, socket);
    }
}

icnet::HttpResponse RelayFrontDoor::answer(const icnet::HttpRequest &request) const
{
    if (m_handler)
        return m_handler(request);
    return doorRefusal(404, QStringLiteral("Not found"));
}

} // namespace icrelay
