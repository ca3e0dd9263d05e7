#pragma once
// Collects what gameplay.db keeps of the live match while it is played: each player's figures
// at the end of every game minute, the units each produced, and every event of the categories
// match, combat and admin (full view). MatchArchive asks for the result (finish()) once the
// match has ended; nothing of an unfinished match leaves it.
//
// The events: MockGame hands the sim's events only to its server, so the recorder keeps a
// second SkirmishSim with the same options and steps it in lockstep (MockGame::ticked), giving
// it every session input at its tick (MockGame::inputApplied) — the sim is deterministic, so
// it lives the same match and yields the same events, as a replay does. Admin events are made
// from the inputs (kick, and server_status for a pause or resume).

#include "mock/SimInput.h"
#include "mock/SkirmishSim.h"
#include "mock/history/FinishedMatch.h"

#include <QMap>
#include <QObject>
#include <QPair>

namespace icmock {

class MockGame;

class MatchRecorder : public QObject
{
    Q_OBJECT
public:
    /// Starts following `game`'s sim (which must exist) from its current tick; the ticks it
    /// played before (--start-at) are caught up at once.
    explicit MatchRecorder(MockGame &game, QObject *parent = nullptr);
    ~MatchRecorder() override;

    /// The match as gameplay.db keeps it, up to the sim's current tick (call it after the end).
    FinishedMatch finish();

private:
    void catchUp(qint64 tick);
    void onInput(const SimInput &input);
    void collect(const QList<SimEvent> &events);
    void noteMinute(int minute);
    QString subjectOf(const SimEvent &event) const;
    QList<FinishedMatch::Player> players() const;
    int ticksPerMinute() const;

    MockGame &m_game;
    SkirmishSim m_shadow;
    QList<FinishedMatch::Event> m_events;
    QList<FinishedMatch::Minute> m_minutes;
    QMap<QPair<int, QString>, int> m_produced;
    int m_lastMinute = 0;
};

} // namespace icmock
