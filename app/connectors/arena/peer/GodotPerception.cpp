#include "connectors/arena/peer/GodotPerception.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

namespace icconnectors::arena {

namespace {

// The seed's section 1 "Request Format", its one agent as the document writes it.
constexpr char seedAgent[] = R"({
  "agent_id": "foraging_agent_001",
  "observations": {
    "position": [10.5, 0.0, 5.2],
    "rotation": [0.0, 90.0, 0.0],
    "velocity": [1.0, 0.0, 0.5],
    "health": 100.0,
    "inventory": {"berries": 3, "wood": 2, "stone": 1},
    "visible_entities": [
      {"entity_id": "berry_001", "type": "resource", "resource_type": "berry",
       "position": [12.0, 0.5, 6.0], "distance": 2.1},
      {"entity_id": "fire_hazard_002", "type": "hazard", "hazard_type": "fire",
       "position": [7.0, 0.5, -3.0], "distance": 9.8}
    ],
    "nearby_agents": [
      {"agent_id": "blue_agent_002", "team": "blue", "position": [8.0, 1.0, 7.0],
       "distance": 3.5}
    ],
    "scene_specific": {
      "foraging": {"resources_collected": 6, "resources_remaining": 1, "damage_taken": 15.0},
      "crafting": {
        "available_stations": [
          {"name": "Furnace", "type": "furnace", "position": [0.0, 0.5, -5.0], "distance": 12.3}
        ],
        "recipes": {
          "iron_ingot": {"inputs": {"iron_ore": 1, "coal": 1}, "station": "Furnace", "time": 3.0}
        }
      },
      "team_capture": {
        "team": "blue", "team_score": 45, "enemy_score": 38,
        "objectives": [
          {"name": "CapturePointA", "owner": "blue", "capturing_team": null,
           "capture_progress": 0.0, "position": [-15.0, 0.5, -15.0], "distance": 8.2}
        ]
      }
    }
  }
})";

QJsonObject agent(const QString &scene, int index, qint64 tick)
{
    QJsonObject a = QJsonDocument::fromJson(seedAgent).object();
    QJsonObject observations = a.value(QLatin1String("observations")).toObject();
    const QJsonObject scenes = observations.value(QLatin1String("scene_specific")).toObject();
    observations.insert(QStringLiteral("scene_specific"),
                        QJsonObject{{scene, scenes.value(scene)}});
    const double shift = double((tick + index) % 20) * 0.1;
    observations.insert(QStringLiteral("position"), QJsonArray{10.5 + shift, 0.0, 5.2 + index});
    observations.insert(QStringLiteral("health"), 100.0 - 5.0 * index);
    const QString prefix = scene == QLatin1String("team_capture")
                               ? QStringLiteral("blue_agent")
                               : scene + QStringLiteral("_agent");
    a.insert(QStringLiteral("agent_id"),
             prefix + QStringLiteral("_%1").arg(index + 1, 3, 10, QLatin1Char('0')));
    a.insert(QStringLiteral("observations"), observations);
    return a;
}

} // namespace

const QStringList &GodotPerception::scenes()
{
    static const QStringList names{QStringLiteral("foraging"), QStringLiteral("crafting"),
                                   QStringLiteral("team_capture")};
    return names;
}

QJsonObject GodotPerception::make(qint64 tick, int agents, const QString &scene)
{
    QJsonArray list;
    for (int i = 0; i < agents; ++i)
        list.append(agent(scenes().contains(scene) ? scene : scenes().first(), i, tick));
    return {{QStringLiteral("tick"), tick},
            {QStringLiteral("timestamp"), double(QDateTime::currentMSecsSinceEpoch()) / 1000.0},
            {QStringLiteral("agents"), list}};
}

} // namespace icconnectors::arena
