#include "connectors/arena/HttpServerConnection.h"

#include "connectors/arena/ArenaLog.h"
#include "connectors/arena/SteadyNs.h"

#include <QMetaMethod>
#include <QTcpSocket>

namespace icconnectors::arena {

HttpServerConnection::HttpServerConnection(QTcpSocket *socket, Limits limits, QObject *parent)
    : QObject(parent), m_socket(socket), m_reader(limits.maxHeadBytes, limits.maxBodyBytes),
      m_limits(limits), m_lastActivityNs(steadyNs())
{
    socket->setParent(this);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_watch.setInterval(std::max<std::chrono::milliseconds>(
        std::chrono::milliseconds(10), std::min(limits.requestTimeout, limits.idleTimeout) / 4));
    connect(&m_watch, &QTimer::timeout, this, [this] { watch(); });
    m_watch.start();
    connect(socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        m_done = true;
        m_watch.stop();
        Q_EMIT closed();
        deleteLater();
    });
}

void HttpServerConnection::watch()
{
    if (m_done || m_busy)
        return;
    const qint64 now = steadyNs();
    const auto ns = [](std::chrono::milliseconds ms) {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(ms).count();
    };
    if (m_requestStartNs != 0 && now - m_requestStartNs > ns(m_limits.requestTimeout))
        drop("no whole request in time");
    else if (m_requestStartNs == 0 && now - m_lastActivityNs > ns(m_limits.idleTimeout))
        drop("idle");
}

void HttpServerConnection::drop(const char *why)
{
    qCInfo(lcArena).nospace() << "dropping the connection from port " << peerPort() << ": " << why;
    m_done = true;
    m_watch.stop();
    m_socket->abort();
}

quint16 HttpServerConnection::peerPort() const
{
    return m_socket->peerPort();
}

void HttpServerConnection::onReadyRead()
{
    const QByteArray bytes = m_socket->readAll();
    if (m_done)
        return;
    if (isSignalConnected(QMetaMethod::fromSignal(&HttpServerConnection::bytesIn)))
        Q_EMIT bytesIn(bytes);
    m_lastActivityNs = steadyNs();
    if (m_requestStartNs == 0 && !m_busy)
        m_requestStartNs = m_lastActivityNs;
    m_reader.append(bytes);
    // While a tick is with the runtime nothing is read off the buffer: a peer that keeps
    // sending would make it grow without end. One more whole request may wait, no more.
    if (m_reader.buffered() > m_limits.maxHeadBytes + m_limits.maxBodyBytes)
        return drop("more than one whole request sent ahead of its answer");
    if (!m_busy)
        readNext();
}

void HttpServerConnection::readNext()
{
    if (m_done || m_busy)
        return;
    HttpRequestReader::Next next = m_reader.next();
    if (auto *refusal = std::get_if<HttpRefusal>(&next))
        return refuse(*refusal);
    if (auto *request = std::get_if<HttpRequest>(&next)) {
        m_requestStartNs = 0;
        m_busy = true;
        m_closeAfter = request->closeAfter;
        Q_EMIT requestArrived(*request);
        return;
    }
    if (m_reader.buffered() > 0 && m_requestStartNs == 0)
        m_requestStartNs = steadyNs(); // a pipelined request has begun
}

void HttpServerConnection::answer(const HttpResponse &response)
{
    if (m_done || !m_busy)
        return;
    HttpResponse out = response;
    out.closeAfter = out.closeAfter || m_closeAfter;
    write(out.toBytes());
    m_busy = false;
    m_lastActivityNs = steadyNs();
    if (out.closeAfter) {
        m_done = true;
        m_socket->disconnectFromHost();
        return;
    }
    if (m_reader.buffered() > 0) // a pipelined request: read after this call returns
        QMetaObject::invokeMethod(
            this, [this] { readNext(); }, Qt::QueuedConnection);
}

void HttpServerConnection::answerRaw(const QByteArray &bytes)
{
    if (m_done || !m_busy)
        return;
    write(bytes);
    m_busy = false;
    m_done = true;
    m_socket->disconnectFromHost();
}

void HttpServerConnection::refuse(const HttpRefusal &refusal)
{
    qCInfo(lcArena).nospace() << "HTTP " << refusal.status << " to port " << peerPort() << ": "
                              << refusal.message;
    HttpResponse out = HttpResponse::detail(refusal.status, refusal.message);
    out.closeAfter = true;
    write(out.toBytes());
    m_done = true;
    m_watch.stop();
    m_socket->disconnectFromHost();
}

void HttpServerConnection::write(const QByteArray &bytes)
{
    m_socket->write(bytes);
    m_socket->flush();
    if (isSignalConnected(QMetaMethod::fromSignal(&HttpServerConnection::bytesOut)))
        Q_EMIT bytesOut(bytes);
}

} // namespace icconnectors::arena
