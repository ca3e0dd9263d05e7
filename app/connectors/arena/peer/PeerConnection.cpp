#include "connectors/arena/peer/PeerConnection.h"

#include <QTcpSocket>
#include <variant>

namespace icconnectors::arena {

PeerConnection::PeerConnection(QTcpSocket *socket, QObject *parent)
    : QObject(parent), m_socket(socket)
{
    m_socket->setParent(this);
    connect(m_socket, &QTcpSocket::readyRead, this, [this] {
        m_reader.append(m_socket->readAll());
        readNext();
    });
    connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
}

void PeerConnection::readNext()
{
    if (m_busy)
        return;
    auto next = m_reader.next();
    if (auto *refusal = std::get_if<icnet::HttpRefusal>(&next)) {
        icnet::HttpResponse out = icnet::HttpResponse::detail(refusal->status, refusal->message);
        out.closeAfter = true;
        m_socket->write(out.toBytes());
        m_socket->disconnectFromHost();
        return;
    }
    if (auto *request = std::get_if<icnet::HttpRequest>(&next)) {
        m_busy = true;
        m_closeAfter = request->closeAfter;
        Q_EMIT requestArrived(*request);
    }
}

void PeerConnection::answer(const icnet::HttpResponse &response)
{
    icnet::HttpResponse out = response;
    out.closeAfter = out.closeAfter || m_closeAfter;
    m_socket->write(out.toBytes());
    m_busy = false;
    if (out.closeAfter)
        return m_socket->disconnectFromHost();
    readNext();
}

void PeerConnection::answerRaw(const QByteArray &bytes)
{
    m_socket->write(bytes);
    m_socket->disconnectFromHost();
}

} // namespace icconnectors::arena
