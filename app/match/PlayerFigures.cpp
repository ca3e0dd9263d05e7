#include "match/PlayerFigures.h"

#include "match/Tr.h"

namespace icmatch {
namespace {

std::optional<qint64> figure(const QJsonObject &o, QLatin1StringView key)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return std::nullopt;
    return qint64(v.toDouble());
}

} // namespace

PlayerFigures PlayerFigures::fromJson(const QJsonObject &player)
{
    PlayerFigures p;
    p.name = player.value(u"name").toString();
    p.faction = player.value(u"faction").toString();
    p.team = player.value(u"team").toInt(-1);
    p.present = player.value(u"present").toBool(true);
    p.credits = figure(player, QLatin1StringView("resources"));
    p.armyValue = figure(player, QLatin1StringView("army_value"));
    p.units = figure(player, QLatin1StringView("units_alive"));
    p.structures = figure(player, QLatin1StringView("structures"));
    p.apm = figure(player, QLatin1StringView("apm"));
    const QJsonObject power = player.value(u"power").toObject();
    p.powerProduced = figure(power, QLatin1StringView("produced"));
    p.powerConsumed = figure(power, QLatin1StringView("consumed"));
    p.visibleUnits = figure(player, QLatin1StringView("visible_units"));
    p.visibleStructures = figure(player, QLatin1StringView("visible_structures"));
    return p;
}

QString PlayerFigures::factionName(const QString &id)
{
    if (id == QLatin1String("soviet"))
        return Tr::tr("Soviet");
    if (id == QLatin1String("allies") || id == QLatin1String("allied"))
        return Tr::tr("Allied");
    if (id.isEmpty())
        return {};
    QString shown = id;
    shown.replace(u'_', u' ');
    shown[0] = shown.at(0).toUpper();
    return shown;
}

} // namespace icmatch
