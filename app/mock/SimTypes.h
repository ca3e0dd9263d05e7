#pragma once
// Plain data of the simulated match: players and their units/buildings.

#include <QPoint>
#include <QString>

namespace icmock {

struct PlayerState
{
    QString name;
    QString faction; // "soviet" or "allies"
    int team = 0;    // 0 or 1
    qint64 credits = 0;
    int apm = 0;
    int powerProduced = 0;
    int powerConsumed = 0;
    bool present = true; // false after a kick
    // the implementer may add fields (actions counted for APM, harvest timers…)
};

struct UnitState
{
    int id = 0;
    int owner = 0; // player index
    QString type;  // "heavy_tank", "rifle_infantry", "power_plant", …
    bool building = false;
    int cost = 0;
    int health = 100;
    QPoint position;
    // the implementer may add fields
};

} // namespace icmock
