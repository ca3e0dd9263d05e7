#pragma once
// The relay's settings as relay/config.get shows them and relay/config.set changes them: known
// keys only, each public (every session reads it) or admin-only, with its type and range checked
// before anything changes. A change is applied at once through the apply function (the linger of
// ended games, the session cap). Kept in memory: a restart starts from the defaults.

#include "common/Result.h"

#include <QJsonObject>
#include <QList>
#include <functional>

namespace icrelay {

class RelaySettings
{
public:
    struct Key
    {
        QString name;
        bool isPublic = true;
        /// QJsonValue::String or QJsonValue::Double (a whole number).
        QJsonValue::Type type = QJsonValue::String;
        qint64 min = 0;
        qint64 max = 0; // characters for a string, the value for a number
        QJsonValue initial;
        QString meaning;
    };
    using Apply = std::function<void(const QString &key, const QJsonValue &value)>;

    explicit RelaySettings(Apply apply = {});

    static const QList<Key> &keys();
    /// Every setting an admin sees, or the public ones.
    QJsonObject values(bool admin) const;
    QJsonValue value(const QString &key) const { return m_values.value(key); }
    /// Checks every entry, then sets them all; the names of those that changed. Errors (the
    /// message for -32602) name the first bad entry and say what it takes.
    ic::Result<QStringList> set(const QJsonObject &changes);

private:
    static QString check(const Key &key, const QJsonValue &value);

    QJsonObject m_values;
    Apply m_apply;
};

} // namespace icrelay
