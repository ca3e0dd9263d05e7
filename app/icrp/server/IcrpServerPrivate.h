#pragma once
// IcrpServer's insides (internal), shared by its source files: IcrpServer.cpp (lifecycle,
// sessions, publish), IcrpServer_WebSocket.cpp (connections, hello, frames),
// IcrpServer_Identify.cpp (ic/identify checks), IcrpServer_Dispatch.cpp (JSON-RPC, method table,
// rate limits), IcrpServer_Subscribe.cpp (the built-in subscribing methods) and
// IcrpServer_Http.cpp (the HTTP transport).

#include "icrp/protocol/IdentifyRequest.h"
#include "icrp/protocol/JsonRpc.h"
#include "icrp/server/GuessThrottle.h"
#include "icrp/server/IcrpExchange.h"
#include "icrp/server/IcrpFrontDoor.h"
#include "icrp/server/IcrpServer.h"
#include "icrp/server/IcrpSession.h"

#include <QHash>
#include <QHttpServer>
#include <QHttpServerResponder>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QWebSocketServer>
#include <memory>

namespace icrp {

class IcrpServer::Private
{
public:
    Private(IcrpServer *q, IcrpServerConfig config, std::shared_ptr<IcrpAuthenticator> auth);
    ~Private();

    struct Method
    {
        Tiers allowed;
        Handler handler;
        IcrpServer::Effect effect = IcrpServer::Effect::Changes;
    };

    /// Why an identify was refused, and how the WebSocket closes afterwards.
    struct Refusal
    {
        ErrorCode code;
        QString message;
        CloseCode close;
        /// How long to hold the answer (a failed password: GuessThrottle).
        std::chrono::milliseconds hold{0};
    };
    /// Answers a refused identify on `exchange` now, or after `refusal.hold`; with `close`, the
    /// connection is closed after the answer.
    void answerRefusal(const std::shared_ptr<IcrpExchange> &exchange, const JsonRpcMessage &message,
                       const Refusal &refusal, bool close);

    // --- IcrpServer.cpp: sessions ---
    IcrpSession *createSession(IcrpSession::Transport transport);
    /// The tick timer (config.driveTicks) runs while there is a budget to reset: a session, or
    /// an address's spent HTTP budget. An idle server (the panel's gateway with no tool) stops
    /// it at its next tick and does not wake 15 times a second for nothing; this starts it again.
    void keepTicking();
    IcrpSession *findSession(const QString &id) const { return byId.value(id); }
    /// Takes the session out of every table, closes its socket with `code`, emits sessionClosed.
    void closeSessionNow(IcrpSession *session, CloseCode code, const QString &reason);
    /// Keeps a socket alive until its close handshake ends (or a grace period runs out).
    void retireSocket(QWebSocket *socket);
    int requestBudget(Tier tier) const;
    /// A WebSocket close reason cut to at most 123 UTF-8 bytes on a character boundary.
    static QString closeReason(const QString &reason);
    static const char *const kClosePending;
    static QString randomId(int bytes);
    /// Text a peer chose (client name, Host, Origin, a refusal quoting its params) made safe
    /// for a log line: control characters escaped (\n, \r, \t, \xNN), at most 80 characters.
    static QString peerText(const QString &text);
    static qint64 nowMs();

    // --- IcrpServer_WebSocket.cpp ---
    void takePendingWebSockets();
    void acceptWebSocket(std::unique_ptr<QWebSocket> socket);
    /// Closes a just-accepted socket that may not become a session (Host, Origin, cap).
    void refuseSocket(QWebSocket *socket, CloseCode code, const QString &reason);
    void onWebSocketText(const QString &sessionId, const QString &text);
    /// A binary frame: a MessagePack message or batch in a MessagePack session; in a JSON
    /// session it closes the session with 4002.
    void onWebSocketBinary(const QString &sessionId, const QByteArray &bytes);
    /// Counts a WebSocket frame's messages in and dispatches them (text and binary alike).
    void dispatchFrame(IcrpSession *session, const JsonRpc::Parsed &parsed);
    /// The subprotocols the server supports; of those a client offers, the one it names first is
    /// selected.
    static constexpr const char *kMsgPackSubprotocol = "icrp.msgpack";
    static constexpr const char *kJsonSubprotocol = "icrp.json";
    /// MessagePack when the upgrade selected icrp.msgpack, or, with no subprotocol, its Accept
    /// header names application/msgpack; JSON otherwise.
    static WireEncoding negotiatedEncoding(const QWebSocket &socket);
    /// Sends one message on a socket that has no session (refused, or closing) in `encoding`.
    static void sendOnSocket(QWebSocket *socket, WireEncoding encoding, const QJsonValue &message);
    QJsonObject helloParams(const QString &challenge) const;
    IcrpExchange::Finish webSocketFinish(const QString &sessionId) const;

    // --- IcrpServer_Identify.cpp ---
    /// Reads the params (step 1 of the checks); false with the refusal when malformed.
    bool parseIdentify(const QJsonValue &params, IdentifyRequest *out, Refusal *refusal) const;
    /// Steps 2-6: version, tier, authenticator, subscriptions vs grant, all at once (HTTP).
    /// On success *grant and *negotiated are set.
    bool checkIdentify(const IdentifyRequest &request, const QString &challenge,
                       bool challengeValid, Grant *grant, QString *negotiated, Refusal *refusal);
    /// Steps 2-3: version and tier offered; sets *negotiated.
    bool checkOffer(const IdentifyRequest &request, QString *negotiated, Refusal *refusal) const;
    /// Steps 4-5: the authenticator's verdict, then the subscriptions within its grant.
    bool checkVerdict(const IdentifyRequest &request, const AuthResult &verdict,
                      bool challengeValid, Grant *grant, Refusal *refusal);
    /// Applies a successful identify to a session.
    QJsonObject identifySession(IcrpSession *session, const IdentifyRequest &request,
                                const Grant &grant, const QString &negotiated);
    void handleIdentify(IcrpSession *session, const JsonRpcMessage &message,
                        const std::shared_ptr<IcrpExchange> &exchange);
    /// A WebSocket identify whose verdict came (maybe later: the authenticator asked the
    /// user): refuse or identify, answering in `slot` when one was kept open (-1: none).
    void finishIdentify(IcrpSession *session, const JsonRpcMessage &message,
                        const std::shared_ptr<IcrpExchange> &exchange,
                        const IdentifyRequest &request, const QString &negotiated,
                        const AuthResult &verdict, int slot);

    /// Identified WebSocket sessions (what maxConnections counts).
    int identifiedWebSockets() const;
    QString tooManyConnectionsText() const;
    /// Makes room for a new connection among those still to identify (maxPendingHandshakes):
    /// a stalled one gives way; none while a burst fits; at the cap, the least advanced.
    void makeRoomForHandshake();
    /// Unidentified WebSocket sessions, oldest first.
    QList<IcrpSession *> pendingHandshakes() const;
    /// The one to close among `pending` for a newcomer (nullptr: none); with `onlyStalled`,
    /// only one that has stalled or was refused.
    IcrpSession *handshakeToDrop(const QList<IcrpSession *> &pending, bool onlyStalled) const;

    // --- IcrpServer_Dispatch.cpp ---
    /// Dispatches every message of a parsed text for `session` (a WebSocket session, an HTTP
    /// token's session, or a transient one for an HTTP request without a token). Calls
    /// `finish` once.
    void dispatch(IcrpSession *session, const JsonRpc::Parsed &parsed, IcrpExchange::Finish finish);
    void dispatchMessage(IcrpSession *session, const JsonRpcMessage &message,
                         const std::shared_ptr<IcrpExchange> &exchange);
    // The steps of dispatchMessage, in order.
    static void answerError(const JsonRpcMessage &message,
                            const std::shared_ptr<IcrpExchange> &exchange, ErrorCode code,
                            const QString &text);
    void answerInvalid(IcrpSession *session, const JsonRpcMessage &message,
                       const std::shared_ptr<IcrpExchange> &exchange);
    void routeIdentify(IcrpSession *session, const JsonRpcMessage &message,
                       const std::shared_ptr<IcrpExchange> &exchange);
    void refuseUnidentified(IcrpSession *session, const JsonRpcMessage &message,
                            const std::shared_ptr<IcrpExchange> &exchange);
    /// Takes one from the session's budget for this tick; false (answered -32002) when spent.
    bool charge(IcrpSession *session, const JsonRpcMessage &message,
                const std::shared_ptr<IcrpExchange> &exchange);
    QString rateLimitText(Tier tier) const;
    /// Why the session may not call `method` (tier or granted methods); empty when it may.
    static QString methodRefusal(const IcrpSession *session, const QString &method, Tiers allowed);
    /// Logs a call above observer (method, session, client: never params) and emits it.
    void reportPrivilegedCall(const IcrpSession *session, const QString &method);
    /// The responder of a request (answering fills its slot of the exchange; dropped unanswered
    /// it answers -32603) or of a notification (answers go nowhere). Every error answer to an
    /// identified session's request (an invalid entry's excepted) is given through one, which
    /// emits callRefused.
    IcrpResponder makeResponder(const IcrpSession *session, const JsonRpcMessage &message,
                                const std::shared_ptr<IcrpExchange> &exchange);
    static QString tierRequirement(Tiers allowed);

    // --- IcrpServer_Subscribe.cpp ---
    /// Answers the built-in subscribing methods (ic/state.subscribe, ic/state.unsubscribe,
    /// ic/match.events, ic/chat.subscribe); false for any other method.
    bool handleBuiltInSubscription(IcrpSession *session, const JsonRpcMessage &message,
                                   const std::shared_ptr<IcrpExchange> &exchange);
    void handleSubscribe(IcrpSession *session, const JsonRpcMessage &message, bool subscribe,
                         const std::shared_ptr<IcrpExchange> &exchange);
    /// ic/match.events or ic/chat.subscribe: ic/state.subscribe with the category fixed.
    void handleSubscribeShortcut(IcrpSession *session, const JsonRpcMessage &message,
                                 EventCategory category,
                                 const std::shared_ptr<IcrpExchange> &exchange);
    /// The category a shortcut subscribes to; nullopt for other methods.
    static std::optional<EventCategory> shortcutCategory(const QString &method);
    struct SubscribeParams
    {
        EventCategories categories;
        QStringList events;
        int intervalTicks = 0;
    };
    /// The params of ic/state.subscribe and unsubscribe; false with the error to answer.
    static bool readSubscribeParams(const JsonRpcMessage &message, SubscribeParams *out,
                                    ErrorCode *code, QString *error);
    /// Emits subscriptionsChanged for the session.
    void reportSubscriptions(const IcrpSession *session);
    /// Answers a request with the session's whole subscription list.
    static void answerSubscriptions(const IcrpSession *session, const JsonRpcMessage &message,
                                    const std::shared_ptr<IcrpExchange> &exchange);
    /// Splits names into categories and event names; false with a message for unknown ones.
    static bool resolveNames(const QStringList &names, EventCategories *categories,
                             QStringList *events, QString *error);
    /// False when the grant does not cover a category (or an event's category); the message
    /// names the tool's grant for a tool's session, else the tier.
    static bool grantCovers(const Grant &grant, EventCategories categories,
                            const QStringList &events, QString *error);

    // --- IcrpServer_Http.cpp ---
    void setupRoutes();
    bool hostAllowed(const QByteArray &host) const;
    /// Why a browser Origin may not connect (config.originAllowed, or a page from another
    /// site while the server has no password); empty when it may.
    QString originRefusal(const QString &origin) const;
    void handleHttpPost(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    // The checks of handleHttpPost and handleHttpHello, each answering when it refuses.
    /// 403 for a Host or Origin this server does not answer (DNS rebinding, cross-site).
    bool refuseForeign(const QHttpServerRequest &request, QHttpServerResponder &responder) const;
    /// 405 not POST, 415 not JSON, 413 body over the limit.
    bool refuseBadPost(const QHttpServerRequest &request, QHttpServerResponder &responder) const;
    static void writeUnauthorized(QHttpServerResponder &responder, const QString &why,
                                  WireEncoding encoding);
    /// The encoding a POST's Content-Type asks for (refuseBadPost let only JSON and
    /// MessagePack through).
    static WireEncoding postEncoding(const QHttpServerRequest &request);
    /// The token's session of an "Authorization: Bearer" header; nullptr without the header.
    ic::Result<IcrpSession *> bearerSession(const QHttpServerRequest &request);
    /// A session for one request without a token: an anonymous observer when the server has no
    /// password, else one that may only identify.
    ic::Result<std::unique_ptr<IcrpSession>> transientSession(const QHostAddress &peer,
                                                              const JsonRpc::Parsed &parsed);
    void handleHttpHello(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    static bool isRead(const QHttpServerRequest &request);
    void handleContent(const QHttpServerRequest &request, QHttpServerResponder &&responder);
    IcrpServer::ContentHandler contentHandler;
    IcrpServer::Handler fallbackHandler;
    void callHandler(IcrpSession *session, const JsonRpcMessage &message,
                     const std::shared_ptr<IcrpExchange> &exchange, Handler handler);
    void handleHttpIdentify(IcrpSession *transient, const JsonRpcMessage &message,
                            const std::shared_ptr<IcrpExchange> &exchange);
    /// Requests the unauthenticated HTTP side still allows `peer` in this tick.
    int addressBudgetLeft(const QHostAddress &peer) const;
    void chargeAddress(const QHostAddress &peer, int cost);
    IcrpExchange::Finish httpFinish(QHttpServerResponder &&responder, const QString &sessionId,
                                    WireEncoding encoding) const;
    /// True when the challenge was handed out by GET /hello and has not expired; consumes it.
    bool takeHttpChallenge(const QString &challenge);
    static QHostAddress normalized(const QHostAddress &address);
    /// The token's session, or null when unknown or idle too long (then revoked).
    IcrpSession *sessionForToken(const QString &token);
    void sweepHttp();

    IcrpServer *const q;
    IcrpServerConfig config;
    std::shared_ptr<IcrpAuthenticator> authenticator;
    std::unique_ptr<QHttpServer> http;
    /// Takes the WebSocket upgrades IcrpFrontDoor hands over (selects icrp.msgpack or icrp.json).
    std::unique_ptr<QWebSocketServer> webSockets;
    quint16 boundPort = 0;
    bool listening = false;

    QHash<QString, Method> methods;
    /// Every live session in creation order; owned through `owner`.
    QList<IcrpSession *> sessionList;
    QHash<QString, IcrpSession *> byId;
    QHash<QString, IcrpSession *> byToken;
    /// Connections handed to `webSockets` for their upgrade, by peer port: the session takes
    /// its own (IcrpSession::tcp) once QWebSocketServer has made a QWebSocket of it.
    QHash<quint16, QPointer<QTcpSocket>> upgrading;
    void noteUpgrading(QTcpSocket *socket);
    QTcpSocket *takeUpgraded(const QWebSocket &socket);
    /// Parent of sessions and of sockets finishing their close handshake; destroyed before
    /// `http`, whose TCP sockets those WebSockets run on.
    std::unique_ptr<QObject> owner;

    GuessThrottle guesses;
    /// The listening socket (owned by the HTTP server once bound).
    QPointer<IcrpFrontDoor> frontDoor;
    /// A challenge handed out by GET /hello.
    struct HttpChallenge
    {
        qint64 expiresMs = 0; // nowMs() clock
        quint64 serial = 0;   // issue order: the lowest is evicted first when the table is full
    };
    /// Challenges handed out by GET /hello, by challenge text.
    QHash<QString, HttpChallenge> httpChallenges;
    quint64 httpChallengeSerial = 0;

    /// Marks a method handler or one of the server's signals in progress (Debug builds), so
    /// ~IcrpServer can assert it is not deleted from inside one.
    class InCallback
    {
    public:
#ifndef QT_NO_DEBUG
        explicit InCallback(int &depth) : m_depth(depth)
        {
            ++m_depth;
        }
        ~InCallback()
        {
            --m_depth;
        }

    private:
        int &m_depth;
#else
        explicit InCallback(int &) {}
#endif
        Q_DISABLE_COPY_MOVE(InCallback)
    };
    int callbackDepth = 0;
    /// Unauthenticated HTTP requests (anonymous calls, identifies) per address in this tick.
    QHash<QString, int> httpAddressSpent;

    QTimer tickTimer;
    qint64 driverTick = 0;
    qint64 currentTick = 0;
    QTimer httpSweepTimer;

    /// IcrpServer::holdEvents(): while true, the frames of published events are kept in
    /// heldFrames (indexed by WireEncoding), each once; every session taking them notes its
    /// stretches.
    bool holding = false;
    QByteArray heldFrames[2];
    /// Writes what is held to each session and stops holding.
    void releaseHeld();

    /// The MessagePack form of an event's notification (empty when its JSON is not one
    /// notification); counted in msgpackEventEncodes.
    QByteArray eventMsgPack(const IcrpEvent &event);
    /// How many times an event was encoded as MessagePack (IcrpServerTestProbe).
    quint64 msgpackEventEncodes = 0;
};

} // namespace icrp
