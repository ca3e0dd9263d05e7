#include "mcp/McpSchema.h"

#include <QJsonArray>

namespace icmcp {

namespace {

McpSchema::Property typed(const char *name, const char *type, const char *description)
{
    return {QLatin1String(name),
            QJsonObject{{QLatin1String("type"), QLatin1String(type)},
                        {QLatin1String("description"), QLatin1String(description)}}};
}

} // namespace

QJsonObject McpSchema::object(std::initializer_list<Property> properties,
                              const QStringList &required)
{
    QJsonObject props;
    for (const Property &p : properties)
        props.insert(p.first, p.second);
    QJsonObject schema{{QLatin1String("type"), QLatin1String("object")},
                       {QLatin1String("properties"), props},
                       {QLatin1String("additionalProperties"), false}};
    if (!required.isEmpty())
        schema.insert(QLatin1String("required"), QJsonArray::fromStringList(required));
    return schema;
}

McpSchema::Property McpSchema::string(const char *name, const char *description)
{
    Property p = typed(name, "string", description);
    p.second.insert(QLatin1String("minLength"), 1);
    return p;
}

McpSchema::Property McpSchema::boolean(const char *name, const char *description)
{
    return typed(name, "boolean", description);
}

McpSchema::Property McpSchema::integer(const char *name, const char *description, int minimum,
                                       int maximum)
{
    Property p = typed(name, "integer", description);
    p.second.insert(QLatin1String("minimum"), minimum);
    p.second.insert(QLatin1String("maximum"), maximum);
    return p;
}

} // namespace icmcp
