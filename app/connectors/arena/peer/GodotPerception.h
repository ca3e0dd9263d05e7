#pragma once
// The perceptions the simulated Godot side sends, written from the seed's section 1 example
// alone (not the tick inspector's ArenaSamples): its agent, copied per agent with its own id,
// position and health, and the example's scene_specific block of one scene.

#include <QJsonObject>
#include <QStringList>

namespace icconnectors::arena {

class GodotPerception
{
public:
    /// "foraging", "crafting", "team_capture": the seed's scene_specific blocks.
    static const QStringList &scenes();
    /// The POST /tick body of `tick` with `agents` agents of `scene`.
    static QJsonObject make(qint64 tick, int agents, const QString &scene);
};

} // namespace icconnectors::arena
