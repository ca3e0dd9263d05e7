#include "icrp/server/IcrpFrontDoor.h"

#include "icrp/protocol/IcrpLog.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace icrp {

namespace {

/// What one request head asks for.
struct HeadVerdict
{
    enum Kind { Http, WebSocket, Refuse } kind = Http;
    qint64 bodyBytes = 0;
    /// "Connection: close", or HTTP/1.0 without keep-alive: the last request of the connection.
    bool closeAfter = false;
    int status = 0;
    QByteArray reason;
    QByteArray message;
};

bool hasToken(const QByteArray &list, const QByteArray &token)
{
    const QList<QByteArray> parts = list.split(',');
    for (const QByteArray &p : parts) {
        if (p.trimmed().compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

HeadVerdict refuse(int status, const char *reason, const QByteArray &message)
{
    HeadVerdict v;
    v.kind = HeadVerdict::Refuse;
    v.status = status;
    v.reason = reason;
    v.message = message;
    return v;
}

HeadVerdict inspectHead(const QByteArray &head, bool first, qint64 maxBody)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3)
        return refuse(400, "Bad Request", "The request line is not METHOD PATH HTTP/1.1.");
    const QByteArray method = requestLine.at(0);
    QByteArray connection;
    QByteArray upgrade;
    QByteArray contentLength;
    bool hasKey = false;
    bool hasTransferEncoding = false;
    int contentLengths = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(400, "Bad Request", "A header line has no name.");
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "connection")
            connection += ',' + value;
        else if (name == "upgrade")
            upgrade += ',' + value;
        else if (name == "sec-websocket-key")
            hasKey = !value.isEmpty();
        else if (name == "transfer-encoding")
            hasTransferEncoding = true;
        else if (name == "content-length") {
            if (contentLengths++ > 0 && value != contentLength)
                return refuse(400, "Bad Request", "Conflicting Content-Length headers.");
            contentLength = value;
        }
    }
    if (hasToken(upgrade, "websocket")) {
        if (first && method == "GET" && hasToken(connection, "upgrade") && hasKey &&
            contentLength.isEmpty() && !hasTransferEncoding) {
            HeadVerdict v;
            v.kind = HeadVerdict::WebSocket;
            return v;
        }
        return refuse(400, "Bad Request",
                      "Not a valid WebSocket upgrade: it needs GET, \"Connection: Upgrade\", "
                      "\"Upgrade: websocket\" and Sec-WebSocket-Key, as the first request of "
                      "the connection.");
    }
    if (hasTransferEncoding)
        return refuse(411, "Length Required",
                      "Send the body with a Content-Length, not Transfer-Encoding.");
    HeadVerdict v;
    v.closeAfter = hasToken(connection, "close") || (requestLine.at(2).trimmed() == "HTTP/1.0" &&
                                                     !hasToken(connection, "keep-alive"));
    if (!contentLength.isEmpty()) {
        bool ok = false;
        const qint64 n = contentLength.toLongLong(&ok);
        bool digits = true;
        for (const char c : contentLength)
            digits = digits && c >= '0' && c <= '9';
        if (!ok || !digits || n < 0)
            return refuse(400, "Bad Request", "Content-Length is not a number.");
        if (n > maxBody)
            return refuse(413, "Payload Too Large",
                          "The body is larger than this server's limit of " +
                              QByteArray::number(maxBody) + " bytes.");
        v.bodyBytes = n;
    }
    return v;
}

QByteArray errorResponse(const HeadVerdict &v)
{
    // Same JSON-RPC error shape as the server's other HTTP errors (-32600 Invalid Request).
    QByteArray escaped = v.message;
    escaped.replace('\\', "\\\\").replace('"', "\\\"");
    const QByteArray body =
        R"({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":")" + escaped + "\"}}";
    return "HTTP/1.1 " + QByteArray::number(v.status) + ' ' + v.reason +
           "\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n"
           "X-Content-Type-Options: nosniff\r\nConnection: close\r\nContent-Length: " +
           QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

/// Follows the byte stream of one accepted socket: heads are screened, bodies skipped.
class IcrpFrontDoor::Connection final : public QObject
{
public:
    Connection(IcrpFrontDoor *door, QTcpSocket *socket)
        : QObject(socket), m_door(door), m_socket(socket)
    {
        // Connected before anyone else's readyRead slot: we see new bytes first.
        connect(socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this] { onBytesWritten(); });
        m_requestTimer.setSingleShot(true);
        connect(&m_requestTimer, &QTimer::timeout, this,
                [this] { drop("no complete request in time"); });
        m_idleTimer.setSingleShot(true);
        connect(&m_idleTimer, &QTimer::timeout, this, [this] { drop("idle keep-alive"); });
        m_requestTimer.start(door->m_limits.headTimeout);
    }

    /// Closes this connection to make room for a new one; false when it is already closing.
    bool dropForRoom()
    {
        if (m_state == State::Done)
            return false;
        drop("room for a newer connection");
        return true;
    }

    /// Closes the connection now (a timeout, or room for a newer one).
    void drop(const char *why)
    {
        qCInfo(lcIcrpServer) << "closing HTTP connection from" << m_socket->peerAddress().toString()
                             << ":" << why;
        m_state = State::Done;
        m_requestTimer.stop();
        m_idleTimer.stop();
        if (m_inFrontDoor) {
            m_socket->abort();
            m_socket->deleteLater(); // nobody else has it yet
        } else {
            m_socket->abort(); // QHttpServer deletes it on disconnect
        }
    }

private:
    void onBytesWritten()
    {
        // Answered the last request of a "Connection: close" connection: close it.
        if (m_closeWhenAnswered && m_requestsLeft == 0 && m_socket->bytesToWrite() == 0) {
            m_state = State::Done;
            m_idleTimer.stop();
            m_socket->disconnectFromHost();
        } else if (m_idleTimer.isActive()) {
            m_idleTimer.start(); // an answer going out is activity too
        }
    }

    void onReadyRead()
    {
        if (m_state == State::Done)
            return;
        // New bytes are at the end of what is unread; the rest we saw before.
        const bool first = m_state == State::First;
        const qint64 available = m_socket->bytesAvailable();
        const qint64 fresh = available - m_unreadAfterOthers;
        if (fresh > 0 && m_idleTimer.isActive()) {
            // The next request begins: it gets its own deadline.
            m_idleTimer.stop();
            m_requestTimer.start(m_door->m_limits.headTimeout);
        }
        if (fresh > 0)
            feed(m_socket->peek(available).right(fresh));
        if (first)
            m_unreadAfterOthers = available; // nobody else read them yet
    }

    void feed(QByteArray bytes)
    {
        while (!bytes.isEmpty() && m_state != State::Done) {
            if (m_bodyLeft > 0) {
                const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size());
                m_bodyLeft -= take;
                bytes.remove(0, take);
                if (m_bodyLeft == 0)
                    requestComplete();
                continue;
            }
            if (m_closeWhenAnswered)
                return; // bytes after the last request: not screened, not answered
            m_head += bytes;
            bytes.clear();
            while (m_head.startsWith("\r\n"))
                m_head.remove(0, 2);
            const qsizetype end = m_head.indexOf("\r\n\r\n");
            if (end < 0) {
                if (m_head.size() > m_door->m_limits.maxHeadBytes)
                    return reject(refuse(431, "Request Header Fields Too Large",
                                         "The request head is larger than " +
                                             QByteArray::number(m_door->m_limits.maxHeadBytes) +
                                             " bytes."));
                return;
            }
            if (end + 4 > m_door->m_limits.maxHeadBytes)
                return reject(refuse(431, "Request Header Fields Too Large",
                                     "The request head is larger than " +
                                         QByteArray::number(m_door->m_limits.maxHeadBytes) +
                                         " bytes."));
            const QByteArray head = m_head.left(end + 4);
            bytes = m_head.mid(end + 4);
            m_head.clear();
            const HeadVerdict v =
                inspectHead(head, m_state == State::First, m_door->m_limits.maxBodyBytes);
            if (v.kind == HeadVerdict::Refuse)
                return reject(v);
            if (v.kind == HeadVerdict::WebSocket)
                return toWebSocket();
            m_bodyLeft = v.bodyBytes;
            m_closeWhenAnswered = v.closeAfter;
            ++m_requestsLeft;
            if (m_state == State::First)
                toHttp();
            if (m_bodyLeft == 0)
                requestComplete();
        }
    }

    // Head and body are in: the request has no deadline any more, the connection an idle one.
    void requestComplete()
    {
        m_requestTimer.stop();
        m_idleTimer.start(m_door->m_limits.idleTimeout);
        m_requestsLeft = 0; // answered or not, nothing more of it is to be read
    }

    void reject(const HeadVerdict &v)
    {
        qCInfo(lcIcrpServer).nospace()
            << "HTTP " << v.status << " to " << m_socket->peerAddress().toString() << ": "
            << v.message.constData();
        m_state = State::Done;
        m_requestTimer.stop();
        m_idleTimer.stop();
        // Nobody else may read this connection any more.
        QObject::disconnect(m_socket, &QTcpSocket::readyRead, nullptr, nullptr);
        m_socket->write(errorResponse(v));
        m_socket->disconnectFromHost();
        if (m_socket->state() == QAbstractSocket::UnconnectedState) {
            m_socket->deleteLater();
        } else {
            QTimer::singleShot(2000, m_socket, [s = m_socket] {
                s->abort();
                s->deleteLater();
            });
            connect(m_socket, &QTcpSocket::disconnected, m_socket, &QObject::deleteLater);
        }
    }

    void toWebSocket()
    {
        m_state = State::Done;
        m_requestTimer.stop();
        QTcpSocket *socket = m_socket;
        IcrpFrontDoor *door = m_door;
        deleteLater(); // the WebSocket reads the connection from now on
        QObject::disconnect(socket, nullptr, this, nullptr);
        Q_EMIT door->webSocketArrived(socket);
    }

    void toHttp()
    {
        m_state = State::Waiting;
        m_inFrontDoor = false;
        m_door->addPendingConnection(m_socket);
        Q_EMIT m_door->newConnection();
        // Runs after QHttpServer's readyRead slot (connected just now): what it left unread.
        connect(m_socket, &QTcpSocket::readyRead, this,
                [this] { m_unreadAfterOthers = m_socket->bytesAvailable(); });
        // QHttpServer connected its readyRead slot just now; the bytes are still unread.
        QPointer<QTcpSocket> socket(m_socket);
        QTimer::singleShot(0, m_socket, [socket] {
            if (socket && socket->bytesAvailable() > 0)
                Q_EMIT socket->readyRead();
        });
    }

    enum class State { First, Waiting, Done };
    IcrpFrontDoor *m_door;
    QTcpSocket *m_socket;
    QTimer m_requestTimer; // a request's head and body must arrive within headTimeout
    QTimer m_idleTimer;    // between requests of a kept-alive connection
    State m_state = State::First;
    bool m_inFrontDoor = true;        // not yet handed to QHttpServer
    bool m_closeWhenAnswered = false; // "Connection: close" / HTTP/1.0 seen
    int m_requestsLeft = 0;
    QByteArray m_head;
    qint64 m_bodyLeft = 0;
    /// Bytes still unread after everyone's readyRead slots ran the last time.
    qint64 m_unreadAfterOthers = 0;
};

IcrpFrontDoor::IcrpFrontDoor(Limits limits, QObject *parent) : QTcpServer(parent), m_limits(limits)
{
}

void IcrpFrontDoor::incomingConnection(qintptr socketDescriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(socketDescriptor)) {
        delete socket;
        return;
    }
    if (m_open >= m_limits.maxOpenSockets && !makeRoom()) {
        qCInfo(lcIcrpServer) << "refusing a connection: all" << m_open
                             << "open connections are WebSockets";
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_open;
    connect(socket, &QObject::destroyed, this, [this] { --m_open; });
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    guardOutput(socket);
    m_screened.append(new Connection(this, socket));
}

void IcrpFrontDoor::guardOutput(QTcpSocket *socket)
{
    // Connected first, so it runs before anyone reads and answers the new bytes: a peer that
    // keeps sending (requests, pings) while it takes nothing of what was written is cut off.
    connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
        if (socket->bytesToWrite() <= m_limits.maxUnsentBytes)
            return;
        qCInfo(lcIcrpServer) << "closing connection from" << socket->peerAddress().toString() << ":"
                             << socket->bytesToWrite() << "bytes unsent, peer not reading";
        QObject::disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
        QMetaObject::invokeMethod(
            socket, [socket] { socket->abort(); }, Qt::QueuedConnection);
    });
}

bool IcrpFrontDoor::makeRoom()
{
    m_screened.removeAll(nullptr);
    while (!m_screened.isEmpty()) {
        Connection *oldest = m_screened.takeFirst();
        if (oldest && oldest->dropForRoom())
            return true;
    }
    return false;
}

} // namespace icrp
