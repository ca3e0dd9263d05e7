#pragma once
// Giving a relay token back: OAuth 2.0 Token Revocation (RFC 7009) at the relay's
// POST /oauth/revoke (docs/icrp-spec.md §19.3a), over HTTPS with the same TLS trust as the
// relay's wss:// port and its device sign-in (RelayHttpsPost). The token authenticates the
// request itself. The relay answers 200 whether it revoked the token now or did not know it
// (expired, revoked already, never its own): both are success, as RFC 7009 §2.2 says.
// Errors: "relay.tls.untrusted", "relay.tls.changed" (TlsTrust), "relay.revoke.unreachable",
// "relay.revoke.unsupported" (the relay has no revocation endpoint: 404, 405, 501) and
// "relay.revoke.refused" (another answer; 503 means try again later). The token is never logged.

#include "relayclient/TlsTrust.h"

#include "common/Result.h"

#include <QString>
#include <QUrl>
#include <functional>

class QObject;

namespace icrelayclient {

class RelayTokenRevocation
{
public:
    using Done = std::function<void(const ic::Result<void> &outcome)>;

    /// Asks the relay at `relayUrl` (wss://HOST:PORT/ or https://HOST:PORT) to revoke `token`.
    /// `done` is called once, later (never before revoke() returns), unless `context` (not
    /// null) is destroyed first: that cancels the request. A request gets 30 s.
    static void revoke(const QUrl &relayUrl, const QString &token, const TlsTrust &trust,
                       QObject *context, Done done);
};

} // namespace icrelayclient
