#pragma once
// An ICRP client over WebSocket: connect, identify (challenge-response), call() with a
// per-call timeout, subscribe, events as a signal, explicit states, and reconnection with
// exponential backoff and jitter — never on its own after close 4011 (session invalidated).
// Every failure ends in a message a person can act on.

#include "common/DefaultPorts.h"
#include "icrp/client/IcrpResult.h"
#include "icrp/protocol/Tier.h"
#include "icrp/protocol/VersionRange.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <chrono>
#include <functional>
#include <memory>

namespace icrp {

class IcrpClient : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Authenticating, Connected, Reconnecting };
    Q_ENUM(State)

    /// Why the last connection attempt or session ended.
    enum class Failure {
        None,
        WrongPassword,      // -32004 / close 4009
        PasswordRequired,   // server wants a password, none was given
        VersionMismatch,    // -32005 / close 4010
        TierRefused,        // -32001 / -32006 at identify
        TooManyConnections, // -32007 / close 4003
        Refused,            // TCP connection refused / host not found
        TimedOut,           // no hello or no identify answer in time
        SessionInvalidated, // close 4011: kicked or password reset; no automatic reconnect
        ServerShutdown,     // close 4012
        ProtocolError,      // the server sent something that is not ICRP
        Closed,             // any other close
    };
    Q_ENUM(Failure)

    struct Options
    {
        QUrl url = ic::defaultGameUrl();
        Tier tier = Tier::Observer;
        /// Kept in memory only; empty when the server needs none.
        QString password;
        /// Categories and/or event names to subscribe to at identify time.
        QStringList subscriptions;
        QString clientName = QStringLiteral("icrp-client");
        QString clientVersion;
        QString toolId;
        VersionRange versions = VersionRange::supported();
        bool autoReconnect = true;
        /// Speak MessagePack instead of JSON (D071): ask for it with `Accept:
        /// application/msgpack` in the upgrade request, send binary frames, and insist that
        /// every frame of the server is binary MessagePack (a text frame ends the attempt
        /// with ProtocolError: that server only speaks JSON).
        bool messagePack = false;
        std::chrono::milliseconds initialBackoff{500};
        std::chrono::milliseconds maxBackoff{30'000};
        std::chrono::milliseconds handshakeTimeout{10'000};
        std::chrono::milliseconds defaultCallTimeout{10'000};
    };

    explicit IcrpClient(QObject *parent = nullptr);
    ~IcrpClient() override;

    void setOptions(const Options &options);
    const Options &options() const;

    /// Starts connecting (state Connecting → Authenticating → Connected).
    void open();
    /// Closes and stays closed (no reconnect).
    void close();

    State state() const;
    Failure lastFailure() const;
    /// A sentence for the user about lastFailure(), e.g. "Wrong password: …".
    QString lastError() const;
    /// The identify result once connected: icrpVersion, tier, sessionId, tickRate, …
    QJsonObject welcome() const;
    /// The hello params of the current connection (server, icrpVersion, tiers, …).
    QJsonObject hello() const;
    /// Milliseconds until the next reconnect attempt while Reconnecting, else -1.
    qint64 reconnectInMs() const;

    using Callback = std::function<void(const IcrpResult &)>;
    /// Sends a request; `done` runs exactly once: with the answer, with TimedOut after
    /// `timeout` (default from options), or with NotConnected. Runs on the client's thread.
    void call(const QString &method, const QJsonValue &params, Callback done,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(0));
    /// ic/state.subscribe / ic/state.unsubscribe for category or event names.
    void subscribe(const QStringList &categoriesAndEvents, Callback done = {});
    void unsubscribe(const QStringList &categoriesAndEvents, Callback done = {});

Q_SIGNALS:
    void stateChanged(icrp::IcrpClient::State state);
    /// Identified: welcome() holds the result.
    void connected();
    /// The connection ended (and lastFailure()/lastError() say why).
    void disconnected();
    /// A pushed ic/event: category, type, tick, data.
    void eventReceived(const QString &category, const QString &type, qint64 tick,
                       const QJsonObject &data);
    /// The same event as the game's own text (UTF-8, as it came), the whole notification: for
    /// passing it on unchanged without decoding or encoding it again (the gateway). An event
    /// that came in a batch is written out as if it had come alone. Each form is only made
    /// when someone listens.
    void eventFrameReceived(const QString &category, const QString &type, qint64 tick,
                            const QByteArray &utf8);
    /// A notification other than ic/hello and ic/event (the panel gateway's ic/gateway.game).
    void notificationReceived(const QString &method, const QJsonObject &params);
    /// Any failure, with the same text as lastError().
    void errorOccurred(icrp::IcrpClient::Failure failure, const QString &message);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace icrp
