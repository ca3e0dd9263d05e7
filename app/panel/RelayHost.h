#pragma once
// The panel's connections to community relays (docs/icrp-spec.md §19): the relay profiles and,
// per profile, at most one RelayConnection. A relay's token lives in the keychain under
// tokenKey(name) (a relay of this run only, the demo's, keeps it in memory) and goes to the
// connection in memory and nowhere else. A certificate neither the system's CAs nor the pinned
// fingerprint vouch for is put to the user (certificateUntrusted), as SSH asks about a host key;
// a pinned one that changed is refused, never accepted silently. No widgets: the window's
// Tournament page shows what this holds.

#include "panel/RelayProfileStore.h"

#include "relayclient/TlsTrust.h"

#include "common/Result.h"

#include <QHash>
#include <QObject>
#include <QSslCertificate>
#include <functional>

namespace icsecrets {
class SecretStore;
}
namespace icrelayclient {
class RelayConnection;
}

namespace icpanel {

class RelayHost : public QObject
{
    Q_OBJECT
public:
    RelayHost(RelayProfileStore &profiles, icsecrets::SecretStore &secrets,
              QObject *parent = nullptr);
    ~RelayHost() override;

    RelayProfileStore &profiles() { return m_profiles; }

    /// Stores the token in the keychain under tokenKey(name) (or keeps it in memory for a
    /// session profile), saves the profile, opens the connection. done once: ok, or the error
    /// ("relay.name", "relay.url", "relay.keychain").
    void addRelay(const RelayProfile &profile, const QString &token,
                  std::function<void(const ic::Result<void> &)> done = {});
    /// The demo's: never in the keychain or the settings file.
    void addSessionRelay(const RelayProfile &profile, const QString &token);
    /// Signs in again to a relay the panel has: `token` replaces its token (keychain first, or
    /// memory for a session profile), the profile keeps its address and pinned certificate and
    /// takes the new tier, token id and expiry, then the relay is opened again. done once: ok,
    /// or the error ("relay.name": no such relay, "relay.token", "relay.keychain").
    void renewToken(const QString &name, const QString &token, icrp::Tier tier,
                    const QString &tokenId, const QDateTime &tokenExpires,
                    std::function<void(const ic::Result<void> &)> done = {});
    /// Opens every stored relay, each with its token read from the keychain (a missing token:
    /// failed(name, "…sign in again…") and tokenRefused).
    void openAll();
    void open(const QString &name);
    void close(const QString &name);
    void closeAll();
    /// Closes it, removes the profile and its token from the keychain.
    void removeRelay(const QString &name);
    /// The user trusts `fingerprint` for this relay (as SSH's known_hosts): pinned in the
    /// profile, then opened again.
    void trustCertificate(const QString &name, const QString &fingerprint);
    /// The relay's connection while it is made (also when it failed), else nullptr.
    icrelayclient::RelayConnection *connection(const QString &name) const;
    /// Every profile, sorted.
    QStringList relayNames() const;
    /// "relay/<name>/token"
    static QString tokenKey(const QString &name);
    /// The TlsTrust a profile's connection and its device sign-in use (its pin; extra CAs
    /// from setExtraCaCertificates, for tests and private CAs).
    icrelayclient::TlsTrust trustFor(const RelayProfile &profile) const;
    void setExtraCaCertificates(const QList<QSslCertificate> &cas);

Q_SIGNALS:
    void relayAdded(const QString &name);
    void relayRemoved(const QString &name);
    /// The connection was made, let go, or changed state.
    void connectionChanged(const QString &name);
    /// The relay's certificate is neither CA-verified nor the pinned one: the window asks the
    /// user (fingerprint to compare); `changed` when another fingerprint was pinned (refused,
    /// never asked silently).
    void certificateUntrusted(const QString &name, const QString &fingerprint, bool changed);
    void failed(const QString &name, const QString &message);
    /// The relay refused its token (expired, revoked, unknown), or none is kept for it: signing
    /// in again (renewToken) is the way back. Emitted after failed(name, message), with the
    /// same message.
    void tokenRefused(const QString &name, const QString &message);
    /// After removeRelay(): whether the relay revoked the removed token (RFC 7009), or why not
    /// (then it stays valid at the relay until it expires). The keychain's copy is gone either way.
    void tokenRevoked(const QString &name, const ic::Result<void> &outcome);

private:
    /// Reads the removed relay's token from the keychain, deletes it there and has the relay
    /// revoke it (removeRelay).
    void revokeKept(const RelayProfile &gone);
    /// Asks the relay of `profile` to revoke `token`.
    void revokeAtRelay(const RelayProfile &profile, const QString &token);
    /// Makes the profile's connection with `token` and opens it (closing one before).
    void connectWith(const RelayProfile &profile, const QString &token);
    void readTokenAndConnect(const RelayProfile &profile);
    /// The profile of `name` takes `renewed`'s tier, token id and expiry (its address and pin
    /// stay), is saved and opened again with `token`.
    ic::Result<void> reopenRenewed(const RelayProfile &renewed, const QString &token);
    void refuseToken(const QString &name, const QString &message);
    /// The connection stopped for good (not reconnecting): says why, if it failed.
    void onStopped(const QString &name);
    /// Lets go of its connection; false when there was none.
    bool dropConnection(const QString &name);

    RelayProfileStore &m_profiles;
    icsecrets::SecretStore &m_secrets;
    QList<QSslCertificate> m_extraCas;
    QHash<QString, icrelayclient::RelayConnection *> m_open;
    /// Tokens of relays of this run only (never in the keychain).
    QHash<QString, QString> m_sessionTokens;
    /// Bumped by every open() and close() of a relay: a keychain answer for an older one is
    /// dropped.
    QHash<QString, quint64> m_generation;
};

} // namespace icpanel
