#include "connectors/arena/ArenaSamples.h"

#include <QDateTime>
#include <QJsonArray>

namespace icconnectors::arena {

namespace {

QJsonArray vec(double x, double y, double z)
{
    return QJsonArray{x, y, z};
}

QJsonObject entities(double shift, QJsonObject observations)
{
    observations.insert(
        QStringLiteral("visible_entities"),
        QJsonArray{QJsonObject{{QStringLiteral("entity_id"), QStringLiteral("berry_001")},
                               {QStringLiteral("type"), QStringLiteral("resource")},
                               {QStringLiteral("resource_type"), QStringLiteral("berry")},
                               {QStringLiteral("position"), vec(12.0, 0.5, 6.0)},
                               {QStringLiteral("distance"), 2.1 + shift}},
                   QJsonObject{{QStringLiteral("entity_id"), QStringLiteral("fire_hazard_002")},
                               {QStringLiteral("type"), QStringLiteral("hazard")},
                               {QStringLiteral("hazard_type"), QStringLiteral("fire")},
                               {QStringLiteral("position"), vec(7.0, 0.5, -3.0)},
                               {QStringLiteral("distance"), 9.8}}});
    observations.insert(
        QStringLiteral("nearby_agents"),
        QJsonArray{QJsonObject{{QStringLiteral("agent_id"), QStringLiteral("blue_agent_002")},
                               {QStringLiteral("team"), QStringLiteral("blue")},
                               {QStringLiteral("position"), vec(8.0, 1.0, 7.0)},
                               {QStringLiteral("distance"), 3.5}}});
    return observations;
}

QJsonObject crafting()
{
    return QJsonObject{
        {QStringLiteral("available_stations"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Furnace")},
                                {QStringLiteral("type"), QStringLiteral("furnace")},
                                {QStringLiteral("position"), vec(0.0, 0.5, -5.0)},
                                {QStringLiteral("distance"), 12.3}}}},
        {QStringLiteral("recipes"),
         QJsonObject{
             {QStringLiteral("iron_ingot"),
              QJsonObject{{QStringLiteral("inputs"), QJsonObject{{QStringLiteral("iron_ore"), 1},
                                                                 {QStringLiteral("coal"), 1}}},
                          {QStringLiteral("station"), QStringLiteral("Furnace")},
                          {QStringLiteral("time"), 3.0}}}}}};
}

QJsonObject teamCapture(qint64 tick)
{
    return QJsonObject{
        {QStringLiteral("team"), QStringLiteral("blue")},
        {QStringLiteral("team_score"), 45 + int(tick % 10)},
        {QStringLiteral("enemy_score"), 38},
        {QStringLiteral("objectives"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("CapturePointA")},
                                {QStringLiteral("owner"), QStringLiteral("blue")},
                                {QStringLiteral("capturing_team"), QJsonValue::Null},
                                {QStringLiteral("capture_progress"), 0.0},
                                {QStringLiteral("position"), vec(-15.0, 0.5, -15.0)},
                                {QStringLiteral("distance"), 8.2}}}}};
}

QJsonObject sceneBlock(const QString &scene, qint64 tick)
{
    if (scene == QLatin1String("crafting"))
        return {{scene, crafting()}};
    if (scene == QLatin1String("team_capture"))
        return {{scene, teamCapture(tick)}};
    return {{QStringLiteral("foraging"), QJsonObject{{QStringLiteral("resources_collected"), 6},
                                                     {QStringLiteral("resources_remaining"), 1},
                                                     {QStringLiteral("damage_taken"), 15.0}}}};
}

} // namespace

const QStringList &ArenaSamples::scenes()
{
    static const QStringList names{QStringLiteral("foraging"), QStringLiteral("crafting"),
                                   QStringLiteral("team_capture")};
    return names;
}

QString ArenaSamples::agentId(const QString &scene, int index)
{
    const QString prefix = scene == QLatin1String("team_capture")
                               ? QStringLiteral("blue_agent")
                               : scene + QStringLiteral("_agent");
    return prefix + QStringLiteral("_%1").arg(index + 1, 3, 10, QLatin1Char('0'));
}

QJsonObject ArenaSamples::perception(qint64 tick, int agents, const QString &scene)
{
    QJsonArray list;
    for (int i = 0; i < agents; ++i) {
        const double shift = double((tick + i) % 20) * 0.1;
        QJsonObject observations{
            {QStringLiteral("position"), vec(10.5 + shift, 0.0, 5.2 + i)},
            {QStringLiteral("rotation"), vec(0.0, 90.0, 0.0)},
            {QStringLiteral("velocity"), vec(1.0, 0.0, 0.5)},
            {QStringLiteral("health"), 100.0 - double(i * 5)},
            {QStringLiteral("inventory"), QJsonObject{{QStringLiteral("berries"), 3},
                                                      {QStringLiteral("wood"), 2},
                                                      {QStringLiteral("stone"), 1}}},
            {QStringLiteral("scene_specific"), sceneBlock(scene, tick)}};
        list.append(QJsonObject{{QStringLiteral("agent_id"), agentId(scene, i)},
                                {QStringLiteral("observations"), entities(shift, observations)}});
    }
    return QJsonObject{
        {QStringLiteral("tick"), tick},
        {QStringLiteral("timestamp"), double(QDateTime::currentMSecsSinceEpoch()) / 1000.0},
        {QStringLiteral("agents"), list}};
}

} // namespace icconnectors::arena
