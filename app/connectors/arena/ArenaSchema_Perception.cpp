// ArenaSchema: the perception Godot sends with POST /tick (seed section 1).

#include "connectors/arena/ArenaSchema.h"

#include "connectors/arena/SchemaChecker.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QSet>

namespace icconnectors::arena {

using icconnectors::Tr;
using Need = SchemaChecker::Need;
using Type = SchemaChecker::Type;

namespace {

using enum SchemaChecker::Need; // Required, Optional

/// Calls `each(object, path)` for every item of array `key` that is an object.
template <typename Each>
void forEachObject(SchemaChecker &check, const QJsonObject &parent, const QString &path,
                   const char *key, Need need, Each each)
{
    if (!check.expect(parent, path, key, Type::Array, need))
        return;
    const QJsonArray items = parent.value(QLatin1String(key)).toArray();
    const QString where = SchemaChecker::join(path, key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString at = SchemaChecker::index(where, i);
        if (check.expectValue(items.at(i), at, Type::Object))
            each(items.at(i).toObject(), at);
    }
}

/// Something placed in the world: a position and a distance from the agent.
void checkPlaced(SchemaChecker &check, const QJsonObject &o, const QString &path, Need need)
{
    check.expect(o, path, "position", Type::Vec3, need);
    check.expect(o, path, "distance", Type::Number, need);
}

void checkEntities(SchemaChecker &check, const QJsonObject &obs, const QString &path)
{
    forEachObject(check, obs, path, "visible_entities", Optional,
                  [&](const QJsonObject &e, const QString &at) {
                      check.expect(e, at, "entity_id", Type::String);
                      check.expect(e, at, "type", Type::String);
                      check.expect(e, at, "resource_type", Type::String, Optional);
                      check.expect(e, at, "hazard_type", Type::String, Optional);
                      checkPlaced(check, e, at, Need::Required);
                  });
    forEachObject(check, obs, path, "nearby_agents", Optional,
                  [&](const QJsonObject &a, const QString &at) {
                      check.expect(a, at, "agent_id", Type::String);
                      check.expect(a, at, "team", Type::String, Optional);
                      checkPlaced(check, a, at, Need::Required);
                  });
}

void checkCrafting(SchemaChecker &check, const QJsonObject &scene, const QString &path)
{
    if (!check.expect(scene, path, "crafting", Type::Object, Optional))
        return;
    const QString at = SchemaChecker::join(path, "crafting");
    const QJsonObject crafting = scene.value(QLatin1String("crafting")).toObject();
    forEachObject(check, crafting, at, "available_stations", Optional,
                  [&](const QJsonObject &s, const QString &where) {
                      check.expect(s, where, "name", Type::String);
                      check.expect(s, where, "type", Type::String, Optional);
                      checkPlaced(check, s, where, Optional);
                  });
    if (!check.expect(crafting, at, "recipes", Type::Object, Optional))
        return;
    const QJsonObject recipes = crafting.value(QLatin1String("recipes")).toObject();
    for (auto it = recipes.constBegin(); it != recipes.constEnd(); ++it) {
        const QString where = at + QStringLiteral(".recipes.") + it.key();
        if (!check.expectValue(it.value(), where, Type::Object))
            continue;
        const QJsonObject recipe = it.value().toObject();
        if (check.expect(recipe, where, "inputs", Type::Object, Optional)) {
            const QJsonObject inputs = recipe.value(QLatin1String("inputs")).toObject();
            for (auto in = inputs.constBegin(); in != inputs.constEnd(); ++in)
                check.expectValue(in.value(), where + QStringLiteral(".inputs.") + in.key(),
                                  Type::Integer);
        }
        check.expect(recipe, where, "station", Type::String, Optional);
        check.expect(recipe, where, "time", Type::Number, Optional);
    }
}

void checkScene(SchemaChecker &check, const QJsonObject &obs, const QString &path)
{
    if (!check.expect(obs, path, "scene_specific", Type::Object, Optional))
        return;
    const QString at = SchemaChecker::join(path, "scene_specific");
    const QJsonObject scene = obs.value(QLatin1String("scene_specific")).toObject();
    if (check.expect(scene, at, "foraging", Type::Object, Optional)) {
        const QJsonObject f = scene.value(QLatin1String("foraging")).toObject();
        const QString where = SchemaChecker::join(at, "foraging");
        check.expect(f, where, "resources_collected", Type::Integer, Optional);
        check.expect(f, where, "resources_remaining", Type::Integer, Optional);
        check.expect(f, where, "damage_taken", Type::Number, Optional);
    }
    checkCrafting(check, scene, at);
    if (check.expect(scene, at, "team_capture", Type::Object, Optional)) {
        const QJsonObject t = scene.value(QLatin1String("team_capture")).toObject();
        const QString where = SchemaChecker::join(at, "team_capture");
        check.expect(t, where, "team", Type::String, Optional);
        check.expect(t, where, "team_score", Type::Integer, Optional);
        check.expect(t, where, "enemy_score", Type::Integer, Optional);
        forEachObject(check, t, where, "objectives", Optional,
                      [&](const QJsonObject &o, const QString &item) {
                          check.expect(o, item, "name", Type::String);
                          check.expect(o, item, "owner", Type::StringOrNull, Optional);
                          check.expect(o, item, "capturing_team", Type::StringOrNull, Optional);
                          check.expect(o, item, "capture_progress", Type::Number, Optional);
                          checkPlaced(check, o, item, Optional);
                      });
    }
}

void checkObservations(SchemaChecker &check, const QJsonObject &obs, const QString &path)
{
    check.expect(obs, path, "position", Type::Vec3, Optional);
    check.expect(obs, path, "rotation", Type::Vec3, Optional);
    check.expect(obs, path, "velocity", Type::Vec3, Optional);
    if (check.expect(obs, path, "health", Type::Number, Optional)) {
        const double health = obs.value(QLatin1String("health")).toDouble();
        if (health < 0 || health > 100)
            check.fail(SchemaChecker::join(path, "health"),
                       Tr::tr("%1 must be between 0 and 100, not %2.")
                           .arg(SchemaChecker::join(path, "health"))
                           .arg(health));
    }
    if (check.expect(obs, path, "inventory", Type::Object, Optional)) {
        const QJsonObject inventory = obs.value(QLatin1String("inventory")).toObject();
        for (auto it = inventory.constBegin(); it != inventory.constEnd(); ++it)
            check.expectValue(it.value(), path + QStringLiteral(".inventory.") + it.key(),
                              Type::Integer);
    }
    checkEntities(check, obs, path);
    checkScene(check, obs, path);
}

} // namespace

SchemaViolations ArenaSchema::checkPerception(const QJsonObject &perception)
{
    SchemaChecker check(SchemaViolation::Direction::Perception);
    check.expect(perception, QString(), "protocol_version", Type::String, Optional);
    check.expect(perception, QString(), "tick", Type::Integer);
    check.expect(perception, QString(), "timestamp", Type::Number);
    QSet<QString> seen;
    forEachObject(check, perception, QString(), "agents", Need::Required,
                  [&](const QJsonObject &agent, const QString &at) {
                      if (check.expect(agent, at, "agent_id", Type::String)) {
                          const QString id = agent.value(QLatin1String("agent_id")).toString();
                          if (seen.contains(id))
                              check.fail(SchemaChecker::join(at, "agent_id"),
                                         Tr::tr("%1: agent \"%2\" appears twice in this tick.")
                                             .arg(SchemaChecker::join(at, "agent_id"), id));
                          seen.insert(id);
                      }
                      if (check.expect(agent, at, "observations", Type::Object))
                          checkObservations(check,
                                            agent.value(QLatin1String("observations")).toObject(),
                                            SchemaChecker::join(at, "observations"));
                  });
    return check.take();
}

} // namespace icconnectors::arena
