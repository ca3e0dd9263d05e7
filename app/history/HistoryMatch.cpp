#include "history/HistoryMatch.h"

#include <QJsonArray>
#include <algorithm>

namespace ichistory {
namespace {

qint64 number(const QJsonObject &o, const char *key)
{
    return qint64(o.value(QLatin1String(key)).toDouble());
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

HistoryPlayer playerFromJson(const QJsonObject &o)
{
    HistoryPlayer p;
    p.name = text(o, "name");
    p.team = o.value(QLatin1String("team")).toInt();
    p.faction = text(o, "faction");
    p.result = text(o, "result");
    p.armyValue = number(o, "army_value");
    p.credits = number(o, "credits");
    p.units = number(o, "units");
    p.structures = number(o, "structures");
    p.kills = number(o, "kills");
    p.losses = number(o, "losses");
    p.apm = number(o, "apm");
    return p;
}

MinuteFigures minuteFromJson(const QJsonObject &o)
{
    MinuteFigures m;
    m.minute = o.value(QLatin1String("minute")).toInt();
    for (const QJsonValue &v : o.value(QLatin1String("players")).toArray()) {
        const QJsonObject p = v.toObject();
        m.players << MinutePlayer{text(p, "name"),    number(p, "army_value"), number(p, "credits"),
                                  number(p, "units"), number(p, "structures"), number(p, "apm"),
                                  number(p, "kills"), number(p, "losses")};
    }
    return m;
}

} // namespace

HistoryMatch HistoryMatch::fromJson(const QJsonObject &o)
{
    HistoryMatch m;
    m.matchId = text(o, "match_id");
    m.startedAt = QDateTime::fromString(text(o, "started_at"), Qt::ISODate);
    m.durationTicks = number(o, "duration_ticks");
    m.tickRate = o.value(QLatin1String("tick_rate")).toInt();
    m.map = text(o, "map");
    m.mode = text(o, "mode");
    m.ranked = o.value(QLatin1String("ranked")).toBool();
    m.winnerTeam = o.value(QLatin1String("winner_team")).toInt(-1);
    m.endReason = text(o, "end_reason");
    m.replayId = text(o, "replay_id"); // null reads as empty
    for (const QJsonValue &v : o.value(QLatin1String("players")).toArray())
        m.players << playerFromJson(v.toObject());
    for (const QJsonValue &v : o.value(QLatin1String("minutes")).toArray())
        m.minutes << minuteFromJson(v.toObject());
    for (const QJsonValue &v : o.value(QLatin1String("events")).toArray()) {
        const QJsonObject e = v.toObject();
        m.events << HistoryEvent{number(e, "tick"), text(e, "category"), text(e, "type"),
                                 e.value(QLatin1String("data")).toObject()};
    }
    return m;
}

qint64 HistoryMatch::durationSeconds() const
{
    return tickRate > 0 ? durationTicks / tickRate : 0;
}

QStringList HistoryMatch::teamPlayers(int team) const
{
    QStringList names;
    for (const HistoryPlayer &p : players) {
        if (p.team == team)
            names << p.name;
    }
    return names;
}

QList<int> HistoryMatch::teams() const
{
    QList<int> teams;
    for (const HistoryPlayer &p : players) {
        if (!teams.contains(p.team))
            teams << p.team;
    }
    std::sort(teams.begin(), teams.end());
    return teams;
}

HistoryPage HistoryPage::fromJson(const QJsonObject &answer)
{
    HistoryPage page;
    for (const QJsonValue &v : answer.value(QLatin1String("matches")).toArray())
        page.matches << HistoryMatch::fromJson(v.toObject());
    page.more = answer.value(QLatin1String("more")).toBool();
    return page;
}

} // namespace ichistory
