#include "relayclient/RelayMatchEvent.h"

namespace icrelayclient {

namespace {

RelayMatchEvent::Type typeOf(const QString &name)
{
    if (name == QLatin1String("game_start"))
        return RelayMatchEvent::Type::GameStart;
    if (name == QLatin1String("game_end"))
        return RelayMatchEvent::Type::GameEnd;
    if (name == QLatin1String("player_kick"))
        return RelayMatchEvent::Type::PlayerKick;
    if (name == QLatin1String("player_leave"))
        return RelayMatchEvent::Type::PlayerLeave;
    return RelayMatchEvent::Type::Other;
}

} // namespace

std::optional<RelayMatchEvent> RelayMatchEvent::fromJson(const QJsonObject &params)
{
    RelayMatchEvent e;
    e.gameId = params.value(QLatin1String("game_id")).toString();
    e.typeName = params.value(QLatin1String("type")).toString();
    if (e.gameId.isEmpty() || e.typeName.isEmpty())
        return std::nullopt;
    e.type = typeOf(e.typeName);
    e.at = QDateTime::fromString(params.value(QLatin1String("at")).toString(), Qt::ISODateWithMs);
    e.gameTimeSeconds = params.value(QLatin1String("game_time_seconds")).toDouble();
    e.data = params.value(QLatin1String("data")).toObject();
    return e;
}

} // namespace icrelayclient
