#include "mock/MatchSettings.h"

#include "mock/ParamReader.h"

namespace icmock {

const QStringList &MatchSettings::speeds()
{
    static const QStringList s{QStringLiteral("slowest"), QStringLiteral("slower"),
                               QStringLiteral("normal"), QStringLiteral("faster"),
                               QStringLiteral("fastest")};
    return s;
}

const QStringList &MatchSettings::keys()
{
    static const QStringList k{QStringLiteral("game_speed"), QStringLiteral("spectator_chat"),
                               QStringLiteral("pause_limit")};
    return k;
}

double MatchSettings::speedFactor() const
{
    static const double factors[] = {0.5, 0.75, 1.0, 1.25, 1.5};
    const qsizetype i = speeds().indexOf(gameSpeed);
    return i < 0 ? 1.0 : factors[i];
}

QJsonObject MatchSettings::toJson() const
{
    return {{QStringLiteral("game_speed"), gameSpeed},
            {QStringLiteral("spectator_chat"), spectatorChat},
            {QStringLiteral("pause_limit"), pauseLimit}};
}

ic::Result<QJsonObject> MatchSettings::apply(const QJsonObject &set)
{
    MatchSettings next = *this;
    for (auto it = set.constBegin(); it != set.constEnd(); ++it) {
        const QString &key = it.key();
        const QJsonValue &v = it.value();
        QString problem;
        if (key == QLatin1String("game_speed")) {
            if (v.isString() && speeds().contains(v.toString()))
                next.gameSpeed = v.toString();
            else
                problem = QStringLiteral("must be one of %1").arg(ParamReader::list(speeds()));
        } else if (key == QLatin1String("spectator_chat")) {
            if (v.isBool())
                next.spectatorChat = v.toBool();
            else
                problem = QStringLiteral("must be true or false");
        } else if (key == QLatin1String("pause_limit")) {
            const double d = v.toDouble(-1);
            if (v.isDouble() && d >= 0 && d <= 10 && d == static_cast<int>(d))
                next.pauseLimit = static_cast<int>(d);
            else
                problem = QStringLiteral("must be a whole number from 0 to 10");
        } else {
            problem = QStringLiteral("is not a setting; the settings are %1")
                          .arg(ParamReader::list(keys()));
        }
        if (!problem.isEmpty())
            return ic::Error{QStringLiteral("settings.invalid"),
                             QStringLiteral("set.%1 %2").arg(key, problem)};
    }
    QJsonObject changes;
    const QJsonObject before = toJson();
    const QJsonObject after = next.toJson();
    for (const QString &key : keys()) {
        if (before.value(key) != after.value(key))
            changes.insert(key, QJsonObject{{QStringLiteral("from"), before.value(key)},
                                            {QStringLiteral("to"), after.value(key)}});
    }
    *this = next;
    return changes;
}

} // namespace icmock
