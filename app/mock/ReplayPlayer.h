#pragma once
// ic-remote-mock --replay: plays a Recording back through the mock's IcrpServer instead of a
// simulated match. The clock starts when the first session has identified (so a tool started
// after the mock sees the recording from its beginning); each event is published at its
// recorded "t" (divided by the speed), in the recorded order, to every session that subscribed
// and whose tier may see its category. Read-only calls are answered from the newest recorded
// answer at or before the replay's time (the first one before that); ic/state.query with
// fields or a player is cut down from a recorded answer without params. Anything the recording
// has no answer for, including every call that would change the match, gets an error saying
// so. After the last line the replay stands still and keeps answering with the last state.
//
// MockGame owns it and keeps doing what is not about the match: authentication, tiers,
// connection limits, subscriptions, config.toml and the ic/remote.* methods.

#include "mock/Recording.h"

#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpCall.h"
#include "icrp/server/IcrpResponder.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace icrp {
class IcrpServer;
}

namespace icmock {

class ReplayPlayer : public QObject
{
    Q_OBJECT
public:
    /// `speed`: 1 plays in the recorded time, 2 twice as fast, 0.5 half as fast.
    ReplayPlayer(Recording recording, double speed, QObject *parent = nullptr);
    ~ReplayPlayer() override;

    const Recording &recording() const { return m_recording; }
    /// Registers the match's methods on `server` and starts the clock with its first
    /// identified session. Call once, before the server listens.
    void attach(icrp::IcrpServer *server);
    /// Stops publishing (the server is shutting down).
    void stop();

    bool hasStarted() const { return m_started; }
    bool hasEnded() const { return m_ended; }
    /// Milliseconds of the recording played so far (0 before the start, its duration after
    /// the end).
    qint64 position() const;
    /// The tick of the last event played (0 before the first).
    qint64 tick() const { return m_tick; }

Q_SIGNALS:
    void started();
    /// Every line has been played; the last state stays.
    void ended();

private:
    // ReplayPlayer.cpp: the clock and the events
    void begin();
    void playDue();
    void scheduleNext(qint64 now);

    // ReplayPlayer_Calls.cpp: answers from the recording
    static icrp::Tiers tiersFor(const QString &method);
    void registerMethods();
    void answer(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;
    const RecordedCall *newest(const QString &method, const QJsonObject &params) const;
    bool answerQueryFromFull(const icrp::IcrpCall &call,
                             const icrp::IcrpResponder &responder) const;
    void answerNoData(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder) const;

    Recording m_recording;
    double m_speed = 1.0;
    icrp::IcrpServer *m_server = nullptr;
    QElapsedTimer m_clock;
    QTimer m_timer;
    qsizetype m_next = 0;
    qint64 m_tick = 0;
    bool m_started = false;
    bool m_ended = false;
    bool m_stopped = false;
};

} // namespace icmock
