#include "mcp/BuildOrderAdvice.h"
#include "mcp/McpJson.h"

#include <QJsonArray>

namespace icmcp {

namespace {

QJsonObject step(const QString &build, const QString &why)
{
    return QJsonObject{{key("build"), build}, {key("why"), why}};
}

} // namespace

QJsonObject BuildOrderAdvice::suggest(const QJsonObject &style, const QString &faction)
{
    const QString chosen = faction.isEmpty() ? mostPlayedFaction(style) : faction;
    return QJsonObject{
        {key("player"), style.value(key("player"))},
        {key("faction"), chosen},
        {key("steps"), steps(style)},
        {key("based_on"), QJsonObject{{key("matches"), style.value(key("matches"))},
                                      {key("win_rate"), style.value(key("win_rate"))},
                                      {key("aggression"), style.value(key("aggression"))},
                                      {key("expansion_pace"), style.value(key("expansion_pace"))},
                                      {key("preferred_units"), style.value(key("preferred_units"))},
                                      {key("apm_by_phase"), style.value(key("apm_by_phase"))}}},
    };
}

QString BuildOrderAdvice::mostPlayedFaction(const QJsonObject &style)
{
    QString best;
    int most = -1;
    for (const QJsonValue &f : style.value(key("factions")).toArray()) {
        if (f[key("matches")].toInt() > most) {
            most = f[key("matches")].toInt();
            best = f[key("faction")].toString();
        }
    }
    return best;
}

QJsonArray BuildOrderAdvice::steps(const QJsonObject &style)
{
    QJsonArray result{
        step(QStringLiteral("power_plant"), QStringLiteral("everything after it needs power")),
        step(QStringLiteral("barracks"), QStringLiteral("early infantry to scout and defend")),
        step(QStringLiteral("refinery"), QStringLiteral("income before army")),
    };
    const QJsonValue pace = style.value(key("expansion_pace"));
    if (pace.isDouble() && pace.toDouble() < 6)
        result.append(step(QStringLiteral("refinery"),
                           QStringLiteral("this player usually has %1 structures at minute 5: a "
                                          "second refinery earlier speeds that up")
                               .arg(pace.toDouble())));
    result.append(step(QStringLiteral("war_factory"), QStringLiteral("vehicles and harvesters")));
    const QJsonArray preferred = style.value(key("preferred_units")).toArray();
    for (qsizetype i = 0; i < qMin<qsizetype>(3, preferred.size()); ++i) {
        const QJsonObject unit = preferred.at(i).toObject();
        result.append(step(unit.value(key("unit_type")).toString(),
                           QStringLiteral("%1% of what this player produces")
                               .arg(qRound(unit.value(key("share")).toDouble() * 100))));
    }
    return result;
}

} // namespace icmcp
