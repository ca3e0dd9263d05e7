#include "relayclient/RelayMatchResult.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icrelayclient {

std::optional<RelayMatchResult>
RelayMatchResult::fromEvent(const QString &relay, const RelayMatchEvent &event,
                            const std::optional<RelayGameInfo> &game)
{
    if (event.type != RelayMatchEvent::Type::GameEnd)
        return std::nullopt;
    const QJsonObject &d = event.data;
    RelayMatchResult r;
    r.relay = relay;
    r.gameId = event.gameId;
    r.map = d.value(QLatin1String("map")).toString(game ? game->map : QString());
    r.mode = d.value(QLatin1String("mode")).toString(game ? game->mode : QString());
    r.ranked = d.value(QLatin1String("ranked")).toBool(game && game->ranked);
    r.endedAt = event.at.isValid() ? event.at.toUTC() : QDateTime::currentDateTimeUtc();
    r.durationSeconds = d.value(QLatin1String("duration_seconds")).toDouble(event.gameTimeSeconds);
    r.winnerTeam = d.value(QLatin1String("winner_team")).toInt(-1);
    for (const QJsonValue &w : d.value(QLatin1String("winners")).toArray())
        r.winners.append(w.toString());
    for (const QJsonValue &s : d.value(QLatin1String("scores")).toArray())
        r.scores.append(qint64(s.toDouble()));
    r.reason = d.value(QLatin1String("reason")).toString();
    for (const QJsonValue &v : d.value(QLatin1String("players")).toArray()) {
        const QJsonObject p = v.toObject();
        const int team = p.value(QLatin1String("team")).toInt(-1);
        const QString name = p.value(QLatin1String("name")).toString();
        if (r.winnerTeam >= 0 && team >= 0 && team != r.winnerTeam && !name.isEmpty())
            r.losers.append(name);
    }
    return r;
}

} // namespace icrelayclient
