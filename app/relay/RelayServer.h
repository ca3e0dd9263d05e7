#pragma once
// The relay's ICRP endpoint: WebSocket over TLS only (wss://: RelayFrontDoor makes each
// connection TLS and hands upgrades to a QWebSocketServer; other HTTP requests on the port go to
// the HTTP handler, the device flow), bearer tokens only. A client sends its token with the
// WebSocket handshake
// ("Authorization: Bearer TOKEN") or, where it cannot set a header (a browser), as
// "authentication" in ic/identify; then ic/identify as in ICRP. A missing, unknown, expired or
// revoked token is answered with -32004 naming the reason and the connection closed with 4009,
// held in the same slowing queue as ICRP's wrong passwords (GuessThrottle). Every call checks the
// token again (revoked or expired since: -32004, close 4009), its request budget, the method's
// tiers and, for a per-game method, the game_id against the token's game scope.

#include "relay/RelayCall.h"
#include "relay/RelayFrontDoor.h"
#include "relay/RelayOptions.h"
#include "relay/ServerCertificate.h"
#include "relay/TokenStore.h"

#include "common/Result.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/protocol/Tier.h"
#include "icrp/server/GuessThrottle.h"

#include <QHash>
#include <QJsonValue>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>

class QWebSocket;
class QWebSocketServer;

namespace icrelay {

class RelayGameHost;
class RelaySession;

class RelayServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<ic::Result<QJsonValue>(const RelayCall &call)>;
    enum class Scope { Relay, Game };

    /// Identified sessions at once; the next connection gets -32007 and close 4003
    /// (relay/config.set's max_sessions lowers it).
    static constexpr int kMaxConnections = 256;

    RelayServer(RelayOptions options, ServerCertificate certificate,
                std::shared_ptr<TokenStore> tokens, RelayGameHost *games,
                QObject *parent = nullptr);
    ~RelayServer() override;

    /// Error "relay.listen-failed" when the address or port cannot be used.
    ic::Result<void> listen();
    quint16 port() const;
    /// wss://ADDR:PORT/
    QString url() const;
    /// https://ADDR:PORT (no slash): where the port's HTTPS endpoints are.
    QString httpsUrl() const;
    const ServerCertificate &certificate() const { return m_certificate; }
    RelayGameHost *games() const { return m_games; }
    /// Closes every session with 4012 and stops listening.
    void shutdown();
    int connectionCount() const { return int(m_sessions.size()); }
    int identifiedCount() const;
    void setMaxSessions(int sessions) { m_maxSessions = std::clamp(sessions, 1, kMaxConnections); }

    /// Adds a method. Scope::Game: the call must name a game_id the token reaches and the
    /// relay hosts; the handler gets it in RelayCall::game.
    void registerMethod(const QString &name, icrp::Tiers allowed, Scope scope, Handler handler);
    /// Sends a notification to every identified session `accept` takes.
    void notify(const QString &method, const QJsonObject &params,
                const std::function<bool(const RelayGrant &)> &accept = {});

    /// Turns a session's subscription to a relay topic ("match.events") on or off; false for
    /// a session that is not open.
    bool setSubscribed(const QString &sessionId, const QString &topic, bool on);
    /// notify() to the identified sessions subscribed to `topic` that `accept` takes.
    void notifySubscribed(const QString &topic, const QString &method, const QJsonObject &params,
                          const std::function<bool(const RelayGrant &)> &accept = {});

    /// "ic-relay-mock VERSION".
    static QString serverName();
    /// Answers the port's plain HTTPS requests (RelayDeviceFlow); 404 without one.
    void setHttpHandler(RelayFrontDoor::HttpHandler handler);

Q_SIGNALS:
    void sessionIdentified(const QString &sessionId, const QString &tokenId);
    void sessionClosed(const QString &sessionId);

private:
    struct Method
    {
        icrp::Tiers allowed;
        Scope scope = Scope::Relay;
        Handler handler;
    };

    // connections (RelayServer.cpp)
    void takeConnections();
    void accept(QWebSocket *socket);
    void dropSession(RelaySession *session);
    QJsonObject helloParams(const RelaySession &session) const;
    void refuseLater(RelaySession *session, const TokenStore::Refused &refused,
                     const QJsonValue &id);
    void resetBudgets();
    // identify (RelayServer_Identify.cpp)
    void onText(RelaySession *session, const QString &text);
    void beforeIdentify(RelaySession *session, const icrp::JsonRpc::Parsed &parsed);
    void identify(RelaySession *session, const icrp::JsonRpcMessage &request);
    void admit(RelaySession *session, const icrp::JsonRpcMessage &request, icrp::Tier tier,
               const RelayGrant &grant, const QString &clientName);
    static RelayGrant grantOf(const TokenRecord &record);
    // calls (RelayServer_Calls.cpp)
    std::optional<QJsonObject> answer(RelaySession *session, const icrp::JsonRpcMessage &message);
    ic::Result<QJsonValue> call(RelaySession *session, const icrp::JsonRpcMessage &request);
    ic::Result<RelayGame *> gameFor(const RelayGrant &grant, const QJsonObject &params) const;

    RelayOptions m_options;
    ServerCertificate m_certificate;
    std::shared_ptr<TokenStore> m_tokens;
    RelayGameHost *m_games = nullptr;
    std::unique_ptr<QWebSocketServer> m_server;
    std::unique_ptr<RelayFrontDoor> m_door;
    RelayFrontDoor::HttpHandler m_httpHandler;
    QHash<QString, RelaySession *> m_sessions;
    QHash<QString, Method> m_methods;
    icrp::GuessThrottle m_throttle;
    QTimer m_budgetTimer;
    int m_nextSession = 0;
    int m_maxSessions = kMaxConnections;
};

} // namespace icrelay
