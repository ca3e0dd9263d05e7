#pragma once
// The small vocabulary ArenaSchema's checks are written in: "this key of this object must be
// of this type", with the JSON path of every finding. Internal to arena/.

#include "connectors/arena/SchemaViolation.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace icconnectors::arena {

class SchemaChecker
{
public:
    enum class Type { Integer, Number, String, Boolean, Object, Array, Vec3, StringOrNull };
    enum class Need { Required, Optional };

    explicit SchemaChecker(SchemaViolation::Direction direction) : m_direction(direction) {}

    void fail(const QString &path, const QString &message, const QString &seedCode = {});
    /// True when `key` is in `object` with `type`; records a finding when it is missing (and
    /// required) or of another type.
    bool expect(const QJsonObject &object, const QString &path, const char *key, Type type,
                Need need = Need::Required, const QString &seedCode = {});
    /// True when `value` has `type`; records a finding otherwise.
    bool expectValue(const QJsonValue &value, const QString &path, Type type,
                     const QString &seedCode = {});
    /// Findings for every key of `object` not in `known` (a tool's parameters).
    void onlyKeys(const QJsonObject &object, const QString &path, const QStringList &known,
                  const QString &seedCode);

    static bool isInteger(const QJsonValue &value);
    static QString join(const QString &path, const char *key);
    static QString index(const QString &path, qsizetype i);

    SchemaViolations take() { return std::move(m_found); }
    bool clean() const { return m_found.isEmpty(); }

private:
    static bool hasType(const QJsonValue &value, Type type);
    static QString typeName(Type type);
    static QString describe(const QJsonValue &value);

    SchemaViolation::Direction m_direction;
    SchemaViolations m_found;
};

} // namespace icconnectors::arena
