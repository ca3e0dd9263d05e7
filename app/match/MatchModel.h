#pragma once
// The live match as the panel's game connection sees it, for the Match page: what ic/match.info
// says (map, mode, ranked, state, winner), every player's figures from ic/state.query (polled
// once a second while connected; hidden ones stay hidden for an observer), team totals (over
// the players still in the match: one who left or was kicked no longer counts), army
// value and credits over time (MatchSeries) and the events as sentences (MatchFeed). A new match
// (other seed, map or mode, or the clock gone back) starts the view again, and so does a
// connection to another game (another address), as soon as it starts (before that game
// answers, if ever): the view never mixes two matches nor shows one game's match under another;
// coming back to the same match shows it again from where the panel first saw it: the series and
// the feed seen before the switch (MatchMemory, the last 4 matches left) continue with what comes
// after; a new match on that game starts empty. Reconnecting to the same game mid-match
// keeps the view. Kicks are remembered per match (game address, seed, map, mode), so a kicked
// player is still said to be kicked when the panel comes back to that match. A player who left or
// was kicked is shown with the figures the game goes on publishing (their units hold position
// and return fire), not counted in the team's totals. Admin
// actions go to the game as the connection's own calls and answer with a sentence for the user.

#include "common/Result.h"
#include "match/DepartedPlayers.h"
#include "match/MatchFeed.h"
#include "match/MatchInfo.h"
#include "match/MatchMemory.h"
#include "match/MatchSeries.h"
#include "match/PlayerFigures.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <functional>
#include <optional>

namespace icrp {
class IcrpClient;
struct IcrpResult;
} // namespace icrp

namespace icmatch {

class MatchModel : public QObject
{
    Q_OBJECT
public:
    struct TeamTotals
    {
        int team = -1;
        /// The team's players still in the match.
        QStringList players;
        /// Those who left or were kicked: not in the sums.
        QStringList departed;
        /// Sums over the team's players still in the match; absent when any is hidden.
        std::optional<qint64> armyValue;
        std::optional<qint64> credits;
        std::optional<qint64> units;
        std::optional<qint64> structures;
    };
    /// A sentence for the user: what the action did, or why it failed ("match.unavailable",
    /// "match.no_answer", "match.refused").
    using Done = std::function<void(const ic::Result<QString> &message)>;
    /// The match settings after the call and a sentence about it (empty for a read).
    struct SettingsAnswer
    {
        QJsonObject settings;
        QString message;
    };
    /// The settings, or why not (the codes of Done).
    using SettingsDone = std::function<void(const ic::Result<SettingsAnswer> &answer)>;

    /// Over the live connection `client`; nullptr: a model fed through the replay methods
    /// below (showReplay(), replayEvent(), takeFigures()) instead of the game's answers.
    explicit MatchModel(icrp::IcrpClient *client, QObject *parent = nullptr);

    /// A replay's view starts: `info` (map, mode, tick rate) and nothing else yet.
    void showReplay(const MatchInfo &info);
    /// The replay's feed, figures and series start again (its info is kept): a seek back.
    void restartReplay();
    /// An event the replay passed, as the live connection's eventReceived.
    void replayEvent(const QString &category, const QString &type, qint64 tick,
                     const QJsonObject &data);
    /// ic/state.query's answer (live), or ic/replay.state's (the same shape) at a replay's tick.
    void takeFigures(const QJsonObject &answer);

    /// How often figures are asked for while connected (default 1000 ms; 0: only refresh()).
    void setRefreshInterval(int ms);
    /// Asks the game for match info and figures now (nothing while not connected).
    void refresh();

    const MatchInfo &info() const { return m_info; }
    const QList<PlayerFigures> &players() const { return m_players; }
    /// Summed once per new figures (the table asks for them on every paint).
    const QList<TeamTotals> &teamTotals() const { return m_teamTotals; }
    const MatchSeries &series() const { return m_series; }
    MatchFeed *feed() const { return m_feed; }
    /// The tick the figures are from (behind the live clock for a delayed observer).
    qint64 figuresTick() const { return m_figuresTick; }
    /// Seconds an observer's view lags in a ranked match, 0 otherwise (identify result).
    int observerDelaySeconds() const;
    /// Whether the connection sees every player's figures (not an observer under fog).
    bool seesEverything() const;
    /// Why Pause, Say, Kick and Settings are not available; empty when they are.
    QString adminUnavailableReason() const;

    void setPaused(bool paused, Done done);
    void say(const QString &message, Done done);
    void kick(const QString &player, const QString &reason, Done done);
    void readSettings(SettingsDone done);
    void changeSettings(const QJsonObject &changes, SettingsDone done);

Q_SIGNALS:
    /// Map, state, winner or ranked changed.
    void infoChanged();
    /// New figures (players, totals, series).
    void figuresChanged();
    /// The view started again for another match. (Losing the connection keeps the view: it
    /// shows the match as last seen until the game answers again.)
    void matchReset();
    /// The match ended: info() has the winner; the figures are the final ones.
    void matchEnded();

private:
    /// The connection starts towards `m_client`'s address: another game's view starts again.
    void onConnecting();
    void onConnected();
    void onEvent(const QString &category, const QString &type, qint64 tick,
                 const QJsonObject &data);
    void askInfo();
    void askFigures();
    /// ic/state.query for the figures; `after` runs once the answer's figures are taken (or
    /// the question failed).
    void queryFigures(std::function<void()> after);
    void takeInfo(const QJsonObject &info);
    /// A player left (`player_leave`) or was kicked (the admin `kick` event).
    void takeLeave(const QString &player, bool kicked);
    /// `data` with "killer_gone" ("kicked" or "left") when its killer is no longer in the match.
    QJsonObject markDeparted(const QJsonObject &data) const;
    /// The team totals of the figures now, and a sample of them for the series at `tick`.
    void sumAndRecord(qint64 tick);
    void reset();
    /// Keeps what the view holds of this match (series, feed) for when it is shown again.
    void remember();
    /// Puts back what was seen of this match before a switch, once its info and figures are
    /// here, unless the game's clock is behind it (another match under the same key). Whether
    /// it did.
    bool recall();
    /// Gives the feed an event, kept for remember().
    void feedEvent(const QString &category, const QString &type, qint64 tick,
                   const QJsonObject &data);
    /// The game's address, seed, map and mode: which match the kicks seen belong to.
    QString matchKey() const;
    static QList<TeamTotals> sumTeams(const QList<PlayerFigures> &players);
    /// Emits matchEnded() once per match, after the final figures have come.
    void announceEnd();
    bool adminCall(const QString &method, const QJsonObject &params,
                   std::function<void(const icrp::IcrpResult &)> done,
                   const std::function<void(const ic::Error &)> &refused);
    ic::Error sayError(const icrp::IcrpResult &result) const;

    icrp::IcrpClient *m_client;
    QTimer m_timer;
    MatchInfo m_info;
    QList<PlayerFigures> m_players;
    /// Players an admin removed from this match (the game's figures only say "not present").
    QSet<QString> m_kicked;
    /// The kicks seen, per match (matchKey()): they outlive a switch to another game and back.
    QHash<QString, QSet<QString>> m_kicksSeen;
    /// The address of the game the view is about (empty before the first connection).
    QString m_endpoint;
    /// Who left, with the figures they had then (the game keeps reporting them).
    DepartedPlayers m_departed;
    QList<TeamTotals> m_teamTotals;
    MatchSeries m_series;
    MatchFeed *m_feed;
    /// The events given to the feed in this match (bounded like it), for remember().
    QList<MatchMemory::Event> m_events;
    /// The matches switched away from.
    MatchMemory m_memory;
    qint64 m_figuresTick = -1;
    bool m_infoPending = false;
    bool m_figuresPending = false;
    bool m_endAnnounced = false;
    bool m_endPending = false;
};

} // namespace icmatch
