#pragma once
// One ended game as a tournament keeps it (from relay/match.event game_end, docs/icrp-spec.md
// §19.7): which relay and game, map, mode, ranked, when it ended (UTC), how long it lasted, the
// winning team (0-based as the relay sends it; -1 when none), winners, losers, the teams' scores
// and why it ended. What TournamentResultsCsv writes for bracket tools.

#include "relayclient/RelayGameInfo.h"
#include "relayclient/RelayMatchEvent.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <optional>

namespace icrelayclient {

struct RelayMatchResult
{
    QString relay;
    QString gameId;
    QString map;
    QString mode;
    bool ranked = false;
    QDateTime endedAt;
    double durationSeconds = 0;
    /// The relay's team number (0 is "Team 1" for the user); -1 when no team won.
    int winnerTeam = -1;
    QStringList winners;
    QStringList losers;
    /// The scores of team 0 and team 1 as game_end sent them; empty when it sent none.
    QList<qint64> scores;
    /// "annihilation", "time_limit", … as sent.
    QString reason;

    /// The result of a game_end event; nullopt for another type. `game` (the game as listed,
    /// when known) gives the map and mode the event does not carry.
    static std::optional<RelayMatchResult> fromEvent(const QString &relay,
                                                     const RelayMatchEvent &event,
                                                     const std::optional<RelayGameInfo> &game);
};

} // namespace icrelayclient

Q_DECLARE_METATYPE(icrelayclient::RelayMatchResult)
