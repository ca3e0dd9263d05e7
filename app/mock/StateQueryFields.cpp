#include "mock/StateQueryFields.h"

namespace icmock {

const QStringList &StateQueryFields::all()
{
    static const QStringList f{QStringLiteral("players"),    QStringLiteral("resources"),
                               QStringLiteral("army_value"), QStringLiteral("units_alive"),
                               QStringLiteral("structures"), QStringLiteral("apm"),
                               QStringLiteral("power"),      QStringLiteral("game_time")};
    return f;
}

QStringList StateQueryFields::statKeys(const QStringList &fields)
{
    QStringList keys;
    for (const QString &field : fields) {
        if (field == QLatin1String("players") || field == QLatin1String("game_time"))
            continue;
        keys << field;
        if (field == QLatin1String("units_alive"))
            keys << QStringLiteral("visible_units");
        else if (field == QLatin1String("structures"))
            keys << QStringLiteral("visible_structures");
    }
    return keys;
}

QJsonObject StateQueryFields::pick(const QJsonObject &player, const QStringList &statKeys)
{
    if (statKeys.isEmpty())
        return player;
    static const QStringList identity{QStringLiteral("name"), QStringLiteral("faction"),
                                      QStringLiteral("team"), QStringLiteral("present")};
    QJsonObject shown;
    for (auto it = player.constBegin(); it != player.constEnd(); ++it) {
        if (identity.contains(it.key()) || statKeys.contains(it.key()))
            shown.insert(it.key(), it.value());
    }
    return shown;
}

} // namespace icmock
