#include "connectors/arena/peer/PeerClient.h"

#include "connectors/common/Tr.h"

#include <variant>

namespace icconnectors::arena {

using icconnectors::Tr;

PeerClient::PeerClient(QString host, quint16 port, std::chrono::milliseconds timeout,
                       QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_port(port)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(timeout);
    connect(&m_timer, &QTimer::timeout, this,
            [this] { fail(Tr::tr("No answer within %1 ms.").arg(m_timer.interval())); });
}

void PeerClient::send(const icnet::HttpRequest &request, Callback done)
{
    m_done = std::move(done);
    const QByteArray bytes =
        request.toBytes(QStringLiteral("%1:%2").arg(m_host).arg(m_port).toLatin1());
    m_timer.start();
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState) {
        m_socket->write(bytes);
        return;
    }
    m_reader.reset();
    m_socket = new QTcpSocket(this);
    connect(m_socket, &QTcpSocket::connected, this, [this, bytes] { m_socket->write(bytes); });
    connect(m_socket, &QTcpSocket::readyRead, this, &PeerClient::onReadyRead);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
        fail(Tr::tr("%1:%2: %3").arg(m_host).arg(m_port).arg(m_socket->errorString()));
    });
    m_socket->connectToHost(m_host, m_port);
}

void PeerClient::onReadyRead()
{
    m_reader.append(m_socket->readAll());
    auto next = m_reader.next();
    if (auto *response = std::get_if<icnet::HttpResponse>(&next))
        return finish(*response);
    if (auto *why = std::get_if<QString>(&next))
        return fail(*why);
    if (auto *head = std::get_if<icnet::HttpResponseReader::InvalidHead>(&next))
        return fail(head->message);
}

void PeerClient::fail(const QString &message)
{
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
        m_socket->deleteLater();
    }
    finish(ic::Error{QStringLiteral("arena.peer.http"), message});
}

void PeerClient::finish(const ic::Result<icnet::HttpResponse> &result)
{
    m_timer.stop();
    if (result && result->closeAfter && m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    if (Callback done = std::exchange(m_done, {}))
        done(result);
}

} // namespace icconnectors::arena
