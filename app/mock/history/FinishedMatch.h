#pragma once
// One finished match as gameplay.db keeps it (the rows of matches, match_players,
// match_minutes, match_events and units_produced): what MatchRecorder collects during a live
// match and HistorySeeder invents for --history-seed, and what GameplayDb::record() writes.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace icmock {

struct FinishedMatch
{
    struct Player
    {
        int slot = 0;
        QString name;
        int team = 0;    // 0 or 1
        QString faction; // "soviet" or "allies"
        QString result;  // "win", "loss", "draw" or "kicked"
        qint64 armyValue = 0;
        qint64 credits = 0;
        int units = 0;
        int structures = 0;
        int kills = 0;
        int losses = 0;
        qint64 harvested = 0;
        qint64 spent = 0;
        int apm = 0; // average over the match
    };
    /// A player's figures at the match's start (minute 0, tick 0) and at the end of each game
    /// minute (1, 2, … and the last partial minute); kills and losses are the totals so far.
    struct Minute
    {
        int slot = 0;
        int minute = 1;
        qint64 armyValue = 0;
        qint64 credits = 0;
        int units = 0;
        int structures = 0;
        int apm = 0;
        int kills = 0;
        int losses = 0;
    };
    /// `slot`'s APM averaged over the played minutes of `minutes` (1, 2, …; minute 0 is the
    /// start, before any action); `none` when there is no played minute.
    static int averageApm(const QList<Minute> &minutes, int slot, int none)
    {
        qint64 sum = 0;
        int played = 0;
        for (const Minute &n : minutes) {
            if (n.slot == slot && n.minute > 0) {
                sum += n.apm;
                ++played;
            }
        }
        return played ? int(sum / played) : none;
    }
    /// An ICRP event of category match, combat or admin, full view.
    struct Event
    {
        qint64 tick = 0;
        QString category;
        QString type;
        QString player; // who it is about; empty: nobody in particular
        QJsonObject data;
    };
    struct Produced
    {
        int slot = 0;
        QString unitType;
        int count = 0;
    };

    QString matchId;
    QDateTime startedAt; // UTC
    qint64 durationTicks = 0;
    int tickRate = 15;
    QString map;
    QString mode;
    bool ranked = false;
    quint64 seed = 0;
    int winnerTeam = -1; // -1: a draw
    QString endReason;
    QString replayId; // empty: no replay kept (NULL)
    QList<Player> players;
    QList<Minute> minutes;
    QList<Event> events;
    QList<Produced> produced;
};

} // namespace icmock
