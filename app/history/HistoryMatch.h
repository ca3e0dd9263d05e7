#pragma once
// One past match as ic/match.history answers it: when, where, how it ended, every player's
// final figures and, asked for by match_id, the figures per minute and the events of note.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ichistory {

struct HistoryPlayer
{
    QString name;
    int team = 0; // 0-based as on the wire
    QString faction;
    QString result; // win, loss, draw, kicked
    qint64 armyValue = 0;
    qint64 credits = 0;
    qint64 units = 0;
    qint64 structures = 0;
    qint64 kills = 0;
    qint64 losses = 0;
    qint64 apm = 0;
};

/// One player's figures at the end of one minute.
struct MinutePlayer
{
    QString name;
    qint64 armyValue = 0;
    qint64 credits = 0;
    qint64 units = 0;
    qint64 structures = 0;
    qint64 apm = 0;
    qint64 kills = 0;
    qint64 losses = 0;
};

struct MinuteFigures
{
    int minute = 0; // 1, 2, … and the last partial minute
    QList<MinutePlayer> players;
};

struct HistoryEvent
{
    qint64 tick = 0;
    QString category;
    QString type;
    QJsonObject data;
};

struct HistoryMatch
{
    QString matchId;
    QDateTime startedAt; // UTC
    qint64 durationTicks = 0;
    int tickRate = 0;
    QString map;
    QString mode;
    bool ranked = false;
    int winnerTeam = -1; // -1: a draw
    QString endReason;
    QString replayId; // empty: no replay kept
    QList<HistoryPlayer> players;
    /// Only in the answer for one match (match_id).
    QList<MinuteFigures> minutes;
    QList<HistoryEvent> events;

    static HistoryMatch fromJson(const QJsonObject &o);
    /// The match's length in whole game seconds.
    qint64 durationSeconds() const;
    /// The players of `team`, in the order the game gave them.
    QStringList teamPlayers(int team) const;
    /// The teams that played (0, 1, …), sorted.
    QList<int> teams() const;
};

/// A page of ic/match.history's answer.
struct HistoryPage
{
    QList<HistoryMatch> matches;
    bool more = false;

    static HistoryPage fromJson(const QJsonObject &answer);
};

} // namespace ichistory
