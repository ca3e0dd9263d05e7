#pragma once
// ic/unit.catalog: the unit and building types of the simulated match (UnitCatalog) as the game
// tells them to any tier — cost, hit points, damage per shot against infantry and against
// armour (vehicles and buildings), rate of fire, range, speed, sight, build time, power — with
// the match-ups SkirmishSim's combat gives: the armed unit types each one beats and loses to
// for the same money spent on each side, by the time each side needs to kill the other (60–80 %
// of the listed damage lands, 70 % on average). {"unit_type": T} answers that entry; no params, all
// of them ({"units": […]}); an unknown type is -32009 naming the types there are.

#include <QJsonObject>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class UnitCatalogMethod
{
public:
    static void registerMethod(icrp::IcrpServer &server);
    /// The catalogue's entry of type `index` (UnitCatalog::at).
    static QJsonObject entry(int index);
};

} // namespace icmock
