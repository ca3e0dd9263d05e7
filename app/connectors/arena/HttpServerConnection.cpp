#include "connectors/arena/HttpServerConnection.h"

#include "connectors/arena/ArenaLog.h"

#include <QMetaMethod>
#include <QTcpSocket>

namespace arena {

HttpServerConnection::HttpServerConnection(QTcpSocket *socket, Limits limits, QObject *parent)
    : QObject(parent), m_socket(socket), m_reader(limits.maxHeadBytes, limits.maxBodyBytes),
      m_requestTimeout(limits.requestTimeout)
{
    socket->setParent(this);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_requestTimer.setSingleShot(true);
    connect(&m_requestTimer, &QTimer::timeout, this, [this] {
        qCInfo(lcArena) << "dropping a connection that sent no whole request in"
                        << m_requestTimeout.count() << "ms";
        m_done = true;
        m_socket->abort();
    });
    connect(socket, &QTcpSocket::readyRead, this, [this] { onReadyRead(); });
    connect(socket, &QTcpSocket::disconnected, this, [this] {
        m_done = true;
        m_requestTimer.stop();
        Q_EMIT closed();
        deleteLater();
    });
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
    m_reader.append(bytes);
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
        m_requestTimer.stop();
        m_busy = true;
        m_closeAfter = request->closeAfter;
        Q_EMIT requestArrived(*request);
        return;
    }
    if (m_reader.buffered() > 0 && !m_requestTimer.isActive())
        m_requestTimer.start(m_requestTimeout);
}

void HttpServerConnection::answer(const HttpResponse &response)
{
    if (m_done || !m_busy)
        return;
    HttpResponse out = response;
    out.closeAfter = out.closeAfter || m_closeAfter;
    write(out.toBytes());
    m_busy = false;
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
    m_requestTimer.stop();
    m_socket->disconnectFromHost();
}

void HttpServerConnection::write(const QByteArray &bytes)
{
    m_socket->write(bytes);
    m_socket->flush();
    if (isSignalConnected(QMetaMethod::fromSignal(&HttpServerConnection::bytesOut)))
        Q_EMIT bytesOut(bytes);
}

} // namespace arena
