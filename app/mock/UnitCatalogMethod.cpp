#include "mock/UnitCatalogMethod.h"

#include "mock/ParamReader.h"
#include "mock/UnitCatalog.h"

#include "icrp/server/IcrpServer.h"

#include <QJsonArray>
#include <algorithm>
#include <limits>

namespace icmock {

namespace unitcatalog {

/// The share of a shot's listed damage that lands on average (SkirmishSim: 60–80 %).
constexpr double kDamageLands = 0.7;
/// How many match-ups each list names.
constexpr int kMatchups = 3;

/// Damage per second of `a` against `b`'s class (infantry or armour).
double dps(const UnitType &a, const UnitType &b)
{
    if (!a.isArmed() || a.cooldownMs <= 0)
        return 0;
    const int shot = b.isInfantry() ? a.damageVsInfantry : a.damageVsArmor;
    return shot * kDamageLands * 1000.0 / a.cooldownMs;
}

/// Seconds `a` needs to destroy one `b` (infinite when it cannot hurt it).
double secondsToKill(const UnitType &a, const UnitType &b)
{
    const double rate = dps(a, b);
    return rate > 0 ? b.maxHp / rate : std::numeric_limits<double>::infinity();
}

/// The armed units (not buildings) `type` beats (strong) or loses to, best first.
QJsonArray matchups(const UnitType &type, bool strong)
{
    QList<std::pair<double, QString>> scored;
    for (const UnitType &other : UnitCatalog::all()) {
        if (other.name == type.name || other.isBuilding() || !other.isArmed())
            continue;
        const double mine = secondsToKill(type, other);
        const double theirs = secondsToKill(other, type);
        if (std::isinf(mine) && std::isinf(theirs))
            continue;
        // < 1: `type` wins, for the same money spent on each side (a cheaper unit comes in
        // more copies: each side's time to kill the other scales with the cost ratio).
        const double money = double(type.cost) / qMax(1, other.cost);
        const double ratio = std::isinf(theirs) ? 0
                             : std::isinf(mine) ? 1e9
                                                : mine / theirs * money * money;
        if (strong ? ratio < 1 : ratio > 1)
            scored.append({strong ? ratio : -ratio, other.name});
    }
    std::sort(scored.begin(), scored.end());
    QJsonArray out;
    for (qsizetype i = 0; i < scored.size() && i < kMatchups; ++i)
        out.append(scored.at(i).second);
    return out;
}

QString typeNames()
{
    QStringList names;
    for (const UnitType &type : UnitCatalog::all())
        names << type.name;
    return names.join(QStringLiteral(", "));
}

} // namespace unitcatalog

using namespace unitcatalog;

QJsonObject UnitCatalogMethod::entry(int index)
{
    const UnitType &t = UnitCatalog::at(index);
    const auto perSecond = [&t](int shot) {
        return t.cooldownMs > 0 ? std::round(shot * 1000.0 / t.cooldownMs * 10) / 10 : 0.0;
    };
    return {{QStringLiteral("unit_type"), t.name},
            {QStringLiteral("faction"), t.faction.isEmpty() ? QStringLiteral("any") : t.faction},
            {QStringLiteral("kind"), UnitType::kindName(t.kind)},
            {QStringLiteral("cost"), t.cost},
            {QStringLiteral("hp"), t.maxHp},
            {QStringLiteral("damage_vs_infantry"), t.damageVsInfantry},
            {QStringLiteral("damage_vs_armor"), t.damageVsArmor},
            {QStringLiteral("cooldown_ms"), t.cooldownMs},
            {QStringLiteral("dps_vs_infantry"), perSecond(t.damageVsInfantry)},
            {QStringLiteral("dps_vs_armor"), perSecond(t.damageVsArmor)},
            {QStringLiteral("range"), t.range},
            {QStringLiteral("speed"), t.speed},
            {QStringLiteral("sight"), t.sight},
            {QStringLiteral("build_seconds"), t.buildSeconds},
            {QStringLiteral("power"), t.power},
            {QStringLiteral("strong_against"), matchups(t, true)},
            {QStringLiteral("weak_against"), matchups(t, false)}};
}

void UnitCatalogMethod::registerMethod(icrp::IcrpServer &server)
{
    server.registerMethod(
        QStringLiteral("ic/unit.catalog"), icrp::access::Everyone,
        [](const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) {
            ParamReader p(call.params, {QStringLiteral("unit_type")});
            QString name;
            p.string(QStringLiteral("unit_type"), &name, ParamReader::Optional, {}, 64);
            if (p.failed())
                return p.reject(responder);
            if (name.isEmpty()) {
                QJsonArray all;
                for (int i = 0; i < UnitCatalog::all().size(); ++i)
                    all.append(entry(i));
                return responder.result(QJsonObject{{QStringLiteral("units"), all}});
            }
            const int index = UnitCatalog::indexOf(name);
            if (index < 0)
                return responder.error(icrp::ErrorCode::NotFound,
                                       QStringLiteral("No unit type \"%1\" in this game: the "
                                                      "types are %2")
                                           .arg(name, typeNames()));
            responder.result(entry(index));
        },
        icrp::IcrpServer::Effect::ReadOnly);
}

} // namespace icmock
