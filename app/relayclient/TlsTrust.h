#pragma once
// How the panel trusts a relay's TLS certificate, as SSH trusts a host key: a certificate that
// verifies against the system's CAs (and any CA the caller adds) is accepted; one that does not
// is refused with its SHA-256 fingerprint reported, unless that very fingerprint was pinned (the
// user accepted it before, kept in the relay's profile). A pinned fingerprint that no longer
// matches is refused with an error naming both. The same trust serves the relay's wss:// port
// (RelayConnection) and its HTTPS device flow (RelayDeviceLogin).

#include "common/Result.h"

#include <QList>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QString>
#include <optional>

namespace icrelayclient {

/// The outcome of judging a certificate the CA check refused.
struct TlsVerdict
{
    /// The certificate's SHA-256 fingerprint, "AB:CD:…" (empty when the relay sent none).
    QString fingerprint;
    /// Accepted because its fingerprint is the pinned one.
    bool pinned = false;
    /// Set when the connection must be refused: "relay.tls.untrusted" (not pinned) or
    /// "relay.tls.changed" (another fingerprint is pinned).
    std::optional<ic::Error> refusal;
};

struct TlsTrust
{
    /// CAs trusted besides the system's (a private CA of a tournament).
    QList<QSslCertificate> extraCaCertificates;
    /// The fingerprint the user accepted for this relay ("AB:CD:…", any case, colons and spaces
    /// optional); empty when none is.
    QString pinnedFingerprint;

    /// TLS 1.2 or later, the peer verified against the system's CAs and the extra ones.
    QSslConfiguration configuration() const;
    /// What to do with `peer` when the CA check failed with `errors`.
    TlsVerdict judge(const QSslCertificate &peer, const QList<QSslError> &errors) const;

    /// The SHA-256 of the certificate's DER as upper-case hex pairs joined by ':'.
    static QString fingerprint(const QSslCertificate &certificate);
    /// `text` as fingerprint() writes one; empty when it is not 32 hex bytes.
    static QString normalized(const QString &text);
};

} // namespace icrelayclient
