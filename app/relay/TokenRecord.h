#pragma once
// One bearer token as the relay keeps it: never the token itself, only its SHA-256.

#include "icrp/protocol/Tier.h"

#include <QDateTime>
#include <QStringList>

namespace icrelay {

struct TokenRecord
{
    /// Short public name ("tk-3f9a1c2b"): for list and revoke, and in logs.
    QString id;
    icrp::Tier tier = icrp::Tier::Observer;
    /// Lower-case hex SHA-256 of the token's text.
    QString hash;
    QDateTime created;
    QDateTime expires;
    /// Game ids the token reaches; empty: every game.
    QStringList games;
    /// Invalid while the token is not revoked.
    QDateTime revoked;

    bool isRevoked() const { return revoked.isValid(); }
    bool isExpired(const QDateTime &now) const { return expires <= now; }
};

} // namespace icrelay
