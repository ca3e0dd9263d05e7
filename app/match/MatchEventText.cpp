#include "match/MatchEventText.h"

#include "match/MatchSettingsText.h"
#include "match/PlayerFigures.h"
#include "match/Tr.h"

#include <QJsonArray>

#include <array>

namespace icmatch {
namespace {

struct Name
{
    const char *id;
    const char *english;
};

// The simulated game's units and structures (app/mock/UnitCatalog.cpp).
constexpr std::array kUnitNames{
    Name{"rifle_infantry", QT_TRANSLATE_NOOP("icmatch", "Rifle Infantry")},
    Name{"rocket_soldier", QT_TRANSLATE_NOOP("icmatch", "Rocket Soldier")},
    Name{"attack_dog", QT_TRANSLATE_NOOP("icmatch", "Attack Dog")},
    Name{"ranger", QT_TRANSLATE_NOOP("icmatch", "Ranger")},
    Name{"heavy_tank", QT_TRANSLATE_NOOP("icmatch", "Heavy Tank")},
    Name{"v2_launcher", QT_TRANSLATE_NOOP("icmatch", "V2 Launcher")},
    Name{"mammoth_tank", QT_TRANSLATE_NOOP("icmatch", "Mammoth Tank")},
    Name{"light_tank", QT_TRANSLATE_NOOP("icmatch", "Light Tank")},
    Name{"medium_tank", QT_TRANSLATE_NOOP("icmatch", "Medium Tank")},
    Name{"artillery", QT_TRANSLATE_NOOP("icmatch", "Artillery")},
    Name{"harvester", QT_TRANSLATE_NOOP("icmatch", "Harvester")},
    Name{"construction_yard", QT_TRANSLATE_NOOP("icmatch", "Construction Yard")},
    Name{"power_plant", QT_TRANSLATE_NOOP("icmatch", "Power Plant")},
    Name{"advanced_power_plant", QT_TRANSLATE_NOOP("icmatch", "Advanced Power Plant")},
    Name{"refinery", QT_TRANSLATE_NOOP("icmatch", "Refinery")},
    Name{"barracks", QT_TRANSLATE_NOOP("icmatch", "Barracks")},
    Name{"war_factory", QT_TRANSLATE_NOOP("icmatch", "War Factory")},
    Name{"radar_dome", QT_TRANSLATE_NOOP("icmatch", "Radar Dome")},
    Name{"tesla_coil", QT_TRANSLATE_NOOP("icmatch", "Tesla Coil")},
    Name{"flame_tower", QT_TRANSLATE_NOOP("icmatch", "Flame Tower")},
    Name{"pillbox", QT_TRANSLATE_NOOP("icmatch", "Pillbox")},
    Name{"gun_turret", QT_TRANSLATE_NOOP("icmatch", "Gun Turret")},
};

template <std::size_t N> QString translatedName(const std::array<Name, N> &table, const QString &id)
{
    for (const Name &n : table) {
        if (id == QLatin1String(n.id))
            return Tr::tr(n.english);
    }
    // Not one the panel knows: the id in words, each capitalised.
    QStringList words = readableName(id).split(u' ', Qt::SkipEmptyParts);
    for (QString &w : words)
        w[0] = w[0].toUpper();
    return words.join(u' ');
}

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

/// A departed player's units fight on (they return fire): said as theirs, not the player's.
QString killerText(const QJsonObject &d)
{
    const QString killer = text(d, u"killed_by");
    const QString gone = text(d, u"killer_gone");
    if (gone == QLatin1String("kicked"))
        return Tr::tr("%1's units (kicked)").arg(killer);
    if (gone == QLatin1String("left"))
        return Tr::tr("%1's units (left the match)").arg(killer);
    return killer;
}

QString combatText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("unit_destroyed"))
        return Tr::tr("%1 destroyed %2's %3")
            .arg(killerText(d), text(d, u"owner"), unitName(text(d, u"unit_type")));
    if (type == QLatin1String("building_destroyed"))
        return Tr::tr("%1 destroyed %2's %3")
            .arg(killerText(d), text(d, u"owner"), unitName(text(d, u"building_type")));
    if (type == QLatin1String("engagement_start"))
        return Tr::tr("Fight: %1 against %2")
            .arg(Tr::tr("%1 (%n unit(s))", nullptr, d.value(u"attacker_units").toInt())
                     .arg(names(d, u"attackers")),
                 Tr::tr("%1 (%n unit(s))", nullptr, d.value(u"defender_units").toInt())
                     .arg(names(d, u"defenders")));
    return {};
}

QString economyText(const QString &type, const QJsonObject &d)
{
    if (type == QLatin1String("resource_harvested"))
        return Tr::tr("%1 harvested %2 credits")
            .arg(text(d, u"player"), QString::number(d.value(u"amount").toInt()));
    if (type == QLatin1String("building_placed"))
        return Tr::tr("%1 placed: %2").arg(text(d, u"player"), unitName(text(d, u"building_type")));
    if (type == QLatin1String("unit_produced"))
        return Tr::tr("%1 produced: %2").arg(text(d, u"player"), unitName(text(d, u"unit_type")));
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
        return text(d, u"faction").isEmpty()
                   ? Tr::tr("%1 joined").arg(text(d, u"player"))
                   : Tr::tr("%1 joined (%2, team %3)")
                         .arg(text(d, u"player"), factionName(text(d, u"faction")),
                              QString::number(d.value(u"team").toInt() + 1));
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
        return text(d, u"reason").isEmpty()
                   ? Tr::tr("%1 kicked %2").arg(by, text(d, u"player"))
                   : Tr::tr("%1 kicked %2: %3").arg(by, text(d, u"player"), text(d, u"reason"));
    if (type == QLatin1String("kick"))
        return Tr::tr("%1 disconnected the tool %2").arg(by, text(d, u"client"));
    if (type == QLatin1String("settings_change"))
        return Tr::tr("%1 changed the match settings. %2")
            .arg(by, settingsChangedText(d.value(u"changes").toObject()));
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

QString unitName(const QString &id)
{
    return translatedName(kUnitNames, id);
}

QString factionName(const QString &id)
{
    return PlayerFigures::factionName(id); // one name per faction, as the players table has it
}

QString eventActor(const QString &category, const QJsonObject &data)
{
    if (category == QLatin1String("admin"))
        return text(data, u"by");
    for (const char16_t *key : {u"killed_by", u"player", u"from", u"by"}) {
        const QString name = text(data, key);
        if (!name.isEmpty())
            return name;
    }
    return names(data, u"winners");
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
