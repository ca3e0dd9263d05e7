// GameplayDb: the queries behind ic/match.history — the list (filters, paging with `before`,
// newest first) and one match with its minutes and events.

#include "mock/history/GameplayDb.h"

#include "mock/history/SqliteStatement.h"

#include <QJsonDocument>
#include <QStringList>
#include <sqlite3.h>

namespace icmock {

namespace {

const QString kHistoryMatchColumns =
    QStringLiteral("m.match_id, m.started_at, m.duration_ticks, m.tick_rate, m.map, m.mode, "
                   "m.ranked, m.winner_team, m.end_reason, m.replay_id");

QJsonObject historyMatchJson(const SqliteStatement &row)
{
    return {{QStringLiteral("match_id"), row.text(0)},
            {QStringLiteral("started_at"), row.text(1)},
            {QStringLiteral("duration_ticks"), row.integer(2)},
            {QStringLiteral("tick_rate"), row.integer(3)},
            {QStringLiteral("map"), row.text(4)},
            {QStringLiteral("mode"), row.text(5)},
            {QStringLiteral("ranked"), row.integer(6) != 0},
            {QStringLiteral("winner_team"), row.integer(7)},
            {QStringLiteral("end_reason"), row.text(8)},
            {QStringLiteral("replay_id"), row.json(9)}};
}

/// The WHERE clause of a history query and its values, in order.
struct HistoryWhere
{
    QStringList clauses;
    QList<QJsonValue> values;

    void add(const QString &clause, const QJsonValue &value)
    {
        clauses << clause;
        values << value;
    }
    QString sql() const
    {
        return clauses.isEmpty()
                   ? QString()
                   : QStringLiteral(" WHERE ") + clauses.join(QStringLiteral(" AND "));
    }
    void bindTo(SqliteStatement &statement) const
    {
        for (int i = 0; i < values.size(); ++i) {
            if (values.at(i).isString())
                statement.bind(i + 1, values.at(i).toString());
            else
                statement.bind(i + 1, values.at(i).toInteger());
        }
    }
};

} // namespace

ic::Result<QJsonObject> GameplayDb::history(const HistoryFilter &filter) const
{
    HistoryWhere where;
    if (!filter.before.isEmpty()) {
        SqliteStatement before(m_db,
                               QStringLiteral("SELECT started_at FROM matches WHERE match_id = ?"));
        if (!before.bind(1, filter.before).next())
            return ic::Error{QStringLiteral("history.not-found"),
                             QStringLiteral("No match \"%1\" in the history: give a match_id "
                                            "from an earlier answer as \"before\"")
                                 .arg(filter.before)};
        const QString startedAt = before.text(0);
        where.clauses << QStringLiteral(
            "(m.started_at < ? OR (m.started_at = ? AND m.match_id < ?))");
        where.values << startedAt << startedAt << filter.before;
    }
    if (!filter.player.isEmpty())
        where.add(QStringLiteral("EXISTS (SELECT 1 FROM match_players p WHERE p.match_id = "
                                 "m.match_id AND p.name = ?)"),
                  filter.player);
    if (!filter.map.isEmpty())
        where.add(QStringLiteral("m.map = ?"), filter.map);
    if (filter.ranked)
        where.add(QStringLiteral("m.ranked = ?"), qint64(*filter.ranked));
    SqliteStatement rows(m_db, QStringLiteral("SELECT %1 FROM matches m%2 ORDER BY m.started_at "
                                              "DESC, m.match_id DESC LIMIT %3")
                                   .arg(kHistoryMatchColumns, where.sql())
                                   .arg(filter.limit + 1));
    where.bindTo(rows);
    QJsonArray matches;
    bool more = false;
    while (rows.next()) {
        if (matches.size() == filter.limit) {
            more = true;
            break;
        }
        QJsonObject match = historyMatchJson(rows);
        match.insert(QStringLiteral("players"), playersOf(rows.text(0)));
        matches.append(match);
    }
    if (rows.failed())
        return queryError(QStringLiteral("the match history"));
    return QJsonObject{{QStringLiteral("matches"), matches}, {QStringLiteral("more"), more}};
}

ic::Result<QJsonObject> GameplayDb::match(const QString &matchId) const
{
    SqliteStatement row(
        m_db,
        QStringLiteral("SELECT %1 FROM matches m WHERE m.match_id = ?").arg(kHistoryMatchColumns));
    if (!row.bind(1, matchId).next()) {
        if (row.failed())
            return queryError(QStringLiteral("match %1").arg(matchId));
        return ic::Error{QStringLiteral("history.not-found"),
                         QStringLiteral("No match \"%1\" in the history: ic/match.history "
                                        "without match_id lists the matches kept")
                             .arg(matchId)};
    }
    QJsonObject match = historyMatchJson(row);
    match.insert(QStringLiteral("players"), playersOf(matchId));
    match.insert(QStringLiteral("minutes"), minutesOf(matchId));
    match.insert(QStringLiteral("events"), eventsOf(matchId));
    return QJsonObject{{QStringLiteral("matches"), QJsonArray{match}}};
}

QJsonArray GameplayDb::playersOf(const QString &matchId) const
{
    SqliteStatement rows(m_db,
                         QStringLiteral("SELECT name, team, faction, result, army_value, "
                                        "credits, units, structures, kills, losses, apm "
                                        "FROM match_players WHERE match_id = ? ORDER BY slot"));
    rows.bind(1, matchId);
    QJsonArray players;
    while (rows.next()) {
        players.append(QJsonObject{{QStringLiteral("name"), rows.text(0)},
                                   {QStringLiteral("team"), rows.integer(1)},
                                   {QStringLiteral("faction"), rows.text(2)},
                                   {QStringLiteral("result"), rows.text(3)},
                                   {QStringLiteral("army_value"), rows.integer(4)},
                                   {QStringLiteral("credits"), rows.integer(5)},
                                   {QStringLiteral("units"), rows.integer(6)},
                                   {QStringLiteral("structures"), rows.integer(7)},
                                   {QStringLiteral("kills"), rows.integer(8)},
                                   {QStringLiteral("losses"), rows.integer(9)},
                                   {QStringLiteral("apm"), rows.integer(10)}});
    }
    return players;
}

QJsonArray GameplayDb::minutesOf(const QString &matchId) const
{
    SqliteStatement rows(
        m_db, QStringLiteral("SELECT n.minute, p.name, n.army_value, n.credits, n.units, "
                             "n.structures, n.apm, n.kills, n.losses FROM match_minutes n JOIN "
                             "match_players p ON p.match_id = n.match_id AND p.slot = n.slot "
                             "WHERE n.match_id = ? ORDER BY n.minute, n.slot"));
    rows.bind(1, matchId);
    QJsonArray minutes;
    qint64 current = -1;
    QJsonArray players;
    const auto flush = [&] {
        if (current >= 0)
            minutes.append(QJsonObject{{QStringLiteral("minute"), current},
                                       {QStringLiteral("players"), players}});
        players = QJsonArray();
    };
    while (rows.next()) {
        if (rows.integer(0) != current) {
            flush();
            current = rows.integer(0);
        }
        players.append(QJsonObject{{QStringLiteral("name"), rows.text(1)},
                                   {QStringLiteral("army_value"), rows.integer(2)},
                                   {QStringLiteral("credits"), rows.integer(3)},
                                   {QStringLiteral("units"), rows.integer(4)},
                                   {QStringLiteral("structures"), rows.integer(5)},
                                   {QStringLiteral("apm"), rows.integer(6)},
                                   {QStringLiteral("kills"), rows.integer(7)},
                                   {QStringLiteral("losses"), rows.integer(8)}});
    }
    flush();
    return minutes;
}

QJsonArray GameplayDb::eventsOf(const QString &matchId) const
{
    SqliteStatement rows(m_db,
                         QStringLiteral("SELECT tick, category, type, data FROM "
                                        "match_events WHERE match_id = ? ORDER BY tick, rowid"));
    rows.bind(1, matchId);
    QJsonArray events;
    while (rows.next()) {
        events.append(QJsonObject{
            {QStringLiteral("tick"), rows.integer(0)},
            {QStringLiteral("category"), rows.text(1)},
            {QStringLiteral("type"), rows.text(2)},
            {QStringLiteral("data"), QJsonDocument::fromJson(rows.text(3).toUtf8()).object()}});
    }
    return events;
}

} // namespace icmock
