#pragma once
// What a bearer token lets a session do: its tier (observer or admin) and the games it may
// reach (empty: every game of the relay), checked on every call.

#include "icrp/protocol/Tier.h"

#include <QDateTime>
#include <QStringList>

namespace icrelay {

struct RelayGrant
{
    QString tokenId;
    icrp::Tier tier = icrp::Tier::Observer;
    /// Game ids; empty: all games.
    QStringList games;
    QDateTime expires;

    bool reaches(const QString &gameId) const { return games.isEmpty() || games.contains(gameId); }
};

} // namespace icrelay
