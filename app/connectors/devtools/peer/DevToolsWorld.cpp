// DevToolsWorld: the map, its entities, the tick and the events (the commands are in
// DevToolsWorld_Commands.cpp).

#include "connectors/devtools/peer/DevToolsWorld.h"

#include <array>

namespace icconnectors::devtools {
namespace {

DevToolsEntity creature(const QString &type, const QString &kind, QChar glyph, int x, int y,
                        int health)
{
    DevToolsEntity entity;
    entity.type = type;
    entity.kind = kind;
    entity.glyph = glyph;
    entity.x = x;
    entity.y = y;
    entity.health = health;
    entity.maxHealth = health;
    return entity;
}

} // namespace

DevToolsWorld::DevToolsWorld(quint32 seed, QObject *parent) : QObject(parent), m_random(seed)
{
    m_map = {
        QStringLiteral("####################"), QStringLiteral("#..................#"),
        QStringLiteral("#..................#"), QStringLiteral("#........#.........#"),
        QStringLiteral("#........#.........#"), QStringLiteral("#........####......#"),
        QStringLiteral("#..................#"), QStringLiteral("#..................#"),
        QStringLiteral("#..................#"), QStringLiteral("####################"),
    };
    add(creature(QStringLiteral("player"), QStringLiteral("player"), QLatin1Char('@'), 3, 2, 100),
        false);
    for (const auto &[x, y] : {std::pair{14, 3}, std::pair{4, 6}, std::pair{17, 7}})
        add(creature(QStringLiteral("enemy"), QStringLiteral("goblin"), QLatin1Char('g'), x, y, 20),
            false);
    for (const auto &[x, y] : {std::pair{3, 4}, std::pair{14, 7}}) {
        DevToolsEntity potion;
        potion.type = QStringLiteral("item");
        potion.kind = QStringLiteral("potion");
        potion.name = QStringLiteral("Health Potion");
        potion.glyph = QLatin1Char('!');
        potion.x = x;
        potion.y = y;
        add(potion, false);
    }
}

int DevToolsWorld::width() const
{
    return int(m_map.first().size());
}

int DevToolsWorld::height() const
{
    return int(m_map.size());
}

bool DevToolsWorld::inBounds(int x, int y) const
{
    return x >= 0 && y >= 0 && x < width() && y < height();
}

bool DevToolsWorld::walkable(int x, int y) const
{
    return inBounds(x, y) && m_map.at(y).at(x) == QLatin1Char('.');
}

const DevToolsEntity *DevToolsWorld::entity(int id) const
{
    const auto it = m_entities.find(id);
    return it == m_entities.end() ? nullptr : &it->second;
}

QList<DevToolsEntity> DevToolsWorld::entities() const
{
    QList<DevToolsEntity> all;
    for (const auto &[id, entity] : m_entities)
        all.append(entity);
    return all;
}

int DevToolsWorld::inventory() const
{
    return m_inventory;
}

DevToolsEntity *DevToolsWorld::find(int id)
{
    const auto it = m_entities.find(id);
    return it == m_entities.end() ? nullptr : &it->second;
}

DevToolsEntity *DevToolsWorld::player()
{
    return find(playerId);
}

int DevToolsWorld::add(DevToolsEntity entity, bool announce)
{
    entity.id = m_nextId++;
    m_entities.emplace(entity.id, entity);
    if (announce)
        Q_EMIT happened(QStringLiteral("entity_created"),
                        {{QStringLiteral("entityId"), entity.id},
                         {QStringLiteral("entityType"), entity.type},
                         {QStringLiteral("x"), entity.x},
                         {QStringLiteral("y"), entity.y}});
    return entity.id;
}

void DevToolsWorld::moveTo(DevToolsEntity &entity, int x, int y)
{
    const int fromX = entity.x;
    const int fromY = entity.y;
    entity.x = x;
    entity.y = y;
    Q_EMIT happened(QStringLiteral("entity_moved"), {{QStringLiteral("entityId"), entity.id},
                                                     {QStringLiteral("fromX"), fromX},
                                                     {QStringLiteral("fromY"), fromY},
                                                     {QStringLiteral("toX"), x},
                                                     {QStringLiteral("toY"), y}});
}

void DevToolsWorld::die(int id)
{
    DevToolsEntity *victim = find(id);
    if (!victim)
        return;
    victim->health = 0;
    const QJsonObject fields{{QStringLiteral("entityId"), id},
                             {QStringLiteral("entityType"), victim->type}};
    if (id != playerId)
        m_entities.erase(id);
    Q_EMIT happened(QStringLiteral("entity_died"), fields);
}

void DevToolsWorld::hurt(int id, int damage)
{
    DevToolsEntity *target = find(id);
    if (!target || !target->hasHealth() || !target->alive())
        return;
    target->health = qMax(0, target->health - damage);
    if (target->health == 0)
        die(id);
}

bool DevToolsWorld::occupied(int x, int y) const
{
    for (const auto &[id, entity] : m_entities) {
        if (entity.hasHealth() && entity.alive() && entity.x == x && entity.y == y)
            return true;
    }
    return false;
}

void DevToolsWorld::tick()
{
    static constexpr std::array<std::pair<int, int>, 4> steps{std::pair{1, 0}, std::pair{-1, 0},
                                                              std::pair{0, 1}, std::pair{0, -1}};
    QList<int> goblins;
    for (const auto &[id, entity] : m_entities) {
        if (entity.type == QLatin1String("enemy"))
            goblins.append(id);
    }
    for (const int id : goblins) {
        const auto [dx, dy] = steps.at(m_random.bounded(4));
        DevToolsEntity *goblin = find(id);
        if (m_random.bounded(2) == 0 || !goblin)
            continue;
        const int x = goblin->x + dx;
        const int y = goblin->y + dy;
        if (walkable(x, y) && !occupied(x, y))
            moveTo(*goblin, x, y);
    }
}

QString DevToolsWorld::position(int x, int y)
{
    return QStringLiteral("(%1, %2)").arg(x).arg(y);
}

QString DevToolsWorld::describe(const DevToolsEntity &entity)
{
    return entity.id == playerId ? QStringLiteral("player")
                                 : QStringLiteral("%1 %2").arg(entity.kind).arg(entity.id);
}

QJsonObject DevToolsWorld::entityJson(const DevToolsEntity &entity)
{
    QJsonObject json{{QStringLiteral("id"), entity.id},
                     {QStringLiteral("x"), entity.x},
                     {QStringLiteral("y"), entity.y},
                     {QStringLiteral("glyph"), QString(entity.glyph)},
                     {QStringLiteral("type"), entity.type}};
    if (entity.hasHealth())
        json.insert(QStringLiteral("health"),
                    QStringLiteral("%1/%2").arg(entity.health).arg(entity.maxHealth));
    else
        json.insert(QStringLiteral("name"), entity.name);
    return json;
}

QJsonArray DevToolsWorld::terrainJson() const
{
    QJsonArray tiles;
    for (int y = 0; y < height(); ++y) {
        for (int x = 0; x < width(); ++x) {
            const bool wall = !walkable(x, y);
            tiles.append(QJsonObject{
                {QStringLiteral("id"), tileIdBase + y * width() + x},
                {QStringLiteral("x"), x},
                {QStringLiteral("y"), y},
                {QStringLiteral("glyph"), wall ? QStringLiteral("#") : QStringLiteral(".")},
                {QStringLiteral("type"), wall ? QStringLiteral("wall") : QStringLiteral("floor")}});
        }
    }
    return tiles;
}

} // namespace icconnectors::devtools
