#include "connectors/arena/SchemaChecker.h"

#include "connectors/common/Tr.h"

#include <QJsonArray>
#include <QStringList>
#include <cmath>

namespace icconnectors::arena {

using icconnectors::Tr;

void SchemaChecker::fail(const QString &path, const QString &message, const QString &seedCode)
{
    m_found.append(SchemaViolation{m_direction, path, message, seedCode});
}

bool SchemaChecker::expect(const QJsonObject &object, const QString &path, const char *key,
                           Type type, Need need, const QString &seedCode)
{
    // The path is spelled out only for a finding: most fields are fine, and this runs for
    // every field of every tick.
    const auto it = object.constFind(QLatin1String(key));
    if (it == object.constEnd()) {
        if (need == Need::Required) {
            const QString where = join(path, key);
            fail(where,
                 Tr::tr("%1 is missing: the seed requires it (%2).").arg(where, typeName(type)),
                 seedCode);
        }
        return false;
    }
    if (hasType(it.value(), type))
        return true;
    return expectValue(it.value(), join(path, key), type, seedCode);
}

bool SchemaChecker::expectValue(const QJsonValue &value, const QString &path, Type type,
                                const QString &seedCode)
{
    if (hasType(value, type))
        return true;
    fail(path, Tr::tr("%1 must be %2, not %3.").arg(path, typeName(type), describe(value)),
         seedCode);
    return false;
}

void SchemaChecker::onlyKeys(const QJsonObject &object, const QString &path,
                             const QStringList &known, const QString &seedCode)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!known.contains(it.key()))
            fail(path + QLatin1Char('.') + it.key(),
                 known.isEmpty() ? Tr::tr("%1: this tool takes no parameters.")
                                       .arg(path + QLatin1Char('.') + it.key())
                                 : Tr::tr("%1 is not a parameter of this tool (it takes %2).")
                                       .arg(path + QLatin1Char('.') + it.key(),
                                            known.join(QStringLiteral(", "))),
                 seedCode);
    }
}

bool SchemaChecker::isInteger(const QJsonValue &value)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    return std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= 9007199254740992.0;
}

QString SchemaChecker::join(const QString &path, const char *key)
{
    return path.isEmpty() ? QString::fromLatin1(key) : path + QLatin1Char('.') + QLatin1String(key);
}

QString SchemaChecker::index(const QString &path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

bool SchemaChecker::hasType(const QJsonValue &value, Type type)
{
    switch (type) {
    case Type::Integer:
        return isInteger(value);
    case Type::Number:
        return value.isDouble() && std::isfinite(value.toDouble());
    case Type::String:
        return value.isString();
    case Type::Boolean:
        return value.isBool();
    case Type::Object:
        return value.isObject();
    case Type::Array:
        return value.isArray();
    case Type::StringOrNull:
        return value.isString() || value.isNull();
    case Type::Vec3: {
        const QJsonArray a = value.toArray();
        if (!value.isArray() || a.size() != 3)
            return false;
        for (const QJsonValue &v : a) {
            if (!hasType(v, Type::Number))
                return false;
        }
        return true;
    }
    }
    return false;
}

QString SchemaChecker::typeName(Type type)
{
    switch (type) {
    case Type::Integer:
        return Tr::tr("an integer");
    case Type::Number:
        return Tr::tr("a number");
    case Type::String:
        return Tr::tr("a string");
    case Type::Boolean:
        return Tr::tr("true or false");
    case Type::Object:
        return Tr::tr("an object");
    case Type::Array:
        return Tr::tr("an array");
    case Type::Vec3:
        return Tr::tr("an array of three numbers [x, y, z]");
    case Type::StringOrNull:
        return Tr::tr("a string or null");
    }
    return {};
}

QString SchemaChecker::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString().left(40) + QLatin1Char('"');
    case QJsonValue::Array:
        return Tr::tr("an array of %n item(s)", nullptr, int(value.toArray().size()));
    case QJsonValue::Object:
        return Tr::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Tr::tr("nothing");
}

} // namespace icconnectors::arena
