#pragma once
// The unit and building types of the simulated skirmish: cost, toughness, weapon, speed, sight,
// build time and power, per faction. A fixed table; SkirmishSim refers to types by index.

#include <QList>
#include <QString>
#include <QStringView>

namespace icmock {

struct UnitType
{
    enum class Kind : quint8 {
        Infantry,  // built at a barracks
        Vehicle,   // built at a war factory
        Harvester, // built at a war factory; gathers ore, unarmed
        Structure, // built by the construction yard
        Defense,   // a structure with a weapon
    };

    QString name;
    QString faction; // "soviet", "allies", or empty for both
    Kind kind = Kind::Infantry;
    int cost = 0;
    int maxHp = 100;
    int damageVsInfantry = 0; // per shot
    int damageVsArmor = 0;    // per shot, against vehicles and buildings
    int cooldownMs = 0;       // between shots
    int range = 0;            // weapon range in map units (0: unarmed)
    int speed = 0;            // map units per game second (0: a building)
    int sight = 0;            // map units
    int buildSeconds = 0;     // 0: cannot be built
    int power = 0;            // > 0 produced, < 0 consumed

    bool isBuilding() const { return kind == Kind::Structure || kind == Kind::Defense; }
    /// The kind's name on the wire ("infantry", "vehicle", "harvester", "structure",
    /// "defense"), as ic/unit.catalog and ic/debug.* say it.
    static QString kindName(Kind kind);
    bool isArmed() const { return range > 0; }
    bool isInfantry() const { return kind == Kind::Infantry; }
    bool availableTo(QStringView playerFaction) const
    {
        return faction.isEmpty() || faction == playerFaction;
    }
};

class UnitCatalog
{
public:
    static const QList<UnitType> &all();
    static const UnitType &at(int index);
    /// Index of the type called `name`, or -1.
    static int indexOf(QStringView name);
    /// Buildable types of `kind` available to `faction`, in table order.
    static QList<int> buildable(UnitType::Kind kind, QStringView faction);
};

} // namespace icmock
