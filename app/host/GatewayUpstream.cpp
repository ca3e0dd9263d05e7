#include "host/GatewayUpstream.h"

#include "host/HostLog.h"
#include "host/UpstreamBudget.h"

#include "icrp/client/IcrpClient.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QJsonArray>
#include <QPointer>
#include <QSet>
#include <QTimer>

namespace ichost {

namespace {
const QString kGameNotification = QStringLiteral("ic/gateway.game");
}

struct GatewayUpstream::Link
{
    std::unique_ptr<icrp::IcrpClient> client;
    bool wasConnected = false;
    UpstreamBudget budget;
    /// Sends the calls waiting for their tool's share when the budget has room again.
    std::unique_ptr<QTimer> drainTimer;
    /// What the game's session delivers now (or was asked to: calls are answered in order),
    /// category and event names.
    QSet<QString> subscribed;
    /// A sync() is queued for the end of this event-loop pass.
    bool syncQueued = false;
    /// Calls that came while the way to the game was being opened: sent once it is open,
    /// answered -32011 if the attempt fails.
    QList<std::pair<icrp::IcrpCall, icrp::IcrpResponder>> waiting;
};

namespace {
/// Calls held per tier while its upstream session is being opened.
constexpr int kMaxWaitingCalls = 256;

void answerUnavailable(const icrp::IcrpResponder &responder)
{
    responder.error(icrp::ErrorCode::GameUnavailable,
                    QStringLiteral("The game is not reachable now; the panel reconnects on its "
                                   "own, and ic/gateway.game says when it is back"));
}
} // namespace

GatewayUpstream::GatewayUpstream(icrp::IcrpServer *server, QObject *parent)
    : QObject(parent), m_server(server)
{
    m_clock.start();
}

GatewayUpstream::~GatewayUpstream() = default;

void GatewayUpstream::setGame(const QUrl &url, const QString &password)
{
    if (url == m_url && password == m_password)
        return;
    m_url = url;
    m_password = password;
    for (auto it = m_links.begin(); it != m_links.end(); ++it)
        openLink(icrp::Tier(it.key()), **it);
}

GatewayUpstream::Link &GatewayUpstream::linkFor(icrp::Tier tier)
{
    auto &link = m_links[int(tier)];
    if (!link)
        link = std::make_shared<Link>();
    return *link;
}

void GatewayUpstream::onSessionIdentified(const icrp::IcrpSessionInfo &session)
{
    const icrp::Tier tier = session.grant.tier;
    Link &link = linkFor(tier);
    link.budget.addSession(session.sessionId);
    noteWanted(session);
    if (!link.client) {
        openLink(tier, link); // identifies with what its first tool subscribed to
        return;
    }
    const auto state = link.client->state();
    if (state == icrp::IcrpClient::State::Connected) {
        scheduleSync(tier);
        // A tool that joins learns what the others learnt when the way to the game opened.
        const QString id = session.sessionId;
        m_server->notify(kGameNotification, gameState(tier, true),
                         [id](const icrp::IcrpSessionInfo &s) { return s.sessionId == id; });
    } else if (state == icrp::IcrpClient::State::Reconnecting ||
               state == icrp::IcrpClient::State::Disconnected) {
        const QString id = session.sessionId;
        m_server->notify(kGameNotification, gameState(tier, false),
                         [id](const icrp::IcrpSessionInfo &s) { return s.sessionId == id; });
    }
}

void GatewayUpstream::onSubscriptionsChanged(const QString &sessionId)
{
    const auto session = m_server->session(sessionId);
    if (!session || !session->identified)
        return;
    noteWanted(*session);
    scheduleSync(session->grant.tier);
}

void GatewayUpstream::onSessionClosed(const QString &sessionId)
{
    for (const auto &link : std::as_const(m_links))
        link->budget.removeSession(sessionId);
    if (const auto gone = m_wanted.find(sessionId); gone != m_wanted.end()) {
        const icrp::Tier tier = gone->tier;
        m_wanted.erase(gone);
        scheduleSync(tier);
    }
}

void GatewayUpstream::noteWanted(const icrp::IcrpSessionInfo &session)
{
    if (session.transport != QLatin1String("websocket"))
        return; // events are not delivered over HTTP
    Wanted wanted;
    wanted.tier = session.grant.tier;
    const icrp::EventCategories granted = session.grant.categories;
    for (const QString &name : session.subscriptions) {
        if (const auto category = icrp::parseCategory(name)) {
            if (granted.testFlag(*category))
                wanted.categories |= *category;
        } else if (const auto of = icrp::categoryOfEvent(name); of && granted.testFlag(*of)) {
            wanted.events << name;
        }
    }
    m_wanted.insert(session.sessionId, wanted);
}

QStringList GatewayUpstream::wantedNames(icrp::Tier tier) const
{
    icrp::EventCategories categories;
    for (const Wanted &w : m_wanted) {
        if (w.tier == tier)
            categories |= w.categories;
    }
    QStringList events;
    for (const Wanted &w : m_wanted) {
        if (w.tier != tier)
            continue;
        for (const QString &event : w.events) {
            const auto of = icrp::categoryOfEvent(event);
            if (of && !categories.testFlag(*of) && !events.contains(event))
                events << event;
        }
    }
    events.sort();
    return icrp::categoryNames(categories) + events;
}

void GatewayUpstream::scheduleSync(icrp::Tier tier)
{
    // A tool subscribing to five categories in five calls (or twenty tools leaving at once)
    // makes one change at the game.
    Link &link = linkFor(tier);
    if (link.syncQueued)
        return;
    link.syncQueued = true;
    QMetaObject::invokeMethod(
        this, [this, tier] { sync(tier); }, Qt::QueuedConnection);
}

void GatewayUpstream::sync(icrp::Tier tier)
{
    Link &link = linkFor(tier);
    link.syncQueued = false;
    if (!link.client || link.client->state() != icrp::IcrpClient::State::Connected)
        return; // the next identify carries what is wanted then (onLinkState syncs again)
    const QStringList wanted = wantedNames(tier);
    QStringList missing;
    for (const QString &name : wanted) {
        if (!link.subscribed.contains(name))
            missing << name;
    }
    QStringList unwanted;
    for (const QString &name : std::as_const(link.subscribed)) {
        if (!wanted.contains(name))
            unwanted << name;
    }
    // New first: a tool moving from an event to its whole category misses nothing between.
    if (!missing.isEmpty())
        changeSubscriptions(tier, missing, true);
    if (!unwanted.isEmpty())
        changeSubscriptions(tier, unwanted, false);
}

void GatewayUpstream::changeSubscriptions(icrp::Tier tier, const QStringList &names, bool subscribe)
{
    Link &link = linkFor(tier);
    for (const QString &name : names) {
        if (subscribe)
            link.subscribed.insert(name);
        else
            link.subscribed.remove(name);
    }
    QPointer<GatewayUpstream> self(this);
    auto done = [self, tier, names, subscribe](const icrp::IcrpResult &r) {
        if (!self || r.ok)
            return;
        qCWarning(lcHost).noquote()
            << "gateway: the game refused to" << (subscribe ? "subscribe" : "unsubscribe")
            << icrp::tierName(tier) << "events" << names << "-" << r.message;
        Link &l = self->linkFor(tier);
        for (const QString &name : names) {
            if (subscribe) // not delivered; an unsubscribe refused: still delivered
                l.subscribed.remove(name);
            else
                l.subscribed.insert(name);
        }
        if (r.code == int(icrp::ErrorCode::RateLimited)) // its budget: try again shortly
            QTimer::singleShot(200, self, [self, tier] { self->scheduleSync(tier); });
    };
    if (subscribe)
        link.client->subscribe(names, done);
    else
        link.client->unsubscribe(names, done);
}

void GatewayUpstream::openLink(icrp::Tier tier, Link &link)
{
    if (!m_url.isValid()) {
        // No game (none yet, or the panel chose another that has not answered): the tools are
        // told {"connected": false} now (close() says Disconnected) and get -32011 until the
        // next game; nothing more of the game before reaches them.
        if (link.client && link.client->state() != icrp::IcrpClient::State::Disconnected) {
            link.client->close();
            qCInfo(lcHost).noquote()
                << "gateway: upstream" << icrp::tierName(tier) << "session closed (no game)";
        }
        return;
    }
    if (!link.client) {
        link.client = std::make_unique<icrp::IcrpClient>();
        icrp::IcrpClient *client = link.client.get();
        connect(
            client, &icrp::IcrpClient::eventFrameReceived, this,
            [this, tier](const QString &category, const QString &type, qint64 tick,
                         const QByteArray &utf8) { onEvent(tier, category, type, tick, utf8); });
        connect(client, &icrp::IcrpClient::stateChanged, this,
                [this, tier](icrp::IcrpClient::State state) { onLinkState(tier, state); });
        connect(client, &icrp::IcrpClient::errorOccurred, this,
                [this, tier](icrp::IcrpClient::Failure, const QString &message) {
                    Q_EMIT gameFailed(tier, message);
                });
    }
    icrp::IcrpClient::Options options;
    options.url = m_url;
    options.tier = tier;
    options.password = m_password;
    // Subscriptions are part of every identify (the client keeps them up to date with the
    // calls since): a game that comes back gets them again.
    options.subscriptions = wantedNames(tier);
    options.clientName =
        QStringLiteral("IC Control Panel gateway (%1 tools)").arg(icrp::tierName(tier));
    options.clientVersion = QStringLiteral(IC_VERSION);
    options.autoReconnect = true;
    options.initialBackoff = std::chrono::milliseconds(250);
    options.maxBackoff = std::chrono::milliseconds(3000);
    link.client->close();
    link.client->setOptions(options);
    link.client->open();
    qCInfo(lcHost).noquote() << "gateway: upstream" << icrp::tierName(tier) << "session to"
                             << m_url.toString();
}

bool GatewayUpstream::isConnected(icrp::Tier tier) const
{
    const auto link = m_links.value(int(tier));
    return link && link->client && link->client->state() == icrp::IcrpClient::State::Connected;
}

void GatewayUpstream::onLinkState(icrp::Tier tier, icrp::IcrpClient::State state)
{
    Link &link = linkFor(tier);
    const bool up = state == icrp::IcrpClient::State::Connected;
    if (up) {
        // What the session identified with, as the game says; then what changed meanwhile.
        const QJsonObject welcome = link.client->welcome();
        link.subscribed.clear();
        const QJsonValue told = welcome.value(QLatin1String("subscriptions"));
        for (const QJsonValue &name : told.toArray())
            link.subscribed.insert(name.toString());
        if (!told.isArray()) { // a game that does not say: what the client identified with
            for (const QString &name : link.client->options().subscriptions)
                link.subscribed.insert(name);
        }
        sync(tier);
        link.budget.setLimit(welcome.value(QLatin1String("rateLimit"))
                                 .toObject()
                                 .value(QLatin1String("requestsPerTick"))
                                 .toInt(),
                             welcome.value(QLatin1String("tickRate")).toInt());
    }
    if (!up && (state == icrp::IcrpClient::State::Reconnecting ||
                state == icrp::IcrpClient::State::Disconnected))
        link.budget.dropWaiting(); // calls waiting for their share: -32011, as any call now
    if (up != link.wasConnected) {
        link.wasConnected = up;
        tellTools(tier, up);
    }
    if (up || state == icrp::IcrpClient::State::Reconnecting ||
        state == icrp::IcrpClient::State::Disconnected) {
        const auto waiting = std::exchange(link.waiting, {});
        for (const auto &[call, responder] : waiting) {
            if (up)
                send(call, responder);
            else
                answerUnavailable(responder);
        }
    }
}

void GatewayUpstream::forward(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    // The game's own remote access is the panel's to manage: a tool that reset the password
    // would hold the game's admin password (and could come back past the gateway); one that
    // kicked connections could end the panel's and the other tools' sessions.
    if (call.method == QLatin1String("ic/remote.password_reset") ||
        call.method == QLatin1String("ic/remote.kick"))
        return responder.error(icrp::ErrorCode::PermissionDenied,
                               QStringLiteral("%1 is not available to tools: IC Control Panel "
                                              "manages the game's remote access (its Password "
                                              "and Connections pages)")
                                   .arg(call.method));
    const auto link = m_links.value(int(call.grant.tier));
    const auto state =
        link && link->client ? link->client->state() : icrp::IcrpClient::State::Disconnected;
    if (state == icrp::IcrpClient::State::Connected) {
        // A tool that subscribed and then calls (a query to start from) gets the events that
        // follow the answer: the game hears of the subscription first.
        if (link->syncQueued)
            sync(call.grant.tier);
        return send(call, responder);
    }
    // The way to the game is being opened (a tool's first call right after it connected):
    // the call waits for it instead of failing.
    if ((state == icrp::IcrpClient::State::Connecting ||
         state == icrp::IcrpClient::State::Authenticating) &&
        link->waiting.size() < kMaxWaitingCalls) {
        link->waiting.append({call, responder});
        return;
    }
    answerUnavailable(responder);
}

void GatewayUpstream::send(const icrp::IcrpCall &call, const icrp::IcrpResponder &responder)
{
    const icrp::Tier tier = call.grant.tier;
    Link &link = *m_links.value(int(tier));
    QPointer<GatewayUpstream> self(this);
    auto go = [self, tier, call, responder](bool sendIt) {
        if (!sendIt || !self)
            return answerUnavailable(responder);
        self->sendNow(tier, call, responder);
    };
    if (const QString refusal = link.budget.submit(call.sessionId, m_clock.elapsed(), go);
        !refusal.isEmpty())
        return responder.error(icrp::ErrorCode::RateLimited, refusal);
    scheduleDrain(tier);
}

void GatewayUpstream::scheduleDrain(icrp::Tier tier)
{
    Link &link = linkFor(tier);
    if (!link.drainTimer) {
        link.drainTimer = std::make_unique<QTimer>();
        link.drainTimer->setSingleShot(true);
        // scheduleDrain() drains what may go now and sets the timer for the rest.
        connect(link.drainTimer.get(), &QTimer::timeout, this,
                [this, tier] { scheduleDrain(tier); });
    }
    const qint64 next = link.budget.drain(m_clock.elapsed());
    if (next < 0)
        link.drainTimer->stop();
    else if (!link.drainTimer->isActive() || link.drainTimer->remainingTime() > next)
        link.drainTimer->start(int(next));
}

void GatewayUpstream::sendNow(icrp::Tier tier, const icrp::IcrpCall &call,
                              const icrp::IcrpResponder &responder)
{
    Link &link = linkFor(tier);
    if (!link.client || link.client->state() != icrp::IcrpClient::State::Connected)
        return answerUnavailable(responder);
    link.client->call(call.method, call.params, [responder](const icrp::IcrpResult &r) {
        if (r.ok)
            return responder.result(r.result);
        passError(responder, r);
    });
}

void GatewayUpstream::passError(const icrp::IcrpResponder &responder, const icrp::IcrpResult &r)
{
    if (r.code < -32768 || r.code > -32000)
        return responder.error(icrp::ErrorCode::GameUnavailable, r.message);
    responder.error(r.code, r.message, r.data);
}

void GatewayUpstream::onEvent(icrp::Tier tier, const QString &category, const QString &type,
                              qint64 tick, const QByteArray &utf8)
{
    const auto parsed = icrp::parseCategory(category);
    if (!parsed || m_held)
        return;
    // The game's own text goes on unchanged: scanned once by the upstream client (for its
    // category and type) in the UTF-8 it came in, never parsed or encoded again.
    icrp::IcrpEvent event;
    event.category = *parsed;
    event.type = type;
    event.tick = tick;
    event.frame = utf8;
    event.onlyTier = tier;
    // The events of one read of the game's connection go to each tool in one piece.
    m_server->holdEvents();
    m_server->publish(event);
}

QJsonObject GatewayUpstream::gameState(icrp::Tier tier, bool connected) const
{
    QJsonObject params{{QStringLiteral("connected"), connected}};
    if (connected) {
        // What the game told the gateway's session of this tier: the tools of that tier live
        // by it (a ranked match delays what observers see).
        const auto link = m_links.value(int(tier));
        const QJsonObject welcome = link->client->welcome();
        params.insert(QStringLiteral("server"),
                      link->client->hello().value(QLatin1String("server")).toString());
        for (const char *key : {"ranked", "observerDelaySeconds", "tickRate"})
            params.insert(QLatin1String(key), welcome.value(QLatin1String(key)));
    }
    return params;
}

void GatewayUpstream::tellTools(icrp::Tier tier, bool connected)
{
    qCInfo(lcHost).noquote() << "gateway:" << icrp::tierName(tier) << "upstream"
                             << (connected ? "connected" : "lost");
    m_server->notify(kGameNotification, gameState(tier, connected),
                     [tier](const icrp::IcrpSessionInfo &s) { return s.grant.tier == tier; });
    Q_EMIT gameChanged(tier, connected);
    const auto link = m_links.value(int(tier));
    Q_EMIT upstreamSessionChanged(
        tier, connected && link
                  ? link->client->welcome().value(QLatin1String("sessionId")).toString()
                  : QString());
}

} // namespace ichost
