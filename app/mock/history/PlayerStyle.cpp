#include "mock/history/PlayerStyle.h"

#include "mock/history/ReadOnlyDatabase.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace icmock {

namespace playerstyle {

/// Rows of one query about `player` (bound to ?1).
ic::Result<ReadOnlyDatabase::Rows> run(ReadOnlyDatabase &db, const char *sql, const QString &player)
{
    return db.query(QString::fromUtf8(sql), QJsonArray{player}, 1000);
}

/// `value` rounded to `decimals`; null stays null.
QJsonValue rounded(const QJsonValue &value, int decimals)
{
    if (value.isNull() || value.isUndefined())
        return QJsonValue(QJsonValue::Null);
    const double scale = std::pow(10.0, decimals);
    return std::round(value.toDouble() * scale) / scale;
}

QJsonArray firstRow(const ReadOnlyDatabase::Rows &rows)
{
    return rows.rows.isEmpty() ? QJsonArray() : rows.rows.first().toArray();
}

/// Joins a player's rows of a per-slot table (alias `t`) to match_players (alias `mp`).
#define IC_STYLE_JOIN(table)                                                                       \
    " FROM " table " t JOIN match_players mp ON t.match_id = mp.match_id AND t.slot = mp.slot"     \
    " WHERE mp.name = ?1"

} // namespace playerstyle

using namespace playerstyle;

ic::Result<QJsonObject> PlayerStyle::compute(ReadOnlyDatabase &db, const QString &player)
{
    auto out = record(db, player);
    if (!out)
        return out;
    const auto f = factions(db, player);
    const auto a = aggression(db, player);
    const auto e = expansionPace(db, player);
    const auto u = preferredUnits(db, player);
    const auto p = apmByPhase(db, player);
    const auto t = trend(db, player);
    for (const ic::Error *error :
         {f ? nullptr : &f.error(), a ? nullptr : &a.error(), e ? nullptr : &e.error(),
          u ? nullptr : &u.error(), p ? nullptr : &p.error(), t ? nullptr : &t.error()}) {
        if (error)
            return *error;
    }
    out->insert(QStringLiteral("factions"), *f);
    out->insert(QStringLiteral("aggression"), *a);
    out->insert(QStringLiteral("expansion_pace"), *e);
    out->insert(QStringLiteral("preferred_units"), *u);
    out->insert(QStringLiteral("apm_by_phase"), *p);
    out->insert(QStringLiteral("trend"), *t);
    return out;
}

ic::Result<QJsonObject> PlayerStyle::record(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows = run(db,
                          "SELECT count(*), coalesce(sum(result = 'win'), 0) FROM match_players "
                          "WHERE name = ?1",
                          player);
    if (!rows)
        return rows.error();
    const QJsonArray row = firstRow(*rows);
    const qint64 matches = row.at(0).toInteger();
    const qint64 wins = row.at(1).toInteger();
    if (matches == 0)
        return ic::Error{
            kNoMatches,
            QStringLiteral("No match of a player named \"%1\" in the match history").arg(player)};
    return QJsonObject{{QStringLiteral("player"), player},
                       {QStringLiteral("matches"), matches},
                       {QStringLiteral("wins"), wins},
                       {QStringLiteral("win_rate"), rounded(double(wins) / double(matches), 3)}};
}

ic::Result<QJsonArray> PlayerStyle::factions(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows = run(db,
                          "SELECT faction, count(*), sum(result = 'win') FROM match_players "
                          "WHERE name = ?1 GROUP BY faction ORDER BY count(*) DESC, faction",
                          player);
    if (!rows)
        return rows.error();
    QJsonArray out;
    for (const QJsonValue &r : rows->rows) {
        const QJsonArray row = r.toArray();
        out.append(QJsonObject{{QStringLiteral("faction"), row.at(0)},
                               {QStringLiteral("matches"), row.at(1)},
                               {QStringLiteral("wins"), row.at(2)}});
    }
    return out;
}

ic::Result<QJsonValue> PlayerStyle::aggression(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows = run(db,
                          "SELECT coalesce(sum(mp.kills), 0), coalesce(sum((SELECT avg(o.kills) "
                          "FROM match_players o WHERE o.match_id = mp.match_id AND o.team <> "
                          "mp.team)), 0) FROM match_players mp WHERE mp.name = ?1",
                          player);
    if (!rows)
        return rows.error();
    const QJsonArray row = firstRow(*rows);
    const double own = row.at(0).toDouble();
    const double opponents = row.at(1).toDouble();
    if (own + opponents <= 0)
        return QJsonValue(0.5);
    return rounded(std::clamp(own / (own + opponents), 0.0, 1.0), 3);
}

ic::Result<QJsonValue> PlayerStyle::expansionPace(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows = run(db,
                          "SELECT avg(t.structures)" IC_STYLE_JOIN(
                              "match_minutes") " AND t.minute = (SELECT max(m2.minute) FROM "
                                               "match_minutes m2 WHERE m2.match_id = t.match_id "
                                               "AND m2.slot = t.slot AND m2.minute <= 5)",
                          player);
    if (!rows)
        return rows.error();
    return rounded(firstRow(*rows).at(0), 2);
}

ic::Result<QJsonArray> PlayerStyle::preferredUnits(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows =
        run(db,
            "SELECT t.unit_type, sum(t.count) AS n, sum(sum(t.count)) OVER ()" IC_STYLE_JOIN(
                "units_produced") " GROUP BY t.unit_type ORDER BY n DESC, "
                                  "t.unit_type",
            player);
    if (!rows)
        return rows.error();
    QJsonArray out;
    for (const QJsonValue &r : rows->rows) {
        if (out.size() >= kPreferredUnits)
            break;
        const QJsonArray row = r.toArray();
        const double total = row.at(2).toDouble();
        out.append(QJsonObject{
            {QStringLiteral("unit_type"), row.at(0)},
            {QStringLiteral("count"), row.at(1)},
            {QStringLiteral("share"), rounded(total > 0 ? row.at(1).toDouble() / total : 0, 3)}});
    }
    return out;
}

ic::Result<QJsonObject> PlayerStyle::apmByPhase(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows =
        run(db,
            "SELECT avg(CASE WHEN t.minute BETWEEN 1 AND 5 THEN t.apm END), avg(CASE WHEN t.minute "
            "BETWEEN 6 "
            "AND 15 THEN t.apm END), avg(CASE WHEN t.minute >= 16 THEN t.apm END)" IC_STYLE_JOIN(
                "match_minutes"),
            player);
    if (!rows)
        return rows.error();
    const QJsonArray row = firstRow(*rows);
    return QJsonObject{{QStringLiteral("early"), rounded(row.at(0), 1)},
                       {QStringLiteral("mid"), rounded(row.at(1), 1)},
                       {QStringLiteral("late"), rounded(row.at(2), 1)}};
}

ic::Result<QJsonArray> PlayerStyle::trend(ReadOnlyDatabase &db, const QString &player)
{
    const auto rows = run(
        db,
        "SELECT * FROM (SELECT m.match_id, m.started_at, mp.apm, max(mp.army_value, "
        "coalesce((SELECT max(mm.army_value) FROM match_minutes mm WHERE mm.match_id = "
        "mp.match_id AND mm.slot = mp.slot), 0)), mp.result FROM match_players mp JOIN matches m "
        "ON m.match_id = mp.match_id WHERE mp.name = ?1 ORDER BY m.started_at DESC, m.match_id "
        "DESC LIMIT 50) ORDER BY 2, 1",
        player);
    if (!rows)
        return rows.error();
    QJsonArray out;
    for (const QJsonValue &r : rows->rows) {
        const QJsonArray row = r.toArray();
        out.append(QJsonObject{{QStringLiteral("match_id"), row.at(0)},
                               {QStringLiteral("started_at"), row.at(1)},
                               {QStringLiteral("apm"), row.at(2)},
                               {QStringLiteral("army_value_peak"), row.at(3)},
                               {QStringLiteral("result"), row.at(4)}});
    }
    return out;
}

} // namespace icmock
#undef IC_STYLE_JOIN
