#include "match/MatchEventText.h"

#include "match/Tr.h"

#include <QJsonArray>

namespace icmatch {
namespace {

QString text(const QJsonObject &data, const char16_t *key)
{
    return data.value(QStringView(key)).toString();
}

QString names(const QJsonObject &data, const char16_t *key)
{
    QStringList list;
    for (const QJsonValue &v : data.value(QStringView(key)).toArray())
        list << v.toString();
    return list.join(QStringLiteral(", "));
}

QString combatText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("unit_destroyed"))
        return Tr::tr("%1 destroyed %2's %3")
            .arg(text(d, u"killed_by"), text(d, u"owner"), readableName(text(d, u"unit_type")));
    if (type == QLatin1String("building_destroyed"))
        return Tr::tr("%1 destroyed %2's %3")
            .arg(text(d, u"killed_by"), text(d, u"owner"), readableName(text(d, u"building_type")));
    if (type == QLatin1String("engagement_start"))
        return Tr::tr("Fight: %1 (%2 units) against %3 (%4 units)")
            .arg(names(d, u"attackers"), QString::number(d.value(u"attacker_units").toInt()),
                 names(d, u"defenders"), QString::number(d.value(u"defender_units").toInt()));
    return {};
}

QString economyText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("resource_harvested"))
        return Tr::tr("%1 harvested %2 credits")
            .arg(text(d, u"player"), QString::number(d.value(u"amount").toInt()));
    if (type == QLatin1String("building_placed"))
        return Tr::tr("%1 placed a %2")
            .arg(text(d, u"player"), readableName(text(d, u"building_type")));
    if (type == QLatin1String("unit_produced"))
        return Tr::tr("%1 produced a %2")
            .arg(text(d, u"player"), readableName(text(d, u"unit_type")));
    return {};
}

QString chatText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("chat_message")) {
        if (text(d, u"channel") == QLatin1String("team"))
            return Tr::tr("%1 (team): %2").arg(text(d, u"from"), text(d, u"message"));
        return Tr::tr("%1: %2").arg(text(d, u"from"), text(d, u"message"));
    }
    if (type == QLatin1String("ping"))
        return Tr::tr("%1 pinged the map").arg(text(d, u"player"));
    if (type == QLatin1String("tactical_marker"))
        return Tr::tr("%1 marked \"%2\" on the map").arg(text(d, u"player"), text(d, u"marker"));
    return {};
}

QString matchText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("game_start"))
        return Tr::tr("The match began on %1").arg(text(d, u"map"));
    if (type == QLatin1String("player_join"))
        return Tr::tr("%1 joined").arg(text(d, u"player"));
    if (type == QLatin1String("player_leave"))
        return d.value(u"reason").toString().isEmpty()
                   ? Tr::tr("%1 left").arg(text(d, u"player"))
                   : Tr::tr("%1 left (%2)").arg(text(d, u"player"), text(d, u"reason"));
    if (type == QLatin1String("pause"))
        return text(d, u"by").isEmpty() ? Tr::tr("Paused")
                                        : Tr::tr("Paused by %1").arg(text(d, u"by"));
    if (type == QLatin1String("resume"))
        return text(d, u"by").isEmpty() ? Tr::tr("Resumed")
                                        : Tr::tr("Resumed by %1").arg(text(d, u"by"));
    if (type == QLatin1String("game_end"))
        return d.value(u"winner_team").toInt() < 0
                   ? Tr::tr("The match ended in a draw")
                   : Tr::tr("%1 won the match").arg(names(d, u"winners"));
    return {};
}

QString adminText(const QString &type, const QJsonObject &d)
{
    const QString by = text(d, u"by");
    if (type == QLatin1String("kick") && d.contains(u"player"))
        return Tr::tr("%1 kicked %2: %3").arg(by, text(d, u"player"), text(d, u"reason"));
    if (type == QLatin1String("kick"))
        return Tr::tr("%1 disconnected the tool %2").arg(by, text(d, u"client"));
    if (type == QLatin1String("settings_change"))
        return Tr::tr("%1 changed %2")
            .arg(by, d.value(u"changes").toObject().keys().join(QStringLiteral(", ")));
    if (type == QLatin1String("server_status"))
        return by.isEmpty() ? text(d, u"message") : Tr::tr("%1 (%2)").arg(text(d, u"message"), by);
    return {};
}

} // namespace

QString readableName(const QString &snakeCase)
{
    QString s = snakeCase;
    return s.replace(u'_', u' ');
}

QString describeEvent(const QString &type, const QJsonObject &data)
{
    for (const auto describe : {combatText, economyText, chatText, matchText, adminText}) {
        const QString sentence = describe(type, data);
        if (!sentence.isEmpty())
            return sentence;
    }
    return Tr::tr("%1 event").arg(readableName(type));
}

} // namespace icmatch
