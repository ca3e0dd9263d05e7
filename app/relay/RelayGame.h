#pragma once
// One game hosted by the relay: the mock's simulated 2v2 skirmish (SkirmishSim) under a relay
// game id, with a map and four players of its own (the sim's seats renamed; every answer names
// them so), whether it is ranked, and when it started. Answers the per-game observer methods
// (ic/match.info, ic/state.query) and its row of relay/games. Relay observers watch as
// spectators: every team in full.

#include "common/Result.h"
#include "mock/MatchReplay.h"
#include "mock/SimEvent.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <memory>

namespace icmock {
class SkirmishSim;
}

namespace icrelay {

class RelayGame
{
public:
    struct Setup
    {
        QString id;
        quint64 seed = 1;
        QString map;
        /// One name per seat of the sim, in its order (team 0 first).
        QStringList players;
        bool ranked = false;
        int tickRate = 15;
        /// 0: until a side is annihilated.
        qint64 durationTicks = 0;
        QDateTime startedAt;
    };

    explicit RelayGame(Setup setup);
    ~RelayGame();

    const QString &id() const { return m_setup.id; }
    const Setup &setup() const { return m_setup; }
    /// "running", "paused" or "ended".
    QString state() const;
    bool ended() const;
    qint64 tick() const;
    /// Players still in the match.
    int presentPlayers() const;

    /// One simulation tick (nothing while paused or after the end).
    QList<icmock::SimEvent> step();
    /// Pauses or resumes; false when nothing changed (already so, or ended).
    bool setPaused(bool paused, const QString &by);
    /// Removes a player by relay name; false when unknown or already gone.
    bool kick(const QString &player, const QString &reason);
    /// An announcement shown to the game's players (a chat line from "Relay"); the last
    /// kMaxAnnouncements are listed in matchInfo().
    void announce(const QString &message);
    static constexpr int kMaxAnnouncements = 20;
    /// A player's identity key ("ick1:" and 16 hex digits): the same handle is the same
    /// person in every game of the relay (the simulated players have no keys of their own).
    static QString identityKey(const QString &player);
    /// The relay name of the present player with that identity key; empty when none.
    QString presentPlayerWithKey(const QString &identityKey) const;
    /// The sim's index of a relay player name; -1 when unknown.
    int playerIndex(const QString &name) const;
    /// The game's lifecycle events since the last call, as relay/match.events delivers them:
    /// {game_id, type, at, game_time_seconds, data}; type game_start, game_end (with the
    /// result), player_leave or player_kick (an admin's kick or ban).
    QList<QJsonObject> takeEvents();

    /// The game as the mock's replay file (MatchReplay, "icrep"): its sim's options and every
    /// input an admin gave it (pauses, kicks) at its tick; players by relay name. Announcements
    /// are chat and change nothing in the sim: not in it.
    icmock::MatchReplay replay() const;

    /// relay/games' row: {id, map, mode, state, ranked, started_at, duration_seconds, players,
    /// teams, winner_team?}.
    QJsonObject summary() const;
    /// ic/match.info's result for this game.
    QJsonObject matchInfo() const;
    /// ic/state.query's result (full view); `onlyPlayer` >= 0: that player alone.
    QJsonObject stateQuery(const QStringList &fields, int onlyPlayer) const;

private:
    void note(const QList<icmock::SimEvent> &events, bool kicked);
    QString relayName(const QString &simName) const;
    QJsonArray roster() const;
    QJsonObject renamed(QJsonObject player) const;
    double gameSeconds() const;

    Setup m_setup;
    std::unique_ptr<icmock::SkirmishSim> m_sim;
    QStringList m_announcements;
    QList<QJsonObject> m_events;
    QList<icmock::SimInput> m_inputs;
    /// Applies an input to the sim and keeps it for the replay when it changed something.
    QList<icmock::SimEvent> apply(icmock::SimInput::Kind kind, const QJsonObject &args);
};

} // namespace icrelay
