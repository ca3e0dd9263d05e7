#include "match/MatchInfo.h"

#include "match/Tr.h"

#include <QJsonArray>

namespace icmatch {

MatchInfo MatchInfo::fromJson(const QJsonObject &info)
{
    MatchInfo m;
    m.map = info.value(u"map").toString();
    m.mode = info.value(u"mode").toString();
    m.seed = qint64(info.value(u"seed").toDouble(-1));
    m.ranked = info.value(u"ranked").toBool();
    m.tickRate = info.value(u"tick_rate").toInt();
    m.gameTimeTicks = qint64(info.value(u"game_time_ticks").toDouble());
    m.state = stateNamed(info.value(u"state").toString());
    if (info.contains(u"winner_team"))
        m.winnerTeam = info.value(u"winner_team").toInt();
    for (const QJsonValue &w : info.value(u"winners").toArray())
        m.winners << w.toString();
    m.endReason = info.value(u"end_reason").toString();
    m.settings = info.value(u"settings").toObject();
    return m;
}

bool MatchInfo::isOtherMatchThan(const MatchInfo &other) const
{
    return seed != other.seed || map != other.map || mode != other.mode;
}

MatchInfo::State MatchInfo::stateNamed(const QString &name)
{
    return name == QLatin1String("running")  ? State::Running
           : name == QLatin1String("paused") ? State::Paused
           : name == QLatin1String("ended")  ? State::Ended
                                             : State::Unknown;
}

QString MatchInfo::stateText(State state)
{
    switch (state) {
    case State::Running:
        return Tr::tr("running");
    case State::Paused:
        return Tr::tr("paused");
    case State::Ended:
        return Tr::tr("ended");
    case State::Unknown:
        break;
    }
    return Tr::tr("unknown");
}

} // namespace icmatch
