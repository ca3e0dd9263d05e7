#pragma once
// The small Transport Fever 2 world behind the simulated game: a date that advances with the
// speed, money, three towns, five industries, lines with vehicles, stations and snapshots. It
// answers every command of seed 002 with typed data (the game stringifies it when it writes)
// or with the seed's error messages: "Need <param> parameter", "Invalid <param> parameter",
// "Game interface not available" (while that state is switched on; ping still answers), and
// "Unknown command: <cmd>". No files here: Tf2SimGame does the I/O.

#include "common/Result.h"
#include "connectors/tf2/peer/Tf2ModJson.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace icconnectors::tf2 {

class Tf2SimWorld
{
public:
    struct Town
    {
        QString id, name;
        int x = 0, y = 0, population = 0, buildings = 0;
        QString demands;
    };
    struct Industry
    {
        QString id, name, type, cargo;
        int x = 0, y = 0;
    };
    struct Line
    {
        QString id, name, vehicleType, cargo;
        int stops = 2, rate = 0;
    };
    struct Vehicle
    {
        QString id, lineId, type;
    };
    struct Station
    {
        QString id, name, townId;
        int x = 0, y = 0;
    };
    struct Snapshot
    {
        QDate date;
        qint64 money = 0;
        qsizetype lines = 0, vehicles = 0;
    };

    Tf2SimWorld();

    /// `ticks` game ticks: unless paused, the date advances `speed` days a tick and the lines
    /// earn (all at once for a game that slept: the same date and money as one by one).
    void advanceTicks(qint64 ticks);
    /// The answer to `command`: typed data (the mod stringifies it when it writes) or an error
    /// with the game's message.
    ic::Result<QJsonValue> answer(const peer::ModCommand &command);

    void setInterfaceAvailable(bool available) { m_available = available; }
    bool interfaceAvailable() const { return m_available; }
    QDate date() const { return m_date; }
    qint64 money() const { return m_money; }
    int speed() const { return m_speed; }
    bool paused() const { return m_paused; }
    const QList<Line> &lines() const { return m_lines; }
    const QList<Vehicle> &vehicles() const { return m_vehicles; }

private:
    using Handler = ic::Result<QJsonValue> (Tf2SimWorld::*)(const QJsonObject &);
    static QHash<QString, Handler> handlers();

    // Tf2SimWorld.cpp: game state and control
    ic::Result<QJsonValue> ping(const QJsonObject &);
    ic::Result<QJsonValue> queryGameState(const QJsonObject &);
    ic::Result<QJsonValue> setSpeed(const QJsonObject &params);
    ic::Result<QJsonValue> pause(const QJsonObject &);
    ic::Result<QJsonValue> resume(const QJsonObject &);
    ic::Result<QJsonValue> snapshotState(const QJsonObject &);
    ic::Result<QJsonValue> diffState(const QJsonObject &params);
    // Tf2SimWorld_Queries.cpp
    ic::Result<QJsonValue> queryTowns(const QJsonObject &);
    ic::Result<QJsonValue> queryTownDemands(const QJsonObject &);
    ic::Result<QJsonValue> queryTownBuildings(const QJsonObject &params);
    ic::Result<QJsonValue> queryIndustries(const QJsonObject &);
    ic::Result<QJsonValue> queryLines(const QJsonObject &);
    ic::Result<QJsonValue> queryVehicles(const QJsonObject &);
    ic::Result<QJsonValue> queryStations(const QJsonObject &);
    // Tf2SimWorld_Build.cpp
    ic::Result<QJsonValue> buildRoad(const QJsonObject &params);
    ic::Result<QJsonValue> buildIndustryConnection(const QJsonObject &params);
    ic::Result<QJsonValue> buildCargoToTown(const QJsonObject &params);
    ic::Result<QJsonValue> addVehicle(const QJsonObject &params);
    ic::Result<QJsonValue> deleteLine(const QJsonObject &params);
    ic::Result<QJsonValue> optimizeLineVehicles(const QJsonObject &params);

    QJsonObject openLine(const QString &name, const QString &cargo, int rate);
    void addVehicles(const QString &lineId, const QString &type, int count);
    int vehiclesOn(const QString &lineId) const;
    const Town *town(const QString &id) const;
    const Industry *industry(const QString &id) const;
    Line *line(const QString &id);
    QString nextId();
    QString newSnapshotId();

    QDate m_date{1855, 3, 15};
    qint64 m_money = 2500000;
    int m_speed = 1;
    bool m_paused = false;
    bool m_available = true;
    int m_nextId = 90000;
    QList<Town> m_towns;
    QList<Industry> m_industries;
    QList<Line> m_lines;
    QList<Vehicle> m_vehicles;
    QList<Station> m_stations;
    QHash<QString, Snapshot> m_snapshots;
};

/// "Need <param> parameter" / "Invalid <param> parameter": the seed's words.
ic::Error needParam(const QString &param);
ic::Error invalidParam(const QString &param);
/// The value of `param`, or needParam() when it is missing or empty.
ic::Result<QString> requiredParam(const QJsonObject &params, const QString &param);

} // namespace icconnectors::tf2
