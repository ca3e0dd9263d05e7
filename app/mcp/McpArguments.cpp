#include "mcp/McpArguments.h"

#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace icmcp {

namespace {

ic::Error invalid(const QString &message)
{
    return ic::Error{QStringLiteral("mcp.arguments"), message};
}

bool hasType(const QJsonValue &value, const QString &type)
{
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer"))
        return value.isDouble() && std::floor(value.toDouble()) == value.toDouble();
    return true;
}

} // namespace

ic::Result<void> McpArguments::check(const QJsonObject &schema, const QJsonObject &arguments)
{
    const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
    for (const QJsonValue &name : schema.value(QLatin1String("required")).toArray()) {
        if (!arguments.contains(name.toString()))
            return invalid(QStringLiteral("Missing argument \"%1\": %2")
                               .arg(name.toString(), properties.value(name.toString())
                                                         .toObject()
                                                         .value(QLatin1String("description"))
                                                         .toString()));
    }
    for (auto it = arguments.begin(); it != arguments.end(); ++it) {
        if (!properties.contains(it.key()))
            return invalid(QStringLiteral("Unknown argument \"%1\": the arguments are %2")
                               .arg(it.key(), properties.keys().join(QLatin1String(", "))));
        if (auto r = checkValue(it.key(), properties.value(it.key()).toObject(), it.value()); !r)
            return r;
    }
    return ic::success();
}

ic::Result<void> McpArguments::checkValue(const QString &name, const QJsonObject &property,
                                          const QJsonValue &value)
{
    const QString type = property.value(QLatin1String("type")).toString();
    if (!hasType(value, type))
        return invalid(QStringLiteral("Argument \"%1\" must be a %2").arg(name, type));
    const QJsonValue minimum = property.value(QLatin1String("minimum"));
    const QJsonValue maximum = property.value(QLatin1String("maximum"));
    if ((minimum.isDouble() && value.toDouble() < minimum.toDouble()) ||
        (maximum.isDouble() && value.toDouble() > maximum.toDouble()))
        return invalid(QStringLiteral("Argument \"%1\" must be from %2 to %3")
                           .arg(name)
                           .arg(minimum.toDouble())
                           .arg(maximum.toDouble()));
    const QJsonValue minLength = property.value(QLatin1String("minLength"));
    if (minLength.isDouble() && value.toString().size() < minLength.toInt())
        return invalid(QStringLiteral("Argument \"%1\" must not be empty").arg(name));
    return ic::success();
}

} // namespace icmcp
