#pragma once
// A simulated match on a free port of 127.0.0.1 (icmock::MockGame with a password), started at
// a given game second and brought back where it was: the game of `ic-panel --demo` (through
// panel/demo/MockDemoGame) and of `ic-tool dev` and `ic-tool test` (devkit/DevStage). It lives
// below both, so the devkit (and with it ic-tool) reuses it without linking the panel.
// Its game keeps a match history of kDemoHistory invented past matches (the History page
// and ic/match.history have something to show) in a temporary folder of its own, and before the
// live match, one real finished match of kFinishedSeconds with its replay (Open Replay has
// something to open). Its local seat is a spectator's: observer tools (the overlays) see both
// teams, as a caster's game shows them.

#include "common/Result.h"

#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace icmock {

class MockGame;

class DemoMatch
{
public:
    /// Past matches the demo's gameplay.db starts with.
    static constexpr int kDemoHistory = 40;
    /// How long the finished match played before the live one lasts, in game seconds.
    static constexpr int kFinishedSeconds = 240;

    DemoMatch();
    ~DemoMatch();
    DemoMatch(const DemoMatch &) = delete;
    DemoMatch &operator=(const DemoMatch &) = delete;

    /// Starts listening with this password, `startAtSeconds` game seconds into the match (a
    /// match brought back resumes where it was). Error "demo.start".
    ic::Result<void> start(const QString &password, int startAtSeconds = 0);
    /// Closes its sessions (4012) and stops listening.
    void stop();
    /// How far the match is, in game seconds; 0 before start().
    int gameSeconds() const;
    /// ws://127.0.0.1:PORT; empty before start().
    QString url() const;
    quint16 port() const;

    /// The simulated match itself (tests drive its clock); nullptr before start().
    MockGame *game() const { return m_game.get(); }

private:
    /// Plays a short match to its end in the data folder (its row in gameplay.db, its .icrep).
    ic::Result<void> playFinishedMatch(const QString &password);

    std::unique_ptr<MockGame> m_game;
    /// The game's data folder (gameplay.db with a seeded history, replays/), kept while the
    /// match is brought back, gone with the demo.
    std::unique_ptr<QTemporaryDir> m_data;
};

} // namespace icmock
