#include "icrp/server/WireEncoding.h"

#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/MsgPack.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

namespace icrp {

QString wireEncodingName(WireEncoding encoding)
{
    return encoding == WireEncoding::MsgPack ? QStringLiteral("msgpack") : QStringLiteral("json");
}

QByteArray wireEncode(const QJsonValue &message, WireEncoding encoding)
{
    if (encoding == WireEncoding::MsgPack)
        return MsgPack::encode(message);
    return message.isArray() ? JsonRpc::encode(message.toArray())
                             : JsonRpc::encode(message.toObject());
}

bool namesMsgPack(const QByteArray &header)
{
    const QList<QByteArray> types = header.split(',');
    for (const QByteArray &type : types) {
        const QList<QByteArray> parts = type.split(';');
        if (parts.constFirst().trimmed().toLower() != kMsgPackMediaType)
            continue;
        // "q=0" (RFC 9110 §12.4.2) says the client does NOT accept it.
        const bool refused = std::any_of(parts.cbegin() + 1, parts.cend(), [](const QByteArray &p) {
            const QByteArray param = p.trimmed().toLower();
            return param.startsWith("q=") && param.mid(2).toDouble() == 0.0;
        });
        if (!refused)
            return true;
    }
    return false;
}

} // namespace icrp
