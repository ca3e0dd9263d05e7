#include "mock/UnitCatalog.h"

namespace icmock {

namespace {

using Kind = UnitType::Kind;

UnitType make(const char *name, const char *faction, Kind kind, int cost, int maxHp, int vsInf,
              int vsArmor, int cooldownMs, int range, int speed, int sight, int buildSeconds,
              int power)
{
    UnitType t;
    t.name = QString::fromLatin1(name);
    t.faction = QString::fromLatin1(faction);
    t.kind = kind;
    t.cost = cost;
    t.maxHp = maxHp;
    t.damageVsInfantry = vsInf;
    t.damageVsArmor = vsArmor;
    t.cooldownMs = cooldownMs;
    t.range = range;
    t.speed = speed;
    t.sight = sight;
    t.buildSeconds = buildSeconds;
    t.power = power;
    return t;
}

QList<UnitType> buildTable()
{
    // clang-format off
    //            name                    faction   kind             cost   hp  vsInf vsArm  cd ms range speed sight build power
    return {
        make("rifle_infantry",       "",        Kind::Infantry,      100,    50,   12,    3,  1000,  220,   30,  350,   5,    0),
        make("rocket_soldier",       "",        Kind::Infantry,      300,    45,    6,   28,  2000,  300,   27,  350,   8,    0),
        make("attack_dog",           "soviet",  Kind::Infantry,      200,    40,   60,    0,  1000,   40,   60,  350,   4,    0),
        make("ranger",               "allies",  Kind::Vehicle,       500,   160,   18,    6,   700,  260,   60,  450,   8,    0),
        make("heavy_tank",           "soviet",  Kind::Vehicle,       950,   570,   15,   45,  2000,  300,   33,  400,  16,    0),
        make("v2_launcher",          "soviet",  Kind::Vehicle,       700,   200,   60,   70,  4500,  480,   30,  400,  14,    0),
        make("mammoth_tank",         "soviet",  Kind::Vehicle,      1700,  1000,   35,   60,  1800,  320,   27,  400,  24,    0),
        make("light_tank",           "allies",  Kind::Vehicle,       700,   300,   12,   28,  1400,  280,   45,  400,  12,    0),
        make("medium_tank",          "allies",  Kind::Vehicle,       800,   400,   14,   40,  1600,  300,   40,  400,  14,    0),
        make("artillery",            "allies",  Kind::Vehicle,       600,   120,   50,   35,  5000,  480,   30,  400,  12,    0),
        make("harvester",            "",        Kind::Harvester,    1400,   650,    0,    0,     0,    0,   36,  300,  14,    0),
        make("construction_yard",    "",        Kind::Structure,    2500,  3500,    0,    0,     0,    0,    0,  500,   0,    0),
        make("power_plant",          "",        Kind::Structure,     300,  1000,    0,    0,     0,    0,    0,  500,  10,  100),
        make("advanced_power_plant", "",        Kind::Structure,     500,  1600,    0,    0,     0,    0,    0,  500,  14,  200),
        make("refinery",             "",        Kind::Structure,    2000,  2200,    0,    0,     0,    0,    0,  500,  20,  -30),
        make("barracks",             "",        Kind::Structure,     400,  1500,    0,    0,     0,    0,    0,  500,  10,  -20),
        make("war_factory",          "",        Kind::Structure,    2000,  2500,    0,    0,     0,    0,    0,  500,  20,  -30),
        make("radar_dome",           "",        Kind::Structure,    1000,  2000,    0,    0,     0,    0,    0,  500,  16,  -40),
        make("tesla_coil",           "soviet",  Kind::Defense,      1500,  1300,   60,   70,  2500,  400,    0,  500,  16,  -75),
        make("flame_tower",          "soviet",  Kind::Defense,       600,  1100,   35,   12,  1300,  260,    0,  500,  10,  -20),
        make("pillbox",              "allies",  Kind::Defense,       400,   900,   20,    6,   700,  300,    0,  500,   8,  -15),
        make("gun_turret",           "allies",  Kind::Defense,       700,  1100,   10,   40,  1800,  350,    0,  500,  10,  -20),
    };
    // clang-format on
}

} // namespace

const QList<UnitType> &UnitCatalog::all()
{
    static const QList<UnitType> table = buildTable();
    return table;
}

const UnitType &UnitCatalog::at(int index)
{
    return all().at(index);
}

int UnitCatalog::indexOf(QStringView name)
{
    const QList<UnitType> &table = all();
    for (int i = 0; i < table.size(); ++i) {
        if (table.at(i).name == name)
            return i;
    }
    return -1;
}

QList<int> UnitCatalog::buildable(UnitType::Kind kind, QStringView faction)
{
    QList<int> out;
    const QList<UnitType> &table = all();
    for (int i = 0; i < table.size(); ++i) {
        const UnitType &t = table.at(i);
        if (t.kind == kind && t.buildSeconds > 0 && t.availableTo(faction))
            out << i;
    }
    return out;
}

QString UnitType::kindName(Kind kind)
{
    switch (kind) {
    case UnitType::Kind::Infantry:
        return QStringLiteral("infantry");
    case UnitType::Kind::Vehicle:
        return QStringLiteral("vehicle");
    case UnitType::Kind::Harvester:
        return QStringLiteral("harvester");
    case UnitType::Kind::Structure:
        return QStringLiteral("structure");
    case UnitType::Kind::Defense:
        return QStringLiteral("defense");
    }
    return {};
}

} // namespace icmock
