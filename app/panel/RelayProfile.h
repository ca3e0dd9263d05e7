#pragma once
// A community relay the panel connects to (docs/icrp-spec.md §19): its name, its wss:// address,
// the certificate fingerprint the user trusted (pinned like an SSH host key, empty while the
// system's CAs vouch for it), the tier it is used at, and which token it holds — by the token's
// public id and expiry only. The token itself lives in the keychain under
// RelayHost::tokenKey(name), never here.

#include "icrp/protocol/Tier.h"

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace icpanel {

struct RelayProfile
{
    QString name;
    /// wss://HOST:PORT/
    QUrl url;
    /// "AB:CD:…" (SHA-256 of the relay's certificate) or empty.
    QString pinnedFingerprint;
    icrp::Tier tier = icrp::Tier::Admin;
    /// The token's public id ("tk-…"), for the window; never the token.
    QString tokenId;
    /// When the token expires, in UTC; invalid when unknown.
    QDateTime tokenExpires;

    bool operator==(const RelayProfile &) const = default;
};

} // namespace icpanel
