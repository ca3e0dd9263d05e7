#pragma once
// A replay played over the panel's game connection (ic/replay.load, ic/replay.seek,
// ic/replay.state): load, play at 1×–8×, pause, seek anywhere, step, and jump to the next fight.
// Playing at N× seeks forward tickRate × N ticks a second in steps; each step hands on the
// events passed (eventsPassed) and then the figures at the new tick (figuresChanged). A seek
// back starts the view again (restarted) and plays it from 0 to there in samples, so the feed
// and the chart hold the whole match up to the cursor. One request at a time; a spent request
// budget is waited out. No widgets.

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

namespace icrp {
class IcrpClient;
struct IcrpResult;
} // namespace icrp

namespace ichistory {

class ReplayDeck : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMinSpeed = 1;
    static constexpr int kMaxSpeed = 8;

    explicit ReplayDeck(icrp::IcrpClient *client, QObject *parent = nullptr);

    /// Asks the game for the replay; loaded() or failed() follows. Stops what played before.
    void load(const QString &replayId);
    void play();
    void pause();
    void setPlaying(bool playing);
    /// 1 to 8 (clamped): game seconds per second while playing.
    void setSpeed(int speed);
    /// Moves the cursor to `tick` (clamped to 0..endTick()).
    void seek(qint64 tick);
    /// Moves the cursor by `seconds` of game time (negative: back).
    void step(int seconds);
    /// Moves to the next engagement_start or unit_destroyed after the cursor; noFightAhead()
    /// when none comes before the end.
    void nextFight();
    /// Milliseconds between the steps while playing (default 200).
    void setStepInterval(int ms);

    bool isLoaded() const { return !m_replayId.isEmpty(); }
    QString replayId() const { return m_replayId; }
    /// ic/replay.load's answer: map, mode, players, end_tick, tick_rate.
    const QJsonObject &loadAnswer() const { return m_loadAnswer; }
    qint64 tick() const { return m_tick; }
    qint64 endTick() const { return m_endTick; }
    int tickRate() const { return m_tickRate; }
    int speed() const { return m_speed; }
    bool isPlaying() const { return m_playing; }
    /// Whether a seek (or a search for the next fight) is under way.
    bool isBusy() const { return m_busy; }

    /// What to do with one ic/replay.seek answer's `events` from `from` on (§10.23): whole
    /// ticks only. `againFrom` >= 0: the answer was cut (events_truncated), the events of its
    /// last tick are left out and the deck seeks back to againFrom and forward in smaller
    /// steps; `missedFrom` >= 0: that one tick alone filled the answer, the rest is lost.
    struct WholeEvents
    {
        QJsonArray events;
        qint64 againFrom = -1;
        qint64 missedFrom = -1;
    };
    static WholeEvents wholeEvents(const QJsonArray &events, bool truncated, qint64 from);

Q_SIGNALS:
    void loaded();
    /// The view starts again from the replay's start (a seek back): clear the feed and series.
    void restarted();
    /// Events the cursor passed, oldest first ({category, type, tick, data} each).
    void eventsPassed(const QJsonArray &events);
    /// ic/replay.state's answer at tick().
    void figuresChanged(const QJsonObject &state);
    void tickChanged(qint64 tick);
    void playingChanged(bool playing);
    void speedChanged(int speed);
    /// The cursor came to a fight at `tick`.
    void fightFound(qint64 tick);
    /// No fight between the cursor and the end.
    void noFightAhead();
    /// Some events from `fromTick` to `toTick` could not be had (more than the game hands over
    /// in one answer fell in one tick): the feed lacks them.
    void eventsMissed(qint64 fromTick, qint64 toTick);
    /// A sentence for the user: what failed and what to do.
    void failed(const QString &message);

private:
    void onLoaded(const icrp::IcrpResult &r);
    void onTimer();
    /// Seeks to each planned tick in turn, asking for the figures after each.
    void runPlan();
    void seekTo(qint64 target);
    /// An answer was cut: seek back to `from` and forward to `target` again in smaller steps.
    void askAgain(qint64 from, qint64 target);
    void askState();
    void finishStep();
    /// Searching for the next fight: seeks forward until one is passed.
    void probeFrom(qint64 from);
    void onProbe(const QJsonArray &events, qint64 reached);
    /// Ticks from `from` (not included) to `to` in at most kSamples steps.
    QList<qint64> samples(qint64 from, qint64 to) const;
    /// Calls `method`; a spent budget (-32002) or a busy game is asked again shortly.
    void call(const QString &method, const QJsonObject &params,
              std::function<void(const icrp::IcrpResult &)> done, int attempt = 0);
    void fail(const QString &message);

    icrp::IcrpClient *m_client;
    QTimer m_timer;
    QString m_replayId;
    QJsonObject m_loadAnswer;
    qint64 m_tick = 0;
    qint64 m_endTick = 0;
    int m_tickRate = 0;
    int m_speed = 1;
    bool m_playing = false;
    bool m_busy = false;
    /// Bumped by load(): answers for an earlier replay are dropped.
    int m_generation = 0;
    QList<qint64> m_plan;
    /// A seek asked for while busy: run after the step under way.
    qint64 m_queuedSeek = -1;
    /// The search for the next fight: where it started and the events passed so far.
    bool m_probing = false;
    qint64 m_probeStart = 0;
    QJsonArray m_probeEvents;
};

} // namespace ichistory
