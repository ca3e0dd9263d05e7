// Tf2SimWorld: the query commands, shaped as the seed's examples (the game stringifies them).

#include "connectors/tf2/peer/Tf2SimWorld.h"

#include <QJsonArray>

#include <cmath>

namespace icconnectors::tf2 {
namespace {

QJsonValue listOf(const char *key, const QJsonArray &items)
{
    return QJsonObject{{QLatin1String(key), items}};
}

} // namespace

const Tf2SimWorld::Town *Tf2SimWorld::town(const QString &id) const
{
    for (const Town &t : m_towns) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

const Tf2SimWorld::Industry *Tf2SimWorld::industry(const QString &id) const
{
    for (const Industry &i : m_industries) {
        if (i.id == id)
            return &i;
    }
    return nullptr;
}

Tf2SimWorld::Line *Tf2SimWorld::line(const QString &id)
{
    for (Line &l : m_lines) {
        if (l.id == id)
            return &l;
    }
    return nullptr;
}

int Tf2SimWorld::vehiclesOn(const QString &lineId) const
{
    return int(std::count_if(m_vehicles.cbegin(), m_vehicles.cend(),
                             [&](const Vehicle &v) { return v.lineId == lineId; }));
}

ic::Result<QJsonValue> Tf2SimWorld::queryTowns(const QJsonObject &)
{
    QJsonArray towns;
    for (const Town &t : m_towns)
        towns.append(QJsonObject{{QStringLiteral("id"), t.id},
                                 {QStringLiteral("name"), t.name},
                                 {QStringLiteral("population"), t.population}});
    return listOf("towns", towns);
}

ic::Result<QJsonValue> Tf2SimWorld::queryTownDemands(const QJsonObject &)
{
    QJsonArray towns;
    for (const Town &t : m_towns)
        towns.append(QJsonObject{{QStringLiteral("id"), t.id},
                                 {QStringLiteral("name"), t.name},
                                 {QStringLiteral("x"), t.x},
                                 {QStringLiteral("y"), t.y},
                                 {QStringLiteral("population"), t.population},
                                 {QStringLiteral("building_count"), t.buildings},
                                 {QStringLiteral("cargo_demands"), t.demands}});
    return listOf("towns", towns);
}

ic::Result<QJsonValue> Tf2SimWorld::queryTownBuildings(const QJsonObject &params)
{
    const auto id = requiredParam(params, QStringLiteral("town_id"));
    if (!id)
        return id.error();
    const Town *t = town(*id);
    if (!t)
        return invalidParam(QStringLiteral("town_id"));
    const int commercial = t->buildings / 4;
    QStringList names;
    for (const QString &demand : t->demands.split(QStringLiteral(", ")))
        names.append(demand.section(QLatin1Char(':'), 0, 0));
    return QJsonValue(
        QJsonObject{{QStringLiteral("town_id"), t->id},
                    {QStringLiteral("town_name"), t->name},
                    {QStringLiteral("building_count"), t->buildings},
                    {QStringLiteral("town_center_x"), t->x},
                    {QStringLiteral("town_center_y"), t->y},
                    {QStringLiteral("commercial_count"), commercial},
                    {QStringLiteral("residential_count"), t->buildings - commercial},
                    {QStringLiteral("cargo_demands"), names.join(QStringLiteral(", "))},
                    {QStringLiteral("cargo_details"), t->demands}});
}

ic::Result<QJsonValue> Tf2SimWorld::queryIndustries(const QJsonObject &)
{
    QJsonArray industries;
    for (const Industry &i : m_industries)
        industries.append(QJsonObject{{QStringLiteral("id"), i.id},
                                      {QStringLiteral("name"), i.name},
                                      {QStringLiteral("type"), i.type},
                                      {QStringLiteral("x"), i.x},
                                      {QStringLiteral("y"), i.y}});
    return listOf("industries", industries);
}

ic::Result<QJsonValue> Tf2SimWorld::queryLines(const QJsonObject &)
{
    QJsonArray lines;
    for (const Line &l : m_lines) {
        const int vehicles = vehiclesOn(l.id);
        const int interval = vehicles > 0 ? 60 / vehicles : 0;
        const double frequency = interval > 0 ? std::round(1000.0 / interval) / 1000.0 : 0.0;
        lines.append(QJsonObject{{QStringLiteral("id"), l.id},
                                 {QStringLiteral("name"), l.name},
                                 {QStringLiteral("vehicle_count"), vehicles},
                                 {QStringLiteral("stop_count"), l.stops},
                                 {QStringLiteral("rate"), l.rate},
                                 {QStringLiteral("frequency"), frequency},
                                 {QStringLiteral("interval"), interval}});
    }
    return listOf("lines", lines);
}

ic::Result<QJsonValue> Tf2SimWorld::queryVehicles(const QJsonObject &)
{
    QJsonArray vehicles;
    for (const Vehicle &v : m_vehicles)
        vehicles.append(QJsonObject{{QStringLiteral("id"), v.id},
                                    {QStringLiteral("name"), v.type + QLatin1Char(' ') + v.id},
                                    {QStringLiteral("line_id"), v.lineId},
                                    {QStringLiteral("vehicle_type"), v.type}});
    return listOf("vehicles", vehicles);
}

ic::Result<QJsonValue> Tf2SimWorld::queryStations(const QJsonObject &)
{
    QJsonArray stations;
    for (const Station &s : m_stations)
        stations.append(QJsonObject{{QStringLiteral("id"), s.id},
                                    {QStringLiteral("name"), s.name},
                                    {QStringLiteral("town_id"), s.townId},
                                    {QStringLiteral("x"), s.x},
                                    {QStringLiteral("y"), s.y}});
    return listOf("stations", stations);
}

} // namespace icconnectors::tf2
