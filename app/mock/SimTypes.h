#pragma once
// Plain data of the simulated match: players and their units/buildings. The first fields of
// each struct are what views read; the rest is SkirmishSim's bookkeeping.

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

    // stats, refreshed every tick
    int armyValue = 0;    // sum of costs of living mobile units (harvesters included)
    int unitsAlive = 0;   // living mobile units
    int structures = 0;   // living buildings
    int kills = 0;        // units and buildings this player destroyed
    int losses = 0;       // own units and buildings destroyed
    qint64 harvested = 0; // credits earned by harvesting, in total
    qint64 spent = 0;     // credits paid for production, in total

    // bookkeeping
    QPoint base;                 // start position (construction yard)
    QPoint oreField;             // where its harvesters load
    qint64 reserved = 0;         // credits committed to production in progress (paid on completion)
    qint64 reportedCredits = -1; // credits in the last state_diff
};

struct UnitState
{
    enum class Order : quint8 {
        Idle,    // buildings, and units of a kicked player: hold position, return fire
        Rally,   // gather at the owner's rally point, guard it
        Attack,  // attack-move toward `destination`
        Defend,  // go to `destination` (a base under attack), then back to Rally
        Harvest, // harvester cycle
    };
    enum class HarvestPhase : quint8 { ToField, Loading, ToRefinery, Unloading };

    int id = 0;
    int owner = 0; // player index
    QString type;  // "heavy_tank", "rifle_infantry", "power_plant", …
    bool building = false;
    int cost = 0;
    int health = 100; // percent of maxHp (1..100 while alive, 0 when destroyed)
    QPoint position;

    int team = 0;
    int typeIndex = -1; // UnitCatalog index
    int hp = 100;
    int maxHp = 100;
    Order order = Order::Idle;
    QPoint destination;
    int targetId = 0;  // what it last fired at
    int chaseId = 0;   // the enemy it is closing in on
    int cooldown = 0;  // ticks until it may fire again
    int killedBy = -1; // player index of the killer, once destroyed
    HarvestPhase harvestPhase = HarvestPhase::ToField;
    int harvestTimer = 0;
    // last values sent in a state_diff; a unit not yet reported is new
    bool reported = false;
    QPoint reportedPosition;
    int reportedHealth = 0;
};

} // namespace icmock
