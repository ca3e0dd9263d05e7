#include "icrp/server/IcrpEvent.h"

#include "icrp/protocol/JsonRpc.h"

namespace icrp {

IcrpEvent IcrpEvent::make(EventCategory category, const QString &type, qint64 tick,
                          const QJsonObject &data, Audience audience)
{
    IcrpEvent e;
    e.category = category;
    e.type = type;
    e.tick = tick;
    e.audience = audience;
    e.message =
        JsonRpc::notification(QStringLiteral("ic/event"),
                              QJsonObject{{QStringLiteral("category"), categoryName(category)},
                                          {QStringLiteral("type"), type},
                                          {QStringLiteral("tick"), tick},
                                          {QStringLiteral("data"), data}});
    e.frame = JsonRpc::encode(e.message);
    return e;
}

} // namespace icrp
