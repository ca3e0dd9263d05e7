#pragma once
// The relay's games: N simulated matches played at once on one clock, each with its own seed,
// map, players and time limit. A game that has ended stays listed as "ended" for a while
// (kEndedLinger) and then gives its place to a new game with the next id, so games start and
// end over time while the relay hosts N. Ids are "game-001", "game-002", … in order of start.

#include "relay/RelayGame.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

namespace icrelay {

class RelayGameHost : public QObject
{
    Q_OBJECT
public:
    /// How long an ended game stays listed before a new one takes its place, in game seconds
    /// (unless setEndedLingerSeconds() says otherwise).
    static constexpr int kEndedLingerSeconds = 60;
    /// Replays of ended games kept for relay/replay.download, newest last.
    static constexpr int kKeptReplays = 100;
    /// A banned player (relay/admin.ban): kicked from every game, seated in no new one.
    struct Ban
    {
        QString identityKey;
        QString player;
        QString reason;
        QString by;
        QDateTime at;
    };
    /// Handles the games draw from, at most this many of them banned at once.
    static constexpr int kMaxBans = 32;

    /// `tickRate` 0: no clock (the owner calls advance()); the games still count 15 ticks to
    /// a game second.
    RelayGameHost(int games, quint64 seed, int tickRate, QObject *parent = nullptr);
    ~RelayGameHost() override;

    /// Starts the clock (when there is one).
    void start();
    /// Steps every game `ticks` times at once (tests).
    void advance(int ticks);

    const std::vector<std::unique_ptr<RelayGame>> &games() const { return m_games; }
    /// nullptr for an id not hosted now.
    RelayGame *game(const QString &id) const;
    int tickRate() const { return m_gameTickRate; }
    void setEndedLingerSeconds(int seconds) { m_lingerSeconds = seconds; }
    /// The replay of an ended game (one of the last kKeptReplays); nullptr when there is none.
    const icmock::MatchReplay *replay(const QString &gameId) const;
    const QList<Ban> &bans() const { return m_bans; }
    /// The player with that identity key in any game now or ever drawn; empty when none.
    static QString playerOfKey(const QString &identityKey);
    /// Bans (kicking the player from every game where they are present: the ids) or lifts
    /// a ban (`ban` false); nullopt when nothing changed.
    std::optional<QStringList> setBanned(const Ban &ban, bool banned);
    /// Emits matchEvent() for each lifecycle event `game` has had since the last time (every
    /// step does it; an admin's kick calls it at once).
    void publish(RelayGame &game);
    qint64 uptimeSeconds() const { return m_uptime.elapsed() / 1000; }

Q_SIGNALS:
    /// After every step of all games.
    void ticked();
    void gameEnded(const QString &gameId);
    void gameStarted(const QString &gameId);
    /// One lifecycle event of a game (RelayGame::takeEvents()).
    void matchEvent(const QJsonObject &event);

private:
    std::unique_ptr<RelayGame> makeGame();
    void stepAll();

    quint64 m_seed;
    int m_gameTickRate = 15;
    int m_made = 0;
    QTimer m_clock;
    QElapsedTimer m_uptime;
    std::vector<std::unique_ptr<RelayGame>> m_games;
    std::vector<qint64> m_endedSteps; // per slot: steps since its game ended, -1 while playing
    int m_lingerSeconds = kEndedLingerSeconds;
    QList<Ban> m_bans;
    QList<icmock::MatchReplay> m_replays;
};

} // namespace icrelay
