#include "connectors/oa1/wire/Oa1RpcClient.h"

#include "connectors/common/Tr.h"

#include <QRandomGenerator>

namespace icconnectors::oa1 {

Oa1RpcClient::Oa1RpcClient(Oa1Link *link, QObject *parent) : QObject(parent), m_link(link)
{
    m_link->setAcceptor([this](const QString &, const Oa1Frame &frame) {
        return (frame.type == Oa1Frame::Type::Res || frame.type == Oa1Frame::Type::Err) &&
               m_pending.contains(frame.id);
    });
    connect(m_link, &Oa1Link::frameAccepted, this,
            [this](const QString &, const Oa1Frame &frame) { onFrame(frame); });
    connect(m_link, &Oa1Link::messageReceived, this, &Oa1RpcClient::onMessage);
    connect(m_link, &Oa1Link::streamExpired, this, &Oa1RpcClient::onExpired);
}

Oa1RpcClient::~Oa1RpcClient() = default;

QByteArray Oa1RpcClient::newId()
{
    static constexpr char kAlphabet[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QByteArray id(12, '0');
    for (char &c : id)
        c = kAlphabet[QRandomGenerator::global()->bounded(36)];
    return id;
}

ic::Result<QByteArray> Oa1RpcClient::request(const QByteArray &utf8, int timeoutMs)
{
    QByteArray id = newId();
    while (m_pending.contains(id))
        id = newId();
    Pending &p = m_pending[id];
    p.clock.start();
    p.timer = new QTimer(this);
    p.timer->setSingleShot(true);
    if (timeoutMs <= 0)
        timeoutMs = m_link->limits().requestTimeoutMs;
    connect(p.timer, &QTimer::timeout, this, [this, id, timeoutMs] {
        giveUp(id, QStringLiteral("timeout"),
               Tr::tr("No answer within %1 s: the far side (the bridge, or the RemoteBash "
                      "side) may be gone from the channel or busy. Check that it runs, then try "
                      "again.")
                   .arg(timeoutMs / 1000.0));
    });
    const auto sent = m_link->send(Oa1Frame::Type::Req, id, utf8);
    if (!sent) {
        take(id);
        return sent.error();
    }
    m_pending[id].timer->start(timeoutMs);
    return id;
}

void Oa1RpcClient::onFrame(const Oa1Frame &frame)
{
    auto it = m_pending.find(frame.id);
    if (it != m_pending.end())
        it->timer->stop(); // the answer is coming: the partial timeout takes over
}

void Oa1RpcClient::onMessage(const Oa1Message &message)
{
    auto it = m_pending.find(message.id);
    if (it == m_pending.end())
        return;
    const qint64 elapsed = it->clock.elapsed();
    take(message.id);
    if (message.type == Oa1Frame::Type::Res) {
        Q_EMIT answered(message.id, message, elapsed);
        return;
    }
    const QString text = QString::fromUtf8(message.payload);
    const qsizetype colon = text.indexOf(QLatin1String(": "));
    if (colon > 0 && !text.left(colon).contains(QLatin1Char(' ')))
        Q_EMIT failed(message.id, text.left(colon), text.mid(colon + 2));
    else
        Q_EMIT failed(message.id, QStringLiteral("error"), text);
}

void Oa1RpcClient::onExpired(const Oa1Reassembler::Expired &expired)
{
    if (!m_pending.contains(expired.key.id))
        return;
    QStringList missing;
    for (const qint64 seq : expired.missing)
        missing.append(QString::number(seq));
    const QString which =
        missing.isEmpty()
            ? Tr::tr("the last chunk never came")
            : Tr::tr("chunk(s) %1 never came").arg(missing.join(QStringLiteral(", ")));
    giveUp(expired.key.id, QStringLiteral("incomplete"),
           Tr::tr("The answer stopped half way (%1 within %2 s): IRC may have dropped lines. "
                  "Send the request again.")
               .arg(which)
               .arg(m_link->limits().partialTimeoutMs / 1000.0));
}

void Oa1RpcClient::cancel(const QByteArray &id, const QString &reason, const QString &code)
{
    giveUp(id, code, reason);
}

void Oa1RpcClient::giveUp(const QByteArray &id, const QString &code, const QString &message)
{
    if (!take(id))
        return;
    (void)m_link->send(Oa1Frame::Type::Cancel, id,
                       (code + QStringLiteral(": ") + message).toUtf8());
    for (const QString &nick : m_link->filter().allowedNicks) {
        m_link->drop(nick, Oa1Frame::Type::Res, id);
        m_link->drop(nick, Oa1Frame::Type::Err, id);
    }
    Q_EMIT failed(id, code, message);
}

void Oa1RpcClient::forgetAll()
{
    for (const QByteArray &id : m_pending.keys()) {
        take(id);
        for (const QString &nick : m_link->filter().allowedNicks) {
            m_link->drop(nick, Oa1Frame::Type::Res, id);
            m_link->drop(nick, Oa1Frame::Type::Err, id);
        }
    }
}

bool Oa1RpcClient::take(const QByteArray &id)
{
    auto it = m_pending.find(id);
    if (it == m_pending.end())
        return false;
    it->timer->stop();
    it->timer->deleteLater();
    m_pending.erase(it);
    return true;
}

} // namespace icconnectors::oa1
