#include "connectors/oa1/wire/Oa1RpcServer.h"

#include "connectors/common/Tr.h"
#include "connectors/oa1/wire/Oa1Log.h"

namespace icconnectors::oa1 {

Oa1RpcServer::Oa1RpcServer(Oa1Link *link, QObject *parent) : QObject(parent), m_link(link)
{
    m_link->setAcceptor([](const QString &, const Oa1Frame &frame) {
        return frame.type == Oa1Frame::Type::Req || frame.type == Oa1Frame::Type::Cancel;
    });
    connect(m_link, &Oa1Link::messageReceived, this, &Oa1RpcServer::onMessage);
    connect(m_link, &Oa1Link::streamTooLarge, this, [this](const QString &, const QByteArray &id) {
        sendError(id, QStringLiteral("too_large"),
                  Tr::tr("the request passed %1 bytes; send less at once")
                      .arg(m_link->limits().maxAggregateBytes));
    });
    connect(m_link, &Oa1Link::streamExpired, this, [this](const Oa1Reassembler::Expired &e) {
        if (e.key.type != Oa1Frame::Type::Req)
            return;
        sendError(e.key.id, QStringLiteral("incomplete"),
                  Tr::tr("chunks of the request never came within %1 s; send it again")
                      .arg(m_link->limits().partialTimeoutMs / 1000.0));
    });
}

void Oa1RpcServer::onMessage(const Oa1Message &message)
{
    const PendingKey key{message.origin, message.id};
    if (message.type == Oa1Frame::Type::Cancel) {
        m_link->drop(message.sender, Oa1Frame::Type::Req, message.id);
        if (m_pending.remove(key)) {
            qCInfo(lcOa1) << "request" << message.id << "of" << message.origin << "cancelled";
            Q_EMIT cancelled(message.origin, message.id);
        }
        return;
    }
    if (isPendingForAnother(key)) {
        qCWarning(lcOa1) << "ignored request" << message.id << "of" << message.origin
                         << ": that id is pending for another requester";
        return;
    }
    m_pending.insert(key);
    Q_EMIT requestReceived(message.origin, message.id, message.payload);
}

bool Oa1RpcServer::isPendingForAnother(const PendingKey &key) const
{
    return std::any_of(m_pending.begin(), m_pending.end(), [&key](const PendingKey &p) {
        return p.second == key.second && p.first != key.first;
    });
}

QList<QByteArray> Oa1RpcServer::pendingOf(const QString &origin) const
{
    QList<QByteArray> ids;
    for (const PendingKey &p : m_pending) {
        if (p.first == origin)
            ids.append(p.second);
    }
    return ids;
}

bool Oa1RpcServer::respond(const QString &origin, const QByteArray &id, const QByteArray &utf8)
{
    if (!m_pending.remove({origin, id}))
        return false;
    const auto sent = m_link->send(Oa1Frame::Type::Res, id, utf8);
    if (!sent)
        sendError(id, QStringLiteral("too_large"),
                  Tr::tr("the answer is %1 bytes, over the limit of %2; ask for less")
                      .arg(utf8.size())
                      .arg(m_link->limits().maxAggregateBytes));
    return true;
}

bool Oa1RpcServer::fail(const QString &origin, const QByteArray &id, const QString &code,
                        const QString &message)
{
    if (!m_pending.remove({origin, id}))
        return false;
    sendError(id, code, message);
    return true;
}

void Oa1RpcServer::sendError(const QByteArray &id, const QString &code, const QString &message)
{
    (void)m_link->send(Oa1Frame::Type::Err, id, (code + QStringLiteral(": ") + message).toUtf8());
}

} // namespace icconnectors::oa1
