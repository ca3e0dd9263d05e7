// DevToolsWorld: RFC-014's commands. Messages are wire text, worded as the RFC's examples.

#include "connectors/devtools/peer/DevToolsArgs.h"
#include "connectors/devtools/peer/DevToolsWorld.h"

#include <cmath>

namespace icconnectors::devtools {
namespace {

const QString kNotAlive = QStringLiteral("Player is not alive");

DevToolsReply outOfBounds(int x, int y)
{
    return DevToolsReply::fail(QStringLiteral("Position out of bounds: (%1, %2)").arg(x).arg(y));
}

} // namespace

QStringList DevToolsWorld::commandNames()
{
    return {QStringLiteral("spawn"), QStringLiteral("tp"),   QStringLiteral("teleport"),
            QStringLiteral("query"), QStringLiteral("give"), QStringLiteral("heal"),
            QStringLiteral("kill"),  QStringLiteral("ping")};
}

DevToolsReply DevToolsWorld::execute(const QString &cmd, const QJsonObject &args)
{
    const DevToolsArgs a(cmd, args);
    if (cmd == QLatin1String("spawn"))
        return spawn(a);
    if (cmd == QLatin1String("tp") || cmd == QLatin1String("teleport"))
        return teleport(a);
    if (cmd == QLatin1String("query"))
        return query();
    if (cmd == QLatin1String("give"))
        return give(a);
    if (cmd == QLatin1String("heal"))
        return heal(a);
    if (cmd == QLatin1String("kill"))
        return kill(a);
    if (cmd == QLatin1String("ping"))
        return DevToolsReply::ok(QStringLiteral("pong"));
    return DevToolsReply::fail(QStringLiteral("Unknown command: %1").arg(cmd));
}

DevToolsReply DevToolsWorld::spawn(const DevToolsArgs &args)
{
    const auto type = args.requiredText(QStringLiteral("entity"));
    if (!type)
        return DevToolsReply::fail(type.error().message);
    const auto x = args.requiredInt(QStringLiteral("x"));
    const auto y = args.requiredInt(QStringLiteral("y"));
    if (!x || !y)
        return DevToolsReply::fail((!x ? x : y).error().message);
    const bool goblin = *type == QLatin1String("goblin") || *type == QLatin1String("enemy");
    const bool potion = *type == QLatin1String("potion") || *type == QLatin1String("health_potion");
    if (!goblin && !potion)
        return DevToolsReply::fail(
            args.invalid(QStringLiteral("unknown entity type '%1'").arg(*type)).message);
    if (!inBounds(*x, *y))
        return outOfBounds(*x, *y);
    if (!walkable(*x, *y))
        return DevToolsReply::fail(
            QStringLiteral("Position is not walkable: %1").arg(position(*x, *y)));
    DevToolsEntity entity;
    entity.type = goblin ? QStringLiteral("enemy") : QStringLiteral("item");
    entity.kind = goblin ? QStringLiteral("goblin") : QStringLiteral("potion");
    entity.glyph = goblin ? QLatin1Char('g') : QLatin1Char('!');
    entity.name = goblin ? QString() : QStringLiteral("Health Potion");
    entity.health = entity.maxHealth = goblin ? 20 : 0;
    entity.x = *x;
    entity.y = *y;
    const int id = add(entity, true);
    return DevToolsReply::ok(
        QStringLiteral("Spawned %1 at %2").arg(entity.kind, position(*x, *y)),
        {{QStringLiteral("entityId"), id}, {QStringLiteral("x"), *x}, {QStringLiteral("y"), *y}});
}

DevToolsReply DevToolsWorld::teleport(const DevToolsArgs &args)
{
    const auto x = args.requiredInt(QStringLiteral("x"));
    const auto y = args.requiredInt(QStringLiteral("y"));
    const auto ref = args.optionalText(QStringLiteral("entity"), QString());
    if (!x || !y)
        return DevToolsReply::fail((!x ? x : y).error().message);
    if (!ref)
        return DevToolsReply::fail(ref.error().message);
    if (!inBounds(*x, *y))
        return outOfBounds(*x, *y);
    DevToolsEntity *target = findTarget(*ref);
    if (!target)
        return DevToolsReply::fail(QStringLiteral("Entity not found: %1").arg(*ref));
    if (!target->alive())
        return DevToolsReply::fail(target->id == playerId
                                       ? kNotAlive
                                       : QStringLiteral("Entity %1 is not alive").arg(*ref));
    const QString from = position(target->x, target->y);
    moveTo(*target, *x, *y);
    return DevToolsReply::ok(QStringLiteral("Teleported %1 from %2 to %3")
                                 .arg(describe(*target), from, position(*x, *y)));
}

// tp/heal's target, a string as RFC-014 writes `entity` everywhere it gives its type: absent
// (or null) or "player" is the player, else the decimal id a query gave ("42"). A number is
// refused by optionalText ("'entity' must be a string").
DevToolsEntity *DevToolsWorld::findTarget(const QString &ref)
{
    if (ref.isEmpty() || ref == QLatin1String("player"))
        return player();
    bool number = false;
    const int id = ref.toInt(&number);
    return number && ref == QString::number(id) ? find(id) : nullptr;
}

DevToolsReply DevToolsWorld::query() const
{
    QJsonArray all;
    for (const auto &[id, entity] : m_entities)
        all.append(entityJson(entity));
    for (const QJsonValue &tile : terrainJson())
        all.append(tile);
    return DevToolsReply::ok(QStringLiteral("Found %1 entities").arg(all.size()),
                             {{QStringLiteral("entities"), all}});
}

DevToolsReply DevToolsWorld::give(const DevToolsArgs &args)
{
    const auto item = args.requiredText(QStringLiteral("item"));
    const auto quantity = args.optionalInt(QStringLiteral("quantity"), 1);
    if (!item || !quantity)
        return DevToolsReply::fail((!item ? item.error() : quantity.error()).message);
    if (*item != QLatin1String("potion") && *item != QLatin1String("health_potion"))
        return DevToolsReply::fail(
            args.invalid(QStringLiteral("unknown item type '%1'").arg(*item)).message);
    if (*quantity < 1)
        return DevToolsReply::fail(
            args.invalid(QStringLiteral("'quantity' must be at least 1")).message);
    if (!player()->alive())
        return DevToolsReply::fail(kNotAlive);
    if (*quantity > inventoryCapacity - m_inventory)
        return DevToolsReply::fail(QStringLiteral("Player inventory is full"));
    m_inventory += *quantity;
    return DevToolsReply::ok(*quantity == 1
                                 ? QStringLiteral("Gave potion to player")
                                 : QStringLiteral("Gave %1 potions to player").arg(*quantity));
}

DevToolsReply DevToolsWorld::heal(const DevToolsArgs &args)
{
    const auto amount = args.requiredInt(QStringLiteral("amount"));
    const auto ref = args.optionalText(QStringLiteral("entity"), QString());
    if (!amount || !ref)
        return DevToolsReply::fail((!amount ? amount.error() : ref.error()).message);
    if (*amount < 1)
        return DevToolsReply::fail(
            args.invalid(QStringLiteral("'amount' must be at least 1")).message);
    DevToolsEntity *target = findTarget(*ref);
    if (!target)
        return DevToolsReply::fail(QStringLiteral("Entity not found: %1").arg(*ref));
    if (!target->hasHealth())
        return DevToolsReply::fail(QStringLiteral("Entity %1 has no health").arg(*ref));
    if (!target->alive())
        return DevToolsReply::fail(target->id == playerId
                                       ? kNotAlive
                                       : QStringLiteral("Entity %1 is not alive").arg(*ref));
    const int before = target->health;
    target->health = int(qMin<qint64>(target->maxHealth, qint64(before) + *amount));
    return DevToolsReply::ok(QStringLiteral("Healed %1 for %2 HP (%3 → %4)")
                                 .arg(describe(*target))
                                 .arg(target->health - before)
                                 .arg(before)
                                 .arg(target->health));
}

DevToolsReply DevToolsWorld::kill(const DevToolsArgs &args)
{
    const auto target = args.optionalText(QStringLiteral("entity"), QStringLiteral("nearest"));
    if (!target)
        return DevToolsReply::fail(target.error().message);
    if (*target == QLatin1String("nearest"))
        return killNearest();
    if (*target == QLatin1String("all") || *target == QLatin1String("enemies"))
        return killAll();
    return DevToolsReply::fail(
        args.invalid(
                QStringLiteral("unknown target '%1' (use nearest, all or enemies)").arg(*target))
            .message);
}

DevToolsReply DevToolsWorld::killNearest()
{
    const DevToolsEntity *me = player();
    const DevToolsEntity *nearest = nullptr;
    double best = 0;
    for (const auto &[id, entity] : m_entities) {
        if (entity.type != QLatin1String("enemy") || !entity.alive())
            continue;
        const double distance = std::hypot(entity.x - me->x, entity.y - me->y);
        if (!nearest || distance < best) {
            nearest = &entity;
            best = distance;
        }
    }
    if (!nearest)
        return DevToolsReply::fail(QStringLiteral("No living enemies found"));
    die(nearest->id);
    return DevToolsReply::ok(
        QStringLiteral("Killed nearest enemy at distance %1").arg(best, 0, 'f', 1));
}

DevToolsReply DevToolsWorld::killAll()
{
    QList<int> enemies;
    for (const auto &[id, entity] : m_entities) {
        if (entity.type == QLatin1String("enemy") && entity.alive())
            enemies.append(id);
    }
    if (enemies.isEmpty())
        return DevToolsReply::fail(QStringLiteral("No living enemies found"));
    for (const int id : enemies)
        die(id);
    return DevToolsReply::ok(enemies.size() == 1
                                 ? QStringLiteral("Killed 1 enemy")
                                 : QStringLiteral("Killed %1 enemies").arg(enemies.size()));
}

} // namespace icconnectors::devtools
