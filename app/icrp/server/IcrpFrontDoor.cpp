#include "icrp/server/IcrpFrontDoor.h"

#include "common/UnsentBudget.h"
#include "icrp/protocol/IcrpLog.h"
#include "icrp/server/RequestHeadScreen.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace icrp {

namespace {

const QString kUnsentWatchName = QStringLiteral("icrp-unsent-watch");
/// Read buffer beyond one largest request (head and body).
constexpr qint64 kReadSlack = 64 * 1024;
/// Set on a socket while an answer is written in pieces (true), and after it (false).
constexpr char kInPieces[] = "icrp.answerInPieces";

/// The socket's share of the process's budget for what peers have not taken
/// (ic::UnsentBudget) while it speaks HTTP; as a WebSocket its IcrpSession counts it instead.
class UnsentWatch final : public QObject
{
public:
    explicit UnsentWatch(QTcpSocket *socket)
        : QObject(socket), m_account(socket, [socket] {
              qCInfo(lcIcrpServer) << "closing connection from" << socket->peerAddress().toString()
                                   << ": over the process's budget for unsent bytes";
              socket->abort();
          })
    {
        setObjectName(kUnsentWatchName);
        const auto update = [this, socket] { m_account.update(socket->bytesToWrite()); };
        connect(socket, &QTcpSocket::readyRead, this, update);
        connect(socket, &QTcpSocket::bytesWritten, this, update);
    }

private:
    ic::UnsentBudget::Account m_account;
};

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
        m_screen.stop();
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
        // An answer in pieces is the connection's last: it closes once the last piece is out.
        const QVariant pieces = m_socket->property(kInPieces);
        const bool closeNow = pieces.isValid() ? !pieces.toBool() && m_socket->bytesToWrite() == 0
                                               : m_closeWhenAnswered && m_requestsLeft == 0 &&
                                                     m_socket->bytesToWrite() == 0;
        // Answered the last request of a "Connection: close" connection: close it.
        if (closeNow) {
            m_state = State::Done;
            m_screen.stop();
            m_idleTimer.stop();
            m_socket->disconnectFromHost();
        } else if (m_idleTimer.isActive()) {
            m_idleTimer.start(); // an answer going out is activity too
        }
    }

    void onReadyRead()
    {
        if (m_lastTaken || m_socket->property(kInPieces).isValid()) {
            m_socket->skip(m_socket->bytesAvailable()); // after the last request: never served
            return;
        }
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
        RequestHeadScreen::Actions actions;
        actions.refuse = [this](const RequestHeadScreen::Verdict &v) { reject(v); };
        actions.webSocket = [this] { toWebSocket(); };
        actions.request = [this](const RequestHeadScreen::Verdict &v) {
            m_closeWhenAnswered = v.closeAfter;
            ++m_requestsLeft;
            if (m_state == State::First)
                toHttp();
        };
        actions.complete = [this] { requestComplete(); };
        m_screen.feed(std::move(bytes), actions);
    }

    // Head and body are in: the request has no deadline any more, the connection an idle one.
    void requestComplete()
    {
        m_requestTimer.stop();
        m_idleTimer.start(m_door->m_limits.idleTimeout);
        m_requestsLeft = 0; // answered or not, nothing more of it is to be read
    }

    void reject(const RequestHeadScreen::Verdict &v)
    {
        qCInfo(lcIcrpServer).nospace()
            << "HTTP " << v.status << " to " << m_socket->peerAddress().toString() << ": "
            << v.message.constData();
        m_state = State::Done;
        m_requestTimer.stop();
        m_idleTimer.stop();
        // Nobody else may read this connection any more.
        QObject::disconnect(m_socket, &QTcpSocket::readyRead, nullptr, nullptr);
        m_socket->write(RequestHeadScreen::errorResponse(v));
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
        // Its session counts what it has not taken from now on; WebSocket frames have limits
        // of their own.
        delete socket->findChild<QObject *>(kUnsentWatchName, Qt::FindDirectChildrenOnly);
        socket->setReadBufferSize(0);
        Q_EMIT door->webSocketArrived(socket);
    }

    void toHttp()
    {
        m_state = State::Waiting;
        m_inFrontDoor = false;
        m_door->addPendingConnection(m_socket);
        Q_EMIT m_door->newConnection();
        // Runs after QHttpServer's readyRead slot (connected just now): what it left unread.
        connect(m_socket, &QTcpSocket::readyRead, this, [this] {
            m_unreadAfterOthers = m_socket->bytesAvailable();
            dropAfterLastRequest();
        });
        // QHttpServer connected its readyRead slot just now; the bytes are still unread.
        QPointer<QTcpSocket> socket(m_socket);
        QTimer::singleShot(0, m_socket, [socket] {
            if (socket && socket->bytesAvailable() > 0)
                Q_EMIT socket->readyRead();
        });
    }

    // Once QHttpServer has taken the connection's last request ("Connection: close",
    // HTTP/1.0) — no read of its in progress, everything up to that request's end consumed —
    // what follows is thrown away before it could be read as another request: it was never
    // screened, and the connection closes after the answer.
    void dropAfterLastRequest()
    {
        if (!m_screen.lastRequestComplete() || m_socket->isTransactionStarted())
            return;
        if (m_screen.fed() - m_socket->bytesAvailable() < m_screen.requestsEnd())
            return; // QHttpServer has not read that far yet
        m_lastTaken = true;
        m_socket->skip(m_socket->bytesAvailable());
        m_unreadAfterOthers = 0;
    }

    enum class State { First, Waiting, Done };
    IcrpFrontDoor *m_door;
    QTcpSocket *m_socket;
    QTimer m_requestTimer; // a request's head and body must arrive within headTimeout
    QTimer m_idleTimer;    // between requests of a kept-alive connection
    State m_state = State::First;
    bool m_inFrontDoor = true;        // not yet handed to QHttpServer
    bool m_closeWhenAnswered = false; // "Connection: close" / HTTP/1.0 seen
    bool m_lastTaken = false;         // QHttpServer has read the last request: read no more
    int m_requestsLeft = 0;
    RequestHeadScreen m_screen{m_door->m_limits.maxHeadBytes, m_door->m_limits.maxBodyBytes};
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
    // What the peer sent and nobody has read yet stays in the kernel past one whole request:
    // a client that pipelines requests faster than they are answered is held back by TCP
    // instead of piling them up here (memory, and a copy of the pile on every read).
    socket->setReadBufferSize(m_limits.maxHeadBytes + m_limits.maxBodyBytes + kReadSlack);
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
    new UnsentWatch(socket);
}

void IcrpFrontDoor::answerInPieces(QTcpSocket *socket, bool inPieces)
{
    socket->setProperty(kInPieces, inPieces);
    if (!inPieces) // the last piece may be out already: look now
        Q_EMIT socket->bytesWritten(0);
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
