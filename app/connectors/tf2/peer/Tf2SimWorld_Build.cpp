// Tf2SimWorld: building (a road becomes a truck line with one vehicle) and vehicle management.

#include "connectors/tf2/peer/Tf2SimWorld.h"

namespace icconnectors::tf2 {
namespace {

constexpr qint64 kRoadCost = 120000;
constexpr qint64 kVehicleCost = 45000;

const QStringList &vehicleTypes()
{
    static const QStringList types = {QStringLiteral("truck"), QStringLiteral("bus"),
                                      QStringLiteral("tram"),  QStringLiteral("train"),
                                      QStringLiteral("ship"),  QStringLiteral("plane")};
    return types;
}

} // namespace

void Tf2SimWorld::addVehicles(const QString &lineId, const QString &type, int count)
{
    for (int i = 0; i < count; ++i)
        m_vehicles.append(Vehicle{nextId(), lineId, type});
}

QJsonObject Tf2SimWorld::openLine(const QString &name, const QString &cargo, int rate)
{
    Line l{nextId(), name, QStringLiteral("truck"), cargo, 2, rate};
    m_lines.append(l);
    addVehicles(l.id, l.vehicleType, 1);
    m_money -= kRoadCost + kVehicleCost;
    return QJsonObject{{QStringLiteral("line_id"), l.id},
                       {QStringLiteral("name"), l.name},
                       {QStringLiteral("cargo"), cargo},
                       {QStringLiteral("cost"), kRoadCost + kVehicleCost}};
}

ic::Result<QJsonValue> Tf2SimWorld::buildRoad(const QJsonObject &params)
{
    const QString cargo = params.value(QStringLiteral("cargo")).toString();
    for (const Industry &from : std::as_const(m_industries)) {
        if (!cargo.isEmpty() && from.cargo != cargo)
            continue;
        const Industry &to =
            m_industries.at((&from - m_industries.constData() + 1) % m_industries.size());
        return QJsonValue(openLine(from.name + QStringLiteral(" - ") + to.name, from.cargo, 80));
    }
    return invalidParam(QStringLiteral("cargo"));
}

ic::Result<QJsonValue> Tf2SimWorld::buildIndustryConnection(const QJsonObject &params)
{
    const auto firstId = requiredParam(params, QStringLiteral("industry1_id"));
    if (!firstId)
        return firstId.error();
    const auto secondId = requiredParam(params, QStringLiteral("industry2_id"));
    if (!secondId)
        return secondId.error();
    const Industry *from = industry(*firstId);
    if (!from)
        return invalidParam(QStringLiteral("industry1_id"));
    const Industry *to = industry(*secondId);
    if (!to || to == from)
        return invalidParam(QStringLiteral("industry2_id"));
    return QJsonValue(openLine(from->name + QStringLiteral(" - ") + to->name, from->cargo, 100));
}

ic::Result<QJsonValue> Tf2SimWorld::buildCargoToTown(const QJsonObject &params)
{
    const auto industryId = requiredParam(params, QStringLiteral("industry_id"));
    if (!industryId)
        return industryId.error();
    const auto townId = requiredParam(params, QStringLiteral("town_id"));
    if (!townId)
        return townId.error();
    const auto cargo = requiredParam(params, QStringLiteral("cargo")); // the seed lists it
    if (!cargo)
        return cargo.error();
    const Industry *from = industry(*industryId);
    if (!from)
        return invalidParam(QStringLiteral("industry_id"));
    const Town *to = town(*townId);
    if (!to)
        return invalidParam(QStringLiteral("town_id"));
    if (*cargo != from->cargo)
        return invalidParam(QStringLiteral("cargo"));
    return QJsonValue(openLine(from->name + QStringLiteral(" - ") + to->name, from->cargo, 90));
}

ic::Result<QJsonValue> Tf2SimWorld::addVehicle(const QJsonObject &params)
{
    const auto lineId = requiredParam(params, QStringLiteral("line_id"));
    if (!lineId)
        return lineId.error();
    const Line *l = line(*lineId);
    if (!l)
        return invalidParam(QStringLiteral("line_id"));
    const auto typeParam = requiredParam(params, QStringLiteral("vehicle_type"));
    if (!typeParam)
        return typeParam.error();
    const QString type = *typeParam;
    if (!vehicleTypes().contains(type))
        return invalidParam(QStringLiteral("vehicle_type"));
    addVehicles(l->id, type, 1);
    m_money -= kVehicleCost;
    return QJsonValue(QJsonObject{{QStringLiteral("line_id"), l->id},
                                  {QStringLiteral("vehicle_id"), m_vehicles.last().id},
                                  {QStringLiteral("vehicle_type"), type},
                                  {QStringLiteral("vehicle_count"), vehiclesOn(l->id)}});
}

ic::Result<QJsonValue> Tf2SimWorld::deleteLine(const QJsonObject &params)
{
    const auto lineId = requiredParam(params, QStringLiteral("line_id"));
    if (!lineId)
        return lineId.error();
    if (!line(*lineId))
        return invalidParam(QStringLiteral("line_id"));
    const int sold = vehiclesOn(*lineId);
    m_vehicles.removeIf([&](const Vehicle &v) { return v.lineId == *lineId; });
    m_lines.removeIf([&](const Line &l) { return l.id == *lineId; });
    return QJsonValue(QJsonObject{{QStringLiteral("line_id"), *lineId},
                                  {QStringLiteral("deleted"), true},
                                  {QStringLiteral("vehicles_sold"), sold}});
}

ic::Result<QJsonValue> Tf2SimWorld::optimizeLineVehicles(const QJsonObject &params)
{
    const auto lineId = requiredParam(params, QStringLiteral("line_id"));
    if (!lineId)
        return lineId.error();
    const Line *l = line(*lineId);
    if (!l)
        return invalidParam(QStringLiteral("line_id"));
    const int before = vehiclesOn(l->id);
    const int target = qMax(1, l->rate / 40);
    if (target > before)
        addVehicles(l->id, l->vehicleType, target - before);
    for (int extra = before - target; extra > 0; --extra) {
        const auto it = std::find_if(m_vehicles.rbegin(), m_vehicles.rend(),
                                     [&](const Vehicle &v) { return v.lineId == l->id; });
        m_vehicles.erase(std::next(it).base());
    }
    return QJsonValue(QJsonObject{{QStringLiteral("line_id"), l->id},
                                  {QStringLiteral("vehicles_before"), before},
                                  {QStringLiteral("vehicles_after"), target}});
}

} // namespace icconnectors::tf2
