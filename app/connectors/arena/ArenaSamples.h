#pragma once
// Perceptions shaped as the seed's examples (section 1), for the simulated Godot side, the
// connector's test tick and the benchmark: `agents` agents of one scene, each with position,
// rotation, velocity, health, inventory, visible entities, nearby agents and the scene's
// scene_specific block. Deterministic for a given tick.

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace icconnectors::arena {

class ArenaSamples
{
public:
    /// "foraging", "crafting", "team_capture".
    static const QStringList &scenes();
    /// The id of agent `index` (0-based) of `scene`: "foraging_agent_001", "blue_agent_002", …
    static QString agentId(const QString &scene, int index);
    static QJsonObject perception(qint64 tick, int agents, const QString &scene);
};

} // namespace icconnectors::arena
