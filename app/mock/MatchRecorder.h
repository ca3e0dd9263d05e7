#pragma once
// Collects what gameplay.db keeps of the live match while it is played: each player's figures
// at its start (minute 0, tick 0) and at the end of every game minute, the units each produced, and
// every event of the categories match, combat and admin (full view). MatchArchive asks for the
// result (finish()) once the match has ended; nothing of an unfinished match leaves it.
//
// It listens to what MockGame publishes: the sim's events of every step and input
// (simEventsHappened, also those of the --start-at steps no session saw) and the admin events
// (adminEventPublished: kicks, pauses, settings, announcements, a mod's orders and commands)
// exactly as sessions get them; the figures are the match's own at each minute's end.

#include "mock/SimEvent.h"
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
    /// Follows `game`'s match (its sim must exist, before its first step).
    explicit MatchRecorder(MockGame &game, QObject *parent = nullptr);
    ~MatchRecorder() override;

    /// The match as gameplay.db keeps it, up to the sim's current tick (call it after the end).
    FinishedMatch finish();

private:
    /// A step's or an input's events; a minute's figures once its last tick has been played.
    void onSimEvents(const QList<SimEvent> &events);
    void onAdminEvent(const QString &type, qint64 tick, const QJsonObject &data);
    void collect(const QList<SimEvent> &events);
    void noteMinute(int minute);
    QString subjectOf(const SimEvent &event) const;
    QList<FinishedMatch::Player> players() const;
    int ticksPerMinute() const;

    MockGame &m_game;
    QList<FinishedMatch::Event> m_events;
    QList<FinishedMatch::Minute> m_minutes;
    QMap<QPair<int, QString>, int> m_produced;
    int m_lastMinute = 0;
};

} // namespace icmock
