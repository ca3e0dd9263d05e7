// ArenaSchema: the runtime's answer to a tick — actions (seed section 2) with the registered
// tools' parameters (section 3), or an error (section 4).

#include "connectors/arena/ArenaSchema.h"

#include "connectors/arena/SchemaChecker.h"
#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QSet>
#include <vector>

namespace icconnectors::arena {

using icconnectors::Tr;
using Need = SchemaChecker::Need;
using Type = SchemaChecker::Type;

namespace {

struct ParamRule
{
    const char *name;
    Type type;
    Need need;
};

struct ToolRule
{
    const char *tool;
    std::vector<ParamRule> params;
};

using enum SchemaChecker::Need; // Required, Optional

const std::vector<ToolRule> &toolRules()
{
    static const std::vector<ToolRule> rules{
        {"move_to",
         {{"target_x", Type::Number, Required},
          {"target_y", Type::Number, Required},
          {"target_z", Type::Number, Required},
          {"speed", Type::Number, Optional}}},
        {"rotate_to", {{"yaw", Type::Number, Required}}},
        {"collect", {{"resource_name", Type::String, Required}}},
        {"craft",
         {{"item_name", Type::String, Required}, {"station_name", Type::String, Required}}},
        {"query_world", {{"radius", Type::Number, Required}}},
        {"query_inventory", {}},
        {"query_recipes", {}},
        {"send_message",
         {{"message", Type::String, Required}, {"target_agent", Type::String, Optional}}},
        {"capture_point", {{"point_name", Type::String, Required}}},
        {"wait", {}},
    };
    return rules;
}

const ToolRule *findTool(const QString &name)
{
    for (const ToolRule &rule : toolRules()) {
        if (name == QLatin1String(rule.tool))
            return &rule;
    }
    return nullptr;
}

void checkParams(SchemaChecker &check, const ToolRule &rule, const QJsonObject &params,
                 const QString &path)
{
    const QString invalid = QStringLiteral("INVALID_PARAMETERS");
    QStringList known;
    for (const ParamRule &p : rule.params) {
        known << QLatin1String(p.name);
        check.expect(params, path, p.name, p.type, p.need, invalid);
    }
    check.onlyKeys(params, path, known, invalid);
}

void checkTool(SchemaChecker &check, const QJsonObject &action, const QString &path)
{
    const bool named = check.expect(action, path, "tool", Type::String, Required,
                                    QStringLiteral("TOOL_NOT_FOUND"));
    const bool hasParams = check.expect(action, path, "params", Type::Object, Required,
                                        QStringLiteral("INVALID_PARAMETERS"));
    if (!named)
        return;
    const QString tool = action.value(QLatin1String("tool")).toString();
    const ToolRule *rule = findTool(tool);
    if (!rule) {
        check.fail(SchemaChecker::join(path, "tool"),
                   Tr::tr("%1: tool \"%2\" is not registered (the tools are %3).")
                       .arg(SchemaChecker::join(path, "tool"), tool,
                            ArenaSchema::tools().join(QStringLiteral(", "))),
                   QStringLiteral("TOOL_NOT_FOUND"));
        return;
    }
    if (hasParams)
        checkParams(check, *rule, action.value(QLatin1String("params")).toObject(),
                    SchemaChecker::join(path, "params"));
}

QSet<QString> agentIds(const QJsonObject &perception)
{
    QSet<QString> ids;
    const QJsonArray agents = perception.value(QLatin1String("agents")).toArray();
    for (const QJsonValue &agent : agents)
        ids.insert(agent.toObject().value(QLatin1String("agent_id")).toString());
    return ids;
}

void checkAgent(SchemaChecker &check, const QJsonObject &o, const QString &path, Need need,
                const QJsonObject &perception)
{
    if (!check.expect(o, path, "agent_id", Type::String, need, QStringLiteral("AGENT_NOT_FOUND")))
        return;
    const QString id = o.value(QLatin1String("agent_id")).toString();
    if (perception.contains(QLatin1String("agents")) && !agentIds(perception).contains(id))
        check.fail(SchemaChecker::join(path, "agent_id"),
                   Tr::tr("%1: agent \"%2\" is not one of this tick's agents.")
                       .arg(SchemaChecker::join(path, "agent_id"), id),
                   QStringLiteral("AGENT_NOT_FOUND"));
}

void checkError(SchemaChecker &check, const QJsonObject &answer, const QJsonObject &perception)
{
    if (!check.expect(answer, QString(), "error", Type::Object, Optional))
        return;
    const QJsonObject error = answer.value(QLatin1String("error")).toObject();
    const QString path = QStringLiteral("error");
    if (check.expect(error, path, "code", Type::String)) {
        const QString code = error.value(QLatin1String("code")).toString();
        if (!ArenaSchema::errorCodes().contains(code))
            check.fail(QStringLiteral("error.code"),
                       Tr::tr("error.code \"%1\" is not one of the seed's codes (%2).")
                           .arg(code, ArenaSchema::errorCodes().join(QStringLiteral(", "))));
    }
    check.expect(error, path, "message", Type::String);
    checkAgent(check, error, path, Optional, perception);
}

void checkTick(SchemaChecker &check, const QJsonObject &answer, const QJsonObject &perception)
{
    if (!check.expect(answer, QString(), "tick", Type::Integer))
        return;
    const QJsonValue asked = perception.value(QLatin1String("tick"));
    if (SchemaChecker::isInteger(asked) &&
        asked.toDouble() != answer.value(QLatin1String("tick")).toDouble())
        check.fail(QStringLiteral("tick"),
                   Tr::tr("tick must match the request's tick %1, not %2.")
                       .arg(qint64(asked.toDouble()))
                       .arg(qint64(answer.value(QLatin1String("tick")).toDouble())));
}

} // namespace

const QStringList &ArenaSchema::tools()
{
    static const QStringList names = [] {
        QStringList list;
        for (const ToolRule &rule : toolRules())
            list << QLatin1String(rule.tool);
        return list;
    }();
    return names;
}

SchemaViolations ArenaSchema::checkAction(const QJsonObject &answer, const QJsonObject &perception)
{
    SchemaChecker check(SchemaViolation::Direction::Action);
    check.expect(answer, QString(), "protocol_version", Type::String, Optional);
    checkTick(check, answer, perception);
    checkError(check, answer, perception);
    if (!check.expect(answer, QString(), "actions", Type::Array))
        return check.take();
    const QJsonArray actions = answer.value(QLatin1String("actions")).toArray();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QString at = SchemaChecker::index(QStringLiteral("actions"), i);
        if (!check.expectValue(actions.at(i), at, Type::Object))
            continue;
        const QJsonObject item = actions.at(i).toObject();
        checkAgent(check, item, at, Required, perception);
        if (check.expect(item, at, "action", Type::Object))
            checkTool(check, item.value(QLatin1String("action")).toObject(),
                      SchemaChecker::join(at, "action"));
        check.expect(item, at, "reasoning", Type::String, Optional);
        check.expect(item, at, "processing", Type::Boolean, Optional);
    }
    return check.take();
}

} // namespace icconnectors::arena
