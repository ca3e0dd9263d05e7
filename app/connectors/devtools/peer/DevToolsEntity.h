#pragma once
// One thing in the simulated PigeonPea world: the player, a goblin (an "enemy") or a potion
// (an "item"). Terrain tiles are not entities here; query lists them from the map.

#include <QChar>
#include <QString>

namespace icconnectors::devtools {

struct DevToolsEntity
{
    int id = 0;
    /// As query shows it: "player", "enemy", "item".
    QString type;
    /// As messages name it: "player", "goblin", "potion".
    QString kind;
    /// Items only: "Health Potion".
    QString name;
    QChar glyph;
    int x = 0;
    int y = 0;
    int health = 0;
    /// 0 for things without health (items).
    int maxHealth = 0;

    bool hasHealth() const { return maxHealth > 0; }
    bool alive() const { return !hasHealth() || health > 0; }
};

} // namespace icconnectors::devtools
