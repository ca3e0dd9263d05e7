#pragma once
// The tool gateway's way to the game: at most one upstream ICRP session per tier in use
// (observer tools ride an observer session, admin tools an admin one), so the game's own fog
// filter and ranked delay apply to what each tool sees and nothing an admin session sees can
// reach an observer tool. Each upstream subscribes to the union of what its tools subscribed to
// (within their grants), following their ic/state.subscribe and unsubscribe calls and their
// leaving: one call to the game for all changes of one event-loop pass, sent before any call a
// tool makes after its subscribe was answered.
// Calls are forwarded on the session of the caller's tier with the game's answer (or error)
// passed back; events come back to the tools of that tier only. When the game goes away the
// tools stay connected and get ic/gateway.game {"connected": false}; calls meanwhile answer
// -32011; when it is back they get {"connected": true} and the upstream subscriptions are
// restored by the gateway itself. A call made while a tier's session is still being opened
// (a tool's first call) waits for it. Each tool gets its share of the game's request budget
// for the session (UpstreamBudget): a burst beyond it waits for the next ticks, a flood beyond
// a small backlog gets -32002 — never the shared session.

#include "icrp/client/IcrpClient.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/IcrpCall.h"
#include "icrp/server/IcrpResponder.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QUrl>
#include <memory>

namespace icrp {
class IcrpServer;
struct IcrpSessionInfo;
} // namespace icrp

namespace ichost {

class GatewayUpstream : public QObject
{
    Q_OBJECT
public:
    explicit GatewayUpstream(icrp::IcrpServer *server, QObject *parent = nullptr);
    ~GatewayUpstream() override;

    /// The game to reach and its password (kept in memory only). Upstream sessions that are
    /// open move there. An empty `url` is no game: open sessions close and their tools get
    /// ic/gateway.game {"connected": false}.
    void setGame(const QUrl &url, const QString &password);
    QUrl game() const { return m_url; }

    /// A tool session identified: an upstream of its tier opens (if none is) and subscribes to
    /// what the tool subscribed to in its identify.
    void onSessionIdentified(const icrp::IcrpSessionInfo &session);
    /// A tool session subscribed or unsubscribed (IcrpServer::subscriptionsChanged): its tier's
    /// upstream follows at the end of this event-loop pass.
    void onSubscriptionsChanged(const QString &sessionId);
    /// A tool session ended: its share of the game's request budget goes to the others, and
    /// what only it wanted is unsubscribed.
    void onSessionClosed(const QString &sessionId);
    /// Forwards a tool's call on its tier's upstream session.
    void forward(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    /// Passes the game's error for a tool's call on (the client's own codes, a time-out or a
    /// lost connection: -32011). Also ReplayStage's.
    static void passError(const icrp::IcrpResponder &responder, const icrp::IcrpResult &r);
    /// Whether the upstream of `tier` is connected to the game.
    bool isConnected(icrp::Tier tier) const;
    /// While held (a replay shows to the tools, ReplayStage), the game's events are dropped,
    /// not passed on: the tools query again when ic/gateway.replay says the live game is back.
    void setHeld(bool held) { m_held = held; }

Q_SIGNALS:
    /// The upstream session of `tier` reached the game or lost it (the tools of that tier
    /// are told with ic/gateway.game at the same moment).
    void gameChanged(icrp::Tier tier, bool connected);
    /// The upstream session of `tier` is the game's session `sessionId` now (empty: none), so
    /// that the panel can tell its own gateway's sessions in the game's list from a tool that
    /// only calls itself so.
    void upstreamSessionChanged(icrp::Tier tier, const QString &sessionId);
    /// The upstream session of `tier` could not reach the game or was refused (a wrong
    /// password): why, in the client's words. It keeps trying.
    void gameFailed(icrp::Tier tier, const QString &message);

private:
    struct Link;
    Link &linkFor(icrp::Tier tier);
    void openLink(icrp::Tier tier, Link &link);
    void onLinkState(icrp::Tier tier, icrp::IcrpClient::State state);
    /// Sends a call on its tier's connected upstream session within its tool's share of the
    /// budget (or once there is room; beyond the backlog -32002); the answer goes back.
    void send(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    void sendNow(icrp::Tier tier, const icrp::IcrpCall &call, const icrp::IcrpResponder &responder);
    /// Sends what waits for the budget and sets the tier's timer for what still waits.
    void scheduleDrain(icrp::Tier tier);
    void onEvent(icrp::Tier tier, const QString &category, const QString &type, qint64 tick,
                 const QByteArray &utf8);
    void tellTools(icrp::Tier tier, bool connected);
    /// The ic/gateway.game params for the tools of `tier`.
    QJsonObject gameState(icrp::Tier tier, bool connected) const;
    /// Notes what a tool session wants delivered (its subscriptions within its grant).
    void noteWanted(const icrp::IcrpSessionInfo &session);
    /// What the tools of `tier` want together: category names, then event names of categories
    /// not wanted whole.
    QStringList wantedNames(icrp::Tier tier) const;
    /// Brings the tier's subscriptions up to date at the end of this event-loop pass.
    void scheduleSync(icrp::Tier tier);
    /// Subscribes the tier's session to what its tools want and it does not deliver yet, and
    /// unsubscribes what none of them wants any more.
    void sync(icrp::Tier tier);
    void changeSubscriptions(icrp::Tier tier, const QStringList &names, bool subscribe);

    icrp::IcrpServer *m_server;
    QUrl m_url;
    QString m_password;
    QHash<int, std::shared_ptr<Link>> m_links;
    /// What one tool session wants delivered.
    struct Wanted
    {
        icrp::Tier tier = icrp::Tier::Observer;
        icrp::EventCategories categories;
        QStringList events;
    };
    /// By session id, for WebSocket tool sessions (only they get events).
    QHash<QString, Wanted> m_wanted;
    QElapsedTimer m_clock;
    bool m_held = false;
};

} // namespace ichost
