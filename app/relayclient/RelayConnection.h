#pragma once
// The panel's connection to one community relay (docs/icrp-spec.md §19): wss://HOST:PORT/ with a
// bearer token (the Authorization header; in ic/identify too when the relay's hello asks for it),
// identified at a tier, its methods called with their answers as values or a specific error
// (ic::Result), relay/match.event and relay/announcement as signals, and reconnection with
// exponential backoff and jitter — never after a refused token, a refused tier or a certificate
// it may not trust. TLS trust is TlsTrust's: system CAs, else the pinned fingerprint.
//
// The token lives in memory only: it is never logged and never written anywhere by this class.

#include "relayclient/RelayGameInfo.h"
#include "relayclient/RelayMatchEvent.h"
#include "relayclient/RelayStatus.h"
#include "relayclient/TlsTrust.h"

#include "common/Result.h"
#include "icrp/protocol/Tier.h"

#include <QJsonObject>
#include <QObject>
#include <QUrl>
#include <chrono>
#include <functional>
#include <memory>

namespace icrelayclient {

class RelayConnection : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Identifying, Connected, Reconnecting };
    Q_ENUM(State)

    /// How the relay's certificate was trusted on the current (or last) connection.
    enum class CertificateTrust { Unknown, CaVerified, Pinned };
    Q_ENUM(CertificateTrust)

    struct Options
    {
        /// wss://HOST:PORT/ (a relay speaks nothing else).
        QUrl url;
        /// The bearer token; kept in memory only.
        QString token;
        icrp::Tier tier = icrp::Tier::Observer;
        TlsTrust trust;
        QString clientName = QStringLiteral("IC Control Panel");
        QString clientVersion;
        bool autoReconnect = true;
        std::chrono::milliseconds initialBackoff{500};
        std::chrono::milliseconds maxBackoff{30'000};
        std::chrono::milliseconds handshakeTimeout{10'000};
        std::chrono::milliseconds callTimeout{10'000};
    };

    template <typename T> using Done = std::function<void(const ic::Result<T> &)>;

    explicit RelayConnection(QObject *parent = nullptr);
    ~RelayConnection() override;

    void setOptions(const Options &options);
    const Options &options() const;

    /// Starts connecting (Connecting → Identifying → Connected).
    void open();
    /// Closes and stays closed.
    void close();

    State state() const;
    /// Why the last attempt or session ended ("relay.tls.untrusted", "relay.token-refused",
    /// "relay.unreachable", …); empty code while none has.
    ic::Error lastError() const;
    /// The relay certificate's SHA-256 fingerprint ("AB:CD:…") once the TLS handshake showed
    /// one, also when it was refused: what a person is asked to compare and pin.
    QString peerFingerprint() const;
    CertificateTrust certificateTrust() const;
    /// The hello's and ic/identify's params of the current session.
    QJsonObject hello() const;
    QJsonObject welcome() const;
    /// Milliseconds until the next attempt while Reconnecting, else -1.
    qint64 reconnectInMs() const;

    /// Any method with object params; `done` runs exactly once (the result, the relay's error
    /// as "icrp.*", "relay.timeout" or "relay.not-connected").
    void call(const QString &method, const QJsonObject &params, Done<QJsonValue> done,
              std::chrono::milliseconds timeout = std::chrono::milliseconds(0));

    // The relay's methods (RelayConnection_Methods.cpp).
    void status(Done<RelayStatus> done);
    void games(Done<QList<RelayGameInfo>> done);
    void matchInfo(const QString &gameId, Done<QJsonObject> done);
    /// ic/state.query of one game; empty `fields`/`player` are left out.
    void stateQuery(const QString &gameId, const QStringList &fields, const QString &player,
                    Done<QJsonObject> done);
    void pause(const QString &gameId, bool paused, Done<QJsonObject> done);
    void kick(const QString &gameId, const QString &player, const QString &reason,
              Done<QJsonObject> done);
    /// To one game, or to every game when `gameId` is empty; the number of games it reached.
    void announce(const QString &message, const QString &gameId, Done<int> done);
    /// relay/admin.ban by identity key (`banned` false lifts it).
    void banIdentity(const QString &identityKey, const QString &reason, bool banned,
                     Done<QJsonObject> done);
    /// relay/admin.ban of a player seated in a game.
    void banPlayer(const QString &gameId, const QString &player, const QString &reason,
                   Done<QJsonObject> done);
    /// relay/match.events: matchEvent() from now on (and again after a reconnect) or no more.
    void subscribeMatchEvents(bool subscribe, Done<QJsonObject> done = {});
    bool matchEventsWanted() const;

Q_SIGNALS:
    void stateChanged(icrelayclient::RelayConnection::State state);
    void connected();
    void disconnected();
    /// An attempt or session ended with an error (lastError() holds it).
    void errorOccurred(const QString &code, const QString &message);
    void matchEvent(const icrelayclient::RelayMatchEvent &event);
    /// relay/announcement; `gameId` empty for a relay-wide one.
    void announcement(const QString &message, const QString &gameId);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace icrelayclient
