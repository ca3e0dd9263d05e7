#include "icrp/server/IcrpSessionInfo.h"

#include "common/ForeignText.h"

#include <QJsonArray>

namespace icrp {

QString IcrpSessionInfo::userAgentFrom(const QByteArray &header)
{
    // Cut before decoding and escaping too, so that a huge header costs nothing.
    const QString text = QString::fromUtf8(header.left(kMaxUserAgent * 4)).trimmed();
    return ic::ForeignText::escaped(text.left(kMaxUserAgent)).left(kMaxUserAgent);
}

QJsonObject IcrpSessionInfo::toJson() const
{
    return {{QStringLiteral("sessionId"), sessionId},
            {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), clientName},
                                                   {QStringLiteral("version"), clientVersion}}},
            {QStringLiteral("tier"), identified ? tierName(grant.tier) : QString()},
            {QStringLiteral("identified"), identified},
            {QStringLiteral("remoteAddress"), remoteAddress},
            {QStringLiteral("transport"), transport},
            {QStringLiteral("encoding"), encoding},
            {QStringLiteral("connectedAt"), connectedAt.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("messagesIn"), messagesIn},
            {QStringLiteral("messagesOut"), messagesOut},
            {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)}};
}

} // namespace icrp
