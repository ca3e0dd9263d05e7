#include "history/PlayerStyle.h"

#include "history/Tr.h"
#include "match/MatchEventText.h"

#include <QJsonArray>
#include <QLocale>
#include <cmath>

namespace ichistory {
namespace {

double real(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toDouble();
}

QString percent(double share)
{
    return QLocale().toString(qRound(share * 100));
}

} // namespace

PlayerStyle PlayerStyle::fromJson(const QJsonObject &o)
{
    PlayerStyle s;
    s.player = o.value(QLatin1String("player")).toString();
    s.matches = o.value(QLatin1String("matches")).toInt();
    s.wins = o.value(QLatin1String("wins")).toInt();
    s.winRate = real(o, "win_rate");
    s.aggression = real(o, "aggression");
    s.expansionPace = real(o, "expansion_pace");
    const QJsonObject apm = o.value(QLatin1String("apm_by_phase")).toObject();
    s.apmEarly = real(apm, "early");
    s.apmMid = real(apm, "mid");
    s.apmLate = real(apm, "late");
    for (const QJsonValue &v : o.value(QLatin1String("factions")).toArray()) {
        const QJsonObject f = v.toObject();
        s.factions << Faction{f.value(QLatin1String("faction")).toString(),
                              f.value(QLatin1String("matches")).toInt(),
                              f.value(QLatin1String("wins")).toInt()};
    }
    for (const QJsonValue &v : o.value(QLatin1String("preferred_units")).toArray()) {
        const QJsonObject u = v.toObject();
        s.preferredUnits << Unit{u.value(QLatin1String("unit_type")).toString(),
                                 qint64(real(u, "count")), real(u, "share")};
    }
    for (const QJsonValue &v : o.value(QLatin1String("trend")).toArray()) {
        const QJsonObject t = v.toObject();
        s.trend << TrendPoint{
            t.value(QLatin1String("match_id")).toString(),
            QDateTime::fromString(t.value(QLatin1String("started_at")).toString(), Qt::ISODate),
            real(t, "apm"), qint64(real(t, "army_value_peak")),
            t.value(QLatin1String("result")).toString()};
    }
    return s;
}

QString PlayerStyle::aggressionText() const
{
    if (aggression >= 0.66)
        return Tr::tr("Aggression: high — attacks early and often.");
    if (aggression >= 0.33)
        return Tr::tr("Aggression: balanced — attacks when it pays.");
    return Tr::tr("Aggression: low — builds up before attacking.");
}

QString PlayerStyle::expansionText() const
{
    const QString pace = QLocale().toString(expansionPace, 'f', 1);
    if (expansionPace >= 6)
        return Tr::tr("Expands fast: %1 structures by minute 5 on average.").arg(pace);
    if (expansionPace >= 3)
        return Tr::tr("Expands steadily: %1 structures by minute 5 on average.").arg(pace);
    return Tr::tr("Expands slowly: %1 structures by minute 5 on average.").arg(pace);
}

QString PlayerStyle::recordText() const
{
    return Tr::tr("Won %1 of %n match(es) (%2 %).", nullptr, matches)
        .arg(wins)
        .arg(percent(winRate));
}

QString PlayerStyle::unitsText() const
{
    if (preferredUnits.isEmpty())
        return Tr::tr("No units recorded.");
    QStringList parts;
    for (qsizetype i = 0; i < std::min<qsizetype>(3, preferredUnits.size()); ++i) {
        const Unit &u = preferredUnits.at(i);
        parts << Tr::tr("%1 (%2 %)").arg(icmatch::unitName(u.unitType), percent(u.share));
    }
    return Tr::tr("Mostly builds %1.").arg(QLocale().createSeparatedList(parts));
}

QString PlayerStyle::apmText() const
{
    return Tr::tr("Actions per minute: %1 early (minutes 1–5), %2 mid-game (6–15), %3 late (16+).")
        .arg(qRound(apmEarly))
        .arg(qRound(apmMid))
        .arg(qRound(apmLate));
}

} // namespace ichistory
