#include "icrp/server/IcrpSessionInfo.h"

#include <QJsonArray>

namespace icrp {

QJsonObject IcrpSessionInfo::toJson() const
{
    return {{QStringLiteral("sessionId"), sessionId},
            {QStringLiteral("client"), QJsonObject{{QStringLiteral("name"), clientName},
                                                   {QStringLiteral("version"), clientVersion}}},
            {QStringLiteral("tier"), identified ? tierName(grant.tier) : QString()},
            {QStringLiteral("identified"), identified},
            {QStringLiteral("remoteAddress"), remoteAddress},
            {QStringLiteral("transport"), transport},
            {QStringLiteral("connectedAt"), connectedAt.toUTC().toString(Qt::ISODate)},
            {QStringLiteral("messagesIn"), messagesIn},
            {QStringLiteral("messagesOut"), messagesOut},
            {QStringLiteral("subscriptions"), QJsonArray::fromStringList(subscriptions)}};
}

} // namespace icrp
