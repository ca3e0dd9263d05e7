#include "connectors/arena/ArenaHttpClient.h"

#include "connectors/arena/ArenaLog.h"
#include "connectors/arena/SteadyNs.h"
#include "connectors/common/Tr.h"

#include <QMetaMethod>
#include <QPointer>
#include <QTcpSocket>

namespace icconnectors::arena {

using icconnectors::Tr;

ArenaHttpClient::ArenaHttpClient(QString host, quint16 port, QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_port(port)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        fail(QStringLiteral("arena.http.timeout"), Tr::tr("%1 did not answer within %2 ms.")
                                                       .arg(QString::fromLatin1(hostHeader()))
                                                       .arg(m_timeout.count()));
    });
}

ArenaHttpClient::~ArenaHttpClient()
{
    if (m_socket)
        m_socket->disconnect(this);
}

void ArenaHttpClient::setMaxBodyBytes(qint64 bytes)
{
    m_reader = HttpResponseReader(16 * 1024, bytes);
}

QByteArray ArenaHttpClient::hostHeader() const
{
    return m_host.toLatin1() + ':' + QByteArray::number(m_port);
}

void ArenaHttpClient::send(const HttpRequest &request, Callback done)
{
    m_queue.push_back(Pending{request.toBytes(hostHeader()), std::move(done), false});
    if (!m_inFlight) {
        // Written now (no trip through the event loop: the proxy's latency); a failure found
        // on the way is reported later (finish()).
        m_inSend = true;
        startNext();
        m_inSend = false;
    }
}

void ArenaHttpClient::startNext()
{
    if (m_queue.empty()) {
        m_inFlight = false;
        return;
    }
    m_inFlight = true;
    m_answerStarted = false;
    if (m_timeout.count() > 0) // 0: no deadline of its own
        m_timer.start(m_timeout);
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState) {
        m_reused = true;
        writeCurrent();
        return;
    }
    dropSocket();
    m_reused = false;
    m_socket = new QTcpSocket(this);
    connect(m_socket, &QTcpSocket::connected, this, [this] {
        m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        writeCurrent();
    });
    connect(m_socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
    connect(m_socket, &QTcpSocket::disconnected, this, [this] { onDisconnected(); });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_socket->state() != QAbstractSocket::ConnectedState)
            onDisconnected(); // refused: no disconnected() comes
    });
    m_socket->connectToHost(m_host, m_port);
}

void ArenaHttpClient::writeCurrent()
{
    const QByteArray &bytes = m_queue.front().bytes;
    m_writtenNs = steadyNs(); // before: on loopback the peer may be at work before write() returns
    m_socket->write(bytes);
    m_socket->flush();
    if (isSignalConnected(QMetaMethod::fromSignal(&ArenaHttpClient::bytesSent)))
        Q_EMIT bytesSent(bytes);
}

void ArenaHttpClient::onReadyRead()
{
    const QByteArray bytes = m_socket->readAll();
    if (isSignalConnected(QMetaMethod::fromSignal(&ArenaHttpClient::bytesReceived)))
        Q_EMIT bytesReceived(bytes);
    if (m_queue.empty() || !m_inFlight) {
        dropSocket(); // an answer nobody asked for: the connection is out of step
        return;
    }
    m_answerStarted = true;
    m_reader.append(bytes);
    HttpResponseReader::Next next = m_reader.next();
    if (auto *error = std::get_if<QString>(&next))
        return fail(QStringLiteral("arena.http.malformed"), *error);
    if (auto *invalid = std::get_if<HttpResponseReader::InvalidHead>(&next))
        return fail(QStringLiteral("arena.http.invalid_head"), invalid->message);
    if (auto *response = std::get_if<HttpResponse>(&next)) {
        response->elapsedNs = steadyNs() - m_writtenNs;
        if (response->closeAfter || !m_reader.idle())
            dropSocket();
        finish(*response);
    }
}

void ArenaHttpClient::onDisconnected()
{
    if (!m_inFlight || m_queue.empty() || !m_socket)
        return dropSocket();
    const QString why = m_socket->errorString();
    if (m_reused && !m_answerStarted && !m_queue.front().retried) {
        // The server closed an idle kept-alive connection as we reused it: once more, fresh.
        m_queue.front().retried = true;
        dropSocket();
        QMetaObject::invokeMethod(
            this, [this] { startNext(); }, Qt::QueuedConnection);
        return;
    }
    fail(QStringLiteral("arena.http.down"),
         Tr::tr("Nothing answers at %1 (%2): start it, or check the address.")
             .arg(QString::fromLatin1(hostHeader()), why));
}

void ArenaHttpClient::fail(const QString &code, const QString &message)
{
    dropSocket(); // whatever comes late on it must not be taken for the next answer
    finish(ic::Error{code, message});
}

void ArenaHttpClient::finish(const ic::Result<HttpResponse> &result)
{
    m_timer.stop();
    if (m_queue.empty())
        return;
    Callback done = std::move(m_queue.front().done);
    m_queue.pop_front();
    // The next request is started here only if it was queued already: one that `done` sends
    // starts itself (send() sees nothing in flight), and must not be written twice.
    const bool more = !m_queue.empty();
    m_inFlight = more;
    if (m_inSend) { // never from inside send()
        QMetaObject::invokeMethod(
            this,
            [done, result] {
                if (done)
                    done(result);
            },
            Qt::QueuedConnection);
        if (more)
            QMetaObject::invokeMethod(
                this, [this] { startNext(); }, Qt::QueuedConnection);
        return;
    }
    QPointer<ArenaHttpClient> self(this);
    if (done)
        done(result);
    if (self && more)
        startNext();
}

void ArenaHttpClient::dropSocket()
{
    m_reader.reset();
    if (!m_socket)
        return;
    m_socket->disconnect(this);
    m_socket->abort();
    m_socket->deleteLater();
    m_socket = nullptr;
}

} // namespace icconnectors::arena
