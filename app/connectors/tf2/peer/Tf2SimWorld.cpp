// Tf2SimWorld: the world's start, its tick, the dispatch of commands, and game state and control.
// The messages are the game's own words (English, as the Lua mod writes them), not the panel's.

#include "connectors/tf2/peer/Tf2SimWorld.h"

#include <QJsonArray>
#include <QRandomGenerator>

namespace icconnectors::tf2 {

ic::Error needParam(const QString &param)
{
    return ic::Error{QStringLiteral("tf2.need"), QStringLiteral("Need %1 parameter").arg(param)};
}

ic::Error invalidParam(const QString &param)
{
    return ic::Error{QStringLiteral("tf2.invalid"),
                     QStringLiteral("Invalid %1 parameter").arg(param)};
}

ic::Result<QString> requiredParam(const QJsonObject &params, const QString &param)
{
    const QString value = params.value(param).toString();
    if (value.isEmpty())
        return needParam(param);
    return value;
}

Tf2SimWorld::Tf2SimWorld()
{
    m_towns = {
        {QStringLiteral("12345"), QStringLiteral("Indianapolis"), 216, -1968, 5000, 45,
         QStringLiteral("FOOD:80, CONSTRUCTION_MATERIALS:72")},
        {QStringLiteral("12346"), QStringLiteral("Springfield"), -1420, 730, 3200, 31,
         QStringLiteral("FOOD:55, GOODS:40")},
        {QStringLiteral("12347"), QStringLiteral("Lafayette"), 2210, 1505, 1800, 19,
         QStringLiteral("TOOLS:20")},
    };
    m_industries = {
        {QStringLiteral("67890"), QStringLiteral("Oil Well"), QStringLiteral("oil_well"),
         QStringLiteral("CRUDE"), 1234, 5678},
        {QStringLiteral("67891"), QStringLiteral("Coal Mine"), QStringLiteral("coal_mine"),
         QStringLiteral("COAL"), -800, 2400},
        {QStringLiteral("67892"), QStringLiteral("Steel Mill"), QStringLiteral("steel_mill"),
         QStringLiteral("STEEL"), 300, 1900},
        {QStringLiteral("67893"), QStringLiteral("Farm"), QStringLiteral("farm"),
         QStringLiteral("GRAIN"), -2000, -500},
        {QStringLiteral("67894"), QStringLiteral("Food Processing Plant"),
         QStringLiteral("food_processing_plant"), QStringLiteral("FOOD"), 100, -1500},
    };
    m_lines = {{QStringLiteral("33418"), QStringLiteral("Coal Route"), QStringLiteral("truck"),
                QStringLiteral("COAL"), 2, 120},
               {QStringLiteral("33419"), QStringLiteral("Indianapolis Bus"), QStringLiteral("bus"),
                QString(), 4, 60}};
    addVehicles(QStringLiteral("33418"), QStringLiteral("truck"), 3);
    addVehicles(QStringLiteral("33419"), QStringLiteral("bus"), 2);
    m_stations = {
        {QStringLiteral("40001"), QStringLiteral("Indianapolis Central"), QStringLiteral("12345"),
         230, -1950},
        {QStringLiteral("40002"), QStringLiteral("Springfield Depot"), QStringLiteral("12346"),
         -1400, 720},
        {QStringLiteral("40003"), QStringLiteral("Coal Mine Stop"), QString(), -790, 2390}};
}

QString Tf2SimWorld::nextId()
{
    return QString::number(++m_nextId);
}

void Tf2SimWorld::advanceTicks(qint64 ticks)
{
    if (m_paused || m_speed == 0 || ticks <= 0)
        return;
    const qint64 days = ticks * m_speed;
    qint64 earnedPerDay = -qint64(m_vehicles.size()) * 50;
    for (const Line &l : std::as_const(m_lines))
        earnedPerDay += qint64(l.rate) * 10;
    m_date = m_date.addDays(days);
    m_money += days * earnedPerDay;
}

QHash<QString, Tf2SimWorld::Handler> Tf2SimWorld::handlers()
{
    return {
        {QStringLiteral("ping"), &Tf2SimWorld::ping},
        {QStringLiteral("query_game_state"), &Tf2SimWorld::queryGameState},
        {QStringLiteral("set_speed"), &Tf2SimWorld::setSpeed},
        {QStringLiteral("query_towns"), &Tf2SimWorld::queryTowns},
        {QStringLiteral("query_town_demands"), &Tf2SimWorld::queryTownDemands},
        {QStringLiteral("query_town_buildings"), &Tf2SimWorld::queryTownBuildings},
        {QStringLiteral("query_industries"), &Tf2SimWorld::queryIndustries},
        {QStringLiteral("query_lines"), &Tf2SimWorld::queryLines},
        {QStringLiteral("query_vehicles"), &Tf2SimWorld::queryVehicles},
        {QStringLiteral("query_stations"), &Tf2SimWorld::queryStations},
        {QStringLiteral("build_road"), &Tf2SimWorld::buildRoad},
        {QStringLiteral("build_industry_connection"), &Tf2SimWorld::buildIndustryConnection},
        {QStringLiteral("build_cargo_to_town"), &Tf2SimWorld::buildCargoToTown},
        {QStringLiteral("add_vehicle"), &Tf2SimWorld::addVehicle},
        {QStringLiteral("delete_line"), &Tf2SimWorld::deleteLine},
        {QStringLiteral("optimize_line_vehicles"), &Tf2SimWorld::optimizeLineVehicles},
        {QStringLiteral("snapshot_state"), &Tf2SimWorld::snapshotState},
        {QStringLiteral("diff_state"), &Tf2SimWorld::diffState},
        {QStringLiteral("pause"), &Tf2SimWorld::pause},
        {QStringLiteral("resume"), &Tf2SimWorld::resume},
    };
}

ic::Result<QJsonValue> Tf2SimWorld::answer(const peer::ModCommand &command)
{
    static const QHash<QString, Handler> table = handlers();
    const Handler handler = table.value(command.cmd);
    if (!handler)
        return ic::Error{QStringLiteral("tf2.unknown"),
                         QStringLiteral("Unknown command: %1").arg(command.cmd)};
    if (!m_available && command.cmd != QLatin1String("ping"))
        return ic::Error{QStringLiteral("tf2.unavailable"),
                         QStringLiteral("Game interface not available")};
    return (this->*handler)(command.params);
}

QString Tf2SimWorld::newSnapshotId()
{
    return QStringLiteral("snap_%1").arg(QRandomGenerator::global()->bounded(0x1000000), 6, 16,
                                         QLatin1Char('0'));
}

ic::Result<QJsonValue> Tf2SimWorld::ping(const QJsonObject &)
{
    return QJsonValue(QStringLiteral("pong"));
}

ic::Result<QJsonValue> Tf2SimWorld::queryGameState(const QJsonObject &)
{
    return QJsonValue(QJsonObject{{QStringLiteral("year"), m_date.year()},
                                  {QStringLiteral("month"), m_date.month()},
                                  {QStringLiteral("day"), m_date.day()},
                                  {QStringLiteral("money"), m_money},
                                  {QStringLiteral("speed"), m_speed},
                                  {QStringLiteral("paused"), m_paused}});
}

ic::Result<QJsonValue> Tf2SimWorld::setSpeed(const QJsonObject &params)
{
    const auto text = requiredParam(params, QStringLiteral("speed"));
    if (!text)
        return text.error();
    bool ok = false;
    const int speed = text->toInt(&ok);
    if (!ok || speed < 0 || speed > 4)
        return invalidParam(QStringLiteral("speed"));
    m_speed = speed;
    m_paused = speed == 0;
    return queryGameState({});
}

ic::Result<QJsonValue> Tf2SimWorld::pause(const QJsonObject &)
{
    m_paused = true;
    return QJsonValue(QJsonObject{{QStringLiteral("paused"), true}});
}

ic::Result<QJsonValue> Tf2SimWorld::resume(const QJsonObject &)
{
    m_paused = false;
    if (m_speed == 0)
        m_speed = 1;
    return QJsonValue(QJsonObject{{QStringLiteral("paused"), false}});
}

ic::Result<QJsonValue> Tf2SimWorld::snapshotState(const QJsonObject &)
{
    const QString id = newSnapshotId();
    m_snapshots.insert(id, Snapshot{m_date, m_money, m_lines.size(), m_vehicles.size()});
    return QJsonValue(QJsonObject{{QStringLiteral("snapshot_id"), id}});
}

ic::Result<QJsonValue> Tf2SimWorld::diffState(const QJsonObject &params)
{
    const auto id = requiredParam(params, QStringLiteral("snapshot_id"));
    if (!id)
        return id.error();
    if (!m_snapshots.contains(*id))
        return invalidParam(QStringLiteral("snapshot_id"));
    const Snapshot &then = m_snapshots[*id];
    return QJsonValue(QJsonObject{
        {QStringLiteral("snapshot_id"), *id},
        {QStringLiteral("days_passed"), qint64(then.date.daysTo(m_date))},
        {QStringLiteral("money_change"), m_money - then.money},
        {QStringLiteral("lines_change"), qint64(m_lines.size() - then.lines)},
        {QStringLiteral("vehicles_change"), qint64(m_vehicles.size() - then.vehicles)}});
}

} // namespace icconnectors::tf2
