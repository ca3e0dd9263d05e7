#pragma once
// The simulated PigeonPea world behind ic-devtools-mock: a 20×10 map with walls, a player, three
// goblins and two potions. execute() runs one RFC-014 command with the RFC's validation (bounds,
// walkable, alive, inventory space, recognised types) and its messages; what changes is
// announced by happened() as the RFC's future events (entity_created, entity_moved,
// entity_died). tick() moves goblins a step now and then (seeded, so a test can repeat it).
// No sockets here: DevToolsPeer serves it.

#include "connectors/devtools/peer/DevToolsEntity.h"
#include "connectors/devtools/peer/DevToolsReply.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QRandomGenerator>
#include <QStringList>
#include <map>

namespace icconnectors::devtools {

class DevToolsArgs;

class DevToolsWorld : public QObject
{
    Q_OBJECT
public:
    static constexpr int inventoryCapacity = 5;
    static constexpr int playerId = 1;
    /// Terrain tiles' ids in query: tileIdBase + y * width + x.
    static constexpr int tileIdBase = 10'000;

    explicit DevToolsWorld(quint32 seed = 1, QObject *parent = nullptr);

    /// spawn, tp, teleport, query, give, heal, kill, ping.
    static QStringList commandNames();
    /// Runs a command with its args as the message gave them ("Unknown command: x" for one
    /// not in commandNames()).
    DevToolsReply execute(const QString &cmd, const QJsonObject &args);
    /// Each living goblin steps to a free neighbouring floor tile with a chance of one half.
    void tick();
    /// Takes health from a creature; at 0 it dies (entity_died; a goblin is removed, the
    /// player stays, dead). For the tests and the demo: how the player can come to be dead.
    void hurt(int id, int damage);

    int width() const;
    int height() const;
    bool inBounds(int x, int y) const;
    bool walkable(int x, int y) const;
    const DevToolsEntity *entity(int id) const;
    QList<DevToolsEntity> entities() const;
    int inventory() const;

Q_SIGNALS:
    /// event: entity_created, entity_moved or entity_died; fields as RFC-014 lists them.
    void happened(const QString &event, const QJsonObject &fields);

private:
    DevToolsReply spawn(const DevToolsArgs &args);
    DevToolsReply teleport(const DevToolsArgs &args);
    DevToolsReply query() const;
    DevToolsReply give(const DevToolsArgs &args);
    DevToolsReply heal(const DevToolsArgs &args);
    DevToolsReply kill(const DevToolsArgs &args);
    DevToolsReply killNearest();
    DevToolsReply killAll();

    DevToolsEntity *find(int id);
    DevToolsEntity *findTarget(const QString &ref);
    DevToolsEntity *player();
    int add(DevToolsEntity entity, bool announce);
    void moveTo(DevToolsEntity &entity, int x, int y);
    void die(int id);
    bool occupied(int x, int y) const;
    QJsonArray terrainJson() const;
    static QJsonObject entityJson(const DevToolsEntity &entity);
    static QString position(int x, int y);
    static QString describe(const DevToolsEntity &entity);

    QStringList m_map;
    std::map<int, DevToolsEntity> m_entities;
    int m_nextId = playerId;
    int m_inventory = 0;
    QRandomGenerator m_random;
};

} // namespace icconnectors::devtools
