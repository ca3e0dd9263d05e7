#pragma once
// One game of a relay shown as the Match page shows the local game: an icmatch::MatchModel made
// without a game connection (as a replay's) and fed through the relay instead (docs/icrp-spec.md
// §19.7). It asks ic/match.info for the game (map, mode, state) and ic/state.query every interval
// for the figures (a relay session sees every team: no fog), and gives the model the game's
// relay/match.event notifications as the events the live game would send: a kick as the admin
// `kick` event (the relay's name as who did it), a leave as `player_leave`, the end as
// `game_end` with the winner (after the final figures). A pause or resume the relay sends no
// event for is seen in ic/match.info and told as the game's `pause`/`resume` (no one named).
// Announcements to the game, or to every game, are its chat line from the relay. While the relay
// reconnects the view stays as last seen and goes on when it is back. unavailable() says when
// the game cannot be shown (gone from the relay, not reached by the token, the relay lost).
// What the relay said of the game before the feed was made (kicks, bans, announcements: the
// Tournament page's RelayEventLog keeps them) comes first with showEarlier(), once the game's info
// is there, in the order it happened; an event given twice shows once.

#include "common/Result.h"
#include "relayclient/RelayAnnouncement.h"
#include "relayclient/RelayMatchEvent.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <chrono>

namespace icmatch {
class MatchModel;
}

namespace icrelayclient {

class RelayConnection;

class RelayGameFeed : public QObject
{
    Q_OBJECT
public:
    RelayGameFeed(RelayConnection *connection, const QString &relayName, const QString &gameId,
                  QObject *parent = nullptr);
    ~RelayGameFeed() override;

    /// Made with a nullptr client, owned by the feed.
    icmatch::MatchModel *match() const { return m_match; }
    QString gameId() const { return m_gameId; }
    QString relayName() const { return m_relayName; }
    RelayConnection *connection() const { return m_connection; }

    /// Asks for the game now and every interval from then on; subscribes the connection to
    /// match events when nobody has (it never unsubscribes: others share the connection).
    void start();
    /// No more questions; the model keeps what it shows.
    void stop();
    bool isRunning() const { return m_running; }
    /// How often info and figures are asked for (default 1000 ms).
    void setRefreshInterval(std::chrono::milliseconds interval);
    /// Why the game cannot be shown now (its code: "icrp.not-found", "icrp.permission-denied",
    /// "relay.lost"); an empty code while it can.
    const ic::Error &problem() const { return m_problem; }
    /// The game's info has come (the model shows the game).
    bool hasInfo() const { return m_hasInfo; }
    /// What happened in the game before: its match events and the announcements to it (or to
    /// every game of the relay), as RelayEventLog::eventsOf() and announcementsOf() give them.
    /// Shown in the feed before anything later, by when they happened; now when the game's info
    /// is there, else once it comes.
    void showEarlier(const QList<RelayMatchEvent> &events,
                     const QList<RelayAnnouncement> &announcements);

Q_SIGNALS:
    /// The game cannot be shown: gone from the relay, not reached by the token, or the relay
    /// lost for good. A sentence with the relay's words and what to do next.
    void unavailable(const QString &message);
    /// The game answers again after unavailable() (the relay is back).
    void available();

private:
    void connectConnection();
    void refresh();
    void askInfo();
    void askFigures();
    void takeInfo(const QJsonObject &info);
    /// A later ic/match.info: a pause, a resume or the end the relay sent no event for.
    void followState(const QJsonObject &info);
    void takeEvent(const RelayMatchEvent &event);
    /// An event into the model, once (an event seen before is not shown again).
    void showEvent(const RelayMatchEvent &event);
    /// The events waiting for the game's info, in the order they happened; `endFollows`: the
    /// info says the game ended (its end comes after them, not from a waiting game_end).
    void showWaiting(bool endFollows);
    void showAnnouncement(const QString &message, qint64 tick);
    void takeAnnouncement(const QString &message, const QString &gameId);
    /// The end with the final figures first, once.
    void showEnd(const QJsonObject &result, qint64 tick);
    /// A question failed: the game is gone or not reached (stop), else keep the view.
    void callFailed(const ic::Error &error);
    void connectionStateChanged();
    void setProblem(const ic::Error &problem);
    void clearProblem();
    /// The game's tick at `seconds` of game time (the match's tick rate).
    qint64 tickAt(double seconds) const;
    bool connected() const;

    QPointer<RelayConnection> m_connection;
    QString m_relayName;
    QString m_gameId;
    icmatch::MatchModel *m_match;
    QTimer m_timer;
    ic::Error m_problem;
    bool m_running = false;
    bool m_hasInfo = false;
    bool m_infoPending = false;
    bool m_figuresPending = false;
    bool m_endShown = false;
    /// Events given before the game's info (showEarlier, or sent while asking for it); an
    /// announcement as an event of type "announcement" with its message in data.
    QList<RelayMatchEvent> m_waiting;
    /// The events shown (type, time, data), so one given twice shows once.
    QSet<QString> m_shown;
};

} // namespace icrelayclient
