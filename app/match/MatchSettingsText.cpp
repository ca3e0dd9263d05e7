#include "match/MatchSettingsText.h"

#include "match/MatchEventText.h"
#include "match/Tr.h"

#include <QLocale>
#include <QStringList>

namespace icmatch {

const QStringList &speeds()
{
    static const QStringList s{QStringLiteral("slowest"), QStringLiteral("slower"),
                               QStringLiteral("normal"), QStringLiteral("faster"),
                               QStringLiteral("fastest")};
    return s;
}

namespace {

QString valueText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? Tr::tr("on") : Tr::tr("off");
    if (value.isDouble())
        return QLocale().toString(value.toDouble());
    return value.toString();
}

} // namespace

QString speedName(const QString &value)
{
    switch (speeds().indexOf(value)) {
    case 0:
        return Tr::tr("Slowest");
    case 1:
        return Tr::tr("Slower");
    case 2:
        return Tr::tr("Normal");
    case 3:
        return Tr::tr("Faster");
    case 4:
        return Tr::tr("Fastest");
    default:
        return value;
    }
}

std::optional<double> speedFactor(const QString &value)
{
    static const double factors[] = {0.5, 0.75, 1.0, 1.25, 1.5};
    const qsizetype i = speeds().indexOf(value);
    return i < 0 ? std::nullopt : std::optional<double>(factors[i]);
}

QString settingNowText(const QString &key, const QJsonValue &value)
{
    if (key == QLatin1String("game_speed")) {
        const QString name = value.toString();
        if (const auto factor = speedFactor(name))
            return Tr::tr("Game speed is now %1× (%2).")
                .arg(QLocale().toString(*factor), speedName(name));
        return Tr::tr("Game speed is now %1.").arg(name);
    }
    if (key == QLatin1String("spectator_chat") && value.isBool())
        return value.toBool() ? Tr::tr("Spectators may chat now.")
                              : Tr::tr("Spectators may no longer chat.");
    if (key == QLatin1String("pause_limit") && value.isDouble())
        return Tr::tr("The pause limit is now %1 per player.").arg(value.toInt());
    QString name = readableName(key);
    if (!name.isEmpty())
        name[0] = name.at(0).toUpper();
    return Tr::tr("%1 is now %2.").arg(name, valueText(value));
}

QString settingsChangedText(const QJsonObject &changes)
{
    QStringList keys{QStringLiteral("game_speed"), QStringLiteral("spectator_chat"),
                     QStringLiteral("pause_limit")};
    for (const QString &key : changes.keys()) {
        if (!keys.contains(key))
            keys << key;
    }
    QStringList sentences;
    for (const QString &key : std::as_const(keys)) {
        if (changes.contains(key))
            sentences << settingNowText(key, changes.value(key).toObject().value(u"to"));
    }
    return sentences.join(u' ');
}

} // namespace icmatch
