#include "relay/RelaySettings.h"

#include "icrp/protocol/ErrorCode.h"

namespace icrelay {

const QList<RelaySettings::Key> &RelaySettings::keys()
{
    static const QList<Key> kKeys{
        {QStringLiteral("name"), true, QJsonValue::String, 1, 64, QStringLiteral("ic-relay-mock"),
         QStringLiteral("the relay's name, as clients show it")},
        {QStringLiteral("motd"), true, QJsonValue::String, 0, 500, QString(),
         QStringLiteral("a message of the day for everyone who connects")},
        {QStringLiteral("ended_linger_seconds"), true, QJsonValue::Double, 0, 3600, 60,
         QStringLiteral("game seconds an ended game stays listed before a new one replaces it")},
        {QStringLiteral("max_sessions"), false, QJsonValue::Double, 1, 256, 256,
         QStringLiteral("identified sessions at once; more are refused with -32007")},
    };
    return kKeys;
}

RelaySettings::RelaySettings(Apply apply) : m_apply(std::move(apply))
{
    for (const Key &k : keys())
        m_values.insert(k.name, k.initial);
}

QJsonObject RelaySettings::values(bool admin) const
{
    QJsonObject out;
    for (const Key &k : keys()) {
        if (admin || k.isPublic)
            out.insert(k.name, m_values.value(k.name));
    }
    return out;
}

QString RelaySettings::check(const Key &key, const QJsonValue &value)
{
    if (key.type == QJsonValue::String) {
        if (!value.isString())
            return QStringLiteral("\"%1\" takes a string of %2 to %3 characters")
                .arg(key.name)
                .arg(key.min)
                .arg(key.max);
        const auto length = value.toString().size();
        if (length < key.min || length > key.max)
            return QStringLiteral("\"%1\" takes %2 to %3 characters; this one has %4")
                .arg(key.name)
                .arg(key.min)
                .arg(key.max)
                .arg(length);
        return {};
    }
    const double number = value.toDouble();
    if (!value.isDouble() || number != double(qint64(number)) || number < double(key.min) ||
        number > double(key.max))
        return QStringLiteral("\"%1\" takes a whole number from %2 to %3")
            .arg(key.name)
            .arg(key.min)
            .arg(key.max);
    return {};
}

ic::Result<QStringList> RelaySettings::set(const QJsonObject &changes)
{
    if (changes.isEmpty())
        return icrp::icrpError(icrp::ErrorCode::InvalidParams,
                               QStringLiteral("Invalid params: \"settings\" names nothing to set"));
    QStringList names;
    for (const Key &k : keys())
        names << k.name;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        const qsizetype at = names.indexOf(it.key());
        if (at < 0)
            return icrp::icrpError(
                icrp::ErrorCode::InvalidParams,
                it.key() == QLatin1String("bans")
                    ? QStringLiteral("Invalid params: \"bans\" is read-only here; "
                                     "relay/admin.ban changes it")
                    : QStringLiteral("Invalid params: unknown setting \"%1\"; the settings are %2")
                          .arg(it.key(), names.join(QStringLiteral(", "))));
        if (const QString why = check(keys().at(at), it.value()); !why.isEmpty())
            return icrp::icrpError(icrp::ErrorCode::InvalidParams,
                                   QStringLiteral("Invalid params: ") + why);
    }
    QStringList changed;
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        if (m_values.value(it.key()) == it.value())
            continue;
        m_values.insert(it.key(), it.value());
        changed << it.key();
        if (m_apply)
            m_apply(it.key(), it.value());
    }
    return changed;
}

} // namespace icrelay
