#include "relayclient/RelayStatus.h"

#include "relayclient/Tr.h"

#include <QJsonObject>

namespace icrelayclient {

ic::Result<RelayStatus> RelayStatus::fromJson(const QJsonValue &result)
{
    const QJsonObject o = result.toObject();
    const QJsonObject games = o.value(QLatin1String("games")).toObject();
    if (!result.isObject() || !o.value(QLatin1String("games")).isObject())
        return ic::Error{QStringLiteral("relay.bad-answer"),
                         Tr::tr("The relay's status is not as expected: it has no game figures.")};
    RelayStatus s;
    s.server = o.value(QLatin1String("server")).toString();
    s.version = o.value(QLatin1String("version")).toString();
    s.uptimeSeconds = qint64(o.value(QLatin1String("uptime_seconds")).toDouble());
    s.gamesHosted = games.value(QLatin1String("hosted")).toInt();
    s.gamesRunning = games.value(QLatin1String("running")).toInt();
    s.gamesPaused = games.value(QLatin1String("paused")).toInt();
    s.gamesEnded = games.value(QLatin1String("ended")).toInt();
    s.players = o.value(QLatin1String("players")).toInt();
    s.sessions = o.value(QLatin1String("sessions")).toInt();
    s.tickRate = o.value(QLatin1String("tick_rate")).toInt();
    return s;
}

} // namespace icrelayclient
