#pragma once
// "Show on stream": the gateway plays one of the game's replays to the installed tools as if it
// were the game (a caster's instant replay, a tool author's test). The stage opens its own ICRP
// session to the game (observer tier, so the game's own rule for ranked replays applies),
// ic/replay.load's the replay and steps it with ic/replay.seek: tick_rate × speed ticks per
// second in steps of kStepMs, the events each step passes published to the tool sessions through
// the gateway's IcrpServer (their subscriptions and grants decide who gets which). While it
// shows, the gateway holds the live game's events back (drops them) and lets the stage answer
// the tools' calls: reads of the match from the replay (ic/state.query, ic/state.snapshot,
// ic/match.info), calls that would change the match refused (-32010), the rest forwarded.
// Tools are told with ic/gateway.replay {"showing":true,"replay_id","tick",…} when it starts or
// jumps and {"showing":false} when the live game is back; they query again then.
//
// Lives on the host thread, inside the Gateway.

#include "icrp/client/IcrpClient.h"
#include "icrp/server/IcrpCall.h"
#include "icrp/server/IcrpResponder.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <QUrl>
#include <memory>

namespace icrp {
class IcrpServer;
}

namespace ichost {

class ReplayStage : public QObject
{
    Q_OBJECT
public:
    /// Milliseconds between two steps of the replay's clock.
    static constexpr int kStepMs = 150;

    explicit ReplayStage(icrp::IcrpServer *server, QObject *parent = nullptr);
    ~ReplayStage() override;

    /// The game whose replays are shown, and its password (memory only).
    void setGame(const QUrl &url, const QString &password);
    /// Loads `replayId` and shows it from `tick` (clamped to the replay) at `speed` (× real
    /// time, > 0), or stands still there when `paused`. Another replay showing is replaced.
    void show(const QString &replayId, qint64 tick, double speed, bool paused);
    /// Follows the replay view: a new speed or pause takes effect at once; a `tick` more than a
    /// second of game time away from where the stage is makes it jump there (no events
    /// published for what is skipped; the tools are told with ic/gateway.replay).
    void follow(qint64 tick, double speed, bool paused);
    /// The live game again: the stage's session closes and the tools are told.
    void end();
    /// Whether the tools see a replay now (from its first frame until end()).
    bool isShowing() const { return m_showing; }
    QString replayId() const { return m_showing ? m_replayId : QString(); }
    qint64 tick() const { return m_tick; }

    /// A tool's call while showing: true when the stage answered it (a read of the match from
    /// the replay, or a refusal); false: forward it to the game as usual.
    bool answer(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    /// A tool session identified: while a replay shows it is told so (ic/gateway.replay).
    void onSessionIdentified(const QString &sessionId) const;

Q_SIGNALS:
    /// The tools see the replay (`replayId`, of `map`) or the live game again.
    void showingChanged(bool showing, const QString &replayId, const QString &map);
    /// The replay could not be shown (or stopped showing): why, and what to do.
    void failed(const QString &message);

private:
    void openSession();
    void onState(icrp::IcrpClient::State state);
    void load();
    void onLoaded(const QJsonObject &info);
    void startShowing();
    void step();
    void seekTo(qint64 target, bool publish);
    /// An ic/replay.seek answer's events were cut inside a tick: back to `from` (the tick
    /// before the cut), then on to `target` again.
    void seekAgain(qint64 from, qint64 target);
    void publishEvents(const QJsonArray &events);
    /// ic/gateway.replay to every tool session, or only to `sessionId`.
    void notifyTools(const QString &sessionId = {}) const;
    void fail(const QString &message);
    void answerState(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void answerSnapshot(const icrp::IcrpResponder &responder);
    void answerMatchInfo(const icrp::IcrpResponder &responder) const;
    double ticksPerMs() const;

    icrp::IcrpServer *m_server;
    QUrl m_url;
    QString m_password;
    std::unique_ptr<icrp::IcrpClient> m_client;
    QTimer m_timer;
    QElapsedTimer m_sinceStep;
    QString m_replayId;
    /// What ic/replay.load said (map, mode, players, tick_rate, end_tick).
    QJsonObject m_info;
    qint64 m_tick = 0;
    qint64 m_startTick = 0;
    double m_speed = 1.0;
    bool m_paused = false;
    bool m_showing = false;
    bool m_seeking = false;
    /// Ticks owed to the clock but not yet sought (fractions of a tick).
    double m_owed = 0;
    /// Bumped on every show() and end(): answers of an earlier replay's calls are dropped.
    quint64 m_generation = 0;
};

} // namespace ichost
