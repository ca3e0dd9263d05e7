#pragma once
// Signing in to a relay without a terminal: the OAuth 2.0 Device Authorization Grant (RFC 8628)
// against the relay's POST /oauth/device_authorization and /oauth/token (docs/icrp-spec.md
// §19.3a), over HTTPS with the same TLS trust as the relay's wss:// port (TlsTrust). start()
// asks for a code; codeReady() gives the user code and the address to show; then it polls every
// `interval` seconds as the relay says, adds 5 s for good at each slow_down, and finishes once:
// with the token, or with a specific error ("relay.device.denied", "relay.device.expired",
// "relay.device.refused", "relay.tls.untrusted", "relay.tls.changed", "relay.device.unreachable",
// "relay.bad-answer").
//
// The token and the device code live in memory only: never logged, never written to a file.

#include "relayclient/TlsTrust.h"

#include "common/Result.h"
#include "icrp/protocol/Tier.h"

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <chrono>
#include <memory>

namespace icrelayclient {

class RelayDeviceLogin : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        /// The relay: wss://HOST:PORT/ or https://HOST:PORT (the device flow is on the same port).
        QUrl relayUrl;
        /// The name the relay's admin sees next to the code.
        QString clientId = QStringLiteral("ic-control-panel");
        /// The tier asked for (the admin who approves may give less).
        icrp::Tier scope = icrp::Tier::Admin;
        TlsTrust trust;
        std::chrono::milliseconds requestTimeout{30'000};
    };

    /// What the user is shown.
    struct Code
    {
        QString userCode;
        QUrl verificationUri;
        QUrl verificationUriComplete;
        int expiresInSeconds = 0;
        int intervalSeconds = 0;
    };

    /// What the relay issued.
    struct Token
    {
        QString accessToken;
        QString tokenType;
        QString tokenId;
        /// The tier the token grants ("observer" or "admin").
        QString scope;
        qint64 expiresInSeconds = 0;
        /// The games it reaches; empty with allGames.
        QStringList games;
        bool allGames = true;
    };

    explicit RelayDeviceLogin(QObject *parent = nullptr);
    ~RelayDeviceLogin() override;

    void setOptions(const Options &options);
    /// Asks the relay for a code (and forgets any sign-in under way).
    void start();
    /// Stops polling; finished() is not emitted.
    void cancel();
    bool running() const;
    /// Seconds between polls now (the relay's interval plus any slow_down).
    int intervalSeconds() const;
    /// The relay certificate's fingerprint once a TLS handshake showed one.
    QString peerFingerprint() const;

Q_SIGNALS:
    void codeReady(const icrelayclient::RelayDeviceLogin::Code &code);
    /// Each poll's answer that was neither the token nor an end: "authorization_pending" or
    /// "slow_down".
    void waiting(const QString &answer);
    void intervalChanged(int seconds);
    void finished(const ic::Result<icrelayclient::RelayDeviceLogin::Token> &outcome);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace icrelayclient
