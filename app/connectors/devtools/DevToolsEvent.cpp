#include "connectors/devtools/DevToolsEvent.h"

namespace icconnectors::devtools {

QJsonObject DevToolsEvent::payload() const
{
    QJsonObject data = fields;
    data.remove(QStringLiteral("type"));
    data.remove(QStringLiteral("event"));
    data.remove(QStringLiteral("timestamp"));
    return data;
}

} // namespace icconnectors::devtools
