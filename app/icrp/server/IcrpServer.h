#pragma once
// A reusable ICRP server: WebSocket and HTTP on one port (QHttpServer), the handshake of
// docs/icrp-spec.md §4, sessions with grants from a pluggable IcrpAuthenticator, a method table
// with the tiers each method needs, per-tick request budgets, a connection cap, subscriptions by
// category and event name, and fan-out of pre-serialized events only to sessions that
// subscribed and may see them. Nothing game-specific lives here: the mock game registers its
// methods and publishes its events; the panel's gateway will do the same with tool grants.

#include "common/Result.h"
#include "icrp/protocol/CloseCode.h"
#include "icrp/server/IcrpAuthenticator.h"
#include "icrp/server/IcrpCall.h"
#include "icrp/server/IcrpEvent.h"
#include "icrp/server/IcrpResponder.h"
#include "icrp/server/IcrpServerConfig.h"
#include "icrp/server/IcrpSessionInfo.h"

#include <QObject>
#include <functional>

class QHttpServerRequest;
class QTcpSocket;
class QHttpServerResponder;
#include <memory>

namespace icrp {

class IcrpServer : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<void(const IcrpCall &call, const IcrpResponder &responder)>;

    explicit IcrpServer(IcrpServerConfig config, std::shared_ptr<IcrpAuthenticator> authenticator,
                        QObject *parent = nullptr);
    /// Destroy the server with deleteLater(), never inside its own handlers or signals
    /// (a method handler, sessionIdentified, sessionClosed, privilegedCall, callRefused): the
    /// server's code still runs after they return, so deleting it there is a use-after-free.
    /// Debug builds assert this.
    ~IcrpServer() override;

    /// Starts listening on config().bindAddress:config().port. An error ("Cannot listen on
    /// 127.0.0.1:19710: The bound address is already in use", code "listen.failed") when the
    /// port is taken or the address is unusable; the caller reports it (it is not logged here).
    /// True for a browser Origin of a page on this machine: "null" or file:// (a local file),
    /// http(s)://localhost, 127.0.0.1, [::1] or *.localhost, any port. A server without a
    /// password accepts browser pages only from these (docs/icrp-spec.md §14).
    static bool isLocalPageOrigin(const QString &origin);
    ic::Result<void> listen();
    /// The port actually bound (after listen(), also for port 0).
    quint16 port() const;
    const IcrpServerConfig &config() const;
    /// Closes every WebSocket session with 4012 and stops listening.
    void shutdown();

    /// What a method does to the game: a privileged method that changes something is reported
    /// (privilegedCall, the game's admin log); one that only reads is not, so a panel polling
    /// ic/remote.connections does not fill the admin log.
    enum class Effect { Changes, ReadOnly };
    /// Serves what is not ICRP on the same port: GET and HEAD requests to any path but /hello
    /// (and requests to other paths) go to `handler` once their Host header has passed the
    /// server's check (a foreign Host is answered 403 before). Without one such requests get
    /// 404. The overlay host serves its tools' files this way.
    using ContentHandler =
        std::function<void(const QHttpServerRequest &request, QHttpServerResponder &&responder)>;
    void setContentHandler(ContentHandler handler);
    /// For a content handler whose answer goes on after it returns, written in pieces straight
    /// to the responder's socket (a large file): while `inPieces`, nothing more is read from the
    /// connection (a request pipelined behind is never served) and it is not closed; once called
    /// with false, it closes when the answer is out. The answer must say "Connection: close".
    static void answerInPieces(QTcpSocket *socket, bool inPieces);

    /// Answers every method that is not registered (instead of -32601), for a server that
    /// forwards calls elsewhere (the tool gateway). Its tier check is the handler's.
    void setFallbackHandler(Handler handler);
    /// Sends a notification (no id) to every identified WebSocket session `accept` takes.
    void notify(const QString &method, const QJsonObject &params,
                const std::function<bool(const IcrpSessionInfo &)> &accept = {});

    /// Adds a method. `allowed`: the tiers that may call it; others get -32001. ic/identify,
    /// ic/state.subscribe, ic/state.unsubscribe, ic/match.events and ic/chat.subscribe are
    /// built in (answered against the session's own grant; registering them changes nothing).
    void registerMethod(const QString &name, Tiers allowed, Handler handler,
                        Effect effect = Effect::Changes);

    /// Resets every session's request budget (call once per simulation tick unless the
    /// config says the server drives ticks). `tick` is the game tick, used for throttled
    /// sim_state delivery and as the clock of delayed (ranked observer) events: no tick, no
    /// delayed event comes due, so a pause does not let a delayed view catch up.
    void beginTick(qint64 tick);

    /// Fans the event's bytes out to every identified WebSocket session that subscribed to its
    /// category or its type, whose grant includes the category and matches the audience;
    /// delayed per session by grant.eventDelay; sim_state throttled by the session's
    /// interval_ticks.
    void publish(const IcrpEvent &event);
    /// Events published from now until the event loop runs again are held and then written
    /// to each session in one piece: the same bytes for every session that takes all of them,
    /// where the connection shares them instead of copying. Anything else sent, a message
    /// received or a session closed writes what is held first, so the order on each session
    /// stays as published. For a caller that publishes many events at once (the gateway passes
    /// on each read of the game's events so); sessions with a delay are not held.
    void holdEvents();
    /// Whether any session could take an event of `category` named `type` now (identified, on a
    /// WebSocket, its grant includes the category and it subscribed to it or to the name). A
    /// game asks before it builds and encodes an event: when false, publish() would send it to
    /// nobody.
    bool hasTaker(EventCategory category, const QString &type) const;

    /// Adds subscriptions to a session (the work of ic/state.subscribe), for an owner's method
    /// that subscribes its caller. When refused, the ICRP error (code errorName(ErrorCode):
    /// "icrp.not-found", "icrp.unknown-subscription", "icrp.permission-denied"; answer it with
    /// IcrpResponder::error(const ic::Error &)).
    ic::Result<void> subscribe(const QString &sessionId, const QStringList &categoriesAndEvents,
                               int intervalTicks);

    QList<IcrpSessionInfo> sessions() const;
    std::optional<IcrpSessionInfo> session(const QString &sessionId) const;
    /// WebSocket sessions currently open (identified or not).
    int connectionCount() const;
    /// Sockets open on the port now, of every kind (WebSocket, HTTP, not yet a request).
    int openSockets() const;
    /// Closes one session (WebSocket: with `code`; HTTP: its token is revoked). False if unknown.
    bool closeSession(const QString &sessionId, CloseCode code, const QString &reason);
    /// Closes every session except `keepSessionId` (e.g. after a password reset).
    void closeAllSessions(CloseCode code, const QString &reason, const QString &keepSessionId = {});
    /// Closes sessions that identified under an older authenticator generation.
    void closeSessionsOlderThan(quint64 generation, CloseCode code, const QString &reason);

Q_SIGNALS:
    void sessionIdentified(const QString &sessionId);
    void sessionClosed(const QString &sessionId);
    /// An admin-tier (or debug) method was called; the server also logs it.
    void privilegedCall(const QString &sessionId, const QString &method);
    /// A request of an identified session was answered with an error: refused by its tier or
    /// grant (built-in subscriptions included), over its rate, unknown, or an error its method's
    /// handler gave (the tool gateway: the game's answer). Not for a notification (it gets no
    /// answer). Nothing is done for an answer that is not an error.
    void callRefused(const QString &sessionId, const QString &method, int code,
                     const QString &message);
    /// The session's subscriptions changed: a successful ic/state.subscribe or unsubscribe,
    /// ic/match.events, ic/chat.subscribe or subscribe() (not its identify: sessionIdentified;
    /// not its end: sessionClosed). Emitted even when the list stayed the same; session() has
    /// the new list. The tool gateway subscribes its game sessions to what its tools asked for.
    void subscriptionsChanged(const QString &sessionId);

private:
    class Private;
    /// Feeds frames to the dispatcher without a network (fuzzing and tests only).
    friend class IcrpServerTestProbe;
    std::unique_ptr<Private> d;
};

} // namespace icrp
