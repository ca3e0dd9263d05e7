#include "relay/RelaySession.h"

#include "icrp/protocol/JsonRpc.h"

#include <QJsonArray>

namespace icrelay {

RelaySession::RelaySession(QString id, QWebSocket *socket, QObject *parent)
    : QObject(parent), m_id(std::move(id)), m_socket(socket)
{
    identifyTimer.setSingleShot(true);
}

RelaySession::~RelaySession()
{
    if (m_socket)
        m_socket->deleteLater();
}

void RelaySession::send(const QJsonObject &message)
{
    if (m_socket && stage != Stage::Closed)
        m_socket->sendTextMessage(QString::fromUtf8(icrp::JsonRpc::encode(message)));
}

void RelaySession::sendArray(const QJsonArray &messages)
{
    if (m_socket && stage != Stage::Closed && !messages.isEmpty())
        m_socket->sendTextMessage(QString::fromUtf8(icrp::JsonRpc::encode(messages)));
}

void RelaySession::close(int code, const QString &reason)
{
    if (stage == Stage::Closed)
        return;
    stage = Stage::Closed;
    identifyTimer.stop();
    if (!m_socket)
        return;
    QByteArray utf8 = reason.toUtf8();
    qsizetype cut = std::min<qsizetype>(utf8.size(), 123); // RFC 6455: 125 bytes with the code
    while (cut > 0 && cut < utf8.size() && (quint8(utf8.at(cut)) & 0xC0) == 0x80)
        --cut;
    m_socket->close(static_cast<QWebSocketProtocol::CloseCode>(code),
                    QString::fromUtf8(utf8.left(cut)));
    // A peer that never answers the close frame is cut off.
    QTimer::singleShot(5000, m_socket.data(), [socket = m_socket] {
        if (socket)
            socket->abort();
    });
}

} // namespace icrelay
