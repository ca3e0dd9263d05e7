#pragma once
// A player's career as ic/player.style answers it (D042's behavioural profile from
// gameplay.db), with its figures said in plain words for the History page.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ichistory {

struct PlayerStyle
{
    struct Faction
    {
        QString faction;
        int matches = 0;
        int wins = 0;
        double winRate() const { return matches > 0 ? double(wins) / matches : 0.0; }
    };
    struct Unit
    {
        QString unitType;
        qint64 count = 0;
        double share = 0; // 0–1
    };
    struct TrendPoint
    {
        QString matchId;
        QDateTime startedAt;
        double apm = 0;
        qint64 armyValuePeak = 0;
        QString result;
    };

    QString player;
    int matches = 0;
    int wins = 0;
    double winRate = 0;       // 0–1
    double aggression = 0;    // 0–1
    double expansionPace = 0; // structures at minute 5, on average
    double apmEarly = 0;      // minutes 1–5
    double apmMid = 0;        // 6–15
    double apmLate = 0;       // 16+
    QList<Faction> factions;  // ids as the game has them ("soviet"): icmatch::factionName()
    QList<Unit> preferredUnits;
    QList<TrendPoint> trend; // oldest first

    static PlayerStyle fromJson(const QJsonObject &o);

    /// "Aggression: high — attacks early and often." and the like (plain words, no score).
    QString aggressionText() const;
    /// "Builds fast: 6.2 structures by minute 5 on average." and the like.
    QString expansionText() const;
    /// "Won 12 of 20 matches (60 %)."
    QString recordText() const;
    /// "Mostly builds Heavy Tank (34 %), Rifle Infantry (20 %) and V2 Rocket (11 %)."
    QString unitsText() const;
    /// "APM 42 early, 55 mid-game, 61 late."
    QString apmText() const;
};

} // namespace ichistory
