#pragma once
// One OAuth 2.0 device authorization (RFC 8628) as the relay keeps it in
// DATA_DIR/relay-device-codes.json: never the device code itself, only its SHA-256; the user
// code people read and type; what the device asked for; and the admin's decision
// (`ic-relay-mock approve` / `deny`) with the tier, games and lifetime of the token to issue.

#include "icrp/protocol/Tier.h"

#include <QDateTime>
#include <QStringList>

namespace icrelay {

struct DeviceGrant
{
    enum class State { Pending, Approved, Denied, Issued };

    /// Lower-case hex SHA-256 of the device code.
    QString deviceHash;
    /// "BCDF-GHJK": eight letters of RFC 8628's base-20 set, a dash in the middle.
    QString userCode;
    QString clientId;
    /// The tier the device asked for ("observer", "admin"); empty: none named.
    QString scope;
    QDateTime created;
    QDateTime expires;
    State state = State::Pending;
    QDateTime decided;
    // Set by approve:
    icrp::Tier tier = icrp::Tier::Observer;
    QStringList games;
    qint64 tokenLifetimeSeconds = 0;
    /// Set when the token was issued.
    QString tokenId;

    bool isExpired(const QDateTime &now) const { return expires <= now; }
};

} // namespace icrelay
