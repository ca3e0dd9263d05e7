#pragma once
// The game's replays: records every match (its sim Options and every SimInput, MatchReplay)
// into the data folder's replays/ when it ends, and serves ic/replay.list, ic/replay.load,
// ic/replay.seek and ic/replay.state per session (a ReplayCursor per session, dropped when the
// session closes). A ranked match's own replay is refused (-32006) to an observer whose view is
// delayed until the delay has passed after its end, so it cannot show what the live view still
// holds back. MockGame creates it for a simulated match (not for --replay of a recording)
// and calls registerMethods() once, before the server listens.

#include "mock/ReplayLibrary.h"
#include "mock/SimInput.h"

#include <QHash>
#include <QObject>
#include <memory>

namespace icrp {
class IcrpServer;
class IcrpResponder;
struct IcrpCall;
} // namespace icrp

namespace icmock {

class MockGame;
class ReplayCursor;

class ReplayService : public QObject
{
    Q_OBJECT
public:
    explicit ReplayService(MockGame &game, QObject *parent = nullptr);
    ~ReplayService() override;

    void registerMethods(icrp::IcrpServer &server);
    const ReplayLibrary &library() const { return m_library; }
    /// The replay of the running match as recorded so far (written when it ends).
    MatchReplay recorded() const;
    /// How many sessions have a replay loaded (their cursors are dropped when they close).
    int loadedCount() const { return int(m_cursors.size()); }

Q_SIGNALS:
    /// The match's replay was written to `path`.
    void replaySaved(const QString &replayId, const QString &path);

private:
    void onInputApplied(const SimInput &input);
    void onMatchEnded();
    /// For a ranked observer that sees the match late: the game seconds it must still wait
    /// before this match's own replay may be loaded (0: it may now).
    qint64 secondsUntilVisible(const icrp::IcrpCall &call, const MatchReplay &replay) const;
    void handleList(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;
    void handleLoad(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleSeek(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void handleState(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;
    /// The session's cursor, or nullptr after answering -32009 (nothing loaded).
    ReplayCursor *cursorOf(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;

    MockGame &m_game;
    ReplayLibrary m_library;
    QList<SimInput> m_inputs;
    bool m_saved = false;
    qint64 m_ticksSinceEnd = 0; // the clock's ticks since the match ended (as MockGame counts)
    QHash<QString, std::shared_ptr<ReplayCursor>> m_cursors; // by session id
};

} // namespace icmock
