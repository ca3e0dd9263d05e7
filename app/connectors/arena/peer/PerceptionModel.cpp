#include "connectors/arena/peer/PerceptionModel.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <cmath>

namespace icconnectors::arena {

namespace {

QJsonObject error(const char *type, QJsonArray loc, const char *msg, const QJsonValue &input)
{
    loc.prepend(QStringLiteral("body"));
    return {{QStringLiteral("type"), QLatin1String(type)},
            {QStringLiteral("loc"), loc},
            {QStringLiteral("msg"), QLatin1String(msg)},
            {QStringLiteral("input"), input}};
}

void checkInt(const QJsonObject &o, const QString &key, QJsonArray *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return out->append(error("missing", {key}, "Field required", o));
    if (!v.isDouble())
        return out->append(error("int_type", {key}, "Input should be a valid integer", v));
    if (std::trunc(v.toDouble()) != v.toDouble())
        out->append(error("int_from_float", {key},
                          "Input should be a valid integer, got a number with a fractional part",
                          v));
}

void checkFloat(const QJsonObject &o, const QString &key, QJsonArray *out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return out->append(error("missing", {key}, "Field required", o));
    if (!v.isDouble())
        out->append(error("float_type", {key}, "Input should be a valid number", v));
}

QJsonArray field(QJsonArray at, const char *key)
{
    at.append(QLatin1String(key));
    return at;
}

void checkAgent(const QJsonValue &item, int i, QJsonArray *out)
{
    const QJsonArray at{QStringLiteral("agents"), i};
    if (!item.isObject())
        return out->append(error("model_type", at,
                                 "Input should be a valid dictionary or instance of "
                                 "AgentObservation",
                                 item));
    const QJsonObject agent = item.toObject();
    const QJsonValue id = agent.value(QLatin1String("agent_id"));
    if (id.isUndefined())
        out->append(error("missing", field(at, "agent_id"), "Field required", agent));
    else if (!id.isString())
        out->append(
            error("string_type", field(at, "agent_id"), "Input should be a valid string", id));
    const QJsonValue seen = agent.value(QLatin1String("observations"));
    if (seen.isUndefined())
        out->append(error("missing", field(at, "observations"), "Field required", agent));
    else if (!seen.isObject())
        out->append(error("dict_type", field(at, "observations"),
                          "Input should be a valid dictionary", seen));
}

} // namespace

QJsonArray PerceptionModel::errors(const QByteArray &body, QJsonObject *perception)
{
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parse);
    if (parse.error != QJsonParseError::NoError) {
        QJsonObject e = error("json_invalid", {parse.offset}, "JSON decode error", QJsonObject());
        e.insert(QStringLiteral("ctx"),
                 QJsonObject{{QStringLiteral("error"), parse.errorString()}});
        return {e};
    }
    if (!document.isObject())
        return {error("model_attributes_type", {},
                      "Input should be a valid dictionary or object to extract fields from",
                      document.isArray() ? QJsonValue(document.array()) : QJsonValue())};
    const QJsonObject o = document.object();
    QJsonArray out;
    checkInt(o, QStringLiteral("tick"), &out);
    checkFloat(o, QStringLiteral("timestamp"), &out);
    const QJsonValue agents = o.value(QLatin1String("agents"));
    if (agents.isUndefined())
        out.append(error("missing", {QStringLiteral("agents")}, "Field required", o));
    else if (!agents.isArray())
        out.append(
            error("list_type", {QStringLiteral("agents")}, "Input should be a valid list", agents));
    else
        for (int i = 0; i < agents.toArray().size(); ++i)
            checkAgent(agents.toArray().at(i), i, &out);
    if (out.isEmpty() && perception)
        *perception = o;
    return out;
}

QByteArray PerceptionModel::detail(const QJsonArray &errors)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("detail"), errors}})
        .toJson(QJsonDocument::Compact);
}

} // namespace icconnectors::arena
