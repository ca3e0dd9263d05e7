#include "connectors/devtools/DevToolsStats.h"

#include "connectors/common/Tr.h"
#include "connectors/devtools/DevToolsErrors.h"

#include <QJsonArray>
#include <QJsonObject>

namespace icconnectors::devtools {

void DevToolsStats::recordAnswer(qint64 roundTripMs, const QString &errorCode)
{
    ++m_answers;
    m_roundTripTotal += roundTripMs;
    m_lastRoundTrip = roundTripMs;
    if (!errorCode.isEmpty())
        ++m_failures[errorCode];
}

void DevToolsStats::recordFailure(const QString &errorCode)
{
    ++m_failures[errorCode];
}

void DevToolsStats::recordQuery(const QJsonValue &result)
{
    const QJsonArray entities = result.toObject().value(QStringLiteral("entities")).toArray();
    int tiles = 0;
    for (const QJsonValue &entity : entities) {
        const QString type = entity.toObject().value(QStringLiteral("type")).toString();
        if (type == QLatin1String("floor") || type == QLatin1String("wall"))
            ++tiles;
    }
    m_queryEntities = int(entities.size()) - tiles;
    m_queryTiles = tiles;
}

QList<QPair<QString, QString>> DevToolsStats::figures() const
{
    QList<QPair<QString, QString>> rows;
    rows.append({Tr::tr("Round trip"), m_lastRoundTrip
                                           ? Tr::tr("%1 ms (average %2 ms)")
                                                 .arg(*m_lastRoundTrip)
                                                 .arg(m_roundTripTotal / qMax(1, m_answers))
                                           : Tr::tr("no answer yet")});
    rows.append({Tr::tr("Commands sent"), QString::number(m_sent)});
    if (m_failures.isEmpty())
        rows.append({Tr::tr("Failures"), Tr::tr("none")});
    for (auto it = m_failures.cbegin(); it != m_failures.cend(); ++it)
        rows.append({Tr::tr("Failures: %1").arg(DevToolsErrors::label(it.key())),
                     QString::number(it.value())});
    for (auto it = m_events.cbegin(); it != m_events.cend(); ++it)
        rows.append({Tr::tr("Events: %1").arg(it.key()), QString::number(it.value())});
    rows.append({Tr::tr("Entities (last query)"),
                 m_queryEntities
                     ? Tr::tr("%1 (and %2 terrain tiles)").arg(*m_queryEntities).arg(m_queryTiles)
                     : Tr::tr("no query yet")});
    rows.append({Tr::tr("Malformed messages ignored"), QString::number(m_malformed)});
    if (m_foreign > 0)
        rows.append({Tr::tr("Answers to other commands (not taken)"), QString::number(m_foreign)});
    return rows;
}

} // namespace icconnectors::devtools
